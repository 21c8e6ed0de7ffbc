"""What search engines and link previews read (hooks/seo.py), on the built
site: every page's address, its languages, its description and its card in
its own language, all on the address the site was built for; the picture;
the sitemap of every language's pages; robots.txt; a 404 page kept out of
search results. The last test opens a copy served at another address."""

import gzip
import html.parser
import io
import xml.etree.ElementTree as ET

import pytest
from mkdocs.utils.meta import get_data
from mkdocs.utils.yaml import yaml_load
from PIL import Image

from sitebuild.typography import russian
from tools.testbed import serve

from .conftest import LANGS, PAGES, ROOT, Watch, frame, new_context, open_live
from .test_build import page_path

LOCALES = {"en": "en_US", "id": "id_ID", "ru": "ru_RU", "sw": "sw_KE"}
SOURCES = {page: (page.strip("/") or "index") + ".md" for page in PAGES}
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
XHTML = "{http://www.w3.org/1999/xhtml}"


class Head(html.parser.HTMLParser):
    """A page's <link> tags in its head, as (rel, hreflang, href), and its
    <meta> tags for search and previews, as {name or property: [content...]}."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.links, self.meta, self.inside = [], {}, True

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "body":
            self.inside = False
        elif self.inside and tag == "link":
            self.links.append((attrs.get("rel"), attrs.get("hreflang"), attrs.get("href")))
        elif self.inside and tag == "meta":
            key = attrs.get("property") or attrs.get("name") or ""
            if key in ("description", "robots") or key.startswith(("og:", "twitter:")):
                self.meta.setdefault(key, []).append(attrs.get("content"))


def head(path):
    parser = Head()
    parser.feed(path.read_text(encoding="utf-8"))
    parser.close()
    return parser


def address(base_url, lang, page):
    return base_url + ("" if lang == "en" else lang + "/") + page


def in_language(lang, text):
    """A text as the language's pages set it (the Russian typography)."""
    return russian(text) if lang == "ru" else text


def front_matter(lang, page):
    return get_data((ROOT / "docs" / lang / SOURCES[page]).read_text(encoding="utf-8"))[1]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_names_its_address_and_its_languages_absolutely(site_dir, base_url, lang,
                                                                   page):
    links = head(page_path(site_dir, lang, page)).links
    assert [href for rel, _, href in links if rel == "canonical"] == [
        address(base_url, lang, page)]
    alternates = {hreflang: href for rel, hreflang, href in links if rel == "alternate"}
    assert alternates == dict({other: address(base_url, other, page) for other in LANGS},
                              **{"x-default": address(base_url, "en", page)})
    assert base_url.startswith("http://127.0.0.1:")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("page", PAGES)
def test_every_page_describes_itself_and_its_card_in_its_language(site_dir, base_url, lang,
                                                                  page):
    meta = head(page_path(site_dir, lang, page)).meta
    name, extra = frame(lang)
    description = in_language(lang, front_matter(lang, page)["description"])
    alt = in_language(lang, extra["card_alt"])
    title = extra["game"] if page == "" else in_language(lang, page_title(site_dir, lang, page))
    image = base_url + "assets/uttt/card.png"
    assert meta == {
        "description": [description],
        "og:type": ["website"], "og:site_name": [name], "og:title": [title],
        "og:description": [description], "og:url": [address(base_url, lang, page)],
        "og:locale": [LOCALES[lang]],
        "og:locale:alternate": [LOCALES[other] for other in LANGS if other != lang],
        "og:image": [image], "og:image:type": ["image/png"], "og:image:width": ["1200"],
        "og:image:height": ["630"], "og:image:alt": [alt],
        "twitter:card": ["summary_large_image"], "twitter:title": [title],
        "twitter:description": [description], "twitter:image": [image],
        "twitter:image:alt": [alt]}
    if lang != "en":
        english = head(page_path(site_dir, "en", page)).meta
        assert description != english["description"][0] and alt != english["og:image:alt"][0]


