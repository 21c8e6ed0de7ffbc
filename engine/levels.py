"""The computer's level names, weakest first: one definition for the search
(``ai``), the page (settings, saved state) and the command line. A module of
its own so the page can know the names without loading the search."""

LEVEL_NAMES = ("beginner", "medium", "expert")
