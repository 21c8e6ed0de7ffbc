"""The computer player: legal, reproducible, stoppable, and tactically awake."""

import math

import pytest

from engine import Game, GameOverError, cell_name, parse_cell, parse_position
from engine.ai import LEVELS, PUCT, SHARE_ONE, UCB1, Search, SearchConfig, natural_log
from engine.evaluators import WIN, PlayoutEvaluator, TacticalEvaluator, tactical_verdicts
from engine.fastrules import board_code
from engine.match import PLAIN_UCT
from engine.game import small_board_state
from engine.rng import Random
from engine.tables import BOARD_OF, EMPTY, LINES, OPEN

from .positions import O_WON, X_WON, position


# Searches that no level runs: the Tips page's priors with plain playouts,
# and uniform priors (both PUCT at 2.5), the latter with the solver.
TACTICAL = SearchConfig(TacticalEvaluator(), 300, exploration=2.5)
UNIFORM = SearchConfig(PlayoutEvaluator(), PLAIN_UCT.budget, exploration=2.5)
UNIFORM_SOLVER = SearchConfig(PlayoutEvaluator(), 1300, exploration=2.5, solver=True)


def random_positions(count, seed):
    rng = Random(seed)
    out = []
    while len(out) < count:
        game = Game(early_draw=rng.below(2) == 0)
        for _ in range(rng.below(60)):
            if game.outcome is not None:
                break
            game.push(rng.choice(game.legal_moves()))
        if game.outcome is None:
            out.append(game)
    return out


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_every_level_plays_legal_moves(level):
    budget = {"beginner": None, "medium": 120, "expert": 120}[level]
    for k, game in enumerate(random_positions(25, 5)):
        if budget is None:
            move = LEVELS[level].move(game, seed=k)
        else:
            search = LEVELS[level].search(game, k)
            search.step(budget)
            move = LEVELS[level].choose(search, k)
        assert game.is_legal(move), (level, k)


def test_a_seed_reproduces_the_move_and_another_seed_may_differ():
    game = random_positions(1, 9)[0]
    first = [LEVELS["medium"].move(game, seed=s) for s in (1, 1, 2)]
    assert first[0] == first[1]
    search_a, search_b = Search(game, TACTICAL, 4), Search(game, TACTICAL, 4)
    search_a.step(300)
    search_b.step(300)
    assert search_a.root_moves() == search_b.root_moves()


def test_the_search_can_stop_after_one_step():
    game = Game()
    search = Search(game, TACTICAL, 3)
    assert search.step(1) == 1
    assert game.is_legal(search.best_move())
    assert search.step(10) == 11


def test_a_finished_game_cannot_be_searched():
    game = Game()
    game.resign()
    with pytest.raises(GameOverError, match="cannot search: the game is over"):
        Search(game, TACTICAL)


def test_expert_takes_a_win_in_one():
    # X owns the top-left and top boards and can win the top-right one with
    # i9; O's last move c6 (top-right cell of the left board) sent X there.
    game = parse_position(position(
        [X_WON, X_WON, "xx./oo./...", "..o......", "o........", "", "", "", ""], "X", "c6"))
    assert game.sent_to() == 2
    for seed in range(3):
        assert cell_name(LEVELS["expert"].move(game, seed)) == "i9"


def test_expert_blocks_a_game_winning_threat():
    # O owns the left and centre boards and would win the game by winning the
    # right board (O has g6 and h6 there). X, sent to the top-left board, must
    # neither send O to the right board (c8) nor give a free choice (a8, b8).
    game = parse_position(position(
        ["x........", "", "", O_WON, O_WON, "oo.......", "x........", "x........", "x........"],
        "X", "g6"))
    assert game.sent_to() == 0
    for seed in range(3):
        move = LEVELS["expert"].move(game, seed)
        assert cell_name(move) in ("b9", "c9", "a7", "b7", "c7"), cell_name(move)
    codes = [board_code(game.cells, 9 * b) for b in range(9)]
    for fatal in ("c8", "a8", "b8"):
        assert tactical_verdicts(codes, game.boards[:], 1, [parse_cell(fatal)]) == [-3]
    assert tactical_verdicts(codes, game.boards[:], 1, [parse_cell("b9")])[0] > -3


def _wins_board_at_once(game, board, mark):
    """Can ``mark`` win small board ``board`` of ``game`` with one more mark?"""
    for cell in range(9 * board, 9 * board + 9):
        if game.cells[cell] == EMPTY:
            cells = game.cells[:]
            cells[cell] = mark
            if small_board_state(cells, board) == mark:
                return True
    return False


def _wins_game_by(game, board, mark):
    """Would ``mark`` complete a big-board line by winning ``board``?"""
    boards = game.boards[:]
    boards[board] = mark
    return any(all(boards[b] == mark for b in line) for line in LINES if board in line)


