"""The play board's settings and their choices: one definition for the
session, its saved state and the controls that offer them."""

from engine.levels import LEVEL_NAMES

MODES = ("two", "computer")
PEOPLE = ("red", "blue")
TIMER_CHOICES = (0, 30, 60)          # seconds per turn; 0 = off
URGENT_SECONDS = 10                  # the turn's clock is urgent from here (and warns, if allowed)
# The level that plays a turn for a person whose time ran out.
STAND_IN_LEVEL = "medium"
# The level whose search gives hints and the review's analysis.
HINT_LEVEL = "expert"
LOCK_MS = 250                        # input lock after a move: a double tap is one move
# Each level's fixed rating; the visitor's rating moves against it (Elo).
LEVEL_RATINGS = {"beginner": 800, "medium": 1300, "expert": 1700}
START_RATING = 1200

__all__ = ["LEVEL_NAMES", "MODES", "PEOPLE", "TIMER_CHOICES", "URGENT_SECONDS", "STAND_IN_LEVEL",
           "HINT_LEVEL", "LOCK_MS",
           "LEVEL_RATINGS", "START_RATING", "Settings"]


class Settings:
    """The visitor's choices on the play board (saved with the game): the
    mode ("two" players or the "computer"), the computer's level, whether
    the starting player alternates between rounds, the turn timer
    (seconds, 0: off) and whether its last seconds beep and vibrate."""

    def __init__(self):
        self.mode = "two"
        self.level = "medium"
        self.alternate = True
        self.timer = 0
        self.alert = False
