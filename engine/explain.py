"""Why a move was a mistake, as facts the engine can check on the board:
what the move allowed (the board it sent the opponent to, what the
opponent's best answer wins there, the line of the big board that answer
threatens) and what the better move does instead (wins the game or a
small board, blocks the opponent's three in a row, keeps the opponent out
of the board the mistake handed over). The page and ``python -m engine
analyse`` word the same facts, each in its own language.
"""

from .game import small_board_state
from .notation import cell_name
from .tables import BOARD_OF, LINES, OPEN


class MistakeFacts:
    """``move`` was played where ``better`` was the better move; ``reply``:
    the opponent's best answer to ``move`` (-1 if none: the game ended).

    ``sent``: the board ``move`` sends the opponent to (-1: a free choice).
    ``reply_wins``: "game", "board" or None, what ``reply`` wins; with
    ``reply_board`` the board it is played in. ``threat``: ``reply`` gives
    the opponent two small boards of a line whose third is still open.
    ``better_does``: "game", "board", "block" (takes the cell where the
    opponent would complete a small board's line), "keep_out" (sends the
    opponent elsewhere than ``sent``, whose board ``reply`` wins) or None;
    ``better_board``: the board it is about.
    """

    __slots__ = ("move", "better", "reply", "sent", "reply_wins", "reply_board", "threat",
                 "better_does", "better_board")

    def __repr__(self):
        return "MistakeFacts(%s)" % ", ".join(
            "%s=%r" % (name, getattr(self, name)) for name in self.__slots__)


def _wins(game, move):
    """What ``move`` by the side to move wins: "game", "board" or None."""
    mover = game.turn
    board = BOARD_OF[move]
    game.push(move)
    if game.outcome is not None and game.outcome.winner == mover:
        won = "game"
    elif game.boards[board] == mover:
        won = "board"
    else:
        won = None
    game.pop()
    return won


def _threatens(game, player):
    """Whether ``player`` holds two small boards of a line whose third is open."""
    boards = game.boards
    for line in LINES:
        owned = [boards[b] for b in line]
        if owned.count(player) == 2 and owned.count(OPEN) == 1:
            return True
    return False


def _blocks(game, move):
    """Whether ``move`` takes a cell where the opponent would win its board."""
    cells = game.cells[:]
    cells[move] = 3 - game.turn
    return small_board_state(cells, BOARD_OF[move]) == 3 - game.turn


def _keeps_out(game, move, board):
    """Whether after ``move`` the opponent must play elsewhere than ``board``."""
    game.push(move)
    kept = game.outcome is None and not game.is_free_choice() and game.sent_to() != board
    game.pop()
    return kept


def mistake_facts(game, move, better, reply):
    """The MistakeFacts of ``move`` in ``game`` (the position before it, a
    Game left as it was), ``better`` the suggested move there and ``reply``
    the suggestion after ``move`` (-1 when the game is over)."""
    facts = MistakeFacts()
    facts.move, facts.better, facts.reply = move, better, reply
    game.push(move)
    facts.sent = -1 if game.outcome is not None or game.is_free_choice() else game.sent_to()
    facts.reply_wins = facts.reply_board = None
    facts.threat = False
    if reply >= 0 and game.outcome is None:
        facts.reply_wins = _wins(game, reply)
        facts.reply_board = BOARD_OF[reply]
        replier = game.turn
        before = _threatens(game, replier)
        game.push(reply)
        facts.threat = game.outcome is None and not before and _threatens(game, replier)
        game.pop()
    game.pop()
    facts.better_does, facts.better_board = _better_does(game, better, facts)
    return facts


DOES = {"game": "wins the game", "board": "wins board %d", "block": "blocks a line in board %d",
        "keep_out": "keeps out of board %d"}


def facts_text(facts):
    """The facts in a line of plain English for ``python -m engine analyse``
    (the page words them in its language: ``board.analysis_view``)."""
    out = ["%s sends to %s" % (cell_name(facts.move),
                               "any board" if facts.sent < 0 else "board %d" % facts.sent)]
    if facts.reply >= 0:
        won = " winning the %s" % facts.reply_wins if facts.reply_wins else ""
        out.append("answer %s%s%s" % (cell_name(facts.reply), won,
                                      ", then a line threatened" if facts.threat else ""))
    does = DOES.get(facts.better_does, "")
    if "%d" in does:
        does %= facts.better_board
    out.append(("better %s %s" % (cell_name(facts.better), does)).rstrip())
    return "; ".join(out)


def _better_does(game, better, facts):
    won = _wins(game, better)
    if won is not None:
        return won, BOARD_OF[better]
    if _blocks(game, better):
        return "block", BOARD_OF[better]
    if facts.reply_wins is not None and _keeps_out(game, better, facts.reply_board):
        return "keep_out", facts.reply_board
    return None, None
