"""Browser benchmark: the engine under Brython in headless Chromium, and the
site's start-up, against the real built site served on 127.0.0.1.

    python tools/bench_browser.py [--site DIR] [--loads 5] [--seconds 3]
                                  [--mobile-loads 3] [--startup] [--views]
                                  [--engine [--levels expert ...]] [--analysis RUNS]

Prints random playouts per second in Brython and in CPython (same code, same
seed) and their ratio; each computer level's time per move under Brython
(not with ``--startup``); the time from navigation until the home page's
board accepts a move (``performance.mark("uttt-ready")``), median of cold
loads in fresh browser contexts, and the compressed bytes of JavaScript
loaded before then. Then, with Lighthouse's mobile profile and the files
served as GitHub Pages serves them: the 404 page's load, /id/'s board live,
/ru/rules/' boards in view live, /id/puzzles/' board live, a warm second
visit to /id/, and a blank page
with only Brython's runtime (cold and warm), as ratios to the 404 page's
load. ``--views`` measures only what three page views in one language
download (bytes as the server sends them, the service worker's included).
``--analysis RUNS`` times only the review's analysis of a 60-move game
(Analyse to the first verdict, to the quick pass's end, to the deep one's)
and a hint (Hint to the suggestion on the board, 5 runs).
``--engine`` measures only the engine (no site build), ``--levels``
only the named levels (the engine's modules are compiled from the working
tree, so a changed budget is timed before the site is built)."""

import argparse
import gzip
import pathlib
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = pathlib.Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from sitebuild import bundle  # noqa: E402
from tools.testbed import CHROMIUM, CHROMIUM_ARGS, serve  # noqa: E402
from engine.levels import LEVEL_NAMES  # noqa: E402
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
for name in LEVEL_NAMES_TIMED:
    level = LEVELS[name]
    times = []
    moves = []
    for k, record in enumerate(RECORDS):
        game = parse_record(record)
        started = now()
        search = level.search(game, k)
        search.step(search.config.budget)
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
    tools = bundle.Tools()
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        (tmp / "brython.js").write_text(bundle.runtime_source(bundle.BRYTHON_JS.read_text(encoding="utf-8")), encoding="utf-8")
        (tmp / "engine.js").write_text(bundle.package_source(bundle.needed_modules(entry), tools), encoding="utf-8")
        (tmp / "bench.js").write_text(tools.python_to_js(source, "bench"),
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


def level_times(browser, levels):
    """{level: [ms per move]} under Brython, over the ai_positions(); also
    {"moves <level>": [the moves chosen]} (seeds 0, 1, ... per position)."""
    source = AI_BENCH.replace("RECORDS", repr(ai_positions())).replace(
        "LEVEL_NAMES_TIMED", repr(tuple(levels)))
    value = run_in_brython(browser, "engine.ai", source, "data-times", 900)
    out = {}
    for part in value.split(";"):
        name, times = part.split(":")
        out[name] = [float(t) for t in times.split(",")]
    return out


READY = "performance.getEntriesByName('uttt-ready')[0].startTime"
LOADED = "performance.getEntriesByType('navigation')[0].loadEventStart"
# Lighthouse's mobile profile: a CPU 4x slower, 1.6 Mbit/s down, 750 kbit/s up, 150 ms.
MOBILE_CPU = 4
MOBILE_NETWORK = {"offline": False, "latency": 150, "downloadThroughput": 1.6e6 / 8,
                  "uploadThroughput": 750e3 / 8}


def visit(context, url, mobile, until):
    """Open ``url`` in a new page of ``context`` and return ``until`` (a
    performance time in ms), the page and its CDP session."""
    page = context.new_page()
    cdp = context.new_cdp_session(page)
    if mobile:
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", MOBILE_NETWORK)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": MOBILE_CPU})
    page.goto(url, wait_until="commit")
    if until == READY:
        page.wait_for_function("performance.getEntriesByName('uttt-ready').length > 0",
                               timeout=120000)
    else:
        page.wait_for_function("performance.getEntriesByType('navigation')[0].loadEventStart > 0",
                               timeout=120000)
    return page.evaluate(until), page


