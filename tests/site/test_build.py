"""The strict build: every page in four languages, each with a board, no
third-party requests, and a wrong board failing with the file and the reason."""

import gzip
import html as html_text
import json
import re
import shutil

import pytest

import board.note_words  # noqa: F401  (the notes under More's actions)
from board.texts import text

from .conftest import LANGS, PAGES, ROOT, build_site


def page_path(site_dir, lang, page):
    prefix = "" if lang == "en" else lang + "/"
    return site_dir / (prefix + page) / "index.html"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_exists_in_every_language_with_a_board(site_dir, lang, page):
    html = page_path(site_dir, lang, page).read_text(encoding="utf-8")
    assert '<html lang="%s"' % lang in html
    assert html.count('class="uttt uttt-') >= 1
    assert 'data-cell="e5"' in html and "data-position=" in html
    # The scripts that bring boards to life, served from the site itself
    # under content-hashed names.
    start = manifest(html)
    # Brython's runtime in parts, in order (each a task of its own).
    parts = [asset(url) for url in start["runtime"]]
    assert len(parts) >= 10 and parts == ["brython-%02d" % n for n in range(1, len(parts) + 1)]
    assert {"uttt", "uttt-boot"} <= {asset(url) for url in start["start"]}


def manifest(html):
    """The start-up manifest that page/loader.js follows on a page."""
    found = re.search(r'<script type="application/json" id="uttt-manifest">(.*?)</script>', html,
                      re.S)
    assert found, "no start-up manifest"
    return json.loads(found.group(1))


def asset(url):
    """The name of a content-hashed asset ("uttt-boot"), from its URL."""
    return re.fullmatch(r"[./]*assets/uttt/([a-z0-9-]+)\.[0-9a-f]{10}\.js", url).group(1)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_each_page_loads_the_bundles_its_boards_need(site_dir, lang, page):
    html = page_path(site_dir, lang, page).read_text(encoding="utf-8")
    start = manifest(html)
    scripts = [asset(url) for url in start["start"]]
    assert scripts[-1] == "uttt-boot"                    # the boot script last
    teaching = 'data-mode="demo"' in html or 'data-mode="lesson"' in html
    playing = 'data-mode="play"' in html
    assert set(scripts) == {"uttt", "uttt-words-" + lang, "uttt-boot"} | (
        {"uttt-play"} if playing else set()) | (
        {"uttt-teach"} if teaching else set()) | (
        {"uttt-puzzles", "uttt-puzzle-set"} if 'data-mode="puzzle"' in html else set())
    # The computer's bundle downloads once the boards in view are live (it runs
    # when needed), Material's runs at the first touch after that.
    assert start["fetch"] == ([start["features"]["computer"]["src"]] if playing else [])
    assert len(start["later"]) == 1
    assert re.fullmatch(r"[./]*assets/javascripts/bundle\.[0-9a-f]{8}\.min\.js", start["later"][0])
    assert start["features"]["computer"]["entry"] == "page.computer"
    assert asset(start["worker"]) == "uttt-worker" and start["lang"] == lang


def test_a_page_without_a_board_loads_no_brython(site_dir):
    html = (site_dir / "404.html").read_text(encoding="utf-8")
    assert 'class="uttt ' not in html
    assert "assets/uttt/brython." not in html and "assets/uttt/uttt." not in html


def built(site_dir, name):
    """The text of the built asset ``name`` ("uttt.js"), whatever its hash."""
    stem, ext = name.rsplit(".", 1)
    found = list((site_dir / "assets" / "uttt").glob("%s.??????????.%s" % (stem, ext)))
    assert len(found) == 1, found
    return found[0].read_text(encoding="utf-8")


