"""UGI, the UCI-like text protocol of board-game tournament managers.

``UgiSession.handle(line)`` takes one command and returns the lines to print;
the command line (``python -m engine ugi``) feeds it standard input. Bad
input never ends the session: it is answered with ``info string error ...``.
The clock is injected (seconds as a float), so the session has no I/O.
"""

from .ai import LEVELS, SEARCH_SLICE
from .errors import NotationError
from .notation import START_POSITION, cell_name, parse_position, parse_record
from .tables import X

NAME = "uttt-site engine"


class UgiSession:
    def __init__(self, clock):
        self.clock = clock
        self.level = "expert"
        self.game = parse_position(START_POSITION)
        self.running = True
        self.searches = 0

    def handle(self, line):
        words = line.split()
        if not words:
            return []
        command, args = words[0], words[1:]
        handler = getattr(self, "cmd_" + command, None)
        if handler is None:
            return ["info string error unknown command %r" % command]
        try:
            return handler(args)
        except (NotationError, ValueError) as error:
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

    def cmd_setoption(self, args):
        text = " ".join(args)
        if not (len(args) == 4 and args[0] == "name" and args[2] == "value"):
            raise ValueError("setoption needs 'name <id> value <x>', got %r" % text)
        if args[1].lower() != "level":
            raise ValueError("unknown option %r" % args[1])
        if args[3].lower() not in LEVELS:
            raise ValueError("level %r must be beginner, medium or expert" % args[3])
        self.level = args[3].lower()
        return []

    def cmd_position(self, args):
        if not args:
            raise ValueError("position needs 'startpos' or 'fen <position>'")
        if args[0] == "startpos":
            start, rest = START_POSITION, args[1:]
        elif args[0] == "fen":
            if len(args) < 5:
                raise ValueError("position fen needs the 4 fields of a position")
            start, rest = " ".join(args[1:5]), args[5:]
        else:
            raise ValueError("position %r: expected startpos or fen" % args[0])
        if rest and rest[0] != "moves":
            raise ValueError("expected 'moves' after the position, got %r" % rest[0])
        self.game = parse_record(" ".join(rest[1:]), start=parse_position(start))
        return []

    def cmd_go(self, args):
        if self.game.outcome is not None:
            raise ValueError("the game is over: no move to search")
        level = LEVELS[self.level]
        nodes, movetime = level.iterations, None
        if args:
            if len(args) != 2 or args[0] not in ("nodes", "movetime") or not args[1].isdigit():
                raise ValueError("go takes nothing, 'nodes N' or 'movetime MS', got %r" % " ".join(args))
            if args[0] == "nodes":
                nodes = max(1, int(args[1]))
            else:
                movetime = int(args[1]) / 1000.0
        self.searches += 1
        seed = 1000 * self.searches + len(self.game.moves)
        search = level.search(self.game, seed)
        if movetime is None:
            search.step(nodes)
            move = level.choose(search, seed) if not args else search.best_move()
        else:
            deadline = self.clock() + movetime
            search.step(1)
            while self.clock() < deadline:
                search.step(SEARCH_SLICE)
            move = search.best_move()
        return ["info nodes %d" % search.iterations, "bestmove " + cell_name(move)]

    def cmd_query(self, args):
        if len(args) != 1 or args[0] not in ("gameover", "p1turn", "result"):
            raise ValueError("query takes gameover, p1turn or result")
        outcome = self.game.outcome
        if args[0] == "gameover":
            return ["response " + ("true" if outcome is not None else "false")]
        if args[0] == "p1turn":
            return ["response " + ("true" if self.game.turn == X else "false")]
        if outcome is None:
            return ["response none"]
        if outcome.winner is None:
            return ["response draw"]
        return ["response " + ("p1win" if outcome.winner == X else "p2win")]