def offline_ready(page):
    """Wait until the service worker runs the page and keeps the page itself
    (at once on a site without one: an older build, for comparison)."""
    if not page.evaluate("fetch('/sw.js', {method: 'HEAD'}).then(r => r.ok)"):
        return
    for _ in range(600):
        if page.evaluate("""async () => { await navigator.serviceWorker.ready;
                return !!navigator.serviceWorker.controller && !!(await caches.match(location.href)); }"""):
            return
        page.wait_for_timeout(50)
    raise RuntimeError("the service worker did not keep %s" % page.url)


def mobile_profile(browser, url, loads):
    """{what: [ms of each cold load]} with the mobile profile, in one run: the
    bare 404 page's load event, /id/'s board live, /ru/rules/' boards in view
    live, /id/puzzles/' board live, and /id/ again in the same browser
    (warm: HTTP cache and service worker)."""
    out = {"404 page, load event": [], "/id/ board live": [],
           "/ru/rules/ boards in view live": [], "/id/puzzles/ board live": [],
           "/id/ warm second visit, board live": []}
    for _ in range(loads):
        for key, path, until in (("404 page, load event", "404.html", LOADED),
                                 ("/ru/rules/ boards in view live", "ru/rules/", READY),
                                 ("/id/puzzles/ board live", "id/puzzles/", READY)):
            context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True)
            out[key].append(visit(context, url + path, True, until)[0])
            context.close()
        context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True)
        ms, page = visit(context, url + "id/", True, READY)
        out["/id/ board live"].append(ms)
        page.wait_for_load_state("load")
        offline_ready(page)
        page.close()
        out["/id/ warm second visit, board live"].append(visit(context, url + "id/", True, READY)[0])
        context.close()
    return out


def page_views(browser, site, paths=("ru/", "ru/rules/", "ru/tips/")):
    """[(page, bytes, [(path, bytes)])]: what the server sends for each view
    of ``paths`` in turn, in one browser with the mobile profile, counted
    until the line has been quiet for 5 s (the service worker starts 2 s
    after a page's load, and its work is counted with the view)."""
    server, url = serve(site, pages=True)
    context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True)
    out = []
    for path in paths:
        start = len(server.sent)
        _, page = visit(context, url + path, True, READY)
        page.wait_for_load_state("load")
        offline_ready(page)
        count, quiet = len(server.sent), 0
        while quiet < 5000:
            page.wait_for_timeout(250)
            quiet = 0 if len(server.sent) != count else quiet + 250
            count = len(server.sent)
        sent = server.sent[start:]
        out.append((path, sum(size for _, size in sent), sent))
        page.close()
    context.close()
    server.shutdown()
    return out


RUNTIME_PAGE = """<!doctype html><html><head><link rel="icon" href="data:,">
%s<script src="ready.js" defer></script></head><body></body></html>"""


def runtime_only(browser, site, loads):
    """{what: [ms]}: a blank page that loads only Brython's runtime as the
    site ships it, cold and then warm, with the mobile profile: the floor
    under any board's start while the board runs on Brython."""
    out = {"Brython's runtime alone (blank page), cold": [],
           "Brython's runtime alone (blank page), warm": []}
    # The runtime in its parts (brython-01... : sitebuild/bundle.py), in order;
    # an older build's one brython.<hash>.js, so builds before the split compare.
    assets = site / "assets" / "uttt"
    parts = [assets / name for name in bundle.runtime_names(p.name for p in assets.iterdir())] \
        or sorted(assets.glob("brython.??????????.js"))
    if not parts:
        raise SystemExit("no Brython runtime (assets/uttt/brython-*.js) in %s" % site)
    with tempfile.TemporaryDirectory() as tmp:
        tmp = pathlib.Path(tmp)
        for part in parts:
            (tmp / part.name).write_bytes(part.read_bytes())
        (tmp / "ready.js").write_text("performance.mark('uttt-ready');\n", encoding="utf-8")
        tags = "".join('<script src="%s" defer></script>' % part.name for part in parts)
        (tmp / "index.html").write_text(RUNTIME_PAGE % tags, encoding="utf-8")
        server, url = serve(tmp, pages=True)
        for _ in range(loads):
            context = browser.new_context(viewport={"width": 412, "height": 823}, is_mobile=True)
            for key in out:
                ms, page = visit(context, url, True, READY)
                out[key].append(ms)
                page.wait_for_load_state("load")
                page.close()
            context.close()
        server.shutdown()
    return out


