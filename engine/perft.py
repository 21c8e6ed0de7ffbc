"""Perft: the number of move sequences of a given length, to check the rules."""


def perft(game, depth):
    """How many legal move sequences of exactly ``depth`` moves start at ``game``.

    A game that ends earlier contributes nothing. ``game`` is restored."""
    if depth == 0:
        return 1
    if game.outcome is not None:
        return 0
    moves = game.legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        game.push(move)
        total += perft(game, depth - 1)
        game.pop()
    return total
