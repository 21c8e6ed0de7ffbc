"""The messages between the page and the computer's Web Worker.

Plain text, ``|``-separated (no JSON: that needs Brython's standard library):

- page to worker: ``think|<job>|<level>|<seed>|<pause ms>|<game record>``,
  ``analyse|<job>|<level>|<budget>|<pause ms>|<game record>|<plies>``
  (that level's verdict on the positions after each of ``plies`` moves,
  comma-separated, in that order, with ``budget`` iterations each, 0: the
  level's own: the review's analysis, or one position for a hint), ``stop``;
- worker to page: ``ready`` (started, its data loaded),
  ``move|<job>|<cell index>|<iterations>``,
  ``verdict|<job>|<ply>|<X's expected score, 0..1000>|<best cell or ->|<line>``
  (the expected line: cells joined by dots, the best first; may be empty).

Both sides encode and decode here, so the format has one definition; a
message that does not fit raises ProtocolError (the receiver ignores it).
"""

from engine import NumberError, parse_whole_number
from engine.levels import LEVEL_NAMES

# The longest pause between search slices that a test may ask for, in ms.
MAX_PAUSE = 2000


class ProtocolError(ValueError):
    """A message that is not one of the forms above."""


def _number(text, low, high):
    try:
        value = parse_whole_number(text)
    except NumberError:
        raise ProtocolError("not a number: %r" % text[:20]) from None
    if not low <= value <= high:
        raise ProtocolError("%d is outside %d..%d" % (value, low, high))
    return value


def _level(text):
    if text not in LEVEL_NAMES:
        raise ProtocolError("unknown level %r" % text[:20])
    return text


def think(job, level, seed, pause, record):
    return "think|%d|%s|%d|%d|%s" % (job, level, seed, pause, record)


def analyse(job, level, budget, pause, record, plies):
    return "analyse|%d|%s|%d|%d|%s|%s" % (job, level, budget, pause, record,
                                          ",".join(str(ply) for ply in plies))


def verdict(job, ply, value, best, line):
    return "verdict|%d|%d|%d|%s|%s" % (job, ply, value, best if best >= 0 else "-",
                                       ".".join(str(cell) for cell in line))


def _list(text, separator, high):
    """Whole numbers 0..high joined by ``separator`` ("" is none)."""
    return tuple(_number(word, 0, high) for word in text.split(separator)) if text else ()


def stop():
    return "stop"


def ready():
    return "ready"


def move(job, cell, iterations):
    return "move|%d|%d|%d" % (job, cell, iterations)


def decode(text):
    """(kind, fields): ("think", {job, level, seed, pause, record}),
    ("analyse", {job, level, budget, pause, record, plies}), ("stop", {}), ("ready", {}),
    ("move", {job, cell, iterations}) or ("verdict", {job, ply, value, best, line})."""
    parts = str(text).split("|")
    kind = parts[0]
    if kind in ("stop", "ready") and len(parts) == 1:
        return kind, {}
    if kind == "think" and len(parts) == 6:
        return kind, {"job": _number(parts[1], 0, 10 ** 12), "level": _level(parts[2]),
                      "seed": _number(parts[3], 0, 10 ** 12),
                      "pause": _number(parts[4], 0, MAX_PAUSE), "record": parts[5]}
    if kind == "analyse" and len(parts) == 7:
        return kind, {"job": _number(parts[1], 0, 10 ** 12), "level": _level(parts[2]),
                      "budget": _number(parts[3], 0, 10 ** 6),
                      "pause": _number(parts[4], 0, MAX_PAUSE), "record": parts[5],
                      "plies": _list(parts[6], ",", 81)}
    if kind == "verdict" and len(parts) == 6:
        return kind, {"job": _number(parts[1], 0, 10 ** 12), "ply": _number(parts[2], 0, 81),
                      "value": _number(parts[3], 0, 1000),
                      "best": -1 if parts[4] == "-" else _number(parts[4], 0, 80),
                      "line": _list(parts[5], ".", 80)}
    if kind == "move" and len(parts) == 4:
        return kind, {"job": _number(parts[1], 0, 10 ** 12), "cell": _number(parts[2], 0, 80),
                      "iterations": _number(parts[3], 0, 10 ** 9)}
    raise ProtocolError("unknown message %r" % str(text)[:40])


def test_pause(hostname, query):
    """The pause asked for by the test hook ``?uttt-think-pause=<ms>`` in a
    page's ``query``: honoured only on this machine's own addresses, so the
    published site can never be slowed down by a link; at most MAX_PAUSE."""
    if hostname not in ("127.0.0.1", "localhost"):
        return 0
    for part in query.lstrip("?").split("&"):
        key, _, value = part.partition("=")
        if key == "uttt-think-pause":
            try:
                return min(parse_whole_number(value), MAX_PAUSE)
            except NumberError:
                continue                     # as if it were not there
    return 0
