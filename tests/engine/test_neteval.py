"""The Expert's learned evaluation: its data loads and is checked, a damaged
copy is refused with a clear error and the search falls back to playouts, and
the levels' budgets are the README's."""

import pathlib
import re
import types

import pytest

from engine import Game, neteval
from engine.ai import LEVELS, Search
from engine.evaluators import LearnedEvaluator, TacticalEvaluator
from engine.fastrules import from_game
from engine.tables import CELL_OF

from .test_ai import random_positions

ROOT = pathlib.Path(__file__).resolve().parents[2]


def shipped():
    from engine import evaldata
    return evaldata


def copy_of(module, **changes):
    fields = {name: getattr(module, name) for name in ("FORMAT", "WEIGHTS", "CHECKSUM", "ZMAX",
                                                      "VALUE")}
    fields.update(changes)
    return types.SimpleNamespace(**fields)


def test_the_shipped_data_loads_and_checks():
    weights, value, zmax = neteval.decode(shipped())
    assert len(weights) == neteval.N_WEIGHTS
    assert len(value) == 2 * zmax + 1 and value[zmax] == 500
    assert any(weights)
    assert neteval.load() is not None and neteval.LOAD_ERROR[0] is None


def test_the_data_stays_small():
    import gzip
    path = ROOT / "engine" / "evaldata.py"
    assert len(gzip.compress(path.read_bytes(), 9)) <= 150 * 1024


def test_the_evaluation_is_the_table_of_the_summed_features():
    weights, value, zmax = neteval.decode(shipped())
    evaluate = neteval.make_evaluator(weights, value, zmax)
    seen = set()
    for game in random_positions(60, 11):
        codes, boards, target = from_game(game)
        mover = 3 - game.turn
        z = sum(weights[i] for i in neteval.features(codes, mover, target))
        expected = value[max(0, min(2 * zmax, z + zmax))]
        assert evaluate(codes, mover, target) == expected
        seen.add(expected)
    assert len(seen) > 10


@pytest.mark.parametrize("change, message", [
    # A weight's character changed (odd places hold weights, even ones gaps).
    (lambda m: {"WEIGHTS": m.WEIGHTS[:101] + ("1" if m.WEIGHTS[101] != "1" else "2")
                + m.WEIGHTS[102:]}, "checksum"),
    (lambda m: {"WEIGHTS": m.WEIGHTS[:-2]}, "weights, expected 67281"),
    (lambda m: {"WEIGHTS": m.WEIGHTS[:-1]}, "odd length"),
    (lambda m: {"WEIGHTS": m.WEIGHTS[:7] + "\u00e9" + m.WEIGHTS[8:]},
     "has '\u00e9' at 6, not a character of the alphabet"),
    (lambda m: {"WEIGHTS": "~~" * 800}, "runs past"),
    (lambda m: {"FORMAT": "uttt-ntuple-0"}, "format"),
    (lambda m: {"VALUE": m.VALUE[::-1]}, "VALUE"),
])
def test_a_damaged_copy_is_refused_with_a_clear_error(change, message):
    data = shipped()
    with pytest.raises(neteval.EvalDataError, match=message):
        neteval.decode(copy_of(data, **change(data)))


@pytest.fixture
def damaged_data(monkeypatch):
    data = shipped()
    bad = types.ModuleType("engine.evaldata")
    bad.__dict__.update(vars(copy_of(data, CHECKSUM=[0, 0])))
    monkeypatch.setattr(neteval, "evaldata", bad)
    monkeypatch.setattr(neteval, "_loaded", [])
    monkeypatch.setattr(neteval, "LOAD_ERROR", [None])
    monkeypatch.setattr(LEVELS["expert"], "_config", None)     # decided again, without the data
    yield


def test_the_expert_falls_back_to_playouts_when_the_data_is_damaged(damaged_data):
    assert neteval.load() is None
    assert "checksum" in neteval.LOAD_ERROR[0]
    expert = LEVELS["expert"]
    config = expert.config()
    assert config is expert.playouts and expert.config() is config    # decided once
    assert type(config.evaluator) is TacticalEvaluator and config.evaluator.greedy
    assert (config.budget, config.exploration, config.solver) == (2000, 1.5, True)
    game = random_positions(1, 3)[0]
    assert expert.search(game, 1).config is config
    assert game.is_legal(expert.move(game, 1))


def test_the_expert_uses_the_evaluation_when_it_loads():
    expert = LEVELS["expert"]
    config = expert.config()
    assert isinstance(config.evaluator, LearnedEvaluator)
    assert config.evaluator.evaluate is neteval.load()
    assert (config.budget, config.exploration, config.solver) == (15000, 1.5, True)
    # Its fallback differs in its evaluator and budget only.
    fallback = expert.playouts
    assert (fallback.exploration, fallback.selection, fallback.solver) == (
        config.exploration, config.selection, config.solver)


def test_a_seed_reproduces_the_experts_search():
    game = random_positions(1, 21)[0]
    config = LEVELS["expert"].config()
    a = Search(game, config, 5)
    b = Search(game, config, 5)
    a.step(400)
    b.step(400)
    assert a.root_moves() == b.root_moves()
    assert LEVELS["expert"].move(game, 5) == LEVELS["expert"].move(game, 5)


def test_the_levels_budgets_are_the_readmes():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for name, level in LEVELS.items():
        row = re.search(r"^\| %s \|([^\n]*)" % name.capitalize(), readme, re.M)
        assert row, name
        budget = level.config().budget
        assert "{:,} iterations".format(budget) in row.group(1), (name, row.group(1))
    expert = LEVELS["expert"]
    row = re.search(r"^\| Expert \|([^\n]*)", readme, re.M).group(1)
    assert "{:,}".format(expert.playouts.budget) in row


def test_the_search_sees_the_board_the_opponent_is_sent_to():
    # After a move the opponent is sent to the board named by its cell; the
    # evaluation must be asked about the same position the rules give.
    game = Game()
    game.push(40)
    codes, boards, target = from_game(game)
    assert target == CELL_OF[40]
