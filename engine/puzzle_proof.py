"""A puzzle's themes and its proof (``engine/puzzles.py`` has the value and
its format): run by the miner, the build and the tests, in CPython; the
page never proves (it trusts the set the build has proven).
"""

from .errors import NotationError, PuzzleError, quote
from .game import small_board_state
from .notation import format_position, parse_position
from .puzzles import DEPTHS, KINDS, MAX_RATING, MIN_RATING, THEME_CODES, puzzle_id
from .tables import BOARD_OF, CELL_NAMES, CELL_OF, EMPTY, LINES, OPEN, X
from .tactics import Tactics

# -- themes ------------------------------------------------------------------

def _completes_line(cells, cell, mark):
    """Whether ``mark`` at the empty ``cell`` makes a line of its small board."""
    base = 9 * BOARD_OF[cell]
    p = CELL_OF[cell]
    for line in LINES:
        if p in line and all(cells[base + q] == mark for q in line if q != p):
            return True
    return False


def _game_winning_boards(game, mark):
    """The small boards holding a cell where ``mark`` would win the game at
    once (whoever is to move and wherever the send rule points)."""
    found = []
    for b in range(9):
        if game.boards[b] != OPEN:
            continue
        boards = game.boards[:]
        boards[b] = mark
        if not any(all(boards[c] == mark for c in line) for line in LINES if b in line):
            continue
        if any(game.cells[c] == EMPTY and _completes_line(game.cells, c, mark)
               for c in range(9 * b, 9 * b + 9)):
            found.append(b)
    return found


def _can_win_a_board(game):
    """Whether the side to move can win a small board with its next move."""
    return any(_completes_line(game.cells, move, game.turn) for move in game.legal_moves())


def _dead_for(game, board, mark):
    """Whether ``mark`` can no longer make a line in the small ``board``."""
    base = 9 * board
    return all(any(game.cells[base + q] == 3 - mark for q in line) for line in LINES)


def themes_of(game, kind, n, line):
    """The codes of THEMES that the puzzle at ``game`` (not changed) with
    this kind, n and line shows, in THEMES' order."""
    solver = game.turn
    opponent = 3 - solver
    solution = line[0]
    found = set()
    found.add("short" if n <= 2 else "long")
    if kind == "save":
        found.add("defence")
    blocks = _completes_line(game.cells, solution, opponent)
    if blocks:
        found.add("block")
    handed = False
    played = game.copy()
    for k, move in enumerate(line):
        played.push(move)
        solver_move = k % 2 == 0 and (kind == "save" or k < len(line) - 1)
        if solver_move and played.outcome is None and played.sent_to() is None:
            found.add("free-choice")
            handed = handed or k == 0
    after = game.copy()
    after.push(solution)
    wins_board = small_board_state(after.cells, BOARD_OF[solution]) != OPEN
    if wins_board:
        found.add("board-win")
    if len(_game_winning_boards(after, solver)) >= 2:
        found.add("double-threat")
    if after.outcome is None and _can_win_a_board(after):
        found.add("sacrifice")
    target = after.sent_to()
    if after.outcome is None and target is not None and _dead_for(after, target, opponent):
        found.add("dead-end")
    if not (wins_board or blocks or handed):
        found.add("quiet")
    return tuple(code for code in THEME_CODES if code in found)


# -- the proof -----------------------------------------------------------------

def _names(moves):
    return " ".join(CELL_NAMES[m] for m in moves)


def _side(player):
    return "X" if player == X else "O"


def prove(puzzle, tactics=None):
    """Prove the puzzle again from its fields alone; raises PuzzleError
    naming the first thing that fails. ``tactics``: a Tactics to share."""
    tactics = tactics or Tactics()
    try:
        game = parse_position(puzzle.position)
    except NotationError as e:
        raise PuzzleError("illegal position: %s" % e) from None
    if game.outcome is not None:
        raise PuzzleError("the game is over in this position")
    if puzzle.position != format_position(game):
        raise PuzzleError("the position is not written as format_position writes it: %s"
                          % quote(format_position(game)))
    if puzzle.id != puzzle_id(puzzle.position):
        raise PuzzleError("the id %s is not the position's: %s"
                          % (quote(puzzle.id), quote(puzzle_id(puzzle.position))))
    if puzzle.kind not in KINDS or puzzle.n not in DEPTHS[puzzle.kind]:
        raise PuzzleError("kind %r with n %r is not a puzzle" % (puzzle.kind, puzzle.n))
    if not MIN_RATING <= puzzle.rating <= MAX_RATING:
        raise PuzzleError("rating %r is outside %d..%d" % (puzzle.rating, MIN_RATING, MAX_RATING))
    if not puzzle.line:
        raise PuzzleError("the line is empty")
    reason = game.illegal_reason(puzzle.solution)
    if reason is not None:
        raise PuzzleError("the solution %s is illegal: %s" % (CELL_NAMES[puzzle.solution], reason))
    _check_answers_cover(game, puzzle)
    if puzzle.kind == "win":
        _prove_win(game, puzzle, tactics)
    else:
        _prove_save(game, puzzle, tactics)
    themes = themes_of(game, puzzle.kind, puzzle.n, puzzle.line)
    if puzzle.themes != themes:
        raise PuzzleError("the themes are %s but the position and line show %s"
                          % (quote(",".join(puzzle.themes)), quote(",".join(themes))))


def _check_legal(game, k, move):
    """Raise PuzzleError unless the line's move ``k`` (from 0) is legal in ``game``."""
    reason = game.illegal_reason(move)
    if reason is not None:
        raise PuzzleError("the line's move %d %s is illegal: %s"
                          % (k + 1, CELL_NAMES[move], reason))


