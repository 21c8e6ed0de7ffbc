"""The analyses kept between visits: the verdicts of the last games
analysed, by record, in localStorage, so the same game is not analysed
again on reopening its review, on reload or on coming back to a linked
game. They come with the computer's bundle, as nothing but the review's
analysis needs them; the session is handed a KeptAnalyses when it arrives.
"""

from engine import NotationError, NumberError, parse_record, parse_whole_number
from engine.verdict import LINE_LENGTH

from board.play.analysis import Analysis

ANALYSES_VERSION = "analyses1"
KEPT_GAMES = 5               # the analyses kept: the games analysed last
MAX_KEPT_LENGTH = 40000      # characters: 5 games of 81 positions, with room


class KeptError(ValueError):
    """Kept analyses that cannot be trusted."""


def _whole(text, high):
    """A whole number 0..high, else KeptError."""
    try:
        value = parse_whole_number(text)
    except NumberError:
        value = -1
    if not 0 <= value <= high:
        raise KeptError(text[:20])
    return value


class KeptAnalyses:
    """The analyses of the last KEPT_GAMES games, oldest first.

    Text: ``analyses1``, then ``;<record>~<verdict>|<verdict>...`` per game;
    a verdict is ``value,best,line,q|d`` (best ``-`` for none, the line's
    cells joined by dots) or empty while unknown. Read strictly: anything
    off, and nothing is kept."""

    def __init__(self):
        self.games = []

    def load(self, text):
        """Read kept ``text`` (None: nothing kept); anything else is dropped
        (False)."""
        try:
            self.games = self._read(text)
        except KeptError:
            self.games = []
            return False
        return True

    def _read(self, text):
        games = []
        parts = [ANALYSES_VERSION] if text is None else text.split(";")
        if parts[0] != ANALYSES_VERSION or len(parts) > KEPT_GAMES + 1 or len(text or "") > MAX_KEPT_LENGTH:
            raise KeptError("not kept analyses")
        for part in parts[1:]:
            record, _, items = part.partition("~")
            try:
                analysis = Analysis(parse_record(record))
            except NotationError:
                raise KeptError(record[:20]) from None
            items = items.split("|")
            if (analysis.record != record or len(items) != len(analysis.verdicts)
                    or any(game.record == record for game in games)):
                raise KeptError(record[:20])
            for ply, item in enumerate(items):
                if not item:
                    continue                     # not judged yet
                fields = item.split(",")
                if len(fields) != 4 or fields[3] not in ("q", "d"):
                    raise KeptError(item[:20])
                line = [_whole(cell, 80) for cell in fields[2].split(".") if fields[2]]
                if len(line) > LINE_LENGTH:
                    raise KeptError(item[:20])
                best = -1 if fields[1] == "-" else _whole(fields[1], 80)
                analysis.add(ply, _whole(fields[0], 1000), best, line, fields[3] == "d")
            games.append(analysis)
        return games

    def dump(self):
        out = [ANALYSES_VERSION]
        for a in self.games:
            out.append(a.record + "~" + "|".join(
                "" if v is None else "%d,%s,%s,%s" % (v[0], v[1] if v[1] >= 0 else "-",
                                                     ".".join(str(c) for c in v[2]), "d" if v[3] else "q")
                for v in a.verdicts))
        return ";".join(out)

    def find(self, record):
        """The kept Analysis of the game ``record``, or None."""
        for analysis in self.games:
            if analysis.record == record:
                return analysis
        return None

    def joined(self, record, analysis):
        """The kept Analysis of the game ``record``, with the verdicts of
        ``analysis`` (that game's, come in before it was read; or None)
        joined in (a deep verdict stays); ``analysis`` if none is kept."""
        found = self.find(record)
        if found is None or found is analysis:
            return analysis
        if analysis is not None and analysis.record == record:
            for ply, verdict in enumerate(analysis.verdicts):
                if verdict is not None:
                    found.add(ply, *verdict)
        return found

    def keep(self, analysis):
        """Keep ``analysis`` (the newest; the oldest beyond KEPT_GAMES go)."""
        self.games = [a for a in self.games if a.record != analysis.record] + [analysis]
        del self.games[:-KEPT_GAMES]
