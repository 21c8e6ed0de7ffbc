"""Share links, pasted games, the side memory and the worker's messages
(pure, in CPython; what the play session does with them: test_session)."""

import pytest

from board import protocol
from board.links import MAX_TEXT, LinkError, SideMemory, fragment_record, link_moves, parse_shared
from engine import O, X, format_record, parse_record
from tests.site.games import SHORT_WIN



@pytest.mark.parametrize("record", ["e5", "e5 e4 d3", SHORT_WIN, "e5 e4 resign", "e5 resign-x"])
def test_links_round_trip(record):
    game = parse_record(record)
    moves = link_moves(game)
    assert " " not in moves
    assert format_record(parse_shared(moves)) == format_record(game)
    assert fragment_record("#game=" + moves) == moves


def test_what_a_pasted_game_may_look_like():
    expected = "e5 e4 d3"
    for pasted in ("e5 e4 d3", "E5.E4.D3", "e5, e4, d3\n", "https://x.org/ru/#game=e5.e4.d3",
                   "game=e5.e4.d3", "#game=e5.e4.d3", " /ru/#game=e5.e4.d3\n"):
        assert format_record(parse_shared(pasted)) == expected
    assert fragment_record("#other") is None and fragment_record("") is None


@pytest.mark.parametrize("text, kind, number, token", [
    # game= is read once, at the start of a fragment or a link: a second
    # one is part of a move, never where the reading starts.
    ("#game=e5.e6#game=a1", "cell", 2, "e6#game=a1"),
    ("#game=e5&game=e6", "cell", 1, "e5&game=e6"),
    ("game=e5.e6.game=a1", "cell", 3, "game=a1"),
    ("#game=/x#game=e5", "cell", 1, "/x#game=e5"),
    ("https://x.org/#game=e5.e6https://x.org/#game=a1", "cell", 2, "e6https://x"),
    ("#game=e5 #game=e6", "cell", 2, "#game=e6"),
    ("e5.e6#game=a1", "cell", 2, "e6#game=a1"),
    ("e5 https://x.org/#game=e6", "cell", 2, "https://x"),
    ("", "empty", 0, ""),
    ("...", "empty", 0, ""),
    ("e5.j9", "cell", 2, "j9"),
    ("e5.e5", "illegal", 2, "e5"),
    ("e5.a1", "illegal", 2, "a1"),
    ("e5.resign.e4", "after_end", 3, "e4"),
    (SHORT_WIN.replace(" ", ".") + ".a9", "after_end", 18, "a9"),
    ("e5." + "x" * 40, "cell", 2, "x" * 12 + "…"),
    ("e5.\x00\x1b", "cell", 2, "??"),
    ("e5." * 400, "too_long", 0, ""),
])
def test_a_bad_game_names_its_first_bad_move(text, kind, number, token):
    with pytest.raises(LinkError) as caught:
        parse_shared(text)
    assert (caught.value.kind, caught.value.number, caught.value.token) == (kind, number, token)


def test_the_longest_games_fit_the_limit():
    game = parse_record(SHORT_WIN)
    assert len(link_moves(game)) * 5 < MAX_TEXT


def test_side_memory_finds_the_side_in_later_and_earlier_links_of_a_game():
    memory = SideMemory()
    memory.remember(parse_record("e5"), X)
    assert memory.side_for(parse_record("e5 e4 d3")) == X          # the friend's reply, later
    memory.remember(parse_record("e5 e4 d3 a9"), O)                 # supersedes "e5"
    assert memory.entries == [("e5.e4.d3.a9", O)]
    assert memory.side_for(parse_record("e5 e4")) == O              # an older link of it
    assert memory.side_for(parse_record("a1")) is None
    copy = SideMemory()
    assert copy.load(memory.dump()) and copy.entries == memory.entries
    for _ in range(SideMemory.MAX_ENTRIES + 5):
        memory.remember(parse_record("a1 b3"), X)
        memory.remember(parse_record("c3 i9"), O)
    assert len(memory.entries) <= SideMemory.MAX_ENTRIES


@pytest.mark.parametrize("text", [None, "", "uttt1|x:e5", "sides2|x:e5", "sides1|y:e5", "sides1|x:e5.e5",
                                  "sides1|xe5", "sides1|x:" + "e5." * 400])
def test_a_damaged_side_memory_is_dropped(text):
    memory = SideMemory()
    memory.remember(parse_record("e5"), X)
    assert not memory.load(text)
    assert memory.entries == []


def test_the_worker_messages_round_trip():
    kind, fields = protocol.decode(protocol.analyse(3, "expert", 400, 0, "e5 e4", (2, 0, 1)))
    assert kind == "analyse" and fields == {"job": 3, "level": "expert", "budget": 400,
                                            "pause": 0, "record": "e5 e4", "plies": (2, 0, 1)}
    assert protocol.decode(protocol.verdict(3, 2, 640, 40, (40, 41))) == (
        "verdict", {"job": 3, "ply": 2, "value": 640, "best": 40, "line": (40, 41)})
    assert protocol.decode(protocol.verdict(3, 17, 1000, -1, ()))[1]["best"] == -1
    assert protocol.decode(protocol.analyse(3, "expert", 0, 0, "e5", ()))[1]["plies"] == ()
    for bad in ("verdict|1|2|1001|4|", "verdict|1|2|3|81|", "verdict|1|2|3|4|5.81",
                "verdict|1|2|3|4", "analyse|1|expert|0|0|e5", "analyse|1|expert|0|0|e5|1,,2",
                "analyse|1|expert|0|0|e5|82", "analyse|1|grandmaster|0|0|e5|1"):
        with pytest.raises(protocol.ProtocolError):
            protocol.decode(bad)
