"""A demo board's moves, stepped through one position at a time (``steps:
yes``), with the notes at its turning points."""

from engine import OPEN, RESIGNATION, parse_position, parse_record
from engine.game import game_at

from board.steps import step_target
from board import teach_words  # noqa: F401 (the texts this module says, added on import)
from board.texts import text

# The parts a teaching board, demo or lesson, shows once live
# (page/teach_boards); the build draws them shown where scripts run
# (sitebuild/html). Here, in the teaching boards' bundle, not the start's.
TEACH_SHOWN = ("reviewing", "demo-controls", "lesson-controls")


def sends_arrow(game):
    """The path of an arrow from the last move's cell to the small board it
    sends the opponent to, in the grid's 3x3 units (``view.line_coordinates``),
    or None: no move yet, the game over, a free choice, or a move that sends
    to its own board. The teaching boards draw it, so the rule is seen
    before it is read."""
    last = game.last
    if last < 0 or game.outcome is not None:
        return None
    b, c = divmod(last, 9)
    if b == c or game.boards[c] != OPEN:
        return None
    x, y = b % 3 + (c % 3 + 0.5) / 3, b // 3 + (c // 3 + 0.5) / 3
    dx, dy = c % 3 + 0.5 - x, c // 3 + 0.5 - y
    size = (dx * dx + dy * dy) ** 0.5
    dx, dy = dx / size, dy / size
    # Where the line from the cell enters the board: the tip goes a little
    # past that edge, the whole head inside the board and off its frame, so
    # the arrow covers as little of the board as it can.
    enter = max(edge_distance(x, dx, c % 3), edge_distance(y, dy, c // 3))
    tip = max(enter + 0.25, 0.5)
    # The shaft from the mark's edge (the mark left whole) to the head's
    # base; the head, a triangle .2 long and .2 wide, seen at a glance on a
    # phone.
    x1, y1 = x + 0.16 * dx, y + 0.16 * dy
    x2, y2 = x + tip * dx, y + tip * dy
    bx, by = x2 - 0.2 * dx, y2 - 0.2 * dy
    return "M%.3f %.3fL%.3f %.3fM%.3f %.3fL%.3f %.3fL%.3f %.3fZ" % (
        x1, y1, bx, by, x2, y2, bx - 0.1 * dy, by + 0.1 * dx, bx + 0.1 * dy, by - 0.1 * dx)


def edge_distance(start, step, low):
    """How far along one axis a line from ``start`` going ``step`` per unit
    reaches the band [low, low + 1] (a board's column or row); 0 when it
    starts in it, or runs along it."""
    if step > 0:
        return max(0, (low - start) / step)
    if step < 0:
        return max(0, (low + 1 - start) / step)
    return 0


class StepController:
    """A game record shown one position at a time, from ply 0 to the end."""

    def __init__(self, start, moves):
        self.full = parse_record(moves, start=parse_position(start))
        # A resignation is a step of its own, so the reader sees it happen.
        self.resigned = self.full.outcome is not None and \
            self.full.outcome.termination == RESIGNATION
        self.total = len(self.full.moves) + (1 if self.resigned else 0)
        self.ply = self.total

    def step(self, action):
        """Follow a step button; False for an action that is not one."""
        target = step_target(action, self.ply, self.total)
        if target is None:
            return False
        self.ply = target
        return True

    def game(self):
        """The game at the current ply (a copy)."""
        if self.ply == self.total:
            return self.full.copy()
        game = self.full.copy()
        if self.resigned:
            game.pop()                  # the resignation
        return game_at(game, self.ply)

    def blocked(self):
        """The step buttons that cannot go further from here (shown disabled)."""
        return {"first": self.ply == 0, "back": self.ply == 0,
                "forward": self.ply == self.total, "last": self.ply == self.total}


def note_in_view(notes, ply):
    """(move number, note) of the last note at or before ``ply``, or None:
    a note stays in view until the next turning point."""
    shown = None
    for at in sorted(notes):
        if at <= ply:
            shown = (at, notes[at])
    return shown


def step_texts(lang, notes, ply, total):
    """(step label, note text or None) at ``ply``: "Move 9 of 47" with
    "Move 9. A slip: ...", or at the start "Start position" with the note
    alone (no "after move 0")."""
    label = text(lang, "step_label", n=ply, total=total) if ply else text(lang, "review_start")
    shown = note_in_view(notes, ply)
    if shown is None:
        return label, None
    return label, text(lang, "note_at", n=shown[0], note=shown[1]) if shown[0] else shown[1]
