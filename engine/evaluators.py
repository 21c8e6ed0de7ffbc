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
from .tables import BOARD_OF, CELL_OF, LINES, LINES_THROUGH, OPEN

# A win counts WIN in the scores, a draw half of it.
WIN = 1000
HALF = 500
# A playout's winner (0: a draw, 1: X, 2: O) as X's value.
X_VALUE = [HALF, WIN, 0]


def _can_win():
    """WINS[mark][code]: does ``mark`` win the small board ``code`` in one move?"""
    return [None, [c >= 0 for c in WIN_AT[:CODES]], [c >= 0 for c in WIN_AT[CODES:]]]


WINS = _can_win()

# Prior weights for the tactical verdicts (index = verdict + 3; -2 and 2 do
# not occur, since a move that blocks a board does not also win it).
WEIGHTS = [1, 3, 6, 10, 16, 26, 60]


# tactical_verdicts' default table: the verdicts themselves.
VERDICTS = [-3, -2, -1, 0, 1, 2, 3]


def tactical_verdicts(codes, boards, turn, moves, table=VERDICTS):
    """``table[verdict + 3]`` for each of ``moves`` of ``turn``, the verdict
    (-3, -1, 0, 1 or 3) being how the move looks to someone who knows the Tips page:
    3 wins the game; -3 lets the opponent win it next move (sends them to a
    board whose win wins them the game, or gives them a free choice with one);
    otherwise +1 for blocking the opponent's win of this board, +1 for winning
    it, -1 for sending them to a board they can win at once or to a free
    choice. One call for a node's moves: what they share (does the opponent
    win the game by winning board x?) is worked out once, when first needed.
    The verdict is counted from 3 (verdict + 3), which is never 0 where it
    changes (a sum of 0 is slow under Brython, see tables)."""
    opp = 3 - turn
    opp_wins = WINS[opp]
    mark = 9 * turn
    opp_game = [-1] * 9        # does the opponent win the game by winning board x (-1: not known)
    deadly = None              # the open boards whose win wins the opponent the game
    out = []
    for m in moves:
        b = BOARD_OF[m]
        c = CELL_OF[m]
        before = codes[b]
        code = before + DELTA[mark + c]
        closed = STATUS[code]
        index = 3
        if closed == OPEN:
            if opp_wins[before] and not opp_wins[code]:
                index = 4                    # blocks the opponent's win in this board
        elif closed == turn:
            if _wins_game_after(boards, b, turn):
                out.append(table[6])
                continue
            index = 4
        if boards[c] != OPEN or (c == b and closed != OPEN):
            # A free choice for the opponent: fatal if some board would win them the game.
            if deadly is None:
                deadly = [x for x in range(9) if boards[x] == OPEN and opp_wins[codes[x]]
                          and _wins_game_after(boards, x, opp)]
            fatal = closed == OPEN and opp_wins[code] and _wins_game_after(boards, b, opp)
            for x in deadly:
                if x != b:
                    fatal = True
                    break
            out.append(table[0] if fatal else table[index - 1])
            continue
        if opp_wins[code if c == b else codes[c]]:
            wins = opp_game[c]
            if wins < 0:
                wins = 1 if _wins_game_after(boards, c, opp) else 0
                opp_game[c] = wins
            if wins:
                out.append(table[0])         # the opponent would win the game
                continue
            index -= 1
        out.append(table[index])
    return out


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
    """The Tips page's priors (``tactical_verdicts``), playouts for the value."""

    def prior(self, codes, boards, turn, moves):
        return tactical_verdicts(codes, boards, turn, moves, WEIGHTS)


class LearnedEvaluator(TacticalEvaluator):
    """The Tips page's priors; a leaf is worth what ``evaluate`` (made by
    ``neteval.load``) says of it, no playout, so the random state is left alone."""

    def __init__(self, evaluate):
        TacticalEvaluator.__init__(self)
        self.evaluate = evaluate

    def value(self, codes, boards, turn, target, state, early_draw):
        mover_value = self.evaluate(codes, 3 - turn, target)
        return (mover_value if turn == 2 else WIN - mover_value), state
