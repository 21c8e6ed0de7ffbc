"""The board as static HTML, rendered at build time from the same view data
the browser applies later, so a reader sees the position before any script
runs (and with scripts off). Pure string building: runs in CPython and Brython.
"""

from engine.tables import CELL_NAMES, FILES, LINES

from board.controls import PLAY, PLAYERS, demo_controls, lesson_controls, puzzle_controls
from board.play import messages
from board.play.session import Session
from board.play.view import DRAWN, play_view
from board.links import MAX_TEXT
from sitebuild.puzzles import shipped_puzzles
from sitebuild.spec import spec_game
from board.puzzle import catalogue
from board.puzzle_trainer import DRAWN as PUZZLE_DRAWN, first_visit as first_puzzle_visit, \
    trainer_view
from board.texts import text
from board.analysis_view import GRAPH_HEIGHT, GRAPH_WIDTH
from board.demo import TEACH_SHOWN, sends_arrow
from board.view import BOARD_CODES, board_view, line_coordinates, status_modifier, status_text


def escape(value):
    """Text made safe for HTML content and double-quoted attributes."""
    return (str(value).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#39;"))


def coordinates_html():
    """The board's edges: ranks 9 to 1 down the left, files a to i along the
    bottom, grouped by three as the cells are (board.css lines each label up
    with its cells), so every cell a message names can be found. The cells
    name themselves to screen readers; these are for the eye."""
    def edge(cls, labels):
        groups = ["<span>%s</span>" % "".join("<i>%s</i>" % label for label in labels[k:k + 3])
                  for k in (0, 3, 6)]
        return '<div class="%s" aria-hidden="true">%s</div>' % (cls, "".join(groups))
    return edge("uttt-ranks", "987654321"), edge("uttt-files", FILES)


def grid_html(view, lang):
    """The grid and its coordinates, in a box that lays them out together."""
    ranks, files = coordinates_html()
    return '<div class="uttt-board">%s%s%s</div>' % (ranks, cells_html(view, lang), files)


def cells_html(view, lang):
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
    # Over the grid, each line hidden until it shows: the winning line, the
    # big board's eight lines drawn as blocked after an early draw (each
    # shown when dead), and on the early-draw boards as live while someone
    # can still complete them.
    line = view["line"]
    x1, y1, x2, y2 = line_coordinates(*line) if line else (0, 0, 0, 0)
    out.append('<svg class="uttt-line" viewBox="0 0 3 3" aria-hidden="true">')
    for kind in ("dead", "alive"):
        for k, (first, _, last) in enumerate(LINES):
            out.append('<line class="uttt-%s" data-line="%d" x1="%s" y1="%s" x2="%s" y2="%s"%s>'
                       '</line>' % ((kind, k) + line_coordinates(first, last)
                                    + ("" if k in view[kind] else ' visibility="hidden"',)))
    # The winning line.
    out.append('<line class="uttt-win" pathLength="1" x1="%s" y1="%s" x2="%s" y2="%s"%s></line>'
               % (x1, y1, x2, y2, "" if line else ' visibility="hidden"'))
    # A house rule's line (the Variants page's switch), shown while it is on.
    out.append('<line class="uttt-house" x1="0" y1="0" x2="0" y2="0" visibility="hidden"></line>')
    # The teaching boards' arrow: from the last move to the board it sends to.
    out.append('<path class="uttt-arrow" d="%s"></path></svg>' % (view.get("arrow") or ""))
    out.append("</div>")
    return "".join(out)


def graph_html(lang, control):
    """The analysis's graph: X's expected score over the game (filled in by
    the page) and the area between it and the even line across the middle
    (filled by board.css in the colour of the one ahead), the marked positions (moves
    played when time ran out, a resignation, an early draw), the mistakes and the
    reviewed step."""
    return ('<svg class="%s" data-part="%s" viewBox="0 0 %d %d" preserveAspectRatio="none" '
            'role="img" aria-label="%s"><defs><linearGradient id="uttt-graph-fill" '
            'gradientUnits="userSpaceOnUse" x1="0" y1="0" x2="0" y2="%d">'
            '<stop offset=".5" class="uttt-graph-x"></stop><stop offset=".5" class="uttt-graph-o">'
            '</stop></linearGradient></defs><line class="uttt-graph-mid" x1="0" y1="%s" x2="%d" '
            'y2="%s"></line><polygon class="uttt-graph-area" points=""></polygon>'
            '<polyline class="uttt-graph-line" points=""></polyline>'
            '<path class="uttt-graph-marks" d=""></path><path class="uttt-graph-mistakes" d=""></path>'
            '<line class="uttt-graph-step" x1="0" y1="0" x2="0" y2="%d"></line></svg>'
            % (control.cls, control.id, GRAPH_WIDTH, GRAPH_HEIGHT,
               escape(text(lang, control.text)), GRAPH_HEIGHT, GRAPH_HEIGHT / 2, GRAPH_WIDTH,
               GRAPH_HEIGHT / 2,
               GRAPH_HEIGHT))


def control_html(control, lang, inside, first):
    """One part of ``controls`` (``inside``: its children's markup). ``first``:
    {part: {"hidden", "text", "mod", "disabled"}} as the board's first view shows them; a part it shows
    that only the script makes work is marked ``data-uttt-script`` (shown
    from the first paint where scripts run, board.css): the board does not
    grow when it goes live."""
    c = control
    mod = first.get(c.id, {}).get("mod")
    head = 'class="%s" data-part="%s"' % (c.cls + " " + mod if mod else c.cls, c.id)
    if c.role:
        head += ' role="%s"' % c.role
    if c.live:
        head += ' aria-live="%s"' % c.live
    hidden = first.get(c.id, {}).get("hidden", c.hidden)
    if c.hidden and not hidden:
        head += " data-uttt-script"
    elif hidden:
        head += " hidden"
    label = escape(text(lang, c.text)) if c.text else ""
    if "text" in first.get(c.id, {}):
        label = escape(first[c.id]["text"])
    if c.kind == "box":
        return '<div %s%s>%s</div>' % (head, ' aria-label="%s"' % label if label else "", inside)
    if c.kind in ("line", "span"):
        tag = "p" if c.kind == "line" else "span"
        return "<%s %s>%s</%s>" % (tag, head, label, tag)
    if c.kind == "button":
        submits = ' data-submits="%s"' % c.submits if c.submits else ""
        heading = ' data-label="%s"' % escape(text(lang, c.label)) if c.label else ""
        note = ' data-note="%s"' % escape(text(lang, c.note)) if c.note else ""
        disabled = " disabled" if first.get(c.id, {}).get("disabled") else ""
        return '<button type="button" %s data-action="%s"%s%s%s%s>%s</button>' % (
            head, c.id, submits, heading, note, disabled, label)
    if c.kind == "toggle":
        return '<button type="button" %s data-action="%s" aria-pressed="false">%s</button>' % (
            head, c.id, label)
    if c.kind == "sign":
        return ('<button type="button" %s data-action="%s" aria-label="%s" title="%s">%s</button>'
                % (head, c.id, label, label, c.sign))
    if c.kind == "select":
        options = "".join('<option value="%s">%s</option>' % (value, escape(text(lang, key, **fields)))
                          for value, key, fields in c.choices)
        return '<label %s>%s <select data-setting="%s">%s</select></label>' % (head, label,
                                                                                c.setting, options)
    if c.kind == "segments":
        # The value the first view gives it (none: its first), checked.
        chosen = first.get(c.id, {}).get("value", c.choices[0][0])
        options = "".join(
            '<label><input type="radio" name="uttt-%s" value="%s" data-setting="%s"%s>'
            '<span>%s</span></label>' % (c.setting, value, c.setting,
                                         " checked" if value == chosen else "",
                                         escape(text(lang, key, **fields)))
            for value, key, fields in c.choices)
        return '<fieldset %s><legend>%s</legend>%s</fieldset>' % (head, label, options)
    if c.kind in ("check", "preference"):
        checked = " checked" if first.get(c.id, {}).get("checked", True) else ""
        return ('<label %s><input type="checkbox" data-%s="%s"%s> %s</label>'
                % (head, "setting" if c.kind == "check" else "uttt-preference", c.setting, checked,
                   label))
    if c.kind == "range":
        return '<input type="range" %s min="0" max="0" value="0" aria-label="%s">' % (head, label)
    if c.kind == "list":
        return '<ol %s aria-label="%s"></ol>' % (head, label)
    if c.kind == "graph":
        return graph_html(lang, c)
    if c.kind == "field":
        return '<input type="text" %s readonly aria-label="%s">' % (head, label)
    if c.kind == "area":
        return ('<label>%s <textarea %s rows="2" maxlength="%d" spellcheck="false" '
                'autocomplete="off"></textarea></label>' % (label, head, MAX_TEXT))
    raise ValueError("control %r: unknown kind %r" % (c.id, c.kind))


def controls_markup(controls, lang, first, group=None):
    """The markup of ``controls`` in ``group`` (None: the top level), in the
    table's order, each with its children inside."""
    return "".join(control_html(c, lang, controls_markup(controls, lang, first, c.id), first)
                   for c in controls if c.group == group)


def first_visit(lang):
    """The session of a play board's first visit (nothing saved, no link)
    and its view: what the build draws, the session's own (the two cannot
    differ, and the board starts without writing it again)."""
    session = Session(lang)
    session.handle(messages.FIRST_VISIT, 0, 0)
    return session, play_view(session, lang)


def first_play_view(parts, drawn=DRAWN):
    """{part: {drawn property: value}} of a first visit's view of the parts
    (a play board's, or with the puzzle board's ``drawn``)."""
    return {part: {key: props[key] for key in drawn if key in props}
            for part, props in parts.items()}


# A teaching board's first view: its rows shown, and Reset and Try again
# disabled, nothing to put back yet (board.css gives a disabled Reset no
# room: the demo keeps its size as it goes live).
TEACH_FIRST = dict({part: {"hidden": False} for part in TEACH_SHOWN},
                   reset={"disabled": True}, retry={"disabled": True})


def controls_html(spec, lang, first_play):
    """Controls per mode, drawn as the board's first view shows them
    (``first_play``: a play board's, from ``first_play_view``)."""
    mode = spec["mode"]
    if mode == "play":
        return controls_markup(PLAY, lang, first_play)
    if mode == "demo":
        tappable = spec["steps"] or spec_game(spec).outcome is None
        notes = "".join('<li data-ply="%d" data-note="%s"><strong>%d.</strong> %s</li>'
                        % (ply, escape(note), ply, escape(note)) for ply, note in spec["notes"])
        return controls_markup(demo_controls(spec["steps"], tappable, bool(spec["house"])), lang,
                               TEACH_FIRST) \
            + ('<ol class="uttt-notes" data-part="notes" data-uttt-noscript>%s</ol>' % notes
               if notes else "")
    if mode == "lesson":
        hint = spec.get("hint")
        return "".join([
            '<p class="uttt-task"><strong>%s:</strong> %s</p>' % (
                escape(text(lang, "task_label")), escape(spec["task"])),
            controls_markup(lesson_controls(bool(hint)), lang, TEACH_FIRST),
            '<p class="uttt-hint" data-part="hint-text" hidden>%s</p>' % escape(hint)
            if hint else "",
        ])
    if mode == "puzzle":
        # The set itself comes as a start script of the page (hooks/boards.py).
        return controls_markup(puzzle_controls(shipped_puzzles().themes), lang, first_play)
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
    highlight = [CELL_NAMES.index(c) for c in spec["highlight"]]
    if spec["mode"] == "play":
        # Drawn as a first visit's board starts (page/input.py's first view).
        session, shown = first_visit(lang)
        game = session.shown_game()
        view = board_view(game, lang, highlight=highlight, marked=spec["boards"],
                          interactive=session.accepts_taps(), suggested=shown["suggested"],
                          expected=shown["expected"])
        status, modifier = shown["status"]
        first_play = first_play_view(shown["parts"])    # its strips' and controls'
        strips = controls_markup(PLAYERS, lang, first_play)
    elif spec["mode"] == "puzzle":
        # Drawn as a new player's first visit shows it (page/puzzle_board.py
        # keeps it as drawn); with scripts, the grid of a player who has
        # played waits for the device's puzzle.
        shipped = shipped_puzzles()
        trainer = first_puzzle_visit(catalogue(shipped.text), shipped.themes)
        game = trainer.run.game
        view = board_view(game, lang, interactive=True)
        status, modifier = status_text(game, lang), status_modifier(game)
        shown = trainer_view(trainer, lang)
        first_play = first_play_view(shown, PUZZLE_DRAWN)
        task = shown["puzzle-task"]
        strips = '<p class="uttt-puzzle-task %s" data-part="puzzle-task">%s</p>' % (
            task["mod"], escape(task["text"]))
    else:
        game = spec_game(spec)
        view = board_view(game, lang, highlight=highlight, marked=spec["boards"], interactive=False,
                          lines=spec["big_lines"])
        view["arrow"] = sends_arrow(game)       # drawn live by page/teach_boards
        status, modifier = status_text(game, lang), status_modifier(game)
        first_play = None
        strips = ""
    caption = ('<p class="uttt-caption">%s</p>' % escape(spec["caption"])) if spec["caption"] else ""
    return "".join([
        '<div class="uttt uttt-%s"%s data-position="%s"%s>' % (
            spec["mode"], ' id="lesson-%s"' % escape(spec["id"]) if spec["mode"] == "lesson" else "",
            escape(view["position"]), data_attributes(spec, lang)),
        strips,
        # a word joiner after each hyphen, as page/dom.py writes the status
        '<p class="uttt-status %s">%s</p>' % (modifier, escape(status).replace("-", "-\u2060")),
        grid_html(view, lang),
        caption,                # right under its board, before its buttons
        controls_html(spec, lang, first_play),
        '<p class="uttt-live" aria-live="polite"></p>',
        "</div>",
    ])
