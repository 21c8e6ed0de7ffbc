"""Brings the page's boards to life (browser layer).

Each ``.uttt`` element built by the site becomes a live board: a full game
(``play``), a position or a move list to step through (``demo``), or a task
checked by the engine (``lesson``). This module only binds the browser's
events to the pure modules (``play``, ``panel``, ``steps``, ``lesson``,
``view``) and applies the data they return; it decides nothing itself.
"""

from browser import document, window

from .events import LiveBoard, now
from .panel import clock_text, play_panel, play_status, stand_in_note
from .play import PlayController
from .protocol import test_pause
from .steps import STEP_KEYS
from .storage import StorageError, storage_key
from .store import Store
from .teach import DemoBoard, LessonBoard, show_progress
from .texts import text
from .thinker import Thinker
from .view import move_announcement, status_text


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


KINDS = {"play": PlayBoard, "demo": DemoBoard, "lesson": LessonBoard}


def start():
    """Take over every board of the page that is not live yet."""
    for root in document.select(".uttt"):
        if root.classList.contains("is-live"):
            continue
        KINDS[root.attrs["data-mode"]](root)
    show_progress(document)
    # For tools/bench_browser.py: when the boards started taking input.
    window.performance.mark("uttt-ready")