def test_assets_are_built(site_dir):
    for name in ("brython-01.js", "uttt.js", "uttt-boot.js", "uttt-ai.js", "uttt-worker.js"):
        assert built(site_dir, name)
    assert (site_dir / "assets" / "uttt" / "board.css").stat().st_size > 0
    parts = sorted((site_dir / "assets" / "uttt").glob("brython-*.js"))
    runtime = "".join(part.read_text(encoding="utf-8") for part in parts)
    assert "brython compiler chain" not in runtime and "Intl.DateTimeFormat" not in runtime
    # The worker runs every part, in order, then its own bundle.
    worker = built(site_dir, "uttt-worker.js")
    assert re.search(r"importScripts\((.*?)\)", worker).group(1) == ",".join(
        '"%s"' % part.name for part in parts) + ',"%s"' % next(
        (site_dir / "assets" / "uttt").glob("uttt-ai.??????????.js")).name
    # Minified (Terser): no comments, no indentation.
    assert "\n  " not in runtime and "/*" not in runtime[:5000]
    bundle = built(site_dir, "uttt.js")
    assert '"page.boot"' in bundle and "__BRYTHON__.precompiled" in bundle
    # The computer player's fast path is not needed to draw a board.
    assert '"engine.playout"' not in bundle


EXTERNAL = re.compile(r'''(?:src|href)=["'](?:https?:)?//''')


def test_no_page_refers_to_another_origin_for_scripts_styles_or_fonts(site_dir, base_url):
    # A page's own addresses (hooks/seo.py) are absolute, on the site's.
    own = re.compile(r'<link rel="(?:canonical|alternate)" href="%s' % re.escape(base_url))
    for html_file in site_dir.rglob("*.html"):
        html = html_file.read_text(encoding="utf-8")
        for tag in re.findall(r"<(?:script|link|img|iframe)[^>]*>", html):
            assert own.match(tag) or not EXTERNAL.search(tag), "%s: %s" % (html_file, tag)
        assert "fonts.googleapis" not in html and "fonts.gstatic" not in html


def test_the_typefaces_are_served_by_the_site_for_latin_and_cyrillic(site_dir):
    """site.css's faces (the text's Rubik, the titles' Unbounded, the boards'
    marks) point at woff2 files of the built site, each typeface of words
    with a face covering Cyrillic; nothing of the site's styles loads from
    elsewhere."""
    css = (site_dir / "assets" / "uttt" / "site.css").read_text(encoding="utf-8")
    faces = re.findall(r"@font-face\s*{([^}]*)}", css)
    assert len(faces) == 5
    ranges = {}
    for face in faces:
        address = re.search(r'src:\s*url\("([^"]+)"\)', face).group(1)
        assert "//" not in address
        assert (site_dir / "assets" / "uttt" / address).read_bytes()[:4] == b"wOF2"
        family = re.search(r'font-family:\s*"([^"]+)"', face).group(1)
        ranges.setdefault(family, []).append(re.search(r"unicode-range:([^;]+);", face).group(1))
    assert set(ranges) == {"Rubik", "Unbounded", "Ninefold Marks"}
    assert ranges.pop("Ninefold Marks") == [" U+00D7, U+25CB"]
    assert all(any("U+0400-045F" in found for found in each) for each in ranges.values())


SCRIPT_FILE = re.compile(r"<script\b[^>]*\bsrc=[^>]*>")


def test_every_script_file_is_deferred_on_every_page(site_dir):
    """overrides/main.html writes Material's scripts block itself: Material's
    bundle is a deferred tag, or on a page with a board one of the scripts
    page/loader.js loads once the boards are live."""
    for html_file in site_dir.rglob("*.html"):
        if html_file.name == "offline.html":       # the service worker's, with no script
            continue
        html = html_file.read_text(encoding="utf-8")
        tags = SCRIPT_FILE.findall(html)
        later = manifest(html)["later"] if 'id="uttt-manifest"' in html else []
        assert any("assets/javascripts/bundle." in url for url in tags + later), html_file
        for tag in tags:
            assert re.search(r"\sdefer[\s>]", tag), "%s: %s" % (html_file, tag)


def test_the_site_has_no_extra_javascript():
    """Material's scripts block would write it; overrides/main.html, which
    writes that block itself, does not."""
    assert "extra_javascript" not in (ROOT / "mkdocs.yml").read_text(encoding="utf-8")


