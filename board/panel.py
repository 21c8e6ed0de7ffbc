"""What the play board shows around its grid, as plain data: the status
line, the round and score, the result card, the questions (resign, a mode
change), which controls are there and which are disabled, the review's move
list, the settings' values and the turn clock.

Pure, like ``view``: ``app`` applies the dict ``play_panel`` returns and
decides nothing itself, so every one of these rules is tested in CPython.
"""

from engine import cell_name
from engine.outcome import EARLY_DRAW, FULL_BOARD, LINE

from board.texts import text

from board.view import (
    MARK_NAMES, hold_text, mark_modifier, person_of, player_text, status_modifier, status_text,
    winner_text,
)


def score_text(lang, scores):
    """"Red 2 : 1 Blue · Draws 0"."""
    return "%s %d : %d %s · %s %d" % (
        text(lang, "red"), scores["red"], scores["blue"], text(lang, "blue"),
        text(lang, "draws"), scores["draws"])


def record_text(ctl, lang):
    """The visitor's record against the chosen level, and their rating."""
    w, d, l = ctl.records[ctl.level]
    return text(lang, "record_line", level=text(lang, ctl.level), w=w, d=d, l=l,
                rating=ctl.rating)


def signed(number):
    """"+12", "−7" (a real minus sign) or "±0"."""
    if number > 0:
        return "+%d" % number
    if number < 0:
        return "\u2212%d" % -number
    return "\u00b10"


def play_status(ctl, lang, held=None):
    """(text, colour modifier) of the status line; ``held`` is a move being
    held, whose effect the line then tells."""
    game = ctl.shown_game()
    names = ctl.names()
    modifier = status_modifier(game, ctl.players())
    if ctl.review is not None:
        if ctl.review == 0:
            return text(lang, "review_start"), modifier
        return text(lang, "review_step", n=ctl.review, total=len(ctl.game.moves)), modifier
    if held is not None and ctl.accepts_taps():
        # In the colour of the one it is about: the opponent, who moves next.
        return hold_text(game, lang, held, names), mark_modifier(3 - game.turn, ctl.players())
    return status_text(game, lang, names), modifier


def stand_in_note(ctl, lang):
    """"Time's up: the computer played e5 for Red (X).", or "" when no move
    was played for a person whose time ran out since a person last moved."""
    if ctl.stand_in is None:
        return ""
    move, mark = ctl.stand_in
    return text(lang, "time_up", cell=cell_name(move), player=player_text(lang, mark, ctl.names()),
                person=person_of(mark, ctl.names()))


def clock_text(ctl, lang, now_ms):
    """The timer line under the board while the turn timer is on (None when
    it is off): the note of a move played for a person whose time ran out,
    then the running turn's clock ("Red (X): 12 s left")."""
    if ctl.timer == 0:
        return None
    parts = [stand_in_note(ctl, lang)]
    left = ctl.time_left(now_ms)
    if left is not None:
        parts.append(text(lang, "time_left", seconds=(int(left) + 999) // 1000,
                          player=player_text(lang, ctl.game.turn, ctl.names())))
    return " ".join(part for part in parts if part)


def result_card(ctl, lang):
    """The result card's three lines: the headline (who won), how it ended,
    and the score (two players) or the rating and record (the computer)."""
    game = ctl.game
    outcome = game.outcome
    names = ctl.names()
    how = outcome.termination
    if how == EARLY_DRAW:
        head, detail = text(lang, "head_early"), text(lang, "how_early")
    elif how == FULL_BOARD:
        head, detail = text(lang, "head_draw"), text(lang, "how_full")
    else:
        head = winner_text(lang, outcome.winner, names)
        loser = 3 - outcome.winner
        detail = text(lang, "how_line") if how == LINE else \
            text(lang, "how_resign", loser=player_text(lang, loser, names),
                 person=person_of(loser, names))
    if ctl.linked:
        score = text(lang, "linked_result")
    elif ctl.mode == "computer" and ctl.hinted:
        score = text(lang, "not_rated") + " · " + record_text(ctl, lang).split(" · ")[0]
    elif ctl.mode == "computer":
        score = text(lang, "rating_line", rating=ctl.rating, change=signed(ctl.rating_change)) \
            + " · " + record_text(ctl, lang).split(" · ")[0]
    else:
        score = text(lang, "round", n=ctl.round) + " · " + score_text(lang, ctl.scores)
    return head, detail, score


