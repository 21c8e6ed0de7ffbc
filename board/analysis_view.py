"""What the review's analysis shows (the verdicts of ``board.play.analysis``):
how far the quick and the deep look are, X's expected score, the best move
and the expected line at the reviewed step, the mistakes and why each was
one, the graph over the whole game. Pure; it comes with the computer's
bundle, as the verdicts come from the computer (``engine.analysis`` in the
worker), and brings its texts (``analysis_words``) along.
"""

from engine import O, X, cell_name
from engine.explain import mistake_facts
from engine.game import game_at
from engine.outcome import EARLY_DRAW, RESIGNATION
from engine.verdict import Verdict, expected_text, mistakes, percent

from board.analysis_words import TEXTS
from board.play.view import SEPARATOR
from board.texts import add_texts, board_name, text
from board.view import mark_sign, person_of, player_text

add_texts(TEXTS)

# The graph's drawing box (SVG user units): one column per position; the
# line keeps GRAPH_MARGIN from the top and bottom edges, so a won position
# is still seen.
GRAPH_WIDTH = 300
GRAPH_HEIGHT = 80
GRAPH_MARGIN = 5


def graph_y(value):
    """The graph's y for X's expected score ``value`` (up: X ahead)."""
    return round(GRAPH_MARGIN + (GRAPH_HEIGHT - 2 * GRAPH_MARGIN) * (1000 - value) / 1000, 1)


def graph_x(ply, positions):
    """The graph's x for the position after ``ply`` of ``positions``."""
    if positions < 2:
        return 0
    return round(GRAPH_WIDTH * ply / (positions - 1), 1)


def graph_points(analysis):
    """The SVG polyline's points: X's expected score over the game (up is X
    winning), for the positions judged so far."""
    total = len(analysis.verdicts)
    return " ".join("%s,%s" % (graph_x(ply, total), graph_y(verdict[0]))
                    for ply, verdict in enumerate(analysis.verdicts) if verdict is not None)


def graph_area(points):
    """The SVG polygon between the line of ``points`` and the even line,
    filled in the colour of the one ahead (red over the middle, blue under)."""
    if not points:
        return ""
    first, last = points.split(" ", 1)[0], points.rsplit(" ", 1)[-1]
    mid = GRAPH_HEIGHT / 2
    return "%s,%s %s %s,%s" % (first.split(",")[0], mid, points, last.split(",")[0], mid)


def graph_marks(s, analysis):
    """The SVG path of the marked positions, a dot each: after a move the
    computer played for a person whose time ran out, and the last one when
    the game ended by a resignation or an early draw."""
    r = s.round
    total = len(analysis.verdicts)
    marked = sorted(ply + 1 for ply in r.stand_ins)
    outcome = r.game.outcome
    if outcome is not None and outcome.termination in (RESIGNATION, EARLY_DRAW):
        marked.append(total - 1)
    return " ".join("M%s,%s h0" % (graph_x(ply, total), graph_y(analysis.verdicts[ply][0]))
                    for ply in marked if analysis.verdicts[ply] is not None)


def graph_mistakes(analysis, bad):
    """The SVG path of the mistakes (``bad``: {ply: better move}), a dot
    each on the position the mistaken move left."""
    total = len(analysis.verdicts)
    return " ".join("M%s,%s h0" % (graph_x(ply + 1, total), graph_y(analysis.verdicts[ply + 1][0]))
                    for ply in sorted(bad))


def game_mistakes(game, analysis):
    """{ply: better move} for the moves the analysis found to be mistakes
    (as far as the verdicts go)."""
    return mistakes(game, [None if v is None else Verdict(v[0], v[1]) for v in analysis.verdicts])


