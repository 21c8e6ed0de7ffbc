"""The computer's thinking, inside a Web Worker (browser layer).

It answers ``think`` messages with ``move`` messages and ``analyse`` ones
with a ``verdict`` per position (see ``protocol``). The search runs in
slices with a timer between them, so a ``stop`` (or a newer request) is
seen within milliseconds. The pause between slices is 0, except when a test
asks the computer to be slow: then every slice, the first included, waits
that long and is small, so even the Beginner's short search takes several
pauses.
"""

from browser import self as scope

from engine import neteval, parse_record
from engine.ai import LEVELS, SEARCH_SLICE
from engine.analysis import PositionAnalysis, position_on_board
from engine.verdict import position_seed

from board import protocol

PAUSED_SLICE = 10
_job = [None]


class MoveJob:
    """A move for the computer (or a stand-in move): one search."""

    def __init__(self, fields):
        self.id = fields["job"]
        self.pause = fields["pause"]
        self.seed = fields["seed"]
        self.level = LEVELS[fields["level"]]
        self.search = self.level.search(parse_record(fields["record"]), self.seed)

    def work(self, size):
        """One slice; True when the job is done (and has replied)."""
        search = self.search
        budget = search.config.budget
        search.step(min(size, budget - search.iterations))
        if search.iterations < budget:
            return False
        scope.postMessage(protocol.move(self.id, self.level.choose(search, self.seed),
                                        search.iterations))
        return True


class AnalysisJob:
    """A level's verdicts on the positions after each of ``plies`` moves, in
    that order, ``budget`` iterations each (0: the level's own)."""

    def __init__(self, fields):
        self.id = fields["job"]
        self.pause = fields["pause"]
        self.level = LEVELS[fields["level"]]
        self.budget = fields["budget"]
        self.game = parse_record(fields["record"])
        self.plies = [ply for ply in fields["plies"] if ply <= len(self.game.moves)]
        self.analysis = self._position() if self.plies else None

    def _position(self):
        ply = self.plies[0]
        return PositionAnalysis(position_on_board(self.game, ply), position_seed(ply), self.level,
                                self.budget)

    def work(self, size):
        if self.analysis is None:
            return True
        verdict = self.analysis.step(size)
        if verdict is None:
            return False
        scope.postMessage(protocol.verdict(self.id, self.plies.pop(0), verdict.value, verdict.best,
                                           verdict.line))
        if not self.plies:
            return True
        self.analysis = self._position()
        return False


JOBS = {"think": MoveJob, "analyse": AnalysisJob}


def on_message(ev):
    try:
        kind, fields = protocol.decode(ev.data)
    except protocol.ProtocolError:
        return
    if kind == "stop":
        _job[0] = None
    elif kind in JOBS:
        job = JOBS[kind](fields)
        _job[0] = job
        later(job)


def later(job):
    """Run the next slice of ``job`` after its pause (unless it is overtaken)."""
    scope.setTimeout(lambda: work(job), job.pause)


def work(job):
    if _job[0] is not job:
        return
    if job.work(PAUSED_SLICE if job.pause else SEARCH_SLICE):
        _job[0] = None
    else:
        later(job)


def start():
    scope.addEventListener("message", on_message)
    # The Expert's evaluation takes a moment to decode: do it while the
    # visitor is still thinking about their first move, then tell the page.
    scope.setTimeout(loaded, 0)


def loaded():
    neteval.load()
    scope.postMessage(protocol.ready())
