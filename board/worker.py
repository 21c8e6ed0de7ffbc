"""The computer's thinking, inside a Web Worker (browser layer).

Messages are plain text, ``|``-separated:
  in:  ``think|<job>|<level>|<seed>|<pause ms>|<game record>`` and ``stop``
  out: ``ready`` and ``move|<job>|<cell index>|<iterations>``
The search runs in slices of a few dozen iterations with a timer between
them, so a ``stop`` (or a newer ``think``) is seen within milliseconds; the
pause between slices is 0 except when a test asks the computer to be slow.
"""

from browser import self as scope

from engine import parse_record
from engine.ai import LEVELS

SLICE = 100
_job = [None]


def on_message(ev):
    parts = str(ev.data).split("|")
    if parts[0] == "think" and len(parts) == 6:
        level = LEVELS[parts[2]]
        seed = int(parts[3])
        search = level.search(parse_record(parts[5]), seed)
        _job[0] = [parts[1], level, search, seed, int(parts[4])]
        scope.setTimeout(work, 0)
    elif parts[0] == "stop":
        _job[0] = None


def work():
    job = _job[0]
    if job is None:
        return
    job_id, level, search, seed, pause = job
    search.step(min(SLICE, level.iterations - search.iterations))
    if search.iterations < level.iterations:
        scope.setTimeout(work, pause)
        return
    _job[0] = None
    scope.postMessage("move|%s|%d|%d" % (job_id, level.choose(search, seed), search.iterations))


def start():
    scope.addEventListener("message", on_message)
    scope.postMessage("ready")
