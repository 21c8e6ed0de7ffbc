"""The saved state's strict reader."""

import pytest

from board.play.session import Session
from board.saved import MAX_LENGTH, StorageError, load_state

GOOD = Session("en").dump()


def test_good_state_loads():
    state = load_state(GOOD)
    assert state["round"] == 1 and state["mode"] == "two" and state["timer"] == 0


@pytest.mark.parametrize("text, reason", [
    (None, "not text"),
    ("x" * (MAX_LENGTH + 1), "too long"),
    ("{\"json\": true}", "unknown version"),
    (GOOD.replace("uttt1", "uttt0"), "unknown version"),
    (GOOD + ";extra=1", "unexpected field"),
    (GOOD.replace("round=1", "round=0"), "outside"),
    (GOOD.replace("round=1", "round=1.5"), "not a whole number"),
    (GOOD.replace("round=1", "round=²"), "not a whole number"),
    (GOOD.replace("red=0", "red=٣"), "'red' is not a whole number: '٣'"),
    (GOOD.replace("starter=red", "starter=green"), "must be one of"),
    (GOOD.replace("alternate=1", "alternate=yes"), "must be 0 or 1"),
    (GOOD.replace("beginner=0-0-0", "beginner=0-0"), "wins-draws-losses"),
    (GOOD.replace("timer=0", "timer=45"), "must be one of"),
    (GOOD.replace("record=", "record=e5 e5"), "saved game: move 2 'e5'"),
    (GOOD.replace("record=", "record=<script>"), "saved game"),
    (";".join(p for p in GOOD.split(";") if not p.startswith("level=")), "missing fields: level"),
])
def test_bad_states_are_refused(text, reason):
    with pytest.raises(StorageError) as info:
        load_state(text)
    assert reason in str(info.value)


@pytest.mark.parametrize("field, value", [("change", 0), ("hinted", False)])
def test_a_game_saved_before_a_field_was_added_still_loads(field, value):
    old = ";".join(p for p in GOOD.split(";") if not p.startswith(field + "="))
    assert load_state(old)[field] == value


@pytest.mark.parametrize("value, ok", [("0", True), ("-12", True), ("16", True), ("--1", False),
                                       ("+3", False), ("-", False), ("99999", False)])
def test_the_rating_change_is_a_signed_number(value, ok):
    text = GOOD.replace("change=0", "change=" + value)
    if ok:
        assert load_state(text)["change"] == int(value)
    else:
        with pytest.raises(StorageError):
            load_state(text)
