"""The service worker's lists and the manifests (hooks/offline.py), on a
small site written here."""

import json
import re

from sitebuild import offline


def write(root, paths):
    for path in paths:
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text(path, encoding="utf-8")


SITE = ["index.html", "rules/index.html", "rules/sitemap.xml", "ru/index.html",
        "ru/rules/index.html", "sw/index.html", "id/index.html", "404.html",
        "assets/uttt/board.css", "assets/uttt/uttt.0123456789.js",
        "assets/javascripts/bundle.abcd1234.min.js"]


def worker_lists(site):
    script = (site / "sw.js").read_text(encoding="utf-8")
    found = dict(re.findall(r"^var (VERSION|SHARED|PAGES) = (.*);$", script, re.M))
    return {name: json.loads(value) for name, value in found.items()}


def test_each_language_keeps_its_own_pages(tmp_path):
    write(tmp_path, SITE)
    assert offline.language_pages(tmp_path, "en") == ["./", "rules/"]
    assert offline.language_pages(tmp_path, "ru") == ["ru/", "ru/rules/"]


def test_the_worker_keeps_the_shared_files_and_a_new_build_gets_a_new_cache(tmp_path):
    write(tmp_path, SITE)
    names = {"en": ("Ultimate Tic-Tac-Toe", "Ultimate TTT"), "ru": ("Супер крестики-нолики",
                                                                   "Суперкрестики")}
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    lists = worker_lists(tmp_path)
    assert {"rules/sitemap.xml", "assets/uttt/board.css", "assets/uttt/uttt.0123456789.js",
            "assets/javascripts/bundle.abcd1234.min.js", "manifest.webmanifest",
            "ru/manifest.webmanifest"} <= set(lists["SHARED"])
    assert "404.html" not in lists["SHARED"]
    assert lists["PAGES"] == {"en": ["./", "rules/"], "ru": ["ru/", "ru/rules/"]}
    manifest = json.loads((tmp_path / "ru" / "manifest.webmanifest").read_text(encoding="utf-8"))
    assert manifest["short_name"] == "Суперкрестики" and manifest["lang"] == "ru"
    assert manifest["icons"][0]["src"] == "../assets/uttt/icon-192.png"
    # The same files: the same cache; one page changed: another one.
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    assert worker_lists(tmp_path)["VERSION"] == lists["VERSION"]
    (tmp_path / "ru" / "rules" / "index.html").write_text("new", encoding="utf-8")
    offline.write_offline(tmp_path, names, ["assets/uttt/uttt.0123456789.js"])
    assert worker_lists(tmp_path)["VERSION"] != lists["VERSION"]
