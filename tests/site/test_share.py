"""Sharing games in a real Chromium: share links, export and import, a
game played on two phones by passing links, and the review's analysis and
the hint."""

import contextlib
import io

import pytest

from board import analysis_view  # noqa: F401  (brings the analysis's texts)
from board.saved import sides_key
from board.settings import HINT_LEVEL
from board.texts import text
from engine import cell_name, format_position, parse_cell, parse_record
from engine.ai import LEVELS
from engine.analysis import analyse_game
from engine.cli import main
from engine.game import game_at
from engine.verdict import mistakes

from .board_page import RESULT, click_cell, load_saved, open_more, position, scores, visible
from . import games
from .conftest import new_context, open_live
from .games import HOME_KEY, saved
from .test_computer import computer_state, wait_for_reply

# A short game that X wins with a line (found by greedy play; 17 moves).
SHORT_WIN = games.SHORT_WIN.split()
UNFINISHED = ["e5", "e4", "d3"]
BLUNDER_WIN = games.BLUNDER_WIN.split()


def home(base_url, lang):
    return base_url if lang == "en" else base_url + lang + "/"


def open_link(page, url, moves):
    return open_live(page, url + "#game=" + ".".join(moves))


def notice(page):
    page.wait_for_selector(".uttt-notice:not([hidden])")
    return page.text_content(".uttt-notice-text")


@pytest.mark.parametrize("lang", ["ru"])       # the texts in every language: tests/board
def test_a_link_opens_its_game_beside_the_visitors_own(page, base_url, lang):
    url = home(base_url, lang)
    own = ["c9", "g9"]
    load_saved(page, url, HOME_KEY, saved(own, round_=3, starter="red"))
    mine = position(page)
    open_link(page, url, UNFINISHED)
    assert position(page) == format_position(parse_record(" ".join(UNFINISHED)))
    assert visible(page, ".uttt-linked")
    assert page.text_content(".uttt-linked-text") == text(lang, "linked")
    # Play goes on from it (two players), and the address follows the game.
    game = parse_record(" ".join(UNFINISHED))
    move = cell_name(game.legal_moves()[0])
    click_cell(page, move)
    assert page.url.endswith("#game=" + ".".join(UNFINISHED + [move]))
    # The visitor's own game was not touched, and comes back.
    page.click('[data-action="own"]')
    assert position(page) == mine
    assert page.text_content(".uttt-round") == text(lang, "round", n=3)
    assert "#" not in page.url
    open_live(page, url)
    assert position(page) == mine


@pytest.mark.parametrize("lang", ["sw"])
def test_a_link_to_a_finished_game_opens_its_result_to_review_and_counts_nothing(
        page, base_url, lang):
    url = home(base_url, lang)
    load_saved(page, url, HOME_KEY, saved(["c9"]))
    open_link(page, url, SHORT_WIN)
    game = parse_record(" ".join(SHORT_WIN))
    assert position(page) == format_position(game)
    assert page.text_content(".uttt-result-score") == text(lang, "linked_result")
    page.click('[data-action="review"]')
    assert page.text_content(".uttt-step") == text(lang, "review_step", n=17, total=17)
    page.click('.uttt-review [data-action="first"]')
    assert position(page) == "9/9/9/9/9/9/9/9/9 X 0 -"
    page.click('[data-action="leave"]')
    assert not visible(page, '[data-action="again"]')
    page.click('[data-action="own"]')
    assert scores(page) == {"red": 0, "blue": 0, "draws": 0}
    assert page.text_content(".uttt-score") == "%s 0" % text(lang, "draws")


BAD_LINKS = [
    ("e5.zz.e6", "cell", 2, "zz"),
    ("e5.a1", "illegal", 2, "a1"),
    (".".join(SHORT_WIN + ["a9"]), "after_end", 18, "a9"),
    ("<b>hi</b>", "cell", 1, "<b>hi</b>"),
    ("e5." * 400, "too_long", 0, ""),
    ("", "empty", 0, ""),
]


@pytest.mark.parametrize("lang", ["id"])
def test_a_bad_link_says_what_is_wrong_and_keeps_the_saved_game(page, base_url, lang):
    url = home(base_url, lang)
    load_saved(page, url, HOME_KEY, saved(["c9", "g9"]))
    mine = position(page)
    for fragment, kind, number, token in BAD_LINKS:
        page.goto(url + "#game=" + fragment, wait_until="commit")
        page.wait_for_selector(".uttt.is-live")
        why = text(lang, "link_" + kind, n=number, token=token)
        assert notice(page) == text(lang, "link_bad", why=why), fragment
        assert position(page) == mine
        assert not visible(page, ".uttt-linked")
        # Nothing of the link reaches the page as HTML.
        assert page.locator(".uttt-notice b").count() == 0
        page.goto("about:blank")
    open_live(page, url)
    assert position(page) == mine


