"""Short forced wins, proven by trying every move over ``Game``: the plain
reference (``tactics`` is the fast copy the build and the miner use, checked
against this module by tests/engine/test_tactics.py), and what the browser
asks for shallow questions (the Tips page's "win in two", a lesson saying why
a wrong try fails, "does this move still win within the moves left"). Clarity
wins over speed here.

"Wins within n" counts the side to move's own moves: a move that wins the
game at once wins within 1; a move wins within n when every reply leaves a
win within n - 1 (a reply that ends the game, drawn or lost, stops it).
"""


def game_winning_moves(game):
    """The legal moves that win the game at once for the side to move."""
    mover = game.turn
    found = []
    for move in game.legal_moves():
        game.push(move)
        if game.outcome is not None and game.outcome.winner == mover:
            found.append(move)
        game.pop()
    return found


def forces_win(game, move, n):
    """Whether ``move`` by the side to move wins within ``n`` own moves
    against every defence."""
    mover = game.turn
    game.push(move)
    try:
        if game.outcome is not None:
            return game.outcome.winner == mover
        if n <= 1:
            return False
        for reply in game.legal_moves():
            game.push(reply)
            held = game.outcome is None and wins_within(game, n - 1)
            game.pop()
            if not held:
                return False
        return True
    finally:
        game.pop()


def wins_within(game, n):
    """Whether the side to move can force a win within ``n`` own moves."""
    if game.outcome is not None:
        return False
    for move in game.legal_moves():
        if forces_win(game, move, n):
            return True
    return False


def winning_moves(game, n):
    """The legal moves that win within ``n`` own moves (wins at once included)."""
    return [move for move in game.legal_moves() if forces_win(game, move, n)]


def win_distance(game, limit):
    """The fewest own moves in which the side to move forces a win, or None
    when it takes more than ``limit``."""
    for k in range(1, limit + 1):
        if wins_within(game, k):
            return k
    return None


def refutation(game, move, n=2):
    """After ``move`` by the side to move (one that does not end the game),
    the first reply (in cell order) that leaves the mover no forced win
    within ``n - 1`` own moves; None when there is none, so that ``move``
    wins within ``n``."""
    game.push(move)
    try:
        for reply in game.legal_moves():
            game.push(reply)
            stopped = game.outcome is not None or not wins_within(game, n - 1)
            game.pop()
            if stopped:
                return reply
        return None
    finally:
        game.pop()


def strongest_defence(game, move, n):
    """After ``move`` (one that does not end the game), the reply that makes
    the mover need the most own moves to win, and that number: ``(reply,
    k)``, with k = ``n`` when the reply leaves no win within ``n - 1`` (a
    refutation). Ties go to the first reply in cell order."""
    game.push(move)
    try:
        best = None
        for reply in game.legal_moves():
            game.push(reply)
            k = n if game.outcome is not None else (win_distance(game, n - 1) or n)
            game.pop()
            if best is None or k > best[1]:
                best = (reply, k)
        return best
    finally:
        game.pop()


def wins_in_two(game):
    """The moves that win by force with the mover's next move: whatever the
    opponent answers, a game-winning move follows. Moves that win at once
    are left out (they are wins in one)."""
    found = []
    for move in game.legal_moves():
        game.push(move)
        at_once = game.outcome is not None
        game.pop()
        if not at_once and refutation(game, move) is None:
            found.append(move)
    return found


def saving_moves(game, n):
    """The moves after which the opponent has no forced win within ``n`` of
    its own moves (a move that ends the game saves it)."""
    found = []
    for move in game.legal_moves():
        game.push(move)
        if game.outcome is not None or not wins_within(game, n):
            found.append(move)
        game.pop()
    return found


def losing_reply(game, move, n):
    """After ``move`` by the side to move, the opponent's reply that starts
    its fastest forced win (within ``n`` of its own moves; ties go to the
    first in cell order), or None when it has none."""
    game.push(move)
    try:
        if game.outcome is not None:
            return None
        best = None
        for reply in game.legal_moves():
            k = None
            for j in range(1, n + 1 if best is None else best[1]):
                if forces_win(game, reply, j):
                    k = j
                    break
            if k is not None and (best is None or k < best[1]):
                best = (reply, k)
        return None if best is None else best[0]
    finally:
        game.pop()
