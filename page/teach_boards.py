"""The boards that teach (page layer; the bundle uttt-teach.js, only on the
pages that have them): demos to look at, step through and try moves on, and
lessons the engine judges. This module binds the page's events to the pure
``steps``, ``lesson`` and ``progress`` and applies what they return.
"""

from browser import window

from engine import cell_name

from page.input import LiveBoard
from board.variants import house_view
from board.lesson import LessonController, solved_badge
from board.puzzle import line_text
from board.progress import PROGRESS_KEY, dump_progress, load_progress, next_unsolved
from board.demo import TEACH_SHOWN, StepController, sends_arrow, step_texts
from board.saved import StorageError
from page.local_store import Store
from board.texts import text
from board.view import mark_modifier, move_announcement, player_text

REPLY_MS = 500          # a "win in two": the defence comes after a beat


def draw_arrow(board):
    """The arrow from the last move to the board it sends to (``demo.sends_arrow``)."""
    board.dom.svg.select_one(".uttt-arrow").setAttribute("d", sends_arrow(board.current_game()) or "")


class DemoBoard(LiveBoard):
    """A position to look at, or a move list to step through. Taps try moves
    on a scratch copy, so readers can explore; Reset (and the step buttons)
    put the board back as its caption describes it."""

    def __init__(self, root):
        self.steps = StepController(root.attrs["data-start"], root.attrs["data-moves"])
        self.scratch = None
        self.lines = root.attrs["data-lines"] == "yes"
        self.house = root.getAttribute("data-house")     # the Variants page's house rule
        self.house_on = False
        self.house_shown = None                         # what the switch shows, while on
        LiveBoard.__init__(self, root)

    def opening(self):
        root = self.root
        self.buttons = {}
        for el in root.select("[data-action]"):
            self.buttons[el.attrs["data-action"]] = el
            el.bind("click", self.on_action)
        self.stepping = self.parts.el("reviewing") is not None
        shown = {part: {"hidden": False} for part in TEACH_SHOWN if self.parts.el(part) is not None}
        # Notes at turning points: the last one stays in view until the next.
        self.notes = {}
        for item in root.select(".uttt-notes li"):
            self.notes[int(item.attrs["data-ply"])] = item.attrs["data-note"]
        if self.notes:
            shown["notes"] = {"hidden": True}
        self.parts.apply(shown)
        yield
        yield from self.rendering()
        self.go_live()

    def current_game(self):
        return self.scratch if self.scratch is not None else self.steps.game()

    def view_options(self):
        self.house_shown = None
        if self.house_on:
            self.house_shown = house_view(self.current_game(), self.house, self.lang)
        return {"lines": self.lines, "house": self.house_shown}

    def enabled(self):
        """No moves while the house rule is shown: the board plays the
        standard rules, and its position is shown under another."""
        return not self.house_on

    def refusal(self, move):
        if self.house_on:
            return text(self.lang, "house_refused")
        return LiveBoard.refusal(self, move)

    def status_line(self, game):
        shown = self.house_shown
        if shown is not None and shown["status"] is not None:
            line, mark = shown["status"]
            return line, mark_modifier(mark)
        return LiveBoard.status_line(self, game)

    def activate(self, move, stamp):
        game = self.current_game().copy()
        game.push(move)
        self.scratch = game
        self.render()
        self.dom.announce(move_announcement(game, self.lang))

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"]
        if action == "house":
            self.house_on = not self.house_on
            self.render()
            return
        self.scratch = None
        if action != "reset":
            self.steps.step(action)
        self.render()
        self.dom.announce(self.status_line(self.current_game())[0])

    def rendering(self):
        yield from LiveBoard.rendering(self)
        draw_arrow(self)
        parts = {}
        if self.house:
            parts["house"] = {"attrs": {"aria-pressed": "true" if self.house_on else "false"}}
            parts["house-note"] = {"hidden": not self.house_on}
            if self.house_on:
                parts["house-note"]["text"] = self.house_shown["text"]
        if "reset" in self.buttons:
            parts["reset"] = {"disabled": self.scratch is None}
        if self.stepping:
            for action, off in self.steps.blocked().items():
                parts[action] = {"disabled": off}
            label, note = step_texts(self.lang, self.notes if self.scratch is None else {},
                                     self.steps.ply, self.steps.total)
            parts["step"] = {"text": label}
            parts["note"] = {"hidden": note is None}
            if note is not None:
                parts["note"]["text"] = note
        self.parts.apply(parts)


class Progress:
    """The lessons solved on this device, shared by every lesson of a page."""

    def __init__(self):
        self.store = Store(PROGRESS_KEY)
        self.solved = set()
        saved = self.store.read()
        if saved is not None:
            try:
                self.solved = load_progress(saved)
            except StorageError:
                self.store.remove()         # unreadable: start again, nothing solved

    def add(self, lesson_id):
        if lesson_id not in self.solved:
            self.solved.add(lesson_id)
            self.store.write(dump_progress(self.solved))


PROGRESS = []       # the page's one Progress, made by the first board that needs it


def progress():
    if not PROGRESS:
        PROGRESS.append(Progress())
    return PROGRESS[0]


