"""Games and saved states for the browser tests, made by the engine itself."""

from engine import Game, cell_name, parse_record
from engine.rng import Random

from board.play.round import Round
from board.play.session import Session
from board.saved import storage_key

HOME_KEY = storage_key("main")
# A short game X wins with a line of small boards (17 moves).
SHORT_WIN = "g2 c4 h2 f4 i2 g6 a7 b2 e5 d6 c7 i7 b7 e2 e4 d3 e6"
# A short game X wins (Medium against Beginner), in which the analysis
# marks a mistake (O's d6); in SHORT_WIN O only loses slowly.
BLUNDER_WIN = "a9 c9 g9 a7 a1 a3 b8 e6 d8 a4 b1 f3 h9 d9 c7 g3 f8 i6 i9 d6 e8"


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


def saved(moves, round_=1, starter="red", mode="two"):
    """The text a board saves, after ``moves`` (cell names), two players or
    (``mode`` "computer") against the computer at Medium."""
    session = Session("en")
    session.record.round = round_
    session.settings.mode = mode
    session.own = Round(mode, starter=starter, game=parse_record(" ".join(moves)))
    return session.dump()


def computer_state(moves=(), round_=1, level="medium", timer=0, deadline=0, seed=0, **records):
    """The text a board playing the computer at ``level`` saves (``seed``:
    the round's seed for the computer)."""
    session = Session("en")
    session.settings.mode, session.settings.level, session.settings.timer = "computer", level, timer
    session.record.round = round_
    session.own = Round("computer", level, "red" if round_ % 2 else "blue",
                        parse_record(" ".join(moves)), seed=seed)
    session.own.deadline = deadline
    for name, record in records.items():
        session.record.levels[name] = record
    return session.dump()
