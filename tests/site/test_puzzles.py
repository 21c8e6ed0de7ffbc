"""The Puzzles page in Chromium: a wrong try and then the right line in all
four languages, the rating kept, the day's puzzle, links, a damaged saved
value; and that no other page carries the puzzles. What the trainer decides
is tested in CPython (tests/board/test_puzzle_trainer.py); here, what only
the page shows."""

import datetime

import pytest

from engine import cell_name, format_position
from sitebuild.puzzles import shipped_puzzles

from board.progress import PROGRESS_KEY
from board.puzzle import PuzzleRun, catalogue, daily_puzzle
from board.puzzle_progress import PUZZLES_KEY, load_puzzle_progress
from board.puzzle_trainer import Trainer, feedback, trainer_view
from board.texts import text

from .conftest import LANGS, new_context, open_live

SHIPPED = shipped_puzzles()
BOARD = ".uttt-puzzle"


def url_of(base_url, lang, fragment=""):
    return base_url + ("" if lang == "en" else lang + "/") + "puzzles/" + fragment


def shown_position(page):
    return page.locator(BOARD).get_attribute("data-position")


def part(page, name):
    return page.locator(BOARD + ' [data-part="%s"]' % name)


def tap(page, move):
    page.locator(BOARD + ' [data-cell="%s"]' % cell_name(move)).click()


# A different puzzle per language: a 3-move win, a 2-move win, a save, a 3-move win.
SAMPLES = dict(zip(LANGS, [
    [p for p in SHIPPED.puzzles if p.kind == "win" and p.n == 3][0],
    [p for p in SHIPPED.puzzles if p.kind == "win" and p.n == 2][-1],
    [p for p in SHIPPED.puzzles if p.kind == "save"][0],
    [p for p in SHIPPED.puzzles if p.kind == "win" and p.n == 3][-1],
]))


@pytest.mark.parametrize("lang", LANGS)
def test_a_wrong_try_shows_its_refutation_then_the_line_solves_it(page, base_url, lang):
    puzzle = SAMPLES[lang]
    open_live(page, url_of(base_url, lang, "#puzzle=" + puzzle.id))
    run = PuzzleRun(puzzle)
    assert shown_position(page) == format_position(run.game)
    assert part(page, "puzzle-task").text_content() == trainer_view(
        trainer_on(puzzle), lang)["puzzle-task"]["text"]
    wrong, reply = puzzle.answers[0]
    tap(page, wrong)
    run.try_move(wrong)
    judge = trainer_on(puzzle)
    judge.tap(wrong)
    assert part(page, "puzzle-feedback").text_content() == feedback(judge, lang)[0]
    assert "is-wrong" in part(page, "puzzle-feedback").get_attribute("class")
    # The wrong move and the reply that refutes it, on the board.
    assert shown_position(page) == format_position(run.shown_game())
    assert "is-tried" in page.locator(BOARD + ' [data-cell="%s"]' % cell_name(wrong)) \
        .get_attribute("class")
    assert "is-last" in page.locator(BOARD + ' [data-cell="%s"]' % cell_name(reply)) \
        .get_attribute("class")
    page.locator(BOARD + ' [data-action="puzzle-retry"]').click()
    judge.act("retry")
    assert shown_position(page) == format_position(PuzzleRun(puzzle).game)
    for k, move in enumerate(puzzle.line):
        if k % 2 == 0:
            tap(page, move)
            judge.tap(move)
        else:
            page.clock.run_for(1000)       # the defence, after its beat
            judge.reply()
    assert shown_position(page) == format_position(judge.run.game)
    assert part(page, "puzzle-feedback").text_content() == feedback(judge, lang)[0]
    assert "is-right" in part(page, "puzzle-feedback").get_attribute("class")
    saved = load_puzzle_progress(page.evaluate("k => localStorage.getItem(k)", PUZZLES_KEY))
    assert saved.played == [(puzzle.id, False)] and saved.rating.rating < 1500
    assert part(page, "puzzle-rating").text_content() == trainer_view(judge, lang)[
        "puzzle-rating"]["text"]


def trainer_on(puzzle):
    """The trainer in CPython, on the same puzzle: what the page must show."""
    found = Trainer(catalogue(SHIPPED.text), SHIPPED.themes, 0)
    found.follow("#puzzle=" + puzzle.id)
    return found


def test_a_solved_puzzle_raises_the_rating_which_stays_after_a_reload(page, base_url):
    open_live(page, url_of(base_url, "en"))
    first = page.url.split("#puzzle=")[1]
    puzzle = [p for p in SHIPPED.puzzles if p.id == first][0]
    for k, move in enumerate(puzzle.line):
        if k % 2 == 0:
            tap(page, move)
        else:
            page.clock.run_for(1000)
    rating = part(page, "puzzle-rating").text_content()
    assert "(+" in rating
    saved = load_puzzle_progress(page.evaluate("k => localStorage.getItem(k)", PUZZLES_KEY))
    assert saved.played == [(first, True)] and saved.streak == 1
    page.locator(BOARD + ' [data-action="puzzle-next"]').click()
    second = page.url.split("#puzzle=")[1]
    assert second != first
    open_live(page, url_of(base_url, "en"))
    # The rating is kept (without the last change), the solved one not served again.
    assert part(page, "puzzle-rating").text_content() == rating.split(" (")[0]
    assert page.url.split("#puzzle=")[1] != first
    assert "1" in part(page, "puzzle-streak").text_content()
    assert first in part(page, "puzzle-history").text_content()


