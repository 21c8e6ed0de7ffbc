"""Brings the page's boards to life (browser layer).

Each ``.uttt`` element built by the site becomes a live board: a full game
(``play``), a position or a move list to step through (``demo``), or a task
checked by the engine (``lesson``). This module only binds the browser's
events to the pure modules (``play``, ``panel``, ``steps``, ``lesson``,
``view``) and applies the data they return; it decides nothing itself.
"""

from browser import document, window

from engine.tables import CELL_INDEX, CELL_NAMES

from .events import LiveBoard, now
from .lesson import LessonController
from .panel import clock_text, computer_starting, play_panel, play_status, stand_in_note
from .play import PlayController
from .protocol import test_pause
from .steps import STEP_KEYS, StepController
from .storage import StorageError, storage_key
from .texts import text
from .thinker import Thinker
from .view import move_announcement, status_text


class Store:
    """The saved game of one play board in localStorage, or only in memory
    when the browser refuses storage (privacy modes throw on any access, a
    full quota on writing): then ``working`` turns False and play goes on."""

    def __init__(self, key):
        self.key = key
        self.working = True

    def read(self):
        try:
            value = window.localStorage.getItem(self.key)
        except Exception:
            self.working = False
            return None
        return value if isinstance(value, str) else None    # JavaScript's null: nothing saved

    def write(self, value):
        try:
            window.localStorage.setItem(self.key, value)
        except Exception:
            self.working = False

    def remove(self):
        try:
            window.localStorage.removeItem(self.key)
        except Exception:
            self.working = False