# A second game= is part of a move, never where the reading starts.
TWICE_LINKS = [
    ("e5.e6#game=a1", 2, "e6#game=a1"),
    ("e5&game=e6", 1, "e5&game=e6"),
]


@pytest.mark.parametrize("lang", ["en"])
def test_a_link_with_a_second_game_is_refused_whole(page, base_url, lang):
    url = home(base_url, lang)
    kept = saved(["c9", "g9"])
    load_saved(page, url, HOME_KEY, kept)
    mine = position(page)
    for fragment, number, token in TWICE_LINKS:
        page.goto(url + "#game=" + fragment, wait_until="commit")
        page.wait_for_selector(".uttt.is-live")
        why = text(lang, "link_cell", n=number, token=token)
        assert notice(page) == text(lang, "link_bad", why=why), fragment
        assert page.url == url                         # the address is cleared
        assert position(page) == mine and not visible(page, ".uttt-linked")
        assert page.evaluate("k => localStorage.getItem(k)", HOME_KEY) == kept
        page.goto("about:blank")


def test_share_copies_the_link_and_import_opens_pasted_moves(browser, watch, base_url):
    # Chromium on Linux has no Web Share: the link goes to the clipboard.
    context = new_context(browser, watch, permissions=["clipboard-read", "clipboard-write"])
    page = context.new_page()
    try:
        load_saved(page, base_url, HOME_KEY, saved(UNFINISHED))
        open_more(page)
        page.click('[data-action="share"]')
        page.wait_for_selector(".uttt-shared:not([hidden])")
        link = base_url + "#game=" + ".".join(UNFINISHED)
        assert page.text_content(".uttt-shared-text") == text("en", "link_copied")
        assert page.evaluate("navigator.clipboard.readText()") == link
        assert page.input_value(".uttt-shared-link") == link
        open_more(page)             # the last action closed it
        page.click('[data-action="copy"]')
        page.wait_for_function("document.querySelector('.uttt-shared-text').textContent == %r"
                               % text("en", "record_copied"))
        assert page.evaluate("navigator.clipboard.readText()") == " ".join(UNFINISHED)
        # Import: a record with spaces, then a whole link.
        for pasted in (" ".join(SHORT_WIN[:6]), base_url + "ru/#game=" + ".".join(SHORT_WIN[:4])):
            open_more(page)             # the last action closed it
            page.click('[data-action="import"]')
            page.fill(".uttt-import-text", pasted)
            page.click('[data-action="import-open"]')
            assert not visible(page, ".uttt-import")
            count = 6 if " " in pasted else 4
            assert position(page) == format_position(parse_record(" ".join(SHORT_WIN[:count])))
            assert visible(page, ".uttt-linked")
        # A bad paste keeps the import open and says why.
        open_more(page)             # the last action closed it
        page.click('[data-action="import"]')
        page.fill(".uttt-import-text", "e5 e5")
        page.click('[data-action="import-open"]')
        assert notice(page) == text("en", "link_bad",
                                    why=text("en", "link_illegal", n=2, token="e5"))
        assert visible(page, ".uttt-import")
    finally:
        context.close()


@pytest.mark.parametrize("lang", ["ru"])
def test_without_a_clipboard_the_link_is_shown_to_copy_by_hand(page, base_url, lang):
    # A browser that gives pages neither Web Share nor the clipboard API.
    page.add_init_script("delete Navigator.prototype.clipboard; delete Navigator.prototype.share;")
    url = home(base_url, lang)
    load_saved(page, url, HOME_KEY, saved(UNFINISHED))
    open_more(page)
    page.click('[data-action="share"]')
    page.wait_for_selector(".uttt-shared:not([hidden])")
    assert page.text_content(".uttt-shared-text") == text(lang, "copy_this")
    assert page.input_value(".uttt-shared-link") == url + "#game=" + ".".join(UNFINISHED)
    assert page.evaluate("document.activeElement.className") == "uttt-shared-link"


def sent_link(page):
    if not visible(page, '[data-action="send"]'):
        open_more(page)             # in one's own game "Send your move" is under More
    page.click(':is([data-action="send"], [data-action="send-more"]):visible')
    page.wait_for_selector(".uttt-shared:not([hidden])")
    return page.input_value(".uttt-shared-link")


