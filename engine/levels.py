"""The computer's level names, weakest first: one definition for the search
(``ai``), the page (settings, saved state) and the command line. A module of
its own so the page can know the names without loading the search."""

LEVEL_NAMES = ("beginner", "medium", "expert")

# The analysis's first, quick look at every position of a game: this many
# search iterations a position (the level's own budget is the deep look).
# Under Brython about 75 ms a position, so a 60-move game is covered in a
# few seconds; the page asks for it, the worker runs it.
QUICK_ITERATIONS = 400
