"""The frame around every page speaks the page's language: header, footer,
theme toggle, heading anchors, search, the logo, Material's screen-reader
landmarks. And the footer says, in the page's language, when that page's
file last changed. Reads the built HTML only; no browser."""

import datetime
import html.parser
import json
import re
import subprocess

import babel.dates
import pytest

from sitebuild.typography import russian

from .conftest import LANGS, PAGES, ROOT, frame
from .test_build import copy_project, build_site, page_path

# English that Material, the Markdown toc extension or mkdocs.yml put around
# the article: what a reader or a screen reader meets on an English page's
# frame. Matched as whole words, case-sensitively.
FRAME_ENGLISH = [
    "Dark mode", "Light mode", "Permanent link", "Made with", "Material for MkDocs",
    "Header", "Footer", "Navigation", "Table of contents", "Back to top", "Previous", "Next",
    "Skip to content", "Search", "Share", "Clear", "Initializing search",
    "Type to start searching", "No matching documents", "matching document", "on this page",
    "Missing", "Select language", "Select version", "Copy to clipboard", "Copied to clipboard",
    "clipboard", "Last update", "Last updated", "Edit this page", "View source of this page",
    "Go to repository", "Contributors", "Created", "Tabs", "logo", "Don't show this again",
    "Powered by",
]
# The English spelling of the game where the page's language writes it otherwise.
NAME_IN_ENGLISH = {"id": ["Ultimate Tic-Tac-Toe"], "ru": [], "sw": []}
UPDATED_LABEL = {"en": "Last updated", "id": "Terakhir diperbarui", "ru": "Обновлено",
                 "sw": "Ilisasishwa"}
SOURCES = {"": "index", "how-to-play/": "how-to-play", "rules/": "rules",
           "variants/": "variants", "tips/": "tips", "puzzles/": "puzzles", "glossary/": "glossary",
           "faq/": "faq", "examples/": "examples"}

# Attributes whose values are read out or shown.
READ_ATTRIBUTES = {"title", "aria-label", "aria-description", "aria-roledescription",
                   "aria-valuetext", "alt", "placeholder", "label"}


class Reader(html.parser.HTMLParser):
    """Everything of a page that a reader or a screen reader meets: the text
    outside scripts and styles, the read attributes, the page's description,
    and the interface strings Material's scripts show later (search results,
    copy buttons), which sit in the ``__config`` JSON."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.parts = []
        self.skip = None
        self.config = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        for name, value in attrs.items():
            if name in READ_ATTRIBUTES and value:
                self.parts.append(value)
        if tag == "meta" and attrs.get("name") == "description":
            self.parts.append(attrs.get("content") or "")
        if tag in ("script", "style"):
            self.skip = tag
            if attrs.get("id") == "__config":
                self.config = ""

    def handle_endtag(self, tag):
        if tag == self.skip:
            self.skip = None
            if self.config:
                self.parts.extend(json.loads(self.config).get("translations", {}).values())
                self.config = None

    def handle_data(self, data):
        if self.skip is None:
            self.parts.append(data)
        elif self.config is not None:
            self.config += data


def read(path):
    reader = Reader()
    reader.feed(path.read_text(encoding="utf-8"))
    reader.close()
    return re.sub(r"\s+", " ", " ".join(reader.parts))


def english_in(text, words):
    return sorted({w for w in words if re.search(r"(?<!\w)%s(?!\w)" % re.escape(w), text)})


def test_the_scanner_sees_the_whole_page(site_dir):
    """The reader catches English in the frame, in attributes and in
    Material's script strings, not only in the article."""
    text = read(page_path(site_dir, "en", "rules/"))
    assert english_in(text, ["Search", "Back to top", "No matching documents"]) == [
        "Back to top", "No matching documents", "Search"]
    assert "The send rule" in text


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_no_english_in_the_frame(site_dir, lang):
    found = {}
    pages = [page_path(site_dir, lang, page) for page in PAGES]
    for path in pages:
        left = english_in(read(path), FRAME_ENGLISH + NAME_IN_ENGLISH[lang])
        if left:
            found[str(path.relative_to(site_dir))] = left
    assert found == {}, "\n".join("%s: %s" % item for item in sorted(found.items()))


