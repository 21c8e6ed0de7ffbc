"""The page-worker messages and the think-pause test hook."""

import pytest

from board import protocol


def test_messages_round_trip():
    assert protocol.decode(protocol.think(7, "expert", 2003, 0, "e5 e6")) == (
        "think", {"job": 7, "level": "expert", "seed": 2003, "pause": 0, "record": "e5 e6"})
    assert protocol.decode(protocol.move(7, 40, 2000)) == (
        "move", {"job": 7, "cell": 40, "iterations": 2000})
    assert protocol.decode(protocol.stop()) == ("stop", {})
    assert protocol.decode(protocol.ready()) == ("ready", {})


@pytest.mark.parametrize("bad", [
    "", "ready|1", "stop|1", "move|1|81|5", "move|x|4|5", "move|1|4", "move|-1|4|5",
    "think|1|grandmaster|1|0|", "think|1|expert|1|999999|e5", "think|1|expert|1|0",
    "move|" + "9" * 40 + "|4|5", "think|1|expert|²|0|e5", "move|1|٣|5", "move|1|+4|5",
])
def test_anything_else_is_refused(bad):
    with pytest.raises(protocol.ProtocolError):
        protocol.decode(bad)


@pytest.mark.parametrize("host, query, pause", [
    ("127.0.0.1", "?uttt-think-pause=400", 400),
    ("localhost", "?a=1&uttt-think-pause=60", 60),
    ("127.0.0.1", "?uttt-think-pause=100000", protocol.MAX_PAUSE),
    ("127.0.0.1", "?uttt-think-pause=4٣", 0),
    ("127.0.0.1", "?uttt-think-pause=<b>", 0),
    ("127.0.0.1", "", 0),
    ("uttt.example.org", "?uttt-think-pause=400", 0),
    ("127.0.0.1.example.org", "?uttt-think-pause=400", 0),
])
def test_the_think_pause_hook_works_only_on_this_machine(host, query, pause):
    assert protocol.test_pause(host, query) == pause
