"""Brings the page's boards to life (browser layer).

Each ``.uttt`` element built by the site becomes a live board: a full game
(``play``), a position or a move list to step through (``demo``), or a task
checked by the engine (``lesson``). This module only binds the browser's
events to the pure modules (``play``, ``panel``, ``steps``, ``lesson``,
``view``) and applies the data they return; it decides nothing itself.
"""

from browser import document, window
from javascript import NULL

from engine import format_record
from engine.tables import CELL_INDEX

from .events import LiveBoard, now
from .panel import clock_text, computer_starting, play_panel, play_status, stand_in_note
from .play import PlayController
from .share import LinkError, SideMemory, fragment_record, link_moves, parse_shared
from .steps import STEP_KEYS
from .storage import StorageError, sides_key, storage_key
from .store import Store
from .texts import text
from .view import move_announcement, player_text, status_text


class PlayBoard(LiveBoard):
    """A full game: two people on one device, or a person against the
    computer; saved across reloads, with review, resign and a turn timer.
    A game from a share link (``#game=...``) is shown in place of the
    visitor's own one, which stays saved; the link in the address bar then
    follows that game's moves."""

    def __init__(self, root):
        self.own = self.ctl = PlayController()
        self.store = Store(storage_key(root.attrs["data-id"]))
        self.sides_store = Store(sides_key(root.attrs["data-id"]))
        self.sides = SideMemory()
        self.warned = False
        self.shown_panel = None
        self.thinker = Unloaded(self)
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
        self.graph = root.select_one(".uttt-graph")
        self.graph.bind("click", self.on_graph)
        self.import_text = root.select_one(".uttt-import-text")
        self.shared_link = root.select_one(".uttt-shared-link")
        root.bind("keydown", self.on_review_key)
        window.bind("storage", self.on_storage)
        window.bind("hashchange", self.on_hash)
        self.shared_for = None
        self.sides.load(self.sides_store.read())        # unreadable: nothing remembered
        self.restore()
        self.open_fragment()
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
        self.notify_text(text(self.lang, key))

    def notify_text(self, message):
        self.parts.text(".uttt-notice span", message)
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
                self.own.load(saved, window.Date.now())
            except StorageError:
                self.own = self.ctl = PlayController()
                self.store.remove()
                self.notify("reset_notice")
        self.recall_side(self.own)
        self.check_store()

    def recall_side(self, ctl):
        """The side this device plays in ``ctl``'s game, if it sent it by link."""
        if ctl.mode == "two" and ctl.game.moves:
            ctl.side = self.sides.side_for(ctl.game)

    def save(self):
        ctl = self.ctl
        if ctl.linked:
            self.set_fragment(ctl.game)
            if ctl.side is not None:
                self.remember_side(ctl.game, ctl.side)
            return
        self.store.write(ctl.dump())
        self.check_store()

    def remember_side(self, game, mark):
        self.sides.remember(game, mark)
        self.sides_store.write(self.sides.dump())

    # -- games from links ---------------------------------------------------------

    def set_fragment(self, game):
        window.history.replaceState(NULL, "", "#game=" + link_moves(game))

    def open_fragment(self):
        """Show the game of the page's ``#game=`` fragment, if it has one."""
        raw = str(window.location.hash)
        try:
            fragment = str(window.decodeURIComponent(raw))
        except Exception:                   # a malformed %-escape: read it as it is
            fragment = raw
        record = fragment_record(fragment)
        if record is None:
            if self.ctl.linked:
                self.show_own()
            return
        if self.ctl.linked and record == link_moves(self.ctl.game):
            return                          # our own replaceState, heard back
        if not self.open_shared(fragment):  # a bad link does not stay in the address
            if self.ctl.linked:
                self.set_fragment(self.ctl.game)
            else:
                self.clear_fragment()

    def open_shared(self, shared):
        """Show the game of a link or pasted moves; False (and a notice in the
        page's language naming the first bad move) when it cannot be read."""
        try:
            game = parse_shared(shared)
        except LinkError as error:
            why = text(self.lang, "link_" + error.kind, n=error.number, token=error.token)
            self.notify_text(text(self.lang, "link_bad", why=why))
            return False
        if self.own.adopt(game):
            # The friend's reply to a move sent from this game: it goes on here.
            self.ctl = self.own
            self.save()
            self.clear_fragment()
        else:
            self.ctl = PlayController.linked_game(game, self.sides.side_for(game))
            self.set_fragment(game)
        self.parts.show(".uttt-notice", False)
        self.render()
        self.dom.announce(self.status_line(game)[0])
        return True

    def clear_fragment(self):
        window.history.replaceState(NULL, "", str(window.location.pathname)
                                    + str(window.location.search))

    def show_own(self):
        self.ctl = self.own
        self.clear_fragment()
        self.render()

    def on_hash(self, ev):
        self.open_fragment()

    # -- sharing ------------------------------------------------------------------

    def game_link(self):
        return (str(window.location.origin) + str(window.location.pathname)
                + "#game=" + link_moves(self.ctl.game))

    def share(self, value, done, is_link=True):
        """Give ``value`` to the phone's share sheet (a link), else copy it;
        ``done`` is what to say once it is on its way. Where neither works,
        the value is shown, selected, to copy by hand."""
        navigator = window.navigator
        fallback = text(self.lang, "copy_this" if is_link else "copy_these")
        if is_link and getattr(navigator, "share", None) is not None:
            shared = text(self.lang, "shared")
            navigator.share({"url": value, "title": document.title}).then(
                lambda _: self.show_shared(shared, value), lambda _: self.show_shared(fallback, value))
            return
        clipboard = getattr(navigator, "clipboard", None)
        if clipboard is None:
            self.show_shared(fallback, value, select=True)
            return
        try:
            clipboard.writeText(value).then(
                lambda _: self.show_shared(done, value),
                lambda _: self.show_shared(fallback, value, select=True))
        except Exception:
            self.show_shared(fallback, value, select=True)

    def show_shared(self, message, value, select=False):
        # Shown until the game on the board changes (then it would be stale).
        self.shared_for = (self.ctl, format_record(self.ctl.game))
        self.parts.text(".uttt-shared-text", message)
        self.shared_link.value = value
        self.parts.show(".uttt-shared", True)
        if select:
            self.shared_link.focus()
            self.shared_link.select()

    def send_move(self):
        """"Send your move": this device plays the side that just moved (it
        remembers that for when the friend's link comes back), and the link
        goes to the friend."""
        ctl = self.ctl
        mover = 3 - ctl.game.turn
        if ctl.side is None:
            ctl.side = mover
        self.remember_side(ctl.game, ctl.side)
        to_move = player_text(self.lang, ctl.game.turn, ctl.names())
        done = text(self.lang, "send_done", player=to_move) if not ctl.is_over() else \
            text(self.lang, "link_copied")
        self.share(self.game_link(), done)

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
            self.own.load(saved, window.Date.now())
        except StorageError:
            return
        self.recall_side(self.own)
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
        elif self.ctl.side_question is not None:
            # Asked below the board; focus stays on the board (moving it would
            # scroll the page under the finger that is still tapping).
            self.render()
            self.dom.announce(self.parts.el(".uttt-side-ask-text").text)

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

    def computer_loaded(self):
        """uttt-computer.js is there: the real Thinker takes over from Unloaded."""
        from .protocol import test_pause
        from .thinker import Thinker
        if not isinstance(self.thinker, Unloaded):
            return
        self.thinker = Thinker(self.on_computer_move, self.on_verdict,
                               test_pause(str(window.location.hostname),
                                          str(window.location.search)))
        self.thinker.on_ready = self.render
        self.thinker.ensure_worker()
        self.render()                       # asks it for what is wanted now

    def on_verdict(self, thought, ply, value, best):
        done = self.ctl.take_verdict(thought, ply, value, best)
        self.render()
        return done

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

    def view_options(self):
        # The move the analysis or a hint suggests, drawn on the board.
        return {"suggested": self.shown_panel["suggested"] if self.shown_panel is not None else None}

    def render(self):
        panel = self.shown_panel = play_panel(self.ctl, self.lang)
        LiveBoard.render(self)
        if self.shared_for is not None and \
                self.shared_for != (self.ctl, format_record(self.ctl.game)):
            self.shared_for = None
            self.parts.show(".uttt-shared", False)
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
        for name in ("eval", "best"):
            if panel[name] is None:
                self.root.removeAttribute("data-" + name)
            else:
                self.root.setAttribute("data-" + name, panel[name])
        if panel["graph"] is not None:
            self.graph.select_one(".uttt-graph-line").setAttribute("points", panel["graph"]["points"])
            step = self.graph.select_one(".uttt-graph-step")
            step.setAttribute("x1", str(panel["graph"]["marker"]))
            step.setAttribute("x2", str(panel["graph"]["marker"]))
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
        if action in self.COMPUTER_ACTIONS and isinstance(self.thinker, Unloaded):
            def then():
                self.computer_loaded()
                self.act(action)
            when_loaded(COMPUTER_BUNDLE, then)
            return
        self.act(action)

    # What the computer's bundle must be there for (analyses come with it).
    COMPUTER_ACTIONS = ("analyse", "hint")

    def act(self, action):
        if action in self.PAGE_ACTIONS:
            getattr(self, self.PAGE_ACTIONS[action])()
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

    # Buttons about the page rather than the game (the controller never sees them).
    PAGE_ACTIONS = {"dismiss": "dismiss", "share": "share_link", "copy": "copy_moves",
                    "send": "send_move", "import": "ask_import", "import-open": "import_game",
                    "import-cancel": "close_import", "own": "show_own"}

    def dismiss(self):
        self.parts.show(".uttt-notice", False)

    def share_link(self):
        self.share(self.game_link(), text(self.lang, "link_copied"))

    def copy_moves(self):
        self.share(format_record(self.ctl.game), text(self.lang, "record_copied"), is_link=False)

    def ask_import(self):
        self.parts.show(".uttt-import", True)
        self.import_text.focus()

    def import_game(self):
        if self.open_shared(str(self.import_text.value)):
            self.close_import()

    def close_import(self):
        self.import_text.value = ""
        self.parts.show(".uttt-import", False)

    def on_graph(self, ev):
        if self.ctl.analysis is None or self.ctl.review is None:
            return
        from .verdicts import graph_ply
        box = self.graph.getBoundingClientRect()
        if box.width > 0:
            self.ctl.step_review(graph_ply((ev.clientX - box.left) / box.width,
                                           self.ctl.analysis.total()))
            self.render()

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


