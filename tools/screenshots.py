"""Screenshots of the play screen and the teaching pages as a phone shows
them, for a designer's look: home, a game in progress (two players and
against the computer), the result, the review with its analysis, Rules and
Tips, light and dark, in four languages.

    python tools/screenshots.py OUT_DIR [--site DIR] [--langs en,ru] [--width 390]

Builds the site into a temporary folder unless ``--site`` names a built one
(built for http://127.0.0.1:8000/, as ``dev.py build`` does), serves it on
127.0.0.1 and drives Debian's Chromium, at DPR 2 on a touch screen, a
browser context per language and scheme (the review is analysed in each,
some seconds).
"""

import argparse
import json
import os
import pathlib
import subprocess
import sys
import tempfile
from urllib.parse import urljoin

ROOT = pathlib.Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from tools.testbed import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from board import analysis_view  # noqa: E402,F401  (the analysis's texts)
from board.texts import text  # noqa: E402
from tests.site.games import BLUNDER_WIN, HOME_KEY, computer_state, saved  # noqa: E402

MID = "e5 e4 d3 a9 b7 e2 f4 i3 g7 c2 g4 c3 i9 h9 e7".split()
LANGS = ("en", "id", "ru", "sw")


def home(base, lang):
    return base if lang == "en" else base + lang + "/"


def live(page, url):
    page.goto(url, wait_until="commit")
    page.wait_for_selector(".uttt.is-live", timeout=60000)
    page.wait_for_timeout(400)


def with_saved(page, url, text):
    page.goto(urljoin(url, "/404.html"), wait_until="commit")
    page.evaluate("([k, v]) => localStorage.setItem(k, v)", [HOME_KEY, text])
    live(page, url)


def review(page, lang):
    """Review the game, analyse it, and show its first mistake."""
    page.click('[data-action="review"]')
    page.click('[data-action="analyse"]')
    page.wait_for_function("document.querySelector('.uttt-analysis-text').textContent == %s"
                           % json.dumps(text(lang, "all_final")), timeout=300000)
    page.wait_for_timeout(1200)
    page.click('.uttt-move.is-mistake')
    page.wait_for_timeout(300)


def language(browser, base, lang, out, width):
    """Every screen of ``lang`` in the light scheme, then in the dark (a
    browser context each, whose pages start in that scheme)."""
    url = home(base, lang)
    for scheme in ("light", "dark"):
        ctx = browser.new_context(viewport={"width": width, "height": 844}, device_scale_factor=2,
                                  is_mobile=True, has_touch=True, color_scheme=scheme)
        page = ctx.new_page()

        def shot(name):
            page.screenshot(path=str(out / ("%s-%s-%s.png" % (name, lang, scheme))))

        live(page, url)
        shot("1-home")
        with_saved(page, url, saved(MID))
        shot("2-game")
        page.click('[data-action="more"]')      # a sheet over the game as it was shown
        page.wait_for_timeout(300)
        shot("2-game-more")
        with_saved(page, url, computer_state(MID[:8], level="expert"))
        shot("3-computer")
        page.click('[data-action="opponent"]')  # New game: whom to play, as a sheet
        page.wait_for_timeout(300)
        shot("3-computer-new-game")
        with_saved(page, url, saved(BLUNDER_WIN.split()[:-1]))
        page.click('.uttt [data-cell="%s"]' % BLUNDER_WIN.split()[-1])      # the win, played: counted
        page.wait_for_selector('[data-action="review"]:not([hidden])')
        page.wait_for_timeout(600)
        shot("4-result")
        review(page, lang)
        shot("5-review")
        page.evaluate("window.scrollTo(0, document.body.scrollHeight)")     # its end
        page.wait_for_timeout(300)
        shot("6-review-scrolled")
        for n, slug in (("7", "rules"), ("8", "tips")):
            live(page, url + slug + "/")
            shot("%s-%s-top" % (n, slug))
            # The second board with what frames it on the page (a lesson's
            # card, a demo's status and caption) just under the header, so
            # no line of text is cut by it.
            page.locator(".uttt").nth(1).evaluate(
                """board => { let e = board;
                             while (!e.parentElement.classList.contains('md-typeset')) e = e.parentElement;
                             const header = document.querySelector('.md-header').offsetHeight;
                             scrollTo(0, e.getBoundingClientRect().top + scrollY - header - 12); }""")
            page.wait_for_timeout(800)
            shot("%s-%s-board" % (n, slug))
        ctx.close()


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out")
    parser.add_argument("--site")
    parser.add_argument("--langs", default=",".join(LANGS))
    parser.add_argument("--width", type=int, default=390)
    args = parser.parse_args(argv)
    out = pathlib.Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    site = pathlib.Path(args.site) if args.site else pathlib.Path(tempfile.mkdtemp()) / "site"
    server, base = serve(site)
    if not args.site:
        subprocess.run([sys.executable, "dev.py", "build", str(site)], cwd=ROOT, check=True,
                       env=dict(os.environ, SITE_URL=base))
    from playwright.sync_api import sync_playwright
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for lang in args.langs.split(","):
            language(browser, base, lang, out, args.width)
            print("screenshots: %s done" % lang, flush=True)
        browser.close()
    server.shutdown()


if __name__ == "__main__":
    main()
