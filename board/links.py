"""Games passed on as text: the share link's fragment (``#game=e5.e6.e8``,
see ARCHITECTURE.md, "Notation"), a pasted record or link, and which side this device plays
in a game passed back and forth by link.

Pure: the page gives it the decoded fragment or the pasted text. A bad one
raises LinkError naming the first bad move and what is wrong with it (its
``kind`` picks the page's wording); only engine-checked moves come out, so
nothing of the text itself ever reaches the page but through a text node.
"""

from engine import CellError, Game, parse_cell
from engine.notation import RESIGN_TOKENS, format_record
from engine.tables import CELL_NAMES, O, X

FRAGMENT = "game="
# Far above the longest game (81 moves and a resignation: about 330
# characters), far below what could slow the page down.
MAX_TEXT = 1000
SHOWN_TOKEN = 12                 # characters of a bad move quoted back


class LinkError(ValueError):
    """A shared game that cannot be opened. ``kind``: "empty", "too_long",
    "cell" (not a cell name), "illegal" (not allowed there) or "after_end"
    (after the game was over); ``number`` (1, 2, ...) and ``token`` (cut
    short) name the first bad move."""

    def __init__(self, kind, number=0, token=""):
        ValueError.__init__(self, "%s at move %d: %r" % (kind, number, token))
        self.kind = kind
        self.number = number
        self.token = token


def link_moves(game):
    """The fragment's value for ``game``: its record joined by '.'."""
    return ".".join(format_record(game).split())


def fragment_record(fragment):
    """The moves text of a page's (decoded) fragment ``#game=...``, or None
    when the fragment is not a shared game."""
    fragment = fragment[1:] if fragment.startswith("#") else fragment
    if not fragment.startswith(FRAGMENT):
        return None
    return fragment[len(FRAGMENT):]


def _tokens(text):
    """The moves of a record written with spaces, dots, commas or new lines,
    of a fragment (``#game=...``) or of a whole link (a URL before its
    ``#``). ``game=`` is taken off once, at the start of the fragment: a
    second one is read as part of a move, and refused as one, so that no
    part of the text is silently dropped."""
    text = text.strip()
    url, hash_, fragment = text.partition("#")
    if hash_ and "/" in url and len(url.split()) == 1 and fragment.startswith(FRAGMENT):
        text = fragment
    record = fragment_record(text)
    text = text if record is None else record
    for sep in ".,;\t\r\n":
        text = text.replace(sep, " ")
    return text.split()


def _shown(token):
    """A bad move as the notice quotes it: printable and short."""
    kept = "".join(ch if ch.isprintable() else "?" for ch in token[:SHOWN_TOKEN])
    return kept + ("…" if len(token) > SHOWN_TOKEN else "")


def parse_shared(text):
    """The Game of a shared link, a fragment or a pasted record; raises
    LinkError for the first move that is not right."""
    if len(text) > MAX_TEXT:
        raise LinkError("too_long")
    tokens = _tokens(text)
    if not tokens:
        raise LinkError("empty")
    game = Game()
    for number, token in enumerate(tokens, 1):
        word = token.lower()
        if game.outcome is not None:
            raise LinkError("after_end", number, _shown(token))
        if word in RESIGN_TOKENS:
            game.resign(RESIGN_TOKENS[word])
            continue
        try:
            move = parse_cell(token)
        except CellError:
            raise LinkError("cell", number, _shown(token)) from None
        if not game.is_legal(move):
            raise LinkError("illegal", number, CELL_NAMES[move])
        game.push(move)
    return game


def _begins(first, moves):
    """Whether the moves text ``first`` is the beginning of ``moves``."""
    return moves == first or moves.startswith(first + ".")


def _same_game(a, b):
    return _begins(a, b) or _begins(b, a)


class SideMemory:
    """Which mark this device played in games passed on by link: entries
    (moves as text, mark), newest first. A game is an entry's game when the
    one's moves begin the other's, so the side is found again in the game
    the friend sends back, however many moves later, and in an older link
    of it."""

    VERSION = "sides1"          # its own tag: not the saved game's format (board.saved)
    MAX_ENTRIES = 20

    def __init__(self):
        self.entries = []

    def side_for(self, game):
        """The mark this device plays in ``game`` (X, O) or None: that of the
        longest entry that ``game`` continues, or else goes back in."""
        moves = link_moves(game)
        best = None
        for entry, mark in self.entries:
            if _same_game(moves, entry) and (best is None or len(entry) > len(best[0])):
                best = (entry, mark)
        return None if best is None else best[1]

    def remember(self, game, mark):
        moves = link_moves(game)
        kept = [(entry, m) for entry, m in self.entries if not _begins(entry, moves)]
        self.entries = ([(moves, mark)] + kept)[:self.MAX_ENTRIES]

    def dump(self):
        return "|".join([self.VERSION] + ["%s:%s" % ("x" if mark == X else "o", moves)
                                          for moves, mark in self.entries])

    def load(self, text):
        """Read what ``dump`` wrote; anything else is dropped (False)."""
        self.entries = []
        if not isinstance(text, str) or len(text) > self.MAX_ENTRIES * (MAX_TEXT + 3):
            return False
        parts = text.split("|")
        if parts[0] != self.VERSION:
            return False
        entries = []
        for part in parts[1:self.MAX_ENTRIES + 1]:
            mark, sep, moves = part.partition(":")
            if not sep or mark not in ("x", "o"):
                return False
            try:
                game = parse_shared(moves)
            except LinkError:
                return False
            entries.append((link_moves(game), X if mark == "x" else O))
        self.entries = entries
        return True
