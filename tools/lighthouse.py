"""Lighthouse's mobile audit of the built site, as a phone user meets it:
the pinned ``lighthouse`` (npm, installed into .cache/uttt/lighthouse on
first use; 12.x works with Node 20) drives Debian's Chromium against the
site served gzipped as GitHub Pages serves it (``testbed.PagesHandler``),
with Lighthouse's own mobile profile (simulated 4x slower CPU and a slow
4G line). Prints each page's median of ``--runs`` runs, then the audits
that cost a page points outside Performance, so a score under 100 says why:

    python tools/lighthouse.py [--site DIR] [--runs 3] [PAGE ...]
"""

import argparse
import json
import pathlib
import statistics
import subprocess
import sys
import tempfile

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent.parent))
import testbed  # noqa: E402

LIGHTHOUSE = "12.2.3"
ROOT = pathlib.Path(__file__).resolve().parent.parent
TOOL_DIR = ROOT / ".cache" / "uttt" / "lighthouse"
PAGES = [lang + page for lang in ("", "id/", "ru/", "sw/") for page in ("", "rules/", "tips/")]
CATEGORIES = ("performance", "accessibility", "best-practices", "seo")
METRICS = (("largest-contentful-paint", "LCP", "s"), ("total-blocking-time", "TBT", "ms"),
           ("cumulative-layout-shift", "CLS", ""))


def install():
    """The pinned Lighthouse's command, installed on first use."""
    binary = TOOL_DIR / "node_modules" / ".bin" / "lighthouse"
    if not binary.exists():
        TOOL_DIR.mkdir(parents=True, exist_ok=True)
        subprocess.run(["npm", "install", "--no-save", "--no-audit", "--no-fund", "--prefix",
                        str(TOOL_DIR), "lighthouse@" + LIGHTHOUSE], check=True)
    return binary


def audit(binary, url):
    """One run: {category: score 0..100}, {metric: value in its unit} and
    the ids of the failed audits that count in a category other than
    Performance."""
    with tempfile.TemporaryDirectory() as tmp:
        out = pathlib.Path(tmp) / "report.json"
        flags = " ".join(["--headless=new"] + testbed.CHROMIUM_ARGS)
        subprocess.run([str(binary), url, "--quiet", "--form-factor=mobile", "--output=json",
                        "--output-path=" + str(out), "--chrome-flags=" + flags],
                       check=True, env={"CHROME_PATH": testbed.CHROMIUM, "PATH": "/usr/bin:/bin"},
                       stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        report = json.loads(out.read_text(encoding="utf-8"))
    scores = {c: round(report["categories"][c]["score"] * 100) for c in CATEGORIES}
    values = report["audits"]
    metrics = {name: values[key]["numericValue"] / (1000 if unit == "s" else 1)
               for key, name, unit in METRICS}
    failed = {ref["id"] for c in CATEGORIES[1:] for ref in report["categories"][c]["auditRefs"]
              if ref["weight"] and (values[ref["id"]]["score"] or 0) < 1}
    return scores, metrics, failed


def build_site(target, address):
    """The site built for ``address`` (its canonical links and sitemap name it)."""
    subprocess.run([sys.executable, "-m", "mkdocs", "build", "--strict", "-q", "--site-dir",
                    str(target)], check=True, cwd=ROOT,
                   env={"NO_MKDOCS_2_WARNING": "1", "PATH": "/usr/bin:/bin", "SITE_URL": address})


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--site", type=pathlib.Path,
                        help="a built site (default: build one for the address it is served at)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("pages", nargs="*", default=PAGES)
    args = parser.parse_args()
    binary = install()
    with tempfile.TemporaryDirectory() as tmp:
        site = args.site or pathlib.Path(tmp) / "site"
        site.mkdir(exist_ok=True)
        server, base = testbed.serve(site, pages=True)
        if args.site is None:
            build_site(site, base)
        try:
            print("| page | Performance | Accessibility | Best practices | SEO | LCP | TBT | CLS |")
            print("|---|---|---|---|---|---|---|---|")
            failed = set()
            for page in args.pages:
                runs = [audit(binary, base + page) for _ in range(args.runs)]
                scores = {c: statistics.median(r[0][c] for r in runs) for c in CATEGORIES}
                metrics = {m: statistics.median(r[1][m] for r in runs) for _, m, _ in METRICS}
                print("| /%s | %g | %g | %g | %g | %.1f s | %d ms | %.3f |" % (
                    page, *(scores[c] for c in CATEGORIES), metrics["LCP"], metrics["TBT"],
                    metrics["CLS"]), flush=True)
                failed |= {(page, audit_id) for r in runs for audit_id in r[2]}
            for page, audit_id in sorted(failed):
                print("/%s failed %s" % (page, audit_id))
        finally:
            server.shutdown()


if __name__ == "__main__":
    main()
