"""The home page's play board in a real Chromium: a whole two-player game."""

import pytest

from engine import EARLY_DRAW, FULL_BOARD, LINE, parse_record

from board.texts import board_name, text

from .board_page import (
    RESULT, boards_with, click_cell, lit_boards, load_saved, position, scores, settle, start_board, visible,
)
from .conftest import LANGS, new_context, open_live
from .games import HOME_KEY, game_ending_in, names, saved


def test_a_first_visit_starts_a_fresh_game_without_any_notice(page, base_url):
    open_live(page, base_url)
    assert not visible(page, ".uttt-notice")
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"
    assert page.text_content(".uttt-round") == "Round 1"


def test_press_and_hold_previews_the_board_it_sends_to_and_release_plays(page, base_url):
    open_live(page, base_url)
    box = page.locator('[data-cell="c9"]').bounding_box()
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    page.mouse.down()
    assert boards_with(page, "is-preview") == [2]
    page.mouse.up()
    assert position(page) == "2x6/9/9/9/9/9/9/9/9 O 1 c9"
    assert boards_with(page, "is-preview") == []


def test_sliding_off_cancels(page, base_url):
    open_live(page, base_url)
    box = page.locator('[data-cell="e5"]').bounding_box()
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    page.mouse.down()
    assert boards_with(page, "is-preview") == [4]
    other = page.locator('[data-cell="a1"]').bounding_box()
    page.mouse.move(other["x"] + 5, other["y"] + 5, steps=4)
    # The press is cancelled; the mouse now merely hovers a1, which would send to board 6.
    assert boards_with(page, "is-preview") == [6]
    page.mouse.up()
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"


def test_free_choice_preview_lights_every_open_board(page, base_url):
    # X wins the top-left board with a9, which sends O to that same board,
    # now closed: a free choice, so the preview shows every open board.
    load_saved(page, base_url, HOME_KEY, saved(["b9", "d9", "c9", "g9", "c7", "g3"]))
    box = page.locator('[data-cell="a9"]').bounding_box()
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    page.mouse.down()
    # Free choice: every open board gets the free-choice frame, none the
    # "sent here" fill.
    assert boards_with(page, "is-preview-free") == [1, 2, 3, 4, 5, 6, 7, 8]
    assert boards_with(page, "is-preview") == []
    assert page.text_content(".uttt-status") == "→ Blue (O) may play in any open board (free choice)"
    page.mouse.up()
    assert boards_with(page, "is-x") == [0]
    assert lit_boards(page) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert "Free choice" in page.text_content(".uttt-status")


def test_keyboard_arrows_focus_playable_cells_and_enter_plays(page, base_url):
    load_saved(page, base_url, HOME_KEY, saved(["c9"]))   # O must play in g7..i9
    page.keyboard.press("Tab")
    for _ in range(40):
        if page.evaluate("document.activeElement.classList.contains('uttt-cell')"):
            break
        page.keyboard.press("Tab")
    focused = lambda: page.evaluate("document.activeElement.dataset.cell")
    assert focused() == "g9"
    page.keyboard.press("ArrowRight")
    assert focused() == "h9"
    page.keyboard.press("ArrowDown")
    assert focused() == "h8"
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")
    page.keyboard.press("ArrowLeft")        # nothing playable further left: stays
    assert focused() == "g8"
    assert boards_with(page, "is-preview") == [3]   # g8 would send X to the left board
    page.keyboard.press("Enter")
    assert position(page) == "2x6/6o2/9/9/9/9/9/9/9 X 2 g8"
    assert "is-o" in page.get_attribute('[data-cell="g8"]', "class")


def test_dimmed_boards_ignore_taps(page, base_url):
    open_live(page, base_url)
    click_cell(page, "c9")
    before = position(page)
    click_cell(page, "e5", force=True)          # the centre board is dimmed now
    assert position(page) == before
    assert "is-dim" in page.get_attribute('[data-board="4"]', "class")


