"""MkDocs hook: boards in the pages, and the browser bundle.

- ```uttt blocks become static boards rendered by ``sitebuild.html`` after the
  engine has checked them; a wrong block stops the build with the page's file,
  the line (of the wrong key, else of the block) and the reason (a
  PluginError, so even a non-strict build fails). So does a board fence spelt
  any other way (``~~~uttt``, ``UTTT``...), which would otherwise show as
  unchecked code. The syntax itself can be shown inside a longer fence
  (````markdown) or in inline code: those are left alone.
- ``{{ random_game_length }}`` in a page becomes the mean length of seeded
  random games, computed by the engine during the build.
- ``{{ lesson_list }}`` becomes the list of the language's lessons, in the
  order of the site's pages, grouped under each page's title and numbered
  1..n across the groups, each linked; the browser marks the solved ones
  and offers the first unsolved. A lesson id used on two pages of one
  language stops the build (progress is kept by id).
- The puzzles (data/puzzles.txt) are proven again as each build starts
  (``sitebuild/puzzles.py``): one the engine no longer proves stops the
  build naming the file, the line, the puzzle and the reason. The set is
  written as a script (``uttt-puzzle-set.<hash>.js``) that only the Puzzles
  page loads, among its start scripts.
- Every page gets the manifest of its start-up (``page_manifest``), which
  ``page/loader.js``, inlined by overrides/main.html, follows: Brython and
  the bundles on the pages with a board only, the demo and lesson boards'
  bundle where they (or the list of lessons) are on the page, the
  computer's where a play board is.
- After the build, Brython and the bundles of ``sitebuild/bundles.py`` are
  written to ``assets/uttt/`` (see ``sitebuild/bundle.py``).
"""

import difflib
import json
import logging
import pathlib
import re
import sys

import material
from mkdocs.exceptions import PluginError
from mkdocs.plugins import event_priority
from mkdocs.utils import get_relative_url
from mkdocs.utils.meta import get_data

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:          # MkDocs loads hooks as files, not as a package
    sys.path.insert(0, str(ROOT))

from sitebuild.html import escape, render_board  # noqa: E402
from sitebuild.spec import SpecError, parse_spec  # noqa: E402
from board.saved import storage_key  # noqa: E402
from board.texts import LANGUAGES, text  # noqa: E402
from engine.stats import random_play_stats  # noqa: E402

from sitebuild import bundle, bundles  # noqa: E402
from sitebuild import not_found, offline, puzzles  # noqa: E402
from board.puzzle_progress import PUZZLES_KEY  # noqa: E402

log = logging.getLogger("mkdocs.hooks.boards")

# A line that opens or closes a fenced block, as pymdownx.superfences reads it
# (indentation includes the ">" of block quotes).
FENCE_LINE = re.compile(r"(?P<indent>[> \t]*)(?P<fence>`{3,}|~{3,})(?P<info>.*)")
BOARD_INFO = "uttt"
BOARD = "```" + BOARD_INFO     # the one spelling of a board's opening fence
SLOT = '<div class="uttt-slot" data-slot="%d"></div>'
SLOT_RE = re.compile(r'<div class="uttt-slot" data-slot="(\d+)"></div>')

# The C9 fact: seeded, so every build (and every language) shows the same figure.
DURATION_GAMES = 20000
DURATION_SEED = 59
_duration = {}

_rendered = {}
_bundled = {}
MATERIAL_BUNDLE = "assets/javascripts/bundle.*.min.js"
_site_names = {}       # {language: (its site_name, its extra)}: manifests and offline pages

# Per language, per page: its address, the lessons as (id, heading, line) and
# the page's title, filled once every page has been read.
_lessons = {}
LESSON_LIST = "{{ lesson_list }}"
LIST_SLOT = '<div class="uttt-lessons-slot"></div>'


