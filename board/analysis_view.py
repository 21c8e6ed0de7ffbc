"""What the review's analysis shows (the verdicts of ``board.play.analysis``):
X's expected score and the best move at the reviewed step, the mistakes,
the graph over the whole game. Pure; it comes with the computer's bundle,
as the verdicts come from the computer (``engine.analysis`` in the worker).
"""

from engine import cell_name
from engine.verdict import Verdict, expected_text, mistakes, percent

from board.play.view import SEPARATOR
from board.texts import text
from board.view import player_text

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
    winning), for the positions analysed so far."""
    total = len(analysis.verdicts)
    return " ".join("%s,%s" % (graph_x(ply, total), graph_y(verdict[0]))
                    for ply, verdict in enumerate(analysis.verdicts) if verdict is not None)


def game_mistakes(game, analysis):
    """{ply: better move} for the moves the analysis found to be mistakes."""
    return mistakes(game, [None if v is None else Verdict(*v) for v in analysis.verdicts])


def analysis_parts(s, lang):
    """The analysis at the reviewed step: (the parts of the analysis box,
    ``data-eval`` or None, the suggested cell or None). While the worker is
    still at work the line tells how far it is."""
    r = s.round
    analysis = r.analysis
    names = r.names()
    total = len(analysis.verdicts)
    parts = {"graph-legend": {"text": text(lang, "graph_legend", x=player_text(lang, 1, names),
                                           o=player_text(lang, 2, names))},
             "graph": {"points": graph_points(analysis), "marker": graph_x(s.moment.review, total)}}
    if not analysis.complete():
        parts["analysis-text"] = {"text": text(lang, "analysing", done=analysis.done(), total=total)}
        return parts, None, None
    value, best = analysis.verdicts[s.moment.review]
    xs = percent(value)
    line = text(lang, "eval_line", x=player_text(lang, 1, names), xs=xs,
                o=player_text(lang, 2, names), os=100 - xs)
    if best >= 0:
        line += SEPARATOR + text(lang, "best_move", cell=cell_name(best))
    parts["analysis-text"] = {"text": line}
    return parts, expected_text(value), best if best >= 0 else None