@pytest.mark.parametrize("lang", LANGS)
def test_the_logo_is_named_by_its_link(site_dir, lang):
    """The logo's link carries the site's name; the picture itself is silent."""
    source = page_path(site_dir, lang, "rules/").read_text(encoding="utf-8")
    logos = re.findall(r'<a [^>]*class="md-(?:header|nav)__button md-logo"[^>]*>\s*<img [^>]*>', source)
    assert len(logos) == 2
    for logo in logos:
        assert re.search(r'aria-label="[^"]+"', logo) and 'alt=""' in logo
    # The header's wordmark: the site's name, the same in every language, over
    # the game's name in the page's language; its link named with both, its
    # picture silent.
    name, extra = frame(lang)
    mark = re.search(r'<a class="uttt-wordmark" [^>]*aria-label="([^"]+)">\s*<img [^>]*alt=""[^>]*>\s*'
                     r'<span class="uttt-wordmark__name" aria-hidden="true">([^<]+)</span>\s*'
                     r'<span class="uttt-wordmark__game" aria-hidden="true" '
                     r'style="--uttt-game-length: (\d+)">([^<]+)</span>', source)
    assert mark and mark.groups() == (name + ": " + extra["game"], name, str(len(extra["game"])),
                                      extra["game"])
    assert name == re.search(r'og:site_name" content="([^"]+)"', source).group(1) == frame("en")[0]


@pytest.mark.parametrize("lang", LANGS)
def test_the_home_page_title_names_the_site_once(site_dir, lang):
    source = page_path(site_dir, lang, "").read_text(encoding="utf-8")
    title = re.search(r"<title>([^<]+)</title>", source).group(1)
    assert " - " not in title


def last_change(path):
    """The author date of the last commit that touched ``path``, or None
    without git history."""
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%at", "--", str(path)], cwd=ROOT,
                             capture_output=True, text=True, timeout=60).stdout.strip()
    except OSError:
        return None
    if not out:
        return None
    return datetime.datetime.fromtimestamp(int(out), tz=datetime.timezone.utc).date()


def footer_date(source):
    footer = source.split('<footer class="md-footer"', 1)[1]
    match = re.search(r'<p class="uttt-updated">([^<]*)<time datetime="(\d{4}-\d\d-\d\d)">([^<]+)</time>([^<]*)</p>', footer)
    assert match, "no date in the footer"
    label = match.group(1) + match.group(4)
    return label, datetime.date.fromisoformat(match.group(2)), match.group(3)


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_the_footer_says_when_the_page_last_changed(site_dir, lang, page):
    """Each language's page is its own file, with its own date from git,
    written the way the language writes dates."""
    label, date, shown = footer_date(page_path(site_dir, lang, page).read_text(encoding="utf-8"))
    assert UPDATED_LABEL[lang] in label
    written = babel.dates.format_date(date, format="long", locale=lang)
    assert shown == (russian(written) if lang == "ru" else written)   # the build's typography
    expected = last_change(ROOT / "docs" / lang / (SOURCES[page] + ".md"))
    if expected is not None:
        assert date == expected


def test_without_git_history_the_build_date_stands_in(tmp_path):
    """A tarball or a copy without .git still builds strictly, dated the day
    it was built."""
    docs, config = copy_project(tmp_path)
    result = build_site(tmp_path / "site", config)
    assert result.returncode == 0, result.stderr[-3000:]
    today = datetime.datetime.now(datetime.timezone.utc).date()
    for lang in LANGS:
        _, date, _ = footer_date(page_path(tmp_path / "site", lang, "faq/").read_text(encoding="utf-8"))
        assert abs((date - today).days) <= 1


def test_the_404_page_speaks_every_language(site_dir):
    """The static host serves the root's 404.html for every address: without
    scripts it says "not found" in all four, each line marked with its
    language, with each home; each other language has its own in its
    folder, in its own frame, saying it in that language alone."""
    html = (site_dir / "404.html").read_text(encoding="utf-8")
    assert "404 - Not found" not in html and '<html lang="en"' in html
    lines = (("en", "Page not found", 'href="/"'), ("id", "Halaman tidak ditemukan", 'href="/id/"'),
             ("ru", "Страница не найдена", 'href="/ru/"'), ("sw", "Ukurasa haukupatikana", 'href="/sw/"'))
    for lang, words, home in lines:
        assert '<li lang="%s"><a %s>%s' % (lang, home, words) in html
    for lang, words, home in lines[1:]:
        own = (site_dir / lang / "404.html").read_text(encoding="utf-8")
        assert '<html lang="%s"' % lang in own
        assert re.findall(r'<li lang="(\w+)"', own) == [lang] and words in own
        assert english_in(read(site_dir / lang / "404.html"), FRAME_ENGLISH + NAME_IN_ENGLISH[lang]) == []
