"""The computer's level names, weakest first: one definition for the search
(``ai``), the page (settings, saved state) and the command line. A module of
its own so the page can know the names without loading the search."""

LEVEL_NAMES = ("beginner", "medium", "expert")

# The analysis's first, quick look at every position of a game: this many
# search iterations a position. Under Brython about 75 ms a position, so a
# 60-move game is covered in a few seconds; the page asks for it, the worker
# runs it.
QUICK_ITERATIONS = 400
# The deep look that follows (and a second hint): the level's own budget, but
# no more than this. The Expert plays with 15,000 iterations, about 0.8 s a
# move under Brython on a desktop and three times that on a phone: a whole
# game's review would take minutes; 3,000 take a fifth of that.
DEEP_ITERATIONS = 3000
