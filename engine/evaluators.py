"""What a search knows about positions (its evaluator, as in OpenSpiel's
MCTS): a weight for each move of a new node (``prior``) and the value of a
leaf of the tree (``value``).

- ``PlayoutEvaluator``: nothing: every move weighs the same, and a leaf is
  worth the result of a random game played from it (OpenSpiel's
  RandomRolloutEvaluator); Beginner, Medium and the plain UCT baseline.
- ``TacticalEvaluator``: the tips of the site's own Tips page as priors (win
  small boards, do not hand the opponent a board or a free choice), greedy
  playouts for the value; the Expert when its learned data cannot load.
- ``LearnedEvaluator``: the same priors, and the learned evaluation of
  ``neteval`` instead of a playout; the Expert.

Values are integers (thousandths of a win for X), so CPython and Brython
build the same tree.
"""

from .fastrules import CODES, DELTA, STATUS, WIN_AT
from .playout import playout
from .rng import MODULUS, MULTIPLIER
from .tables import BOARD_OF, CELL_OF, LINE_STATE, LINES, LINES_THROUGH, OPEN

# A win counts WIN in the scores, a draw half of it.
WIN = 1000
HALF = 500
# A playout's winner (0: a draw, 1: X, 2: O) as X's value.
X_VALUE = [HALF, WIN, 0]


def _can_win():
    """WINS[mark][code]: does ``mark`` win the small board ``code`` in one move?"""
    return [None, [c >= 0 for c in WIN_AT[:CODES]], [c >= 0 for c in WIN_AT[CODES:]]]


WINS = _can_win()

# Prior weights for the tactical verdicts (index = verdict + 3).
WEIGHTS = [1, 3, 6, 10, 16, 26, 60]


def tactical_verdict(codes, boards, turn, move):
    """-3..3: how a move looks to someone who knows the Tips page."""
    b = BOARD_OF[move]
    c = CELL_OF[move]
    opp = 3 - turn
    code = codes[b] + DELTA[9 * turn + c]
    verdict = 0
    closed = STATUS[code]
    if WINS[opp][codes[b]] and not WINS[opp][code] and closed == OPEN:
        verdict += 1                         # blocks the opponent's win in this board
    if closed == turn:
        boards[b] = turn
        won_game = False
        for k in LINES_THROUGH[b]:
            ln = LINES[k]
            if LINE_STATE[boards[ln[0]]][boards[ln[1]]][boards[ln[2]]] == turn:
                won_game = True
        boards[b] = OPEN
        if won_game:
            return 3
        verdict += 1
    # Where the opponent goes next.
    target_open = boards[c] == OPEN and not (c == b and closed != OPEN)
    if not target_open:
        # A free choice for the opponent; fatal if some board would win them the game.
        if closed != OPEN:
            boards[b] = closed
        fatal = False
        for other in range(9):
            if boards[other] == OPEN and other != b or (other == b and closed == OPEN):
                other_code = code if other == b else codes[other]
                if WINS[opp][other_code] and _wins_game_after(boards, other, opp):
                    fatal = True
                    break
        boards[b] = OPEN
        return -3 if fatal else verdict - 1
    target_code = code if c == b else codes[c]
    if WINS[opp][target_code]:
        if _wins_game_after(boards, c, opp):
            return -3                        # the opponent would win the game
        verdict -= 1
    return verdict                           # -1..2 here: no clamp needed


def _wins_game_after(boards, b, mark):
    """Would ``mark`` complete a big-board line by winning board ``b``?"""
    for k in LINES_THROUGH[b]:
        ln = LINES[k]
        n = 0
        for x in ln:
            if x == b or boards[x] == mark:
                n += 1
        if n == 3:
            return True
    return False


class PlayoutEvaluator:
    """Uniform priors; a leaf is worth a random playout's result. With
    ``greedy``, the playouts win a board they can win at once and avoid
    sending the opponent to one (see ``playout``)."""

    def __init__(self, greedy=False):
        self.greedy = greedy

    def prior(self, codes, boards, turn, moves):
        """A positive weight for each of ``moves`` of ``turn`` (the search
        turns them into shares)."""
        return [1] * len(moves)

    def value(self, codes, boards, turn, target, state, early_draw):
        """(X's value of the leaf, 0..WIN; the search's next random state).
        ``turn`` is to move, sent to ``target`` (-1: a free choice); ``state``
        is the search's Lehmer state, which a playout draws from."""
        state = state * MULTIPLIER % MODULUS
        winner, _, state = playout(codes, boards, turn, target, state, early_draw, self.greedy)
        return X_VALUE[winner], state


class TacticalEvaluator(PlayoutEvaluator):
    """The Tips page's priors (``tactical_verdict``), playouts for the value."""

    def prior(self, codes, boards, turn, moves):
        return [WEIGHTS[tactical_verdict(codes, boards, turn, m) + 3] for m in moves]


class LearnedEvaluator(TacticalEvaluator):
    """The Tips page's priors; a leaf is worth what ``evaluate`` (made by
    ``neteval.load``) says of it, no playout, so the random state is left alone."""

    def __init__(self, evaluate):
        TacticalEvaluator.__init__(self)
        self.evaluate = evaluate

    def value(self, codes, boards, turn, target, state, early_draw):
        mover_value = self.evaluate(codes, 3 - turn, target)
        return (mover_value if turn == 2 else WIN - mover_value), state
