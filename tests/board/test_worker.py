"""The computer's worker, run in CPython with a stand-in for the browser's
worker scope: an ``analyse`` message is answered with the verdicts of the
level it names, the ones ``python -m engine analyse --level`` prints."""

import importlib
import sys
import types

import pytest

from board import protocol
from board.settings import HINT_LEVEL
from engine import parse_record
from engine.ai import LEVELS
from engine.analysis import analyse_position, position_on_board
from engine.levels import QUICK_ITERATIONS
from engine.verdict import position_seed
from tests.site.games import SHORT_WIN



class Scope:
    """The worker's ``self``: what it posts, and its timers run in order."""

    def __init__(self):
        self.posted = []
        self.timers = []

    def postMessage(self, text):
        self.posted.append(text)

    def setTimeout(self, action, ms):
        self.timers.append(action)

    def run(self):
        while self.timers:
            self.timers.pop(0)()


@pytest.fixture
def worker(monkeypatch):
    scope = Scope()
    monkeypatch.setitem(sys.modules, "browser", types.SimpleNamespace(self=scope))
    module = importlib.import_module("worker.main")
    monkeypatch.setattr(module, "scope", scope)
    return module, scope


@pytest.mark.parametrize("level, budget", [(HINT_LEVEL, QUICK_ITERATIONS), (HINT_LEVEL, 0),
                                           ("medium", 0)])
def test_the_worker_judges_the_plies_asked_for_in_their_order(worker, level, budget):
    module, scope = worker
    record = " ".join(SHORT_WIN.split()[:16]) + " resign"        # judged as it stood
    plies = (16, 3, 4)
    module.on_message(types.SimpleNamespace(data=protocol.analyse(4, level, budget, 0, record,
                                                                  plies)))
    scope.run()
    game = parse_record(record)
    expected = [analyse_position(position_on_board(game, ply), position_seed(ply), LEVELS[level],
                                 budget) for ply in plies]
    replies = [protocol.decode(text) for text in scope.posted]
    assert replies == [("verdict", {"job": 4, "ply": ply, "value": v.value, "best": v.best,
                                    "line": v.line}) for ply, v in zip(plies, expected)]
    assert len(set(v.line for v in expected)) > 1 and all(v.line[0] == v.best for v in expected
                                                        if v.best >= 0)


def test_the_hint_level_is_the_command_lines_default():
    from engine.cli import build_parser
    assert build_parser().parse_args(["analyse", "e5"]).level == HINT_LEVEL