DOUBLE_TAP = """([first, second, gap]) => {
    const tap = (name) => {
        const el = document.querySelector('[data-cell="' + name + '"]');
        const r = el.getBoundingClientRect();
        const at = {bubbles: true, clientX: r.x + r.width / 2, clientY: r.y + r.height / 2,
                    pointerType: "touch", isPrimary: true};
        el.dispatchEvent(new PointerEvent("pointerdown", at));
        el.dispatchEvent(new PointerEvent("pointerup", at));
    };
    tap(first);
    setTimeout(() => tap(second), gap);
}"""


def test_input_lock_swallows_a_double_tap_but_not_a_second_move(page, base_url):
    open_live(page, base_url)
    # The page's clock stands still but when the test runs it: the taps are
    # exactly as far apart as said, however long the board takes for each.
    page.clock.pause_at(page.evaluate("Date.now()") + 1000)
    # Two taps 50 ms apart: only the first places a mark (200 ms inside the
    # 250 ms lock)...
    page.evaluate(DOUBLE_TAP, ["e5", "e6", 50])
    page.clock.run_for(50)
    settle(page)
    assert position(page) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    # ...while two taps 450 ms apart (200 ms past it) both play.
    page.evaluate(DOUBLE_TAP, ["e6", "e8", 450])
    page.clock.run_for(450)
    settle(page)
    assert position(page) == "9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8"


def finish(page, base_url, termination):
    """Load a game one move before it ends in ``termination``; play that move."""
    game = game_ending_in(termination)
    moves = names(game)
    load_saved(page, base_url, HOME_KEY, saved(moves[:-1]))
    click_cell(page, moves[-1])
    return game


def test_a_line_win_gets_the_line_across_and_the_result_banner(page, base_url):
    game = finish(page, base_url, LINE)
    assert boards_with(page, "is-win") == list(game.outcome.line)
    assert page.locator(".uttt-line").get_attribute("hidden") is None
    assert page.locator(".uttt-win").get_attribute("visibility") is None
    assert page.locator(".uttt-dead:not([visibility])").count() == 0
    winner = "Red" if game.outcome.winner == 1 else "Blue"
    assert page.text_content(".uttt-status").startswith(
        "%s (%s) wins!" % (winner, "X" if game.outcome.winner == 1 else "O"))
    assert page.get_attribute(".uttt-status", "class").split()[1:] == ["is-" + winner.lower(),
                                                                       "is-over"]
    for won in range(9):
        state = game.boards[won]
        cls = page.get_attribute('[data-board="%d"]' % won, "class").split()
        assert ("is-x" in cls) == (state == 1) and ("is-o" in cls) == (state == 2)
        assert ("is-drawn" in cls) == (state == 3)
        assert ("is-unfinished" in cls) == (state == 0)     # greyed: out of the play
    assert not visible(page, '[data-action="undo"]') and visible(page, '[data-action="review"]')


def test_an_early_draw_is_declared_at_once(page, base_url):
    game = finish(page, base_url, EARLY_DRAW)
    assert any(s == 0 for s in game.boards)      # open boards were left
    assert page.text_content(".uttt-status").startswith("Early draw")
    assert visible(page, RESULT)
    assert "Draws 1" in page.text_content(".uttt-result")
    assert page.locator(".uttt-win").get_attribute("visibility") == "hidden"   # no gold line
    # Why: every line of the big board is drawn as blocked.
    assert page.eval_on_selector_all(".uttt-dead:not([visibility])",
                                     "els => els.map(e => Number(e.dataset.line))") == list(range(8))


def test_a_full_board_draw(page, base_url):
    finish(page, base_url, FULL_BOARD)
    assert page.text_content(".uttt-status") == "Draw: every small board is closed."


def test_review_steps_through_the_game_with_the_boards_playable_then(page, base_url):
    game = finish(page, base_url, LINE)
    page.click('[data-action="review"]')
    assert not visible(page, RESULT)
    total = len(game.moves)
    moves = names(game)
    page.click('[data-action="first"]')
    for ply in range(0, 6):
        assert lit_boards(page) == list(parse_record(" ".join(moves[:ply])).playable_boards()), ply
        page.click('[data-action="forward"]')
    page.click('[data-action="last"]')
    assert page.text_content(".uttt-step") == "Move %d of %d" % (total, total)
    page.keyboard.press("ArrowLeft")
    assert page.text_content(".uttt-step") == "Move %d of %d" % (total - 1, total)
    assert lit_boards(page) == list(parse_record(" ".join(moves[:total - 1])).playable_boards())
    page.keyboard.press("Home")
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"
    page.click('[data-action="leave"]')
    assert visible(page, RESULT) and position(page).split()[0] != "9/9/9/9/9/9/9/9/9"