def move_list(ctl, lang):
    """The review's moves: "1. Red e5", "2. Blue e6", ..., a mistake found
    by the analysis marked with the better move."""
    names = ctl.names()
    game = ctl.game
    bad = ctl.analysis.mistakes() if ctl.analysis is not None else {}
    out = []
    mark = 1                     # X moves first in every round
    for n, move in enumerate(game.moves, 1):
        item = "%d. %s %s" % (n, text(lang, names[mark]), cell_name(move))
        if n - 1 in bad:
            item += " " + text(lang, "mistake", cell=cell_name(bad[n - 1]))
        out.append(item)
        mark = 3 - mark
    return out


def analysis_panel(ctl, lang):
    """The analysis at the reviewed step: (line of text, ``data-eval`` or
    None, the suggested cell or None). While the worker is still at work
    the line tells how far it is."""
    from engine.verdict import expected_text, percent   # analyses come with the computer
    analysis = ctl.analysis
    if not analysis.complete():
        return text(lang, "analysing", done=analysis.done(), total=analysis.total()), None, None
    verdict = analysis.at(ctl.review)
    names = ctl.names()
    xs = percent(verdict.value)
    line = text(lang, "eval_line", x=player_text(lang, 1, names), xs=xs,
                o=player_text(lang, 2, names), os=100 - xs)
    if verdict.best >= 0:
        line += " · " + text(lang, "best_move", cell=cell_name(verdict.best))
    return line, expected_text(verdict.value), verdict.best if verdict.best >= 0 else None


def linked_text(ctl, lang):
    """What the banner over a game from a link says."""
    out = text(lang, "linked")
    if ctl.side is not None:
        out += " " + text(lang, "linked_side", player=player_text(lang, ctl.side, ctl.names()))
    return out


