"""UGI, the UCI-like text protocol of board-game tournament managers.

``UgiSession.handle(line)`` (or ``handle_bytes`` for raw input) takes one
command and returns the lines to print. ``go`` only starts a search: the
caller then calls ``think()`` while ``searching``, one slice of SEARCH_SLICE
iterations at a time, and passes on any input that arrives meanwhile, so
that ``stop`` (or ``quit``) ends the search at once with its best move so
far. While a search runs, ``isready`` is answered at once and every other
command waits until the search has ended.

Bad input never ends the session: it is answered with ``info string error
...`` in our own words, quoting at most 80 characters of it. A refused
``position`` leaves no position: ``go`` and ``query`` are errors until a
position is set, rather than answers about the position before it. Limits: ``go
nodes`` at most MAX_NODES iterations and ``go movetime`` at most
MAX_MOVETIME ms (larger values are lowered, with an info line); no search
runs past MAX_NODES, which keeps its tree to some 60 MB.

The session has no I/O: the command line (``python -m engine ugi``) reads
standard input and prints, and the clock is injected (seconds as a float).
"""

from .ai import LEVELS, SEARCH_SLICE
from .errors import CommandError, NotationError, NumberError, quote
from .notation import START_POSITION, cell_name, parse_position, parse_record, parse_whole_number
from .tables import X

NAME = "uttt-site engine"
MAX_NODES = 100000
MAX_MOVETIME = 60000


class UgiSession:
    def __init__(self, clock):
        self.clock = clock
        self.level = "expert"
        self.game = parse_position(START_POSITION)
        self.running = True
        self.searches = 0
        # The running go: its Search, budget, deadline (or None) and how it
        # picks the move; commands that came in meanwhile wait in _waiting.
        self.search = None
        self._budget = 0
        self._deadline = None
        self._pick = None
        self._waiting = []

    @property
    def searching(self):
        return self.search is not None

    def handle_bytes(self, data):
        """``handle`` for a line as read, in UTF-8 (a byte order mark in front
        of it, as some tools write before the first line, is ignored)."""
        try:
            line = data.decode("utf-8-sig")
        except UnicodeDecodeError:
            return ["info string error input %s is not UTF-8 text" % quote(data.rstrip(b"\r\n"))]
        return self.handle(line)

    def handle(self, line):
        """The lines to print in answer to the command ``line``."""
        if self.search is not None:
            command = line.split()[:1]
            if command == ["stop"] or command == ["quit"]:
                self.running = command != ["quit"]
                return self._finish()
            if command == ["isready"]:
                return ["readyok"]
            self._waiting.append(line)
            return []
        return self._run(line)

    def think(self):
        """Run one slice of the search; returns its answer once it has ended."""
        search = self.search
        search.step(min(SEARCH_SLICE, self._budget - search.iterations))
        if search.iterations >= self._budget or (
                self._deadline is not None and self.clock() >= self._deadline):
            return self._finish()
        return []

    def _finish(self):
        """End the running search: its move, then the answers to the commands
        that waited for it (unless the session is ending)."""
        search = self.search
        move = self._pick(search)            # runs one iteration if none has run yet
        out = ["info nodes %d" % search.iterations, "bestmove " + cell_name(move)]
        self.search = None
        while self._waiting and self.running and self.search is None:
            out.extend(self._run(self._waiting.pop(0)))
        if not self.running:
            self._waiting = []
        return out

    def _run(self, line):
        words = line.split()
        if not words:
            return []
        command, args = words[0], words[1:]
        handler = getattr(self, "cmd_" + command, None)
        if handler is None:
            return ["info string error unknown command %s" % quote(command)]
        try:
            return handler(args)
        except (CommandError, NotationError) as error:
            return ["info string error %s" % error]

    def cmd_ugi(self, args):
        return ["id name " + NAME, "id author the uttt-site project",
                "option name level type combo default expert var beginner var medium var expert",
                "ugiok"]

    def cmd_isready(self, args):
        return ["readyok"]

    def cmd_uginewgame(self, args):
        self.game = parse_position(START_POSITION)
        self.searches = 0
        return []

    def cmd_quit(self, args):
        self.running = False
        return []

    def cmd_stop(self, args):
        return []                            # no search is running

    def cmd_setoption(self, args):
        if not (len(args) == 4 and args[0] == "name" and args[2] == "value"):
            raise CommandError("setoption needs 'name <id> value <x>', got %s" % quote(" ".join(args)))
        if args[1].lower() != "level":
            raise CommandError("unknown option %s" % quote(args[1]))
        if args[3].lower() not in LEVELS:
            raise CommandError("level %s must be beginner, medium or expert" % quote(args[3]))
        self.level = args[3].lower()
        return []

    def _position(self):
        if self.game is None:
            raise CommandError("no position: the last 'position' command was refused")
        return self.game

    def cmd_position(self, args):
        self.game = None                     # until this one is read
        if not args:
            raise CommandError("position needs 'startpos' or 'fen <position>'")
        if args[0] == "startpos":
            start, rest = START_POSITION, args[1:]
        elif args[0] == "fen":
            if len(args) < 5:
                raise CommandError("position fen needs the 4 fields of a position")
            start, rest = " ".join(args[1:5]), args[5:]
        else:
            raise CommandError("position %s: expected startpos or fen" % quote(args[0]))
        if rest and rest[0] != "moves":
            raise CommandError("expected 'moves' after the position, got %s" % quote(rest[0]))
        self.game = parse_record(" ".join(rest[1:]), start=parse_position(start))
        return []

    def cmd_go(self, args):
        """Start a search: the level's own budget (and its choice, slips
        included), or ``nodes N`` iterations, or ``movetime MS``; the latter
        two play the most visited move."""
        try:
            value = parse_whole_number(args[1]) if len(args) == 2 else None
        except NumberError:
            value = None
        if args and (value is None or args[0] not in ("nodes", "movetime")):
            raise CommandError("go takes nothing, 'nodes N' or 'movetime MS', got %s"
                               % quote(" ".join(args)))
        game = self._position()
        if game.outcome is not None:
            raise CommandError("the game is over: no move to search")
        level = LEVELS[self.level]
        out = []
        if args:
            limit = MAX_NODES if args[0] == "nodes" else MAX_MOVETIME
            if value > limit:
                out.append("info string %s %s is above the limit of %d; using %d"
                           % (args[0], quote(args[1]), limit, limit))
                value = limit
        self.searches += 1
        seed = 1000 * self.searches + len(game.moves)
        self.search = level.search(game, seed)
        self._budget = self.search.config.budget
        self._deadline = None
        self._pick = lambda search: search.best_move()
        if not args:
            self._pick = lambda search: level.choose(search, seed)
        elif args[0] == "nodes":
            self._budget = max(1, value)
        else:
            self._budget = MAX_NODES
            self._deadline = self.clock() + value / 1000.0
        return out

    def cmd_query(self, args):
        if len(args) != 1 or args[0] not in ("gameover", "p1turn", "result"):
            raise CommandError("query takes gameover, p1turn or result")
        game = self._position()
        outcome = game.outcome
        if args[0] == "gameover":
            return ["response " + ("true" if outcome is not None else "false")]
        if args[0] == "p1turn":
            return ["response " + ("true" if game.turn == X else "false")]
        if outcome is None:
            return ["response none"]
        if outcome.winner is None:
            return ["response draw"]
        return ["response " + ("p1win" if outcome.winner == X else "p2win")]