@event_priority(-150)
def on_config(config):
    """``mkdocs serve`` keeps a hook loaded from one build of the site to the
    next: what a build gathered is dropped when the next one starts (its
    default language's build, once mkdocs-static-i18n has set the language),
    and the bundles are written again into the cleaned folder."""
    if config["theme"]["language"] == LANGUAGES[0]:
        _site_names.clear()
        _lessons.clear()
        _bundled.pop("written", None)
        try:
            puzzles.prove_shipped()
        except puzzles.PuzzleDataError as error:
            raise PluginError("the puzzles: %s" % error) from None
    return config


def random_game_length():
    """Mean length of DURATION_GAMES seeded random games, rounded to a whole move."""
    if "mean" not in _duration:
        _duration["mean"] = random_play_stats(DURATION_GAMES, DURATION_SEED).mean_length()
    return round(_duration["mean"])


def page_language(page):
    """The language of a page: its folder under docs/ (the default's otherwise)."""
    first = page.file.src_uri.split("/", 1)[0]
    return first if first in LANGUAGES else LANGUAGES[0]


class BlockError(Exception):
    """A mistake in a page's boards: at ``line`` of its Markdown file, inside
    the board that opens at line ``board`` (None: not inside a board)."""

    def __init__(self, line, reason, board=None):
        super().__init__(reason)
        self.line = line
        self.board = board

    def place(self):
        if self.board is None:
            return "line %d" % self.line
        if self.board == self.line:
            return "board at line %d" % self.line
        return "line %d, in the board at line %d" % (self.line, self.board)


def names_a_board(info):
    """Whether a fence's info string asks for a board, however it is spelt:
    any case, a space, dot or braces first, more words after, or a near typo."""
    word = re.match(r"[\s{.]*([\w-]*)", info).group(1).lower()
    return word.startswith(BOARD_INFO) or bool(difflib.get_close_matches(word, [BOARD_INFO],
                                                                         cutoff=0.75))


def fence_line(line):
    """(indent, fence, info) of a line that could open a fenced block, or None.
    A backtick fence with a backtick after it is inline code (CommonMark)."""
    match = FENCE_LINE.fullmatch(line)
    if match is None or (match["fence"][0] == "`" and "`" in match["info"]):
        return None
    return match["indent"], match["fence"], match["info"]


def find_boards(lines, first_line=1):
    """(opening index, closing index, indent) of each ```uttt block in ``lines``,
    whose first line is line ``first_line`` of the file (for the errors).

    Fences are followed the way superfences reads them (a block ends at a line
    holding only its own fence, at its own indent), so a board's syntax shown
    inside a longer fence (````markdown) or in inline code is left alone. A
    board fence spelt any other way would become an unchecked code block, and
    one that an open block swallows would vanish: both raise BlockError.
    """
    boards = []
    opened = None      # (index, indent, fence) of the fenced block being read
    is_board = False
    swallowed = None   # the first board fence inside that block, when it is no board
    for index, line in enumerate(lines):
        found = fence_line(line)
        if opened is None:
            if found is not None:
                indent, fence, info = found
                is_board = names_a_board(info)
                if is_board and fence + info.rstrip() != BOARD:
                    raise BlockError(first_line + index, "%r does not open a board: write the "
                                     "fence as %s alone on its line" % (line.strip(), BOARD))
                opened, swallowed = (index, indent, fence), None
            continue
        start, indent, fence = opened
        if line.rstrip() == indent + fence:
            if is_board:
                boards.append((start, index, indent))
            opened = None
        elif found is not None and not is_board and names_a_board(found[2]):
            if found[1] == fence:
                raise BlockError(first_line + index, "this board fence is inside the %s block "
                                 "opened at line %d: close that block first, or show a board's "
                                 "syntax inside a longer fence (````)" % (fence, first_line + start))
            if swallowed is None:
                swallowed = index
    if opened is not None:
        start, _, fence = opened
        if is_board:
            raise BlockError(first_line + start, "a %s block is not closed" % BOARD)
        if swallowed is not None:
            raise BlockError(first_line + swallowed, "this board fence is inside the %s block "
                             "opened at line %d, which is never closed" % (fence, first_line + start))
    return boards


