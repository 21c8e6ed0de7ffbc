"""The board construct of the pages: a ```uttt fenced block, checked by the engine.

    ```uttt
    mode: demo                 # play (a full game), demo, lesson or puzzle (the
                               # Puzzles page's board: the puzzles of data/puzzles.txt)
    moves: e5 e6 e8            # moves from the start (or from `position`)
    position: 9/9/9/9/9/9/9/9/9 X 0 -
    highlight: e5 e6           # cells to outline
    boards: c tr               # small boards to mark: tl t tr l c r bl b br
    steps: yes                 # demo: step through `moves` with buttons
    lines: yes                 # demo, lesson: mark the big board's dead and live lines
    house: open-won            # demo: a switch shows what this house rule would change
                               # (open-won, drawn-both, rewin, quick 3)
    at 3: X answers in the centre. # with steps: a note shown after move 3
    caption: What the send rule does
    ```

A lesson also names its goal, which the engine checks on every tap:

    goal: send tr              # a move that sends the opponent to that board
    goal: win-board            # a move that wins a small board
    goal: win-game             # a move that wins the game
    goal: free-choice          # a move that gives the opponent a free choice
    goal: no-free-choice       # a move that does not
    goal: keep-line            # a move after which no reply ends the game in an early draw
    goal: win-in-two c3        # exactly the moves that win by force in two
    goal: cells e5 f6          # one of these cells
    id: send-rule              # a lesson's name, the same in every language
    task: Which move sends O to the top-right board?
    hint: Look at where the cell sits inside its small board.

Every value is checked when the site is built; a mistake raises SpecError
with the reason, and the build fails naming the page.
"""

from engine import (
    Game, NotationError, NumberError, cell_name, format_position, format_record, parse_cell,
    parse_position, parse_record, parse_whole_number,
)

from board.variants import HouseError, house_view
from board.lesson import GoalError, lesson_answers
from board.progress import MAX_ID, valid_id
from board.view import BOARD_CODES

MODES = ("play", "demo", "lesson", "puzzle")
KEYS = ("mode", "position", "moves", "highlight", "boards", "steps", "lines", "house",
        "caption", "goal", "task", "hint", "id")


class SpecError(ValueError):
    """A board construct that cannot be shown; the message says why, and
    ``line`` (1-based, inside the block) where, when one line is to blame."""

    def __init__(self, message, key=None, line=None):
        super().__init__(message)
        self.key = key
        self.line = line


def _board_list(value):
    out = []
    for word in value.split():
        if word not in BOARD_CODES:
            raise SpecError("unknown board %r in %r: use %s" % (word, value, " ".join(BOARD_CODES)),
                            "boards")
        out.append(BOARD_CODES.index(word))
    return out


def _cell_list(value, key):
    try:
        return [parse_cell(word) for word in value.split()]
    except NotationError as e:
        raise SpecError("%s: %s" % (key, e), key) from None


