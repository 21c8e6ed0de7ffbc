"""Brings the page's boards to life (browser layer).

Each ``.uttt`` element built by the site becomes a live board: a full game
(``play``), a position or a move list to step through (``demo``), or a task
checked by the engine (``lesson``). Rules and state live in the pure modules
(``play``, ``steps``, ``lesson``, ``view``); this module wires browser events
to them and renders what they say.
"""

from browser import document, window

from engine import format_record
from engine.tables import CELL_INDEX, CELL_NAMES, GRID

from .dom import BoardDom, Parts
from .lesson import LessonController
from .play import PlayController
from .spec import BOARD_CODES
from .steps import StepController
from .storage import StorageError, storage_key
from .texts import text
from .view import (
    board_view, move_announcement, player_text, preview_boards, result_text, score_text,
    status_class, status_text,
)

# ROW_COL[i]: (row from the top, file) of cell index i, for arrow keys.
ROW_COL = [None] * 81
for _r in range(9):
    for _f in range(9):
        ROW_COL[GRID[_r][_f]] = (_r, _f)
ARROWS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


def now():
    return window.performance.now()


class LiveBoard:
    """Input handling shared by every kind of board: press-and-hold preview,
    quick taps, hover, keyboard focus and arrow keys."""

    players = None

    def __init__(self, root):
        self.root = root
        self.lang = root.attrs["data-lang"]
        self.dom = BoardDom(root)
        self.parts = Parts(root)
        self.highlight = [CELL_INDEX[n] for n in root.attrs["data-highlight"].split()]
        self.marked = [BOARD_CODES.index(c) for c in root.attrs["data-boards"].split()]
        self.pressed = None
        self.preview = ()
        self.focus_cell = None
        grid = root.select_one(".uttt-grid")
        grid.bind("pointerdown", self.on_pointer_down)
        grid.bind("pointermove", self.on_pointer_move)
        grid.bind("pointerup", self.on_pointer_up)
        grid.bind("pointercancel", self.on_cancel)
        grid.bind("pointerover", self.on_hover)
        grid.bind("pointerout", self.on_unhover)
        grid.bind("click", self.on_click)
        grid.bind("keydown", self.on_key)
        grid.bind("focusin", self.on_focus)
        grid.bind("focusout", self.on_blur)
        grid.bind("contextmenu", lambda ev: ev.preventDefault())
        root.classList.add("is-live")

    # -- what subclasses provide ---------------------------------------------

    def current_game(self):
        raise NotImplementedError

    def enabled(self):
        """Whether taps on playable cells are accepted now."""
        return True

    def activate(self, move, stamp):
        """Play ``move``; ``stamp`` is when the person acted (the event's time
        stamp, so a slow page cannot turn a double tap into two moves)."""
        raise NotImplementedError

    # -- rendering ------------------------------------------------------------

    def render(self):
        game = self.current_game()
        view = board_view(game, self.lang, playable=self.playable(game), preview=self.preview,
                          highlight=self.highlight, marked=self.marked,
                          interactive=self.enabled())
        self.dom.apply(view, self.status(game), status_class(game, self.players))
        self.update_tab_stop(view)

    def playable(self, game):
        return game.playable_boards()

    def status(self, game):
        return status_text(game, self.lang, self.players)

    def update_tab_stop(self, view):
        """Roving tab stop: the focused playable cell, else the first playable one."""
        cells = view["cells"]
        stop = self.focus_cell
        if stop is None or not cells[stop][2]:
            stop = None
            for i in range(81):
                if cells[i][2]:
                    stop = i
                    break
        self.dom.set_tab_stop(stop)

    # -- input ----------------------------------------------------------------

    def cell_of(self, el):
        """The cell index under an event target (None off the cells)."""
        if el is None or not hasattr(el, "closest"):
            return None
        try:
            cell = el.closest(".uttt-cell")     # Brython raises KeyError when none matches
        except KeyError:
            return None
        return None if cell is None else CELL_INDEX[cell.attrs["data-cell"]]

    def usable(self, move):
        return move is not None and self.enabled() and self.current_game().is_legal(move)

    def set_preview(self, move):
        boards = preview_boards(self.current_game(), move) if self.usable(move) else ()
        if tuple(boards) != tuple(self.preview):
            self.preview = boards
            self.render()

    def on_pointer_down(self, ev):
        move = self.cell_of(ev.target)
        if not self.usable(move):
            return
        ev.preventDefault()
        self.pressed = move
        self.set_preview(move)

    def on_pointer_move(self, ev):
        if self.pressed is None:
            return
        under = document.elementFromPoint(ev.clientX, ev.clientY)
        if self.cell_of(under) != self.pressed:
            self.on_cancel(ev)

    def on_pointer_up(self, ev):
        move = self.pressed
        self.pressed = None
        if move is None:
            return
        under = document.elementFromPoint(ev.clientX, ev.clientY)
        self.preview = ()
        if self.cell_of(under) == move:
            self.activate(move, ev.timeStamp)
        self.render()

    def on_cancel(self, ev):
        self.pressed = None
        if self.preview:
            self.preview = ()
            self.render()

    def on_hover(self, ev):
        if self.pressed is None and ev.pointerType == "mouse":
            self.set_preview(self.cell_of(ev.target))

    def on_unhover(self, ev):
        if self.pressed is None and ev.pointerType == "mouse" and self.preview:
            self.preview = ()
            self.render()

    def on_click(self, ev):
        # Pointer taps are handled on pointerup; a click without a pointer
        # (a screen reader or a keyboard activating the button) plays here.
        if ev.detail == 0:
            move = self.cell_of(ev.target)
            if self.usable(move):
                self.activate(move, ev.timeStamp)
                self.render()

    def on_focus(self, ev):
        move = self.cell_of(ev.target)
        if move is not None:
            self.focus_cell = move
            self.set_preview(move)

    def on_blur(self, ev):
        if self.preview and self.pressed is None:
            self.preview = ()
            self.render()

    def on_key(self, ev):
        move = self.cell_of(ev.target)
        if move is None or not self.enabled():
            return
        if ev.key in ARROWS:
            ev.preventDefault()
            dr, df = ARROWS[ev.key]
            r, f = ROW_COL[move]
            r += dr
            f += df
            while 0 <= r < 9 and 0 <= f < 9:
                target = GRID[r][f]
                if self.usable(target):
                    self.dom.cells[target].focus()
                    return
                r += dr
                f += df
        elif ev.key in ("Enter", " "):
            ev.preventDefault()
            if self.usable(move):
                self.preview = ()
                self.activate(move, ev.timeStamp)
                self.render()


