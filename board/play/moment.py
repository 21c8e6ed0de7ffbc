"""What the play board holds only for the moment, never saved: the open
questions and the previews of the round on view (a new Moment with every
round, restored game or game from a link), and the page's messages."""


class Moment:
    """``review``: the ply shown while reviewing (None: playing).
    ``confirming``: the resign question is open. ``pending``: (mode, level)
    of a change that waits for a yes, since it abandons the round.
    ``side_question``: the move held while asking whether this device may
    move for the other side of a game passed on by link. ``hint``: the cell
    suggested, shown until a move; ``hint_asked``: one is being worked out
    (still true while the deep look checks the quick one's answer).
    ``show_line``: the review shows the expected line on the board.
    ``locked_until``: the input lock after a move (the page's clock, ms)."""

    def __init__(self):
        self.review = None
        self.confirming = False
        self.pending = None
        self.side_question = None
        self.hint = None
        self.hint_asked = False
        self.show_line = False
        self.locked_until = 0.0

    def moved(self):
        """A move was played: the questions and the hint it answered go."""
        self.confirming = False
        self.hint = None
        self.hint_asked = False


class Notices:
    """The page's messages, which outlive a round: ``notice`` (a text shown
    until dismissed or overtaken: a bad link, an unreadable saved game),
    ``shared`` ((how it went, what was shared, the value shown to copy, the
    round and record it was of) until the game on view changes), ``sharing`` (what the
    share sheet or the clipboard is busy with: "link", "moves" or "send"),
    ``importing`` (the box to paste a game into is open), ``sheet`` (the
    sheet open over the page, named by the button that opens it: "more",
    the actions and options behind More, or "opponent", New game's choice
    of whom to play) and ``not_kept`` (the visitor was told that storage
    does not work)."""

    def __init__(self):
        self.notice = None
        self.shared = None
        self.sharing = None
        self.importing = False
        self.sheet = None
        self.not_kept = False
