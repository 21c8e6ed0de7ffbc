"""A level's verdict on positions: X's expected score and the move it
suggests, for the review's analysis, the hint and ``python -m engine analyse``
(the page asks for the level of ``board.settings.HINT_LEVEL``, the Expert).

A ``PositionAnalysis`` runs the level's search in budgeted steps (the
browser's worker slices it like a move search; no slips) and ends in a
``Verdict``. The suggestion is checked for the tactics a reader spots at
once: a move that wins the game now is always the suggestion, and the
suggestion never lets the opponent win the game with their next move when
some other move prevents it. The same seeds
give the same verdicts in CPython and in Brython.
"""

from .ai import ONE
from .evaluators import WIN
from .fastrules import from_game, legal_moves, play_move
from .game import game_at
from .levels import DEEP_ITERATIONS
from .outcome import RESIGNATION
from .tables import CELL_OF, OPEN, X
from .verdict import LINE_LENGTH, Verdict, position_seed

# Each move of the expected line was visited at least this often (fewer
# visits say too little to be expected).
LINE_VISITS = 4


def position_on_board(game, ply):
    """The position after ``ply`` moves of ``game`` as it stands on the
    board: a resignation is not a move, so the last position of a resigned
    game is judged as it was when the player gave up."""
    position = game_at(game, ply)
    if position.outcome is not None and position.outcome.termination == RESIGNATION:
        position.pop()
    return position


def _winning_moves(codes, boards, target, turn, early_draw):
    """The moves with which ``turn`` wins the game at once."""
    out = []
    for m in legal_moves(codes, boards, target):
        if play_move(codes[:], boards[:], turn, m, early_draw) == turn:
            out.append(m)
    return out


def _safe_moves(codes, boards, target, turn, early_draw):
    """The moves after which the opponent cannot win the game with one move."""
    out = []
    for m in legal_moves(codes, boards, target):
        after_codes = codes[:]
        after_boards = boards[:]
        if play_move(after_codes, after_boards, turn, m, early_draw) >= 0:
            out.append(m)                   # the game ends here: nothing to answer
            continue
        sent = CELL_OF[m] if after_boards[CELL_OF[m]] == OPEN else -1
        if not _winning_moves(after_codes, after_boards, sent, 3 - turn, early_draw):
            out.append(m)
    return out


def _for_x(turn, value):
    """A value in thousandths for the side to move ``turn``, seen by X."""
    return value if turn == X else WIN - value


class PositionAnalysis:
    """A ``level``'s look at one position: ``step`` it until ``verdict`` is
    set. ``budget``: the search's iterations (0: the deep look, the level's
    own budget up to ``levels.DEEP_ITERATIONS``; ``levels.QUICK_ITERATIONS``
    for the quick one)."""

    def __init__(self, game, seed, level, budget=0):
        self.search = None
        self.verdict = None
        outcome = game.outcome
        if outcome is not None:
            value = 500 if outcome.winner is None else (WIN if outcome.winner == X else 0)
            self.verdict = Verdict(value, -1)
            return
        codes, boards, target = from_game(game)
        self.turn = game.turn
        wins = _winning_moves(codes, boards, target, game.turn, game.early_draw)
        if wins:
            self.verdict = Verdict(_for_x(game.turn, WIN), wins[0], (wins[0],))
            return
        self.safe = _safe_moves(codes, boards, target, game.turn, game.early_draw)
        self.search = level.search(game, seed)
        self.budget = budget or min(self.search.config.budget, DEEP_ITERATIONS)

    def remaining(self):
        """Iterations still to run (0 once the verdict is in)."""
        if self.verdict is not None:
            return 0
        return self.budget - self.search.iterations

    def step(self, iterations):
        """Run up to ``iterations`` more; returns the verdict once there is one."""
        if self.verdict is None:
            self.search.step(max(1, min(iterations, self.remaining())))
            if self.remaining() <= 0:
                self.verdict = self._conclude()
        return self.verdict

    def _conclude(self):
        """The most visited safe move (any move when none is safe: then the
        opponent wins next move whatever is played, so the value is a loss)."""
        stats = self.search.root_moves()
        safe = self.safe
        best = None
        for k, (m, visits, rate) in enumerate(stats):
            if (not safe or m in safe) and (best is None or visits > best[1]):
                best = (m, visits, rate, self.search.first[0] + k)
        line = self._line(best[3])
        if not safe:
            return Verdict(_for_x(self.turn, 0), best[0], line)
        if best[1] == 0:                    # no visit: the root's own mean, seen by the mover
            value = WIN - int(round(WIN * self.search.mean[0] / ONE))
        else:
            value = int(round(WIN * best[2]))
        return Verdict(_for_x(self.turn, value), best[0], line)

    def _line(self, node):
        """The move of the root's child ``node``, then from there on the most
        visited move while the search looked there often enough."""
        search = self.search
        first, count, visits, move = search.first, search.count, search.visits, search.move
        line = [move[node]]
        while len(line) < LINE_LENGTH and count[node] > 0:
            start = first[node]
            child = start
            for other in range(start + 1, start + count[node]):
                if visits[other] > visits[child]:
                    child = other
            if visits[child] < LINE_VISITS:
                break
            line.append(move[child])
            node = child
        return tuple(line)


def analyse_position(game, seed, level, budget=0):
    """The Verdict on ``game``'s position, with ``budget`` iterations
    (0: the level's own)."""
    analysis = PositionAnalysis(game, seed, level, budget)
    while analysis.verdict is None:
        analysis.step(analysis.remaining())
    return analysis.verdict


def analyse_game(game, level, budget=0):
    """[Verdict] of ``level`` for the position on the board after each ply
    0..len(moves) of ``game`` (replayed from its root), with the seeds the
    browser uses."""
    out = []
    for ply in range(len(game.moves) + 1):
        out.append(analyse_position(position_on_board(game, ply), position_seed(ply), level,
                                    budget))
    return out


