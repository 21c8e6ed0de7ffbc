"""What the common house rules would change in a position (the Variants
page): the site plays only the standard rules, so these are questions asked
about a standard game, never rules to play by. They live apart from ``game``
so the standard rules' hot paths stay as they are.

- ``open-won``: won boards stay in play until full; only a full board gives
  a free choice.
- ``drawn-both``: a drawn board counts for both players on the big board.
- ``rewin``: a won board stays open, and a line of the other player's own
  there takes it over.
- ``quick N``: the first to win N small boards wins, lines or not.
"""

from .tables import BOARD_OF, CELL_OF, DRAWN, EMPTY, LINES, O, X

HOUSE_RULES = ("open-won", "drawn-both", "rewin", "quick")


def _empty_cells(cells, board):
    return [i for i in range(9 * board, 9 * board + 9) if cells[i] == EMPTY]


def open_won_moves(game):
    """The cells the side to move could play if won boards stayed in play:
    the board the last move sends to while it has an empty cell, else any
    empty cell (only a full board gives a free choice)."""
    if game.last >= 0:
        target = _empty_cells(game.cells, CELL_OF[game.last])
        if target:
            return target
    return [i for i in range(81) if game.cells[i] == EMPTY]


def drawn_both_line(game):
    """(player, line) of a big-board line that a player would complete if
    drawn boards counted for both: each board the player's or drawn, at
    least one the player's own; None when there is none."""
    boards = game.boards
    for player in (X, O):
        for line in LINES:
            states = [boards[b] for b in line]
            if player in states and all(s == player or s == DRAWN for s in states):
                return player, line
    return None


def _completes(cells, move, player):
    """Whether ``player`` playing ``move`` makes three of their own marks in
    a row inside its small board."""
    base = 9 * BOARD_OF[move]
    for line in LINES:
        trio = [base + c for c in line]
        if move in trio and all(i == move or cells[i] == player for i in trio):
            return True
    return False


def rewin_moves(game):
    """The cells where the side to move would take over a board the other
    player won, if won boards could be won again: a line of their own marks
    there, in a board they may play in under that rule (the one the last
    move sends to while it has an empty cell, else any)."""
    mover = game.turn
    other = 3 - mover
    found = []
    for move in open_won_moves(game):
        if game.boards[BOARD_OF[move]] == other and _completes(game.cells, move, mover):
            found.append(move)
    return found


def quick_counts(game):
    """The small boards won by X and by O: {X: n, O: n}."""
    return {X: game.boards.count(X), O: game.boards.count(O)}


def quick_winner(game, target):
    """The player who has won at least ``target`` small boards, or None (also
    when both have: who got there first is not in the position)."""
    counts = quick_counts(game)
    reached = [player for player in (X, O) if counts[player] >= target]
    return reached[0] if len(reached) == 1 else None

