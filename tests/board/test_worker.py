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
from engine.analysis import analyse_position
from engine.game import game_at
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


@pytest.mark.parametrize("level", sorted({HINT_LEVEL, "medium"}))
def test_the_worker_analyses_with_the_level_asked_for(worker, level):
    module, scope = worker
    module.on_message(types.SimpleNamespace(data=protocol.analyse(4, level, 3, 5, 0, SHORT_WIN)))
    scope.run()
    game = parse_record(SHORT_WIN)
    expected = [analyse_position(game_at(game, ply), position_seed(ply), LEVELS[level])
                for ply in (3, 4, 5)]
    replies = [protocol.decode(text) for text in scope.posted]
    assert replies == [("verdict", {"job": 4, "ply": ply, "value": v.value, "best": v.best})
                       for ply, v in zip((3, 4, 5), expected)]


def test_the_hint_level_is_the_command_lines_default():
    from engine.cli import build_parser
    assert build_parser().parse_args(["analyse", "e5"]).level == HINT_LEVEL
