"""Games and saved states for the browser tests, made by the engine itself."""

from engine import Game, cell_name, parse_record
from engine.rng import Random

from board.play.session import PlayController
from board.saved import storage_key

HOME_KEY = storage_key("main")


def random_game(seed, early_draw=True):
    rng = Random(seed)
    game = Game(early_draw)
    while game.outcome is None:
        game.push(rng.choice(game.legal_moves()))
    return game


def game_ending_in(termination):
    """The first seeded random game that ends with ``termination``."""
    seed = 1
    while True:
        game = random_game(seed)
        if game.outcome.termination == termination:
            return game
        seed += 1


def names(game):
    return [cell_name(m) for m in game.moves]


def saved(moves, round_=1, starter="red"):
    """The text a two-player board saves, after ``moves`` (cell names)."""
    ctl = PlayController()
    ctl.round = round_
    ctl.starter = starter
    ctl.game = parse_record(" ".join(moves))
    return ctl.dump()