class PlayBoard(LiveBoard):
    """A full game: two people on one device, or a person against the
    computer; saved across reloads, with review, resign and a turn timer."""

    def __init__(self, root):
        self.ctl = PlayController()
        self.store = Store(storage_key(root.attrs["data-id"]))
        self.warned = False
        self.thinker = Thinker(self.on_computer_move,
                               test_pause(str(window.location.hostname),
                                          str(window.location.search)))
        self.thinker.on_ready = self.render
        self.ticking = False
        LiveBoard.__init__(self, root)
        self.buttons = {}
        for el in root.select("[data-action]"):
            self.buttons[el.attrs["data-action"]] = el
            el.bind("click", self.on_action)
        self.settings = {}
        for el in root.select("[data-setting]"):
            self.settings[el.attrs["data-setting"]] = el
            el.bind("change", self.on_setting)
        self.seek = root.select_one(".uttt-seek")
        self.seek.bind("input", self.on_seek)
        root.select_one(".uttt-moves").bind("click", self.on_move_list)
        root.bind("keydown", self.on_review_key)
        window.bind("storage", self.on_storage)
        self.restore()
        for part in (".uttt-head", ".uttt-settings", ".uttt-controls"):
            self.parts.show(part, True)
        if self.ctl.mode == "computer":
            self.thinker.ensure_worker()
        self.render()

    @property
    def players(self):
        return self.ctl.players()

    # -- saving -----------------------------------------------------------------

    def notify(self, key):
        self.parts.text(".uttt-notice span", text(self.lang, key))
        self.parts.show(".uttt-notice", True)

    def check_store(self):
        """Say once that this game will not be kept, when storage fails."""
        if not self.store.working and not self.warned:
            self.warned = True
            self.notify("not_kept")

    def restore(self):
        saved = self.store.read()
        if saved is not None:
            try:
                self.ctl.load(saved, window.Date.now())
            except StorageError:
                self.ctl = PlayController()
                self.store.remove()
                self.notify("reset_notice")
        self.check_store()

    def save(self):
        self.store.write(self.ctl.dump())
        self.check_store()

    def on_storage(self, ev):
        # Another tab changed this board's game: show that game here too. What
        # is stored now decides, not the event's value: when two tabs write at
        # once, each hears of the other's write, but only the last one stayed.
        if ev.key != self.store.key:
            return
        saved = self.store.read()
        if saved is None:
            return
        try:
            self.ctl.load(saved, window.Date.now())
        except StorageError:
            return
        self.render()

    # -- playing ----------------------------------------------------------------

    def current_game(self):
        return self.ctl.shown_game()

    def enabled(self):
        return self.ctl.accepts_taps()

    def status_line(self, game):
        if self.ctl.is_computer_turn() and not self.thinker.ready:
            return computer_starting(self.ctl, self.lang)
        return play_status(self.ctl, self.lang, self.told_move())

    def activate(self, move, stamp):
        if self.ctl.play(move, stamp):
            self.save()
            self.lock()
            self.dom.announce(move_announcement(self.ctl.game, self.lang, self.ctl.names()))

    def lock(self):
        """Mark the board while the input lock lasts (``data-locked``, a hook
        for tests and tools), so nobody has to guess when it is over."""
        self.root.setAttribute("data-locked", "")

        def unlock():
            if now() >= self.ctl.locked_until:
                self.root.removeAttribute("data-locked")
            else:
                window.setTimeout(unlock, self.ctl.locked_until - now())
        window.setTimeout(unlock, max(0, self.ctl.locked_until - now()))

    def on_computer_move(self, move, purpose):
        if not self.ctl.computer_play(move, purpose):
            return
        self.save()
        if purpose == "timeout":            # not "you played": the computer did, for you
            said = stand_in_note(self.ctl, self.lang) + " " + \
                status_text(self.ctl.game, self.lang, self.ctl.names())
        else:
            said = move_announcement(self.ctl.game, self.lang, self.ctl.names())
        self.dom.announce(said)
        self.render()

    # -- rendering ------------------------------------------------------------

    def render(self):
        LiveBoard.render(self)
        panel = play_panel(self.ctl, self.lang)
        for selector, on in panel["shown"].items():
            self.parts.show(selector, on)
        for selector, value in panel["texts"].items():
            self.parts.text(selector, value)
        for action, off in panel["disabled"].items():
            button = self.buttons[action]
            if off and button == document.activeElement and self.ctl.review is not None:
                self.seek.focus()            # keep the keyboard in the review
            button.disabled = off
        for selector, value in panel["classes"].items():
            self.parts.set_class(selector, value)
        if panel["moves"] is not None:
            self.parts.list_items(".uttt-moves", panel["moves"], panel["step"])
            self.seek.max = str(len(panel["moves"]))
            self.seek.value = str(panel["step"])
        for name, value in panel["settings"].items():
            el = self.settings[name]
            if name == "alternate":
                el.checked = value
            elif el.value != value:
                el.value = value
        self.root.setAttribute("data-x", panel["x"])
        if panel["thinking"]:
            self.root.classList.add("is-thinking")
        else:
            self.root.classList.remove("is-thinking")
        self.tick()

    def tick(self):
        """The turn clock and the computer's thinking, after every change and
        every quarter second while a clock runs."""
        ctl = self.ctl
        wall = window.Date.now()
        if ctl.start_clock(wall):
            self.save()
        clock = clock_text(ctl, self.lang, wall)
        self.parts.show(".uttt-clock", clock is not None)
        if clock is not None:
            self.parts.text(".uttt-clock", clock)
        if ctl.time_left(wall) is not None and not self.ticking:
            self.ticking = True
            window.setTimeout(self.on_tick, 250)
        self.thinker.want(ctl.wanted_thought(wall))

    def on_tick(self):
        self.ticking = False
        self.tick()

    # -- buttons, settings, keys ----------------------------------------------------

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"]
        if action == "dismiss":
            self.parts.show(".uttt-notice", False)
            return
        if self.ctl.apply(action, thinking=self.thinker.busy):
            self.save()
            self.dom.announce(status_text(self.ctl.game, self.lang, self.ctl.names()))
        self.render()
        if action == "resign" and self.ctl.confirming:
            self.buttons["resign-no"].focus()
        elif action == "again":
            # The new round starts at the top: the status line and the board in view.
            self.dom.status.scrollIntoView({"block": "start"})

    def on_setting(self, ev):
        name = ev.currentTarget.attrs["data-setting"]
        el = self.settings[name]
        if self.ctl.change_setting(name, el.checked if name == "alternate" else el.value):
            self.save()
        if self.ctl.mode == "computer" or (self.ctl.pending and self.ctl.pending[0] == "computer"):
            self.thinker.ensure_worker()
        self.render()
        if self.ctl.pending is not None:
            self.buttons["change-no"].focus()

    def on_seek(self, ev):
        self.ctl.step_review(int(self.seek.value))
        self.render()

    def on_move_list(self, ev):
        try:
            move = ev.target.closest(".uttt-move")
        except KeyError:                    # Brython's way of saying: none
            return
        if move is not None:
            self.ctl.step_review(int(move.attrs["data-ply"]))
            self.render()

    def on_review_key(self, ev):
        action = STEP_KEYS.get(ev.key)
        if self.ctl.review is None or action is None or ev.target == self.seek:
            return      # the slider steps by itself
        ev.preventDefault()
        self.ctl.apply(action)
        self.render()


