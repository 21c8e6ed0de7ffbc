"""The play session's vocabulary: the events it takes (what happened on the
page) and the effects it returns (what the page is to do). Small value
objects, equal when their fields are, so tests can compare them."""


class Value:
    """A named tuple of ``fields``, written out for tests and tracebacks."""

    fields = ()

    def __init__(self, *values):
        if len(values) != len(self.fields):
            raise TypeError("%s takes %s" % (type(self).__name__, ", ".join(self.fields) or "nothing"))
        for name, value in zip(self.fields, values):
            setattr(self, name, value)

    def __eq__(self, other):
        return type(self) is type(other) and all(
            getattr(self, name) == getattr(other, name) for name in self.fields)

    def __repr__(self):
        return "%s(%s)" % (type(self).__name__,
                           ", ".join(repr(getattr(self, name)) for name in self.fields))


def value(name, *fields):
    """The Value class ``name`` of ``fields``. A line each, not a class
    statement each: compiled for the page, each statement was about a
    kilobyte of the start's JavaScript."""
    return type(name, (Value,), {"fields": fields})


# -- events ------------------------------------------------------------------

# The board starts: the saved game, sides and analyses (text, or None when nothing is
# saved) and the page's decoded fragment ("" when there is none).
Opened = value("Opened", "saved", "sides", "analyses", "link")

# A first visit's opening: nothing saved, no link. The build draws a play
# board as it starts then (sitebuild/html.py), so such a board starts
# without writing again what the page already shows (page/play_board.py).
FIRST_VISIT = Opened(None, None, None, "")

# A person plays ``cell``; ``stamp`` is when (the page's clock, ms).
Tap = value("Tap", "cell", "stamp")

# A button: its control id (``controls.PLAY``).
Pressed = value("Pressed", "control")

# A setting changed: its name and the control's value (a select's text, a checkbox's
# state).
Chose = value("Chose", "setting", "value")

# Review this ply (the slider, the move list).
Seek = value("Seek", "ply")

# A tap on the analysis graph at ``fraction`` (0..1) of its width.
GraphTap = value("GraphTap", "fraction")

# A key pressed on the board while reviewing ("ArrowLeft", ...).
Key = value("Key", "key")

# The text pasted into the box to open a game.
Imported = value("Imported", "text")

# The page's fragment changed (decoded).
LinkChanged = value("LinkChanged", "link")

# Another tab wrote this board's saved game (what is stored now, or None).
StoredChanged = value("StoredChanged", "saved")

# The browser refuses storage: the game is kept in memory only.
StorageRefused = value("StorageRefused")

# The computer's bundle has come, with ``kept`` (an empty
# ``kept_analyses.KeptAnalyses``) to read the kept analyses with.
AnalysisReady = value("AnalysisReady", "kept")

# The computer's worker has started.
ComputerReady = value("ComputerReady")

# The worker's move for ``thought``.
ComputerMoved = value("ComputerMoved", "thought", "cell")

# The worker's verdict for ``thought`` on the position after ``ply`` moves: X's expected
# score (0..1000), the best cell (-1: none) and the expected line (a tuple of cells, the
# best first).
Judged = value("Judged", "thought", "ply", "value", "best", "line")

# How giving ``value`` away went: "shared" (the share sheet), "copied" (the clipboard)
# or "failed" (neither: it is shown to copy by hand).
Shared = value("Shared", "how", "value")

# Time passed (a Wake came due).
Tick = value("Tick")


# -- effects -----------------------------------------------------------------

# Keep the visitor's own game and record (storage.dump_state text).
Save = value("Save", "text")

# Drop the saved game (it could not be read).
Forget = value("Forget")

# Keep which side this device played in games passed on by link.
SaveSides = value("SaveSides", "text")

# Keep the analyses of the last games (``kept_analyses.KeptAnalyses`` text; None: drop
# them).
SaveAnalyses = value("SaveAnalyses", "text")

# Put ``moves`` (link_moves text) in the address as ``#game=...``; None takes the
# fragment away.
SetLink = value("SetLink", "moves")

# Have the computer work on ``thought`` from now on (None: on nothing).
Think = value("Think", "thought")

# Start the computer's worker now: the visitor may soon need it.
WarmUp = value("WarmUp")

# Give away the game: ``moves`` (link_moves text) as a link, or ``record`` text to copy
# (``as_link`` False).
Share = value("Share", "value", "as_link")

# Move the keyboard focus to a control (and select its text).
Focus = value("Focus", "control", "select")

# Tell screen readers ``text``.
Announce = value("Announce", "text")

# The turn's last seconds have come: beep and vibrate (the visitor allowed it).
Warn = value("Warn")

# Scroll the page so that the board's status line is at the top of the view, the board
# under it (a new round starts there).
Reveal = value("Reveal")

# Send a Tick after ``ms`` (the turn clock, the end of the input lock).
Wake = value("Wake", "ms")


class Thought:
    """What the computer should be thinking about: a move for its own turn
    (``purpose`` "move"), a stand-in move for a person whose time ran out
    ("timeout"), a hint ("hint") or the review's analysis ("analyse"), of
    the game ``record`` at ``level`` with ``seed``.

    A hint and the analysis judge the positions after ``plies`` moves, in
    that order, with ``budget`` iterations each (0: the level's own, the
    deep look); ``focus`` is the position on view while it still waits.
    Equal thoughts are the same job: ``plies`` is where to resume, not part
    of what is wanted. A verdict that arrives restarts nothing, except the
    one on the position on view (the job then goes on with the rest, from
    the next position); a pass that changes, or stepping to a position not
    yet judged, makes a new job.
    """

    def __init__(self, record, level, seed, purpose, plies=(), budget=0, focus=None):
        self.record = record
        self.level = level
        self.seed = seed
        self.purpose = purpose
        self.plies = tuple(plies)
        self.budget = budget
        self.focus = focus

    def __eq__(self, other):
        return (isinstance(other, Thought) and self.record == other.record
                and self.level == other.level and self.seed == other.seed
                and self.purpose == other.purpose and self.budget == other.budget
                and self.focus == other.focus)

    def __repr__(self):
        return "Thought(%r, %r, %r, %r, %r, %r, %r)" % (
            self.record, self.level, self.seed, self.purpose, self.plies, self.budget, self.focus)