def home_page(browser, url, loads):
    """(median ms until the board accepts a move, [all loads], gzip bytes of
    the JavaScript loaded before that, {script: gzip bytes})."""
    times = []
    scripts = {}
    for _ in range(loads):
        context = browser.new_context()
        times.append(visit(context, url, False, READY)[0])
        context.close()
    # The scripts loaded before the board was live, in one more cold load.
    context = browser.new_context()
    page = context.new_page()
    bodies = {}
    page.on("response", lambda response: bodies.setdefault(response.url, response))
    page.goto(url, wait_until="commit")
    page.wait_for_function("performance.getEntriesByName('uttt-ready').length > 0")
    early = page.evaluate("""() => { const ready = %s;
        return performance.getEntriesByType('resource').filter(e => e.name.endsWith('.js')
            && e.responseEnd <= ready).map(e => e.name); }""" % READY)
    for name in early:
        scripts[name] = len(gzip.compress(bodies[name].body(), 6))
    context.close()
    return statistics.median(times), times, sum(scripts.values()), scripts


def engine_speed(browser, seconds, levels=LEVEL_NAMES):
    """Print the engine's speed under Brython and each level's time per move."""
    brython = brython_rate(browser, seconds)
    cpython = cpython_rate(seconds)
    print("random playouts per second: Brython %.0f, CPython %.0f, ratio %.1fx"
          % (brython, cpython, cpython / brython))
    for name, times in level_times(browser, levels).items():
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


def analysis_game(plies=60):
    """A seeded random game cut at ``plies`` moves, then resigned: the game
    the analysis is timed on (a record of text)."""
    from engine import Game, cell_name
    from engine.rng import Random
    for seed in range(1, 500):
        rng = Random(seed)
        game = Game()
        while game.outcome is None and len(game.moves) < plies:
            game.push(rng.choice(game.legal_moves()))
        if game.outcome is None:
            return [cell_name(m) for m in game.moves] + ["resign"]
    raise RuntimeError("no game lasts %d moves" % plies)


def analysis_times(browser, url, runs):
    """[(first verdict, quick pass done, deep pass done)] in seconds from the
    tap on Analyse, on a 390x844 phone-sized page (the CPU not slowed), for
    the 60-move analysis_game, each run in a fresh context (nothing kept)."""
    moves = analysis_game()
    positions = len(moves)              # 60 moves and the resignation: 61 positions
    text = "document.querySelector('.uttt-analysis-text').textContent"
    out = []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(url + "#game=" + ".".join(moves), wait_until="commit")
        page.wait_for_selector(".uttt.is-live", timeout=60000)
        page.click('[data-action="review"]')
        started = time.perf_counter()
        page.click('[data-action="analyse"]')
        page.wait_for_selector(".uttt[data-eval]", state="attached", timeout=600000)
        first = time.perf_counter() - started
        page.wait_for_function("!%s.startsWith('First look')" % text, timeout=600000, polling=50)
        quick = time.perf_counter() - started
        page.wait_for_function("%s.startsWith('All %d')" % (text, positions), timeout=1200000,
                               polling=200)
        deep = time.perf_counter() - started
        out.append((first, quick, deep))
        context.close()
    return out


