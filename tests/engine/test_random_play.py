"""Uniformly random play must match the published statistics of the game."""

import pytest

from engine.rng import MOD, MODULUS, MULTIPLIER, RANGE, TABLE, TABLE_SIZE, Random, next_state, seed_state
from engine.stats import random_games, random_play_stats

GAMES = 20000


@pytest.fixture(scope="module")
def without_check():
    return list(random_games(GAMES, seed=2024, early_draw=False))


@pytest.fixture(scope="module")
def with_check():
    return list(random_games(GAMES, seed=2024, early_draw=True))


def _summary(results):
    n = len(results)
    mean = sum(p for _, p in results) / n
    shares = [100.0 * sum(1 for w, _ in results if w == k) / n for k in (1, 2, 0)]
    return mean, shares


def test_mean_length_and_shares_match_the_published_figures(without_check):
    mean, (x, o, d) = _summary(without_check)
    assert abs(mean - 58.9) <= 0.4
    assert abs(x - 41.2) <= 1.5
    assert abs(o - 36.6) <= 1.5
    assert abs(d - 22.2) <= 1.5


def test_early_draw_changes_no_winner_and_only_shortens(without_check, with_check):
    for (w_off, p_off), (w_on, p_on) in zip(without_check, with_check):
        assert w_on == w_off
        assert p_on <= p_off
        if w_on != 0:
            assert p_on == p_off
    assert _summary(with_check)[0] < _summary(without_check)[0]


def test_stats_object_agrees_with_the_games():
    stats = random_play_stats(500, seed=9)
    games = list(random_games(500, seed=9))
    assert stats.total_plies == sum(p for _, p in games)
    assert (stats.x_wins, stats.o_wins, stats.draws) == tuple(
        sum(1 for w, _ in games if w == k) for k in (1, 2, 0))
    assert sum(stats.shares()) == pytest.approx(100.0)


def test_games_must_be_positive():
    with pytest.raises(ValueError, match="positive"):
        random_play_stats(0, seed=1)


def test_random_table_is_uniform_and_mod_is_exact():
    assert len(TABLE) > TABLE_SIZE and TABLE[TABLE_SIZE:] == TABLE[:len(TABLE) - TABLE_SIZE]
    counts = [0] * 9
    for r in TABLE[:TABLE_SIZE]:
        assert 0 <= r < RANGE
        counts[r % 9] += 1
    assert max(counts) - min(counts) < 0.05 * TABLE_SIZE / 9
    for n in range(1, 10):
        assert MOD[n] == [r % n for r in range(RANGE)]
        assert RANGE % n == 0


def test_generator_constants_and_range():
    assert next_state(1) == MULTIPLIER
    s = seed_state(123)
    for _ in range(1000):
        s = next_state(s)
        assert 1 <= s < MODULUS
    assert seed_state(0) == 1 and seed_state(MODULUS) == 1
    rng = Random(5)
    draws = [rng.below(9) for _ in range(9000)]
    assert set(draws) == set(range(9))
    assert all(700 < draws.count(v) < 1300 for v in range(9))


def test_seed_reproduces_games():
    assert list(random_games(50, seed=11)) == list(random_games(50, seed=11))
    assert list(random_games(50, seed=11)) != list(random_games(50, seed=12))
