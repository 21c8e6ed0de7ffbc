"""The play board as a player meets it: steady under the finger, readable at
a glance (checked on the pixels), and never surprising."""

import io
import json

import pytest

from engine import EARLY_DRAW, LINE, parse_record
from engine.tables import BOARD_OF

from .board_page import (RESULT, choose_opponent, click_cell, close_more, load_saved, open_more,
                         position, settle, visible)
from .conftest import LANGS, new_context, open_live
from board import analysis_view  # noqa: F401  (the analysis's texts)
from board.texts import text
from .games import BLUNDER_WIN, HOME_KEY, game_ending_in, names, random_game, saved
from .test_computer import wait_for_reply

WATCH_LAYOUT = """() => {
    const grid = document.querySelector('.uttt-grid');
    window.__shifts = [];
    new PerformanceObserver(list => {
        for (const entry of list.getEntries())
            for (const source of entry.sources || [])
                if (source.node && (source.node === grid || source.node.contains(grid)
                                    || grid.contains(source.node)))
                    window.__shifts.push(entry.value);
    }).observe({type: "layout-shift", buffered: false});
}"""

GRID_TOP = "document.querySelector('.uttt-grid').getBoundingClientRect().top + window.scrollY"
STATUS_FITS = """() => { const s = document.querySelector('.uttt-status');
                          return s.scrollHeight <= s.clientHeight + 1; }"""
# Both at once, with the status line's text: one round trip a move.
LOOK = """() => { const s = document.querySelector('.uttt-status');
                   return [document.querySelector('.uttt-grid').getBoundingClientRect().top
                           + window.scrollY, s.scrollHeight <= s.clientHeight + 1, s.textContent]; }"""


def phone(browser, watch, width=320, **options):
    context = new_context(browser, watch, viewport={"width": width, "height": 700}, is_mobile=True,
                                  has_touch=True, **options)
    return context, context.new_page()


def hold_and_release(page, name):
    """Press a cell, check the hold line while pressed, then release on it."""
    box = page.locator('.uttt [data-cell="%s"]' % name).bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    _, fits, held = page.evaluate(LOOK)
    assert held.startswith("→ ") and fits, held
    page.mouse.up()
    settle(page)


def lang_url(base_url, lang):
    return base_url + ("" if lang == "en" else lang + "/")


@pytest.mark.parametrize("lang", LANGS)
def test_the_board_never_moves_over_a_whole_two_player_game(browser, base_url, watch, lang):
    context, page = phone(browser, watch)
    open_live(page, lang_url(base_url, lang))
    page.evaluate(WATCH_LAYOUT)
    top = page.evaluate(GRID_TOP)
    game = random_game(31)
    for name in names(game):
        hold_and_release(page, name)
        now, fits, status = page.evaluate(LOOK)
        assert now == top and fits, status
    assert visible(page, RESULT)
    assert page.evaluate("window.__shifts") == []
    context.close()


# Two languages: the computer's texts in all four fit as the two-player game's
# do (test_the_board_never_moves_over_a_whole_two_player_game).
@pytest.mark.parametrize("lang", ["ru", "sw"])
def test_the_board_never_moves_against_the_computer(browser, base_url, watch, lang):
    context, page = phone(browser, watch)
    open_live(page, lang_url(base_url, lang))
    choose_opponent(page, "beginner")
    page.evaluate(WATCH_LAYOUT)
    top = page.evaluate(GRID_TOP)
    for _ in range(60):
        page.wait_for_selector(".uttt:not(.is-thinking)")
        if visible(page, ".uttt-result"):
            break
        plies = int(position(page).split()[2])
        name = page.get_attribute(".uttt .uttt-cell:not([aria-disabled])", "data-cell")
        hold_and_release(page, name)
        assert page.evaluate(GRID_TOP) == top
        assert page.evaluate(STATUS_FITS), page.text_content(".uttt-status")
        if not visible(page, ".uttt-result"):
            wait_for_reply(page, plies + 2)
            assert page.evaluate(STATUS_FITS), page.text_content(".uttt-status")
        assert page.evaluate(GRID_TOP) == top
    assert visible(page, RESULT)
    assert page.evaluate("window.__shifts") == []
    context.close()


def test_after_play_again_the_status_and_the_whole_board_are_in_view(browser, base_url, watch):
    context, page = phone(browser, watch, width=390)
    game = game_ending_in(LINE)
    load_saved(page, base_url, HOME_KEY, saved(names(game)[:-1]))
    click_cell(page, names(game)[-1])
    again = page.locator('[data-action="again"]')
    page.evaluate("window.scrollBy(0, 300)")          # the visitor has scrolled down the page
    assert page.evaluate("window.scrollY") > 0 and again.is_visible()
    again.click()
    page.wait_for_function("() => { const r = document.querySelector('.uttt-status')"
                           ".getBoundingClientRect(); return r.top >= 0; }")
    header = page.evaluate("document.querySelector('.md-header').getBoundingClientRect().bottom")
    status = page.locator(".uttt-status").bounding_box()
    grid = page.locator(".uttt-grid").bounding_box()
    assert status["y"] >= header - 1                 # not under Material's header
    assert grid["y"] + grid["height"] <= 700         # the whole board on screen
    assert page.text_content(".uttt-round") == "Round 2"
    context.close()


# -- readable at a glance: pixels -------------------------------------------------

def pixels(page, selector):
    """The element's screenshot as (width, height, get(x, y) -> (r, g, b)),
    its animations (a mark placed, the winning line drawn) run to their end."""
    from PIL import Image
    image = Image.open(io.BytesIO(page.locator(selector).screenshot(animations="disabled"))).convert("RGB")
    return image.width, image.height, lambda x, y: image.getpixel((x, y))


def rim(page):
    """The big board's rim (px): the grid's padding, round its small boards."""
    return page.locator(".uttt-grid").evaluate("e => parseFloat(getComputedStyle(e).paddingLeft)")


def cell_corner(page, name, root_box):
    """A point inside a cell, off its mark and its coordinates (near its
    top-right corner), in the board's screenshot coordinates."""
    box = page.locator('[data-cell="%s"]' % name).bounding_box()
    return int(box["x"] - root_box["x"] + box["width"] - 5), int(box["y"] - root_box["y"] + 4)


def reddish(rgb):
    return rgb[0] > rgb[2] + 25


def bluish(rgb):
    return rgb[2] > rgb[0] + 25