def plain_verdict(game, move):
    """The Tips page's verdict on ``move``, from the reference rules (game.py)."""
    me, opp = game.turn, 3 - game.turn
    board = BOARD_OF[move]
    after = game.copy()
    after.push(move)
    if after.outcome is not None and after.outcome.winner == me:
        return 3
    verdict = 0
    if (_wins_board_at_once(game, board, opp) and after.boards[board] == OPEN
            and not _wins_board_at_once(after, board, opp)):
        verdict += 1
    if after.boards[board] == me:
        verdict += 1
    sent = after.sent_to()
    if sent is None:
        if any(after.boards[b] == OPEN and _wins_board_at_once(after, b, opp)
               and _wins_game_by(after, b, opp) for b in range(9)):
            return -3
        return verdict - 1
    if _wins_board_at_once(after, sent, opp):
        return -3 if _wins_game_by(after, sent, opp) else verdict - 1
    return verdict


def test_the_tips_priors_are_their_plain_definition():
    """tactical_verdicts (one call per node, fast under Brython) gives each
    move the verdict worked out from game.py's rules, move by move."""
    seen = set()
    for k, game in enumerate(random_positions(400, 11)):
        if game.early_draw:
            continue
        codes = [board_code(game.cells, 9 * b) for b in range(9)]
        moves = game.legal_moves()
        got = tactical_verdicts(codes, game.boards[:], game.turn, moves)
        assert got == [plain_verdict(game, m) for m in moves], (k, game.moves)
        seen.update(got)
    assert seen == {-3, -1, 0, 1, 3}               # every verdict there is was met


