"""Browser benchmark: the engine under Brython in headless Chromium, and the
home page's start-up, against the real built site served on 127.0.0.1.

    python tools/bench_browser.py [--site DIR] [--loads 5] [--seconds 3]

Prints random playouts per second in Brython and in CPython (same code, same
seed) and their ratio; each computer level's time per move under Brython; the time from navigation until the home page's board
accepts a move (``performance.mark("uttt-ready")``), median of cold loads in
fresh browser contexts; and the compressed bytes of JavaScript the page loads.
"""

import argparse
import gzip
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "hooks")]

import bundle  # noqa: E402
from tools.testbed import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from engine.playout import playout  # noqa: E402
from engine.rng import seed_state  # noqa: E402


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


AI_BENCH = """\
from browser import window, document
import engine
import engine.ai
from engine import parse_record
from engine.ai import LEVELS
from engine import neteval
now = window.performance.now
started = now()
ok = neteval.load() is not None
out = ["evaluation data load (once per worker):" + str(round(now() - started)) + ("" if ok else ",-1")]
for name in ("beginner", "medium", "expert"):
    level = LEVELS[name]
    times = []
    moves = []
    for k, record in enumerate(RECORDS):
        game = parse_record(record)
        started = now()
        search = level.search(game, k)
        search.step(search.budget)
        moves.append(level.choose(search, k))
        times.append(now() - started)
    out.append(name + ":" + ",".join(str(round(t)) for t in times))
    out.append("moves " + name + ":" + ",".join(str(m) for m in moves))
document.body.setAttribute("data-times", ";".join(out))
"""

# Positions for timing the levels: seeded random games cut at several lengths.
def ai_positions():
    from engine import Game, cell_name
    from engine.rng import Random
    records = []
    for seed in range(1, 21):
        rng = Random(seed)
        game = Game()
        cut = (seed * 7) % 45
        while game.outcome is None and len(game.moves) < cut:
            game.push(rng.choice(game.legal_moves()))
        if game.outcome is None:
            records.append(" ".join(cell_name(m) for m in game.moves))
    return records


def same_moves(name, moves):
    """How many of a level's Brython ``moves`` CPython chooses too (same seeds)."""
    from engine import parse_record
    from engine.ai import LEVELS
    level = LEVELS[name]
    return sum(1 for k, (record, move) in enumerate(zip(ai_positions(), moves))
               if level.move(parse_record(record), k) == int(move))


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


def run_in_brython(browser, entry, source, attribute, timeout_s):
    """Run Python ``source`` (compiled here) under Brython in a blank page that
    has ``entry`` and its imports; returns the body attribute it sets."""
    ctx = bundle.compiler()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        (tmp / "brython.js").write_text(bundle.runtime_source(bundle.BRYTHON_JS.read_text(encoding="utf-8")), encoding="utf-8")
        (tmp / "engine.js").write_text(bundle.package_source(entry, ctx), encoding="utf-8")
        (tmp / "bench.js").write_text(ctx.call("__BRYTHON__.python_to_js", source, "bench"),
                                      encoding="utf-8")
        (tmp / "index.html").write_text(
            '<!doctype html><html><head><link rel="icon" href="data:,"></head><body>'
            '<script src="brython.js"></script><script src="engine.js"></script>'
            '<script src="bench.js"></script></body></html>', encoding="utf-8")
        server, url = serve(tmp)
        try:
            page = browser.new_page()
            page.goto(url, wait_until="commit")
            page.wait_for_selector("body[%s]" % attribute, state="attached",
                                   timeout=timeout_s * 1000)
            value = page.get_attribute("body", attribute)
            page.close()
        finally:
            server.shutdown()
    return value


def brython_rate(browser, seconds):
    source = PLAYOUT_BENCH.replace("SECONDS", str(seconds * 1000))
    return float(run_in_brython(browser, "engine.playout", source, "data-rate", seconds + 60))


def level_times(browser):
    """{level: [ms per move]} under Brython, over the ai_positions(); also
    {"moves <level>": [the moves chosen]} (seeds 0, 1, ... per position)."""
    source = AI_BENCH.replace("RECORDS", repr(ai_positions()))
    value = run_in_brython(browser, "engine.ai", source, "data-times", 900)
    out = {}
    for part in value.split(";"):
        name, times = part.split(":")
        out[name] = [float(t) for t in times.split(",")]
    return out


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
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            brython = brython_rate(browser, args.seconds)
            cpython = cpython_rate(args.seconds)
            print("random playouts per second: Brython %.0f, CPython %.0f, ratio %.1fx"
                  % (brython, cpython, cpython / brython))
            for name, times in level_times(browser).items():
                if name.startswith("moves "):
                    same = same_moves(name[6:], times)
                    print("%-8s same moves in Brython and CPython (same seeds): %d of %d"
                          % (name[6:], same, len(times)))
                    continue
                if name.startswith("evaluation"):
                    print("%s %.0f ms%s" % (name, times[0], "" if len(times) == 1
                                            else " (FAILED: the Expert fell back to playouts)"))
                    continue
                print("%-8s ms per move under Brython: median %.0f, max %.0f (%d positions)"
                      % (name, statistics.median(times), max(times), len(times)))
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