def hint_times(browser, url, runs):
    """[seconds from the tap on Hint to the first suggestion on the board]
    against the computer, after e5 and its reply, in a fresh 390x844 page
    each run (the worker started and ready before the tap)."""
    out = []
    for _ in range(runs):
        context = browser.new_context(viewport={"width": 390, "height": 844})
        page = context.new_page()
        page.goto(url, wait_until="commit")
        page.wait_for_selector(".uttt.is-live", timeout=60000)
        page.click('[data-action="opponent"]')
        page.check('[data-setting="opponent"][value="medium"]')
        page.click('[data-cell="e5"]')
        page.wait_for_function("document.querySelectorAll('.uttt-cell.is-o').length == 1",
                               timeout=60000)
        page.wait_for_selector(".uttt:not(.is-thinking)")
        started = time.perf_counter()
        page.click('[data-action="hint"]')
        page.wait_for_selector(".uttt[data-best]", state="attached", timeout=60000)
        out.append(time.perf_counter() - started)
        context.close()
    return out


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path, help="a built site (default: build one)")
    parser.add_argument("--loads", type=int, default=5)
    parser.add_argument("--seconds", type=float, default=3.0)
    parser.add_argument("--mobile-loads", type=int, default=3)
    parser.add_argument("--startup", action="store_true",
                        help="only the start-up measures (skip the engine's speed)")
    parser.add_argument("--views", action="store_true",
                        help="only the bytes of three page views in one language")
    parser.add_argument("--engine", action="store_true",
                        help="only the engine's speed and the levels' times (no site)")
    parser.add_argument("--levels", nargs="+", choices=LEVEL_NAMES, default=LEVEL_NAMES,
                        help="the levels to time (default: all)")
    parser.add_argument("--analysis", type=int, metavar="RUNS", default=0,
                        help="only the review's analysis of a 60-move game, RUNS times")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    if args.engine:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            engine_speed(browser, args.seconds, args.levels)
            browser.close()
        return

    with tempfile.TemporaryDirectory() as tmp:
        site = args.site
        if site is None:
            site = pathlib.Path(tmp) / "site"
            subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q",
                            "--site-dir", str(site)], cwd=ROOT, check=True)
        if args.views:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                views = page_views(browser, site)
                browser.close()
            for n, (path, total, sent) in enumerate(views, 1):
                print("view %d, /%s: %.1f KB in %d responses (gzip bodies as sent)"
                      % (n, path, total / 1024, len(sent)))
                for name, size in sent:
                    print("    %7.1f KB  %s" % (size / 1024, name))
            return
        server, url = serve(site)
        if args.analysis:
            with sync_playwright() as p:
                browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
                times = analysis_times(browser, url, args.analysis)
                hints = hint_times(browser, url, 5)
                browser.close()
            server.shutdown()
            for name, k in (("first verdict", 0), ("quick pass done", 1), ("deep pass done", 2)):
                values = [t[k] for t in times]
                print("analysis of a 60-move game, Analyse to %-16s median %6.1f s  (%s)"
                      % (name + ":", statistics.median(values),
                         ", ".join("%.1f" % v for v in values)))
            print("hint, Hint to the suggestion on the board: median %.2f s  (%s)"
                  % (statistics.median(hints), ", ".join("%.2f" % v for v in hints)))
            return
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            if not args.startup:
                engine_speed(browser, args.seconds)
            median, times, js_bytes, scripts = home_page(browser, url, args.loads)
            print("home page, navigation to a board that accepts a move: median %.0f ms "
                  "(%d cold loads: %s)" % (median, len(times), ", ".join("%.0f" % t for t in times)))
            print("JavaScript loaded before the home page's board is live, gzip: %.1f KB"
                  % (js_bytes / 1024))
            for name, size in sorted(scripts.items(), key=lambda kv: -kv[1]):
                print("    %7.1f KB  %s" % (size / 1024, name.replace(url, "/")))
            browser.close()
        server.shutdown()
        # The mobile profile, files served gzipped with Cache-Control: max-age=600.
        server, url = serve(site, pages=True)
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            results = mobile_profile(browser, url, args.mobile_loads)
            results.update(runtime_only(browser, site, args.mobile_loads))
            browser.close()
        server.shutdown()
        base = statistics.median(results["404 page, load event"])
        print("mobile profile (CPU 4x, 1.6 Mbit/s, 150 ms), median of %d cold loads, as "
              "ratios to the 404 page's load (%.0f ms):" % (args.mobile_loads, base))
        for what, values in results.items():
            print("    %-46s %5.2fx  median %5.0f ms  (%s)" % (
                what, statistics.median(values) / base, statistics.median(values),
                ", ".join("%.0f" % v for v in values)))


if __name__ == "__main__":
    main()
