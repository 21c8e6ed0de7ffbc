"""MkDocs hook: boards in the pages, and the browser bundle.

- ```uttt blocks become static boards rendered by ``board.html`` after the
  engine has checked them; a wrong block stops the build with the page's file,
  the block's line and the reason (a PluginError, so even a non-strict build
  fails).
- ``{{ random_game_length }}`` in a page becomes the mean length of seeded
  random games, computed by the engine during the build.
- Pages with a board get ``page.meta["uttt_boards"]``; overrides/main.html
  then loads Brython and the bundle on those pages only.
- After the build, Brython and a bundle of ``engine`` and ``board`` are
  written to ``assets/uttt/`` (see ``bundle.py``).
"""

import logging
import pathlib
import re
import sys

from mkdocs.exceptions import PluginError

ROOT = pathlib.Path(__file__).resolve().parent.parent
for _path in (ROOT, ROOT / "hooks"):
    if str(_path) not in sys.path:
        sys.path.insert(0, str(_path))

from board.html import render_board  # noqa: E402
from board.spec import SpecError, parse_spec  # noqa: E402
from board.texts import LANGUAGES  # noqa: E402
from engine.stats import random_play_stats  # noqa: E402

import bundle  # noqa: E402

log = logging.getLogger("mkdocs.hooks.boards")

FENCE = re.compile(r"^(?P<indent>[ \t]*)```uttt[ \t]*\n(?P<body>.*?)^(?P=indent)```[ \t]*$",
                   re.MULTILINE | re.DOTALL)
SLOT = '<div class="uttt-slot" data-slot="%d"></div>'
SLOT_RE = re.compile(r'<div class="uttt-slot" data-slot="(\d+)"></div>')

# The C9 fact: seeded, so every build (and every language) shows the same figure.
DURATION_GAMES = 20000
DURATION_SEED = 59
_duration = {}

_rendered = {}
_bundled = {}


def random_game_length():
    """Mean length of DURATION_GAMES seeded random games, rounded to a whole move."""
    if "mean" not in _duration:
        _duration["mean"] = random_play_stats(DURATION_GAMES, DURATION_SEED).mean_length()
    return round(_duration["mean"])


def page_language(page):
    """The language of a page: its folder under docs/ (the default's otherwise)."""
    first = page.file.src_uri.split("/", 1)[0]
    return first if first in LANGUAGES else LANGUAGES[0]


def on_page_markdown(markdown, page, config, files):
    lang = page_language(page)
    boards = []
    play_ids = set()

    def replace(match):
        line = markdown.count("\n", 0, match.start()) + 1
        try:
            spec = parse_spec(match.group("body"))
            if spec["mode"] == "play":
                if spec["id"] in play_ids:
                    raise SpecError("two play boards on this page share the id %r; give each "
                                    "its own 'id:' so their saved games stay apart" % spec["id"])
                play_ids.add(spec["id"])
        except SpecError as error:
            raise PluginError("%s, board at line %d: %s" % (page.file.src_uri, line, error)) from None
        boards.append(render_board(spec, lang))
        return match.group("indent") + SLOT % (len(boards) - 1)

    markdown = FENCE.sub(replace, markdown)
    if "```uttt" in markdown:
        line = markdown.count("\n", 0, markdown.index("```uttt")) + 1
        raise PluginError("%s, line %d: a ```uttt block is not closed" % (page.file.src_uri, line))
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
        return boards[n]

    html = SLOT_RE.sub(fill, html)
    if len(used) != len(boards):
        raise PluginError("%s: %d board(s) were lost in the Markdown conversion"
                          % (page.file.src_uri, len(boards) - len(used)))
    return html


EMPTY_SITEMAP = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                 '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>\n')


def on_post_build(config):
    site = pathlib.Path(config["site_dir"])
    if "assets" not in _bundled:
        _bundled["assets"] = bundle.write_assets(site / "assets" / "uttt")
        log.info("browser bundle (gzip bytes): %s", _bundled["assets"])
    # Material's script fetches "sitemap.xml" next to every <link rel=alternate>
    # of a page; the i18n plugin points those links at the same page in each
    # language, where no sitemap exists, and every 404 lands in the console.
    # An empty one there keeps the switcher on the page's own links, which
    # already lead to the same page in the other language.
    for index in site.rglob("index.html"):
        sitemap = index.parent / "sitemap.xml"
        if not sitemap.exists():
            sitemap.write_text(EMPTY_SITEMAP, encoding="utf-8")