def test_reload_keeps_the_game_and_counts_a_result_once(page, base_url):
    open_live(page, base_url)
    for cell in ("e5", "e6", "e8"):
        click_cell(page, cell)
    before = position(page)
    open_live(page, base_url)
    assert position(page) == before
    page.click('[data-action="undo"]')            # the undo history came back too
    assert position(page) == "9/9/9/4o4/4x4/9/9/9/9 X 2 e6"
    page.click('[data-action="resign"]')
    page.click('[data-action="resign-red"]')
    assert scores(page) == {"red": 0, "blue": 1, "draws": 0}
    for _ in range(2):
        open_live(page, base_url)
        assert scores(page) == {"red": 0, "blue": 1, "draws": 0}
        assert visible(page, RESULT)


# Every way a saved game can be unreadable: tests/board/test_storage.py; what
# the board then does: tests/board/test_session.py. Here, that the page shows it.
@pytest.mark.parametrize("bad", [
    "{not json at all",
    "uttt1;round=1;starter=red;red=0;blue=0;draws=0;alternate=1;record=<img src=x onerror=alert(1)>",
])
def test_corrupted_storage_is_dropped_with_a_notice(page, base_url, bad):
    load_saved(page, base_url, HOME_KEY, bad)
    assert visible(page, ".uttt-notice")
    assert "could not be read" in page.text_content(".uttt-notice")
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"
    assert page.locator(".uttt img").count() == 0
    click_cell(page, "e5")                       # and the board works
    assert position(page) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    page.click('.uttt-notice [data-action="dismiss"]')
    assert not visible(page, ".uttt-notice")


LABELS = {
    "en": ("top-right board, centre cell, empty", "Undo", "Resign", "Alternate who starts", "X"),
    "id": ("papan kecil kanan atas, kotak tengah, kosong", "Undo", "Menyerah", "Gantian jalan duluan",
           "X"),
    "ru": ("правое верхнее малое поле, центральная клетка, пустая", "Отменить ход", "Сдаться",
           "Первый ход по очереди", "крестик"),
    "sw": ("bodi ndogo ya juu kulia, kisanduku cha katikati, tupu", "Rudisha", "Jisalimishe",
           "Kubadilishana kuanza", "X"),
}


@pytest.mark.parametrize("lang", sorted(LABELS))
def test_labels_follow_the_page_language(page, base_url, lang):
    open_live(page, base_url + ("" if lang == "en" else lang + "/"))
    cell, undo, resign, alternate, mark = LABELS[lang]
    assert page.get_attribute('[data-cell="h8"]', "aria-label") == cell
    assert page.text_content('[data-action="undo"]') == undo
    assert page.text_content('[data-action="resign"]') == resign
    assert alternate in page.text_content(".uttt-alternate")
    click_cell(page, "h8")
    assert page.get_attribute('[data-cell="h8"]', "aria-label").endswith(", " + mark)


def test_phone_width(browser, base_url, watch):
    context = new_context(browser, watch, viewport={"width": 320, "height": 640}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True)
    page = context.new_page()
    open_live(page, base_url)
    widths = page.eval_on_selector_all(".uttt-cell", "els => els.map(e => e.getBoundingClientRect().width)")
    assert min(widths) >= 32
    for part in ('[data-part="strip-x"]', '[data-part="strip-o"]', ".uttt-grid", ".uttt-controls",
                 '[data-part="opponent"]'):
        box = page.locator(part).bounding_box()
        assert box["x"] >= 0 and box["x"] + box["width"] <= 320, part
    page.tap('[data-cell="e5"]')
    assert position(page) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    context.close()


