"""Glicko-2 against the worked example of Glickman's paper, and the
logarithm and exponential the page computes without ``math``."""

import math
import random

import pytest

from board.glicko import Rating, exp, log, rate, rate_period, MIN_DEVIATION


def test_log_and_exp_match_math():
    rng = random.Random(5)
    for _ in range(2000):
        x = rng.uniform(1e-6, 1e6)
        assert log(x) == pytest.approx(math.log(x), rel=1e-13, abs=1e-13)
        y = rng.uniform(-30, 30)
        assert exp(y) == pytest.approx(math.exp(y), rel=1e-12)


def test_the_papers_example():
    """Glickman's example: 1500/200/0.06 plays 1400/30 (won), 1550/100
    (lost), 1700/300 (lost) with tau 0.5: 1464.06, 151.52, 0.05999."""
    new = rate_period(Rating(1500.0, 200.0, 0.06),
                      [(1400.0, 30.0, 1.0), (1550.0, 100.0, 0.0), (1700.0, 300.0, 0.0)], tau=0.5)
    assert new.rating == pytest.approx(1464.06, abs=0.01)
    assert new.deviation == pytest.approx(151.52, abs=0.01)
    assert new.volatility == pytest.approx(0.05999, abs=0.00001)


def test_a_solved_puzzle_raises_a_failed_one_lowers_and_deviation_shrinks():
    start = Rating()
    up, down = rate(start, 1500, True), rate(start, 1500, False)
    assert up.rating > 1500 > down.rating
    assert up.rating - 1500 == pytest.approx(1500 - down.rating)
    assert up.deviation < start.deviation
    # Solving an easy puzzle earns less than solving a hard one.
    assert rate(start, 1000, True).rating < rate(start, 2000, True).rating


def test_deviation_never_falls_below_its_floor():
    """A steady player's deviation shrinks with each puzzle, down to the
    floor and no further."""
    player = Rating(1500.0, 60.0, 0.001)
    for k in range(100):
        player = rate(player, 1500, k % 2 == 0)
        assert player.deviation >= MIN_DEVIATION
    assert player.deviation == MIN_DEVIATION


def test_one_result_moves_the_rating_by_700_at_most():
    """A new player failing a puzzle rated 900 below: Glicko-2 alone says
    -1,330; lichess caps one result's change at 700."""
    assert rate_period(Rating(), [(600.0, 80.0, 0.0)]).rating < 1500 - 1300
    assert rate(Rating(), 600, False).rating == 800.0
    assert rate(Rating(), 2400, True).rating <= 2200.0