class Thinker:
    """The computer's side of the board: a Web Worker running the search.

    Each request gets a job number; a reply for an older job (one that undo
    or a reload has overtaken) is ignored. Replies faster than PAUSE_MS are
    held back a little, so the computer does not seem to answer before the
    visitor has seen their own move.
    """

    PAUSE_MS = 450

    def __init__(self, on_move):
        self.on_move = on_move
        self.worker = None
        self.job = 0
        self.busy = False
        self.started = 0.0
        # Test hook: ?uttt-think-pause=<ms> slows the search down between slices.
        query = str(window.location.search)
        self.pause = 0
        for part in query.lstrip("?").split("&"):
            key, _, value = part.partition("=")
            if key == "uttt-think-pause" and value.isdigit():
                self.pause = int(value)

    def ensure_worker(self):
        if self.worker is None:
            script = document.select_one('script[src$="uttt.js"]')
            url = script.src[: -len("uttt.js")] + "uttt-worker.js"
            self.worker = window.Worker.new(url)
            self.worker.addEventListener("message", self.on_message)

    def think(self, record, level, seed, purpose):
        self.ensure_worker()
        self.job += 1
        self.busy = True
        self.purpose = purpose
        self.started = now()
        self.worker.postMessage("think|%d|%s|%d|%d|%s" % (self.job, level, seed, self.pause, record))

    def stop(self):
        if self.busy:
            self.job += 1
            self.busy = False
            self.worker.postMessage("stop")

    def on_message(self, ev):
        parts = str(ev.data).split("|")
        if parts[0] != "move" or int(parts[1]) != self.job:
            return
        job, move = self.job, int(parts[2])
        wait = self.PAUSE_MS - (now() - self.started)

        def deliver():
            if job == self.job and self.busy:
                self.busy = False
                self.on_move(move, self.purpose)
        if wait > 0:
            window.setTimeout(deliver, wait)
        else:
            deliver()


