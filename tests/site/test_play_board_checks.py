"""The play board checked against the engine click by click, and by axe-core."""

import pytest

from engine import Game, cell_name, format_position
from engine.rng import Random

from .board_page import RESULT, click_cell, lit_boards, load_saved, position, settle
from .conftest import new_context, open_live
from .games import HOME_KEY, names, random_game, saved


@pytest.mark.parametrize("seed", [3])       # the moves' legality: tests/engine
def test_random_clicks_agree_with_the_engine(page, base_url, seed):
    """Random clicks, legal or not; after each, the page shows what the engine says."""
    rng = Random(seed)
    game = Game()
    open_live(page, base_url)
    for _ in range(36):
        if game.outcome is not None:
            break
        if rng.below(4) == 0:
            cell = rng.below(81)                 # any cell: an illegal one must do nothing
            if game.is_legal(cell):
                game.push(cell)
            click_cell(page, cell_name(cell), force=True)
        else:
            cell = rng.choice(game.legal_moves())
            game.push(cell)
            click_cell(page, cell_name(cell))
        assert position(page) == format_position(game)
        assert lit_boards(page) == list(game.playable_boards())


def test_a_long_random_game_from_a_saved_middle(page, base_url):
    game = random_game(29)
    moves = names(game)
    load_saved(page, base_url, HOME_KEY, saved(moves[:len(moves) - 12]))
    replay = Game()
    for name in moves[:len(moves) - 12]:
        replay.push(game.moves[len(replay.moves)])
    for name in moves[len(moves) - 12:]:
        click_cell(page, name)
        replay.push(game.moves[len(replay.moves)])
        assert position(page) == format_position(replay)
    assert page.locator(RESULT).is_visible()


def serious_violations(page):
    from axe_playwright_python.sync_playwright import Axe
    results = Axe().run(page)
    return [(v["id"], v["impact"], [n["target"] for n in v["nodes"]][:3])
            for v in results.response["violations"] if v["impact"] in ("serious", "critical")]


@pytest.mark.parametrize("url", ["", "ru/", "sw/rules/"])
def test_no_serious_accessibility_violations(page, base_url, url):
    open_live(page, base_url + url)
    page.click(".uttt .uttt-cell:not([aria-disabled])")
    settle(page)
    assert serious_violations(page) == []


def test_no_serious_accessibility_violations_in_dark_mode_at_the_end(browser, base_url, watch):
    context = new_context(browser, watch, color_scheme="dark")
    page = context.new_page()
    game = random_game(5)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    assert page.locator(RESULT).is_visible()
    assert serious_violations(page) == []
    context.close()
