"""The Variants page's switch in CPython: with a house rule shown, the
status line says what that rule says (never the standard rules' contrary),
in the page's language."""

from engine import Game, parse_cell
from engine.tables import O, X
from board.variants import house_view
from tests.site.games import SHORT_WIN


def game_of(moves):
    game = Game()
    for name in moves.split():
        game.push(parse_cell(name))
    return game


OPEN_WON = "h8 e5 f6 g9 b8 f4 g1 c3 g7 a1 a3 c9 i9"          # the page's positions
DRAWN_BOTH = ("e5 d4 a3 b8 d6 a9 c7 i3 h8 f4 g1 b2 e4 f3 i9 g9 c9 g7 a1 c3 i8 i4 h2 e6 f7 i1 i2 "
              "h5 d5 b6 e8 f5 g6 b7 f1 h1 d1 a2 c4 g2 b4 e2 f6 g8 a4 c2")
QUICK = "e5 d6 a9 b8 f4 h3 e8 d4 b2 d5 a4 c1 i1 g1 c3 h9 d7 a3 c7 g3 c9 i9 h8 g2 c6 g9"


def test_sent_to_a_won_board_the_status_says_play_there_not_free_choice():
    game = game_of(OPEN_WON)
    shown = house_view(game, "open-won", "en")
    assert shown["status"] == ("Under this house rule, O must play in the top-right board", O)
    # The same for won boards that can be won again: the board stays in play.
    assert house_view(game, "rewin", "en")["status"] == shown["status"]
    assert house_view(game, "open-won", "ru")["status"][0] == \
        "По этому домашнему правилу нолики ходят в\u00a0правое верхнее малое поле"


def test_a_win_under_the_house_rule_is_the_status():
    assert house_view(game_of(DRAWN_BOTH), "drawn-both", "en")["status"] == (
        "Under this house rule, O has won", O)
    assert house_view(game_of(QUICK), "quick 3", "en")["status"] == (
        "Under this house rule, O has won", O)
    assert house_view(game_of(QUICK), "quick 3", "sw")["status"][0] == \
        "Kwa kanuni hii mbadala, O ameshashinda"


def test_where_the_rule_agrees_with_the_standard_rules_their_status_stands():
    game = game_of("e5 e4")                       # sent to an open board, nobody near a win
    for rule in ("open-won", "drawn-both", "rewin", "quick 3"):
        assert house_view(game, rule, "en")["status"] is None, rule
    won = game_of(SHORT_WIN)                     # X wins the standard game with a line
    assert won.outcome.winner == X
    assert house_view(won, "quick 9", "en")["status"] == (
        "Under this house rule, nobody has won yet, so the game continues", None)