def test_the_prior_can_be_switched_off():
    game = Game()
    search = Search(game, UNIFORM, 1)
    search.step(50)
    assert set(search.weight[1:82]) == {SHARE_ONE // 81}


def test_the_levels_are_the_named_ones_in_order():
    from engine.levels import LEVEL_NAMES
    assert tuple(LEVELS) == LEVEL_NAMES
    assert all(LEVELS[name].name == name for name in LEVEL_NAMES)
    budgets = [LEVELS[n].config().budget for n in LEVEL_NAMES]
    assert budgets == sorted(budgets)


# The solver. X owns the top-left and top boards; the top-right one is X's in
# one move (i9). X, sent to the centre board, can win in two: d5 sends O to
# the left board, whose only empty cell (c6) sends X to the top-right board.
MATE_IN_TWO = [X_WON, X_WON, "xx./oo./...", "xo./oox/xxo", "", "o........", "....o....", "", ""]
# O owns the left and centre boards and wins the game by winning the right
# board; X, sent to the top-left board, loses at once with a8, b8 or c8.
LOSING_MOVES = ["x........", "", "", O_WON, O_WON, "oo.......", "x........", "x........",
                "x........"]


def children(search):
    first = search.first[0]
    return {cell_name(search.move[c]): c for c in range(first, first + search.count[0])}


def test_the_solver_proves_a_win_in_one():
    game = parse_position(position(
        [X_WON, X_WON, "xx./oo./...", "..o......", "o........", "", "", "", ""], "X", "c6"))
    search = LEVELS["expert"].search(game, 1)
    search.step(search.config.budget)
    assert search.proven[children(search)["i9"]] == WIN
    assert search.proven[0] == 0                 # lost for O, who moved last
    assert cell_name(search.best_move()) == "i9"


def test_the_solver_proves_a_win_in_two_and_stops_searching():
    game = parse_position(position(MATE_IN_TWO, "X", "b2"))
    assert game.sent_to() == 4
    search = LEVELS["expert"].search(game, 1)
    search.step(search.config.budget)
    d5 = children(search)["d5"]
    assert search.proven[d5] == WIN
    assert search.proven[0] == 0
    assert cell_name(search.best_move()) == "d5"
    # Once the root is proven no iteration adds to the tree.
    nodes, visits = len(search.move), search.visits[0]
    search.step(100)
    assert (len(search.move), search.visits[0]) == (nodes, visits)
    # A search without the solver (Medium) proves nothing.
    plain = LEVELS["medium"].search(game, 1)
    plain.step(plain.config.budget)
    assert set(plain.proven) == {-1}


def test_a_proven_loss_is_never_selected_again():
    game = parse_position(position(LOSING_MOVES, "X", "g6"))
    search = Search(game, UNIFORM_SOLVER, 1)
    search.step(300)
    moves = children(search)
    lost = [m for m in ("a8", "b8", "c8") if search.proven[moves[m]] == 0]
    assert lost
    before = [search.visits[moves[m]] for m in lost]
    search.step(1000)
    assert [search.visits[moves[m]] for m in lost] == before
    assert all(search.proven[moves[m]] == 0 for m in ("a8", "b8", "c8"))
    assert search.proven[0] < 0                  # the other moves hold for now


def test_best_move_avoids_a_proven_loss_and_takes_a_proven_win():
    # A move can be the most visited one before its refutation is found;
    # once it is proven lost, the most visited move that is not is played.
    game = parse_position(position(LOSING_MOVES, "X", "g6"))
    search = LEVELS["expert"].search(game, 2)
    search.step(600)
    moves = children(search)
    c8 = moves["c8"]
    assert search.proven[c8] == 0
    search.visits[c8] = 10 ** 6
    assert cell_name(search.best_move()) in ("b9", "c9", "a7", "b7", "c7")
    # A proven win is played even when another move has more visits.
    game = parse_position(position(MATE_IN_TWO, "X", "b2"))
    search = LEVELS["expert"].search(game, 1)
    search.step(search.config.budget)
    search.visits[children(search)["e5"]] = 10 ** 6
    assert cell_name(search.best_move()) == "d5"


def test_when_every_move_is_proven_lost_best_move_still_plays_one():
    # O owns the top-right and bottom-right boards and wins the middle-right
    # one in one move (i5). X, sent to the left board, has c6 (O then has a
    # free choice) and c5 (O is sent to the middle-right board): both lose.
    game = parse_position(position(
        ["x........", "x........", O_WON, "xo./ox./oxo", "x........", "oo.......",
         "x........", "x........", O_WON], "X", "a5"))
    search = LEVELS["expert"].search(game, 1)
    search.step(search.config.budget)
    assert search.proven[0] == WIN               # won for O
    assert cell_name(search.best_move()) in ("c6", "c5")


def test_best_move_before_any_step_is_a_legal_move():
    game = parse_position(position(MATE_IN_TWO, "X", "b2"))
    search = LEVELS["expert"].search(game, 1)
    assert game.is_legal(search.best_move())


def test_plain_uct_selects_by_ucb1_not_by_the_uniform_puct():
    """The match's baseline tries every move once before any twice (UCB1),
    so its tree is not the uniform-prior PUCT tree of the same seed."""
    game = random_positions(1, 9)[0]
    uct = Search(game, PLAIN_UCT, 5)
    moves = len(game.legal_moves())
    uct.step(moves)
    assert [n for _, n, _ in uct.root_moves()] == [1] * moves
    uct.step(1500 - moves)
    puct = Search(game, UNIFORM, 5)
    puct.step(1500)
    assert [n for _, n, _ in uct.root_moves()] != [n for _, n, _ in puct.root_moves()]
    assert (PLAIN_UCT.selection, PLAIN_UCT.exploration, UNIFORM.selection) == (UCB1, 1.4, PUCT)


def test_ucb1_explores_by_the_natural_log():
    import math
    for n in (1, 2, 3, 10, 1000, 5001, 2 ** 40 + 7):
        assert natural_log(n) == pytest.approx(math.log(n), rel=1e-14, abs=1e-15)


def test_a_search_config_names_its_selection_rule():
    with pytest.raises(ValueError, match="selection 'ucb' must be 'puct' or 'ucb1'"):
        SearchConfig(PlayoutEvaluator(), 10, 1.4, selection="ucb")


def test_the_expert_selects_in_whole_numbers_below_two_to_the_53():
    """Selection's means, shares and bonuses are whole numbers (fast and exact
    under Brython, see ai's units), and the largest sum selection forms in a
    full Expert search stays below 2**53, where Brython's whole numbers turn
    into slow big integers."""
    from engine.ai import ONE, ROOT_ONE, SCALE_ONE, _puct_tables
    config = LEVELS["expert"].config()
    for k, game in enumerate(random_positions(3, 21)):
        search = Search(game, config, k)
        search.step(config.budget)
        roots = _puct_tables(search.iterations + 2)[0]
        explore = int(round(config.exploration * ROOT_ONE)) * roots[search.iterations + 1]
        for values in (search.mean, search.bonus, search.weight):
            assert all(type(v) is int for v in values)
        unproven = [m for m, p in zip(search.mean, search.proven) if p < 0]
        assert max(unproven) <= ONE * 1001 // 1000 and min(unproven) >= 0     # rounding: a hair over ONE
        assert ONE + explore * max(search.bonus[1:]) < 2 ** 53
    # The tables selection reads: square roots counted up, not divided out.
    roots, scale, mean_scale = _puct_tables(20_000)
    assert roots[:20_000] == [math.isqrt(n * ROOT_ONE * ROOT_ONE) for n in range(20_000)]
    assert all(abs(scale[n] * n - SCALE_ONE) <= n and abs(mean_scale[n] * 1000 * n - ONE) <= 1000 * n
               for n in range(1, 20_000))