def check_board(body, play_ids):
    """The spec of a block's body; a second play board with a used id is refused."""
    spec = parse_spec(body)
    if spec["mode"] == "play" and spec["id"] in play_ids:
        raise SpecError("two play boards on this page share the id %r; give each its own "
                        "'id:' so their saved games stay apart" % spec["id"],
                        line=spec["lines"].get("id", spec["lines"].get("mode")))
    return spec


def front_matter_lines(page):
    """How many lines of the page's file come before the Markdown that the
    hook gets: MkDocs strips the YAML front matter and the blank lines after it."""
    source = page.file.content_string
    return source.count("\n") - get_data(source)[0].count("\n")


def render_boards(markdown, page):
    """The Markdown with a slot for each board, the boards' (html, line,
    mode) and the lessons' (id, heading, line).

    Lines in errors are lines of the page's file."""
    lang = page_language(page)
    lines = markdown.split("\n")
    first_line = front_matter_lines(page) + 1
    boards = []
    play_ids = set()
    out = []
    done = 0
    lessons = []
    for start, end, indent in find_boards(lines, first_line):
        body = [line[len(indent):] if line.startswith(indent) else line
                for line in lines[start + 1:end]]
        try:
            spec = check_board("\n".join(body), play_ids)
        except SpecError as error:
            line = first_line + start + (error.line or 0)
            raise BlockError(line, str(error), board=first_line + start) from None
        if spec["mode"] == "play":
            play_ids.add(spec["id"])
        if spec["mode"] == "lesson":
            lessons.append((spec["id"], heading_before(lines, start), first_line + start))
        out.extend(lines[done:start])
        out.append(indent + SLOT % len(boards))
        done = end + 1
        boards.append((render_board(spec, lang), first_line + start, spec["mode"]))
    out.extend(lines[done:])
    return "\n".join(out), boards, lessons


def heading_before(lines, index):
    """The text of the last Markdown heading above line ``index``."""
    for line in reversed(lines[:index]):
        if line.startswith("#"):
            return re.sub(r"\s*\{[^}]*\}\s*$", "", line.lstrip("#").strip())
    return ""


def page_title(markdown, src_uri):
    """The page's title as its first-level heading gives it (else its file's name)."""
    found = re.search(r"^# (.+?)\s*(\{[^}]*\})?\s*$", markdown, re.M)
    if found is not None:
        return found.group(1)
    return src_uri.rsplit("/", 1)[-1].rsplit(".", 1)[0]


def lesson_label(heading):
    """A lesson's name in the list: its heading without the section's number
    ("2. Your move sends your opponent"): the list numbers its lessons itself."""
    return re.sub(r"^\d+\.\s+", "", heading)


def check_lesson_ids(lang, src_uri, lessons):
    """Each lesson id once per language: progress is kept by id."""
    seen = {}
    for other, (_, found, _) in _lessons.get(lang, {}).items():
        if other != src_uri:
            for lesson_id, _, line in found:
                seen[lesson_id] = (other, line)
    for lesson_id, _, line in lessons:
        if lesson_id in seen:
            raise PluginError("%s, board at line %d: the lesson id %r is used by %s, line %d "
                              "too; each lesson needs its own" % ((src_uri, line, lesson_id)
                                                                  + seen[lesson_id]))
        seen[lesson_id] = (src_uri, line)