class DemoBoard(LiveBoard):
    """A position to look at, or a move list to step through. Taps try moves
    on a scratch copy, so readers can explore; the step buttons reset it."""

    def __init__(self, root):
        self.steps = StepController(root.attrs["data-start"], root.attrs["data-moves"])
        self.scratch = None
        LiveBoard.__init__(self, root)
        self.stepping = self.parts.el(".uttt-review") is not None
        if self.stepping:
            self.parts.show(".uttt-review", True)
            for el in root.select(".uttt-review [data-action]"):
                el.bind("click", self.on_step)
        # Notes at turning points: one at a time, for the move on the board.
        self.notes = {}
        for item in root.select(".uttt-notes li"):
            self.notes[int(item.attrs["data-ply"])] = item.attrs["data-note"]
        if self.notes:
            self.parts.show(".uttt-notes", False)
        self.render()

    def current_game(self):
        return self.scratch if self.scratch is not None else self.steps.game()

    def activate(self, move, stamp):
        game = self.current_game().copy()
        game.push(move)
        self.scratch = game
        self.dom.announce(move_announcement(game, self.lang))

    def on_step(self, ev):
        self.scratch = None
        self.steps.step(ev.currentTarget.attrs["data-action"])
        self.render()
        self.dom.announce(self.status_line(self.current_game())[0])

    def render(self):
        LiveBoard.render(self)
        if not self.stepping:
            return
        self.parts.text(".uttt-step", text(self.lang, "step_label", n=self.steps.ply,
                                           total=self.steps.total))
        note = self.notes.get(self.steps.ply) if self.scratch is None else None
        self.parts.show(".uttt-note", note is not None)
        if note is not None:
            self.parts.text(".uttt-note", note)


class LessonBoard(LiveBoard):
    """A task: tap the right move. The engine judges; feedback in the page's language."""

    def __init__(self, root):
        self.lesson = LessonController(root.attrs["data-start"], root.attrs["data-moves"],
                                       root.attrs["data-goal"])
        LiveBoard.__init__(self, root)
        self.parts.show(".uttt-controls", True)
        for el in root.select("[data-action]"):
            el.bind("click", self.on_action)
        self.render()

    def current_game(self):
        return self.lesson.game

    def enabled(self):
        return not self.lesson.attempted()

    def activate(self, move, stamp):
        ok = self.lesson.try_move(move)
        self.say("correct" if ok else "wrong", ok)

    def say(self, key, ok, **fields):
        self.parts.text(".uttt-feedback", text(self.lang, key, **fields))
        self.parts.el(".uttt-feedback").className = \
            "uttt-feedback " + ("is-right" if ok else "is-wrong")
        self.parts.show(".uttt-feedback", True)

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"]
        if action == "hint":
            self.parts.show(".uttt-hint", True)
        elif action == "show":
            move = self.lesson.show()
            self.say("answer_is", True, cell=CELL_NAMES[move])
        elif action == "retry":
            self.lesson.reset()
            self.parts.show(".uttt-feedback", False)
        self.render()


KINDS = {"play": PlayBoard, "demo": DemoBoard, "lesson": LessonBoard}
NEAR_PX = 400       # a board this close to the viewport starts now; the others when they come this near


def take_over(root):
    """Make the board at ``root`` live, then play the taps the page kept for
    it while it was starting (overrides/partials/uttt-early.html)."""
    if root.classList.contains("is-live"):
        return
    board = KINDS[root.attrs["data-mode"]](root)
    for tap in window.__utttTaps(root):
        board.tap(CELL_INDEX[tap.cell], tap.stamp)


def on_near(entries, observer):
    for entry in entries:
        if entry.isIntersecting:
            observer.unobserve(entry.target)
            take_over(entry.target)


def load_later():
    """Load the page's scripts that the boards do not need to start
    (``<script type="uttt/later" data-src=...>``), in their order."""
    for placeholder in document.select('script[type="uttt/later"]'):
        script = document.createElement("script")
        script.src = placeholder.attrs["data-src"]
        setattr(script, "async", False)      # run in their order, as written
        placeholder.parentNode.replaceChild(script, placeholder)


def start():
    """Take over the page's boards in view or near it, and every other board
    when it comes near: a page with many boards starts as fast as one with one."""
    height = window.innerHeight
    later = []
    for root in document.select(".uttt"):
        box = root.getBoundingClientRect()
        if box.bottom > -NEAR_PX and box.top < height + NEAR_PX:
            take_over(root)
        else:
            later.append(root)
    # For tools/bench_browser.py: when the boards in view started taking input.
    window.performance.mark("uttt-ready")
    load_later()
    if later:
        observer = window.IntersectionObserver.new(on_near, {"rootMargin": "%dpx 0px" % NEAR_PX})
        for root in later:
            observer.observe(root)