def page_title(site_dir, lang, page):
    """The page's heading, as its article's <h1> reads."""
    source = page_path(site_dir, lang, page).read_text(encoding="utf-8")
    heading = source.split("<h1", 1)[1].split(">", 1)[1].split("</h1>", 1)[0]
    parser = html.parser.HTMLParser(convert_charrefs=True)
    text = []
    parser.handle_data = text.append
    parser.feed(heading.split("<a ", 1)[0])
    return "".join(text).strip().replace("\u00a0", " ")


def test_the_card_is_a_picture_of_the_stated_size_with_the_boards_colours(site_dir):
    picture = Image.open(site_dir / "assets" / "uttt" / "card.png")
    assert picture.format == "PNG" and picture.size == (1200, 630)
    colours = dict((rgb, n) for n, rgb in picture.convert("RGB").getcolors(1200 * 630))
    # board.css's red X and blue O, whole inside the marks of the lit board.
    assert colours.get((0xd9, 0x2d, 0x20), 0) > 200 and colours.get((0x2a, 0x48, 0xd0), 0) > 200


def test_the_sitemap_lists_every_page_of_every_language_with_its_languages(site_dir, base_url):
    text = (site_dir / "sitemap.xml").read_bytes()
    assert gzip.decompress((site_dir / "sitemap.xml.gz").read_bytes()) == text
    urls = ET.parse(io.BytesIO(text)).getroot().findall(SITEMAP + "url")
    found = {}
    for url in urls:
        found[url.find(SITEMAP + "loc").text] = {
            link.get("hreflang"): link.get("href") for link in url.findall(XHTML + "link")}
        assert len(url.find(SITEMAP + "lastmod").text) == len("2025-01-31")
    assert found == {address(base_url, lang, page): dict(
        {other: address(base_url, other, page) for other in LANGS},
        **{"x-default": address(base_url, "en", page)}) for lang in LANGS for page in PAGES}


def test_robots_txt_lets_everything_be_crawled_and_names_the_sitemap(site_dir, base_url):
    assert (site_dir / "robots.txt").read_text(encoding="utf-8") == (
        "User-agent: *\nAllow: /\n\nSitemap: %ssitemap.xml\n" % base_url)


def site_description(lang):
    """The language's site_description in mkdocs.yml."""
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    language = next(language for language in i18n["languages"] if language["locale"] == lang)
    return language.get("site_description", config["site_description"])


@pytest.mark.parametrize("lang", LANGS)
def test_the_404_page_is_kept_out_of_search_results(site_dir, lang):
    found = head(site_dir / ("" if lang == "en" else lang) / "404.html")
    assert found.meta == {"robots": ["noindex"], "description": [site_description(lang)]}
    assert not [link for link in found.links if link[0] in ("canonical", "alternate")]


def test_a_copy_served_at_another_address_asks_only_itself(browser, site_dir, base_url):
    """The pages name the address they were built for; a copy served
    elsewhere (a preview, localhost for 127.0.0.1) points its language links
    at itself, where Material's script looks for the sitemap beside each."""
    server, url = serve(site_dir)
    watch = Watch(url)
    context = new_context(browser, watch)
    try:
        page = context.new_page()
        open_live(page, url + "ru/rules/")
        hrefs = page.eval_on_selector_all("link[rel=alternate]", "ls => ls.map(l => l.href)")
        assert hrefs == [address(url, lang, "rules/") for lang in LANGS] + [url + "rules/"]
        assert page.get_attribute("link[rel=canonical]", "href") == base_url + "ru/rules/"
        # What Material's language switch fetches (its alternate links' sitemaps).
        assert page.evaluate("""() => Promise.all([...document.querySelectorAll(
            "link[rel=alternate]")].map(link => fetch(new URL("sitemap.xml", link.href))
            .then(response => response.status)))""") == [200] * 5
    finally:
        context.close()
        server.shutdown()
    assert watch.problems == []
