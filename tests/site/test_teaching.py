"""The boards that teach, in real Chromium: lessons that explain every try
and take the next tap at once, demos that reset and step through the end of
a game, the early draw's lines, notes that stay in view, and the progress
kept on the device across reloads and languages."""

import pytest

from board.variants import house_view
from board.lesson import LessonController
from board.progress import PROGRESS_KEY
from board.demo import StepController, sends_arrow
from board.texts import text
from board.view import dead_lines, live_lines, player_text, status_text
from engine import cell_name, format_position, parse_position, parse_record

from .board_page import start_board
from .conftest import LANGS, PAGES, open_live

LESSON_PAGES = ("how-to-play/", "rules/", "tips/")


def url_of(base_url, lang, page):
    return base_url + ("" if lang == "en" else lang + "/") + page


def attrs(board, *names):
    return [board.get_attribute("data-" + name) for name in names]


# Two languages here; what every lesson says in all four:
# tests/board/test_steps_and_lessons.py.
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("url", LESSON_PAGES)
def test_every_lesson_explains_a_wrong_try_and_takes_the_next_tap_at_once(page, base_url,
                                                                          lang, url):
    open_live(page, url_of(base_url, lang, url))
    lessons = page.locator(".uttt-lesson")
    assert lessons.count() >= 1
    for k in range(lessons.count()):
        lesson = lessons.nth(k)
        start_board(lesson)
        start, moves, goal = attrs(lesson, "start", "moves", "goal")
        judge = LessonController(start, moves, goal)
        before = lesson.get_attribute("data-position")
        wrong = [m for m in judge.start.legal_moves() if m not in judge.answers]
        assert wrong, "every lesson has a wrong try"
        retry = lesson.locator('[data-action="retry"]')
        assert retry.is_disabled() and not retry.is_visible()     # nothing to put back yet
        lesson.locator('[data-cell="%s"]' % cell_name(wrong[0])).click()
        assert retry.is_enabled() and retry.is_visible()
        feedback = lesson.locator(".uttt-feedback")
        forced = judge.run is not None      # a "win in two": played on as a puzzle
        assert feedback.text_content() == judge.why(wrong[0], lang) + " " + text(
            lang, "forced_retry" if forced else "try_another")
        assert "is-wrong" in feedback.get_attribute("class")
        assert "is-tried" in lesson.locator('[data-cell="%s"]' % cell_name(wrong[0])) \
            .get_attribute("class")
        if forced:
            # The try and the reply that refutes it stand on the board until Try again.
            judge.try_move(wrong[0])
            assert lesson.get_attribute("data-position") == format_position(judge.shown())
            lesson.locator('[data-action="retry"]').click()
            judge.reset()
        # The board is as it was; the next tap counts.
        assert lesson.get_attribute("data-position") == before
        right = judge.answers[0]
        lesson.locator('[data-cell="%s"]' % cell_name(right)).click()
        if not forced:      # (a "win in two" may have played its defence already)
            assert feedback.text_content() == text(lang, "correct") + " " + judge.why(right, lang)
        assert "is-right" in feedback.get_attribute("class")
        game = judge.start.copy()
        game.push(right)
        if forced:
            judge.try_move(right)
            reply = judge.reply()
            page.clock.run_for(1000)
            assert lesson.get_attribute("data-position") == format_position(judge.shown())
            assert feedback.text_content() == text(
                lang, "forced_reply", reply=cell_name(reply),
                mark=player_text(lang, 3 - judge.shown().turn, None))
            win = judge.run.puzzle.line[2]
            lesson.locator('[data-cell="%s"]' % cell_name(win)).click()
            judge.try_move(win)
            game = judge.shown()
            assert feedback.text_content() == text(lang, "correct") + " " + judge.why(win, lang)
        assert lesson.locator(".uttt-solved").is_visible()
        assert lesson.get_attribute("data-position") == format_position(game)


