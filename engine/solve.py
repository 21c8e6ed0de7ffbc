"""Short forced wins, proven by trying every move: the Tips page's "win in
two" puzzles are checked with these at build time, and a lesson uses them
to say why a wrong try fails. Plain search over ``Game``: puzzles are few
and shallow, so clarity wins over speed here.
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


def refutation(game, move):
    """After ``move`` by the side to move (one that does not end the game),
    a reply that leaves the mover no game-winning move; None when there is
    none, so that ``move`` wins in two."""
    game.push(move)
    try:
        for reply in game.legal_moves():
            game.push(reply)
            stopped = game.outcome is not None or not game_winning_moves(game)
            game.pop()
            if stopped:
                return reply
        return None
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
