"""The board as static HTML, rendered at build time from the same view data
the browser applies later, so a reader sees the position before any script
runs (and with scripts off). Pure string building: runs in CPython and Brython.
"""

from engine.tables import CELL_NAMES, LINES

from board.settings import LEVEL_NAMES, TIMER_CHOICES
from board.links import MAX_TEXT
from sitebuild.spec import spec_game
from board.texts import text
from board.game_analysis import GRAPH_HEIGHT, GRAPH_WIDTH
from board.view import BOARD_CODES, board_view, line_coordinates, status_modifier, status_text


def escape(value):
    """Text made safe for HTML content and double-quoted attributes."""
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def grid_html(view, lang):
    out = ['<div class="uttt-grid" role="group" aria-label="%s">' % escape(text(lang, "board_label"))]
    for b in range(9):
        cls, label = view["boards"][b]
        out.append('<div class="%s" data-board="%d" role="group" aria-label="%s">'
                   % (cls, b, escape(label)))
        for c in range(9):
            i = 9 * b + c
            cell_cls, cell_text, enabled = view["cells"][i]
            out.append('<button type="button" class="%s" data-cell="%s" aria-label="%s"%s'
                       ' tabindex="-1"></button>'
                       % (cell_cls, CELL_NAMES[i], escape(cell_text),
                          "" if enabled else ' aria-disabled="true"'))
        out.append("</div>")
    # Over the grid: the gold line of a won game, and the big board's eight
    # lines drawn as blocked after an early draw (each shown when dead), and
    # on the early-draw boards as live while someone can still complete them.
    line = view["line"]
    x1, y1, x2, y2 = line_coordinates(*line) if line else (0, 0, 0, 0)
    out.append('<svg class="uttt-line" viewBox="0 0 3 3" aria-hidden="true"%s>'
               % ("" if line or view["dead"] or view["alive"] else " hidden"))
    for kind in ("dead", "alive"):
        for k, (first, _, last) in enumerate(LINES):
            out.append('<line class="uttt-%s" data-line="%d" x1="%s" y1="%s" x2="%s" y2="%s"%s>'
                       '</line>' % ((kind, k) + line_coordinates(first, last)
                                    + ("" if k in view[kind] else ' visibility="hidden"',)))
    out.append('<line class="uttt-win" x1="%s" y1="%s" x2="%s" y2="%s"%s></line>'
               % (x1, y1, x2, y2, "" if line else ' visibility="hidden"'))
    # A house rule's line (the Variants page's switch), shown while it is on.
    out.append('<line class="uttt-house" x1="0" y1="0" x2="0" y2="0" visibility="hidden"></line>'
               '</svg>')
    out.append("</div>")
    return "".join(out)


def button(lang, key, action, extra=""):
    return '<button type="button" class="uttt-btn" data-action="%s"%s>%s</button>' % (
        action, extra, escape(text(lang, key)))


# Signs every font has (no emoji, no rare symbols): first, back, forward, last.
STEP_SIGNS = {"first": "\u00ab", "back": "\u2039", "forward": "\u203a", "last": "\u00bb"}


def step_row(lang, label_key):
    """First, back, the step shown, forward, last: one row, even at 320 px
    (the buttons are signs, named for screen readers)."""
    def step(action):
        name = escape(text(lang, action))
        return ('<button type="button" class="uttt-btn uttt-step-btn" data-action="%s" '
                'aria-label="%s" title="%s">%s</button>' % (action, name, name, STEP_SIGNS[action]))
    return "".join([
        '<div class="uttt-steps" role="group" aria-label="%s">' % escape(text(lang, label_key)),
        step("first"), step("back"), '<span class="uttt-step"></span>',
        step("forward"), step("last"), "</div>",
    ])


def graph_html(lang):
    """The analysis's graph: X's expected score over the game (filled in by
    the page), the even line across the middle and the reviewed step."""
    return ('<svg class="uttt-graph" viewBox="0 0 %d %d" preserveAspectRatio="none" role="img" '
            'aria-label="%s"><line class="uttt-graph-mid" x1="0" y1="%s" x2="%d" y2="%s"></line>'
            '<polyline class="uttt-graph-line" points=""></polyline>'
            '<line class="uttt-graph-step" x1="0" y1="0" x2="0" y2="%d"></line></svg>'
            '<p class="uttt-graph-legend"></p>'
            % (GRAPH_WIDTH, GRAPH_HEIGHT, escape(text(lang, "graph_label")), GRAPH_HEIGHT / 2,
               GRAPH_WIDTH, GRAPH_HEIGHT / 2, GRAPH_HEIGHT))


