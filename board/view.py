"""What a board looks like, as plain data: the one place that decides classes,
labels and texts. ``html`` turns it into markup at build time; ``dom`` applies
it to the live page. Plain lists and strings, because under Brython object
attributes and calls are slow.
"""

from engine import O, OPEN, X, cell_name, format_position
from engine.outcome import EARLY_DRAW, LINE, RESIGNATION
from engine.tables import BOARD_OF, DRAWN, EMPTY, GRID, LINES, line_state

from board.texts import board_name, cell_label, text, words

MARK_NAMES = {X: "X", O: "O"}
# The small boards' short names in the board construct and data-boards.
BOARD_CODES = ("tl", "t", "tr", "l", "c", "r", "bl", "b", "br")
STATE_CLASSES = {OPEN: " is-open", X: " is-x", O: " is-o", DRAWN: " is-drawn"}


def mark_sign(lang, mark):
    """The mark as the language's texts write it: "X", or "×" in Russian."""
    return text(lang, "sign_x" if mark == X else "sign_o")


def player_text(lang, mark, players, case="_in_text"):
    """"Red (X)", "you (X)" or "the computer (O)", as written inside a sentence
    (a template that starts with one writes ``{Player}``): ``players`` names
    who plays each mark ("red", "blue", "you", "the_computer"); in demos
    (players is None) the mark's name in the language ("X", or "крестики").
    ``case="_of"``: the genitive, where a language has one («у красных»)."""
    if players is None:
        return text(lang, "mark_x" if mark == X else "mark_o")
    found, name = words(lang), players[mark]
    for key in (name + case, name + "_in_text", name):
        if key in found:
            return text(lang, "player_mark", player=found[key], mark=mark_sign(lang, mark))


def person_of(mark, players):
    """Who plays ``mark`` ("red", "you", ...), or None in demos: for the
    texts a language words differently for "you" and "the computer"."""
    return players[mark] if players is not None else None


def who_moves(lang, mark, players):
    """The start of the status line: "Red (X) to move", "Your move (X)", or
    "The computer (O) is thinking…"."""
    person = person_of(mark, players)
    if person == "you":
        return text(lang, "your_move", mark=mark_sign(lang, mark))
    if person == "the_computer":
        return text(lang, "computer_thinking", mark=mark_sign(lang, mark))
    return text(lang, "to_move", player=player_text(lang, mark, players))


def hold_effect(game, move):
    """What playing ``move`` would do, for the hold preview: ``boards`` (where
    the opponent may then play), ``free`` (a free choice, so no board is
    "sent to"), ``outcome`` (the game's end, or None)."""
    game.push(move)
    effect = {"boards": game.playable_boards(), "free": game.is_free_choice(),
              "outcome": game.outcome}
    game.pop()
    return effect


def dead_lines(game, always=False):
    """The big board's lines (indices into LINES) that nobody can complete;
    shown, blocked, when the game ended in an early draw, or at every move
    on a board that teaches the early draw (``always``)."""
    if not always and (game.outcome is None or game.outcome.termination != EARLY_DRAW):
        return []
    return [k for k in range(8) if line_state(game.boards, LINES[k]) == DRAWN]


def live_lines(game):
    """The big board's lines that someone can still complete, while the game
    goes on: the ones the early draw is waiting for."""
    if game.outcome is not None:
        return []
    return [k for k in range(8) if line_state(game.boards, LINES[k]) == OPEN]


def board_view(game, lang, held=None, highlight=(), marked=(), interactive=True, tried=None,
               lines=False, house=None, suggested=None, expected=()):
    """The look of the 81 cells and 9 small boards.

    ``held``: a legal move being held (pressed, hovered or focused): a ghost
    mark there, and the boards it would send the opponent to are previewed
    (all open ones, in the free-choice style, if it gives a free choice);
    ``highlight``: cell indices to outline; ``marked``: boards to outline;
    ``interactive``: whether empty cells of lit boards accept a tap;
    ``tried``: a lesson's wrong try, marked on its cell; ``lines``: show the
    big board's dead and live lines at every move (the early-draw boards);
    ``house``: what a house rule would change (``house.house_view``), marked;
    ``suggested``: a move the Expert suggests (analysis, hint), shown as a
    ghost mark in a ring; ``expected``: the moves the Expert expects from
    here, numbered on their cells.
    Returns ``{"position", "cells": [[class, label, enabled]...], "boards":
    [[class, label]...], "line": [first, last] or None, "dead": [line...],
    "alive": [line...], "house": [first, last] or None}``.
    """
    playable = game.playable_boards()
    outcome = game.outcome
    win_line = outcome.line if outcome is not None and outcome.termination == LINE else ()
    preview = ()
    preview_class = " is-preview"
    if held is not None:
        effect = hold_effect(game, held)
        if effect["outcome"] is None:
            preview = effect["boards"]
            if effect["free"]:
                preview_class = " is-preview-free"
    ghost = " is-ghost is-ghost-" + MARK_NAMES[game.turn].lower()
    house_cells = house["cells"] if house is not None else ()
    house_boards = house["boards"] if house is not None else ()
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
            if lit and len(playable) == 1:
                cls += " is-target"
        if b in preview:
            cls += preview_class
        if b in win_line:
            cls += " is-win"
        elif outcome is not None and state == OPEN:
            cls += " is-unfinished"
        if b in marked:
            cls += " is-marked"
        if b in house_boards:
            cls += " is-house"
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
            if i == held:
                cls += ghost
            elif i == suggested:
                cls += " is-best" + ghost
            if i in expected:
                cls += " is-line is-line-%d" % (expected.index(i) + 1)
            if i in highlight:
                cls += " is-hl"
            if i == tried:
                cls += " is-tried"
            if i in house_cells:
                cls += " is-house"
            enabled = interactive and lit and mark == 0 and outcome is None
            cells.append([cls, cell_label(lang, b, c, word), enabled])
    return {
        "position": format_position(game),
        "cells": cells,
        "boards": boards,
        "line": [win_line[0], win_line[2]] if win_line else None,
        "dead": dead_lines(game, lines),
        "alive": live_lines(game) if lines else [],
        "house": house["line"] if house is not None else None,
    }


