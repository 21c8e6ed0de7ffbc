"""A play session driven as the page drives it, with clocks of its own."""

from engine import parse_cell

from board import analysis_view
from board.kept_analyses import KeptAnalyses
from board.play import messages as m
from board.play.session import Session
from board.play.view import play_view
from board.settings import LOCK_MS


class Board:
    """``Session`` plus the page's two clocks (wall: Date.now(); now: the
    page's performance.now()) and the effects of the last event; with
    ``bundle`` the computer's bundle arrives at once."""

    def __init__(self, lang="en", saved=None, sides=None, link="", wall=1_000_000, analyses=None,
                 bundle=True):
        self.session = Session(lang)
        self.lang = lang
        self.wall = wall
        self.now = 10_000.0
        self.effects = []
        opened = self.send(m.Opened(saved, sides, analyses, link))
        if bundle:                          # the computer's bundle, as the page brings it
            self.effects = opened + self.send(m.AnalysisReady(KeptAnalyses()))

    def send(self, event):
        self.effects = self.session.handle(event, self.wall, self.now)
        return self.effects

    def later(self, ms):
        self.wall += ms
        self.now += ms

    def tap(self, *names):
        """Tap each cell, a lock's length apart."""
        for name in names:
            self.later(LOCK_MS)
            self.send(m.Tap(parse_cell(name), self.now))
        return self.effects

    def press(self, control):
        return self.send(m.Pressed(control))

    def choose(self, setting, value):
        return self.send(m.Chose(setting, value))

    def reply(self, name=None):
        """The computer's move for what it was asked (the first legal move by default)."""
        thought = self.session.asked
        cell = parse_cell(name) if name else self.session.round.game.legal_moves()[0]
        return self.send(m.ComputerMoved(thought, cell))

    def judge(self, ply, value=500, best=-1, line=()):
        """The worker's verdict on the position after ``ply`` moves, for what
        the computer was last asked."""
        return self.send(m.Judged(self.session.asked, ply, value, best, tuple(line)))

    def judge_all(self, verdict=lambda ply: (500, -1, ())):
        """Answer the analysis as the worker does, position after position in
        the order asked, following every new request, until it asks for
        nothing more; ``verdict(ply)`` is (value, best, line)."""
        while self.session.asked is not None and self.session.asked.purpose == "analyse":
            thought = self.session.asked
            for ply in thought.plies:
                self.send(m.Judged(thought, ply, *verdict(ply)))
                if self.session.asked is not thought:
                    break

    def play_game(self, *names):
        """Moves by whoever is to move: taps, and the computer's replies."""
        for name in names:
            if self.session.is_computer_turn():
                self.reply(name)
            else:
                self.tap(name)

    def view(self, held=None, analysis=True):
        return play_view(self.session, self.lang, held, analysis_view if analysis else None)

    def part(self, control, **view):
        return self.view(**view)["parts"].get(control, {})

    def shown(self, control):
        return not self.part(control).get("hidden", False)

    def text(self, control, **view):
        return self.part(control, **view).get("text")

    def of(self, kind):
        """The effects of the last event of one kind (a class of messages)."""
        return [effect for effect in self.effects if isinstance(effect, kind)]

    def saved(self):
        """The text the last event saved (None if it saved nothing)."""
        saves = self.of(m.Save)
        return saves[-1].text if saves else None

    @property
    def game(self):
        return self.session.round.game