def share_html(lang):
    """Share the game's link, copy its moves, or open a game from a link or
    pasted moves; the link shown for copying by hand when the browser will
    not copy it."""
    return "".join([
        '<div class="uttt-share" role="group" aria-label="%s">' % escape(text(lang, "share_label")),
        button(lang, "share", "share"), button(lang, "copy_record", "copy"),
        button(lang, "import", "import"), "</div>",
        '<div class="uttt-shared" role="status" hidden><span class="uttt-shared-text"></span> ',
        '<input type="text" class="uttt-shared-link" readonly aria-label="%s"></div>'
        % escape(text(lang, "share")),
        '<div class="uttt-import" hidden><label>%s <textarea class="uttt-import-text" rows="2" '
        'maxlength="%d" spellcheck="false" autocomplete="off"></textarea></label> '
        % (escape(text(lang, "import_label")), MAX_TEXT),
        button(lang, "import_open", "import-open"), button(lang, "cancel", "import-cancel"),
        "</div>",
    ])


def controls_html(spec, lang):
    """Buttons per mode; hidden until the script takes the board over."""
    mode = spec["mode"]
    if mode == "play":
        def option(value, key, **fields):
            return '<option value="%s">%s</option>' % (value, escape(text(lang, key, **fields)))
        return "".join([
            '<div class="uttt-notice" role="alert" hidden><span></span>%s</div>'
            % button(lang, "dismiss", "dismiss"),
            '<div class="uttt-linked" role="status" hidden><span class="uttt-linked-text"></span> %s</div>'
            % button(lang, "own_game", "own"),
            '<p class="uttt-clock" hidden></p>',
            '<div class="uttt-result" role="status" hidden>',
            '<p class="uttt-result-head"></p><p class="uttt-result-how"></p>',
            '<p class="uttt-result-score"></p>', button(lang, "play_again", "again"),
            "</div>",
            '<div class="uttt-controls" role="group" aria-label="%s" hidden>' % escape(text(lang, "controls")),
            button(lang, "send", "send"), button(lang, "undo", "undo"),
            button(lang, "review", "review"), button(lang, "hint_unrated", "hint"),
            button(lang, "resign", "resign"),
            "</div>",
            '<p class="uttt-advice" role="status" hidden></p>',
            '<div class="uttt-side-ask" role="group" hidden><span class="uttt-side-ask-text"></span> ',
            button(lang, "yes", "side-yes"), button(lang, "no", "side-no"), "</div>",
            '<div class="uttt-confirm" role="group" hidden><span class="uttt-confirm-text"></span> ',
            button(lang, "red", "resign-red"), button(lang, "blue", "resign-blue"),
            button(lang, "no", "resign-no"), "</div>",
            '<div class="uttt-ask" role="group" hidden><span class="uttt-ask-text"></span> ',
            button(lang, "yes", "change-yes"), button(lang, "no", "change-no"), "</div>",
            '<div class="uttt-review" role="group" aria-label="%s" hidden>' % escape(text(lang, "review_controls")),
            step_row(lang, "step_controls"),
            '<input type="range" class="uttt-seek" min="0" max="0" value="0" aria-label="%s">'
            % escape(text(lang, "seek_label")),
            '<ol class="uttt-moves" aria-label="%s"></ol>' % escape(text(lang, "moves_label")),
            button(lang, "analyse", "analyse"),
            '<div class="uttt-analysis" hidden><p class="uttt-analysis-text" role="status"></p>',
            graph_html(lang), "</div>",
            button(lang, "leave_review", "leave"),
            "</div>",
            share_html(lang),
            '<div class="uttt-head" hidden>',
            '<span class="uttt-round"></span> <span class="uttt-score"></span>',
            '<span class="uttt-record" hidden></span>',
            "</div>",
            '<div class="uttt-settings" hidden>',
            '<label>%s <select data-setting="mode">%s%s</select></label>' % (
                escape(text(lang, "mode")), option("two", "two_players"), option("computer", "computer")),
            '<label class="uttt-level">%s <select data-setting="level">%s</select></label>' % (
                escape(text(lang, "level")), "".join(option(name, name) for name in LEVEL_NAMES)),
            '<label>%s <select data-setting="timer">%s</select></label>' % (
                escape(text(lang, "timer")),
                "".join(option(str(t), "seconds", n=t) if t else option("0", "timer_off")
                        for t in TIMER_CHOICES)),
            '<label class="uttt-alternate"><input type="checkbox" data-setting="alternate" checked> %s</label>'
            % escape(text(lang, "alternate")),
            "</div>",
        ])
    if mode == "demo":
        # Any demo a reader can tap on can be put back as the caption has it.
        tappable = spec["steps"] or spec_game(spec).outcome is None
        house = ""
        if spec["house"]:
            house = ('<button type="button" class="uttt-btn uttt-house-switch" data-action="house" '
                     'aria-pressed="false">%s</button>' % escape(text(lang, "house_switch")))
        reset = ('<div class="uttt-demo-controls" hidden>%s%s</div>'
                 % (button(lang, "reset", "reset") if tappable else "", house)
                 if tappable or house else "")
        if spec["house"]:
            reset += '<p class="uttt-house-note" aria-live="polite" hidden></p>'

        if not spec["steps"]:
            return reset
        notes = "".join('<li data-ply="%d" data-note="%s"><strong>%d.</strong> %s</li>'
                        % (ply, escape(note), ply, escape(note)) for ply, note in spec["notes"])
        return "".join([
            '<div class="uttt-review" hidden>',
            step_row(lang, "step_controls"),
            "</div>",
            reset,
            '<p class="uttt-note" aria-live="polite" hidden></p>',
            '<ol class="uttt-notes">%s</ol>' % notes if notes else "",
        ])
    if mode == "lesson":
        return "".join([
            '<p class="uttt-task"><strong>%s:</strong> %s</p>' % (
                escape(text(lang, "task_label")), escape(spec["task"])),
            '<p class="uttt-solved" hidden>%s</p>' % escape(text(lang, "solved")),
            '<p class="uttt-feedback" role="status" hidden></p>',
            '<div class="uttt-controls" hidden>',
            button(lang, "hint", "hint") if spec.get("hint") else "",
            button(lang, "show_me", "show"), button(lang, "try_again", "retry"),
            "</div>",
            '<p class="uttt-hint" hidden>%s</p>' % escape(spec.get("hint", "")),
        ])
    return ""