def play_panel(ctl, lang, held=None):
    """Everything around the grid: ``shown`` {selector: bool}, ``texts``
    {selector: text}, ``disabled`` {action: bool}, ``classes`` {selector:
    class}, ``moves`` (the review's move list, or None), ``step`` (the
    reviewed ply), ``settings`` {name: value}, ``x`` (who plays X),
    ``thinking``, and from the analysis or a hint: ``eval`` (``data-eval``),
    ``best`` (``data-best``), ``suggested`` (that cell, for the board) and
    ``graph`` ({"points", "marker"} or None)."""
    over = ctl.is_over()
    reviewing = ctl.review is not None
    computer = ctl.mode == "computer"
    asking = ctl.pending is not None
    confirming = ctl.confirming and not over
    analysed = reviewing and ctl.analysis is not None
    advising = computer and not over and (ctl.hint is not None or ctl.hint_asked)
    shown = {
        ".uttt-score": not computer,
        ".uttt-record": computer,
        ".uttt-level": computer,
        ".uttt-alternate": not computer,
        ".uttt-result": over and not reviewing,
        ".uttt-confirm": confirming,
        '[data-action="resign-blue"]': not computer,
        ".uttt-ask": asking,
        ".uttt-controls": not reviewing,
        ".uttt-review": reviewing,
        '[data-action="undo"]': not over,
        '[data-action="review"]': over,
        '[data-action="resign"]': not over,
        '[data-action="again"]': not ctl.linked,
        '[data-action="hint"]': computer and not over,
        '[data-action="send"]': not computer and len(ctl.game.moves) > ctl.floor,
        '[data-action="analyse"]': reviewing and not analysed,
        ".uttt-analysis": analysed,
        ".uttt-advice": advising,
        ".uttt-linked": ctl.linked,
        ".uttt-head": not ctl.linked,
        ".uttt-settings": not ctl.linked,
        ".uttt-side-ask": ctl.side_question is not None,
    }
    texts = {
        ".uttt-round": text(lang, "round", n=ctl.round),
        ".uttt-score": score_text(lang, ctl.scores),
        ".uttt-record": record_text(ctl, lang)
        + (" · " + text(lang, "not_rated") if computer and ctl.hinted else ""),
    }
    if confirming:
        if computer:
            texts[".uttt-confirm-text"] = text(lang, "resign_computer")
            texts['[data-action="resign-red"]'] = text(lang, "yes")
            texts['[data-action="resign-no"]'] = text(lang, "no")
        else:
            texts[".uttt-confirm-text"] = text(lang, "resign_who")
            texts['[data-action="resign-no"]'] = text(lang, "cancel")       # not "No" to "who?"
            for person in ("red", "blue"):
                texts['[data-action="resign-%s"]' % person] = text(
                    lang, "resigns", player=text(lang, person))
    if asking:
        new_level = ctl.pending[1]
        if not ctl.forfeits():
            texts[".uttt-ask-text"] = text(lang, "ask_new_game")
        elif new_level is not None:
            texts[".uttt-ask-text"] = text(lang, "ask_level", new=text(lang, new_level),
                                           level=text(lang, ctl.level))
        else:
            texts[".uttt-ask-text"] = text(lang, "ask_forfeit", level=text(lang, ctl.level))
    if ctl.linked:
        texts[".uttt-linked-text"] = linked_text(ctl, lang)
    if ctl.side_question is not None:
        mine = player_text(lang, ctl.side, ctl.names())
        other = player_text(lang, 3 - ctl.side, ctl.names())
        texts[".uttt-side-ask-text"] = text(lang, "side_ask", player=mine, other=other)
    if advising:
        texts[".uttt-advice"] = text(lang, "hint_thinking") if ctl.hint is None else \
            text(lang, "hint_is", cell=cell_name(ctl.hint))
    evaluation = suggested = graph = None
    if analysed:
        texts[".uttt-analysis-text"], evaluation, suggested = analysis_panel(ctl, lang)
        texts[".uttt-graph-legend"] = text(lang, "graph_legend", x=player_text(lang, 1, ctl.names()),
                                           o=player_text(lang, 2, ctl.names()))
        from board.game_analysis import graph_x
        graph = {"points": ctl.analysis.graph_points(),
                 "marker": graph_x(ctl.review, ctl.analysis.total())}
    elif ctl.hint is not None and advising:
        suggested = ctl.hint
    classes = {".uttt-result": "uttt-result"}
    if over:
        head, detail, score = result_card(ctl, lang)
        texts[".uttt-result-head"] = head
        texts[".uttt-result-how"] = detail
        texts[".uttt-result-score"] = score
        classes[".uttt-result"] = "uttt-result " + status_modifier(ctl.game, ctl.players())
    total = len(ctl.game.moves)
    disabled = {"undo": not ctl.can_undo(), "resign": not ctl.can_resign(),
                "share": total == 0, "copy": total == 0,
                "hint": not ctl.accepts_taps() or advising}
    if reviewing:
        texts[".uttt-step"] = play_status(ctl, lang)[0]
        disabled["first"] = disabled["back"] = ctl.review == 0
        disabled["forward"] = disabled["last"] = ctl.review == total
    return {
        "shown": shown,
        "texts": texts,
        "disabled": disabled,
        "classes": classes,
        "moves": move_list(ctl, lang) if reviewing else None,
        "step": ctl.review,
        "settings": {"mode": ctl.mode, "level": ctl.level, "timer": str(ctl.timer),
                     "alternate": ctl.alternate},
        "x": ctl.players()[1],
        "thinking": ctl.is_computer_turn(),
        "eval": evaluation,
        "best": cell_name(suggested) if suggested is not None else None,
        "suggested": suggested,
        "graph": graph,
    }


def computer_starting(ctl, lang):
    """(text, colour modifier) of the status line while the computer's worker
    is still starting (long on a slow phone): said, so the board does not
    look stuck."""
    game = ctl.shown_game()
    return (text(lang, "computer_starting", mark=MARK_NAMES[game.turn]),
            status_modifier(game, ctl.players()))