@pytest.mark.parametrize("lang", ["sw"])
def test_two_phones_play_a_whole_game_by_passing_links(browser, watch, base_url, lang):
    phones = []
    for _ in range(2):
        context = new_context(browser, watch, viewport={"width": 390, "height": 800})
        phones.append((context, context.new_page()))
    try:
        url = home(base_url, lang)
        first = phones[0][1]
        open_live(first, url)
        click_cell(first, SHORT_WIN[0])            # in the own game: Red (X) starts
        link = sent_link(first)
        assert first.text_content(".uttt-shared-text") == text(
            lang, "send_done", player="%s (O)" % text(lang, "blue"))
        for n, move in enumerate(SHORT_WIN[1:], 1):
            page = phones[n % 2][1]
            if page.url.split("#")[0] == link.split("#")[0]:
                page.goto(link)                 # same page: only the fragment changes
            else:
                open_live(page, link)
            page.wait_for_function("p => document.querySelector('.uttt').dataset.position == p",
                                   arg=format_position(parse_record(" ".join(SHORT_WIN[:n]))))
            if n % 2 == 0:
                # The reply goes on in the first phone's own game, where it started.
                assert not visible(page, ".uttt-linked") and "#" not in page.url
            elif n >= 3:
                assert page.text_content(".uttt-linked-text") == text(lang, "linked") + " " + \
                    text(lang, "linked_side", player="%s (O)" % text(lang, "blue"))
            click_cell(page, move)
            assert not visible(page, ".uttt-side-ask")
            link = sent_link(page)
            # Each phone says where the game counts: here, or on the phone it started on.
            assert n == len(SHORT_WIN) - 1 or page.text_content(".uttt-shared-text") == text(
                lang, "send_done" if n % 2 == 0 else "send_done_linked",
                player="%s (%s)" % ((text(lang, "blue"), "O") if n % 2 == 0 else (text(lang, "red"), "X")))
        winner = phones[(len(SHORT_WIN) - 1) % 2][1]
        assert winner is first and visible(winner, RESULT)
        assert scores(winner) == {"red": 1, "blue": 0, "draws": 0}      # a game of its own
        friend = phones[1][1]
        friend.goto(link)
        friend.wait_for_selector(".uttt-result:not([hidden])")
        assert friend.text_content(".uttt-result-score") == text(lang, "linked_result")
        assert friend.text_content(".uttt-linked-text").startswith(text(lang, "linked"))
        # The first phone opens its own last link again: it played X, and it
        # is O's move, so a tap there asks before moving for the friend.
        first.goto(url + "#game=" + ".".join(SHORT_WIN[:3]))
        first.wait_for_selector(".uttt-linked:not([hidden])")
        game = parse_record(" ".join(SHORT_WIN[:3]))
        assert game.turn == 2
        first.click('[data-cell="%s"]' % cell_name(game.legal_moves()[0]))
        assert visible(first, ".uttt-side-ask")
        assert position(first) == format_position(game)
        first.click('[data-action="side-no"]')
        assert not visible(first, ".uttt-side-ask")
        first.click('[data-cell="%s"]' % cell_name(game.legal_moves()[0]))
        first.click('[data-action="side-yes"]')
        game.push(game.legal_moves()[0])
        assert position(first) == format_position(game)
        saved_sides = first.evaluate("k => localStorage.getItem(k)", sides_key("main"))
        assert saved_sides.startswith("sides1|x:")
    finally:
        for context, _ in phones:
            context.close()


def step_back_from_the_end(page, plies):
    page.click('.uttt-review [data-action="last"]')
    for _ in range(plies):
        page.click('.uttt-review [data-action="back"]')


def cli_analysis(moves):
    """What ``python -m engine analyse`` prints for ``moves``: per position
    (expected score, best move or "-", the expected line), and the mistakes."""
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        assert main(["analyse"] + moves) == 0
    rows = [line.split() for line in out.getvalue().splitlines()[1:]
            if not line.startswith("     mistake: ")]
    return [(row[2], row[3], row[4:]) for row in rows]