class Unloaded:
    """Stands in for the play board's Thinker until the computer's bundle
    (uttt-computer.js, with the thinker, its protocol and the analyses) has
    loaded: it comes after the boards in view are live, or at once when a
    board needs the computer."""

    ready = False
    busy = False

    def __init__(self, board):
        self.board = board
        self.asked = False          # for the bundle: once is enough, renders ask again

    def ensure_worker(self):
        if not self.asked:
            self.asked = True
            when_loaded(COMPUTER_BUNDLE, self.board.computer_loaded)

    def want(self, thought):
        if thought is not None:
            self.ensure_worker()


COMPUTER_BUNDLE = "computer"


def when_loaded(bundle, then):
    """Call ``then`` once the page's bundle ``bundle`` (its script has
    ``data-uttt-bundle``) has run, loading it now if it still waits to be."""
    script = document.select_one('script[data-uttt-bundle="%s"]' % bundle)
    if script.attrs.get("type") == "uttt/later":
        script = load_script(script)
    elif script.attrs.get("data-loaded") is not None:
        then()
        return
    script.bind("load", lambda ev: then())


def load_script(placeholder):
    """Put the real script in place of ``<script type="uttt/later"
    data-src=...>``; it says when it has run (``data-loaded``)."""
    script = document.createElement("script")
    script.src = placeholder.attrs["data-src"]
    setattr(script, "async", False)      # run in their order, as written
    if placeholder.attrs.get("data-uttt-bundle") is not None:
        script.setAttribute("data-uttt-bundle", placeholder.attrs["data-uttt-bundle"])
    script.bind("load", lambda ev: script.setAttribute("data-loaded", ""))
    placeholder.parentNode.replaceChild(script, placeholder)
    return script


NEAR_PX = 400       # a board this close to the viewport starts now; the others when they come this near


def take_over(root):
    """Make the board at ``root`` live, then play the taps the page kept for
    it while it was starting (overrides/partials/uttt-early.html)."""
    if root.classList.contains("is-live"):
        return
    if root.attrs["data-mode"] == "play":
        board = PlayBoard(root)
    else:
        from . import teach     # uttt-teach.js: only on the pages with such boards
        board = (teach.DemoBoard if root.attrs["data-mode"] == "demo" else teach.LessonBoard)(root)
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
        load_script(placeholder)


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
    if document.select_one(".uttt-lesson, .uttt-lessons") is not None:
        from .teach import show_progress
        show_progress(document)
    # For tools/bench_browser.py: when the boards in view started taking input.
    window.performance.mark("uttt-ready")
    load_later()
    if later:
        observer = window.IntersectionObserver.new(on_near, {"rootMargin": "%dpx 0px" % NEAR_PX})
        for root in later:
            observer.observe(root)