class LessonBoard(LiveBoard):
    """A task: tap the right move. The engine judges and says why, in the
    page's language; after a wrong try the next tap counts at once."""

    def __init__(self, root):
        self.lesson = LessonController(root.attrs["data-start"], root.attrs["data-moves"],
                                       root.attrs["data-goal"])
        self.id = root.attrs["data-id"]
        self.lines = root.attrs["data-lines"] == "yes"
        LiveBoard.__init__(self, root)

    def opening(self):
        for el in self.root.select("[data-action]"):
            el.bind("click", self.on_action)
        shown = {part: {"hidden": False} for part in TEACH_SHOWN if self.parts.el(part) is not None}
        shown["solved"] = self.badge()
        self.parts.apply(shown)
        yield
        yield from self.rendering()
        self.go_live()

    def current_game(self):
        return self.lesson.shown()

    def rendering(self):
        yield from LiveBoard.rendering(self)
        draw_arrow(self)
        self.parts.apply({"retry": {"disabled": not self.lesson.changed()}})

    def badge(self):
        """The Solved badge's view: "Solved before", muted, while a new try
        is under way (board.lesson.solved_badge)."""
        return solved_badge(self.id in progress().solved, self.lesson, self.lang)

    def enabled(self):
        return self.lesson.takes_taps()

    def refusal(self, move):
        if self.lesson.tried is not None and not self.enabled():
            return text(self.lang, "forced_retry")
        return LiveBoard.refusal(self, move)

    def view_options(self):
        return {"tried": self.lesson.tried, "lines": self.lines}

    def activate(self, move, stamp):
        verdict = self.lesson.try_move(move)
        if verdict is not None:
            why = self.lesson.why(move, self.lang)
            if verdict:
                self.say(text(self.lang, "correct") + " " + why, True)
                if self.lesson.replying():
                    window.setTimeout(self.defend, REPLY_MS)
                else:
                    progress().add(self.id)
                    show_progress(self.root.ownerDocument)
            else:
                again = "forced_retry" if self.lesson.run is not None else "try_another"
                self.say(why + " " + text(self.lang, again), False)
            self.parts.apply({"solved": self.badge()})
        self.render()

    def defend(self):
        """A "win in two": the engine's defence, after a beat."""
        reply = self.lesson.reply()
        if reply is not None:
            game = self.lesson.shown()
            self.say(text(self.lang, "forced_reply", reply=cell_name(reply),
                          mark=player_text(self.lang, 3 - game.turn, None)), True)
            self.render()
            self.dom.announce(move_announcement(game, self.lang))

    def say(self, message, ok):
        self.parts.apply({"feedback": {"text": message, "mod": "is-right" if ok else "is-wrong",
                                       "hidden": False}})

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"]
        if action == "hint":
            self.parts.apply({"hint-text": {"hidden": False}})
        elif action == "show":
            move = self.lesson.show()
            run = self.lesson.run
            shown = cell_name(move) if run is None else line_text(run.start, run.puzzle.line,
                                                                  self.lang)
            self.say(text(self.lang, "answer_is", cell=shown), True)
        elif action == "retry":
            self.lesson.reset()
            self.parts.apply({"feedback": {"hidden": True}})
        self.parts.apply({"solved": self.badge()})
        self.render()


def show_progress(document):
    """Solved lessons marked on the page, also those whose boards are not
    live yet (they start when near the viewport); and the list of lessons on
    the How to play page: solved ones marked, the first unsolved one offered
    as the next (``data-next`` names it)."""
    solved = progress().solved
    for root in document.select(".uttt-lesson"):
        badge = root.select_one(".uttt-solved")
        if badge is not None and root.attrs["data-id"] in solved:
            badge.removeAttribute("hidden")
    box = document.select_one(".uttt-lessons")
    if box is None:
        return
    items = box.select("li[data-lesson]")
    order = []
    for item in items:
        lesson_id = item.attrs["data-lesson"]
        order.append((lesson_id, item))
        if lesson_id in solved:
            item.classList.add("is-solved")
        else:
            item.classList.remove("is-solved")
    upcoming = next_unsolved(order, solved)
    for lesson_id, item in order:
        if upcoming is not None and lesson_id == upcoming[0]:
            item.classList.add("is-next")
        else:
            item.classList.remove("is-next")
    offer = box.select_one(".uttt-next")
    lang = box.attrs["data-lang"]
    link = offer.select_one("a")
    if upcoming is None:
        box.attrs["data-next"] = ""
        offer.select_one("span").text = text(lang, "all_solved")
        link.setAttribute("hidden", "")
    else:
        box.attrs["data-next"] = upcoming[0]
        lesson = upcoming[1].select_one("a")
        offer.select_one("span").text = text(lang, "next_lesson")
        link.attrs["href"] = lesson.attrs["href"]
        link.text = lesson.text
        link.removeAttribute("hidden")
    offer.removeAttribute("hidden")


def teaching_board(root):
    """The live board for a demo or lesson board at ``root``."""
    return (DemoBoard if root.attrs["data-mode"] == "demo" else LessonBoard)(root)
