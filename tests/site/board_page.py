"""Driving a live board in the page, the way a person would."""

import re

from board.settings import LOCK_MS


def settle(page, root=".uttt"):
    """Run the page's clock past the board's input lock after a move and
    wait until the board says it is over (it carries ``data-locked`` while
    it lasts)."""
    page.clock.run_for(LOCK_MS)
    page.wait_for_selector(root + ":not([data-locked])", state="attached")


def click_cell(page, name, root=".uttt", force=False):
    page.click('%s [data-cell="%s"]' % (root, name), force=force)
    settle(page, root)


def open_more(page):
    """Open the play board's "More" (send, share, copy, open a game, the
    timer and who starts), if it is not open."""
    if page.get_attribute('[data-action="more"]', "aria-expanded") != "true":
        page.click('[data-action="more"]')


def choose_opponent(page, value):
    """Whom to play ("two", or a level of the computer), as a visitor
    chooses it: the chip under the actions opens New game, a tap on the
    choice."""
    page.click('[data-action="opponent"]')
    choice = page.locator('[data-setting="opponent"][value="%s"]' % value)
    if choice.is_checked():
        page.click('[data-action="new-close"]')         # chosen already: closed unchanged
    else:
        choice.check()
    page.wait_for_selector(".uttt-scrim", state="hidden")


def close_more(page):
    """Close the play board's "More" sheet by tapping the scrim above it."""
    page.click(".uttt-scrim", position={"x": 5, "y": 5})
    page.wait_for_selector(".uttt-scrim", state="hidden")


def start_board(board):
    """Scroll the board (a locator) into view and wait until it is live: a
    board off screen starts only when it comes near (page/boot.py)."""
    board.scroll_into_view_if_needed()
    board.page.wait_for_function("el => el.classList.contains('is-live')",
                                 arg=board.element_handle(), timeout=30000)


def position(page, root=".uttt"):
    return page.get_attribute(root, "data-position")


def lit_boards(page, root=".uttt"):
    classes = page.eval_on_selector_all(root + " .uttt-small", "els => els.map(e => e.className)")
    return [i for i, c in enumerate(classes) if "is-playable" in c]


def boards_with(page, cls, root=".uttt"):
    classes = page.eval_on_selector_all(root + " .uttt-small", "els => els.map(e => e.className)")
    return [i for i, c in enumerate(classes) if cls in c.split()]


# The result as a finished game shows it: the status line as a banner.
RESULT = ".uttt-status.is-over"


def visible(page, selector):
    return page.locator(selector).first.is_visible()


def load_saved(page, url, key, text):
    """Put ``text`` in localStorage under ``key`` for ``url``'s origin, then load ``url``.
    It is put there from the 404 page, which has no board: a board would
    read it (and drop it, when it is bad) before ``url`` loads."""
    from urllib.parse import urljoin
    from .conftest import open_live
    page.goto(urljoin(url, "/404.html"), wait_until="commit")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [key, text])
    return open_live(page, url)


def touch_page(page):
    """The visitor's first key, as page/loader.js waits for before it runs
    Material's bundle; returns once that bundle has run."""
    page.keyboard.press("Shift")
    page.wait_for_selector('script[src*="assets/javascripts/bundle."][data-loaded]', state="attached")


def clock_seconds(page):
    """The seconds left on the running turn's clock (the strip of the one
    to move shows "0:18")."""
    minutes, seconds = page.text_content(".uttt-strip-clock:not([hidden])").split(":")
    return 60 * int(minutes) + int(seconds)


def scores(page):
    """{"red": n, "blue": n, "draws": n} as the strips ("2 wins") and the
    line in More show them (two players)."""
    out = {name: int(re.search(r"\d+", score).group()) for name, score in page.eval_on_selector_all(
        ".uttt-strip", "els => els.map(e => [e.classList.contains('is-red') ? 'red' : 'blue', "
                       "e.querySelector('.uttt-strip-score').textContent])")}
    out["draws"] = int(page.text_content(".uttt-score").split()[-1])
    return out
