"""The computer player: Monte-Carlo tree search in budgeted steps.

A ``Search`` grows a tree from a position one iteration at a time (select
with PUCT, expand, random playout from ``playout``, back up), so a browser
can run it in slices, stop it whenever it likes and still ask for the best
move so far. Everything is deterministic for a given seed: the strength a
match measures in CPython is the strength a visitor meets in Brython.

Move priors come from a small evaluator that knows the tips of the site's
own Tips page (win small boards, do not hand the opponent a board or a free
choice); ``uniform_prior`` turns that knowledge off. The Expert values the
leaves of its tree with a learned evaluation (``neteval``) instead of a
random playout (falling back to playouts when that evaluation's data
cannot be loaded), and runs a solver: wins, losses and draws proven at the
game's end are backed up the tree (a move that wins proves its parent lost
for the opponent; a node whose children are all proven takes the best of
them), the search never enters a proven node again, never picks a proven
loss while another move exists and always takes a proven win. Values are
integers (thousandths of a win), so the search gives the same tree in
CPython and in Brython. The tree lives in flat lists indexed by node
number, because attribute reads and calls are slow under Brython.
"""

from . import neteval
from .errors import GameOverError
from .levels import LEVEL_NAMES
from .fastrules import CODES, DELTA, STATUS, WIN_AT, from_game, legal_moves, play_move
from .playout import playout
from .rng import MODULUS, MULTIPLIER, seed_state
from .tables import BOARD_OF, CELL_OF, LINE_STATE, LINES, LINES_THROUGH, OPEN

# Iterations per slice when a search runs a little at a time (the browser's
# worker, UGI), checking between slices whether to stop.
SEARCH_SLICE = 100


def _can_win():
    """WINS[mark][code]: does ``mark`` win the small board ``code`` in one move?"""
    return [None, [c >= 0 for c in WIN_AT[:CODES]], [c >= 0 for c in WIN_AT[CODES:]]]


WINS = _can_win()

# Prior weights for the evaluator's verdicts (index = verdict + 3).
WEIGHTS = [1, 3, 6, 10, 16, 26, 60]
# How much worse than its parent an unvisited move is assumed to be.
FPU = 0.2
# A win counts WIN in the scores, a draw half of it.
WIN = 1000
HALF = 500
# What selection sees as the mean of a child proven won or lost for the player
# choosing it: always taken, or never taken while another move exists.
PROVEN_MEAN = {WIN: 1e8, 0: -1e8}


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


def tactical_prior(codes, boards, turn, moves):
    return [WEIGHTS[tactical_verdict(codes, boards, turn, m) + 3] for m in moves]


def uniform_prior(codes, boards, turn, moves):
    return [1] * len(moves)


