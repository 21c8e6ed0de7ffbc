"""What a board looks like, as plain data: the one place that decides classes,
labels and texts. ``html`` turns it into markup at build time; ``dom`` applies
it to the live page. Plain lists and strings, because under Brython object
attributes and calls are slow.
"""

from engine import O, OPEN, X, cell_name, format_position
from engine.outcome import EARLY_DRAW, LINE, RESIGNATION
from engine.tables import DRAWN, GRID

from .texts import board_name, cell_label, text

MARK_NAMES = {X: "X", O: "O"}
# The small boards' short names in the board construct and data-boards.
BOARD_CODES = ("tl", "t", "tr", "l", "c", "r", "bl", "b", "br")
STATE_CLASSES = {OPEN: " is-open", X: " is-x", O: " is-o", DRAWN: " is-drawn"}


def player_text(lang, mark, players):
    """"Red (X)" when people play; in demos (players is None) the mark's name
    in the language ("X", or "крестики" in Russian)."""
    if players is None:
        return text(lang, "mark_x" if mark == X else "mark_o")
    return text(lang, "player_mark", player=text(lang, players[mark]), mark=MARK_NAMES[mark])


def board_view(game, lang, playable=None, preview=(), highlight=(), marked=(),
               interactive=True):
    """The look of the 81 cells and 9 small boards.

    ``playable``: the boards to light (default: where the side to move may
    play); ``preview``: boards a pressed cell would send the opponent to;
    ``highlight``: cell indices to outline; ``marked``: boards to outline;
    ``interactive``: whether empty cells of lit boards accept a tap.
    Returns ``{"position", "cells": [[class, label, enabled]...], "boards":
    [[class, label]...], "line": [first, last] or None}``.
    """
    if playable is None:
        playable = game.playable_boards()
    outcome = game.outcome
    win_line = outcome.line if outcome is not None and outcome.termination == LINE else ()
    last = game.last
    empty_word = text(lang, "empty")
    closed_word = text(lang, "closed")
    cells = []
    boards = []
    for b in range(9):
        state = game.boards[b]
        lit = b in playable
        cls = "uttt-small" + STATE_CLASSES[state]
        if playable:
            cls += " is-playable" if lit else " is-dim"
        if b in preview:
            cls += " is-preview"
        if b in win_line:
            cls += " is-win"
        if b in marked:
            cls += " is-marked"
        if state == OPEN:
            label = board_name(lang, b)
        elif state == DRAWN:
            label = board_name(lang, b) + ", " + text(lang, "drawn")
        else:
            label = board_name(lang, b) + ", " + text(lang, "won_by", mark=MARK_NAMES[state])
        boards.append([cls, label])
        for c in range(9):
            i = 9 * b + c
            mark = game.cells[i]
            cls = "uttt-cell"
            if mark == X:
                cls += " is-x"
                word = "X"
            elif mark == O:
                cls += " is-o"
                word = "O"
            else:
                word = empty_word if state == OPEN else closed_word
            if i == last:
                cls += " is-last"
            if i in highlight:
                cls += " is-hl"
            enabled = interactive and lit and mark == 0 and outcome is None
            cells.append([cls, cell_label(lang, b, c, word), enabled])
    return {
        "position": format_position(game),
        "cells": cells,
        "boards": boards,
        "line": [win_line[0], win_line[2]] if win_line else None,
    }


def line_coordinates(first, last):
    """Centres of two small boards in the grid's 3x3 coordinate system (the
    gold line of a won game runs between them)."""
    return (first % 3 + 0.5, first // 3 + 0.5, last % 3 + 0.5, last // 3 + 0.5)


def status_text(game, lang, players=None):
    """The status line: who moves and where, or how the game ended."""
    outcome = game.outcome
    if outcome is None:
        who = text(lang, "to_move", player=player_text(lang, game.turn, players))
        target = game.sent_to()
        if game.last < 0:
            return who + ": " + text(lang, "first_move")
        if target is None:
            return who + ". " + text(lang, "free_choice")
        return who + ": " + text(lang, "sent_to", board=board_name(lang, target))
    return result_text(game, lang, players)


def result_text(game, lang, players=None):
    outcome = game.outcome
    if outcome.termination == LINE:
        return text(lang, "wins", player=player_text(lang, outcome.winner, players))
    if outcome.termination == RESIGNATION:
        return text(lang, "resigned", loser=player_text(lang, 3 - outcome.winner, players),
                    winner=player_text(lang, outcome.winner, players))
    if outcome.termination == EARLY_DRAW:
        return text(lang, "early_draw")
    return text(lang, "full_draw")


def status_modifier(game, players=None):
    """The status line's colour class: the person to move, or the winner."""
    outcome = game.outcome
    mark = game.turn if outcome is None else outcome.winner
    if mark is None:
        return "is-draw"
    if players is None:
        return "is-" + MARK_NAMES[mark].lower()
    return "is-" + players[mark]


def move_announcement(game, lang, players=None):
    """What a screen reader hears after a move: who played where, and what next."""
    if not game.moves:
        return status_text(game, lang, players)
    played = text(lang, "played", player=player_text(lang, 3 - game.turn, players),
                  cell=cell_name(game.moves[-1]))
    return played + " " + status_text(game, lang, players)


def preview_boards(game, move):
    """The boards the opponent could play in after ``move`` (for the hold preview)."""
    game.push(move)
    boards = game.playable_boards()
    game.pop()
    return boards


# ROW_COL[i]: (row from the top, file) of cell index i, for the arrow keys.
ROW_COL = [None] * 81
for _r in range(9):
    for _f in range(9):
        ROW_COL[GRID[_r][_f]] = (_r, _f)
ARROWS = {"ArrowUp": (-1, 0), "ArrowDown": (1, 0), "ArrowLeft": (0, -1), "ArrowRight": (0, 1)}


def arrow_target(move, key, usable):
    """The cell an arrow ``key`` moves the focus to from ``move``: the next
    cell that way for which ``usable(cell)`` holds, or None."""
    dr, df = ARROWS[key]
    r, f = ROW_COL[move]
    r += dr
    f += df
    while 0 <= r < 9 and 0 <= f < 9:
        if usable(GRID[r][f]):
            return GRID[r][f]
        r += dr
        f += df
    return None


def tab_stop(view, focused):
    """The one cell in the tab order (a roving tab stop): the focused cell if
    it still takes a tap, else the first one that does, else None."""
    cells = view["cells"]
    if focused is not None and cells[focused][2]:
        return focused
    for i in range(81):
        if cells[i][2]:
            return i
    return None
