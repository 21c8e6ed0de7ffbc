"""The boards' parts, declared once: each control's id, kind, text key and
group. The build renders the markup from these tables (``sitebuild.html``),
the boards' views name the parts by id (``board.play.view`` for the play
board) and the page applies a view to each part the same way
(``page.dom.Parts``): a new button is a row here plus its texts.

Every part carries ``data-part="<id>"`` and the class ``uttt-<id>`` (unless
``cls`` says otherwise); buttons carry ``data-action="<id>"`` too, the hook
the tests and tools use.
"""

import board.note_words  # noqa: F401  (the notes under More's actions)
from board.settings import LEVEL_NAMES, TIMER_CHOICES


class Control:
    """One part of the board. ``kind``: "box" (a group of parts), "line" (a
    paragraph of text), "span" (text within a line), "button", "sign" (a
    button showing ``sign``, named by its text for screen readers),
    "select", "segments" (a row of choices, one of them on: radio buttons
    drawn as one control) and "check" (settings, named by ``setting``), "preference"
    (a checkbox for one of the device's display choices, named by
    ``setting``, kept by the page itself: overrides/main.html), "range",
    "list", "graph", "field" (read-only text to copy), "area" (text to
    paste) or "toggle" (a button that is on or off: ``aria-pressed``).
    ``text``: the key of its text or label (a line's text from the start);
    ``role`` and ``live``: its ARIA role and live-region politeness;
    ``hidden``: hidden in the built page (top-level parts are, until the
    board is live); ``submits``: the text box whose text a button sends;
    ``label``: the key of a button's heading over its changing text (its
    ``data-label``, which board.css shows); ``note``: the key of a line under
    a button's text saying what it is for (its ``data-note``)."""

    def __init__(self, id, kind, text=None, group=None, role=None, hidden=None, cls=None,
                 sign=None, choices=(), setting=None, live=None, submits=None, label=None, note=None):
        self.id = id
        self.kind = kind
        self.text = text
        self.group = group
        self.role = role
        self.hidden = group is None if hidden is None else hidden
        self.cls = cls if cls is not None else ("uttt-btn" if kind in ("button", "toggle") else
                                                "uttt-btn uttt-step-btn" if kind == "sign" else
                                                "uttt-" + id)
        self.sign = sign
        self.choices = choices          # (value, text key, fields): a select's options, segments' choices
        self.setting = setting
        self.live = live
        self.submits = submits
        self.label = label
        self.note = note


def steps(group):
    """First, back, the step shown, forward, last: one row, even at 320 px
    (the buttons are signs every font has, named for screen readers)."""
    return (
        Control("steps", "box", "step_controls", group, role="group"),
        Control("first", "sign", "first", "steps", sign="\u00ab"),
        Control("back", "sign", "back", "steps", sign="\u2039"),
        Control("step", "span", group="steps"),
        Control("forward", "sign", "forward", "steps", sign="\u203a"),
        Control("last", "sign", "last", "steps", sign="\u00bb"),
    )


LEVEL_CHOICES = tuple((name, name, {}) for name in LEVEL_NAMES)
TIMER_OPTIONS = tuple((str(t), "seconds", {"n": t}) if t else ("0", "timer_off", {})
                      for t in TIMER_CHOICES)

def strip(key):
    """One player's strip ("x" or "o"): the mark, the name, the score or
    rating (the computer: its level), the turn's clock when timed, after a
    game the winner's badge."""
    box = "strip-" + key
    return (
        Control(box, "box", group="players", cls="uttt-strip"),
        Control(box + "-mark", "span", group=box, cls="uttt-strip-mark"),
        Control(box + "-name", "span", group=box, cls="uttt-strip-name"),
        Control(box + "-score", "span", group=box, cls="uttt-strip-score"),
        Control(box + "-clock", "span", group=box, role="timer", cls="uttt-strip-clock"),
        Control(box + "-badge", "span", group=box, cls="uttt-strip-badge"),
    )


# The two players, X first, the one to move standing out (board.css sets
# Blue's over the board and Red's under it).
PLAYERS = (
    Control("players", "box", "players", role="group"),
) + strip("x") + strip("o") + (
    # In the strips' place while reviewing: the way back, a sign named by
    # its words, beside the review's title over the status line (board.css).
    Control("leave", "button", "leave_review", cls="uttt-btn uttt-back"),
    Control("review-title", "line", "review_title"),
)

