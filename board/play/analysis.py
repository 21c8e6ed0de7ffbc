"""The review's analysis as the session keeps it: the computer's verdicts on
the positions of one game, each (X's expected score in thousandths, the
best cell or -1, the expected line as a tuple of cells, whether it is the
deep look's), None until one arrives; and the analyses kept between visits.

A quick look covers every position first, the deep one then replaces it
position by position; both start at the position on view. Plain data:
what the verdicts show is ``board.analysis_view``'s, which comes with the
computer's bundle.
"""

from engine import NotationError, NumberError, format_record, parse_record, parse_whole_number

ANALYSES_VERSION = "analyses1"
KEPT_GAMES = 5               # the analyses kept: the games analysed last
MAX_KEPT_LENGTH = 40000      # characters: 5 games of 81 positions, with room


class Analysis:
    """The verdicts on the positions after 0, 1, ... len(moves) moves of the
    game ``record``."""

    def __init__(self, game):
        self.record = format_record(game)
        self.verdicts = [None] * (len(game.moves) + 1)

    def add(self, ply, value, best, line, deep):
        """A verdict; a quick one never replaces a deep one."""
        if 0 <= ply < len(self.verdicts):
            known = self.verdicts[ply]
            if deep or known is None or not known[3]:
                self.verdicts[ply] = (value, best, tuple(line), deep)

    def known(self):
        """How many positions have a verdict (quick or deep)."""
        return len(self.verdicts) - self.verdicts.count(None)

    def final(self):
        """How many positions have the deep look's verdict."""
        return sum(1 for v in self.verdicts if v is not None and v[3])

    def done(self):
        return self.final() == len(self.verdicts)

    def waiting(self, deep, first):
        """The positions still without a verdict (``deep``: without a deep
        one), from ``first`` on and then from the start."""
        n = len(self.verdicts)
        first = max(0, min(first, n - 1))
        order = list(range(first, n)) + list(range(first))
        return [ply for ply in order
                if self.verdicts[ply] is None or (deep and not self.verdicts[ply][3])]


def graph_ply(fraction, positions):
    """The position a tap at ``fraction`` (0..1) of the graph's width means
    (the graph draws the position after ``ply`` at ply / (positions - 1))."""
    return max(0, min(positions - 1, int(round(fraction * (positions - 1)))))


class KeptError(ValueError):
    """Kept analyses that cannot be trusted; the message says what is wrong."""


def _cells(text):
    if not text:
        return ()
    cells = tuple(_number(word, 80) for word in text.split("."))
    if len(cells) > 9:
        raise KeptError("a line of %d moves" % len(cells))
    return cells


def _number(text, high):
    try:
        value = parse_whole_number(text)
    except NumberError:
        raise KeptError("not a number: %r" % text[:20]) from None
    if value > high:
        raise KeptError("%d is over %d" % (value, high))
    return value


def _verdict(text):
    if text == "":
        return None
    parts = text.split(",")
    if len(parts) != 4 or parts[3] not in ("q", "d"):
        raise KeptError("a verdict must be value,best,line,q|d: %r" % text[:30])
    best = -1 if parts[1] == "-" else _number(parts[1], 80)
    return (_number(parts[0], 1000), best, _cells(parts[2]), parts[3] == "d")


def _verdict_text(verdict):
    if verdict is None:
        return ""
    value, best, line, deep = verdict
    return "%d,%s,%s,%s" % (value, best if best >= 0 else "-", ".".join(str(c) for c in line),
                            "d" if deep else "q")


class KeptAnalyses:
    """The analyses of the last KEPT_GAMES games, by record, oldest first.

    Text: ``analyses1`` then ``;<record>~<verdict>|<verdict>...`` per game,
    a verdict ``value,best,line,q|d`` (``-`` for no best move, the line's
    cells joined by dots) or empty while unknown. Read strictly: anything
    off raises KeptError and nothing is kept."""

    def __init__(self):
        self.games = []                 # [Analysis], oldest first

    def load(self, text):
        """Read kept ``text`` (None: nothing kept); raises KeptError."""
        games = []
        if text is not None:
            if len(text) > MAX_KEPT_LENGTH:
                raise KeptError("%d characters" % len(text))
            parts = text.split(";")
            if parts[0] != ANALYSES_VERSION:
                raise KeptError("unknown version %r" % parts[0][:20])
            if len(parts) - 1 > KEPT_GAMES:
                raise KeptError("%d games" % (len(parts) - 1))
            for part in parts[1:]:
                games.append(self._analysis(part))
        self.games = games

    def _analysis(self, part):
        record, sep, verdicts = part.partition("~")
        try:
            game = parse_record(record)
        except NotationError as error:
            raise KeptError("a kept game: %s" % error) from None
        analysis = Analysis(game)
        if not sep or analysis.record != record:
            raise KeptError("a kept game is not written as it is read: %r" % record[:30])
        items = verdicts.split("|")
        if len(items) != len(analysis.verdicts):
            raise KeptError("%d verdicts for %d positions" % (len(items), len(analysis.verdicts)))
        analysis.verdicts = [_verdict(item) for item in items]
        return analysis

    def dump(self):
        return ";".join([ANALYSES_VERSION] + [
            a.record + "~" + "|".join(_verdict_text(v) for v in a.verdicts) for a in self.games])

    def find(self, record):
        """The kept Analysis of the game ``record``, or None."""
        for analysis in self.games:
            if analysis.record == record:
                return analysis
        return None

    def keep(self, analysis):
        """Keep ``analysis`` (the newest; the oldest beyond KEPT_GAMES go)."""
        self.games = [a for a in self.games if a.record != analysis.record] + [analysis]
        del self.games[:-KEPT_GAMES]
