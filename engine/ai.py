"""The computer player: Monte-Carlo tree search in budgeted steps.

A ``Search`` grows a tree from a position one iteration at a time (select,
expand, value the new leaf, back up), so a browser can run it in slices,
stop it whenever it likes and still ask for the best move so far. It takes
everything it needs besides the position and the seed as one
``SearchConfig``: the evaluator (``evaluators``: priors for new nodes and
the value of a leaf), the budget, the selection rule and its exploration
constant, and the solver. Everything is deterministic for a given seed: the
strength a match measures in CPython is the strength a visitor meets in
Brython.

The solver (the Expert's): wins, losses and draws proven at the game's end
are backed up the tree (a move that wins proves its parent lost for the
opponent; a node whose children are all proven takes the best of them), the
search never enters a proven node again, never picks a proven loss while
another move exists and always takes a proven win. Values are integers
(thousandths of a win), so the search gives the same tree in CPython and in
Brython. The tree lives in flat lists indexed by node number, because
attribute reads and calls are slow under Brython.

A ``Level`` is a computer opponent: its SearchConfig and how often it slips.
"""

from . import neteval
from .errors import GameOverError
from .evaluators import HALF, WIN, LearnedEvaluator, PlayoutEvaluator, TacticalEvaluator
from .levels import LEVEL_NAMES
from .fastrules import from_game, legal_moves, play_move
from .rng import Random, seed_state
from .tables import CELL_OF, OPEN

# Iterations per slice when a search runs a little at a time (the browser's
# worker, UGI), checking between slices whether to stop.
SEARCH_SLICE = 100

# PUCT's selection compares whole numbers, which are the same in CPython and
# Brython, and under Brython are fast where float arithmetic and // are slow
# (see tables): a mean is in units of 1/ONE, worked out as score *
# MEAN_SCALE[visits] (about ONE / (WIN visits)); a prior share is in units of
# 1/SHARE_ONE, and share / (visits + 1) as share * SCALE[visits + 1] (about
# SCALE_ONE / (visits + 1)); the exploration factor c * sqrt(visits + 1) is in
# units of 1/ROOT_ONE**2 (c and the root each in 1/ROOT_ONE). The factor times
# a share over visits is then in units of 1/ONE, and no sum or product passes
# 2**53 (past it Brython's whole numbers stay exact but slow) until a node has
# about 10**6 visits.
ONE = 1 << 40
SHARE_ONE = 1 << 16
SCALE_ONE = 1 << 16
ROOT_ONE = 1 << 4
# How much worse than its parent an unvisited move is assumed to be (PUCT).
FPU = ONE // 5
# What selection sees as the mean of a child proven won or lost for the player
# choosing it: always taken, or never taken while another move exists.
PROVEN_MEAN = {WIN: 1 << 50, 0: -(1 << 50)}

# The selection rules.
PUCT = "puct"
UCB1 = "ucb1"

LN2 = 0.6931471805599453


def natural_log(n):
    """ln n for a whole number n >= 1, without the math module (the engine
    imports nothing from outside itself): n = m * 2**k with 1 <= m < 2, and
    ln m = 2 atanh((m - 1) / (m + 1)) by its series, whose terms shrink
    ninefold at least."""
    k = n.bit_length() - 1
    m = n / (1 << k)
    z = (m - 1) / (m + 1)
    z2 = z * z
    total = 0.0
    for j in range(1, 40, 2):
        total += z / j
        z *= z2
    return k * LN2 + 2 * total


# _LOGS[n] = ln n (_LOGS[0] unused), grown as UCB1 searches need it.
_LOGS = [0.0]


def _logs(size):
    """_LOGS, with at least ``size`` entries."""
    while len(_LOGS) < size:
        _LOGS.append(natural_log(len(_LOGS)))
    return _LOGS


# _ROOTS[n] = floor(sqrt(n)) in units of 1/ROOT_ONE, SCALE[n] = SCALE_ONE / n
# and MEAN_SCALE[n] = ONE / (WIN n), rounded (index 0 unused), grown together
# as PUCT searches need them, in whole numbers only, so CPython and Brython
# agree to the last unit. The roots are counted up from the last one (no
# division: a worker's first Expert move grows them to 15,000 entries, which
# Newton's method took 0.27 s to do under Brython).
_ROOTS = [0]
_SCALE = [0]
_MEAN_SCALE = [0]


