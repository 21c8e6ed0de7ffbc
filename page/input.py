"""The input every live board shares (browser layer): press-and-hold
preview, quick taps, hover, keyboard focus, arrow keys and the roving tab
stop. Like chessground's events module it knows no rules: it asks the
board's game what is legal and the pure ``view`` how things look.
"""

from browser import document, window

from engine.tables import CELL_INDEX

from page.dom import BoardDom, Parts
from board.view import (
    ARROWS, BOARD_CODES, arrow_target, board_view, hold_modifier, hold_text, refusal_text,
    status_modifier, status_text, tab_stop,
)


def now():
    return window.performance.now()


class LiveBoard:
    """Input handling shared by every kind of board: press-and-hold preview,
    quick taps, hover, keyboard focus and arrow keys."""

    def __init__(self, root):
        self.root = root
        self.lang = root.attrs["data-lang"]
        self.dom = BoardDom(root)
        self.parts = Parts(root)
        self.highlight = [CELL_INDEX[n] for n in root.attrs["data-highlight"].split()]
        self.marked = [BOARD_CODES.index(c) for c in root.attrs["data-boards"].split()]
        self.pressed = None
        self.held = None            # the legal move pressed, hovered or focused
        self.told = False           # whether the status line tells what it does
        self.focus_cell = None

    def go_live(self):
        """Take input from now on (``page/boot`` calls it as the board's
        opening ends; until then the page keeps the taps)."""
        grid = self.root.select_one(".uttt-grid")
        for name, handler in (("pointerdown", self.on_pointer_down),
                              ("pointermove", self.on_pointer_move),
                              ("pointerup", self.on_pointer_up), ("pointercancel", self.on_cancel),
                              ("pointerover", self.on_hover), ("pointerout", self.on_unhover),
                              ("click", self.on_click), ("keydown", self.on_key),
                              ("focusin", self.on_focus), ("focusout", self.on_blur)):
            grid.bind(name, handler)
        grid.bind("contextmenu", lambda ev: ev.preventDefault())
        self.root.classList.add("is-live")

    # -- what subclasses provide ---------------------------------------------

    def current_game(self):
        raise NotImplementedError

    def enabled(self):
        """Whether taps on playable cells are accepted now."""
        return True

    def activate(self, move, stamp):
        """Play ``move`` and show the board as it is then; ``stamp`` is when
        the person acted (the event's time stamp, so a slow page cannot turn
        a double tap into two moves)."""
        raise NotImplementedError

    def opening(self):
        """The board's start, a generator: each step a task of its own
        (``page/boot``); the last one calls go_live."""
        raise NotImplementedError

    def view_options(self):
        """More of ``view.board_view``'s options this kind of board uses."""
        return {}

    def refusal(self, move):
        """Why a tap on ``move`` is not taken now, in a line (None: say nothing)."""
        return refusal_text(self.current_game(), move, self.lang) if self.enabled() else None

    def status_line(self, game):
        """(text, colour modifier) of the status line: what a held move does,
        or whose turn it is and where."""
        if self.told_move() is not None:
            return (hold_text(game, self.lang, self.told_move()),
                    hold_modifier(game, self.told_move()))
        return status_text(game, self.lang), status_modifier(game)

    # -- rendering ------------------------------------------------------------

    def trust_markup(self, drawn):
        """The page was built showing the view this board starts with (and
        the ``drawn`` properties of its other parts): its first render
        writes only the rest."""
        self.dom.as_built = True
        self.parts.drawn = drawn

    def render(self):
        for _ in self.rendering():
            pass

    def rendering(self):
        """render, a generator: the view, then the steps of ``BoardDom.applying``."""
        game = self.current_game()
        if self.held is not None and not game.is_legal(self.held):
            self.held = None        # the position changed under the finger: the computer replied
        view = board_view(game, self.lang, held=self.held, highlight=self.highlight,
                          marked=self.marked, interactive=self.enabled(), **self.view_options())
        status, modifier = self.status_line(game)
        yield
        yield from self.dom.applying(view, status, "uttt-status " + modifier)
        self.dom.set_tab_stop(tab_stop(view, self.focus_cell))

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

    def set_preview(self, move, tell=True):
        """Preview ``move`` (None: nothing). ``tell``: the status line says
        what it does too; a mouse merely passing over a cell does not."""
        held = move if self.usable(move) else None
        told = tell and held is not None
        if held != self.held or told != self.told:
            self.held = held
            self.told = told
            self.render()

    def told_move(self):
        """The held move whose effect the status line tells, or None."""
        return self.held if self.told else None

    def clear_preview(self):
        self.set_preview(None)

    def tap(self, move, stamp):
        """A tap on the cell ``move``: played if it is playable now, else
        refused visibly. Taps the page kept while the board was starting
        (``page/loader.js``) come here too, with ``stamp``
        the time they were made, so the input lock treats two early taps as
        it treats two live ones."""
        if self.usable(move):
            self.play_now(move, stamp)
        else:
            self.dom.refuse(move, self.refusal(move))

    def play_now(self, move, stamp):
        self.held = None
        self.told = False
        self.activate(move, stamp)

    def on_pointer_down(self, ev):
        move = self.cell_of(ev.target)
        if not self.usable(move):
            if move is not None:
                self.dom.refuse(move, self.refusal(move))
            return
        ev.preventDefault()
        self.pressed = move
        self.set_preview(move)

    def on_pointer_move(self, ev):
        if self.pressed is not None and \
                self.cell_of(document.elementFromPoint(ev.clientX, ev.clientY)) != self.pressed:
            self.on_cancel(ev)

    def on_pointer_up(self, ev):
        move = self.pressed
        self.pressed = None
        if move is None:
            return
        if self.cell_of(document.elementFromPoint(ev.clientX, ev.clientY)) == move:
            self.play_now(move, ev.timeStamp)
        else:
            self.clear_preview()

    def on_cancel(self, ev):
        self.pressed = None
        self.clear_preview()

    def on_hover(self, ev):
        if self.pressed is None and ev.pointerType == "mouse":
            self.set_preview(self.cell_of(ev.target), tell=False)

    def on_unhover(self, ev):
        if self.pressed is None and ev.pointerType == "mouse":
            self.clear_preview()

    def on_click(self, ev):
        # Pointer taps are handled on pointerup; a click without a pointer
        # (a screen reader or a keyboard activating the button) plays here.
        move = self.cell_of(ev.target)
        if ev.detail == 0 and move is not None:
            self.tap(move, ev.timeStamp)

    def on_focus(self, ev):
        move = self.cell_of(ev.target)
        if move is not None:
            self.focus_cell = move
            self.set_preview(move)

    def on_blur(self, ev):
        if self.pressed is None:
            self.clear_preview()

    def on_key(self, ev):
        move = self.cell_of(ev.target)
        if move is None or not self.enabled():
            return
        if ev.key in ARROWS:
            ev.preventDefault()
            target = arrow_target(move, ev.key, self.usable)
            if target is not None:
                self.dom.cells[target].focus()
        elif ev.key in ("Enter", " "):
            ev.preventDefault()
            self.tap(move, ev.timeStamp)
