"""The computer's side of the play board: a Web Worker running the search
(browser layer; the worker itself is ``worker``).

The board tells it what it wants thought about (a ``play.Thought``: a move,
a hint or the review's analysis; or None) after every change; a job that is no longer wanted is stopped, and a
reply to it ignored, so undo, a reload, a timely tap or another tab can
never bring in a stale move. Replies faster than PAUSE_MS are held back a
little, so the computer does not seem to answer before the visitor has seen
their own move.
"""

from browser import document, window

from board import protocol
from page.input import now


class Thinker:
    PAUSE_MS = 450

    def __init__(self, on_move, on_verdict, pause):
        self.on_move = on_move
        self.on_verdict = on_verdict    # (thought, ply, value, best) -> whether the job is done
        self.pause = pause          # ms between search slices: 0 but in tests
        self.worker = None
        self.job = 0
        self.thought = None
        self.started = 0.0
        self.ready = False          # whether the worker has started (it says "ready")
        self.on_ready = None        # called then: the board stops saying it is starting

    @property
    def busy(self):
        return self.thought is not None

    def ensure_worker(self):
        """Start the worker (it takes a moment to load, so boards playing the
        computer start it before it is needed)."""
        if self.worker is None:
            script = document.select_one("script[data-uttt-worker]")
            url = window.URL.new(script.attrs["data-uttt-worker"], document.baseURI).href
            self.worker = window.Worker.new(url)
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
        self.ensure_worker()
        self.job += 1
        self.started = now()
        if thought.purpose in ("hint", "analyse"):
            last = thought.first if thought.purpose == "hint" else 81
            self.worker.postMessage(protocol.analyse(self.job, thought.level, thought.first, last,
                                                     self.pause, thought.record))
        else:
            self.worker.postMessage(protocol.think(self.job, thought.level, thought.seed,
                                                   self.pause, thought.record))

    def on_message(self, ev):
        try:
            kind, fields = protocol.decode(ev.data)
        except protocol.ProtocolError:
            return
        if kind == "ready":
            self.ready = True
            if self.on_ready is not None:
                self.on_ready()
            return
        if fields.get("job") != self.job or self.thought is None:
            return
        thought = self.thought
        if kind == "verdict":
            if self.on_verdict(thought, fields["ply"], fields["value"], fields["best"]):
                self.thought = None
            return
        if kind != "move":
            return
        wait = self.PAUSE_MS - (now() - self.started)

        def deliver():
            if self.thought is thought:
                self.thought = None
                self.on_move(fields["cell"], thought.purpose)
        if wait > 0:
            window.setTimeout(deliver, wait)
        else:
            deliver()