def mistake_text(game, analysis, ply, better, names, lang):
    """Why the move after ``ply`` moves was a mistake: what it allowed, how
    much its player's chances fell, and what ``better`` does, from the
    engine's facts; ``names``: who plays each mark."""
    after = analysis.verdicts[ply + 1]             # known: ``mistakes`` needs it
    before = game_at(game, ply)
    mover = before.turn
    facts = mistake_facts(before, game.moves[ply], better, after[1])
    fields = {"move": cell_name(facts.move), "better": cell_name(better),
              "o": player_text(lang, 3 - mover, None),
              "reply": cell_name(facts.reply) if facts.reply >= 0 else "",
              "threat": text(lang, "threat") if facts.threat else ""}
    if facts.reply_wins == "game":
        allowed = text(lang, "allows_game", **fields)
    elif facts.reply_wins == "board":
        allowed = text(lang, "allows_free" if facts.sent < 0 else "allows_sent",
                       board=board_name(lang, facts.reply_board), **fields)
    elif facts.reply >= 0:
        allowed = text(lang, "allows_answer", **fields)
    else:
        allowed = ""
    does = facts.better_does
    key = "better" if does is None else "better_" + does
    board = board_name(lang, facts.better_board) if facts.better_board is not None else ""
    # The player by name alone, as in step_text: "Blue (O): 27% → 0%" reads
    # the nought as a zero in Rubik.
    chances = text(lang, "chances", player=text(lang, names[mover]),
                   player_of=player_text(lang, mover, names, "_of"), person=person_of(mover, names),
                   mark=mark_sign(lang, mover),
                   before=_percent_for(mover, analysis.verdicts[ply]),
                   after=_percent_for(mover, after))
    return " ".join(part for part in (text(lang, "mistake_head"), allowed, chances,
                                      text(lang, key, board=board, **fields)) if part)


def _percent_for(mark, verdict):
    """The expected score of ``mark`` in a verdict, in whole percent."""
    xs = percent(verdict[0])
    return xs if mark == 1 else 100 - xs


def progress_text(analysis, lang):
    """How far the analysis is: the quick look, the deep one, or done."""
    total = len(analysis.verdicts)
    if analysis.known() < total:
        return text(lang, "quick_look", done=analysis.known(), total=total)
    if not analysis.done():
        return text(lang, "deep_look", done=analysis.final(), total=total)
    return text(lang, "all_final")


def step_text(verdict, names, lang, turn):
    """The verdict at the reviewed step: the chances, the best move (with
    the mark of ``turn``, the side it is for: the ghost on the board), the
    expected line, and whether it is only the first look."""
    if verdict is None:
        return text(lang, "no_verdict")
    value, best, line, deep = verdict
    xs = percent(value)
    # The players by name alone: "Blue (O) 0%" reads as a zero in Rubik.
    out = text(lang, "eval_line", x=text(lang, names[1]), xs=xs, o=text(lang, names[2]),
               os=100 - xs)
    if best >= 0:
        out += SEPARATOR + text(lang, "best_move", cell=cell_name(best), mark=mark_sign(lang, turn))
    if len(line) > 1:
        out += SEPARATOR + text(lang, "best_line", moves=" ".join(cell_name(c) for c in line))
    if not deep:
        out += " " + text(lang, "first_look")
    return out


def analysis_parts(s, lang, bad):
    """The analysis at the reviewed step, ``bad`` the game's mistakes
    (``game_mistakes``): (the parts of the analysis box, ``data-eval`` or
    None, the suggested cell or None, the expected line to show on the
    board: a tuple of cells, empty unless asked for)."""
    r = s.round
    analysis = r.analysis
    names = r.names()
    review = s.moment.review
    verdict = analysis.verdicts[review]
    legend = text(lang, "graph_legend", x=player_text(lang, 1, names), o=player_text(lang, 2, names))
    marks = graph_marks(s, analysis)
    points = graph_points(analysis)
    if marks:
        legend += SEPARATOR + text(lang, "graph_marks")
    if bad:
        legend += SEPARATOR + text(lang, "graph_mistakes")
    parts = {"graph-legend": {"text": legend},
             "graph": {"points": points, "area": graph_area(points), "marks": marks,
                       "mistakes": graph_mistakes(analysis, bad),
                       "marker": graph_x(review, len(analysis.verdicts))},
             "analysis-text": {"text": progress_text(analysis, lang)},
             # X moves first in every game reviewed: the side to move, whose
             # mark the board's ghost of the best move wears.
             "analysis-step": {"text": step_text(verdict, names, lang, X if review % 2 == 0 else O)}}
    why = None
    if review > 0 and review - 1 in bad:
        why = mistake_text(r.game, analysis, review - 1, bad[review - 1], names, lang)
    parts["analysis-why"] = {"hidden": why is None, "text": why or ""}
    line = verdict[2] if verdict is not None else ()
    showing = s.moment.show_line and len(line) > 0
    parts["line-toggle"] = {"hidden": len(line) == 0,
                            "attrs": {"aria-pressed": "true" if showing else "false"}}
    if verdict is None:
        return parts, None, None, ()
    best = verdict[1]
    return parts, expected_text(verdict[0]), best if best >= 0 else None, line if showing else ()
