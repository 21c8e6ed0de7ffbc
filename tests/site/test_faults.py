"""The play board when the browser or the saved state misbehaves: storage
that throws or is full, counters at their bound, impossible clocks, and a
damaged palette setting of Material's."""

import pytest

from engine import LINE, format_position, parse_record

from .board_page import RESULT, click_cell, clock_seconds, load_saved, position, touch_page, visible
from .conftest import new_context, open_live
from .games import HOME_KEY, SHORT_WIN, game_ending_in, names, saved
from .test_computer import computer_state, thinking

NOT_KEPT = {"en": "will not be kept", "id": "tidak akan tersimpan",
            "ru": "партия пропадёт", "sw": "hautahifadhiwa"}

# A browser's privacy mode: any use of localStorage throws a SecurityError.
BLOCKED = """Object.defineProperty(window, "localStorage", {
    configurable: true,
    get() { throw new DOMException("The operation is insecure.", "SecurityError"); }
});"""


def play_whole_game(page, game):
    for name in names(game):
        click_cell(page, name)
        assert position(page).endswith(name) or game.outcome is not None


@pytest.mark.parametrize("lang", ["ru"])
def test_blocked_storage_still_plays_whole_games_and_says_so_once(browser, base_url, watch, lang):
    context = new_context(browser, None)
    context.add_init_script(BLOCKED)
    context.on("page", watch.attach)
    page = context.new_page()
    open_live(page, base_url + ("" if lang == "en" else lang + "/"))
    assert visible(page, ".uttt-controls")
    assert NOT_KEPT[lang] in page.text_content(".uttt-notice")
    page.click('.uttt-notice [data-action="dismiss"]')
    game = parse_record(SHORT_WIN)                   # a whole game, to its end
    play_whole_game(page, game)
    assert position(page) == format_position(game)
    assert visible(page, RESULT)
    assert not visible(page, ".uttt-notice")          # said once, not after every move
    page.click('[data-action="again"]')
    click_cell(page, "e5")
    assert position(page) == "9/9/9/9/4x4/9/9/9/9 O 1 e5"
    context.close()


FILL = """() => {
    // Fill the origin's quota, as a busy browser profile might have.
    let chunk = "a".repeat(1 << 20), n = 0;
    while (chunk.length > 0) {
        try { localStorage.setItem("junk" + n, chunk); n++; }
        catch (e) { chunk = chunk.slice(0, chunk.length >> 1); }
    }
}"""


def test_a_full_storage_keeps_the_game_in_memory(page, base_url):
    open_live(page, base_url)
    click_cell(page, "e5")
    page.evaluate("k => localStorage.removeItem(k)", HOME_KEY)
    page.evaluate(FILL)
    open_live(page, base_url)
    assert not visible(page, ".uttt-notice")          # reading works; nothing saved yet
    for cell in ("e5", "e6", "e8"):
        click_cell(page, cell)
    assert position(page) == "9/4x4/9/4o4/4x4/9/9/9/9 O 3 e8"
    assert "will not be kept" in page.text_content(".uttt-notice")
    page.click('[data-action="resign"]')
    page.click('[data-action="resign-blue"]')
    assert "Red 1 : 0 Blue" in page.text_content(".uttt-result")
    page.evaluate("() => localStorage.clear()")


def test_scores_at_their_bound_are_still_read_back(page, base_url):
    game = game_ending_in(LINE)
    moves = names(game)
    text = saved(moves[:-1]).replace("red=0", "red=1000000").replace("blue=0", "blue=1000000")
    load_saved(page, base_url, HOME_KEY, text)
    click_cell(page, moves[-1])
    assert visible(page, RESULT)
    open_live(page, base_url)
    assert not visible(page, ".uttt-notice")
    assert page.eval_on_selector_all(".uttt-strip-score", "els => els.map(e => e.textContent)") \
        == ["1000000 wins", "1000000 wins"]


def test_a_deadline_beyond_the_timer_starts_the_turn_afresh(page, base_url):
    load_saved(page, base_url, HOME_KEY,
               computer_state(["e5", "e6"], level="beginner", timer=30, deadline=10 ** 14 - 1))
    assert not visible(page, ".uttt-notice")
    assert 25 <= clock_seconds(page) <= 30


def test_a_deadline_already_past_is_not_an_instant_computer_move(page, base_url):
    load_saved(page, base_url, HOME_KEY,
               computer_state(["e5", "e6"], level="beginner", timer=30, deadline=1000))
    assert not thinking(page)
    assert position(page) == "9/9/9/4o4/4x4/9/9/9/9 X 2 e6"
    assert clock_seconds(page) >= 25


# Material keeps the palette under the site's base path + ".__palette".
PALETTE_KEY = "/.__palette"


@pytest.mark.parametrize("stored", ['{"index":"x"}', '{"__proto__":{"polluted":1}}',
                                    '{"index":0,"color":{"a b":"x"}}', '[1]', '"x"', "{"])
def test_a_damaged_palette_setting_falls_back_to_the_default_palette(page, base_url, stored):
    load_saved(page, base_url, PALETTE_KEY, stored)     # the watch fixture: no page error
    page.wait_for_function("document.body.getAttribute('data-md-color-media') !== null")
    touch_page(page)
    assert page.get_attribute("body", "data-md-color-scheme") == "default"
    assert page.evaluate("({}).polluted") is None
    # Material writes the palette it shows, and the toggle still works.
    kept = page.evaluate("k => JSON.parse(localStorage.getItem(k))", PALETTE_KEY)
    assert kept["index"] == 0 and kept["color"]["scheme"] == "default"
    page.click("label[for='__palette_1']")
    assert page.get_attribute("body", "data-md-color-scheme") == "slate"
