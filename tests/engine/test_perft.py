import pytest

from engine import Game, parse_position
from engine.perft import perft

from .positions import position

EXPECTED = {1: 81, 2: 720, 3: 6336, 4: 55080, 5: 473256, 6: 4020960,
            7: 33782544, 8: 281067408}


@pytest.mark.parametrize("depth", [1, 2, 3, 4, 5, 6])
def test_perft_from_the_start(depth):
    assert perft(Game(), depth) == EXPECTED[depth]


@pytest.mark.slow
@pytest.mark.parametrize("depth", [7])
def test_perft_deep(depth):
    assert perft(Game(), depth) == EXPECTED[depth]


def test_perft_is_the_same_without_the_early_draw_check():
    assert perft(Game(early_draw=False), 4) == EXPECTED[4]


def test_perft_restores_the_game():
    game = parse_position("9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8")
    before = (game.cells[:], game.turn, game.last)
    perft(game, 3)
    assert (game.cells, game.turn, game.last) == before


def test_perft_of_a_finished_game_is_zero():
    won = "xxx......"
    two = "oo......."
    game = parse_position(position([won, won, won, two, two, two, two, "", ""], "O", "c9"))
    assert game.outcome is not None and game.outcome.line == (0, 1, 2)
    assert perft(game, 0) == 1
    assert perft(game, 2) == 0