def on_page_markdown(markdown, page, config, files):
    try:
        markdown, boards, lessons = render_boards(markdown, page)
    except BlockError as error:
        raise PluginError("%s, %s: %s" % (page.file.src_uri, error.place(), error)) from None
    lang = page_language(page)
    check_lesson_ids(lang, page.file.src_uri, lessons)
    _lessons.setdefault(lang, {})[page.file.src_uri] = (page.url, lessons,
                                                        page_title(markdown, page.file.src_uri))
    page.meta["uttt_play"] = any(mode == "play" for _, _, mode in boards)
    page.meta["uttt_teach"] = LESSON_LIST in markdown or any(
        mode in ("demo", "lesson") for _, _, mode in boards)
    page.meta["uttt_puzzles"] = any(mode == "puzzle" for _, _, mode in boards)
    markdown = markdown.replace(LESSON_LIST, LIST_SLOT)
    if "{{ random_game_length }}" in markdown:
        markdown = markdown.replace("{{ random_game_length }}", str(random_game_length()))
    _rendered[page.file.src_uri] = boards
    page.meta["uttt_boards"] = bool(boards)
    return markdown


def on_page_content(html, page, config, files):
    boards = _rendered.get(page.file.src_uri, [])
    used = set()

    def fill(match):
        n = int(match.group(1))
        used.add(n)
        return boards[n][0]

    html = SLOT_RE.sub(fill, html)
    lost = [line for n, (_, line, _) in enumerate(boards) if n not in used]
    if lost:
        raise PluginError("%s, line %d: the board was lost in the Markdown conversion (is it "
                          "in an indented code block or in raw HTML?)"
                          % (page.file.src_uri, lost[0]))
    return html


def assets():
    """The browser files and the minified loader, built once for all four
    languages (sitebuild/bundle.py)."""
    if "files" not in _bundled:
        try:
            _bundled["files"], _bundled["loader"] = bundle.build_assets()
        except bundle.BundleError as error:
            raise PluginError("browser bundle: %s" % error) from None
    return _bundled["files"]


def material_bundle():
    """Material's own script, from the theme (its name carries a hash)."""
    found = sorted((pathlib.Path(material.__file__).parent / "templates").glob(MATERIAL_BUNDLE))
    if len(found) != 1:
        raise PluginError("the Material theme has %d files %s where one was expected: see "
                          "overrides/main.html's scripts block" % (len(found), MATERIAL_BUNDLE))
    return found[0].relative_to(found[0].parents[2]).as_posix()


def page_manifest(page, lang):
    """What ``page/loader.js`` loads on this page, and when (see there)."""
    files = assets()

    def url(path):
        return get_relative_url(path, page.url)

    def asset(name):
        return url("assets/uttt/" + files[name][0])
    manifest = {"saved": storage_key(""), "sw": url(offline.SERVICE_WORKER), "lang": lang,
                "runtime": None, "start": [], "fetch": [], "later": [], "features": {}}
    if page.meta.get("uttt_boards"):
        teach = page.meta.get("uttt_teach")
        manifest["runtime"] = [asset(name) for name in bundle.runtime_names(files)]
        manifest["start"] = [asset(bundles.START.name), asset(bundles.WORDS[lang].name)] + (
            [asset(bundles.PLAY.name)] if page.meta.get("uttt_play") else []) + (
            [asset(bundles.TEACH.name)] if teach else []) + (
            [asset(bundles.PUZZLES.name), url("assets/uttt/" + puzzles.shipped_puzzles().file_name)]
            if page.meta.get("uttt_puzzles") else []) + [asset("uttt-boot.js")]
        manifest["fetch"] = [asset(bundles.COMPUTER.name)] if page.meta.get("uttt_play") else []
        manifest["later"] = [url(material_bundle())]
        manifest["features"] = {b.feature: {"src": asset(b.name), "entry": b.entry}
                                for b in bundles.AT_START + (bundles.COMPUTER,)}
        manifest["worker"] = asset("uttt-worker.js")
        if page.meta.get("uttt_puzzles"):
            manifest["puzzles"] = PUZZLES_KEY
    # Inside <script>: "</" would end it early.
    return json.dumps(manifest, sort_keys=True).replace("</", "<\\/")


