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


# -- events ------------------------------------------------------------------

class Opened(Value):
    """The board starts: the saved game, sides and analyses (text, or None
    when nothing is saved) and the page's decoded fragment ("" when there
    is none)."""
    fields = ("saved", "sides", "analyses", "link")


class Tap(Value):
    """A person plays ``cell``; ``stamp`` is when (the page's clock, ms)."""
    fields = ("cell", "stamp")


class Pressed(Value):
    """A button: its control id (``controls.PLAY``)."""
    fields = ("control",)


class Chose(Value):
    """A setting changed: its name and the control's value (a select's text,
    a checkbox's state)."""
    fields = ("setting", "value")


class Seek(Value):
    """Review this ply (the slider, the move list)."""
    fields = ("ply",)


class GraphTap(Value):
    """A tap on the analysis graph at ``fraction`` (0..1) of its width."""
    fields = ("fraction",)


class Key(Value):
    """A key pressed on the board while reviewing ("ArrowLeft", ...)."""
    fields = ("key",)


class Imported(Value):
    """The text pasted into the box to open a game."""
    fields = ("text",)


class LinkChanged(Value):
    """The page's fragment changed (decoded)."""
    fields = ("link",)


class StoredChanged(Value):
    """Another tab wrote this board's saved game (what is stored now, or None)."""
    fields = ("saved",)


class StorageRefused(Value):
    """The browser refuses storage: the game is kept in memory only."""


class AnalysisReady(Value):
    """The computer's bundle has come, with ``kept`` (an empty
    ``kept_analyses.KeptAnalyses``) to read the kept analyses with."""
    fields = ("kept",)


class ComputerReady(Value):
    """The computer's worker has started."""


class ComputerMoved(Value):
    """The worker's move for ``thought``."""
    fields = ("thought", "cell")


class Judged(Value):
    """The worker's verdict for ``thought`` on the position after ``ply``
    moves: X's expected score (0..1000), the best cell (-1: none) and the
    expected line (a tuple of cells, the best first)."""
    fields = ("thought", "ply", "value", "best", "line")


class Shared(Value):
    """How giving ``value`` away went: "shared" (the share sheet), "copied"
    (the clipboard) or "failed" (neither: it is shown to copy by hand)."""
    fields = ("how", "value")


class Tick(Value):
    """Time passed (a Wake came due)."""


# -- effects -----------------------------------------------------------------

class Save(Value):
    """Keep the visitor's own game and record (storage.dump_state text)."""
    fields = ("text",)


class Forget(Value):
    """Drop the saved game (it could not be read)."""


class SaveSides(Value):
    """Keep which side this device played in games passed on by link."""
    fields = ("text",)


class SaveAnalyses(Value):
    """Keep the analyses of the last games (``kept_analyses.KeptAnalyses``
    text; None: drop them)."""
    fields = ("text",)


class SetLink(Value):
    """Put ``moves`` (link_moves text) in the address as ``#game=...``;
    None takes the fragment away."""
    fields = ("moves",)


class Think(Value):
    """Have the computer work on ``thought`` from now on (None: on nothing)."""
    fields = ("thought",)


class WarmUp(Value):
    """Start the computer's worker now: the visitor may soon need it."""


class Share(Value):
    """Give away the game: ``moves`` (link_moves text) as a link, or
    ``record`` text to copy (``as_link`` False)."""
    fields = ("value", "as_link")


class Focus(Value):
    """Move the keyboard focus to a control (and select its text)."""
    fields = ("control", "select")


class Announce(Value):
    """Tell screen readers ``text``."""
    fields = ("text",)


class Warn(Value):
    """The turn's last seconds have come: beep and vibrate (the visitor allowed it)."""


class Reveal(Value):
    """Scroll the page so that the board's status line is at the top of the
    view, the board under it (a new round starts there)."""


class Wake(Value):
    """Send a Tick after ``ms`` (the turn clock, the end of the input lock)."""
    fields = ("ms",)


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
