"""The service worker's lists, the offline pages and the manifests
(sitebuild/offline.py), on a small site written here."""

import json
import pathlib
import re

from mkdocs.utils.yaml import yaml_load

from sitebuild import offline

ROOT = pathlib.Path(__file__).resolve().parents[2]


RU_OFFLINE = {"title": "Нет сети", "text": "Страница не сохранена.", "kept": "Сохранены:",
              "again": "Ещё раз"}
NAMES = {"en": ("Ultimate Tic-Tac-Toe", {"app_short_name": "Tic-Tac-Toe", "offline": {
             "title": "Offline", "text": "Not kept.", "kept": "Kept:", "again": "Again"}}),
         "ru": ("Супер крестики-нолики", {"app_short_name": "Супер крестики",
                                          "offline": RU_OFFLINE})}


def test_every_language_has_the_offline_pages_texts():
    """They are the site frame's texts, in mkdocs.yml: the default and each language's."""
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    extras = [config["extra"]] + [language["extra"] for language in i18n["languages"]]
    assert len(extras) == 5
    for extra in extras:
        assert set(extra["offline"]) == {"title", "text", "kept", "again"}
        assert all(extra["offline"].values())


def write(root, paths):
    for path in paths:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(path, encoding="utf-8")


SITE = ["index.html", "rules/index.html", "rules/sitemap.xml", "ru/index.html",
        "ru/rules/index.html", "sw/index.html", "id/index.html", "404.html",
        "assets/uttt/board.css", "assets/uttt/fonts/rubik-latin.woff2", "assets/uttt/uttt.0123456789.js",
        "assets/javascripts/bundle.abcd1234.min.js"]


def worker_lists(site):
    script = (site / "sw.js").read_text(encoding="utf-8")
    found = dict(re.findall(r"^var (VERSION|SHARED|PAGES|ROOTS|OFFLINE) = (.*);$", script, re.M))
    return {name: json.loads(value) for name, value in found.items()}


def test_each_language_keeps_its_own_pages_its_home_first(tmp_path):
    write(tmp_path, SITE + ["faq/index.html"])
    assert offline.language_pages(tmp_path, "en") == ["./", "faq/", "rules/"]
    assert offline.language_pages(tmp_path, "ru") == ["ru/", "ru/rules/"]


def test_the_worker_keeps_the_shared_files_and_a_new_build_gets_a_new_cache(tmp_path):
    write(tmp_path, SITE)
    names = NAMES
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    lists = worker_lists(tmp_path)
    assert {"rules/sitemap.xml", "assets/uttt/board.css", "assets/uttt/fonts/rubik-latin.woff2",
            "assets/uttt/uttt.0123456789.js",
            "assets/javascripts/bundle.abcd1234.min.js", "manifest.webmanifest",
            "ru/manifest.webmanifest"} <= set(lists["SHARED"])
    assert "404.html" not in lists["SHARED"]
    assert lists["PAGES"] == {"en": {"./": "./", "rules/": "rules/"},
                              "ru": {"ru/": "ru/", "ru/rules/": "ru/rules/"}}
    manifest = json.loads((tmp_path / "ru" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["short_name"] == "Супер крестики" and manifest["lang"] == "ru"
    assert manifest["icons"][0]["src"] == "../assets/uttt/icon-192.png"
    # The same files: the same cache; one page changed: another one.
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    assert worker_lists(tmp_path)["VERSION"] == lists["VERSION"]
    (tmp_path / "ru" / "rules" / "index.html").write_text("new", encoding="utf-8")
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    assert worker_lists(tmp_path)["VERSION"] != lists["VERSION"]


def test_each_language_has_an_offline_page_and_the_worker_knows_the_titles(tmp_path):
    write(tmp_path, SITE)
    (tmp_path / "ru" / "rules" / "index.html").write_text(
        "<html><title>Правила &amp; ходы&nbsp;— Супер крестики-нолики</title></html>", encoding="utf-8")
    names = NAMES
    offline.write_offline(tmp_path, names, [])
    lists = worker_lists(tmp_path)
    assert {"offline.html", "ru/offline.html"} <= set(lists["SHARED"])
    assert lists["ROOTS"] == {"": "en", "ru/": "ru"} and lists["OFFLINE"] == "offline.html"
    assert lists["PAGES"]["ru"]["ru/rules/"] == "Правила &amp; ходы"    # as HTML
    page = (tmp_path / "ru" / "offline.html").read_text(encoding="utf-8")
    assert '<html lang="ru">' in page and "<ul><!--kept--></ul>" in page
    assert '<meta name="robots" content="noindex">' in page      # not a page to find by search
    for key in ("title", "text", "kept", "again"):
        assert RU_OFFLINE[key] in page
    assert "<title>Нет сети — Супер крестики-нолики</title>" in page