def test_two_tabs_stay_in_step(context, base_url):
    first = open_live(context.new_page(), base_url)
    second = open_live(context.new_page(), base_url)
    click_cell(first, "e5")
    second.wait_for_function("document.querySelector('.uttt').dataset.position.endsWith('e5')")
    click_cell(second, "e4")
    first.wait_for_function("document.querySelector('.uttt').dataset.position.endsWith('e4')")
    assert position(first) == position(second) == "9/9/9/9/4x4/4o4/9/9/9 X 2 e4"


@pytest.mark.parametrize("lang", LANGS)
def test_a_tap_that_cannot_be_played_says_why_for_a_moment(page, base_url, lang):
    """The cell flashes and the status line says why (the rules' reason, in
    the page's language), then says again whose turn it is."""
    open_live(page, base_url + ("" if lang == "en" else lang + "/"))
    click_cell(page, "e5")                              # O is sent to the centre board
    turn = page.text_content(".uttt-status")
    click_cell(page, "a1", force=True)                  # a cell it may not play (aria-disabled)
    said = text(lang, "refused_sent", board=board_name(lang, 4))
    assert page.text_content(".uttt-status") == said
    assert page.text_content(".uttt-play .uttt-live") == said        # and to screen readers
    page.wait_for_function("t => document.querySelector('.uttt-status').textContent === t", arg=turn,
                           timeout=5000)


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_button_that_cannot_be_used_says_why_when_tapped_or_focused(page, base_url, lang):
    """Undo before any move: tapped, it does nothing but say why (the status
    line and the live region); Resign, reached by the keyboard, says its own
    reason; after a move both work."""
    open_live(page, base_url + ("" if lang == "en" else lang + "/"))
    turn = page.text_content(".uttt-status")
    page.click('[data-action="undo"]', force=True)      # aria-disabled: Playwright would wait
    said = text(lang, "no_undo")
    assert page.text_content(".uttt-status") == said
    assert page.text_content(".uttt-play .uttt-live") == said
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"
    page.focus('[data-action="resign"]')
    assert page.text_content(".uttt-status") == text(lang, "no_resign")
    page.wait_for_function("t => document.querySelector('.uttt-status').textContent === t", arg=turn,
                           timeout=5000)
    click_cell(page, "e5")
    assert page.get_attribute('[data-action="undo"]', "aria-disabled") is None
    page.click('[data-action="undo"]')
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"


def test_a_lesson_says_why_a_tap_outside_its_board_is_refused(page, base_url):
    open_live(page, base_url + "rules/")
    lesson = page.locator("#lesson-win-small-board")
    start_board(lesson)
    lesson.locator('[data-cell="a1"]').click(force=True)
    assert lesson.locator(".uttt-status").text_content() == "You must play in the centre board."


# What the board shows: every cell's and small board's class and labels, the
# status line, and each part's hidden state, class and text (its own, not its
# children's).
BOARD_SHOWN = """(() => { const root = document.querySelector('.uttt');
  const own = el => [...el.childNodes].filter(n => n.nodeType === 3).map(n => n.data).join('');
  return {cells: [...root.querySelectorAll('.uttt-cell, .uttt-small')].map(el =>
            [el.className, el.getAttribute('aria-label'), el.getAttribute('aria-disabled')]),
          status: [root.querySelector('.uttt-status').className, root.querySelector('.uttt-status').textContent],
          parts: [...root.querySelectorAll('[data-part]')].map(el =>
            [el.dataset.part, el.hidden, el.className, own(el), el.getAttribute('aria-disabled')])}; })()"""


def test_a_first_visit_starts_from_the_built_board_as_a_saved_game_would(page, base_url):
    """A first visit's board starts without writing again what the build drew
    (page/dom.py, trust_markup): after its first move it shows exactly what a
    board that starts from that move, saved, writes whole."""
    open_live(page, base_url)
    fresh = page.evaluate(BOARD_SHOWN)
    click_cell(page, "e5")
    settle(page)
    played = page.evaluate(BOARD_SHOWN)
    load_saved(page, base_url, HOME_KEY, saved(["e5"]))
    settle(page)
    restored = page.evaluate(BOARD_SHOWN)
    assert played == restored
    assert fresh != played
