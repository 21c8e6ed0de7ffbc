"""The saved state of a play board, as one line of text, and its strict reader.

Format: ``uttt1;key=value;key=value...``. Text instead of JSON keeps the
browser free of Brython's standard library, and the reader accepts nothing
it does not understand: a wrong version, an unknown key, a number out of
range or a record the engine refuses all raise StorageError, and the caller
starts a fresh game. Nothing read here is ever executed or put into the page
as HTML.
"""

from engine import NotationError, NumberError, format_record, parse_record, parse_whole_number

from board.settings import LEVEL_NAMES, MODES, PEOPLE, TIMER_CHOICES

VERSION = "uttt1"
KEY_PREFIX = "uttt.v1."
MAX_LENGTH = 2000
# The bounds of what is saved, shared by the writer (``play`` never counts
# past them) and this reader (which refuses anything beyond them).
MAX_COUNT = 1000000
MAX_RATING = 5000
MAX_DEADLINE = 10 ** 14      # ms since 1970: far beyond any real clock
MAX_SEED = 10 ** 9           # a round's seed for the computer (board/play/round.py)


class StorageError(ValueError):
    """Saved text that cannot be trusted; the message says what is wrong."""


def storage_key(board_id):
    """The localStorage key of the play board ``board_id``."""
    return KEY_PREFIX + "play." + board_id


def sides_key(board_id):
    """The localStorage key of the sides the play board ``board_id`` played
    in games passed on by link (``share.SideMemory``)."""
    return KEY_PREFIX + "sides." + board_id


def analyses_key(board_id):
    """The localStorage key of the analyses kept by the play board
    ``board_id`` (``kept_analyses.KeptAnalyses``)."""
    return KEY_PREFIX + "analyses." + board_id


# The whole number fields[key], within low..high (a count: wins, a round, a rating).
def count(fields, key, low=0, high=MAX_COUNT):
    value = fields.get(key)
    if value is None:
        raise StorageError("missing %r" % key)
    try:
        number = parse_whole_number(value)
    except NumberError:
        raise StorageError("%r is not a whole number: %r" % (key, value[:20])) from None
    if not low <= number <= high:
        raise StorageError("%r is outside %d..%d" % (key, low, high))
    return number


def _signed(fields, key, bound):
    """A whole number in -bound..bound: "-12", "0", "16"."""
    value = fields.get(key) or ""
    negative = value.startswith("-")
    number = count({key: value[1:] if negative else value}, key, 0, bound)
    return -number if negative else number


def _flag(fields, key):
    value = fields.get(key)
    if value not in ("0", "1"):
        raise StorageError("%r must be 0 or 1" % key)
    return value == "1"


def _choice(fields, key, choices):
    value = fields.get(key)
    if value not in choices:
        raise StorageError("%r must be one of %s" % (key, ", ".join(choices)))
    return value


def _record(fields, key):
    """Wins, draws and losses against one level: "3-1-2"."""
    parts = (fields.get(key) or "").split("-")
    if len(parts) != 3:
        raise StorageError("%r must be wins-draws-losses" % key)
    return [count({"n": part}, "n") for part in parts]


def _plies(fields, key):
    """Plies of the saved game: "" or "12,30"."""
    value = fields.get(key)
    if value is None:
        raise StorageError("missing %r" % key)
    return set(count({key: part}, key, 0, 80) for part in value.split(",")) if value else set()


def _level_record(name):
    return lambda f: _record(f, name)


# Every saved field and how to read it; the record (the longest) comes last.
SCHEMA = {
    "round": lambda f: count(f, "round", 1),
    "starter": lambda f: _choice(f, "starter", PEOPLE),
    "red": lambda f: count(f, "red"),
    "blue": lambda f: count(f, "blue"),
    "draws": lambda f: count(f, "draws"),
    "alternate": lambda f: _flag(f, "alternate"),
    "mode": lambda f: _choice(f, "mode", MODES),
    "level": lambda f: _choice(f, "level", LEVEL_NAMES),
}
for _name in LEVEL_NAMES:                      # wins-draws-losses against each level
    SCHEMA[_name] = _level_record(_name)
SCHEMA["rating"] = lambda f: count(f, "rating", 0, MAX_RATING)
SCHEMA["timer"] = lambda f: _choice(f, "timer", [str(t) for t in TIMER_CHOICES])
# Whether the turn's last seconds beep and vibrate (the visitor's permission).
SCHEMA["alert"] = lambda f: _flag(f, "alert")
SCHEMA["deadline"] = lambda f: count(f, "deadline", 0, MAX_DEADLINE)
# The rating's change at the end of the last rated game (shown on its card).
SCHEMA["change"] = lambda f: _signed(f, "change", MAX_RATING)
# Whether a hint or an undo was used in the round against the computer (then
# it is not rated; the field's name is from when only a hint did that).
SCHEMA["hinted"] = lambda f: _flag(f, "hinted")
# The plies of the moves the computer played for a person whose time ran out.
SCHEMA["standins"] = lambda f: _plies(f, "standins")
# The computer's seed for the round.
SCHEMA["seed"] = lambda f: count(f, "seed", 0, MAX_SEED - 1)
SCHEMA["record"] = lambda f: f.get("record", "")
# Fields added after the format's first version, and their value in a game
# saved before them: such a game still loads.
ADDED = {"change": "0", "hinted": "0", "standins": "", "seed": "0", "alert": "0"}


def dump_state(state):
    """One line of text for a state dict (the keys of SCHEMA, record as a Game)."""
    parts = [VERSION]
    for key in SCHEMA:
        value = state[key]
        if key == "record":
            value = format_record(value)
        elif value is True or value is False:
            value = "1" if value else "0"
        elif isinstance(value, list):
            value = "-".join(str(v) for v in value)
        elif isinstance(value, set):
            value = ",".join(str(v) for v in sorted(value))
        parts.append("%s=%s" % (key, value))
    return ";".join(parts)


def load_state(text):
    """The state dict saved by ``dump_state``; raises StorageError if anything is off."""
    if not isinstance(text, str):
        raise StorageError("saved state is not text")
    if len(text) > MAX_LENGTH:
        raise StorageError("saved state is too long (%d characters)" % len(text))
    parts = text.split(";")
    if parts[0] != VERSION:
        raise StorageError("unknown version %r" % parts[0][:20])
    fields = {}
    for part in parts[1:]:
        key, sep, value = part.partition("=")
        if not sep or key not in SCHEMA or key in fields:
            raise StorageError("unexpected field %r" % part[:20])
        fields[key] = value
    for key, value in ADDED.items():
        fields.setdefault(key, value)
    if set(fields) != set(SCHEMA):
        raise StorageError("missing fields: %s" % ", ".join(sorted(set(SCHEMA) - set(fields))))
    state = {key: read(fields) for key, read in SCHEMA.items()}
    state["timer"] = int(state["timer"])
    try:
        state["record"] = parse_record(state["record"])
    except NotationError as error:
        raise StorageError("saved game: %s" % error) from None
    if any(ply >= len(state["record"].moves) for ply in state["standins"]):
        raise StorageError("a stand-in move after the game's last move")
    return state