def data_attributes(spec, lang):
    pairs = [("mode", spec["mode"]), ("lang", lang), ("start", spec["position"]),
             ("moves", spec["moves"]), ("highlight", " ".join(spec["highlight"])),
             ("boards", " ".join(BOARD_CODES[b] for b in spec["boards"])),
             ("steps", "yes" if spec["steps"] else "no"), ("id", spec["id"]),
             ("lines", "yes" if spec["big_lines"] else "no")]
    if spec["house"]:
        pairs.append(("house", spec["house"]))
    if spec["mode"] == "lesson":
        pairs.append(("goal", spec["goal"]))
    return "".join(' data-%s="%s"' % (k, escape(v)) for k, v in pairs)


def render_board(spec, lang):
    """The whole board component for a page."""
    game = spec_game(spec)
    highlight = [CELL_NAMES.index(c) for c in spec["highlight"]]
    view = board_view(game, lang, highlight=highlight, marked=spec["boards"], interactive=False,
                      lines=spec["big_lines"])
    players = {1: "red", 2: "blue"} if spec["mode"] == "play" else None
    caption = ('<p class="uttt-caption">%s</p>' % escape(spec["caption"])) if spec["caption"] else ""
    return "".join([
        '<div class="uttt uttt-%s"%s data-position="%s"%s>' % (
            spec["mode"], ' id="lesson-%s"' % escape(spec["id"]) if spec["mode"] == "lesson" else "",
            escape(view["position"]), data_attributes(spec, lang)),
        '<p class="uttt-status %s">%s</p>' % (status_modifier(game, players),
                                              escape(status_text(game, lang, players))),
        grid_html(view, lang),
        controls_html(spec, lang),
        caption,
        '<p class="uttt-live" aria-live="polite"></p>',
        "</div>",
    ])