def colour_of(locator):
    """A text's colour as (r, g, b), from its computed style."""
    return tuple(int(v) for v in locator.evaluate("e => getComputedStyle(e).color")
                 .replace("rgb(", "").rstrip(")").split(",")[:3])


def greyish(rgb):
    return max(rgb) - min(rgb) < 20


def luminance(rgb):
    def channel(c):
        c = c / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (channel(c) for c in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a, b):
    la, lb = sorted((luminance(a), luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def board_cells(game, board):
    from engine import cell_name
    return [cell_name(9 * board + c) for c in range(9)]


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_won_boards_wear_their_owners_colour_unlike_dimmed_ones(browser, base_url, watch, scheme):
    context = new_context(browser, watch, viewport={"width": 600, "height": 900}, color_scheme=scheme)
    page = context.new_page()
    game = game_ending_in(LINE)
    moves = names(game)
    before = parse_record(" ".join(moves[:-1]))
    load_saved(page, base_url, HOME_KEY, saved(moves[:-1]))
    root = page.locator(".uttt-grid").bounding_box()
    width, height, get = pixels(page, ".uttt-grid")
    players = {1: "red", 2: "blue"}                  # round 1: Red plays X
    for b in range(9):
        state = before.boards[b]
        point = get(*cell_corner(page, board_cells(before, b)[0], root))
        if state in (1, 2):
            assert (reddish if players[state] == "red" else bluish)(point), (b, point)
        elif state == 0 and b not in before.playable_boards():
            assert greyish(point), (b, point)        # dimmed: grey, owned by nobody
    # The last move's cell is ringed in its mover's colour and filled with 30 %
    # of it (not the amber of the board to play in), seen at the cell's top
    # edge: Red's move here, and at the end (moves taken back) the other
    # player's last move that did not win its board (a won board's big mark
    # says what it did).

    def check_last_move(played):
        box = page.locator('[data-cell="%s"]' % moves[played - 1]).bounding_box()
        x, y = int(box["x"] - root["x"] + box["width"] / 2), box["y"] - root["y"]
        mover = "red" if played % 2 == 1 else "blue"          # X (Red) made the odd plies
        ring = {("light", "red"): (217, 45, 32), ("light", "blue"): (42, 72, 208),
                ("dark", "red"): (255, 106, 85), ("dark", "blue"): (122, 162, 255)}[scheme, mover]
        # board.css's --uttt-last-fill of the ring's colour over the cell's
        share, cell = {"light": (.3, (255, 255, 255)), "dark": (.4, (58, 53, 73))}[scheme]
        fill = tuple(share * a + (1 - share) * b for a, b in zip(ring, cell))
        for point, colour in ((get(x, int(y + 1.5)), ring), (get(x, int(y + 5)), fill)):
            assert sum(abs(a - b) for a, b in zip(point, colour)) < 40, (mover, point, colour)

    check_last_move(len(moves) - 1)
    if scheme == "dark":
        # Contrast of at least 3:1: a won board's big mark on its colour, and
        # a mark on a dimmed board on its grey.
        won = next(b for b in range(9) if before.boards[b] in (1, 2))
        centre = page.locator('[data-board="%d"]' % won).bounding_box()
        cx, cy = int(centre["x"] - root["x"] + centre["width"] / 2), \
            int(centre["y"] - root["y"] + centre["height"] / 2)
        if before.boards[won] == 2:                  # a ring: on its top stroke, not its hole
            cy -= int(0.31 * centre["height"])
        mark_colour = get(cx, cy)
        tint = get(*cell_corner(page, board_cells(before, won)[0], root))
        assert contrast(mark_colour, tint) >= 3, (mark_colour, tint)
        dim = [m for m in before.moves if before.cells[m] == 1
               and before.boards[m // 9] == 0 and m // 9 not in before.playable_boards()]
        if dim:
            from engine import cell_name
            cell = page.locator('[data-cell="%s"]' % cell_name(dim[0])).bounding_box()
            mx, my = int(cell["x"] - root["x"] + cell["width"] / 2), \
                int(cell["y"] - root["y"] + cell["height"] / 2)
            assert contrast(get(mx, my), get(*cell_corner(page, cell_name(dim[0]), root))) >= 3
    other = next(n for n in range(len(moves) - 2, 0, -2)
                 if parse_record(" ".join(moves[:n])).boards[BOARD_OF[game.moves[n - 1]]] == 0)
    load_saved(page, base_url, HOME_KEY, saved(moves[:other]))
    root = page.locator(".uttt-grid").bounding_box()
    width, height, get = pixels(page, ".uttt-grid")
    check_last_move(other)
    context.close()


def line_pixels(page, first, last, colour, tolerance=40):
    """How many of 40 points along the line between two small boards' centres
    show ``colour`` (in the grid's screenshot)."""
    width, height, get = pixels(page, ".uttt-grid")
    pad = rim(page)
    size = (width - 2 * pad) / 3
    (x1, y1), (x2, y2) = [((b % 3 + 0.5) * size + pad, (b // 3 + 0.5) * size + pad)
                          for b in (first, last)]
    count = 0
    for k in range(40):
        t = k / 39
        rgb = get(int(x1 + (x2 - x1) * t), int(y1 + (y2 - y1) * t))
        if sum(abs(a - b) for a, b in zip(rgb, colour)) < tolerance:
            count += 1
    return count


def test_an_early_draw_draws_the_dead_lines_and_a_win_a_gold_line(page, base_url):
    page.set_viewport_size({"width": 600, "height": 900})
    dead = (70, 80, 86)                          # #263238 at 85 % over the cells
    gold = (0xff, 0xb0, 0x00)                    # board.css --uttt-gold
    game = game_ending_in(EARLY_DRAW)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    assert line_pixels(page, 3, 5, dead) >= 4 and line_pixels(page, 0, 8, dead) >= 4
    assert line_pixels(page, 3, 5, gold) == 0
    game = game_ending_in(LINE)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    first, _, last = game.outcome.line
    # The winning line in gold (the spec's F7), over the winner's marks.
    assert line_pixels(page, first, last, gold) >= 20
    assert line_pixels(page, 3, 5, dead) == 0 and line_pixels(page, 0, 2, dead) == 0


def test_the_result_is_a_banner_and_a_scoreboard_right_under_the_board(page, base_url):
    game = game_ending_in(LINE)
    moves = names(game)
    load_saved(page, base_url, HOME_KEY, saved(moves[:-1], round_=3, starter="red")
               .replace("red=0", "red=2").replace("blue=0", "blue=1"))
    click_cell(page, moves[-1])
    winner = "Red" if game.outcome.winner == 1 else "Blue"
    mark = "X" if game.outcome.winner == 1 else "O"
    assert page.text_content(".uttt-status") == "%s (%s) wins! Three small boards in a row." % (
        winner, mark)
    status = page.locator(".uttt-status")
    assert "is-over" in status.get_attribute("class").split()
    # in the winner's colour (a probe painted with it gives the colour to expect)
    assert status.evaluate("""(e, who) => {
        const probe = e.parentNode.appendChild(document.createElement("i"));
        probe.style.background = "var(--uttt-" + who + ")";
        const want = getComputedStyle(probe).backgroundColor;
        probe.remove();
        return getComputedStyle(e).backgroundColor == want;
    }""", winner.lower())
    # The result card right under the board: the bottom player's strip, the
    # banner under it and the round and the score under that, each close.
    score = "Red 3 : 1 Blue" if winner == "Red" else "Red 2 : 2 Blue"
    assert page.text_content(".uttt-result-score") == "Round 3 · %s · Draws 0" % score
    grid, strip, banner, card = (page.locator(s).bounding_box() for s in (
        ".uttt-board", ".uttt-strip.is-red", ".uttt-status", ".uttt-result"))
    for upper, lower in ((grid, strip), (strip, banner), (banner, card)):
        assert 0 <= lower["y"] - (upper["y"] + upper["height"]) < 24, (upper, lower)
    key = "x" if mark == "X" else "o"
    wins = 3 if winner == "Red" else 2
    assert page.text_content('[data-part="strip-%s-score"]' % key) == "%d wins" % wins
    # What to do next in the row under it, where Undo and Resign were: the
    # row's buttons, in order, and the winner's badge on its strip.
    row = page.eval_on_selector_all(".uttt-controls > .uttt-btn:not([hidden])",
                                    "els => els.map(e => e.dataset.action)")
    assert row == ["again", "review", "more"]
    assert page.text_content('[data-part="strip-%s-badge"]' % key) == "Winner"
    assert not page.locator('[data-part="strip-%s-badge"]' % ("o" if key == "x" else "x")).is_visible()
    # On the pixels: the status line in the winner's colour.
    width, height, get = pixels(page, ".uttt-status")
    colours = [get(x, y) for x in range(0, width, 2) for y in range(0, height, 3)]
    assert any((reddish if winner == "Red" else bluish)(c) for c in colours)


def test_holding_a_cell_shows_a_ghost_and_what_the_move_does(page, base_url):
    page.set_viewport_size({"width": 600, "height": 900})
    open_live(page, base_url)
    root = page.locator(".uttt-grid").bounding_box()
    box = page.locator('[data-cell="c9"]').bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.mouse.down()
    # (a word joiner after the hyphen keeps "top-right" on one line)
    assert page.text_content(".uttt-status") == "→ Blue (O) must play in the top-\u2060right board"
    width, height, get = pixels(page, ".uttt-grid")
    # A ghost cross in Red under the finger: the cell's centre turns reddish.
    centre = get(int(box["x"] - root["x"] + box["width"] / 2),
                 int(box["y"] - root["y"] + box["height"] / 2))
    assert reddish(centre), centre
    # The board it sends to is filled; another open board is not.
    sent = get(*cell_corner(page, "g9", root))
    other = get(*cell_corner(page, "a1", root))
    assert sent != other and sent[2] < other[2] - 30, (sent, other)
    page.mouse.up()
    settle(page)
    assert page.text_content(".uttt-status") == "Blue (O) to move: play in the top-\u2060right board"
    assert "is-ghost" not in page.get_attribute('[data-cell="c9"]', "class")


def test_a_free_choice_hold_does_not_look_like_sending(page, base_url):
    page.set_viewport_size({"width": 600, "height": 900})
    load_saved(page, base_url, HOME_KEY, saved(["b9", "d9", "c9", "g9", "c7", "g3"]))
    root = page.locator(".uttt-grid").bounding_box()
    box = page.locator('[data-cell="a9"]').bounding_box()
    before = pixels(page, ".uttt-grid")[2](*cell_corner(page, "e5", root))
    page.mouse.move(box["x"] + 5, box["y"] + 5)
    page.mouse.down()
    during = pixels(page, ".uttt-grid")[2](*cell_corner(page, "e5", root))
    assert sum(abs(a - b) for a, b in zip(before, during)) < 15    # no "sent here" fill
    assert page.text_content(".uttt-status") == "→ Blue (O) may play in any open board (free choice)"
    page.mouse.up()


# -- never surprising ---------------------------------------------------------------

def test_two_tabs_tapped_at_the_same_moment_agree(context, base_url):
    import time
    from board.saved import load_state
    from engine import cell_name, format_position, parse_position
    tabs = [open_live(context.new_page(), base_url) for _ in range(2)]
    for _ in range(3):
        before = position(tabs[0])
        legal = parse_position(before).legal_moves()
        for tab, move in zip(tabs, (legal[0], legal[-1])):
            tab.evaluate("c => document.querySelector('[data-cell=\"' + c + '\"]').click()",
                         cell_name(move))
        # Both tabs end on the game that was stored last.
        deadline = time.monotonic() + 10
        while True:
            stored = tabs[0].evaluate("k => localStorage.getItem(k)", HOME_KEY)
            game = load_state(stored)["record"]
            shown = [position(tab) for tab in tabs]
            if shown == [format_position(game)] * 2 and shown[0] != before:
                break
            assert time.monotonic() < deadline, (shown, format_position(game))
            tabs[0].wait_for_timeout(50)
        for tab in tabs:
            settle(tab)


def test_review_has_a_move_list_a_slider_and_one_row_of_steps(browser, base_url, watch):
    context, page = phone(browser, watch, width=320)
    game = random_game(5)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    page.click('[data-action="review"]')
    items = page.locator(".uttt-moves .uttt-move")
    assert items.count() == len(game.moves)
    # What the view hides is hidden, whatever board.css draws it as (a
    # finished game is not sent move by move).
    assert page.locator('[data-action="share"]').is_visible()
    assert page.eval_on_selector_all(".uttt-play [hidden]", "els => els.filter(e => "
                                     "getComputedStyle(e).display != 'none').map(e => e.className)") == []
    # Each move in its player's colour, said with the player's name.
    assert items.nth(0).text_content() == "1. %s" % names(game)[0]
    assert items.nth(1).get_attribute("aria-label") == "2. Blue %s" % names(game)[1]
    assert reddish(colour_of(items.nth(0))) and bluish(colour_of(items.nth(1)))
    items.nth(9).click()
    assert page.text_content(".uttt-step") == "Move 10 of %d" % len(game.moves)
    assert position(page) == __import__("engine").format_position(
        parse_record(" ".join(names(game)[:10])))
    assert items.nth(9).get_attribute("aria-current") == "step"
    page.locator(".uttt-seek").fill("3")
    assert page.text_content(".uttt-step") == "Move 3 of %d" % len(game.moves)
    middles = page.eval_on_selector_all(
        ".uttt-steps > *", "els => els.map(e => { const r = e.getBoundingClientRect();"
                           " return r.top + r.height / 2; })")
    assert max(middles) - min(middles) < 4           # one row at 320 px
    right = page.eval_on_selector_all(".uttt-steps > *", "els => els.map(e => e.getBoundingClientRect().right)")
    assert max(right) <= 320
    page.click('[data-action="first"]')
    assert page.locator('[data-action="back"]').is_disabled()
    context.close()


@pytest.mark.parametrize("width", [320, 390])
def test_a_review_on_a_phone_shows_the_board_and_the_move_strip_on_one_screen(browser, base_url,
                                                                             watch, width):
    """Opened, the review shows the status line, the board and the moves'
    strip whole between the header and the step bar; stepping anywhere keeps
    the move shown inside the strip, which scrolls sideways, not the page."""
    context = new_context(browser, watch, viewport={"width": width, "height": 844},
                          is_mobile=True, has_touch=True)
    page = context.new_page()
    game = random_game(7)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    page.click('[data-action="review"]')
    page.wait_for_timeout(100)
    look = """() => [".md-header", ".uttt-status", ".uttt-board", ".uttt-moves",
        ".uttt-review > .uttt-steps", ".uttt-move[aria-current]"].map(s => {
        const r = document.querySelector(s).getBoundingClientRect();
        return [r.top, r.bottom, r.left, r.right]; })"""
    for step in ("last", "first", "forward", "forward", "forward", "forward", "last", "back"):
        if step != "last" or page.locator(".uttt-move[aria-current]").count() == 0:
            page.click('.uttt-review [data-action="%s"]' % step)
        if page.locator(".uttt-move[aria-current]").count() == 0:
            continue                    # the start: no move shown
        header, status, board, strip, bar, shown = page.evaluate(look)
        assert header[1] - 1 <= status[0] and status[1] - 1 <= board[0], (step, status, board)
        assert board[1] <= strip[0] and strip[1] <= bar[0] + 1, (step, board, strip, bar)
        assert strip[2] - 1 <= shown[2] and shown[3] <= strip[3] + 1, (step, strip, shown)
    assert page.evaluate("scrollX") == 0
    # The moves grow wider after the script placed the one shown (as when the
    # site's font arrives late): the strip keeps it in view by itself.
    page.click('.uttt-review [data-action="last"]')
    page.add_style_tag(content=".uttt-move { padding-left: 1.5em; padding-right: 1.5em; }")
    page.wait_for_timeout(200)
    header, status, board, strip, bar, shown = page.evaluate(look)
    assert strip[2] - 1 <= shown[2] and shown[3] <= strip[3] + 1, ("wider", strip, shown)
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_an_analysed_mistake_is_explained_above_the_step_bar(browser, base_url, watch, lang):
    """At 390x844, a finished game reviewed and analysed, its mistake shown:
    the board, the moves, the graph, what the analysis says of the move,
    why it is a mistake and the button that shows the line it missed all
    end above the step bar, the page unscrolled; the bar stays with the
    review when the page scrolls on."""
    context = new_context(browser, watch, viewport={"width": 390, "height": 844},
                          is_mobile=True, has_touch=True, clock=False)
    page = context.new_page()
    moves = BLUNDER_WIN.split()
    load_saved(page, lang_url(base_url, lang), HOME_KEY, saved(moves))
    page.click('[data-action="review"]')
    page.click('[data-action="analyse"]')
    page.wait_for_function("document.querySelector('.uttt-analysis-text').textContent == %s"
                           % json.dumps(text(lang, "all_final")), timeout=120000)
    page.click(".uttt-move.is-mistake")
    page.wait_for_selector(".uttt-analysis-why:not([hidden])")
    bottoms = page.evaluate("""() => [".uttt-board", ".uttt-moves", ".uttt-graph",
        ".uttt-analysis-step", ".uttt-analysis-why", '[data-action="line-toggle"]'].map(s =>
        document.querySelector(s).getBoundingClientRect().bottom)""")
    bar = page.evaluate("document.querySelector('.uttt-review > .uttt-steps')"
                        ".getBoundingClientRect().top")
    assert max(bottoms) <= bar and page.evaluate("scrollY") == 0, (bottoms, bar)
    # A view of its own: in the strips' place, the way back beside the
    # review's title, both over the status line.
    assert not page.is_visible(".uttt-players")
    assert page.text_content(".uttt-review-title") == text(lang, "review_title")
    back = page.locator('[data-action="leave"]')
    assert back.get_attribute("aria-label") is None and back.text_content() == text(lang, "leave_review")
    head = page.evaluate("""() => ['[data-action="leave"]', ".uttt-review-title", ".uttt-status",
        ".uttt-board"]
        .map(s => document.querySelector(s).getBoundingClientRect())
        .map(r => [r.left, r.top, r.right, r.bottom, r.width, r.height])""")
    back_box, title_box, status_box, board_box = head
    assert back_box[4] >= 44 and back_box[5] >= 44
    assert back_box[2] <= title_box[0] and title_box[3] <= status_box[1] + 1
    assert max(back_box[3], status_box[3]) <= board_box[1]
    # Scrolled on to the page's end, the step bar stays with the review
    # instead of lying over the text and the footer under it.
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    bar, review = page.evaluate("""() => [".uttt-review > .uttt-steps", ".uttt-review"].map(s =>
        document.querySelector(s).getBoundingClientRect().bottom)""")
    assert bar <= review + 1, (bar, review)
    context.close()


GRID_LINES = """() => {
    const out = [];
    for (const small of document.querySelectorAll('.uttt-play .uttt-small')) {
        const box = small.getBoundingClientRect();
        const cells = [...small.querySelectorAll('.uttt-cell')].map(c => c.getBoundingClientRect());
        for (let i = 0; i < 9; i++) {
            const c = cells[i], row = Math.floor(i / 3), col = i % 3;
            // the cell's line to the next one down and to the right, and no
            // board showing past the last row or column
            if (row < 2) out.push(cells[i + 3].top - c.bottom);
            if (col < 2) out.push(cells[i + 1].left - c.right);
            if (row == 2 && Math.abs(box.bottom - c.bottom) > 0.01) out.push(-1);
            if (col == 2 && Math.abs(box.right - c.right) > 0.01) out.push(-1);
        }
    }
    return out;
}"""


@pytest.mark.parametrize("width", [320, 390])
def test_every_small_board_draws_its_eight_lines_and_nothing_more(browser, base_url, watch, width):
    """At device pixel ratio 2, on the opening board and in a review: between
    any two cells of a small board a line at least a pixel wide, and no
    strip of the board's own colour under its last row or beside its last
    column (cells that sized themselves left one, and swallowed lines)."""
    context = new_context(browser, watch, viewport={"width": width, "height": 844},
                          device_scale_factor=2, is_mobile=True, has_touch=True)
    page = context.new_page()
    open_live(page, base_url)
    gaps = page.evaluate(GRID_LINES)
    assert len(gaps) == 9 * 12 and min(gaps) >= 0.99, gaps
    load_saved(page, base_url, HOME_KEY, saved(names(game_ending_in(LINE))))
    page.click('[data-action="review"]')
    page.click('.uttt-review [data-action="first"]')
    for step in range(12):
        gaps = page.evaluate(GRID_LINES)
        assert min(gaps) >= 0.99, (step, sorted(gaps)[:3])
        page.click('.uttt-review [data-action="forward"]')
    context.close()


def test_in_dark_mode_the_winning_line_stands_out(browser, base_url, watch):
    context = new_context(browser, watch, viewport={"width": 600, "height": 900}, color_scheme="dark")
    page = context.new_page()
    game = game_ending_in(LINE)
    load_saved(page, base_url, HOME_KEY, saved(names(game)))
    width, height, get = pixels(page, ".uttt-grid")
    first, middle, last = game.outcome.line
    pad = rim(page)
    size = (width - 2 * pad) / 3
    x, y = ((middle % 3 + 0.5) * size + pad, (middle // 3 + 0.5) * size + pad)
    dx, dy = (last % 3 - first % 3), (last // 3 - first // 3)       # along the line
    on = get(int(x + dx * size * 0.25), int(y + dy * size * 0.25))
    root = page.locator(".uttt-grid").bounding_box()
    off = get(*cell_corner(page, board_cells(game, middle)[0], root))      # the board under it
    assert contrast(on, off) >= 3, (on, off)
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_nothing_on_the_page_moves_when_the_board_goes_live(browser, base_url, watch, lang):
    """The build draws the board's parts as its first view shows them
    (sitebuild/html.first_play_view): no layout shift as the board starts,
    at a phone's width, from the first paint to the live board."""
    context, page = phone(browser, watch, width=390)
    page.goto(lang_url(base_url, lang), wait_until="commit")
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    page.wait_for_timeout(300)
    # A shift before the board was live, or as it went live, would be counted here.
    shifted = page.evaluate("""() => new Promise(done => {
        new PerformanceObserver(list => done(list.getEntries().filter(e => !e.hadRecentInput)
            .reduce((sum, e) => sum + e.value, 0))).observe({type: "layout-shift", buffered: true});
        setTimeout(() => done(0), 500);         // no entry at all: nothing moved
    })""")
    assert shifted < 0.01, shifted
    context.close()


# Each teaching board's height and the gap to what follows it.
TEACHING_SIZES = """() => [...document.querySelectorAll('.uttt:not(.uttt-play)')].map(b => {
    const box = b.getBoundingClientRect(), next = b.nextElementSibling;
    return [Math.round(box.height),
            next ? Math.round(next.getBoundingClientRect().top - box.bottom) : 0]; })"""


@pytest.mark.parametrize("lang,page_path", [("id", "tips/"), ("ru", "rules/")])
def test_a_teaching_board_has_its_size_before_it_comes_into_view(browser, base_url, watch, lang,
                                                                 page_path):
    """Teaching boards out of view are not laid out until they come near
    (board.css): meanwhile each takes the size it has in view, so the page
    does not jump as one scrolls and nothing under a board overlaps it."""
    context, page = phone(browser, watch, width=390)
    page.goto(lang_url(base_url, lang) + page_path)
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    # The typeface comes once the boards in view are live, and the text it
    # sets may wrap otherwise: measured in it, before and after.
    page.wait_for_selector("html[data-uttt-type]", state="attached")
    page.evaluate("document.fonts.ready.then(() => null)")
    unseen = page.evaluate(TEACHING_SIZES)
    assert len(unseen) >= 3
    for index in range(len(unseen)):
        page.evaluate("i => document.querySelectorAll('.uttt:not(.uttt-play)')[i]"
                      ".scrollIntoView()", index)
        page.wait_for_timeout(100)
    seen = page.evaluate(TEACHING_SIZES)
    assert unseen == seen
    assert all(gap >= 0 for _, gap in seen), seen
    context.close()


# Per board, seen (a board's grid out of view is not laid out until it comes
# near, board.css: each is measured once its cells are no longer skipped):
# how far (px) each coordinate's centre is from its cells' centres.
COORDINATE_OFFSETS = """async () => {
  const frame = () => new Promise(done => requestAnimationFrame(done));
  const centre = el => { const r = el.getBoundingClientRect();
                         return [r.left + r.width / 2, r.top + r.height / 2]; };
  const offsets = board => {
    const files = [...board.querySelectorAll('.uttt-files i')];
    const ranks = [...board.querySelectorAll('.uttt-ranks i')];
    const off = [];
    files.forEach((label, f) => off.push(Math.abs(centre(label)[0] -
        centre(board.querySelector('[data-cell="' + 'abcdefghi'[f] + '1"]'))[0])));
    ranks.forEach((label, r) => off.push(Math.abs(centre(label)[1] -
        centre(board.querySelector('[data-cell="a' + (9 - r) + '"]'))[1])));
    return [files.length + ranks.length, Math.max(...off)];
  };
  const out = [];
  for (const board of document.querySelectorAll('.uttt')) {
    board.scrollIntoView();
    const cell = board.querySelector('.uttt-cell');
    for (let i = 0; i < 120 && !cell.checkVisibility({contentVisibilityAuto: true}); i++) {
      await frame();
    }
    await frame();
    out.push(offsets(board));
  }
  return out; }"""


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page_path", ["", "rules/", "tips/"])
def test_coordinates_line_up_with_their_cells_and_nothing_scrolls_sideways(
        browser, base_url, watch, lang, page_path):
    """Every board has a to i and 9 to 1 on its edges, each level with its
    cells, at a phone's and a tablet's width; the page never scrolls sideways,
    and a table wider than the screen scrolls inside itself."""
    context, page = phone(browser, watch, width=390)
    page.goto(lang_url(base_url, lang) + page_path)
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    for width in (320, 390, 768):
        page.set_viewport_size({"width": width, "height": 700})
        page.wait_for_timeout(100)
        assert page.evaluate("document.documentElement.scrollWidth") <= width
        boards = page.evaluate(COORDINATE_OFFSETS)
        assert boards and all(count == 18 and offset < 1 for count, offset in boards), (width, boards)
        tables = page.evaluate(TABLE_FITS)
        assert all(right <= width + 0.5 and (not wide or overflow in ("auto", "scroll"))
                   for right, wide, overflow in tables), (width, tables)
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_the_header_names_the_game_whole_in_the_sites_own_typeface(browser, base_url, watch, lang):
    """From 390 px up the wordmark shows the site's name and the game's
    uncut (from 360 px the site's), at a size that can be read, the name
    drawn in the titles' Unbounded and the game in the text's Rubik, both
    fetched from the site itself once the boards in view are live (not to
    share a phone's line with Brython's runtime); narrower, the mark alone,
    its link still named."""
    context, page = phone(browser, watch, width=390, clock=False)     # its marks are read
    fonts = []
    page.on("request", lambda request: request.url.endswith(".woff2") and fonts.append(request.url))
    page.goto(lang_url(base_url, lang) + "rules/")
    page.wait_for_selector("html[data-uttt-type]")
    page.evaluate("document.fonts.ready.then(() => null)")
    assert page.evaluate(FONTS_AFTER_READY), page.evaluate(FONTS_AFTER_READY.replace("every", "map"))
    for width in (360, 390, 768):
        page.set_viewport_size({"width": width, "height": 700})
        page.wait_for_timeout(100)
        for part in ("name", "game")[:1 + (width >= 390)]:
            name = page.evaluate(WORDMARK_NAME % part)
            assert name["shown"] and name["whole"] and name["size"] >= 11, (width, part, name)
            family = {"name": "Unbounded", "game": "Rubik"}[part]
            assert name["loaded"] and name["family"].replace('"', "").startswith(family), name
    assert fonts and all(font.startswith(base_url) for font in fonts), fonts
    page.set_viewport_size({"width": 320, "height": 700})
    page.wait_for_timeout(100)
    assert not page.evaluate(WORDMARK_NAME % "name")["shown"]
    assert page.get_attribute(".uttt-wordmark", "aria-label")
    context.close()


# Whether every font the page fetched was asked for after its boards in view
# went live.
FONTS_AFTER_READY = """(() => { const ready = performance.getEntriesByName('uttt-ready')[0].startTime;
  return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.woff2'))
    .every(e => e.startTime >= ready); })()"""


# The header's name: shown, not cut, its size, its fonts and whether the
# first of them has every glyph of it loaded.
WORDMARK_NAME = """(() => { const n = document.querySelector('.uttt-wordmark__%s'), c = getComputedStyle(n);
  return {shown: n.offsetWidth > 0, whole: n.scrollWidth <= n.clientWidth + 1, size: parseFloat(c.fontSize),
          family: c.fontFamily,
          loaded: document.fonts.check(c.fontWeight + ' 16px ' + c.fontFamily.split(',')[0], n.textContent)};
})()"""


# Each table of the text: its right edge, whether its content is wider than
# its box, and how it overflows.
TABLE_FITS = """[...document.querySelectorAll('.md-typeset table')].map(t =>
  [t.getBoundingClientRect().right, t.scrollWidth > t.clientWidth + 1, getComputedStyle(t).overflowX])"""


def test_the_coordinates_can_be_hidden_on_every_board_of_the_device(browser, base_url, watch):
    """The play board's settings hide them; every page then draws its boards
    without them from the first paint. A stored value the site does not
    write is dropped, and they show."""
    context, page = phone(browser, watch, width=390)
    page.goto(base_url)
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    assert visible(page, ".uttt-files")
    open_more(page)
    page.uncheck('[data-uttt-preference="coordinates"]')
    assert not visible(page, ".uttt-files") and not visible(page, ".uttt-ranks")
    page.goto(base_url + "rules/", wait_until="commit")
    page.wait_for_selector(".uttt-files", state="attached")      # before any board is live
    assert page.evaluate("document.documentElement.dataset.utttCoordinates") == "hidden"
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    assert not visible(page, ".uttt-files")
    page.goto(base_url)
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    assert not page.is_checked('[data-uttt-preference="coordinates"]')
    open_more(page)
    page.check('[data-uttt-preference="coordinates"]')
    assert visible(page, ".uttt-files")
    page.evaluate("localStorage.setItem('uttt.v1.coordinates', '<hidden>')")
    page.goto(base_url + "rules/")
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    assert visible(page, ".uttt-files")
    assert page.evaluate("localStorage.getItem('uttt.v1.coordinates')") is None
    context.close()


FIRST_SCREEN = """() => {
    const header = document.querySelector('.md-header').getBoundingClientRect().bottom;
    const out = {};
    for (const el of document.querySelectorAll(
            '.uttt-strip, .uttt-status, .uttt-board, .uttt-controls .uttt-btn:not([hidden]), '
            + '[data-part="opponent"]')) {
        if (!el.checkVisibility()) continue;
        const box = el.getBoundingClientRect();
        out[el.dataset.action || el.dataset.setting || el.dataset.part || el.className.split(' ')[0]] =
            box.top >= header && box.bottom <= innerHeight;
    }
    return [out, scrollY];
}"""


@pytest.mark.parametrize("width", [360, 390, 768])
def test_the_files_letters_keep_off_the_boards_edge(browser, base_url, watch, width):
    """The g's tail too: the rim's bottom pixel (its rounded corners aside)
    is all the tray's colour, on the play board and on a teaching board."""
    context, page = phone(browser, watch, width=width, device_scale_factor=2)
    for url, nth in ((base_url, 0), (base_url + "rules/", 1)):
        open_live(page, url)
        grid = ".uttt-grid >> nth=%d" % nth
        tray = tuple(int(v) for v in page.locator(grid).evaluate(
            "e => getComputedStyle(e).backgroundColor").replace("rgb(", "").rstrip(")").split(","))
        width, height, get = pixels(page, grid)
        # its last CSS pixel: two rows of device pixels
        stray = [get(x, y) for x in range(20, width - 20) for y in (height - 2, height - 1)
                 if sum(abs(a - b) for a, b in zip(get(x, y), tray)) > 30]
        assert not stray, (url, width, stray[:5])
    context.close()


@pytest.mark.parametrize("lang", LANGS)
def test_on_a_phone_the_players_board_and_main_controls_fit_the_first_screen(
        browser, base_url, watch, lang):
    """At 390x844: whom one plays (the mode, and the computer's level), the
    strips, the status, the board, Undo, Resign (or Hint) and More, all below
    the header and above the screen's bottom, with the page unscrolled; what
    More holds is not on the screen."""
    context = new_context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                          has_touch=True)
    page = context.new_page()
    open_live(page, lang_url(base_url, lang))
    wanted = {"opponent", "strip-x", "strip-o", "uttt-status", "uttt-board", "undo", "resign", "more"}
    for opponent, more in (("two", set()), ("expert", {"hint"})):
        choose_opponent(page, opponent)
        fits, scrolled = page.evaluate(FIRST_SCREEN)
        assert scrolled == 0 and set(fits) == wanted | more and all(fits.values()), fits
        for hidden in ("share", "copy", "import"):
            assert not visible(page, '[data-action="%s"]' % hidden)
        assert not visible(page, '[data-setting="timer"]')
    context.close()


TABLE = """() => {
    const box = s => { const b = document.querySelector(s).getBoundingClientRect(); return [b.top, b.bottom]; };
    return {red: box('.uttt-strip.is-red'), blue: box('.uttt-strip:not(.is-red)'),
            board: box('.uttt-board'), status: box('.uttt-status'), controls: box('.uttt-controls'),
            you: (document.querySelector('.uttt-strip.is-red .uttt-strip-name') || {}).textContent};
}"""


def test_the_board_sits_between_the_players_as_at_a_game_sites_table(browser, base_url, watch):
    """At 390x844, as chess sites lay out a game: Blue's strip over the
    board, Red's (against the computer, the visitor's) under it, then the
    status and the actions, whoever plays X this round."""
    context = new_context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                          has_touch=True)
    page = context.new_page()
    for starter in ("red", "blue"):
        for mode in ("two", "computer"):
            load_saved(page, base_url, HOME_KEY, saved(["e5"], round_=2, starter=starter, mode=mode))
            at = page.evaluate(TABLE)
            assert at["blue"][1] <= at["board"][0] and at["board"][1] <= at["red"][0], (starter, at)
            assert at["red"][1] <= at["status"][0] and at["status"][1] <= at["controls"][0], at
            assert at["you"] == ("Red" if mode == "two" else "You"), (starter, mode, at)
    context.close()


SHEET = """() => {
    const box = el => { const b = document.querySelector(el).getBoundingClientRect();
                        return [Math.round(b.top), Math.round(b.bottom), Math.round(b.width)]; };
    const middle = document.elementFromPoint(innerWidth / 2, 120);
    return {sheet: box('[data-part="extras"]'), board: box('.uttt-board'), scroll: scrollY,
            covered: middle.classList.contains('uttt-scrim')};
}"""


def test_more_is_a_sheet_over_the_page_that_the_scrim_closes(browser, base_url, watch):
    """At 390x844 during a game: More's parts rise from the screen's bottom
    over a scrim that covers the rest (the board cannot be tapped through
    it), nothing on the page moves, and a tap on the scrim closes it; New
    game's choices too."""
    context = new_context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                          has_touch=True)
    page = context.new_page()
    open_live(page, base_url)
    click_cell(page, "e5")
    before = page.evaluate(SHEET)
    open_more(page)
    page.wait_for_timeout(300)                  # the sheet's rise
    shown = page.evaluate(SHEET)
    assert shown["sheet"][1] == 844 and shown["sheet"][0] > 844 / 5 and shown["sheet"][2] == 390
    assert shown["covered"] and shown["board"] == before["board"] and shown["scroll"] == 0
    assert visible(page, '[data-action="share"]') and visible(page, '[data-setting="timer"]')
    close_more(page)
    assert not visible(page, '[data-action="share"]')
    assert page.evaluate(SHEET)["board"] == before["board"]
    open_more(page)                             # and its own close button
    page.click('[data-action="sheet-close"]')
    assert not visible(page, '[data-action="share"]') and not visible(page, ".uttt-scrim")
    page.click('[data-action="opponent"]')      # New game: a sheet as More is
    page.wait_for_timeout(300)
    new_game = page.evaluate(SHEET.replace('[data-part="extras"]', '[data-part="new-game"]'))
    assert new_game["sheet"][1] == 844 and new_game["covered"] and new_game["board"] == before["board"]
    close_more(page)
    assert not visible(page, '[data-setting="opponent"]')
    context.close()


CONTROL_SIZES = """() => {
    const out = [];
    for (const el of document.querySelectorAll(
            '.uttt-play button:not(.uttt-cell), .uttt-play select, .uttt-play input[type=range], '
            + '.uttt-play label:has(input[type=checkbox], input[type=radio])')) {
        if (!el.checkVisibility()) continue;
        const box = el.getBoundingClientRect();
        out.push([el.dataset.action || el.dataset.part || el.tagName, Math.round(box.width),
                  Math.round(box.height)]);
    }
    return out;
}"""


@pytest.mark.parametrize("lang", LANGS)
def test_every_control_of_the_play_board_is_at_least_44px(browser, base_url, watch, lang):
    """On a 390 px phone: the main row, More's actions and options, New
    game's choices, the computer's settings, the result card, the review's
    steps and moves."""
    context, page = phone(browser, watch, width=390)
    game = game_ending_in(LINE)
    moves = names(game)
    load_saved(page, lang_url(base_url, lang), HOME_KEY, saved(moves[:-1]))
    seen = set()

    def check():
        sizes = page.evaluate(CONTROL_SIZES)
        small = [size for size in sizes if size[1] < 44 or size[2] < 44]
        assert small == [], small
        seen.update(name for name, _, _ in sizes)

    check()
    open_more(page)
    check()
    close_more(page)
    click_cell(page, moves[-1])                  # the result card, Review
    check()
    page.click('[data-action="review"]')
    check()
    page.click('[data-action="leave"]')
    page.click('[data-action="again"]')
    page.click('[data-action="opponent"]')
    check()
    page.check('[data-setting="opponent"][value="medium"]')
    check()
    assert {"undo", "resign", "more", "share", "copy", "import", "coordinates", "again", "review",
            "first", "back", "forward", "last", "seek", "analyse", "leave", "hint", "opponent",
            "new-close"} <= seen, seen
    context.close()


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_the_players_strips_read_clearly_in_light_and_dark(browser, base_url, watch, scheme):
    """On the pixels: each strip's name, score and clock at least 4.5:1 on its
    own background, the mark at least 3:1, and the frame of the one to move
    at least 3:1 on the page; the clock in its last seconds too; the word of
    a button that cannot be used yet at least 4.5:1."""
    context = new_context(browser, watch, viewport={"width": 390, "height": 844}, is_mobile=True,
                          has_touch=True, device_scale_factor=2, color_scheme=scheme)
    page = context.new_page()
    open_live(page, base_url)
    # Undo before the first move: off, and its word still readable.
    undo = page.locator('.uttt-play [data-action="undo"]')
    assert undo.get_attribute("aria-disabled") == "true"
    assert contrast_in_box(page, undo.bounding_box(), pad=-4) >= 4.5, scheme
    click_cell(page, "e5")                    # Blue to move: its strip is the framed one
    settle(page)
    # The clock as it shows in its last seconds (the turn timer is off here).
    page.evaluate("""() => { for (const side of ['x', 'o']) {
        const clock = document.querySelector(`[data-part="strip-${side}-clock"]`);
        clock.hidden = false; clock.textContent = '0:09';
        if (side === 'o') clock.classList.add('is-urgent'); } }""")
    page.emulate_media(reduced_motion="reduce")          # the urgent clock steady, not blinking
    for side in ("x", "o"):
        for part, least in (("name", 4.5), ("score", 4.5), ("clock", 4.5), ("mark", 3)):
            selector = '[data-part="strip-%s-%s"]' % (side, part)
            # The mark with some of the strip round it: its box is all mark.
            found = contrast_in_box(page, page.locator(selector).bounding_box(),
                                    pad=3 if part == "mark" else 0)
            assert found >= least, (scheme, side, part, found)
    # The frame: a point on its left edge against the page just outside it.
    strip = page.locator('[data-part="strip-o"]').bounding_box()
    image = screen_image(page, {"x": strip["x"] - 3, "y": strip["y"] + strip["height"] / 2,
                                "width": 6, "height": 1})
    outside, border = image.getpixel((2, 0)), image.getpixel((8, 0))   # 2 device pixels a CSS one
    assert contrast(outside, border) >= 3, (scheme, outside, border)
    context.close()


def screen_image(page, clip):
    from PIL import Image
    return Image.open(io.BytesIO(page.screenshot(clip=clip))).convert("RGB")


def contrast_in_box(page, box, pad):
    """The contrast, on the screen's pixels, between the most common colour of
    ``box`` grown by ``pad`` CSS pixels each side and the one that stands out
    most from it."""
    image = screen_image(page, {"x": box["x"] - pad, "y": box["y"] - pad,
                                "width": box["width"] + 2 * pad, "height": box["height"] + 2 * pad})
    counts = image.getcolors(image.width * image.height)
    background = max(counts)[1]
    return max(contrast(colour, background) for _, colour in counts)


# For each title of the text: how far under its last line of words its box
# ends (px).
TITLE_SLACK = """[...document.querySelectorAll('.md-typeset :is(h2, h3)')].map(h => {
  const range = document.createRange(); range.setStart(h, 0);       // its words, not its link
  const link = h.querySelector('.headerlink');
  if (link) range.setEndBefore(link); else range.setEnd(h, h.childNodes.length);
  const rects = [...range.getClientRects()];
  return h.getBoundingClientRect().bottom - rects[rects.length - 1].bottom; })"""


@pytest.mark.parametrize("lang", LANGS)
def test_no_title_ends_in_an_empty_line_on_a_phone(browser, base_url, watch, lang):
    """A title that fills its last line gets no line of its own for its
    permalink sign, which a touch screen never shows."""
    context, page = phone(browser, watch, width=390)
    for path in ("tips/", "rules/"):
        page.goto(lang_url(base_url, lang) + path)
        slack = page.evaluate(TITLE_SLACK)
        assert slack and max(slack) < 12, (path, slack)
    context.close()


def test_the_russian_marks_in_a_boards_lines_are_the_boards_own(page, base_url):
    """Russian writes the marks × and ○ («Ходят красные (×)»), which Rubik
    lacks: the boards draw them from fonts/marks.woff2, the boards' cross
    and ring (and so their sheets' close sign ×)."""
    open_live(page, base_url + "ru/")
    assert "×" in page.text_content(".uttt-play .uttt-status")
    page.wait_for_function("[...document.fonts].some(face => face.family.replace(/\"/g, '')"
                           " === 'Ninefold Marks' && face.status === 'loaded')")
    # the boards' text only: the article's "3×3" stays in the text's face
    family = "e => getComputedStyle(e).fontFamily"
    assert page.locator(".uttt-play .uttt-status").evaluate(family).startswith('"Ninefold Marks"')
    assert "Ninefold Marks" not in page.locator(".md-typeset > p").first.evaluate(family)


# Each visible button's label: how many lines it takes, and whether it fits
# inside its button.
BUTTON_LINES = """sel => [...document.querySelectorAll(sel)].filter(b => b.offsetParent).map(b => {
    const range = document.createRange();
    range.selectNodeContents(b);
    const tops = new Set([...range.getClientRects()].map(r => Math.round(r.top)));
    return [b.textContent.trim(), tops.size, b.scrollWidth <= b.clientWidth + 1]; })"""


@pytest.mark.parametrize("lang", LANGS)
def test_the_lessons_buttons_keep_their_words_on_one_line(browser, base_url, watch, lang):
    """Hint, Show me and Try again, on the Tips page at a phone's widths:
    each label on one line, inside its button, in every language."""
    context, page = phone(browser, watch, width=390)
    page.goto(lang_url(base_url, lang) + "tips/")
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    for width in (320, 360, 390):
        page.set_viewport_size({"width": width, "height": 700})
        page.wait_for_timeout(100)
        labels = page.evaluate(BUTTON_LINES, ".uttt-lesson .uttt-controls .uttt-btn")
        assert labels and all(lines == 1 and fits for _, lines, fits in labels), (width, labels)
        rows = page.eval_on_selector_all(".uttt-lesson .uttt-controls", "rows => rows.filter("
                                         "r => r.offsetParent && r.scrollWidth > r.clientWidth + 1).length")
        assert rows == 0, width
    context.close()
