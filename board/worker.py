"""The computer's thinking, inside a Web Worker (browser layer).

It answers ``think`` messages with ``move`` messages (see ``protocol``). The
search runs in slices with a timer between them, so a ``stop`` (or a newer
``think``) is seen within milliseconds. The pause between slices is 0,
except when a test asks the computer to be slow: then every slice, the first
included, waits that long and is small, so even the Beginner's short search
takes several pauses.
"""

from browser import self as scope

from engine import neteval, parse_record
from engine.ai import LEVELS, SEARCH_SLICE

from . import protocol

PAUSED_SLICE = 10
_job = [None]


def on_message(ev):
    try:
        kind, fields = protocol.decode(ev.data)
    except protocol.ProtocolError:
        return
    if kind == "stop":
        _job[0] = None
        return
    if kind == "think":
        level = LEVELS[fields["level"]]
        search = level.search(parse_record(fields["record"]), fields["seed"])
        job = [fields["job"], level, search, fields["seed"], fields["pause"]]
        _job[0] = job
        later(job)


def later(job):
    """Run the next slice of ``job`` after its pause (unless it is overtaken)."""
    scope.setTimeout(lambda: work(job), job[4])


def work(job):
    if _job[0] is not job:
        return
    job_id, level, search, seed, pause = job
    size = PAUSED_SLICE if pause else SEARCH_SLICE
    search.step(min(size, search.budget - search.iterations))
    if search.iterations < search.budget:
        later(job)
        return
    _job[0] = None
    scope.postMessage(protocol.move(job_id, level.choose(search, seed), search.iterations))


def start():
    scope.addEventListener("message", on_message)
    # The Expert's evaluation takes a moment to decode: do it while the
    # visitor is still thinking about their first move, then tell the page.
    scope.setTimeout(loaded, 0)


def loaded():
    neteval.load()
    scope.postMessage(protocol.ready())