def _check_answers_cover(game, puzzle):
    legal = game.legal_moves()
    listed = {}
    for move, reply in puzzle.answers:
        if move == puzzle.solution:
            raise PuzzleError("the solution %s is listed among the answers too"
                              % CELL_NAMES[move])
        if move in listed:
            raise PuzzleError("the answers list %s twice" % CELL_NAMES[move])
        if move not in legal:
            raise PuzzleError("the answers list %s, which is not a legal move"
                              % CELL_NAMES[move])
        game.push(move)
        reason = "the game is over after it" if game.outcome is not None else \
            game.illegal_reason(reply)
        game.pop()
        if reason is not None:
            raise PuzzleError("the answer to %s, %s, is illegal: %s"
                              % (CELL_NAMES[move], CELL_NAMES[reply], reason))
        listed[move] = reply
    missing = [m for m in legal if m != puzzle.solution and m not in listed]
    if missing:
        raise PuzzleError("the answers leave out the legal move%s %s"
                          % ("s" if len(missing) > 1 else "", _names(missing)))


def _prove_win(game, puzzle, tactics):
    n = puzzle.n
    solver = _side(game.turn)
    defender = _side(3 - game.turn)
    if len(puzzle.line) != 2 * n - 1:
        raise PuzzleError("the line has %d moves; a win within %d takes %d"
                          % (len(puzzle.line), n, 2 * n - 1))
    sooner = tactics.win_distance(game, n - 1)
    if sooner is not None:
        raise PuzzleError("%s already wins within %d with %s: n %d is not the fewest"
                          % (solver, sooner, _names(tactics.winning_moves(game, sooner)), n))
    solution = puzzle.solution
    if not tactics.forces_win(game, solution, n):
        game.push(solution)
        over = game.outcome is not None
        game.pop()
        if over:
            raise PuzzleError("the solution %s ends the game without winning it"
                              % CELL_NAMES[solution])
        reply = tactics.refutation(game, solution, n)
        raise PuzzleError("the solution %s does not win within %d: after %s %s answers %s "
                          "and %s has no forced win within %d"
                          % (CELL_NAMES[solution], n, CELL_NAMES[solution], defender,
                             CELL_NAMES[reply], solver, n - 1))
    for move, reply in puzzle.answers:
        if tactics.forces_win(game, move, n):
            raise PuzzleError("%s also wins within %d: the solution is not unique"
                              % (CELL_NAMES[move], n))
        game.push(move)
        game.push(reply)
        wins = [] if game.outcome is not None else tactics.winning_moves(game, n - 1)
        game.pop()
        game.pop()
        if wins:
            raise PuzzleError("the refutation of %s listed as %s lets %s win with %s"
                              % (CELL_NAMES[move], CELL_NAMES[reply], solver,
                                 CELL_NAMES[wins[0]]))
    game = game.copy()
    for k in range(0, len(puzzle.line), 2):
        move = puzzle.line[k]
        left = n - k // 2
        _check_legal(game, k, move)
        if k and not tactics.forces_win(game, move, left):
            raise PuzzleError("the line's move %d %s does not win within the %d moves left"
                              % (k + 1, CELL_NAMES[move], left))
        if k + 1 == len(puzzle.line):
            game.push(move)
            if game.outcome is None or game.outcome.winner != 3 - game.turn:
                raise PuzzleError("the line's last move %s does not win the game"
                                  % CELL_NAMES[move])
            break
        best, most = tactics.strongest_defence(game, move, left)
        defence = puzzle.line[k + 1]
        game.push(move)
        _check_legal(game, k + 1, defence)
        game.push(defence)
        held = tactics.win_distance(game, left - 1)
        if held != most:
            raise PuzzleError("the defence %s after %s is not the strongest: %s holds out "
                              "for %d moves, %s for %s"
                              % (CELL_NAMES[defence], CELL_NAMES[move], CELL_NAMES[best],
                                 most, CELL_NAMES[defence], held))


def _prove_save(game, puzzle, tactics):
    n = puzzle.n
    saver = _side(game.turn)
    attacker = _side(3 - game.turn)
    if len(puzzle.line) != 1:
        raise PuzzleError("the line of a save puzzle is the saving move alone, not %d moves"
                          % len(puzzle.line))
    own = tactics.win_distance(game, n)
    if own is not None:
        raise PuzzleError("%s itself wins within %d with %s: this is no defence"
                          % (saver, own, _names(tactics.winning_moves(game, own))))
    solution = puzzle.solution
    game.push(solution)
    over = game.outcome is not None
    threats = [] if over else tactics.winning_moves(game, n)
    game.pop()
    if over:
        raise PuzzleError("the solution %s ends the game" % CELL_NAMES[solution])
    if threats:
        raise PuzzleError("the solution %s does not save: %s wins within %d with %s"
                          % (CELL_NAMES[solution], attacker, n, CELL_NAMES[threats[0]]))
    slowest = 0
    for move, reply in puzzle.answers:
        game.push(move)
        if not tactics.forces_win(game, reply, n):
            game.pop()
            raise PuzzleError("the reply to %s listed as %s does not win within %d for %s"
                              % (CELL_NAMES[move], CELL_NAMES[reply], n, attacker))
        slowest = max(slowest, tactics.win_distance(game, n))
        game.pop()
    if slowest < n:
        raise PuzzleError("every other move already loses within %d: n %d is not the fewest"
                          % (slowest, n))