@pytest.mark.parametrize("lang", ["en", "sw"])
@pytest.mark.parametrize("url", PAGES)
def test_every_tappable_demo_resets_to_what_its_caption_shows(page, base_url, lang, url):
    open_live(page, url_of(base_url, lang, url))
    demos = page.locator(".uttt-demo")
    for k in range(demos.count()):
        demo = demos.nth(k)
        start_board(demo)
        reset = demo.locator('[data-action="reset"]')
        shown = demo.get_attribute("data-position")
        game = shown_game(demo)
        if game.outcome is not None and demo.get_attribute("data-steps") == "no":
            assert reset.count() == 0       # nothing to tap on: nothing to reset
            continue
        if game.outcome is not None:        # a finished game: step back to a playable move
            demo.locator('[data-action="back"]').click()
            game.pop()
            shown = demo.get_attribute("data-position")
        assert reset.is_disabled() and not reset.is_visible()     # shown once it can put back
        assert arrow(demo) == (sends_arrow(game) or "")
        move = game.legal_moves()[-1]
        demo.locator('[data-cell="%s"]' % cell_name(move)).click()
        assert demo.get_attribute("data-position") != shown and reset.is_enabled() and reset.is_visible()
        game.push(move)             # the arrow follows the move tried
        assert arrow(demo) == (sends_arrow(game) or "")
        reset.click()
        assert demo.get_attribute("data-position") == shown and reset.is_disabled()


def arrow(board):
    """The path of the teaching arrow drawn over the board ("" when none)."""
    return board.locator(".uttt-arrow").get_attribute("d")


def shown_game(demo):
    """The game a demo shows when the page opens: its whole record."""
    start, moves = attrs(demo, "start", "moves")
    return parse_record(moves, start=parse_position(start))


def end_of_game_demos(page):
    demos = page.locator('.uttt-demo[data-steps="yes"]')
    return [demos.nth(k) for k in range(demos.count())
            if shown_game(demos.nth(k)).outcome is not None]


def shown_lines(demo, kind):
    return demo.evaluate("(e, kind) => [...e.querySelectorAll('.uttt-' + kind)]"
                         ".filter(l => !l.hasAttribute('visibility')).map(l => +l.dataset.line)",
                         kind)


@pytest.mark.parametrize("lang", ["id", "sw"])     # the same demos in every language
def test_end_of_game_demos_step_through_their_last_moves(page, base_url, lang):
    endings = set()
    for url in ("how-to-play/", "rules/", "faq/"):
        open_live(page, url_of(base_url, lang, url))
        for demo in end_of_game_demos(page):
            start_board(demo)
            full = shown_game(demo)
            endings.add(full.outcome.termination)
            step = demo.locator(".uttt-step")
            assert demo.locator('[data-action="forward"]').is_disabled()
            assert demo.locator('[data-action="last"]').is_disabled()
            for back in (1, 2, 3):                   # the deciding moves, one by one
                demo.locator('[data-action="back"]').click()
                game = full.copy()
                for _ in range(back):
                    game.pop()
                assert parse_position(demo.get_attribute("data-position")).cells == game.cells
                total = StepController(*attrs(demo, "start", "moves")).total
                assert step.text_content() == text(lang, "step_label", n=total - back, total=total)
                assert demo.locator('[data-action="forward"]').is_enabled()
                if demo.get_attribute("data-lines") == "yes":
                    assert shown_lines(demo, "dead") == dead_lines(game, True)
                    assert shown_lines(demo, "alive") == live_lines(game) != []
            demo.locator('[data-action="last"]').click()
            assert demo.locator(".uttt-status").text_content() == \
                status_text(full, lang)
            if demo.get_attribute("data-lines") == "yes":
                assert shown_lines(demo, "dead") == list(range(8))
                assert shown_lines(demo, "alive") == []
            demo.locator('[data-action="first"]').click()
            assert demo.locator('[data-action="back"]').is_disabled()
            assert demo.locator('[data-action="first"]').is_disabled()
    # Won small board and drawn board demos end in a position, the rest in a game's end.
    assert endings == {"line", "early_draw", "full_board", "resignation"}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_last_note_stays_in_view_until_the_next_turning_point(page, base_url, lang):
    open_live(page, url_of(base_url, lang, "examples/"))
    game = page.locator(".uttt-demo:has(.uttt-notes)").first
    start_board(game)
    notes = {int(item.get_attribute("data-ply")): item.get_attribute("data-note")
             for item in game.locator(".uttt-notes li").all()}
    # Up to the third turning point: every move shows the last note so far.
    until = sorted(notes)[2]
    assert any(ply not in notes for ply in range(sorted(notes)[0], until))
    game.locator('[data-action="first"]').click()
    for ply in range(0, until + 1):
        if ply:
            game.locator('[data-action="forward"]').click()
        note = game.locator(".uttt-note")
        shown = [at for at in notes if at <= ply]
        if not shown:
            assert not note.is_visible()
        else:
            at = max(shown)
            # A note on the start position stands alone (no "Move 0.").
            assert note.text_content() == (text(lang, "note_at", n=at, note=notes[at]) if at
                                           else notes[at])