def line_coordinates(first, last):
    """Centres of two small boards in the grid's 3x3 coordinate system (the
    winning line of a won game runs between them)."""
    return (first % 3 + 0.5, first // 3 + 0.5, last % 3 + 0.5, last // 3 + 0.5)


def status_text(game, lang, players=None):
    """The status line: who moves and where, or how the game ended."""
    outcome = game.outcome
    if outcome is None:
        who = who_moves(lang, game.turn, players)
        if players is not None and players[game.turn] == "the_computer":
            return who
        target = game.sent_to()
        if game.last < 0:
            return who + ": " + text(lang, "first_move")
        if target is None:
            return who + ". " + text(lang, "free_choice")
        return who + ": " + text(lang, "sent_to", board=board_name(lang, target))
    return result_text(game, lang, players)


def refusal_text(game, move, lang):
    """Why the rules do not let the side to move play ``move``, in one short
    line (None when they do): said when such a tap is refused."""
    if game.outcome is not None:
        return text(lang, "refused_over")
    if game.cells[move] != EMPTY:
        return text(lang, "refused_taken")
    board = BOARD_OF[move]
    if game.boards[board] != OPEN:          # won: a drawn board is full, its cells taken
        return text(lang, "refused_won")
    target = game.sent_to()
    if target is not None and board != target:
        return text(lang, "refused_sent", board=board_name(lang, target))
    return None


def winner_text(lang, mark, players=None):
    """"Red (X) wins!", "You win!" or "The computer wins."."""
    person = players[mark] if players is not None else None
    if person == "you":
        return text(lang, "you_win")
    if person == "the_computer":
        return text(lang, "computer_wins")
    return text(lang, "wins", player=player_text(lang, mark, players))


def result_text(game, lang, players=None):
    """How the game ended, in one sentence (the status line once it is over)."""
    outcome = game.outcome
    winner = players[outcome.winner] if players is not None and outcome.winner else None
    if outcome.termination == LINE:
        return winner_text(lang, outcome.winner, players)
    if outcome.termination == RESIGNATION:
        if winner == "the_computer":
            return text(lang, "you_resigned")
        return text(lang, "resigned", loser=player_text(lang, 3 - outcome.winner, players),
                    winner=player_text(lang, outcome.winner, players))
    if outcome.termination == EARLY_DRAW:
        return text(lang, "early_draw")
    return text(lang, "full_draw")


def status_modifier(game, players=None):
    """The status line's colour class: the person to move, or the winner."""
    outcome = game.outcome
    return mark_modifier(game.turn if outcome is None else outcome.winner, players)


def mark_modifier(mark, players=None):
    """The colour class of whoever plays ``mark`` (None: a draw)."""
    if mark is None:
        return "is-draw"
    if players is None:
        return "is-" + MARK_NAMES[mark].lower()
    return "is-" + players[mark]


def hold_modifier(game, move, players=None):
    """The colour of what a held move does: the winner's when it ends the
    game (none for a draw), else the opponent's, who moves next."""
    outcome = hold_effect(game, move)["outcome"]
    return mark_modifier(outcome.winner if outcome is not None else 3 - game.turn, players)


def hold_text(game, lang, move, players=None):
    """What a held move does: "→ Blue (O) must play in the top-right board",
    "→ Blue (O) may play in any open board (free choice)", or how it ends the game."""
    effect = hold_effect(game, move)
    if effect["outcome"] is not None:
        game.push(move)
        ending = result_text(game, lang, players)
        game.pop()
        return text(lang, "hold_ends", result=ending)
    mark = 3 - game.turn
    who = {"player": player_text(lang, mark, players), "mark": MARK_NAMES[mark],
           "person": person_of(mark, players)}
    if effect["free"]:
        line = text(lang, "hold_free", **who)
    else:
        line = text(lang, "hold_sends", board=board_name(lang, effect["boards"][0]), **who)
    return line[:2] + line[2:3].upper() + line[3:]       # "→ нолики…" reads "→ Нолики…"


def move_announcement(game, lang, players=None):
    """What a screen reader hears after a move: who played where, and what next."""
    if not game.moves:
        return status_text(game, lang, players)
    mover = 3 - game.turn
    played = text(lang, "played", player=player_text(lang, mover, players),
                  cell=cell_name(game.moves[-1]), person=person_of(mover, players))
    return played + " " + status_text(game, lang, players)


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