def test_swahili_interface_strings(site_dir):
    html = page_path(site_dir, "sw", "rules/").read_text(encoding="utf-8")
    assert 'placeholder="Tafuta"' in html
    assert "Chagua lugha" in html


def test_language_versions_link_to_the_same_page(site_dir):
    html = page_path(site_dir, "id", "rules/").read_text(encoding="utf-8")
    links = dict(re.findall(r'<a href="([^"]+)" hreflang="(\w+)" class="md-select__link"', html))
    assert {v: k for k, v in links.items()} == {
        "en": "../../rules/", "id": "./", "ru": "../../ru/rules/", "sw": "../../sw/rules/"}


def copy_project(tmp_path):
    """A throwaway copy of the docs with a config pointing at it."""
    docs = tmp_path / "docs"
    shutil.copytree(ROOT / "docs", docs)
    config = (ROOT / "mkdocs.yml").read_text(encoding="utf-8")
    config = config.replace("docs_dir: docs", "docs_dir: %s" % docs)
    config = config.replace("custom_dir: overrides", "custom_dir: %s" % (ROOT / "overrides"))
    config = config.replace("  - hooks/", "  - %s/" % (ROOT / "hooks"))
    (tmp_path / "mkdocs.yml").write_text(config, encoding="utf-8")
    return docs, tmp_path / "mkdocs.yml"


def test_a_wrong_board_fails_the_build_with_file_and_reason(tmp_path):
    """The whole build stops (the other wrong boards: tests/hooks/test_boards.py)."""
    docs, config = copy_project(tmp_path)
    page = docs / "ru" / "tips.md"
    page.write_text(page.read_text(encoding="utf-8") + "\n```uttt\nmode: demo\nmoves: e5 e5\n```\n",
                    encoding="utf-8")
    result = build_site(tmp_path / "site", config)
    assert result.returncode != 0
    assert "ru/tips.md" in result.stderr
    assert "move 2 'e5': cannot play e5: e5 is already taken" in result.stderr