def test_progress_survives_a_reload_and_shows_in_every_language(page, base_url):
    open_live(page, url_of(base_url, "en", "how-to-play/"))
    listed = page.locator(".uttt-lessons")
    ids = [item.get_attribute("data-lesson") for item in listed.locator("li").all()]
    assert ids[0] == "send-rule" and len(ids) == len(set(ids)) >= 10
    assert listed.get_attribute("data-next") == "send-rule"
    lesson = page.locator("#lesson-send-rule")
    start_board(lesson)
    start, moves, goal = attrs(lesson, "start", "moves", "goal")
    answer = LessonController(start, moves, goal).answers[0]
    assert not lesson.locator(".uttt-solved").is_visible()
    lesson.locator('[data-cell="%s"]' % cell_name(answer)).click()
    assert listed.get_attribute("data-next") == ids[1]
    assert page.evaluate("k => localStorage.getItem(k)", PROGRESS_KEY) == "lessons1;send-rule"
    page.reload()
    page.wait_for_selector(".uttt-lessons[data-next]", state="attached")
    assert page.locator("#lesson-send-rule .uttt-solved").is_visible()
    assert "is-solved" in listed.locator('li[data-lesson="send-rule"]').get_attribute("class")
    offer = listed.locator(".uttt-next a")
    assert offer.get_attribute("href") == \
        listed.locator('li[data-lesson="%s"] a' % ids[1]).get_attribute("href")
    for lang in ("id", "ru", "sw"):
        open_live(page, url_of(base_url, lang, "how-to-play/"))
        assert page.locator("#lesson-send-rule .uttt-solved").is_visible()
        assert page.locator(".uttt-lessons").get_attribute("data-next") == ids[1]
        assert [item.get_attribute("data-lesson") for item in
                page.locator(".uttt-lessons li").all()] == ids
    # The offer leads to the next lesson, on its page in the same language.
    page.locator(".uttt-next a").click()
    page.wait_for_selector("#lesson-%s.is-live" % ids[1])
    assert page.url.startswith(base_url + "sw/") and page.url.endswith("#lesson-" + ids[1])


@pytest.mark.parametrize("lang", ["en", "id"])
def test_a_solved_badge_reads_solved_before_while_a_new_try_is_wrong(page, base_url, lang):
    open_live(page, url_of(base_url, lang, "how-to-play/"))
    lesson = page.locator("#lesson-send-rule")
    start_board(lesson)
    start, moves, goal = attrs(lesson, "start", "moves", "goal")
    judge = LessonController(start, moves, goal)
    right = judge.answers[0]
    wrong = next(m for m in judge.start.legal_moves() if m not in judge.answers)
    badge, feedback = lesson.locator(".uttt-solved"), lesson.locator(".uttt-feedback")
    lesson.locator('[data-cell="%s"]' % cell_name(right)).click()
    assert badge.is_visible() and badge.text_content() == text(lang, "solved")
    assert "is-past" not in badge.get_attribute("class")
    lesson.locator('[data-action="retry"]').click()
    assert badge.text_content() == text(lang, "solved_before")
    assert "is-past" in badge.get_attribute("class")
    lesson.locator('[data-cell="%s"]' % cell_name(wrong)).click()
    assert "is-wrong" in feedback.get_attribute("class") and feedback.is_visible()
    assert badge.text_content() == text(lang, "solved_before")
    assert "is-past" in badge.get_attribute("class")
    # The card's edge is red for the wrong try, not green for the old solution.
    assert lesson.evaluate("el => getComputedStyle(el).borderTopColor") != "rgb(46, 125, 50)"
    lesson.locator('[data-cell="%s"]' % cell_name(right)).click()
    assert badge.text_content() == text(lang, "solved")
    assert "is-past" not in badge.get_attribute("class")


