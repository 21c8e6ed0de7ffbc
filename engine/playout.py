"""Random playouts without history objects: the hot path of the computer player.

Everything lives in local variables and flat tables; a move costs one random
step, one table look-up for the cell and one for the board's new state.
"""

from .tables import (
    COUNT_EMPTY, DELTA, DRAWN, EMPTIES, LINE_STATE, LINES,
    LINES_THROUGH, STATUS,
)


def live_lines(boards):
    """A list of 8 flags: True where a big-board line can still be completed."""
    return [LINE_STATE[16 * boards[a] + 4 * boards[b] + boards[c]] != DRAWN
            for a, b, c in LINES]


def playout(codes, boards, turn, target, state, early_draw=True):
    """Play uniformly random legal moves until the game ends.

    ``codes`` and ``boards`` (left unchanged) describe the small boards;
    ``turn`` is the side to move (1 or 2); ``target`` the board it is sent to,
    or -1 for a free choice; ``state`` the generator state (see ``rng``).
    The game must not be over. Returns ``(winner, plies, state)``: winner
    1 (X), 2 (O) or 0 (draw), the number of moves played, the new state.
    """
    # Tables as locals: a local read is the cheapest name look-up in CPython.
    empties = EMPTIES
    count_empty = COUNT_EMPTY
    delta = DELTA
    status = STATUS
    open_empty = 0
    empty_before = 0
    closed = 0
    for b in range(9):
        n = count_empty[codes[b]]
        empty_before += n
        if boards[b] == 0:
            open_empty += n
        else:
            closed += 1
    live = live_lines(boards)
    nlive = 0
    for flag in live:
        if flag:
            nlive += 1
    codes = codes[:]
    # boards[9] is a sentinel "closed board": target 9 means a free choice.
    boards = boards + [3]
    if target < 0:
        target = 9
    t9 = 9 * turn
    while True:
        state = state * 48274 % 1073741789  # rng.next_state, inlined
        if not boards[target]:
            b = target
            code = codes[b]
            c = empties[code][state % count_empty[code]]
        else:
            k = state % open_empty
            b = 0
            while True:
                if boards[b] == 0:
                    code = codes[b]
                    n = count_empty[code]
                    if k < n:
                        c = empties[code][k]
                        break
                    k -= n
                b += 1
        codes[b] = code = code + delta[t9 + c]
        open_empty -= 1
        if status[code]:
            boards[b] = status[code]
            open_empty -= count_empty[code]
            closed += 1
            for i in LINES_THROUGH[b]:
                if live[i]:
                    line = LINES[i]
                    v = LINE_STATE[16 * boards[line[0]] + 4 * boards[line[1]] + boards[line[2]]]
                    if v != 0:
                        if v != 3:
                            return v, empty_before - _empty_cells(codes), state
                        live[i] = False
                        nlive -= 1
            if closed == 9 or (early_draw and nlive == 0):
                return 0, empty_before - _empty_cells(codes), state
        target = c
        t9 = 27 - t9


def _empty_cells(codes):
    n = 0
    for code in codes:
        n += COUNT_EMPTY[code]
    return n


def playout_game(game, state):
    """``playout`` from the position of a Game, leaving the Game untouched;
    a finished game returns its own result after 0 plies."""
    if game.outcome is not None:
        return game.outcome.winner or 0, 0, state
    target = game.sent_to()
    return playout(game.codes, game.boards, game.turn,
                   -1 if target is None else target, state, game.early_draw)
