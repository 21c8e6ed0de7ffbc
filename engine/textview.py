"""The position as plain text, for the command line's ``show``."""

from .notation import format_position
from .outcome import EARLY_DRAW, FULL_BOARD, LINE, RESIGNATION
from .tables import BOARD_OF, DRAWN, EMPTY, FILES, GRID, OPEN, X, board_span

BOARD_NAMES = ("top-left", "top", "top-right", "left", "centre", "right",
               "bottom-left", "bottom", "bottom-right")


def player_name(player):
    return "X" if player == X else "O"


def board_label(board):
    """``"top-right board (g7..i9)"``: a board's name and its corner cells."""
    return "%s board (%s)" % (BOARD_NAMES[board], board_span(board))


def render_text(game):
    """A drawing of ``game``: marks, closed boards, whose move and where."""
    lines = ["    " + "   ".join(" ".join(FILES[f:f + 3]) for f in (0, 3, 6))]
    for r in range(9):
        if r in (3, 6):
            lines.append("   " + "+".join(["-------"] * 3))
        row = []
        for f in range(9):
            i = GRID[r][f]
            m = game.cells[i]
            if m != EMPTY:
                row.append("x" if m == X else "o")
            else:
                row.append("." if game.boards[BOARD_OF[i]] == OPEN else " ")
        lines.append(" %d  %s | %s | %s" % (9 - r, " ".join(row[0:3]), " ".join(row[3:6]),
                                             " ".join(row[6:9])))
    lines.append("")
    for b in range(9):
        state = game.boards[b]
        if state == DRAWN:
            lines.append("%s: drawn, closed" % board_label(b))
        elif state != OPEN:
            lines.append("%s: won by %s, closed" % (board_label(b), player_name(state)))
    outcome = game.outcome
    if outcome is None:
        target = game.sent_to()
        if target is not None:
            where = "sent to the " + board_label(target)
        elif game.last < 0:
            where = "first move: any cell"
        else:
            where = "free choice: any open board"
        lines.append("%s to move, %s" % (player_name(game.turn), where))
    elif outcome.termination == LINE:
        lines.append("Game over: %s wins with the %s boards" % (
            player_name(outcome.winner), ", ".join(BOARD_NAMES[b] for b in outcome.line)))
    elif outcome.termination == RESIGNATION:
        lines.append("Game over: %s resigned, %s wins" % (
            player_name(3 - outcome.winner), player_name(outcome.winner)))
    elif outcome.termination == EARLY_DRAW:
        lines.append("Game over: early draw, no line can be completed")
    elif outcome.termination == FULL_BOARD:
        lines.append("Game over: draw, every small board is closed")
    lines.append("Position: " + format_position(game))
    return "\n".join(lines)