class PlayBoard(LiveBoard):
    """A full game: two people on one device, or a person against the
    computer; saved across reloads, with review, resign and a turn timer."""

    def __init__(self, root):
        self.ctl = PlayController()
        self.key = storage_key(root.attrs["data-id"])
        self.thinker = Thinker(self.on_computer_move)
        self.note = ""
        self.tick_pending = False
        LiveBoard.__init__(self, root)
        self.buttons = {}
        for el in root.select(".uttt-controls [data-action]"):
            self.buttons[el.attrs["data-action"]] = el
        self.settings = {}
        for el in root.select("[data-setting]"):
            self.settings[el.attrs["data-setting"]] = el
            el.bind("change", self.on_setting)
        for el in root.select("[data-action]"):
            el.bind("click", self.on_action)
        root.bind("keydown", self.on_review_key)
        window.bind("storage", self.on_storage)
        self.restore()
        for part in (".uttt-head", ".uttt-settings", ".uttt-controls"):
            self.parts.show(part, True)
        if self.ctl.mode == "computer":
            self.thinker.ensure_worker()     # start it early: it takes a moment to load
        self.render()

    @property
    def players(self):
        return self.ctl.players()

    def restore(self):
        saved = window.localStorage.getItem(self.key)
        if not isinstance(saved, str):      # nothing saved (JavaScript's null)
            return
        try:
            self.ctl.load(saved)
        except StorageError:
            self.ctl = PlayController()
            window.localStorage.removeItem(self.key)
            self.parts.show(".uttt-notice", True)
            self.parts.text(".uttt-notice span", text(self.lang, "reset_notice"))

    def save(self):
        window.localStorage.setItem(self.key, self.ctl.dump())

    def on_storage(self, ev):
        # Another tab changed this board's game: show that game here too.
        if ev.key == self.key and isinstance(ev.newValue, str):
            try:
                self.ctl.load(ev.newValue)
            except StorageError:
                return
            self.thinker.stop()
            self.render()

    def current_game(self):
        if self.ctl.review is not None:
            return self.ctl.reviewed_game()
        return self.ctl.game

    def enabled(self):
        return self.ctl.review is None and not self.ctl.is_over() and not self.ctl.is_computer_turn()

    def activate(self, move, stamp):
        if self.ctl.play(move, stamp):
            self.note = ""
            self.save()
            self.dom.announce(move_announcement(self.ctl.game, self.lang, self.players))

    def on_computer_move(self, move, purpose):
        if purpose == "timeout":
            player = player_text(self.lang, self.ctl.game.turn, self.players)
        if not self.ctl.computer_play(move):
            return
        self.save()
        self.note = text(self.lang, "time_up", cell=CELL_NAMES[move], player=player) \
            if purpose == "timeout" else ""
        self.dom.announce(self.note + " " + move_announcement(self.ctl.game, self.lang, self.players))
        self.render()

    def status(self, game):
        if self.ctl.review is not None:
            total = len(self.ctl.game.moves)
            if self.ctl.review == 0:
                return text(self.lang, "review_start")
            return text(self.lang, "review_step", n=self.ctl.review, total=total)
        status = status_text(game, self.lang, self.players)
        if self.ctl.is_computer_turn():
            status += " " + text(self.lang, "thinking")
        if self.note:
            status = self.note + " " + status
        return status

    def render(self):
        LiveBoard.render(self)
        ctl = self.ctl
        parts = self.parts
        over = ctl.is_over()
        reviewing = ctl.review is not None
        computer = ctl.mode == "computer"
        parts.text(".uttt-round", text(self.lang, "round", n=ctl.round))
        parts.show(".uttt-score", not computer)
        parts.text(".uttt-score", score_text(self.lang, ctl.scores))
        parts.show(".uttt-record", computer)
        parts.text(".uttt-record", self.record_text())
        for name, value in (("mode", ctl.mode), ("level", ctl.level), ("timer", str(ctl.timer))):
            if self.settings[name].value != value:
                self.settings[name].value = value
        self.settings["alternate"].checked = ctl.alternate
        parts.show(".uttt-level", computer)
        parts.show(".uttt-alternate", not computer)
        self.root.setAttribute("data-x", ctl.players()[1])
        thinking = ctl.is_computer_turn()
        if thinking:
            self.root.classList.add("is-thinking")
        else:
            self.root.classList.remove("is-thinking")
        parts.show(".uttt-result", over and not reviewing)
        if over:
            parts.text(".uttt-result", result_text(ctl.game, self.lang, self.players) + " " + (
                self.record_text() if computer else score_text(self.lang, ctl.scores)))
            parts.el(".uttt-result").className = \
                "uttt-result " + status_class(ctl.game, self.players).split()[1]
            parts.show(".uttt-confirm", False)
        parts.show(".uttt-controls", not reviewing)
        parts.show(".uttt-review", reviewing)
        parts.show('[data-action="undo"]', not over)
        parts.show('[data-action="review"]', over)
        parts.show('[data-action="resign"]', not over)
        parts.show('[data-action="again"]', over)
        self.buttons["undo"].disabled = not ctl.can_undo()
        self.buttons["resign"].disabled = thinking
        if reviewing:
            parts.text(".uttt-step", self.status(self.current_game()))
        self.after_render()

    def record_text(self):
        ctl = self.ctl
        w, d, l = ctl.records[ctl.level]
        return text(self.lang, "record_line", level=text(self.lang, ctl.level), w=w, d=d, l=l,
                    rating=ctl.rating)

    def after_render(self):
        """Start the computer's thinking or the turn clock when their time has come."""
        ctl = self.ctl
        if ctl.is_computer_turn() and not self.thinker.busy:
            level = ctl.level
            self.thinker.think(format_record(ctl.game), level, self.seed(), "move")
        if ctl.start_clock(window.Date.now()):
            self.save()
        self.show_clock()

    def seed(self):
        return 1000 * self.ctl.round + len(self.ctl.game.moves)

    def show_clock(self):
        left = self.ctl.time_left(window.Date.now())
        self.parts.show(".uttt-clock", left is not None)
        if left is None:
            return
        seconds = (int(left) + 999) // 1000
        self.parts.text(".uttt-clock", text(self.lang, "time_left", seconds=seconds,
                                            player=player_text(self.lang, self.ctl.game.turn,
                                                               self.players)))
        if left <= 0:
            if not self.thinker.busy:
                self.thinker.think(format_record(self.ctl.game), "medium", self.seed(), "timeout")
        elif not self.tick_pending:
            self.tick_pending = True
            window.setTimeout(self.on_tick, 250)

    def on_tick(self):
        self.tick_pending = False
        self.show_clock()

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"]
        ctl = self.ctl
        changed = True
        if action == "undo":
            thinking = self.thinker.busy
            self.thinker.stop()
            changed = ctl.undo(thinking=thinking)
        elif action == "resign":
            self.parts.show(".uttt-confirm", True)
            self.parts.el('[data-action="resign-no"]').focus()
            changed = False
        elif action == "resign-no":
            self.parts.show(".uttt-confirm", False)
            changed = False
        elif action == "resign-yes":
            self.parts.show(".uttt-confirm", False)
            self.thinker.stop()
            changed = ctl.resign()
            if changed:
                self.dom.announce(result_text(ctl.game, self.lang, self.players))
        elif action == "again":
            changed = ctl.play_again()
        elif action == "review":
            ctl.start_review()
        elif action == "first":
            ctl.step_review(0)
        elif action == "back":
            ctl.step_review(ctl.review - 1)
        elif action == "forward":
            ctl.step_review(ctl.review + 1)
        elif action == "last":
            ctl.step_review(len(ctl.game.moves))
        elif action == "leave":
            ctl.leave_review()
        elif action == "dismiss":
            self.parts.show(".uttt-notice", False)
            changed = False
        if changed and action in ("undo", "resign-yes", "again"):
            self.note = ""
            self.save()
            if action != "resign-yes":
                self.dom.announce(status_text(ctl.game, self.lang, self.players))
        self.render()

    def on_setting(self, ev):
        ctl = self.ctl
        name = ev.currentTarget.attrs["data-setting"]
        el = self.settings[name]
        if name == "alternate":
            ctl.set_alternate(el.checked)
        elif name == "timer":
            ctl.set_timer(int(el.value))
        elif name == "mode" and ctl.set_mode(el.value):
            self.thinker.stop()
            if ctl.mode == "computer":
                self.thinker.ensure_worker()
        elif name == "level" and ctl.set_mode(ctl.mode, el.value):
            self.thinker.stop()
        self.note = ""
        self.save()
        self.render()

    def on_review_key(self, ev):
        if self.ctl.review is None or ev.key not in ("ArrowLeft", "ArrowRight", "Home", "End"):
            return
        ev.preventDefault()
        target = {"ArrowLeft": self.ctl.review - 1, "ArrowRight": self.ctl.review + 1,
                  "Home": 0, "End": len(self.ctl.game.moves)}[ev.key]
        self.ctl.step_review(target)
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
        action = ev.currentTarget.attrs["data-action"]
        steps = self.steps
        target = {"first": 0, "back": steps.ply - 1, "forward": steps.ply + 1,
                  "last": steps.total}[action]
        self.scratch = None
        steps.go(target)
        self.render()
        self.dom.announce(self.status(self.current_game()))

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


def start():
    """Take over every board of the page that is not live yet."""
    for root in document.select(".uttt"):
        if root.classList.contains("is-live"):
            continue
        KINDS[root.attrs["data-mode"]](root)
    # For tools/bench_browser.py: when the boards started taking input.
    window.performance.mark("uttt-ready")
