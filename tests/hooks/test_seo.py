"""The search and link-preview hook on pages made here: a page without a
description stops the build, and a site published under a folder (a
GitHub project site) gets every address under that folder."""

import re
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError

import seo

PROJECT_SITE = "https://owner.github.io/uttt/"


def fake_page(url, src_uri, meta, lang="ru"):
    """A page of a language's build, with its file's alternates as
    mkdocs-static-i18n gives them (the default language's home is "./")."""
    path = url[len(lang) + 1:] if lang != "en" else url
    alternates = {other: SimpleNamespace(url=(other + "/" + path if other != "en" else path) or "./")
                  for other in ("en", "id", "ru", "sw")}
    return SimpleNamespace(url=url, meta=meta, title="Правила", is_index=False, is_top_level=False,
                           file=SimpleNamespace(src_uri=src_uri, alternates=alternates))


def config(lang="ru"):
    return {"site_url": PROJECT_SITE, "site_name": "Ninefold", "theme": {"language": lang},
            "extra": {"card_alt": "Идёт партия в супер крестики", "game": "Супер крестики-нолики"}}


def test_a_page_without_a_description_stops_the_build_naming_it():
    page = fake_page("ru/rules/", "ru/rules.md", {})
    with pytest.raises(PluginError, match=r"^ru/rules\.md: no 'description:' in its front matter"):
        seo.head_tags(page, config())


def test_a_project_site_gets_every_address_under_its_folder():
    page = fake_page("ru/rules/", "ru/rules.md", {"description": "Полные правила"})
    tags = seo.head_tags(page, config())
    assert '<link rel="canonical" href="https://owner.github.io/uttt/ru/rules/">' in tags
    assert re.findall(r'<link rel="alternate" href="([^"]+)" hreflang="([\w-]+)">', tags) == [
        (PROJECT_SITE + "rules/", "en"), (PROJECT_SITE + "id/rules/", "id"),
        (PROJECT_SITE + "ru/rules/", "ru"), (PROJECT_SITE + "sw/rules/", "sw"),
        (PROJECT_SITE + "rules/", "x-default")]
    assert '<meta property="og:image" content="%sassets/uttt/card.png">' % PROJECT_SITE in tags
    # Where the site's root is from the page, for a copy served elsewhere.
    assert 'var s="https://owner.github.io/uttt/",r=new URL("../../",location)' in tags
    # The page's texts as the Russian pages are set: «в» keeps to its word.
    assert '<meta property="og:image:alt" content="Идёт партия в\u00a0супер крестики">' in tags


def test_the_home_page_of_the_default_language_is_the_sites_address():
    page = fake_page("", "en/index.md", {"description": "Play it."}, lang="en")
    page.is_index = page.is_top_level = True
    tags = seo.head_tags(page, dict(config("en"), extra={"card_alt": "A game", "game": "Ultimate Tic-Tac-Toe"}))
    assert '<link rel="canonical" href="%s">' % PROJECT_SITE in tags
    assert '<link rel="alternate" href="%s" hreflang="x-default">' % PROJECT_SITE in tags
    assert '<meta property="og:title" content="Ultimate Tic-Tac-Toe">' in tags      # the game's name
    assert '<meta property="og:site_name" content="Ninefold">' in tags
    assert '<meta property="og:locale" content="en_US">' in tags


def test_every_language_has_its_locale():
    from board.texts import LANGUAGES
    assert set(seo.LOCALES) == set(LANGUAGES)
    assert all(re.fullmatch(r"[a-z]{2}_[A-Z]{2}", locale) for locale in seo.LOCALES.values())