def test_the_analysis_streams_and_ends_with_the_command_lines_verdicts(page, base_url):
    game = parse_record(" ".join(BLUNDER_WIN))
    printed = cli_analysis(BLUNDER_WIN)
    total = len(BLUNDER_WIN)
    open_link(page, base_url, BLUNDER_WIN)
    assert page.get_attribute(".uttt", "data-eval") is None
    page.click('[data-action="review"]')
    page.click('[data-action="analyse"]')
    # The position on view (the last) is judged first, before the rest.
    page.wait_for_selector(".uttt[data-eval]", timeout=120000)
    page.wait_for_function("document.querySelector('.uttt-analysis-text').textContent == %r"
                           % text("en", "all_final"), timeout=300000)
    assert not visible(page, '[data-action="analyse"]')
    assert not visible(page, '[data-action="line-toggle"]')        # the game is over: no line
    page.click('.uttt-review [data-action="back"]')
    page.click('[data-action="line-toggle"]')
    page.click('.uttt-review [data-action="last"]')
    # Every step shows what the command line says of that position.
    for ply in range(total, -1, -1):
        if ply < total:
            page.click('.uttt-review [data-action="back"]')
        value, best, line = printed[ply]
        assert page.get_attribute(".uttt", "data-eval") == value
        assert page.get_attribute(".uttt", "data-best") == (None if best == "-" else best)
        assert page.get_attribute(".uttt", "data-line") == (" ".join(line) or None)
        if best != "-":
            assert "is-best" in page.get_attribute('[data-cell="%s"]' % best, "class")
        for n, cell in enumerate(line[:6], 1):
            assert "is-line-%d" % n in page.get_attribute('[data-cell="%s"]' % cell, "class")
    # The mistakes: marked in the list, explained at their step, as the
    # command line's verdicts make them.
    bad = mistakes(game, analyse_game(game, LEVELS[HINT_LEVEL]))
    # (the better move said to screen readers, the row a sign on a phone)
    items = page.eval_on_selector_all(".uttt-move", "els => els.map(e => [e.getAttribute('aria-label'), "
                                      "e.classList.contains('is-mistake'), e.textContent])")
    for ply, better in bad.items():
        assert items[ply][0].endswith(text("en", "mistake", cell=cell_name(better)))
    assert sorted(n for n, (_, marked, _) in enumerate(items) if marked) == sorted(bad) != []
    assert not any("(" in shown for _, _, shown in items)
    ply, better = sorted(bad.items())[0]
    page.click('.uttt-move[data-ply="%d"]' % (ply + 1))
    why = page.text_content(".uttt-analysis-why")
    assert why.startswith(text("en", "mistake_head") + " ") and cell_name(better) in why
    assert cell_name(game.moves[ply]) in why
    # Before the last move, the suggestion wins the game at once.
    step_back_from_the_end(page, 1)
    before = game_at(game, total - 1)
    before.push(parse_cell(page.get_attribute(".uttt", "data-best")))
    assert before.outcome is not None and before.outcome.winner == 1
    points = page.get_attribute(".uttt-graph-line", "points").split()
    assert len(points) == total + 1
    assert page.get_attribute(".uttt-graph-marks", "d") == ""       # won by a line: nothing marked
    # Kept: after a reload, the review shows the verdicts without asking again.
    page.reload(wait_until="commit")
    page.wait_for_selector(".uttt.is-live", timeout=30000)
    page.click('[data-action="review"]')
    page.wait_for_function("document.querySelector('.uttt-analysis-text').textContent == %r"
                           % text("en", "all_final"), timeout=30000)
    assert page.get_attribute(".uttt", "data-eval") == printed[total][0]
    # Tapping the graph's left edge goes to the start.
    box = page.locator(".uttt-graph").bounding_box()
    page.mouse.click(box["x"] + 1, box["y"] + box["height"] / 2)
    assert page.text_content(".uttt-step") == text("en", "review_start")


@pytest.mark.parametrize("lang", ["id"])
def test_a_hinted_game_is_marked_and_not_rated(page, base_url, lang):
    url = home(base_url, lang)
    load_saved(page, url, HOME_KEY,
               computer_state(["e5", "e6"], level="beginner", beginner=[1, 0, 0]))
    record = page.text_content(".uttt-record")
    page.click('[data-action="hint"]')
    page.wait_for_selector(".uttt[data-best]", timeout=60000)
    best = page.get_attribute(".uttt", "data-best")
    assert page.text_content(".uttt-advice") == text(lang, "hint_is", cell=best)
    assert "is-best" in page.get_attribute('[data-cell="%s"]' % best, "class")
    assert parse_cell(best) in parse_record("e5 e6").legal_moves()
    marked = record + " · " + text(lang, "not_rated")
    assert page.text_content(".uttt-record") == marked
    click_cell(page, best)
    assert page.get_attribute(".uttt", "data-best") is None
    wait_for_reply(page, 4)             # the computer's move would close the question
    page.click('[data-action="resign"]')
    page.click('[data-action="resign-red"]')
    assert page.text_content(".uttt-result-score").startswith(text(lang, "not_rated"))
    assert page.text_content(".uttt-record") == marked        # no loss counted, same rating
    open_live(page, url)
    assert page.text_content(".uttt-result-score").startswith(text(lang, "not_rated"))
    page.click('[data-action="again"]')
    assert page.text_content(".uttt-record") == record        # the next round is rated again
