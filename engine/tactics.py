"""Short forced wins, fast: the same questions as ``solve`` (its plain
search over ``Game`` is the reference; tests/engine/test_tactics.py holds
this module to it on random positions), answered on ``fastrules``' board
codes with a table of positions already decided. The puzzle miner asks
them of every position of thousands of games, and the build proves every
puzzle again with them.

"Wins within n" counts the side to move's own moves, as in ``solve``.
A ``Tactics`` keeps its table between questions, so the many questions a
puzzle's proof asks of one position and its neighbours share their work.
"""

from .fastrules import CODES, WIN_AT, from_game, legal_moves, play_move
from .tables import BOARD_OF, CELL_OF, LINES, LINES_THROUGH, OPEN


def _partners():
    """PARTNERS[b]: the pairs of boards that make a big-board line with b."""
    out = []
    for b in range(9):
        pairs = []
        for k in LINES_THROUGH[b]:
            others = [c for c in LINES[k] if c != b]
            pairs.append((others[0], others[1]))
        out.append(pairs)
    return out


PARTNERS = _partners()


def _wins_at_once(codes, boards, target, turn):
    """Whether ``turn`` to move has a move that wins the game at once."""
    offset = (turn - 1) * CODES
    for b in ((target,) if target >= 0 else range(9)):
        if boards[b] != OPEN or WIN_AT[offset + codes[b]] < 0:
            continue
        for p, q in PARTNERS[b]:
            if boards[p] == turn and boards[q] == turn:
                return True
    return False


class Tactics:
    """Forced-win questions about positions of games played under one rule
    set (``early_draw``), sharing one table of decided positions."""

    def __init__(self, early_draw=True):
        self.early_draw = early_draw
        # (codes..., target, turn, n) -> whether turn wins within n.
        self.table = {}

    def _wins(self, codes, boards, target, turn, n):
        """Whether ``turn`` to move in this position forces a win within
        ``n`` own moves (the lists are changed and put back)."""
        if _wins_at_once(codes, boards, target, turn):
            return True
        if n <= 1:
            return False
        key = (tuple(codes), target, turn, n)
        known = self.table.get(key)
        if known is not None:
            return known
        found = False
        for move in legal_moves(codes, boards, target):
            if self._forces(codes, boards, target, turn, move, n):
                found = True
                break
        self.table[key] = found
        return found

    def _forces(self, codes, boards, target, turn, move, n):
        """Whether ``move`` by ``turn`` wins within ``n`` against every reply."""
        b = BOARD_OF[move]
        code, state = codes[b], boards[b]
        result = play_move(codes, boards, turn, move, self.early_draw)
        try:
            if result >= 0:
                return result == turn
            if n <= 1:
                return False
            other = 3 - turn
            sent = CELL_OF[move]
            after = sent if boards[sent] == OPEN else -1
            if _wins_at_once(codes, boards, after, other):
                return False
            for reply in legal_moves(codes, boards, after):
                rb = BOARD_OF[reply]
                rcode, rstate = codes[rb], boards[rb]
                ended = play_move(codes, boards, other, reply, self.early_draw)
                if ended >= 0:
                    held = False
                else:
                    back = CELL_OF[reply]
                    held = self._wins(codes, boards, back if boards[back] == OPEN else -1,
                                      turn, n - 1)
                codes[rb], boards[rb] = rcode, rstate
                if not held:
                    return False
            return True
        finally:
            codes[b], boards[b] = code, state

    # -- the questions, about a Game ------------------------------------------

    def wins_within(self, game, n):
        """Whether the side to move can force a win within ``n`` own moves."""
        if game.outcome is not None or n < 1:
            return False
        codes, boards, target = from_game(game)
        return self._wins(codes, boards, target, game.turn, n)

    def forces_win(self, game, move, n):
        """Whether ``move`` by the side to move wins within ``n`` own moves."""
        codes, boards, target = from_game(game)
        return self._forces(codes, boards, target, game.turn, move, n)

    def winning_moves(self, game, n):
        """The legal moves that win within ``n`` own moves (wins at once included)."""
        return [move for move in game.legal_moves() if self.forces_win(game, move, n)]

    def win_distance(self, game, limit):
        """The fewest own moves in which the side to move forces a win, or
        None when it takes more than ``limit``."""
        for k in range(1, limit + 1):
            if self.wins_within(game, k):
                return k
        return None

    def refutation(self, game, move, n):
        """After ``move`` (one that does not end the game), the first reply
        in cell order that leaves the mover no forced win within ``n - 1``;
        None when ``move`` wins within ``n``."""
        game.push(move)
        try:
            for reply in game.legal_moves():
                game.push(reply)
                stopped = game.outcome is not None or not self.wins_within(game, n - 1)
                game.pop()
                if stopped:
                    return reply
            return None
        finally:
            game.pop()

    def strongest_defence(self, game, move, n):
        """After ``move`` (one that does not end the game), ``(reply, k)``:
        the reply after which the mover needs the most own moves, k, to win
        (k = ``n`` when it leaves no win within ``n - 1``); ties go to the
        first reply in cell order."""
        game.push(move)
        try:
            best = None
            for reply in game.legal_moves():
                game.push(reply)
                k = n if game.outcome is not None else (self.win_distance(game, n - 1) or n)
                game.pop()
                if best is None or k > best[1]:
                    best = (reply, k)
            return best
        finally:
            game.pop()

    def saving_moves(self, game, n):
        """The moves after which the opponent has no forced win within ``n``
        of its own moves (a move that ends the game saves it)."""
        found = []
        for move in game.legal_moves():
            game.push(move)
            if game.outcome is not None or not self.wins_within(game, n):
                found.append(move)
            game.pop()
        return found

    def losing_reply(self, game, move, n):
        """After ``move``, the opponent's reply that starts its fastest forced
        win within ``n`` own moves (ties: the first in cell order), or None."""
        game.push(move)
        try:
            if game.outcome is not None:
                return None
            best = None
            for reply in game.legal_moves():
                for k in range(1, n + 1 if best is None else best[1]):
                    if self.forces_win(game, reply, k):
                        best = (reply, k)
                        break
            return None if best is None else best[0]
        finally:
            game.pop()
