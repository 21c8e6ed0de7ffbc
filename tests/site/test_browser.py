"""The site in a real Chromium: boards come alive, play, survive navigation,
work without scripts as pictures, and the language switcher keeps the page."""

import pathlib
import re

import material
import pytest

from engine import cell_name, format_position, parse_position, parse_record

from .conftest import LANGS, ROOT, new_context, open_live
from .board_page import touch_page

STATUS_FIRST = {"en": "Red (X) to move", "id": "Giliran Merah (X)",
                "ru": "Ходят красные (×)", "sw": "Zamu ya Nyekundu (X)"}


def lit_boards(page, root=".uttt"):
    return [i for i in range(9)
            if "is-playable" in page.get_attribute('%s [data-board="%d"]' % (root, i), "class")]


@pytest.mark.parametrize("lang", LANGS)
def test_home_board_plays_and_lights_only_the_board_it_sends_to(page, base_url, lang):
    open_live(page, base_url + ("" if lang == "en" else lang + "/"))
    assert page.text_content(".uttt-status").startswith(STATUS_FIRST[lang])
    assert lit_boards(page) == list(range(9))
    page.click('[data-cell="c9"]')          # top-right cell of the top-left board
    assert "is-x" in page.get_attribute('[data-cell="c9"]', "class")
    assert page.get_attribute(".uttt", "data-position") == "2x6/9/9/9/9/9/9/9/9 O 1 c9"
    assert lit_boards(page) == [2]
    assert page.get_attribute('[data-cell="a9"]', "aria-disabled") == "true"
    assert page.get_attribute('[data-cell="g9"]', "aria-disabled") is None


def test_boards_are_pictures_without_scripts(browser, base_url):
    context = new_context(browser, None, java_script_enabled=False)
    page = context.new_page()
    page.goto(base_url + "ru/rules/")
    assert page.locator(".uttt .uttt-cell").count() >= 81 * page.locator(".uttt").count()
    board = page.locator('.uttt[data-moves]:not([data-moves=""])').first
    assert board.is_visible()
    game = parse_record(board.get_attribute("data-moves"),
                        start=parse_position(board.get_attribute("data-start")))
    assert board.get_attribute("data-position") == format_position(game)
    for move in game.moves:
        mark = "is-x" if game.cells[move] == 1 else "is-o"
        assert mark in board.locator('[data-cell="%s"]' % cell_name(move)).get_attribute("class")
    assert board.locator(".uttt-status").text_content().startswith("Ходят ")
    assert page.locator(".uttt.is-live").count() == 0
    context.close()


def test_language_switcher_lands_on_the_same_page(page, base_url):
    open_live(page, base_url + "rules/")
    page.click(".md-header__option .md-select button")
    page.click('a.md-select__link[hreflang="sw"]')
    page.wait_for_url(base_url + "sw/rules/")
    open_live(page, page.url)
    assert page.locator("html").get_attribute("lang") == "sw"


def test_boards_keep_working_across_navigation_and_history(page, base_url):
    open_live(page, base_url + "rules/")
    page.click('nav.md-nav a[href$="tips/"]')
    page.wait_for_url(base_url + "tips/")
    open_live(page, page.url)
    page.go_back()
    page.wait_for_url(base_url + "rules/")
    open_live(page, page.url)
    before = page.get_attribute(".uttt", "data-position")
    page.click('[data-cell="d9"]')          # X is sent to the top board: d7..f9
    assert page.get_attribute(".uttt", "data-position") != before


# A word of each language's Rules page. Typed with insert_text, which raises
# no key events, as pasted text and a phone keyboard's suggestions do not.
SEARCHED = {"en": "board", "id": "aturan", "ru": "правила", "sw": "kanuni"}


def search_placeholder(lang):
    """What the search box says once its index is ready, in ``lang``."""
    name = "overrides/partials/languages/%s.html" % lang
    path = ROOT / name if lang != "en" else pathlib.Path(material.__file__).parent / \
        "templates/partials/languages/en.html"
    return re.search(r'"search.result.placeholder": "([^"]+)"', path.read_text("utf-8")).group(1)


@pytest.mark.parametrize("lang", LANGS)
def test_search_finds_a_word_of_each_language_on_its_own_site(page, base_url, lang):
    page.goto(base_url + ("" if lang == "en" else lang + "/"))
    touch_page(page)                    # Material's bundle runs at the first touch
    page.click(".md-search__input")
    # Once the index is ready, Material searches only when it hears a key.
    page.wait_for_function("t => document.querySelector('.md-search-result__meta')"
                           ".textContent.trim() == t", arg=search_placeholder(lang))
    page.keyboard.insert_text(SEARCHED[lang])
    page.wait_for_selector(".md-search-result__item", timeout=15000)
    links = page.eval_on_selector_all(".md-search-result__item a", "els => els.map(e => e.href)")
    home = base_url + ("" if lang == "en" else lang + "/")
    assert links and all(link.startswith(home) for link in links), links


NOT_FOUND = {"en": "Page not found", "id": "Halaman tidak ditemukan", "ru": "Страница не найдена",
             "sw": "Ukurasa haukupatikana"}


@pytest.mark.parametrize("lang", LANGS)
def test_a_missing_page_is_not_found_in_the_language_of_its_address(page, watch, base_url, lang):
    address = base_url + ("" if lang == "en" else lang + "/") + "rules/no-such-page/"
    response = page.goto(address)
    assert response.status == 404
    # The browser reports the address's own 404 as an error; only that one.
    assert [problem for problem in watch.problems if "status of 404" in problem] == \
        ["console error: Failed to load resource: the server responded with a status of 404 (Not Found)"]
    watch.problems.clear()
    page.wait_for_function("l => document.documentElement.lang == l && "
                           "document.querySelector('.md-search__input')", arg=lang)
    lines = page.locator(".uttt-not-found li:visible")
    said = [lines.nth(k).get_attribute("lang") for k in range(lines.count())]
    assert said == (list(LANGS) if lang == "en" else [lang]) and NOT_FOUND[lang] in lines.first.text_content()
    assert page.url == address
    assert page.evaluate("getComputedStyle(document.documentElement).visibility") == "visible"