# The JavaScript files the home page loads before its board is live (Brython's
# runtime, the start bundle, its texts, the boot script, language.js and
# search.js), gzip -9:
# 278,176 bytes (273.4 KB) before the play session and the loader were built;
# 281,659 with the streaming analysis (its quick and deep verdicts, the
# kept stand-in moves, the texts a feature's bundle adds: 3.4 KB; the kept
# analyses' reader, 4.7 KB more, comes with the computer's bundle instead);
# 282,572 with texts that agree for every value (plural forms, names written
# inside a sentence and capitalised at its start, the marks per language:
# 0.9 KB, most of it board/texts.py and board/view.py); 282,917 with
# search.js (0.3 KB, deferred like language.js); 300,754 with the runtime
# in 20 parts (issue 24: each part compresses alone, 14 KB more than the one
# file, 7 KB with 9 parts, 20 KB with 32; with 20 no part runs much over
# 50 ms on Lighthouse's phone, and the home page's Total Blocking Time fell
# from 1,020 ms to under 100); 303,791 with the play screen's first changes
# (issue 22: why a tap is refused, the review's line of who played where,
# the held winning move's colour, a seed per round, an unrated undo, the
# "More" control: 3.0 KB, 2.3 KB of it the page bundle's compiled Python);
# 303,881 with the native readers' corrections (the review's line for the
# move that ends the game is a text of its own); 306,070 with the players'
# strips, the reason a button that cannot be used gives, and the rule of a
# game played by link said on both phones (issue 22: 2.2 KB; taking
# Brython's AST-to-JavaScript translator out of the runtime would save 21
# KB, but compiled code calls its name-resolving helpers); 306,284 with the
# second readers' corrections and the handler by which an unusable button
# says why moved into page/dom.py (0.2 KB); 306,334 when a cell held while
# the computer replied is dropped once the reply has made it unplayable;
# 306,504 with the redrawn play screen (segments for the mode, the graph's
# filled area: 0.2 KB); 277,874 with the runtime's pieces the site never runs
# left out (sitebuild/bundle.py, LEFT_OUT: the translator after its name
# lookups, 20.2 KB; the tokenizer after its character tests, complex
# numbers and the match statement, 8.4 KB), under the 278,176 of the start;
# 279,034 with the warning of a turn's last seconds (a setting, page/alert.py:
# 1.2 KB); 275,563 with the syntax tree's classes, the tokens' table and the
# translator's tables of operators left out too (3.5 KB); 275,632 with the
# winning line's casing (page/dom.py draws two lines); 275,649 with the
# strip's wins said in English as "2 wins" (a plural form); a clean clone
# builds it 2 bytes larger (275,651), so the bound keeps 50 bytes of room;
# 275,638 with a first visit's board started from the build's drawing
# (page/dom.py, trust_markup: 1.2 KB) and the session's messages made a
# line each (board/play/messages.py, value: 1.2 KB less); 275,678 with the
# review's moves each a sign and a label for screen readers; 275,832 with
# the review's moves a strip that keeps the move shown in its middle and
# "not rated" a tag under Undo's and Hint's word (0.15 KB); 275,885 with the
# level chosen on the computer's strip and Send your move under More in
# one's own game (the review's line without its step: 70 bytes less);
# 276,014 with the review's last line saying who won, Send your move after
# a game's last move and the level's strip side (0.13 KB); 276,476 with the
# strip keeping the move shown in its middle when the moves widen after it
# was placed (a ResizeObserver: on a loaded machine the site's font arrived
# after the review opened and pushed the move out of view; 0.46 KB);
# 276,769 with the lessons' new texts, which every page's words carry (the
# early-draw task's two reasons, a "win in two" played on through its line,
# "Solved before": 0.29 KB); 277,333 once the start was cut in two, what
# every board needs (uttt.js) and the play board's own bundle (uttt-play.js,
# loaded at start where there is a play board), so that the pages without one
# neither download nor import the play session (52 KB: /ru/rules/ live in
# 3,226 ms instead of 3,787 on the phone profile), less the teaching boards'
# texts, which moved to their bundle (board/teach_words.py, 1.3 KB): two
# files compress 0.6 KB worse than one, and the boot lists each bundle's
# modules. The same code measured 277,339 to 277,347 bytes, as the names in
# a module's compiled code depended on what the same V8 had compiled before
# it (two test processes build at once, sharing the cache); each module now
# compiles as if first (sitebuild/bundle.py, restartIds), and it is 277,337
# on every build; 277,522 with More as a sheet over a scrim during a game
# (a part, a flag and the actions in it closing it: 0.19 KB); 277,601 with
# its close button and what Undo and Hint cost against the computer said
# once in a line under them, not in a tag on each; 277,616 with the
# players' strips hidden in the review; 277,651 with the review a view of
# its own (its title and the way back, two parts and a text); 277,424 with
# the result one banner (no card repeating the strips' score between two
# players); 277,366 with the winning line one stroke (no casing to keep
# in step); 277,603 with the result card back between two players, as the
# spec's F7 has it: the 237 bytes its removal had saved came back with it,
# 13 under the session's start; 277,506 with the drawing over the grid
# never hidden as a whole (its lines hide one by one); 277,528 with More's
# options a group named "Settings" (its heading: a text in four languages)
# and the line of the analysis asked for beside the graph; 277,636 with
# whom one plays one chip over the players (the mode and the level one
# choice, named on the chip by the view) in place of the mode's tiles and
# the level's select; 277,850 with that chip opening New game, a sheet as
# More is (which sheet is open one field, the two toggled by one method);
# 277,941 with a word joiner after each hyphen of the status, so that
# "top-right" keeps one line. It may not grow.
START_BYTES = 277_941