def test_the_days_puzzle_is_chosen_by_the_date(browser, base_url, watch):
    day = datetime.datetime(2026, 12, 4, 15, 0, tzinfo=datetime.timezone.utc)
    ctx = new_context(browser, watch, clock=False, viewport={"width": 390, "height": 844})
    page = ctx.new_page()
    page.clock.set_fixed_time(day)
    open_live(page, url_of(base_url, "sw"))
    page.locator(BOARD + ' [data-action="puzzle-daily"]').click()
    expected = daily_puzzle(catalogue(SHIPPED.text),
                            (day - datetime.datetime(1970, 1, 1, tzinfo=datetime.timezone.utc)).days)
    assert page.url.endswith("#puzzle=" + expected.id)
    assert part(page, "puzzle-about").text_content().startswith(text("sw", "daily_puzzle"))
    open_live(page, url_of(base_url, "sw", "#daily"))
    assert page.url.endswith("#puzzle=" + expected.id)
    ctx.close()


@pytest.mark.parametrize("fragment, key", [("#puzzle=zzzzz", "puzzle_not_found"),
                                           ("#theme=nothing", "puzzle_theme_not_found"),
                                           ("#game=e5", "puzzle_link_bad")])
def test_a_bad_link_says_so_and_serves_a_puzzle(page, base_url, fragment, key):
    open_live(page, url_of(base_url, "ru", fragment))
    notice = part(page, "puzzle-notice")
    assert notice.is_visible() and notice.text_content().startswith(
        text("ru", key, id="zzzzz", theme="nothing")[:12])
    assert "#puzzle=" in page.url
    assert page.locator(BOARD + " .uttt-cell:not([aria-disabled])").count() > 0


def test_a_theme_link_on_the_page_serves_that_theme(page, base_url):
    open_live(page, url_of(base_url, "id"))
    theme = [t for t in SHIPPED.themes if t not in ("short", "long")][0]
    link = page.locator('a[href="#theme=%s"]' % theme)
    if link.count():
        link.first.click()
    else:
        page.locator(BOARD + ' [data-setting="theme"]').select_option(theme)
    page.wait_for_function("() => location.hash.startsWith('#puzzle=')")
    shown = page.url.split("#puzzle=")[1]
    assert theme in [p for p in SHIPPED.puzzles if p.id == shown][0].themes
    assert page.locator(BOARD + ' [data-setting="theme"]').input_value() == theme


def test_a_damaged_saved_value_is_dropped_with_a_notice_and_nothing_else_lost(page, base_url):
    page.goto(url_of(base_url, "en"), wait_until="commit")
    page.evaluate("([k, v, l]) => { localStorage.setItem(k, v); localStorage.setItem(l, 'lessons1;send-rule'); }",
                  [PUZZLES_KEY, "puzzles1;rating=<script>", PROGRESS_KEY])
    open_live(page, url_of(base_url, "en"))
    notice = part(page, "puzzle-notice")
    assert notice.is_visible() and notice.text_content() == text("en", "puzzle_storage_dropped")
    assert page.evaluate("k => localStorage.getItem(k)", PUZZLES_KEY) is None
    assert page.evaluate("k => localStorage.getItem(k)", PROGRESS_KEY) == "lessons1;send-rule"
    assert page.locator(BOARD + " .uttt-cell:not([aria-disabled])").count() > 0


def test_only_the_puzzles_page_carries_the_puzzles(page, base_url):
    fetched = []
    page.on("request", lambda request: fetched.append(request.url))
    open_live(page, base_url)
    page.wait_for_timeout(500)
    assert not [url for url in fetched if "uttt-puzzle" in url]
    assert page.evaluate("typeof window.utttPuzzles") == "undefined"


def test_the_answer_plays_a_move_at_a_time_and_the_history_links_back(page, base_url):
    puzzle = [p for p in SHIPPED.puzzles if p.kind == "win" and p.n == 3][1]
    open_live(page, url_of(base_url, "en", "#puzzle=" + puzzle.id))
    start = shown_position(page)
    assert text("en", "theme_long") not in part(page, "puzzle-about").text_content()
    page.locator(BOARD + ' [data-action="puzzle-show"]').click()
    # A move at a time (the clock runs as well: look at whatever is shown).
    run = PuzzleRun(puzzle)
    seen = set()
    for _ in range(4 * len(puzzle.line)):
        seen.add(shown_position(page))
        page.clock.run_for(350)
    played = [format_position(run.game)]
    for move in puzzle.line:
        run.game.push(move)
        played.append(format_position(run.game))
    assert seen <= set(played) and len(seen) >= 3     # not all at once
    assert shown_position(page) == played[-1]
    assert text("en", "theme_long") in part(page, "puzzle-about").text_content()
    page.locator(BOARD + ' [data-action="puzzle-next"]').click()
    assert page.url.split("#puzzle=")[1] != puzzle.id
    link = part(page, "puzzle-history").locator('a[href="#puzzle=%s"]' % puzzle.id)
    assert link.text_content() == "\u2717 " + puzzle.id
    link.click()
    page.wait_for_function("id => location.hash === '#puzzle=' + id", arg=puzzle.id)
    # The hash changes first, the board when the page has handled it (later
    # on a loaded machine): wait for it, up to 10 s.
    for _ in range(100):
        if shown_position(page) == start:
            break
        page.wait_for_timeout(100)
    assert shown_position(page) == start
