"""The Puzzles page's board (page layer; the bundle uttt-puzzles.js, only on
that page): carries taps, buttons, the theme's choice and the address's
fragment to the pure ``board.puzzle_trainer`` and applies its view; keeps
the player's progress in localStorage and the puzzle's link in the address.
"""

from browser import window
from javascript import NULL

from board.puzzle import REPLYING, SHOWN, SOLVING, WRONG, catalogue
from board.puzzle_progress import PUZZLES_KEY
from board.puzzle_trainer import DRAWN, Trainer, history, refusal_hint, status, trainer_view
from board.texts import text
from board.view import move_announcement
from page.address import fragment
from page.input import LiveBoard
from page.local_store import Store

REPLY_MS = 500          # the defence comes after a beat, so the move just made is seen first
SHOW_MS = 700           # the answer, a move at a time
DAY_MS = 86400000


class PuzzleBoard(LiveBoard):
    """The board that serves puzzles one after another."""

    def __init__(self, root):
        LiveBoard.__init__(self, root)
        self.trainer = None
        self.store = Store(PUZZLES_KEY)
        self.listed = None          # the history as last drawn
        self.showing = 0            # the answer's showings: a later one stops an earlier

    def opening(self):
        root = self.root
        data = str(window.utttPuzzles)      # the set's start script (hooks/boards.py)
        themes = [option.value for option in root.select('[data-setting="theme"] option')
                  if option.value]
        day = int(window.Date.now() // DAY_MS)
        self.trainer = Trainer(catalogue(data), themes, day)
        yield
        saved, wanted = self.store.read(), fragment()
        if self.trainer.open(saved, wanted):
            self.store.remove()
        if saved is None and not wanted:     # a first visit: the page shows it already
            self.trust_markup(DRAWN)
        self.set_link()
        for el in root.select("[data-action]"):
            el.bind("click", self.on_action)
        root.select_one('[data-setting="theme"]').bind("change", self.on_theme)
        window.bind("hashchange", self.on_hash)
        yield
        yield from self.rendering()
        self.go_live()

    def current_game(self):
        return self.trainer.run.shown_game()

    def enabled(self):
        return self.trainer.run.state == SOLVING

    def view_options(self):
        run = self.trainer.run
        return {"tried": run.tried[0] if run.state == WRONG else None}

    def refusal(self, move):
        return refusal_hint(self.trainer, self.lang) or LiveBoard.refusal(self, move)

    def status_line(self, game):
        said = status(self.trainer, self.lang)
        if said is not None and self.told_move() is None:
            return said, ""
        return LiveBoard.status_line(self, game)

    def rendering(self):
        yield from LiveBoard.rendering(self)
        self.parts.apply(trainer_view(self.trainer, self.lang))
        self.list_history()

    def list_history(self):
        """The last puzzles played, each a link to itself (✓ solved at the
        first try, ✗ not), after the line's label; drawn again only when
        they change."""
        played = history(self.trainer)
        if played == self.listed:
            return
        self.listed = played
        line = self.parts.el("puzzle-history")
        page = line.ownerDocument
        line.textContent = text(self.lang, "puzzle_history")
        for puzzle_id, solved in played:
            line.appendChild(page.createTextNode(" "))
            link = page.createElement("a")
            link.setAttribute("href", "#puzzle=" + puzzle_id)
            link.className = "is-solved" if solved else "is-failed"
            link.textContent = ("\u2713 " if solved else "\u2717 ") + puzzle_id
            line.appendChild(link)

    def activate(self, move, stamp):
        self.trainer.tap(move)
        self.changed()
        if self.trainer.run.state == REPLYING:
            window.setTimeout(self.defend, REPLY_MS)

    def defend(self):
        if self.trainer.reply() is not None:
            self.render()
            self.dom.announce(move_announcement(self.trainer.run.game, self.lang))

    def changed(self, new_puzzle=False):
        """Keep the progress, show the position and say what happened; a
        new puzzle chosen under the board (a theme, the day's, a link in
        the page) brings the board into view."""
        self.store.write(self.trainer.saved_text())
        if new_puzzle:
            self.set_link()
            if self.root.getBoundingClientRect().top < 0:
                self.root.scrollIntoView({"block": "start", "behavior": "smooth"})
        self.render()
        said = self.parts.el("puzzle-feedback").text or self.parts.el("puzzle-task").text
        self.dom.announce(said)

    def set_link(self):
        window.history.replaceState(NULL, "", self.trainer.link())

    def on_action(self, ev):
        action = ev.currentTarget.attrs["data-action"].replace("puzzle-", "")
        before = self.trainer.run
        self.trainer.act(action)
        self.changed(self.trainer.run is not before)
        if self.trainer.run.state == SHOWN:
            self.showing += 1
            self.step_later(self.showing)

    def step_later(self, showing):
        """The answer's next move, a beat after the last (only while this
        showing is the latest: Try again, then Show again, starts anew)."""
        def step():
            if showing == self.showing and self.trainer.run.show_step() is not None:
                self.render()
                self.step_later(showing)
        window.setTimeout(step, SHOW_MS)

    def on_theme(self, ev):
        self.trainer.choose_theme(ev.currentTarget.value)
        self.changed(True)

    def on_hash(self, ev):
        """A link on the page (a theme, the day's puzzle) or one pasted in."""
        wanted = fragment()
        if wanted != self.trainer.link():
            self.trainer.follow(wanted)
            self.changed(True)