def test_the_home_page_loads_no_more_javascript_before_its_board_is_live(site_dir):
    start = manifest(page_path(site_dir, "en", "").read_text(encoding="utf-8"))
    files = [url.rsplit("/", 1)[-1] for url in start["runtime"] + start["start"]]
    sizes = {name: len(gzip.compress((site_dir / "assets" / "uttt" / name).read_bytes(), 9))
             for name in files + ["language.js", "search.js"]}
    assert sum(sizes.values()) <= START_BYTES, sizes


# The Puzzles page starts with what every board needs, the puzzles' bundle
# (uttt-puzzles.js: the solving run, Glicko-2, the saved progress,
# the trainer and its texts in four languages): 33,976 bytes gzipped when
# the page was made; 34,102 once native editors had rewritten its texts in
# the four languages; 34,340 with the page's address (page/address.py),
# which it shares with the play board's bundle; 36,498 after a new
# player's look (the answer shown a move at a time, the last puzzles as
# links, the line over the board for a wrong try or a finished defence, a
# solve that is not rated said so, the themes named once it is over);
# 36,745 with the second native editors' texts and a wrong last move said
# over the board; 37,294 with a new player's first view kept as the build
# drew it (the page's board then live as soon as the home page's). It may
# not grow.
PUZZLES_BUNDLE_BYTES = 37_300


def test_the_puzzles_page_starts_with_its_bundle_and_set_in_place_of_the_play_boards(site_dir):
    def start(url):
        found = manifest(page_path(site_dir, "en", url).read_text(encoding="utf-8"))["start"]
        return [address.rsplit("/", 1)[-1].split(".")[0] for address in found]
    assert start("") == ["uttt", "uttt-words-en", "uttt-play", "uttt-boot"]
    assert start("puzzles/") == ["uttt", "uttt-words-en", "uttt-puzzles", "uttt-puzzle-set",
                                 "uttt-boot"]
    assert len(gzip.compress(built(site_dir, "uttt-puzzles.js").encode("utf-8"), 9)) \
        <= PUZZLES_BUNDLE_BYTES


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_pages_tables_are_labelled_for_a_phone(site_dir, lang):
    """hooks/tables.py: every cell names its column (read over the cell on a phone)."""
    html = (site_dir / ("" if lang == "en" else lang) / "rules" / "index.html").read_text(encoding="utf-8")
    assert html.count("<table data-uttt-stacked>") == html.count("<table") >= 2
    assert html.count("data-label=") == html.count("<td")


@pytest.mark.parametrize("lang", LANGS)
def test_new_games_bar_carries_its_heading_in_the_pages_language(site_dir, lang):
    """The bar under the actions changes its text (whom one plays) but not
    its heading, "New game", which the build writes as data-label for
    board.css to show (no script needed for it)."""
    html = page_path(site_dir, lang, "").read_text(encoding="utf-8")
    bar = re.search(r'<button [^>]*data-part="opponent"[^>]*>', html).group(0)
    assert 'data-label="%s"' % text(lang, "new_game") in bar


@pytest.mark.parametrize("lang", LANGS)
def test_mores_actions_each_say_what_they_are_for_in_the_pages_language(site_dir, lang):
    """Send your move and Share link both make a link: each action in More
    carries a note, written by the build (data-note) in the page's language,
    and no bundle carries the notes."""
    html = page_path(site_dir, lang, "").read_text(encoding="utf-8")
    notes = {}
    for action, key in (("send-more", "send_note"), ("share", "share_note"),
                        ("copy", "copy_note"), ("import", "import_note")):
        button = re.search(r'<button [^>]*data-action="%s"[^>]*>' % action, html).group(0)
        note = re.search(r'data-note="([^"]*)"', button)
        assert note and html_text.unescape(note.group(1)) == text(lang, key)
        notes[key] = text(lang, key)
    assert len(set(notes.values())) == 4
    bundles = "".join(path.read_text(encoding="utf-8")
                      for path in (site_dir / "assets" / "uttt").glob("uttt*.js"))
    assert not any(note in bundles for note in notes.values())
