"""Games and saved states for the browser tests, made by the engine itself."""

from engine import Game, cell_name, parse_record
from engine.rng import Random

from board.storage import dump_state, storage_key

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


def saved(moves, round_=1, starter="red", red=0, blue=0, draws=0, alternate=True):
    """The text a play board saves, after ``moves`` (cell names)."""
    return dump_state({"round": round_, "starter": starter, "red": red, "blue": blue,
                       "draws": draws, "alternate": alternate,
                       "record": parse_record(" ".join(moves))})
