"""The page's side of the computer's Web Worker (page layer; the worker
itself is ``worker.main``, the messages ``board.protocol``).

The board says what it wants thought about (a ``Thought``: a move, a hint,
the review's analysis; or None) whenever that changes; a job no longer
wanted is stopped and a late reply to it dropped, so undo, a reload, a
timely tap or another tab can never bring in a stale move. The replies go
back to the session as events, which judges them again. A move faster than
PAUSE_MS is held back a little, so the computer does not seem to answer
before the visitor has seen their own move.
"""

from browser import window

from board import protocol
from board.play import messages as m
from page import loader
from page.input import now


class Thinker:
    PAUSE_MS = 450

    def __init__(self, send):
        self.send = send                # the play board's way to the session
        self.pause = protocol.test_pause(str(window.location.hostname),
                                         str(window.location.search))
        self.job = 0
        self.thought = None
        self.started = 0.0
        # Started at once: it takes a moment to load, so the board has it
        # ready before it is needed.
        self.worker = window.Worker.new(loader.worker_url())
        self.worker.addEventListener("message", self.on_message)

    def want(self, thought):
        """Think about ``thought`` from now on (None: about nothing)."""
        if thought == self.thought:
            return
        if self.thought is not None:
            self.worker.postMessage(protocol.stop())
        self.thought = thought
        if thought is None:
            return
        self.job += 1
        self.started = now()
        if thought.purpose in ("hint", "analyse"):
            self.worker.postMessage(protocol.analyse(self.job, thought.level, thought.budget,
                                                     self.pause, thought.record, thought.plies))
        else:
            self.worker.postMessage(protocol.think(self.job, thought.level, thought.seed,
                                                   self.pause, thought.record))

    def on_message(self, ev):
        try:
            kind, fields = protocol.decode(ev.data)
        except protocol.ProtocolError:
            return
        if kind == "ready":
            self.send(m.ComputerReady())
            return
        thought = self.thought
        if fields.get("job") != self.job or thought is None:
            return
        if kind == "verdict":
            self.send(m.Judged(thought, fields["ply"], fields["value"], fields["best"],
                               fields["line"]))
        elif kind == "move":
            self.thought = None         # that job is done

            def deliver():
                self.send(m.ComputerMoved(thought, fields["cell"]))
            window.setTimeout(deliver, max(0, self.PAUSE_MS - (now() - self.started)))
