"""The Variants page's switch "under this house rule": what the house rule
of a demo (its ``house:``) would change in the position shown, as view data
and one sentence in the page's language. The engine's ``houserules``
computes it; the board itself keeps playing the standard rules.
"""

from engine import NumberError, cell_name, parse_whole_number
from engine.houserules import (
    HOUSE_RULES, drawn_both_line, open_won_moves, quick_counts, quick_winner, rewin_moves,
)
from engine.tables import BOARD_OF, CELL_OF, OPEN, X

from board import teach_words  # noqa: F401 (the texts this module says, added on import)
from board.texts import board_name, text
from board.view import player_text


class HouseError(ValueError):
    """A ``house:`` value that names no house rule; the message says why."""


def parse_house(value):
    """(rule, N) of a ``house:`` value: ``open-won``, ``drawn-both``,
    ``rewin`` or ``quick 3`` (N only for quick mode, else None)."""
    words = value.split()
    if not words or words[0] not in HOUSE_RULES:
        raise HouseError("house %r must be one of %s" % (value, ", ".join(HOUSE_RULES)))
    if words[0] == "quick":
        try:
            count = parse_whole_number(words[1]) if len(words) == 2 else None
        except NumberError:
            count = None
        if count is None or not 2 <= count <= 9:
            raise HouseError("house %r: quick mode needs the number of boards, 2 to 9: quick 3"
                             % value)
        return "quick", count
    if len(words) != 1:
        raise HouseError("house %r takes no number" % value)
    return words[0], None


def house_view(game, value, lang):
    """What the house rule ``value`` changes in ``game``: ``{"cells": [...],
    "boards": [...], "line": [first, last] or None, "text": ..., "changes":
    bool, "status": (text, mark)}``; cells and boards are the ones to mark,
    ``text`` the note, ``status`` the status line under the house rule and
    whose colour it takes (None: the standard rules' line says the same)."""
    rule, target = parse_house(value)
    out = {"cells": [], "boards": [], "line": None, "changes": True, "status": None}
    sent = CELL_OF[game.last] if game.last >= 0 else None
    if rule in ("open-won", "rewin") and sent is not None and game.outcome is None \
            and game.boards[sent] != OPEN and open_won_moves(game):
        # A won board stays in play: whoever is sent there must play there.
        out["status"] = (text(lang, "house_status_sent", mark=player_text(lang, game.turn, None),
                              board=board_name(lang, sent)), game.turn)
    if rule == "open-won":
        moves = open_won_moves(game)
        if sent is None or game.boards[sent] == OPEN or game.outcome is not None:
            return _same(out, lang)
        out["cells"] = moves
        out["boards"] = [sent]
        out["text"] = text(lang, "house_open_won", mark=player_text(lang, game.turn, None),
                           board=board_name(lang, sent), n=len(moves))
    elif rule == "drawn-both":
        found = drawn_both_line(game)
        if found is None or game.outcome is not None:
            return _same(out, lang)
        player, line = found
        drawn = [b for b in line if game.boards[b] != player][0]
        out["boards"] = list(line)
        out["line"] = [line[0], line[2]]
        out["text"] = text(lang, "house_drawn_both", mark=player_text(lang, player, None),
                           board=board_name(lang, drawn))
        out["status"] = (text(lang, "house_status_won", mark=player_text(lang, player, None)), player)
    elif rule == "rewin":
        moves = rewin_moves(game)
        if not moves or game.outcome is not None:
            return _same(out, lang)
        out["cells"] = moves
        out["boards"] = sorted(set(BOARD_OF[m] for m in moves))
        out["text"] = text(lang, "house_rewin", mark=player_text(lang, game.turn, None),
                           board=board_name(lang, BOARD_OF[moves[0]]),
                           cells=text(lang, "or").join(cell_name(m) for m in moves), n=len(moves))
    else:
        winner = quick_winner(game, target)
        counts = quick_counts(game)
        if winner is None:
            out["text"] = text(lang, "house_quick_none", n=target, x=counts[X], o=counts[3 - X])
            out["changes"] = game.outcome is not None
            if out["changes"]:
                out["status"] = (text(lang, "house_status_none"), None)
        else:
            out["boards"] = [b for b in range(9) if game.boards[b] == winner]
            out["text"] = text(lang, "house_quick", n=target, count=counts[winner],
                               mark=player_text(lang, winner, None))
            out["changes"] = game.outcome is None or game.outcome.winner != winner
            if out["changes"]:
                out["status"] = (text(lang, "house_status_won", mark=player_text(lang, winner, None)),
                                 winner)
    return out


def _same(out, lang):
    out["text"] = text(lang, "house_same")
    out["changes"] = False
    return out