PLAY = (
    Control("notice", "box", role="alert"),
    Control("notice-text", "span", group="notice"),
    Control("dismiss", "button", "dismiss", "notice"),
    Control("linked", "box", role="status"),
    Control("linked-text", "span", group="linked"),
    Control("own", "button", "own_game", "linked"),
    Control("clock", "line"),
    Control("result", "box", role="status"),
    Control("result-score", "line", group="result"),
    # The main actions, during a game and after it (Play again and Review in
    # the places of Undo and Resign); "more" opens the rest (extras). What
    # appears later (a linked game's "Send your move") comes last, so
    # nothing moves under a finger.
    Control("controls", "box", "controls", role="group"),
    Control("undo", "button", "undo", "controls"),
    Control("hint", "button", "hint", "controls"),
    Control("resign", "button", "resign", "controls"),
    Control("again", "button", "play_again", "controls"),
    Control("review", "button", "review", "controls"),
    Control("more", "button", "more", "controls", cls="uttt-btn uttt-more"),
    Control("send", "button", "send", "controls"),
    Control("unrated-note", "line"),
    # New game, under the actions, so the board comes first: a bar headed
    # "New game" naming whom one plays (the mode, and the computer's level)
    # that opens a sheet as More is: two on this phone, or the computer at a
    # level (one choice, radio buttons of one name in two groups). A choice
    # starts a new game, after a question under the actions if one is under way.
    Control("opponent", "button", "two_players", cls="uttt-opponent", label="new_game"),
    Control("new-game", "box", "new_game", role="group", cls="uttt-extras uttt-new-game"),
    Control("new-close", "sign", "dismiss", "new-game", sign="\u00d7"),
    Control("pick-two", "segments", None, "new-game", choices=(("two", "two_players", {}),),
            setting="opponent", cls="uttt-pick-two uttt-segments"),
    Control("pick-level", "segments", "computer", "new-game", choices=LEVEL_CHOICES,
            setting="opponent", cls="uttt-pick-level uttt-segments"),
    Control("advice", "line", role="status"),
    Control("side-ask", "box", role="group"),
    Control("side-ask-text", "span", group="side-ask"),
    Control("side-yes", "button", "yes", "side-ask"),
    Control("side-no", "button", "no", "side-ask"),
    Control("confirm", "box", role="group"),
    Control("confirm-text", "span", group="confirm"),
    Control("resign-red", "button", "red", "confirm"),
    Control("resign-blue", "button", "blue", "confirm"),
    Control("resign-no", "button", "no", "confirm"),
    Control("ask", "box", role="group"),
    Control("ask-text", "span", group="ask"),
    Control("change-yes", "button", "yes", "ask"),
    Control("change-no", "button", "no", "ask"),
    Control("reviewing", "box", "review_controls", role="group", cls="uttt-review"),
    # After the review: while reviewing, the moves and the analysis come first.
    # Else a sheet over the page, on a scrim that closes it when tapped.
    Control("scrim", "box"),
    Control("extras", "box", "more", role="group"),
    Control("sheet-close", "sign", "dismiss", "extras", sign="\u00d7"),
) + steps("reviewing") + (
    # The moves right under the board, a strip as on a game site; the slider
    # until the analysis's graph takes its place (the whole game at a glance,
    # over the screen's sticky step row); what the analysis says of the move
    # shown; how the game ended last.
    Control("moves", "list", "moves_label", "reviewing"),
    Control("seek", "range", "seek_label", "reviewing"),
    Control("analyse", "button", "analyse", "reviewing"),
    Control("analysis", "box", group="reviewing", hidden=True),
    # The line the analysis expects, asked for beside the graph (on its row),
    # so what it says of the move and why stay above the step bar.
    Control("graph", "graph", "graph_label", "analysis"),
    Control("line-toggle", "toggle", "show_line", "analysis"),
    Control("analysis-step", "line", group="analysis"),
    Control("analysis-why", "line", group="analysis", hidden=True),
    Control("analysis-text", "line", group="analysis", role="status"),
    Control("graph-legend", "line", group="analysis"),
    Control("moves-end", "line", group="reviewing"),
    # The round and the draws (each player's wins are on the strips): More's
    # first line, under its title, apart from its actions.
    Control("head", "box", group="extras"),
    Control("round", "span", group="head"),
    Control("score", "span", group="head"),
    Control("record", "span", group="head", hidden=True),
    Control("share-row", "box", "share_label", "extras", role="group", cls="uttt-share"),
    # "Send your move" in one's own game: asked for here, so the main row
    # does not grow under a finger ("send", in the row, is a linked game's).
    Control("send-more", "button", "send", "share-row", note="send_note"),
    Control("share", "button", "share", "share-row", note="share_note"),
    Control("copy", "button", "copy_record", "share-row", note="copy_note"),
    Control("import", "button", "import", "share-row", note="import_note"),
    Control("shared", "box", role="status"),
    Control("shared-text", "span", group="shared"),
    Control("shared-link", "field", "share", "shared"),
    Control("importing", "box", cls="uttt-import"),
    Control("import-text", "area", "import_label", "importing"),
    Control("import-open", "button", "import_open", "importing", submits="import-text"),
    Control("import-cancel", "button", "cancel", "importing"),
    Control("options", "box", "settings_label", "extras", role="group", cls="uttt-settings"),
    Control("timer", "segments", "timer", "options", choices=TIMER_OPTIONS, setting="timer",
            cls="uttt-timer uttt-segments"),
    Control("alternate", "check", "alternate", "options", setting="alternate"),
    Control("alert", "check", "alert", "options", setting="alert"),
    # The device's choice, not the game's: every board's coordinates.
    Control("coordinates", "preference", "coordinates", "options", setting="coordinates"),
)



