"""Solving puzzles in CPython, on the shipped set: the run (right, wrong,
the defence, any winning move after the first), the trainer (links,
themes, the day's puzzle, the rating, a damaged saved value) and a Tips
"win in two" played on through its line."""

import pathlib
import re

import pytest

from engine import cell_name, parse_position
from engine.solve import forces_win, game_winning_moves, strongest_defence
from sitebuild.puzzles import shipped_puzzles

from board.lesson import LessonController
from board.puzzle import (
    REPLYING, SHOWN, SOLVED, SOLVING, WRONG, PuzzleRun, catalogue, choose_next, daily_puzzle,
)
from board.puzzle_progress import PuzzleProgress, dump_puzzle_progress
from board.puzzle_trainer import (
    Trainer, feedback, history, parse_fragment, status, theme_names, trainer_view,
)
from board.texts import LANGUAGES, text
from board.view import player_text

ROOT = pathlib.Path(__file__).resolve().parents[2]
SHIPPED = shipped_puzzles()
WINS = [p for p in SHIPPED.puzzles if p.kind == "win"]
SAVES = [p for p in SHIPPED.puzzles if p.kind == "save"]
SAMPLE = WINS[::max(1, len(WINS) // 12)] + SAVES[::max(1, len(SAVES) // 4)]


def trainer(day=20000):
    found = Trainer(catalogue(SHIPPED.text), SHIPPED.themes, day)
    found.open(None, "")
    return found


def play_line(run):
    """Play the puzzle's line as the player, the defence as the engine plays it."""
    for k, move in enumerate(run.puzzle.line):
        if k % 2 == 0:
            assert run.try_move(move) is True, cell_name(move)
        else:
            assert run.state == REPLYING
            assert run.reply() == move


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_the_line_solves_the_puzzle(puzzle):
    run = PuzzleRun(puzzle)
    play_line(run)
    assert run.state == SOLVED and not run.failed
    if puzzle.kind == "win":
        assert run.game.outcome.winner == run.solver


@pytest.mark.parametrize("puzzle", SAMPLE, ids=lambda p: p.id)
def test_each_wrong_first_move_shows_its_refutation_on_the_board(puzzle):
    for move, reply in puzzle.answers:
        run = PuzzleRun(puzzle)
        assert run.try_move(move) is False
        assert run.state == WRONG and run.failed and run.tried == (move, reply)
        shown = run.shown_game()
        assert shown.moves == [move, reply] and run.game.moves == []
        run.retry()
        assert run.state == SOLVING and run.shown_game().moves == []


def test_after_the_first_move_any_move_that_still_wins_is_accepted():
    """The puzzle's line is one answer; every move that wins within the
    moves left counts, the others do not."""
    checked = 0
    for puzzle in WINS:
        run = PuzzleRun(puzzle)
        run.try_move(puzzle.line[0])
        run.reply()
        left = puzzle.n - 1
        for move in run.game.legal_moves():
            probe = PuzzleRun(puzzle)
            probe.try_move(puzzle.line[0])
            probe.reply()
            wins = forces_win(probe.game, move, left)
            assert probe.try_move(move) is wins
            checked += move != puzzle.line[2] and wins
        if checked >= 3:
            break
    assert checked >= 3, "no puzzle with a second winning move in the set"


def test_off_the_line_the_engine_plays_the_strongest_defence():
    """A 3-move puzzle solved by another second move than the line's: the
    engine answers it with solve's strongest defence."""
    for puzzle in [p for p in WINS if p.n == 3]:
        run = PuzzleRun(puzzle)
        run.try_move(puzzle.line[0])
        run.reply()
        position = run.game.copy()
        for move in position.legal_moves():
            if move == puzzle.line[2] or not forces_win(position, move, 2):
                continue
            if run.try_move(move) and run.state == REPLYING:
                assert run.reply() == strongest_defence(position, move, 2)[0]
                return
    pytest.skip("no 3-move puzzle in the set has another winning second move")


def test_show_plays_the_line_a_move_at_a_time_and_counts_as_not_solved():
    run = PuzzleRun(WINS[0])
    run.try_move(WINS[0].line[0])
    run.show()
    assert run.state == SHOWN and run.failed and run.game.moves == []
    for k, move in enumerate(WINS[0].line):
        assert run.show_step() == move and run.game.moves == list(WINS[0].line[:k + 1])
    assert run.show_step() is None and run.game.outcome.winner == run.solver


def test_fragments():
    assert parse_fragment("") == (None, None)
    assert parse_fragment("#puzzle=abcde") == ("puzzle", "abcde")
    assert parse_fragment("#theme=block") == ("theme", "block")
    assert parse_fragment("#daily") == ("daily", None)
    assert parse_fragment("#game=e5") == ("bad", "game=e5")
    assert parse_fragment("#puzzle=") == ("bad", "puzzle=")


def test_a_link_opens_its_puzzle_and_a_bad_one_says_so_and_serves_another():
    found = trainer()
    target = SHIPPED.puzzles[-1]
    found.follow("#puzzle=" + target.id)
    assert found.run.puzzle == target and found.notice is None
    assert found.link() == "#puzzle=" + target.id
    for bad, key in (("#puzzle=zzzzz", "puzzle_not_found"), ("#puzzle=<b>x", "puzzle_not_found"),
                     ("#theme=nothing", "puzzle_theme_not_found"), ("#what", "puzzle_link_bad")):
        found.follow(bad)
        assert found.notice[0] == key and found.run is not None
        view = trainer_view(found, "en")
        assert not view["puzzle-notice"]["hidden"] and view["puzzle-notice"]["text"]


def test_a_theme_serves_only_its_puzzles():
    found = trainer()
    for theme in SHIPPED.themes:
        found.follow("#theme=" + theme)
        for _ in range(4):
            assert theme in found.run.puzzle.themes
            found.act("show")
            found.act("next")


def test_the_days_puzzle_is_the_same_for_a_day_and_changes_with_it():
    entries = catalogue(SHIPPED.text)
    assert daily_puzzle(entries, 20000).id == daily_puzzle(list(reversed(entries)), 20000).id
    days = {daily_puzzle(entries, day).id for day in range(20000, 20030)}
    assert len(days) == 30
    found = trainer(20001)
    found.act("daily")
    assert found.daily and found.run.puzzle.id == daily_puzzle(entries, 20001).id
    assert trainer_view(found, "en")["puzzle-about"]["text"].startswith("Today's puzzle")


def solve_through(found):
    """Solve the trainer's puzzle by its line, through the trainer."""
    for k, move in enumerate(found.run.puzzle.line):
        if k % 2 == 0:
            found.tap(move)
        else:
            found.reply()


def test_the_rating_moves_once_per_puzzle_and_the_next_is_near_it():
    found = trainer()
    first = found.run.puzzle
    solve_through(found)
    assert found.progress.played == [(first.id, True)] and found.change > 0
    rating = found.progress.rating.rating
    found.act("retry")              # the same puzzle again: not rated again
    solve_through(found)
    assert found.progress.rating.rating == rating and len(found.progress.played) == 1
    found.act("next")
    fresh = [e for e in catalogue(SHIPPED.text) if found.progress.result(e.id) is None]
    fifth_nearest = sorted(abs(e.rating - rating) for e in fresh)[4]
    assert abs(found.run.puzzle.rating - rating) <= fifth_nearest
    found.tap(found.run.puzzle.answers[0][0])
    assert found.change < 0 and (found.progress.streak, found.progress.best) == (0, 1)


def test_a_damaged_saved_value_is_dropped_with_a_notice_and_a_good_one_kept():
    good = PuzzleProgress()
    good.record("abcde", 1500, True)
    found = Trainer(catalogue(SHIPPED.text), SHIPPED.themes, 20000)
    assert found.open(dump_puzzle_progress(good), "") is False
    assert found.progress.played == [("abcde", True)] and found.notice is None
    found = Trainer(catalogue(SHIPPED.text), SHIPPED.themes, 20000)
    assert found.open("puzzles1;rating=oops", "") is True
    assert found.notice[0] == "puzzle_storage_dropped" and found.progress.played == []
    assert found.run is not None


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_part_has_its_text_in_every_language_at_every_step(lang):
    """Through a 3-move puzzle with a wrong try on the way: each line under
    the board is filled in, and while the defence comes it says so (not
    the defence before)."""
    found = trainer()
    found.follow("#puzzle=" + [p for p in WINS if p.n == 3][0].id)
    line = found.run.puzzle.line
    said = []

    def look():
        view = trainer_view(found, lang)
        for part in ("puzzle-task", "puzzle-about", "puzzle-rating", "puzzle-streak"):
            assert view[part]["text"] and "{" not in view[part]["text"], part
        said.append(view["puzzle-feedback"]["text"])
        assert "{" not in said[-1]
    look()
    found.tap(found.run.puzzle.answers[0][0])
    look()
    found.act("retry")
    for k, move in enumerate(line):
        if k % 2 == 0:
            found.tap(move)
        else:
            found.reply()
        look()
    assert said[0] == "" and said[1] != said[2]
    assert said[2] == said[4] == text(lang, "puzzle_right", mark=player_text(
        lang, 3 - found.run.solver, None))
    assert cell_name(line[1]) in said[3] and cell_name(line[3]) in said[5]


def test_choose_next_prefers_puzzles_not_played():
    entries = catalogue(SHIPPED.text)
    progress = PuzzleProgress()
    for entry in entries[:-1]:
        progress.played.append((entry.id, True))
    assert choose_next(entries, progress).id == entries[-1].id


# -- a Tips "win in two", played on ---------------------------------------------

def tips_lesson():
    """The first "win in two" of the English Tips page."""
    tips = (ROOT / "docs" / "en" / "tips.md").read_text(encoding="utf-8")
    block = re.findall(r"```uttt\n(.*?)```", tips, re.S)
    blocks = [dict(line.split(": ", 1) for line in b.strip().split("\n")) for b in block]
    found = [b for b in blocks if b.get("goal", "").startswith("win-in-two")][0]
    return LessonController(found.get("position", "9/9/9/9/9/9/9/9/9 X 0 -"), found["moves"],
                            found["goal"])


def test_a_tips_win_in_two_plays_on_to_the_win():
    lesson = tips_lesson()
    first = lesson.answers[0]
    assert lesson.try_move(first) is True and not lesson.solved and lesson.replying()
    reply = lesson.reply()
    assert reply is not None and lesson.shown().moves[-2:] == [first, reply]
    wins = game_winning_moves(lesson.shown())
    losing = [m for m in lesson.shown().legal_moves() if m not in wins][0]
    assert lesson.try_move(losing) is False and lesson.tried == losing and not lesson.takes_taps()
    lesson.reset()                  # back to before the wrong try, the line kept
    assert lesson.shown().moves[-2:] == [first, reply] and lesson.takes_taps()
    assert lesson.try_move(wins[0]) is True and lesson.solved
    assert lesson.shown().outcome.winner == parse_position(
        lesson.run.puzzle.position).turn
    assert "wins" in lesson.why(wins[0], "en")


def test_a_tips_wrong_try_shows_the_refutation_on_the_board():
    lesson = tips_lesson()
    start = lesson.shown().copy()
    wrong = [m for m in start.legal_moves() if m not in lesson.answers][0]
    assert lesson.try_move(wrong) is False
    shown = lesson.shown()
    assert shown.moves[len(start.moves):][0] == wrong and len(shown.moves) == len(start.moves) + 2
    reply = shown.moves[-1]
    assert cell_name(reply) in lesson.why(wrong, "en")
    lesson.reset()
    assert lesson.shown().moves == start.moves and lesson.takes_taps()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_puzzles_page_links_each_theme_of_the_set_by_its_name(lang):
    page = (ROOT / "docs" / lang / "puzzles.md").read_text(encoding="utf-8")
    linked = re.findall(r"\[([^\]]+)\]\(#theme=([a-z-]+)\)", page)
    assert sorted(code for _, code in linked) == sorted(SHIPPED.themes)
    for name, code in linked:
        assert name.lower() == text(lang, "theme_" + code.replace("-", "_")).lower()


def test_the_themes_are_named_only_once_the_puzzle_is_over():
    found = trainer()
    themes = theme_names("en", found.run.puzzle.themes)
    assert themes not in trainer_view(found, "en")["puzzle-about"]["text"]
    found.act("show")
    assert trainer_view(found, "en")["puzzle-about"]["text"].endswith(themes)


def test_a_solve_after_a_mistake_says_it_is_not_rated():
    found = trainer()
    found.tap(found.run.puzzle.answers[0][0])
    found.act("retry")
    solve_through(found)
    said = feedback(found, "en")[0]
    assert said.endswith(text("en", "puzzle_unrated"))
    found.act("next")
    solve_through(found)
    assert text("en", "puzzle_unrated") not in feedback(found, "en")[0]


def test_the_line_over_the_board_says_a_wrong_try_or_the_end_of_a_save():
    found = trainer()
    found.follow("#puzzle=" + SAVES[0].id)
    assert status(found, "en") is None
    found.tap(SAVES[0].answers[0][0])
    assert status(found, "en") == text("en", "puzzle_status_wrong")
    found.act("retry")
    found.tap(SAVES[0].line[0])
    assert found.run.game.outcome is None and status(found, "en") == text("en", "puzzle_status_done")


def test_the_history_lists_the_last_ten_newest_first():
    found = trainer()
    for k in range(12):
        found.act("show")
        found.act("next")
    listed = history(found)
    assert len(listed) == 10 and listed[0][0] == found.progress.played[-1][0]
    assert all(not solved for _, solved in listed)


def test_the_build_draws_a_new_players_first_puzzle_as_the_page_opens_it():
    """sitebuild/html.py draws the board of a first visit; the page keeps it
    as drawn (page/puzzle_board.py): the two must agree."""
    from sitebuild.html import render_board
    from sitebuild.spec import parse_spec
    from engine import format_position
    for lang in LANGUAGES:
        html = render_board(parse_spec("mode: puzzle"), lang)
        found = trainer(20001)
        view = trainer_view(found, lang)
        assert 'data-position="%s"' % format_position(found.run.game) in html
        for part in ("puzzle-task", "puzzle-about", "puzzle-rating", "puzzle-streak"):
            assert ">%s</" % view[part]["text"].replace("'", "&#39;") in html, part
