"""The real site, built once per test run and served on 127.0.0.1, and a real
headless Chromium (Debian's, never a Playwright download) to look at it.

Every page a test opens is watched: a console error, an uncaught page error
or a request to any other origin fails the test.
"""

import os
import pathlib
import subprocess
import sys

import pytest
from mkdocs.utils.yaml import yaml_load

from board.texts import LANGUAGES as LANGS
from tools.testbed import CHROMIUM, CHROMIUM_ARGS, serve

ROOT = pathlib.Path(__file__).resolve().parents[2]
PAGES = ("", "how-to-play/", "rules/", "variants/", "tips/", "puzzles/", "glossary/", "faq/", "examples/")


def frame(lang):
    """(site name, ``extra``) of a language in mkdocs.yml: the site frame's
    own texts, as the build hands them to sitebuild/offline.py."""
    config = yaml_load((ROOT / "mkdocs.yml").read_text(encoding="utf-8"))
    i18n = next(p["i18n"] for p in config["plugins"] if isinstance(p, dict) and "i18n" in p)
    language = next(language for language in i18n["languages"] if language["locale"] == lang)
    return language.get("site_name", config["site_name"]), language["extra"]


def build_site(site_dir, config=ROOT / "mkdocs.yml", site_url=None):
    """Run the strict build (for the address ``site_url``, default
    mkdocs.yml's); returns the finished process (check returncode)."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    if site_url:
        env["SITE_URL"] = site_url
    cmd = [sys.executable, "-m", "mkdocs", "build", "--strict", "-f", str(config),
           "--site-dir", str(site_dir)]
    return subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="session")
def served(tmp_path_factory):
    """(folder, address) of the server, started before the site is built in
    that folder: the site is built for the address it is served at, as it is
    published (hooks/seo.py writes it into every page)."""
    target = tmp_path_factory.mktemp("site")
    server, url = serve(target)
    yield target, url
    server.shutdown()


@pytest.fixture(scope="session")
def site_dir(served):
    target, url = served
    result = build_site(target, site_url=url)
    assert result.returncode == 0, result.stderr[-3000:]
    return target


@pytest.fixture(scope="session")
def base_url(served, site_dir):
    return served[1]


@pytest.fixture(scope="session")
def browser():
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        chromium = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        yield chromium
        chromium.close()


class Watch:
    """What went wrong on a page: console errors, page errors, foreign requests."""

    def __init__(self, base_url):
        self.base_url = base_url
        self.problems = []

    def attach(self, page):
        page.on("console", self.on_console)
        page.on("pageerror", lambda error: self.problems.append("page error: %s" % error))
        page.on("request", self.on_request)

    def on_console(self, message):
        if message.type == "error":
            self.problems.append("console error: %s" % message.text)

    def on_request(self, request):
        url = request.url
        if not (url.startswith(self.base_url) or url.startswith("data:") or url.startswith("blob:")):
            self.problems.append("request to another origin: %s" % url)


@pytest.fixture
def watch(base_url):
    w = Watch(base_url)
    yield w
    assert w.problems == []


def new_context(browser, watch=None, clock=True, **options):
    """A browser context whose pages ``watch`` watches, with Playwright's
    clock installed: time flows as usual, and a test can run it forward
    (the input lock, the computer's pause) instead of waiting. (Its fake
    ``performance`` keeps no marks: a test that reads them goes without.)"""
    ctx = browser.new_context(**options)
    if watch is not None:
        ctx.on("page", watch.attach)
    if clock:
        ctx.clock.install()
    return ctx


@pytest.fixture
def context(browser, watch):
    ctx = new_context(browser, watch, viewport={"width": 1280, "height": 900})
    yield ctx
    ctx.close()


@pytest.fixture
def page(context):
    return context.new_page()


def open_live(page, url, timeout_ms=30000):
    """Open ``url`` and wait until its boards are live (Brython took them over)."""
    page.goto(url, wait_until="commit", timeout=timeout_ms)
    page.wait_for_selector(".uttt.is-live", timeout=timeout_ms)
    return page