def demo_controls(stepping, tappable, house):
    """A demo's parts: the step row (``stepping``), Reset (``tappable``: any
    demo a reader can tap on can be put back as its caption has it), the
    house rule's switch and note (``house``), the note at a turning point."""
    out = ()
    if stepping:
        out += (Control("reviewing", "box", cls="uttt-review"),) + steps("reviewing")
    if tappable or house:
        out += (Control("demo-controls", "box"),)
    if tappable:
        out += (Control("reset", "button", "reset", "demo-controls"),)
    if house:
        out += (Control("house", "toggle", "house_switch", "demo-controls",
                        cls="uttt-btn uttt-house-switch"),
                Control("house-note", "line", live="polite"))
    if stepping:
        out += (Control("note", "line", live="polite"),)
    return out


def lesson_controls(has_hint):
    """A lesson's parts, after its task: the Solved badge (on this device;
    "Solved before", muted, while a new try is under way:
    ``board.lesson.solved_badge``), the engine's feedback, the buttons and
    the hint (its text is the page's)."""
    return (
        Control("solved", "line", "solved", hidden=True),
        Control("feedback", "line", role="status"),
        Control("lesson-controls", "box", cls="uttt-controls"),
    ) + ((Control("hint", "button", "hint", "lesson-controls"),) if has_hint else ()) + (
        Control("show", "button", "show_me", "lesson-controls"),
        Control("retry", "button", "try_again", "lesson-controls"),
    )


def puzzle_controls(themes):
    """The Puzzles page's board, under the grid: what the last tap did, the
    buttons, a notice, the puzzle's name and rating, the player's rating,
    streak and last puzzles, and the choice of the day's puzzle or a theme
    (``themes``: their codes, in the page's order)."""
    return (
        Control("puzzle-feedback", "line", role="status", cls="uttt-feedback"),
        Control("puzzle-controls", "box", cls="uttt-controls"),
        Control("puzzle-retry", "button", "puzzle_retry", "puzzle-controls"),
        Control("puzzle-show", "button", "puzzle_show", "puzzle-controls"),
        Control("puzzle-next", "button", "puzzle_next", "puzzle-controls"),
        Control("puzzle-notice", "line", role="alert", cls="uttt-notice"),
        Control("puzzle-about", "line"),
        Control("puzzle-player", "box"),
        Control("puzzle-rating", "span", group="puzzle-player"),
        Control("puzzle-streak", "span", group="puzzle-player"),
        Control("puzzle-history", "line"),
        Control("puzzle-choose", "box", cls="uttt-controls"),
        Control("puzzle-daily", "button", "puzzle_daily", "puzzle-choose"),
        Control("puzzle-theme", "select", "puzzle_theme_label", "puzzle-choose", setting="theme",
                choices=(("", "puzzle_all_themes", {}),) + tuple(
                    (code, "theme_" + code.replace("-", "_"), {}) for code in themes)),
    )
