"""The play board's settings and their choices: one definition for the
controller, its saved state and the HTML that offers them."""

from engine.levels import LEVEL_NAMES

MODES = ("two", "computer")
PEOPLE = ("red", "blue")
TIMER_CHOICES = (0, 30, 60)          # seconds per turn; 0 = off
# The level that plays a turn for a person whose time ran out (SPEC F18).
STAND_IN_LEVEL = "medium"
# The level whose search gives hints and the review's analysis (SPEC B3, B9).
HINT_LEVEL = "expert"
LOCK_MS = 250                        # input lock after a move (SPEC F10)
# Each level's fixed rating; the visitor's rating moves against it (Elo).
LEVEL_RATINGS = {"beginner": 800, "medium": 1300, "expert": 1700}
START_RATING = 1200

__all__ = ["LEVEL_NAMES", "MODES", "PEOPLE", "TIMER_CHOICES", "STAND_IN_LEVEL", "HINT_LEVEL", "LOCK_MS",
           "LEVEL_RATINGS", "START_RATING"]