class Search:
    """Monte-Carlo tree search from one position, run in steps.

    ``prior(codes, boards, turn, moves)`` gives each move a positive weight
    (the evaluator); ``c_puct`` weighs exploration; ``seed`` fixes every
    random choice; ``evaluate`` (from ``neteval``), if given, values a new
    leaf instead of a random playout. Nodes: 0 is the root; node i was
    reached by ``move[i]`` played by ``mover[i]``; its children are
    ``first[i] .. first[i]+count[i]-1`` (count -1: not expanded yet);
    ``score[i]`` sums ``mover[i]``'s results over ``visits[i]`` visits (WIN
    per win, HALF per draw, or the evaluation's 0..WIN); ``result[i]`` is the
    game's end right after move[i] (-1 if it goes on). With ``solver``,
    ``proven[i]`` is mover[i]'s proven result (WIN, HALF or 0; -1 unknown).
    """

    def __init__(self, game, seed=1, prior=tactical_prior, c_puct=2.5, greedy=False,
                 evaluate=None, budget=0, solver=False):
        if game.outcome is not None:
            raise GameOverError("cannot search: the game is over")
        self.codes, self.boards, self.target = from_game(game)
        self.turn = game.turn
        self.early_draw = game.early_draw
        self.prior = prior
        self.c_puct = c_puct
        self.greedy = greedy
        self.evaluate = evaluate
        self.solver = solver
        # How many iterations the level that made this search runs.
        self.budget = budget
        self.state = seed_state(seed)
        self.move = [-1]
        self.mover = [3 - game.turn]
        self.parent = [-1]
        self.first = [0]
        self.count = [-1]
        self.visits = [0]
        self.score = [0]
        self.weight = [1.0]
        # Kept up to date by the backup, so that selection needs no division:
        # mean[i] = score[i] / (WIN visits[i]); bonus[i] = weight[i] / (visits[i] + 1).
        self.mean = [0.5]
        self.bonus = [1.0]
        self.result = [-1]
        self.proven = [-1]
        self.iterations = 0

    def _expand(self, node, codes, boards, turn, target):
        moves = legal_moves(codes, boards, target)
        weights = self.prior(codes, boards, turn, moves)
        total = 0
        for w in weights:
            total += w
        start = len(self.move)
        n = len(moves)
        self.first[node] = start
        self.count[node] = n
        self.move.extend(moves)
        self.mover.extend([turn] * n)
        self.parent.extend([node] * n)
        self.first.extend([0] * n)
        self.count.extend([-1] * n)
        self.visits.extend([0] * n)
        self.score.extend([0] * n)
        shares = [w / total for w in weights]
        self.weight.extend(shares)
        self.mean.extend([0.0] * n)
        self.bonus.extend(shares)
        self.result.extend([-2] * n)      # -2: not known until first visited
        self.proven.extend([-1] * n)

    def step(self, iterations=1):
        """Run ``iterations`` more iterations; returns the total run so far."""
        move = self.move
        mover = self.mover
        parent = self.parent
        count = self.count
        visits = self.visits
        score = self.score
        result = self.result
        mean = self.mean
        bonus = self.bonus
        weight = self.weight
        proven = self.proven
        first = self.first
        c_puct = self.c_puct
        early_draw = self.early_draw
        evaluate = self.evaluate
        for _ in range(iterations):
            if proven[0] >= 0:
                break                         # solved: nothing left to search
            codes = self.codes[:]
            boards = self.boards[:]
            turn = self.turn
            target = self.target
            node = 0
            outcome = -1
            while True:
                if count[node] < 0:
                    self._expand(node, codes, boards, turn, target)
                if count[node] == 0:
                    break
                # Select the child with the best PUCT value (inline: calls are
                # slow under Brython). Unvisited children start from the
                # parent's value for the opponent, a little pessimistically
                # ("first play urgency").
                explore = c_puct * (visits[node] + 1) ** 0.5
                fpu = 1.0 - mean[node] - FPU
                start = first[node]
                best = start
                best_value = -1e9
                for child in range(start, start + count[node]):
                    if visits[child]:
                        value = mean[child] + explore * bonus[child]
                    else:
                        value = fpu + explore * bonus[child]
                    if value > best_value:
                        best_value = value
                        best = child
                node = best
                m = move[node]
                outcome = play_move(codes, boards, turn, m, early_draw)
                result[node] = outcome
                turn = 3 - turn
                target = CELL_OF[m]
                if outcome >= 0 or visits[node] == 0 or proven[node] >= 0:
                    break
            # x_value: X's result, 0..WIN.
            if outcome < 0 and proven[node] >= 0:
                x_value = proven[node] if mover[node] == 1 else WIN - proven[node]
                outcome = 3
            elif outcome < 0:
                if boards[target] != OPEN:
                    target = -1
                if evaluate is not None:
                    x_value = evaluate(codes, 3 - turn, target)
                    if turn == 1:
                        x_value = WIN - x_value
                    outcome = 3
                else:
                    self.state = self.state * MULTIPLIER % MODULUS
                    outcome, _, self.state = playout(codes, boards, turn, target, self.state,
                                                     early_draw, self.greedy)
            if outcome == 1:
                x_value = WIN
            elif outcome == 2:
                x_value = 0
            elif outcome == 0:
                x_value = HALF
            o_value = WIN - x_value
            leaf = node
            while node >= 0:
                n = visits[node] + 1
                visits[node] = n
                if mover[node] == 1:
                    score[node] += x_value
                else:
                    score[node] += o_value
                mean[node] = score[node] / (WIN * n)
                bonus[node] = weight[node] / (n + 1)
                node = parent[node]
            if self.solver and result[leaf] >= 0 and proven[leaf] < 0:
                ended = result[leaf]          # the game's end: a proof to back up
                self._prove(leaf, HALF if ended == 0 else WIN if ended == mover[leaf] else 0)
        self.iterations += iterations
        return self.iterations

    def _prove(self, node, value):
        """Record ``node`` as proven (``value`` for its mover) and back the
        proof up while it decides its parent."""
        proven = self.proven
        first = self.first
        count = self.count
        while True:
            proven[node] = value
            if value != HALF and node:
                self.mean[node] = PROVEN_MEAN[value]
            node = self.parent[node]
            if node < 0 or proven[node] >= 0:
                return
            if value == WIN:
                value = 0                     # the player to move here wins by that move
            else:
                best = -1
                for child in range(first[node], first[node] + count[node]):
                    if proven[child] < 0:
                        return                # a move not yet decided
                    if proven[child] > best:
                        best = proven[child]
                value = WIN - best

    def root_moves(self):
        """[(move, visits, win rate for the side to move)] for the root's children."""
        if self.count[0] < 0:
            self.step(1)
        first = self.first[0]
        out = []
        for child in range(first, first + self.count[0]):
            n = self.visits[child]
            out.append((self.move[child], n, self.score[child] / (WIN * n) if n else 0.0))
        return out

    def best_move(self):
        """The most visited move so far that is not a proven loss (if there is
        one); a winning or proven winning move at once."""
        stats = self.root_moves()               # expands the root if need be
        first = self.first[0]
        best = None
        for k, (m, n, rate) in enumerate(stats):
            child = first + k
            if self.result[child] == self.turn or self.proven[child] == WIN:
                return m
            lost = self.proven[child] == 0
            if (best is None or (best[3] and not lost)
                    or (lost == best[3] and (n > best[1] or (n == best[1] and rate > best[2])))):
                best = (m, n, rate, lost)
        return best[0]


