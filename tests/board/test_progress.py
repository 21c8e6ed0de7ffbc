"""The solved lessons kept on the device: what is written, and the strict reader."""

import pytest

from board.progress import (
    PROGRESS_KEY, dump_progress, load_progress, next_unsolved, valid_id,
)
from board.saved import KEY_PREFIX, StorageError


def test_progress_round_trips_under_the_project_prefix():
    assert PROGRESS_KEY.startswith(KEY_PREFIX)
    for solved in (set(), {"send-rule"}, {"send-rule", "puzzle-sent-back", "keep-line-alive"}):
        assert load_progress(dump_progress(solved)) == solved


@pytest.mark.parametrize("text, reason", [
    (None, "not text"), ("", "unknown progress version"), ("lessons2;a", "unknown progress version"),
    ("send-rule", "unknown progress version"), ("lessons1;Send", "not a lesson id"),
    ("lessons1;a,,b", "not a lesson id"), ("lessons1;<img>", "not a lesson id"),
    ("lessons1;" + "x" * 41, "not a lesson id"),
    ("lessons1;" + ",".join("l%d" % n for n in range(201)), "more than 200"),
])
def test_unreadable_progress_is_refused(text, reason):
    with pytest.raises(StorageError, match=reason):
        load_progress(text)


def test_the_next_lesson_is_the_first_unsolved():
    lessons = [("a", 1), ("b", 2), ("c", 3)]
    assert next_unsolved(lessons, set()) == ("a", 1)
    assert next_unsolved(lessons, {"a", "c"}) == ("b", 2)
    assert next_unsolved(lessons, {"a", "b", "c"}) is None
    assert valid_id("win-in-2") and not valid_id("") and not valid_id("é")
