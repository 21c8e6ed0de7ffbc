"""MkDocs hook: what search engines and link previews read.

- Each page's head (overrides/main.html, ``site_meta``): its description,
  in its language, from its front matter (a page without one stops the
  build: it is written for the page, not guessed); its address
  (``canonical``); the same page in every language (``hreflang``, and
  ``x-default``: the default language's); and the Open Graph and Twitter
  card tags, in its language, with the picture of a board
  (sitebuild/card.py, written to ``assets/uttt/card.png``).
- The 404 page is marked ``noindex`` and names no address of its own.
- A copy of the site served at another address (a preview, the tests'
  servers, localhost for 127.0.0.1) points its language links at itself
  (``REBASE``, a line of script in the head).
- ``sitemap.xml`` (overrides/sitemap.xml) lists every language's pages,
  each with its languages, and ``robots.txt`` points at it.

Every address is absolute, on the site's address (``site_url``: SITE_URL
at build time, see mkdocs.yml).
"""

import html
import json
import pathlib
import sys
from urllib.parse import urljoin

from mkdocs.exceptions import PluginError
from mkdocs.utils import get_relative_url

ROOT = pathlib.Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:          # MkDocs loads hooks as files, not as a package
    sys.path.insert(0, str(ROOT))

from board.texts import LANGUAGES  # noqa: E402
from sitebuild import card, palette  # noqa: E402
from sitebuild.typography import russian  # noqa: E402

CARD = "assets/uttt/card.png"
# og:locale: the language and the country whose speakers the pages are written for.
LOCALES = {"en": "en_US", "id": "id_ID", "ru": "ru_RU", "sw": "sw_KE"}
DATE = "git_revision_date_localized_raw_iso_date"   # the footer's date, from git (mkdocs.yml)
# Material's script fetches "sitemap.xml" beside every <link rel=alternate>
# (hooks/boards.py). A copy of the site served from another address (a
# preview, the tests' servers, localhost for 127.0.0.1) points those links
# at itself, so that it fetches them from where it is.
REBASE = ("<script>(function(){var s=%s,r=new URL(%s,location).href;if(r!==s)"
          "document.querySelectorAll(\"link[rel=alternate][hreflang]\").forEach(function(l){"
          "l.href=r+l.getAttribute(\"href\").slice(s.length)})})()</script>")

_card = {}


def absolute(config, url):
    """The address of the site's ``url`` (a page's, relative to the root)."""
    return urljoin(config["site_url"], url)


def language_text(lang, value):
    """A text as the language's pages set it (Russian: sitebuild/typography.py)."""
    return russian(value) if lang == "ru" else value


def meta(kind, name, content):
    return '<meta %s="%s" content="%s">' % (kind, name, html.escape(content))


def alternates(file, config):
    """(hreflang, address) of a page's file in each language, then x-default."""
    found = sorted((lang, absolute(config, other.url)) for lang, other in file.alternates.items())
    return found + [("x-default", dict(found)[LANGUAGES[0]])]


def page_title(page, config):
    """The page's own title (a home page's: the game's name), as og:title
    wants it: without the site's name, which og:site_name gives."""
    if page.is_index and page.is_top_level and not page.meta.get("title"):
        return config["extra"]["game"]
    return page.meta.get("title") or page.title


def head_tags(page, config):
    """The tags of a page's head that search engines and link previews read."""
    lang = config["theme"]["language"]
    description = page.meta.get("description")
    if not description:
        raise PluginError("%s: no 'description:' in its front matter; search results and "
                          "link previews show it, in the page's language" % page.file.src_uri)
    url = absolute(config, page.url)
    title, description, alt = (language_text(lang, text) for text in (
        page_title(page, config), description, config["extra"]["card_alt"]))
    image = absolute(config, CARD)
    tags = [meta("name", "description", description),
            '<link rel="canonical" href="%s">' % html.escape(url)]
    tags += ['<link rel="alternate" href="%s" hreflang="%s">' % (html.escape(href), code)
             for code, href in alternates(page.file, config)]
    tags.append(REBASE % (json.dumps(config["site_url"]),
                          json.dumps(get_relative_url(".", page.url) + "/")))
    tags += [meta("property", "og:" + name, value) for name, value in (
        ("type", "website"), ("site_name", config["site_name"]), ("title", title),
        ("description", description), ("url", url), ("locale", LOCALES[lang]))]
    tags += [meta("property", "og:locale:alternate", LOCALES[other])
             for other in LANGUAGES if other != lang]
    tags += [meta("property", "og:image" + name, value) for name, value in (
        ("", image), (":type", "image/png"), (":width", str(card.WIDTH)),
        (":height", str(card.HEIGHT)), (":alt", alt))]
    tags += [meta("name", "twitter:" + name, value) for name, value in (
        ("card", "summary_large_image"), ("title", title), ("description", description),
        ("image", image), ("image:alt", alt))]
    return "\n  ".join(tags)


def not_found_tags(config):
    """The 404 page's: kept out of search results, with no address of its own."""
    return "\n  ".join([meta("name", "robots", "noindex"),
                      meta("name", "description", config["site_description"])])


def sitemap(config, pages):
    """sitemap.xml: ``pages`` ({language: [File...]}, as mkdocs-static-i18n
    collects them), each with the same page in every language."""
    lines = ['<?xml version="1.0" encoding="UTF-8"?>',
             '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" '
             'xmlns:xhtml="http://www.w3.org/1999/xhtml">']
    for lang in LANGUAGES:
        for file in pages.get(lang, []):
            lines.append("  <url>")
            lines.append("    <loc>%s</loc>" % html.escape(absolute(config, file.url)))
            if file.page.meta.get(DATE):
                lines.append("    <lastmod>%s</lastmod>" % file.page.meta[DATE])
            lines += ['    <xhtml:link rel="alternate" hreflang="%s" href="%s"/>'
                      % (code, html.escape(href)) for code, href in alternates(file, config)]
            lines.append("  </url>")
    return "\n".join(lines + ["</urlset>", ""])


def on_page_context(context, page, config, nav):
    context["uttt_head"] = head_tags(page, config)
    return context


def on_template_context(context, template_name, config):
    if template_name == "404.html":
        context["uttt_head"] = not_found_tags(config)
    elif template_name == "sitemap.xml":
        context["uttt_sitemap"] = sitemap(config, context["i18n_alternates"])
    return context


def on_post_build(config):
    site = pathlib.Path(config["site_dir"])
    css = palette.BOARD_CSS.read_text(encoding="utf-8")
    key = (css, palette.SITE_CSS.read_text(encoding="utf-8"))   # the board's colours, the ink's
    if _card.get("key") != key:           # drawn once for the four languages' builds
        _card.update(key=key, png=card.card_png(css))
    (site / CARD).write_bytes(_card["png"])
    (site / "robots.txt").write_text("User-agent: *\nAllow: /\n\nSitemap: %s\n"
                                     % absolute(config, "sitemap.xml"), encoding="utf-8")
