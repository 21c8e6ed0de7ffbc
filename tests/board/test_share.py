"""Share links, pasted games, the side memory, and what a game from a link,
a hint and the analysis do to the play board's state (pure, in CPython)."""

import pytest

from board import protocol
from board.panel import play_panel
from board.play.session import PlayController
from board.links import MAX_TEXT, LinkError, SideMemory, fragment_record, link_moves, parse_shared
from board.saved import load_state
from board.settings import HINT_LEVEL
from engine import O, X, cell_name, format_record, parse_cell, parse_record

SHORT_WIN = "g2 c4 h2 f4 i2 g6 a7 b2 e5 d6 c7 i7 b7 e2 e4 d3 e6"


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
                   "game=e5.e4.d3"):
        assert format_record(parse_shared(pasted)) == expected
    assert fragment_record("#other") is None and fragment_record("") is None


@pytest.mark.parametrize("text, kind, number, token", [
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


@pytest.mark.parametrize("text", [None, "", "uttt2|x:e5", "uttt1|y:e5", "uttt1|x:e5.e5",
                                  "uttt1|xe5", "uttt1|x:" + "e5." * 400])
def test_a_damaged_side_memory_is_dropped(text):
    memory = SideMemory()
    memory.remember(parse_record("e5"), X)
    assert not memory.load(text)
    assert memory.entries == []


def test_a_linked_game_is_never_counted_and_asks_before_moving_for_the_other_side():
    game = parse_record("e5 e4 d3")
    ctl = PlayController.linked_game(game, side=X)            # this device plays X; O to move
    assert ctl.review is None and not ctl.can_undo()          # its moves are not ours to undo
    move = parse_cell("a9")
    assert not ctl.play(move, 0) and ctl.side_question == move
    assert not ctl.accepts_taps()
    ctl.apply("side-no")
    assert ctl.side_question is None and len(ctl.game.moves) == 3
    ctl.play(move, 0)
    assert ctl.apply("side-yes") and ctl.game.moves[-1] == move and ctl.both
    assert ctl.play(ctl.game.legal_moves()[0], 1000)          # no more asking in this game
    assert ctl.can_undo()
    # Settings and a new round are not for linked games.
    assert not ctl.change_setting("mode", "computer")
    finished = PlayController.linked_game(parse_record(SHORT_WIN))
    assert finished.review is None and finished.is_over()     # opened at its result
    assert finished.scores == {"red": 0, "blue": 0, "draws": 0}
    assert not finished.apply("again")
    panel = play_panel(finished, "en")
    assert panel["shown"][".uttt-linked"] and not panel["shown"][".uttt-settings"]


def test_the_friends_reply_goes_on_in_the_game_it_answers():
    ctl = PlayController()
    ctl.play(parse_cell("e5"), 0)
    ctl.side = X                                    # sent from here as X
    reply = parse_record("e5 e4")
    assert ctl.continues(reply) and ctl.adopt(reply)
    assert format_record(ctl.game) == "e5 e4" and not ctl.linked
    assert ctl.play(ctl.game.legal_moves()[0], 1000)            # X: this device's side
    assert not ctl.play(ctl.game.legal_moves()[0], 2000) and ctl.side_question is not None
    # Not another game, nor an older link of this one, nor a game already over.
    assert not ctl.adopt(parse_record("e5"))
    assert not ctl.adopt(parse_record("c5 g5"))
    won = PlayController()
    won.game = parse_record(SHORT_WIN[:-3])
    assert won.adopt(parse_record(SHORT_WIN))
    assert won.is_over() and won.scores["red"] == 1            # counted once, at the deciding move
    assert not won.adopt(parse_record(SHORT_WIN))
    resigned = PlayController()
    resigned.game = parse_record("e5 e4")
    assert resigned.adopt(parse_record("e5 e4 resign")) and resigned.scores["blue"] == 1


def test_a_device_new_to_a_linked_game_takes_the_side_it_moves():
    ctl = PlayController.linked_game(parse_record("e5"))
    assert ctl.side is None
    assert ctl.play(ctl.game.legal_moves()[0], 0)
    assert ctl.side == O


def computer_game(record="e5 e6"):
    ctl = PlayController()
    ctl.set_mode("computer", "medium")
    ctl.game = parse_record(record)
    return ctl


def test_a_hint_marks_the_game_and_keeps_the_rating():
    ctl = computer_game()
    rating, record = ctl.rating, list(ctl.records["medium"])
    assert ctl.apply("hint") and ctl.hinted
    thought = ctl.wanted_thought(0)
    assert (thought.purpose, thought.level, thought.first) == ("hint", "expert", 2)
    hint = ctl.game.legal_moves()[0]
    assert ctl.take_verdict(thought, 2, 500, hint)
    assert ctl.hint == hint and ctl.wanted_thought(0) is None
    assert play_panel(ctl, "en")["best"] == cell_name(hint)
    assert load_state(ctl.dump())["hinted"]
    assert ctl.play(hint, 0)
    assert ctl.hint is None
    assert ctl.resign()
    assert ctl.rating == rating and ctl.records["medium"] == record and ctl.rating_change == 0
    ctl.play_again()
    assert not ctl.hinted


def test_games_saved_before_hints_still_load():
    ctl = computer_game()
    text = ctl.dump().replace(";hinted=0", "")
    assert not load_state(text)["hinted"]


def test_the_analysis_is_asked_for_from_where_it_stopped():
    ctl = PlayController.linked_game(parse_record(SHORT_WIN))
    ctl.apply("review")
    assert ctl.wanted_thought(0) is None
    ctl.apply("analyse")
    thought = ctl.wanted_thought(0)
    assert (thought.purpose, thought.first, thought.level) == ("analyse", 0, HINT_LEVEL)
    for ply in range(5):
        assert not ctl.take_verdict(thought, ply, 500, 0)
    again = ctl.wanted_thought(0)
    assert again == thought and again.first == 5             # the same job, resumed at 5
    panel = play_panel(ctl, "en")
    assert panel["texts"][".uttt-analysis-text"] == "The Expert is analysing: 5 of 18 positions…"
    assert panel["eval"] is None
    ctl.apply("leave")
    assert ctl.wanted_thought(0) is None                     # not while the review is closed
    ctl.apply("review")
    for ply in range(5, 18):
        done = ctl.take_verdict(thought, ply, 1000 if ply == 17 else 600, -1 if ply == 17 else 3)
    assert done and ctl.wanted_thought(0) is None
    panel = play_panel(ctl, "en")
    assert panel["eval"] == "1.00" and panel["best"] is None
    ctl.apply("back")
    panel = play_panel(ctl, "en")
    assert panel["eval"] == "0.60" and panel["best"] == cell_name(3) and panel["suggested"] == 3
    assert panel["texts"][".uttt-analysis-text"] == \
        "Red (X) 60 % · Blue (O) 40 % · best move " + cell_name(3)
    assert len(panel["graph"]["points"].split()) == 18


def test_the_worker_messages_round_trip():
    kind, fields = protocol.decode(protocol.analyse(3, "expert", 2, 81, 0, "e5 e4"))
    assert kind == "analyse" and fields == {"job": 3, "level": "expert", "first": 2, "last": 81,
                                            "pause": 0, "record": "e5 e4"}
    assert protocol.decode(protocol.verdict(3, 2, 640, 40)) == (
        "verdict", {"job": 3, "ply": 2, "value": 640, "best": 40})
    assert protocol.decode(protocol.verdict(3, 17, 1000, -1))[1]["best"] == -1
    for bad in ("verdict|1|2|1001|4", "verdict|1|2|3|81", "analyse|1|2|3|4|e5",
                "analyse|1|2|3|4|0|e5", "analyse|1|grandmaster|2|3|0|e5"):
        with pytest.raises(protocol.ProtocolError):
            protocol.decode(bad)