def parse_spec(body):
    """A dict describing a board, from the text inside a ```uttt block;
    ``spec["lines"]`` says on which line of the block each key stands."""
    fields = {}
    notes = {}
    lines = {}
    for number, raw in enumerate(body.splitlines(), 1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        key, sep, value = line.partition(":")
        key = key.strip()
        if not sep:
            raise SpecError("%r is not 'key: value'" % line, line=number)
        if key.startswith("at "):
            try:
                ply = parse_whole_number(key[3:].strip())
            except NumberError:
                ply = None
            if ply is None or ply in notes:
                raise SpecError("%r must be 'at <move number>:' once per move" % key, line=number)
            notes[ply] = value.strip()
            lines["at %d" % ply] = number
            continue
        if key not in KEYS:
            raise SpecError("unknown key %r; known keys: %s" % (key, ", ".join(KEYS)), line=number)
        if key in fields:
            raise SpecError("key %r is given twice" % key, line=number)
        fields[key] = value.strip()
        lines[key] = number
    try:
        spec = build_spec(fields, notes)
    except SpecError as error:
        if error.line is None:
            error.line = lines.get(error.key)
        raise
    spec["lines"] = lines
    return spec


def build_spec(fields, notes=None):
    """The spec of a board from its fields (and its notes, by move number).
    Each error names the key it is about, so the caller can point at it."""
    mode = fields.get("mode", "demo")
    if mode not in MODES:
        raise SpecError("mode %r must be one of %s" % (mode, ", ".join(MODES)), "mode")
    try:
        start = parse_position(fields["position"]) if "position" in fields else Game()
    except NotationError as e:
        raise SpecError(str(e), "position") from None
    try:
        game = parse_record(fields.get("moves", ""), start=start)
    except NotationError as e:
        raise SpecError(str(e), "moves") from None
    spec = {
        "mode": mode,
        "position": format_position(start),
        "moves": format_record(game),
        "highlight": [cell_name(c) for c in _cell_list(fields.get("highlight", ""), "highlight")],
        "boards": _board_list(fields.get("boards", "")),
        "steps": fields.get("steps", "no") == "yes",
        "caption": fields.get("caption", ""),
        "id": fields.get("id", "main"),
    }
    for key in ("steps", "lines"):
        if fields.get(key, "no") not in ("yes", "no"):
            raise SpecError("%s %r must be yes or no" % (key, fields[key]), key)
    spec["big_lines"] = fields.get("lines", "no") == "yes"
    spec["house"] = fields.get("house", "")
    if spec["house"]:
        if mode != "demo":
            raise SpecError("house: belongs to mode: demo", "house")
        try:
            changes = house_view(game, spec["house"], "en")["changes"]
        except HouseError as e:
            raise SpecError(str(e), "house") from None
        if not changes:
            raise SpecError("house %r changes nothing in this position" % spec["house"], "house")
    if spec["big_lines"] and mode in ("play", "puzzle"):
        raise SpecError("lines: yes belongs to demos and lessons", "lines")
    if spec["steps"] and (mode != "demo" or not game.moves):
        raise SpecError("steps: yes needs mode: demo and some moves to step through", "steps")
    notes = notes or {}
    for ply in sorted(notes):
        if not spec["steps"]:
            raise SpecError("'at N:' notes need steps: yes", "at %d" % ply)
        if ply > len(game.moves):
            raise SpecError("a note at move %d, but the game has only %d moves"
                            % (ply, len(game.moves)), "at %d" % ply)
    spec["notes"] = sorted(notes.items())
    if mode in ("play", "puzzle"):
        for key in ("moves", "position", "highlight", "boards"):
            if fields.get(key):
                raise SpecError("a %s board shows its own positions; use demo for a position"
                                % mode, key)
    if not spec["id"].replace("-", "").isalnum():
        raise SpecError("id %r may only hold letters, digits and '-'" % spec["id"], "id")
    if mode == "lesson":
        for key in ("goal", "task"):
            if not fields.get(key):
                raise SpecError("a lesson needs a %r" % key, key)
        spec["goal"] = fields["goal"]
        spec["task"] = fields["task"]
        spec["hint"] = fields.get("hint", "")
        try:
            answers = lesson_answers(game, fields["goal"])
        except GoalError as e:
            raise SpecError(str(e), "goal") from None
        if not answers:
            raise SpecError("no legal move reaches the goal %r in this position"
                            % fields["goal"], "goal")
        # Progress is kept by this name, the same on the four pages.
        if "id" not in fields:
            raise SpecError("a lesson needs an 'id', the same in every language", "mode")
        if not valid_id(spec["id"]):
            raise SpecError("a lesson's id %r may only hold small letters, digits and '-' "
                            "(at most %d)" % (spec["id"], MAX_ID), "id")
    else:
        for key in ("goal", "task", "hint"):
            if key in fields:
                raise SpecError("goal, task and hint belong to mode: lesson", key)
    return spec


def spec_game(spec):
    """The Game a spec shows: its moves played from its position."""
    return parse_record(spec["moves"], start=parse_position(spec["position"]))
