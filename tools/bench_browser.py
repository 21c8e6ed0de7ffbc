"""Browser benchmark: the engine under Brython in headless Chromium, and the
home page's start-up, against the real built site served on 127.0.0.1.

    python tools/bench_browser.py [--site DIR] [--loads 5] [--seconds 3]

Prints random playouts per second in Brython and in CPython (same code, same
seed) and their ratio; the time from navigation until the home page's board
accepts a move (``performance.mark("uttt-ready")``), median of cold loads in
fresh browser contexts; and the compressed bytes of JavaScript the page loads.
"""

import argparse
import functools
import gzip
import http.server
import pathlib
import statistics
import subprocess
import sys
import tempfile
import threading
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "hooks")]

import bundle  # noqa: E402
from engine.playout import playout  # noqa: E402
from engine.rng import seed_state  # noqa: E402

CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run"]

PLAYOUT_BENCH = """\
from browser import window, document
import engine
import engine.playout
from engine.playout import playout
now = window.performance.now
state = 1
codes = [0, 0, 0, 0, 0, 0, 0, 0, 0]
boards = [0, 0, 0, 0, 0, 0, 0, 0, 0]
for _ in range(200):
    _, _, state = playout(codes, boards, 1, -1, state)
count = 0
started = now()
while now() - started < SECONDS:
    for _ in range(100):
        _, _, state = playout(codes, boards, 1, -1, state)
    count += 100
document.body.setAttribute("data-rate", str(count * 1000 / (now() - started)))
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


def serve(directory):
    handler = functools.partial(Quiet, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]


def cpython_rate(seconds):
    state = seed_state(1)
    codes, boards = [0] * 9, [0] * 9
    count = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        for _ in range(100):
            _, _, state = playout(codes, boards, 1, -1, state)
        count += 100
    return count / (time.perf_counter() - started)


def brython_rate(browser, seconds):
    ctx = bundle.compiler()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        (tmp / "brython.js").write_text(bundle.runtime_source(), encoding="utf-8")
        (tmp / "engine.js").write_text(bundle.package_source("engine.playout", ctx), encoding="utf-8")
        script = ctx.call("__BRYTHON__.python_to_js",
                          PLAYOUT_BENCH.replace("SECONDS", str(seconds * 1000)), "bench")
        (tmp / "bench.js").write_text(script, encoding="utf-8")
        (tmp / "index.html").write_text(
            '<!doctype html><html><head><link rel="icon" href="data:,"></head><body>'
            '<script src="brython.js"></script><script src="engine.js"></script>'
            '<script src="bench.js"></script></body></html>', encoding="utf-8")
        server, url = serve(tmp)
        try:
            page = browser.new_page()
            page.goto(url, wait_until="commit")
            page.wait_for_selector("body[data-rate]", state="attached",
                                   timeout=(seconds + 60) * 1000)
            rate = float(page.get_attribute("body", "data-rate"))
            page.close()
        finally:
            server.shutdown()
    return rate


def home_page(browser, url, loads):
    """(median ms until the board accepts a move, [all loads], gzip bytes of JS)."""
    times = []
    scripts = {}
    for _ in range(loads):
        context = browser.new_context()
        page = context.new_page()
        responses = []
        page.on("response", lambda response: responses.append(response))
        page.goto(url, wait_until="commit")
        page.wait_for_selector(".uttt.is-live", timeout=60000)
        times.append(page.evaluate(
            "performance.getEntriesByName('uttt-ready')[0].startTime"))
        page.wait_for_load_state("load")
        for response in responses:
            if response.request.resource_type == "script" or response.url.endswith(".js"):
                scripts[response.url] = len(gzip.compress(response.body(), 6))
        context.close()
    return statistics.median(times), times, sum(scripts.values()), scripts


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, help="a built site (default: build one)")
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = pathlib.Path(tmp) / "site"
            subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                            "--site-dir", str(site)], cwd=ROOT, check=True)
        server, url = serve(site)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path="/usr/bin/chromium", args=CHROMIUM_ARGS)
            brython = brython_rate(browser, args.seconds)
            cpython = cpython_rate(args.seconds)
            print("random playouts per second: Brython %.0f, CPython %.0f, ratio %.1fx"
                  % (brython, cpython, cpython / brython))
            median, times, js_bytes, scripts = home_page(browser, url, args.loads)
            print("home page, navigation to a board that accepts a move: median %.0f ms "
                  "(%d cold loads: %s)" % (median, len(times), ", ".join("%.0f" % t for t in times)))
            print("JavaScript the home page loads, gzip: %.1f KB" % (js_bytes / 1024))
            for name, size in sorted(scripts.items(), key=lambda kv: -kv[1]):
                print("    %7.1f KB  %s" % (size / 1024, name.replace(url, "/")))
            browser.close()
        server.shutdown()


if __name__ == "__main__":
    main()
