"""The Elo ladder's fit (tools/elo_ladder.py) on games whose ratings are known."""

import math

import pytest

from tools.elo_ladder import ANCHOR, fit, read_log


def games_scoring(a, b, score, n):
    """n games of a against b where a scores ``score`` (wins and losses only)."""
    wins = round(score * n)
    return [(a, b, 1.0)] * wins + [(a, b, 0.0)] * (n - wins)


def test_a_score_gives_the_elo_difference_of_the_model():
    anchor, rating = ANCHOR
    ratings, _ = fit(games_scoring("x", anchor, 0.75, 400))
    # 301 wins of 401 games with the extra draw: expected d = 400 log10(s / (1 - s)).
    s = (300 + 0.5) / 401
    assert ratings["x"][0] - rating == pytest.approx(400 * math.log10(s / (1 - s)), abs=0.01)
    assert ratings[anchor] == (rating, 0.0)


def test_ratings_chain_through_the_ladder_and_narrow_with_more_games():
    anchor, rating = ANCHOR
    few = games_scoring("up", anchor, 0.64, 50) + games_scoring("top", "up", 0.64, 50)
    many = games_scoring("up", anchor, 0.64, 500) + games_scoring("top", "up", 0.64, 500)
    r_few, _ = fit(few)
    r_many, _ = fit(many)
    assert rating < r_many["up"][0] < r_many["top"][0]
    assert r_many["top"][0] - r_many["up"][0] == pytest.approx(r_many["up"][0] - rating, abs=1)
    assert r_many["top"][1] < r_few["top"][1]


def test_a_sweep_still_gets_a_finite_rating():
    ratings, _ = fit(games_scoring("x", ANCHOR[0], 1.0, 20))
    assert math.isfinite(ratings["x"][0]) and ratings["x"][0] > ANCHOR[1] + 300


def test_players_not_linked_to_the_anchor_are_named():
    with pytest.raises(SystemExit, match="cannot rate a, b"):
        fit(games_scoring("a", "b", 0.5, 10) + games_scoring("c", ANCHOR[0], 0.5, 10))


def test_logs_of_both_tools_are_read_and_a_bad_line_is_named(tmp_path):
    log = tmp_path / "games.jsonl"
    log.write_text('{"a": "expert", "b": "mcts10000", "score": 1.0}\n'
                   '{"level": "expert", "sims": 50000, "score": 0.5}\n', encoding="utf-8")
    assert read_log(log) == [("expert", "mcts10000", 1.0), ("expert", "mcts50000", 0.5)]
    log.write_text('{"a": "expert", "b": "mcts10000", "score": 1.0}\n{"score": 1}\n',
                   encoding="utf-8")
    with pytest.raises(SystemExit, match=r"games.jsonl:2: not a game"):
        read_log(log)