class Level:
    """A computer opponent: a fixed budget and how it uses it.

    With ``learned``, the search values its leaves with ``neteval``'s
    evaluation and runs ``iterations``; should that evaluation's data not
    load, it plays random playouts instead, with the ``fallback`` budget
    (which takes about as long)."""

    def __init__(self, name, iterations, prior, slip, greedy=False, learned=False, fallback=0,
                 c_puct=2.5, solver=False):
        self.name = name
        self.iterations = iterations
        self.prior = prior
        self.greedy = greedy
        self.learned = learned
        self.fallback = fallback
        self.c_puct = c_puct
        self.solver = solver
        # Per mille: how often it plays a random legal move instead (a slip).
        self.slip = slip

    def search(self, game, seed, evaluate=None):
        """A search for ``game``; its ``budget`` is how many iterations to run.
        ``evaluate`` overrides the learned evaluation (tests)."""
        if self.learned:
            if evaluate is None:
                evaluate = neteval.load()
            if evaluate is not None:
                return Search(game, seed=seed, prior=self.prior, greedy=self.greedy,
                              evaluate=evaluate, budget=self.iterations, c_puct=self.c_puct,
                              solver=self.solver)
            return Search(game, seed=seed, prior=self.prior, greedy=self.greedy,
                          budget=self.fallback, solver=self.solver)
        return Search(game, seed=seed, prior=self.prior, greedy=self.greedy,
                      budget=self.iterations)

    def choose(self, search, seed):
        """The move to play once ``search`` has run (a slip, or its best move)."""
        state = seed_state(seed + 7919)
        state = state * MULTIPLIER % MODULUS
        if state % 1000 < self.slip:
            moves = legal_moves(search.codes, search.boards, search.target)
            state = state * MULTIPLIER % MODULUS
            return moves[state % len(moves)]
        return search.best_move()

    def move(self, game, seed):
        """Search with the whole budget and choose (the non-browser way)."""
        search = self.search(game, seed)
        search.step(search.budget)
        return self.choose(search, seed)


# The levels, by the names of ``levels.LEVEL_NAMES`` (weakest first).
LEVELS = dict(zip(LEVEL_NAMES, (
    Level("beginner", 40, uniform_prior, 300),
    Level("medium", 400, uniform_prior, 0),
    Level("expert", 3000, tactical_prior, 0, greedy=True, learned=True, fallback=2000,
          c_puct=1.5, solver=True),
)))
