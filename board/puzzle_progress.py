"""A device's puzzle player: its Glicko-2 rating, its streak, and each
puzzle it has played with the first try's result; one line of text in
localStorage, and its strict reader.

Format: ``puzzles1;rating=150000;deviation=50000;volatility=90000;streak=0;
best=0;played=k3x9a+,7bq2m-`` (rating and deviation in hundredths,
volatility in millionths, whole numbers so that the reader stays strict;
``played`` oldest first, ``+`` solved at the first try, ``-`` not). The
reader refuses anything else (StorageError); the page then drops the value,
says so, and starts again with a new rating.
"""

from board.glicko import Rating, rate
from board.saved import KEY_PREFIX, StorageError, count

PUZZLES_KEY = KEY_PREFIX + "puzzles"
VERSION = "puzzles1"
MAX_PLAYED = 5000
MAX_STREAK = MAX_PLAYED
ID_LENGTH = 5
ID_SIGNS = "abcdefghijklmnopqrstuvwxyz0123456789"
FIELDS = ("rating", "deviation", "volatility", "streak", "best", "played")
# (key, scale, low, high) of the rating's three numbers as saved.
NUMBERS = (("rating", 100, 0, 500000), ("deviation", 100, 0, 100000),
           ("volatility", 1000000, 0, 1000000))


def valid_puzzle_id(text):
    """Whether ``text`` can name a puzzle: five small letters or digits."""
    return len(text) == ID_LENGTH and not text.strip(ID_SIGNS)


class PuzzleProgress:
    """The player's rating, current and best streak of puzzles solved at the
    first try, and ``played``: [(puzzle id, solved at the first try)],
    oldest first, each puzzle once."""

    def __init__(self, rating=None, streak=0, best=0, played=()):
        self.rating = rating if rating is not None else Rating()
        self.streak = streak
        self.best = best
        self.played = list(played)

    def result(self, puzzle_id):
        """True or False: how the first try at this puzzle went; None: not
        played yet."""
        for played_id, solved in self.played:
            if played_id == puzzle_id:
                return solved
        return None

    def record(self, puzzle_id, puzzle_rating, solved):
        """Count the first try at a puzzle: the rating moves (Glicko-2, a
        game against the puzzle's rating) and the streak goes on or ends. A
        puzzle played before does not count again, as on lichess. Returns
        the change of rating, or None when nothing was counted."""
        if self.result(puzzle_id) is not None or len(self.played) >= MAX_PLAYED:
            return None
        before = self.rating.rating
        self.rating = rate(self.rating, puzzle_rating, solved)
        self.streak = self.streak + 1 if solved else 0
        self.best = max(self.best, self.streak)
        self.played.append((puzzle_id, solved))
        return self.rating.rating - before

    def shown_rating(self):
        return int(self.rating.rating + 0.5)

    def provisional(self):
        """Whether the rating is still a guess (lichess marks it with '?')."""
        return self.rating.deviation > 110


def dump_puzzle_progress(progress):
    """The text saved for ``progress``."""
    r = progress.rating
    values = (r.rating, r.deviation, r.volatility)
    fields = ["%s=%d" % (key, int(value * scale + 0.5))
              for (key, scale, _, _), value in zip(NUMBERS, values)]
    fields.append("streak=%d" % progress.streak)
    fields.append("best=%d" % progress.best)
    fields.append("played=" + ",".join(pid + ("+" if ok else "-") for pid, ok in progress.played))
    return VERSION + ";" + ";".join(fields)


def load_puzzle_progress(text):
    """The PuzzleProgress saved by ``dump_puzzle_progress``."""
    if not isinstance(text, str):
        raise StorageError("saved puzzle progress is not text")
    parts = text.split(";")
    if parts[0] != VERSION:
        raise StorageError("unknown puzzle progress version %r" % parts[0][:20])
    fields = {}
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        if not sep or key not in FIELDS or key in fields:
            raise StorageError("unexpected field %r" % part[:20])
        fields[key] = value
    missing = [key for key in FIELDS if key not in fields]
    if missing:
        raise StorageError("missing %r" % missing[0])
    numbers = [count(fields, key, low, high) / scale for key, scale, low, high in NUMBERS]
    if numbers[1] <= 0 or numbers[2] <= 0:
        raise StorageError("a deviation or volatility of 0")
    streak = count(fields, "streak", 0, MAX_STREAK)
    best = count(fields, "best", 0, MAX_STREAK)
    if streak > best:
        raise StorageError("a streak longer than the best one")
    played = []
    seen = set()
    for entry in fields["played"].split(",") if fields["played"] else []:
        pid, mark = entry[:-1], entry[-1:]
        if mark not in ("+", "-") or not valid_puzzle_id(pid):
            raise StorageError("%r is not a played puzzle" % entry[:20])
        if pid in seen:
            raise StorageError("puzzle %r is played twice" % pid)
        seen.add(pid)
        played.append((pid, mark == "+"))
    if len(played) > MAX_PLAYED:
        raise StorageError("more than %d puzzles played" % MAX_PLAYED)
    return PuzzleProgress(Rating(*numbers), streak, best, played)