def _puct_tables(size):
    """_ROOTS, _SCALE and _MEAN_SCALE, with at least ``size`` entries."""
    root = _ROOTS[-1]
    while len(_ROOTS) < size:
        n = len(_ROOTS)
        square = n * ROOT_ONE * ROOT_ONE
        while (root + 1) * (root + 1) <= square:
            root += 1
        _ROOTS.append(root)
        _SCALE.append((2 * SCALE_ONE + n) // (2 * n))
        _MEAN_SCALE.append((2 * ONE + WIN * n) // (2 * WIN * n))
    return _ROOTS, _SCALE, _MEAN_SCALE


# Lists a new node's children start from, by their number (extending by a
# list is faster than building one with * under Brython).
ZEROS = [[0] * n for n in range(82)]
UNEXPANDED = [[-1] * n for n in range(82)]
UNVISITED = [[-2] * n for n in range(82)]      # result -2: not known until first visited
TURNS = [None, [[1] * n for n in range(82)], [[2] * n for n in range(82)]]


class SearchConfig:
    """How a search runs, whole.

    ``evaluator``: the priors of new nodes and the values of leaves (see
    ``evaluators``); ``budget``: the iterations for a move; ``selection``:
    PUCT (AlphaZero's rule: the priors weigh exploration, and an unvisited
    move starts from its parent's value, a little pessimistically) or UCB1
    (the priors are ignored, each move is tried once first); ``exploration``:
    that rule's constant; ``solver``: back up proven results (see above).
    """

    def __init__(self, evaluator, budget, exploration, selection=PUCT, solver=False):
        if selection not in (PUCT, UCB1):
            raise ValueError("selection %r must be %r or %r" % (selection, PUCT, UCB1))
        self.evaluator = evaluator
        self.budget = budget
        self.exploration = exploration
        self.selection = selection
        self.solver = solver

    def with_evaluator(self, evaluator, budget):
        """The same search with another evaluator and budget."""
        return SearchConfig(evaluator, budget, self.exploration, self.selection, self.solver)


class Search:
    """Monte-Carlo tree search from one position, run in steps.

    ``config`` (a SearchConfig) says how; ``seed`` fixes every random
    choice. Nodes: 0 is the root; node i was reached by ``move[i]`` played
    by ``mover[i]``; its children are ``first[i] .. first[i]+count[i]-1``
    (count -1: not expanded yet); ``score[i]`` sums ``mover[i]``'s results
    over ``visits[i]`` visits (WIN per win, HALF per draw, or the
    evaluator's 0..WIN); ``result[i]`` is the game's end right after move[i]
    (-1 if it goes on). With the solver, ``proven[i]`` is mover[i]'s proven
    result (WIN, HALF or 0; -1 unknown).
    """

    def __init__(self, game, config, seed=1):
        if game.outcome is not None:
            raise GameOverError("cannot search: the game is over")
        self.codes, self.boards, self.target = from_game(game)
        self.turn = game.turn
        self.early_draw = game.early_draw
        self.config = config
        self.prior = config.evaluator.prior
        # The search's random stream: the evaluator's playouts draw from it.
        self.state = seed_state(seed)
        self.move = [-1]
        self.mover = [3 - game.turn]
        self.parent = [-1]
        self.first = [0]
        self.count = [-1]
        self.visits = [0]
        self.score = [0]
        # The prior's share of each move, in units of 1/SHARE_ONE.
        self.weight = [SHARE_ONE]
        # Kept up to date by the backup, so that selection needs no division:
        # mean[i] = score[i] / (WIN visits[i]) and
        # bonus[i] = weight[i] / (visits[i] + 1), in the units above.
        self.mean = [ONE // 2]
        self.bonus = [SHARE_ONE * SCALE_ONE]
        self.result = [-1]
        self.proven = [-1]
        self.iterations = 0

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
        prior = self.prior
        config = self.config
        exploration = config.exploration
        ucb1 = config.selection == UCB1
        logs = _logs(self.iterations + iterations + 2) if ucb1 else None
        roots, scale, mean_scale = _puct_tables(self.iterations + iterations + 2)
        explore_c = int(round(exploration * ROOT_ONE))
        value = config.evaluator.value
        solver = config.solver
        early_draw = self.early_draw
        state = self.state
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
                    # Expand: a child per legal move, its share of the prior.
                    moves = legal_moves(codes, boards, target)
                    n = len(moves)
                    first[node] = len(move)
                    count[node] = n
                    if n == 0:
                        break
                    weights = prior(codes, boards, turn, moves)
                    total = 0
                    for w in weights:
                        total += w
                    shares = [w * SHARE_ONE // total for w in weights]
                    bonuses = [w * SCALE_ONE for w in shares]
                    zeros = ZEROS[n]
                    move.extend(moves)
                    mover.extend(TURNS[turn][n])
                    parent.extend([node] * n)
                    first.extend(zeros)
                    count.extend(UNEXPANDED[n])
                    visits.extend(zeros)
                    score.extend(zeros)
                    weight.extend(shares)
                    mean.extend(zeros)
                    bonus.extend(bonuses)
                    result.extend(UNVISITED[n])
                    proven.extend(UNEXPANDED[n])
                elif count[node] == 0:
                    break
                start = first[node]
                best = start
                best_value = -(1 << 52)
                if ucb1:
                    # UCB1: the first unvisited child, else the best mean
                    # plus exploration * sqrt(ln(parent visits) / visits).
                    explore = ONE * exploration * logs[visits[node] + 1] ** 0.5
                    for child in range(start, start + count[node]):
                        n = visits[child]
                        if n == 0:
                            best = child
                            break
                        child_value = mean[child] + explore / n ** 0.5
                        if child_value > best_value:
                            best_value = child_value
                            best = child
                else:
                    # PUCT (inline: calls are slow under Brython). Unvisited
                    # children start from the parent's value for the
                    # opponent, a little pessimistically ("first play urgency").
                    explore = explore_c * roots[visits[node] + 1]
                    fpu = ONE - mean[node] - FPU
                    for child in range(start, start + count[node]):
                        if visits[child]:
                            child_value = mean[child] + explore * bonus[child]
                        else:
                            child_value = fpu + explore * bonus[child]
                        if child_value > best_value:
                            best_value = child_value
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
            if outcome == 1:
                x_value = WIN
            elif outcome == 2:
                x_value = 0
            elif outcome == 0:
                x_value = HALF
            elif proven[node] >= 0:
                x_value = proven[node] if mover[node] == 1 else WIN - proven[node]
            else:
                if boards[target] != OPEN:
                    target = -1
                x_value, state = value(codes, boards, turn, target, state, early_draw)
            o_value = WIN - x_value
            leaf = node
            while node >= 0:
                n = visits[node] + 1
                visits[node] = n
                # No sum or product that comes to 0 (slow under Brython, see tables).
                total = score[node]
                if mover[node] == 1:
                    if x_value:
                        total += x_value
                        score[node] = total
                elif o_value:
                    total += o_value
                    score[node] = total
                if total:
                    mean[node] = total * mean_scale[n]
                bonus[node] = weight[node] * scale[n + 1]
                node = parent[node]
            if solver and result[leaf] >= 0 and proven[leaf] < 0:
                ended = result[leaf]          # the game's end: a proof to back up
                self._prove(leaf, HALF if ended == 0 else WIN if ended == mover[leaf] else 0)
        self.state = state
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


# The slips draw from a random stream of their own, the Lehmer sequence from
# the move's seed + SLIP_STREAM (the search's starts from the seed itself), so
# that slipping or not leaves the search's draws alone.
SLIP_STREAM = 7919


class Level:
    """A computer opponent: the search it runs and how often it slips.

    ``playouts`` is its SearchConfig with random playouts; a level with
    ``learned`` (a function from ``neteval``'s evaluation to a SearchConfig)
    plays that one instead when the evaluation's data loads. ``slip``: per
    mille, how often it plays a random legal move instead of its search's."""

    def __init__(self, name, slip, playouts, learned=None):
        self.name = name
        self.slip = slip
        self.playouts = playouts
        self.learned = learned
        self._config = None

    def config(self):
        """The SearchConfig this level plays with, decided once, on first use
        (decoding the learned data takes a moment under Brython; the worker
        does it before the first move is asked for)."""
        if self._config is None:
            evaluate = neteval.load() if self.learned is not None else None
            self._config = self.playouts if evaluate is None else self.learned(evaluate)
        return self._config

    def search(self, game, seed):
        """A search for ``game``, to run for its config's budget."""
        return Search(game, self.config(), seed)

    def choose(self, search, seed):
        """The move to play once ``search`` has run (a slip, or its best move)."""
        slips = Random(seed + SLIP_STREAM)
        if slips.below(1000) < self.slip:
            moves = legal_moves(search.codes, search.boards, search.target)
            return moves[slips.below(len(moves))]
        return search.best_move()

    def move(self, game, seed):
        """Search with the whole budget and choose (the non-browser way)."""
        search = self.search(game, seed)
        search.step(search.config.budget)
        return self.choose(search, seed)


# The Expert without its learned data: greedy playouts, for the iterations
# that take about as long as its search with the evaluation.
EXPERT_PLAYOUTS = SearchConfig(TacticalEvaluator(greedy=True), 2000, exploration=1.5,
                               solver=True)

# The levels, by the names of ``levels.LEVEL_NAMES`` (weakest first).
LEVELS = dict(zip(LEVEL_NAMES, (
    Level("beginner", 300, SearchConfig(PlayoutEvaluator(), 40, exploration=2.5)),
    Level("medium", 0, SearchConfig(PlayoutEvaluator(), 400, exploration=2.5)),
    Level("expert", 0, EXPERT_PLAYOUTS,
          learned=lambda evaluate: EXPERT_PLAYOUTS.with_evaluator(LearnedEvaluator(evaluate), 15000)),
)))
