"""The puzzle player's saved progress: its format round-trips, the reader
refuses every damaged value, the rating moves once per puzzle."""

import pytest

from board.glicko import Rating
from board.puzzle_progress import (
    PuzzleProgress, dump_puzzle_progress, load_puzzle_progress, valid_puzzle_id,
)
from board.saved import StorageError


def sample():
    progress = PuzzleProgress()
    for pid, rating, solved in (("ab3de", 1400, True), ("zz9zz", 1700, False),
                                ("k0k0k", 1500, True)):
        progress.record(pid, rating, solved)
    return progress


def test_the_format_round_trips():
    progress = sample()
    text = dump_puzzle_progress(progress)
    assert text.startswith("puzzles1;rating=")
    back = load_puzzle_progress(text)
    assert back.played == [("ab3de", True), ("zz9zz", False), ("k0k0k", True)]
    assert (back.streak, back.best) == (1, 1)
    assert back.rating.rating == pytest.approx(progress.rating.rating, abs=0.01)
    assert back.rating.deviation == pytest.approx(progress.rating.deviation, abs=0.01)
    assert back.rating.volatility == pytest.approx(progress.rating.volatility, abs=1e-6)
    assert dump_puzzle_progress(back) == text


def test_a_puzzle_counts_once_and_the_streak_follows_first_tries():
    progress = PuzzleProgress()
    assert progress.record("aaaaa", 1500, True) > 0
    assert progress.record("aaaaa", 1500, True) is None       # played before: not again
    progress.record("bbbbb", 1500, True)
    assert (progress.streak, progress.best) == (2, 2)
    assert progress.record("ccccc", 1500, False) < 0
    assert (progress.streak, progress.best) == (0, 2)
    assert progress.result("bbbbb") is True and progress.result("ccccc") is False
    assert progress.result("ddddd") is None


@pytest.mark.parametrize("damage", [
    lambda t: t.replace("puzzles1", "puzzles2"),
    lambda t: t.replace("streak=1", "streak=x"),
    lambda t: t.replace("streak=1", "streak=9"),             # longer than the best
    lambda t: t.replace("best=1;", ""),
    lambda t: t + ";best=1",
    lambda t: t + ";colour=red",
    lambda t: t.replace("ab3de+", "ab3de*"),
    lambda t: t.replace("ab3de+", "AB3DE+"),
    lambda t: t.replace("ab3de+", "ab3d+"),
    lambda t: t.replace("k0k0k+", "ab3de-"),                 # one puzzle twice
    lambda t: t.replace("deviation=", "deviation=0;x=") ,
    lambda t: t.replace("volatility=", "volatility=9999999"),
    lambda t: t[:len(t) // 2],
    lambda t: "",
])
def test_the_reader_refuses_damage(damage):
    with pytest.raises(StorageError):
        load_puzzle_progress(damage(dump_puzzle_progress(sample())))


def test_ids():
    assert valid_puzzle_id("a1b2c") and not valid_puzzle_id("a1b2") and not valid_puzzle_id("a1-2c")


def test_a_new_player_is_provisional_until_some_puzzles_are_played():
    progress = PuzzleProgress()
    assert progress.provisional() and progress.shown_rating() == 1500
    for k in range(30):
        progress.record("p%04d" % k, 1500, k % 2 == 0)
    assert not progress.provisional()
    assert isinstance(progress.rating, Rating)