@pytest.mark.parametrize("saved", ["lessons1;send-rule,<b>", "garbage", "lessons1;" + "a" * 50])
def test_unreadable_progress_is_dropped_without_an_error(page, base_url, saved):
    page.goto(url_of(base_url, "en", "how-to-play/"), wait_until="commit")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [PROGRESS_KEY, saved])
    open_live(page, url_of(base_url, "en", "how-to-play/"))
    page.wait_for_selector(".uttt-lessons[data-next]", state="attached")
    assert page.locator(".uttt-lessons").get_attribute("data-next") == "send-rule"
    assert not page.locator("#lesson-send-rule .uttt-solved").is_visible()
    assert page.evaluate("k => localStorage.getItem(k)", PROGRESS_KEY) is None


def shown(status):
    """A status line as a board shows it: a word joiner after each hyphen
    keeps "top-right" on one line (page/dom.py, sitebuild/html.py)."""
    return status.replace("-", "-\u2060")


@pytest.mark.parametrize("lang", LANGS)
def test_the_house_rule_switch_shows_the_engines_cells(page, base_url, lang):
    open_live(page, url_of(base_url, lang, "variants/"))
    variants = page.locator(".uttt-demo[data-house]")
    assert variants.count() == 4
    rules = set()
    for k in range(variants.count()):
        demo = variants.nth(k)
        start_board(demo)
        rule = demo.get_attribute("data-house")
        rules.add(rule.split()[0])
        expected = house_view(shown_game(demo), rule, lang)
        switch = demo.locator('[data-action="house"]')
        note = demo.locator(".uttt-house-note")
        assert switch.get_attribute("aria-pressed") == "false" and not note.is_visible()
        standard = demo.get_attribute("data-position")
        status = demo.locator(".uttt-status")
        standard_status = status.text_content()
        switch.click()
        assert switch.get_attribute("aria-pressed") == "true"
        # The status line says what the house rule says, and a tap says why
        # it is not played.
        said = shown(expected["status"][0]) if expected["status"] else standard_status
        assert status.text_content() == said
        demo.locator(".uttt-cell:not(.is-x):not(.is-o)").first.click(force=True)
        assert status.text_content() == shown(text(lang, "house_refused"))
        demo.page.wait_for_function("([e, t]) => e.querySelector('.uttt-status').textContent === t",
                                    arg=[demo.element_handle(), said], timeout=5000)
        marked = demo.evaluate("e => [...e.querySelectorAll('.uttt-cell.is-house')]"
                               ".map(c => c.dataset.cell)")
        assert marked == [cell_name(c) for c in sorted(expected["cells"])]
        boards = demo.evaluate("e => [...e.querySelectorAll('.uttt-small.is-house')]"
                               ".map(b => +b.dataset.board)")
        assert boards == sorted(expected["boards"])
        line = demo.locator(".uttt-house")
        assert (line.get_attribute("visibility") is None) == (expected["line"] is not None)
        assert note.text_content() == expected["text"]
        assert expected["cells"] or expected["boards"]
        # The board itself still shows the standard rules' position.
        assert demo.get_attribute("data-position") == standard
        switch.click()
        assert switch.get_attribute("aria-pressed") == "false" and not note.is_visible()
        assert demo.locator(".is-house").count() == 0
        assert status.text_content() == standard_status
    assert rules == {"open-won", "drawn-both", "rewin", "quick"}


def test_a_pages_marks_are_not_drawn_over_the_boards_own(page, base_url):
    """The send rule's figure marks f6 and the top-right board, which the
    board draws already as the last move and the board X is sent to: no
    dashes over those frames; a marked cell that is not the last move, and
    a marked board that is not the one sent to, keep theirs."""
    open_live(page, base_url + "rules/")
    outlines = page.evaluate("""() => [...document.querySelectorAll(
            '.uttt-demo .uttt-cell.is-hl, .uttt-demo .uttt-small.is-marked')].map(e =>
        [e.matches('.is-last, .is-target'), getComputedStyle(e).outlineStyle])""")
    assert [True, "none"] in outlines and [False, "dashed"] in outlines, outlines
    assert all(style == ("none" if drawn else "dashed") for drawn, style in outlines), outlines