def on_page_context(context, page, config, nav):
    lang = page_language(page)
    assets()
    # overrides/main.html: the start-up's manifest and loader, this language's manifest.
    context["uttt_start"] = page_manifest(page, lang)
    context["uttt_loader"] = _bundled["loader"]
    context["uttt_material"] = None if page.meta.get("uttt_boards") else material_bundle()
    context["uttt_manifest"] = offline.language_root(lang) + offline.MANIFEST
    context["uttt_theme_colour"] = offline.THEME_COLOUR
    # A copy: mkdocs-static-i18n updates the one `extra` for each language.
    _site_names[lang] = (config["site_name"], dict(config["extra"]))
    return context


def on_template_context(context, template_name, config):
    # A page made from a template alone (404.html): Material's script, no board.
    context["uttt_material"] = material_bundle()
    return context


def lesson_list(page, config):
    """The list of the page's language's lessons, in the order of the nav:
    grouped under each page's title, numbered 1..n across the groups (a
    lesson's own heading keeps no section number of its page)."""
    lang = page_language(page)
    pages = _lessons.get(lang, {})
    names = [str(entry).rsplit("/", 1)[-1] for entry in config.get("nav") or []]
    ranked = sorted(pages, key=lambda src: (names.index(src.rsplit("/", 1)[-1])
                                            if src.rsplit("/", 1)[-1] in names else len(names), src))
    groups = []
    number = 1
    for src_uri in ranked:
        url, lessons, title = pages[src_uri]
        if not lessons:
            continue
        labels = [lesson_label(heading) for _, heading, _ in lessons]
        items = []
        for n, (lesson_id, _, _) in enumerate(lessons):
            label = labels[n]
            if labels.count(label) > 1:      # several lessons under one heading: numbered
                label += " (%d)" % (labels[:n + 1].count(label))
            href = get_relative_url(url, page.url) + "#lesson-" + lesson_id
            items.append('<li data-lesson="%s"><a href="%s">%s</a> <span class="uttt-solved-mark">'
                         '%s</span></li>' % (lesson_id, escape(href), escape(label),
                                             escape(text(lang, "solved"))))
        groups.append('<p class="uttt-lessons-page">%s</p><ol start="%d">%s</ol>'
                      % (escape(title), number, "".join(items)))
        number += len(lessons)
    return ('<div class="uttt-lessons" data-lang="%s">%s'
            '<p class="uttt-next" hidden><span></span> <a></a></p></div>' % (lang, "".join(groups)))


def on_post_page(output, page, config):
    if LIST_SLOT in output:
        output = output.replace(LIST_SLOT, lesson_list(page, config))
    return output


EMPTY_SITEMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                 '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n')


def on_post_build(config):
    site = pathlib.Path(config["site_dir"])
    if "written" not in _bundled:
        _bundled["written"] = bundle.write_assets(assets(), site / "assets" / "uttt")
        log.info("browser bundle (gzip bytes): %s", _bundled["written"])
        shipped = puzzles.shipped_puzzles()
        (site / "assets" / "uttt" / shipped.file_name).write_text(shipped.script, encoding="utf-8")
    # Material's script fetches "sitemap.xml" next to every <link rel=alternate>
    # of a page; the i18n plugin points those links at the same page in each
    # language, where no sitemap exists, and every 404 lands in the console.
    # An empty one there keeps the switcher on the page's own links, which
    # already lead to the same page in the other language.
    not_found.keep_not_found_page(site, LANGUAGES[0])
    for index in site.rglob("index.html"):
        sitemap = index.parent / "sitemap.xml"
        if not sitemap.exists():
            sitemap.write_text(EMPTY_SITEMAP, encoding="utf-8")
    # Last: mkdocs-static-i18n builds the languages one after another and this
    # hook runs after each; the last run sees every page and every sitemap.
    offline.write_offline(site, _site_names,
                          ["assets/uttt/" + file_name for file_name, _ in assets().values()]
                          + ["assets/uttt/" + puzzles.shipped_puzzles().file_name])
