"""Offline and installable: the service worker, the offline pages
and the web app manifests, written after the build.

- ``sw.js`` at the site's root precaches what the board and the computer
  need (the bundles, Brython's runtime, the styles, Material's script) and
  each language's offline page when it installs, and the pages of the
  language being read when a page tells it its language: once per build,
  only those its cache lacks (a page viewed is kept as it is fetched), not
  on every page view, which on a slow line cost a language's eight pages
  (about 115 KB) each time. Its cache is named after a hash of everything it
  precaches, so a new build gets a new cache and the old one is deleted when
  the new worker takes over. Pages and files whose names do not change
  between builds are fetched from the network first (the cache is the
  fallback offline), so a visitor online always gets the newest build; the
  bundles, whose names carry their content's hash, come from the cache
  first. A file is kept under its URL without the query string, so the
  cache holds one copy of each file however it is linked.
- ``offline.html`` in each language's root: offline, a page not kept yet
  gets the offline page of the language its path is in (its texts from
  ``board/words``), with links to the pages that are kept.
- ``manifest.webmanifest`` in each language's root: the name, short name,
  icons and theme colour for "add to home screen".

Written by hand (about a hundred lines of JavaScript) because Workbox, the
well-known service-worker tool, needs Node.js in the build.
"""

import hashlib
import html
import json
import re

from board.texts import LANGUAGES
from sitebuild import bundle
from sitebuild.palette import hex_colour, site_colours

MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
OFFLINE_PAGE = "offline.html"
_SITE_COLOURS = site_colours()
THEME_COLOUR = hex_colour(_SITE_COLOURS["ink"])     # the header's colour (site.css)
BACKGROUND = hex_colour(_SITE_COLOURS["paper"])
ICONS = (("assets/uttt/icon-192.png", "192x192"), ("assets/uttt/icon-512.png", "512x512"))
# Files every page of every language needs, besides the bundles (globs under the
# site): Material's script, styles and search (with the stemmers of the site's
# languages), the icons (not the picture link previews show: hooks/seo.py),
# the typeface's files,
# and the sitemap.xml that Material fetches beside each page in every language.
SHARED = ("**/sitemap.xml", "assets/uttt/*.css", "assets/uttt/*.svg", "assets/uttt/icon-*.png",
          "assets/uttt/fonts/*.woff2",
          "assets/uttt/language.js", "assets/uttt/search.js", "assets/javascripts/bundle.*.min.js",
          "assets/stylesheets/*.min.css", "assets/javascripts/workers/search.*.min.js",
          "search/search_index.json", "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
          "assets/javascripts/lunr/min/lunr.multi.min.js") + tuple(
    "assets/javascripts/lunr/min/lunr.%s.min.js" % lang for lang in LANGUAGES)

WORKER_JS = r"""// The site's service worker (written by sitebuild/offline.py at build time).
var CACHE = "uttt-" + VERSION;
self.addEventListener("install", function (event) {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(SHARED.map(fresh)); }));
});
// Taking over from an older build: keep the same languages' pages, in their
// new versions, then delete the older caches.
self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    var old = keys.filter(function (key) { return key.indexOf("uttt-") === 0 && key !== CACHE; });
    return Promise.all(old.map(function (key) {
      return caches.open(key).then(function (cache) {
        return Promise.all(Object.keys(PAGES).map(function (lang) {
          return cache.match(Object.keys(PAGES[lang])[0]).then(function (hit) {
            return hit && keepPages(lang);
          });
        }));
      });
    })).then(function () { return Promise.all(old.map(function (key) { return caches.delete(key); })); });
  }).then(function () { return self.clients.claim(); }));
});
// A language's pages that this build's cache lacks, fetched once: every page
// view asks, and the asking is free once they are kept. A failure (offline)
// is quiet, and the next page view tries again.
var keeping = {};
function keepPages(lang) {
  if (!keeping[lang]) {
    keeping[lang] = caches.open(CACHE).then(function (cache) {
      return Promise.all(Object.keys(PAGES[lang]).map(function (page) {
        return cache.match(page).then(function (hit) { return hit || cache.add(fresh(page)); });
      }));
    }).catch(function () { delete keeping[lang]; });
  }
  return keeping[lang];
}
// Past the browser's HTTP cache, which may still hold the older build's files.
function fresh(url) {
  return new Request(url, {cache: "reload"});
}
// A page says which language it is in: keep that language's pages.
self.addEventListener("message", function (event) {
  var lang = event.data && event.data.lang;
  if (PAGES.hasOwnProperty(lang)) { event.waitUntil(keepPages(lang)); }
});
self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) { return; }
  var key = url.origin + url.pathname;
  if (HASHED.test(url.pathname)) {
    event.respondWith(caches.match(key).then(function (hit) {
      return hit || fetch(request).then(function (response) { return keep(key, response); });
    }));
    return;
  }
  event.respondWith(fetch(request).then(function (response) {
    return keep(key, response);
  }, function () {
    return caches.match(key).then(function (hit) {
      return hit || (request.mode === "navigate" ? offlinePage(url) : Response.error());
    });
  }));
});
// One copy of each file, whatever the query string it was asked with.
function keep(key, response) {
  if (response.ok) {
    var copy = response.clone();
    caches.open(CACHE).then(function (cache) { return cache.put(key, copy); });
  }
  return response;
}
// The offline page of the language of the path asked for, with links to the
// pages that are kept, the reader's language first.
function offlinePage(url) {
  var scope = self.registration.scope, path = url.href.slice(scope.length);
  var root = path.slice(0, path.indexOf("/") + 1);
  if (!ROOTS.hasOwnProperty(root)) { root = ""; }
  var lang = ROOTS[root];
  return caches.open(CACHE).then(function (cache) {
    return Promise.all([cache.match(root + OFFLINE), cache.keys()]);
  }).then(function (found) {
    if (!found[0]) { return Response.error(); }
    var kept = {}, links = "";
    found[1].forEach(function (request) { kept[request.url] = true; });
    [lang].concat(Object.keys(PAGES).filter(function (other) { return other !== lang; }))
      .forEach(function (each) {
        Object.keys(PAGES[each]).forEach(function (page) {
          var href = new URL(page, scope).href;
          if (kept[href]) {
            links += '<li lang="' + each + '"><a href="' + href + '">' + PAGES[each][page] + "</a></li>";
          }
        });
      });
    return found[0].text().then(function (page) {
      return new Response(page.replace("<!--kept-->", links),
                          {headers: {"Content-Type": "text/html; charset=utf-8"}});
    });
  });
}
"""


# The offline page of a language: standalone (no other file is sure to be
# kept), in the site's colours, kept out of search results (it is not a
# page of its own); the worker fills in the list.
OFFLINE_HTML = """<!doctype html>
<html lang="%(lang)s">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>%(title)s — %(name)s</title>
<link rel="icon" href="data:,">
<style>
body { font: 1rem/1.5 system-ui, sans-serif; max-width: 36rem; margin: 2rem auto; padding: 0 1rem;
       color: #222; background: #fff; }
h1 { font-size: 1.5rem; color: %(colour)s; }
a { color: %(colour)s; }
li { margin: 0.4rem 0; }
@media (prefers-color-scheme: dark) {
  body { color: #e2e4e9; background: #1e2029; }
  h1, a { color: #9fa8da; }
}
</style>
</head>
<body>
<h1>%(title)s</h1>
<p>%(text)s</p>
<p>%(kept)s</p>
<ul><!--kept--></ul>
<p><a href="">%(again)s</a></p>
</body>
</html>
"""
TITLE = re.compile(r"<title>(.*?)</title>", re.S)


def language_root(lang):
    """The path of a language's home page from the site's root ("" or "ru/")."""
    return "" if lang == LANGUAGES[0] else lang + "/"


def language_pages(site, lang):
    """The directory URLs of a language's pages, from the site's root: its
    home page first (the offline page lists them in this order)."""
    top = site / language_root(lang)
    others = [site / other for other in LANGUAGES if other != lang and language_root(other)]
    pages = []
    for index in sorted(top.rglob("index.html"), key=lambda path: (len(path.parts), path)):
        if not any(index.is_relative_to(other) for other in others):
            pages.append(index.parent.relative_to(site).as_posix().strip(".") + "/")
    return [page.lstrip("/") or "./" for page in pages]


def worker_code():
    """WORKER_JS minified by the site's Terser (cached): a browser fetches
    sw.js on every page view, to see whether there is a new build."""
    return bundle.Tools().minify(WORKER_JS, SERVICE_WORKER) + "\n"


def page_title(site, page, name):
    """The title a page's link has on the offline page, as HTML: its
    <title> without " — <site name>" (the space before the dash may be a
    no-break one, as Russian titles have it)."""
    found = TITLE.search((site / page / "index.html").read_text(encoding="utf-8"))
    title = html.unescape(found.group(1)) if found else page
    return html.escape(re.sub(r"\s—\s%s$" % re.escape(name), "", title))


def offline_page(lang, name, texts):
    """The offline page of ``lang`` (``name``: the site's name there;
    ``texts``: its ``extra.offline`` in mkdocs.yml)."""
    fields = {key: html.escape(texts[key]) for key in ("title", "text", "kept", "again")}
    return OFFLINE_HTML % dict(fields, lang=lang, name=html.escape(name), colour=THEME_COLOUR)


def manifest(lang, name, short_name):
    return {"name": name, "short_name": short_name, "lang": lang,
            "start_url": "./", "scope": "./", "display": "standalone",
            "theme_color": THEME_COLOUR, "background_color": BACKGROUND,
            "icons": [{"src": "../" * bool(language_root(lang)) + src, "sizes": sizes,
                       "type": "image/png", "purpose": "any maskable"} for src, sizes in ICONS]}


def write_offline(site, names, bundles):
    """Write each built language's manifest and offline page (``names``:
    {lang: (site name, its ``extra`` in mkdocs.yml)}) and the service
    worker; ``bundles``: the hashed files, from the root."""
    for lang, (name, extra) in names.items():
        root = site / language_root(lang)
        (root / MANIFEST).write_text(
            json.dumps(manifest(lang, name, extra["app_short_name"]), ensure_ascii=False,
                       indent=1), encoding="utf-8")
        (root / OFFLINE_PAGE).write_text(offline_page(lang, name, extra["offline"]),
                                         encoding="utf-8")
    shared = sorted({path.relative_to(site).as_posix() for pattern in SHARED
                     for path in site.glob(pattern)} | set(bundles) |
                    {language_root(lang) + file for lang in names
                     for file in (MANIFEST, OFFLINE_PAGE)})
    # Each language's pages and their titles, for the offline page's links.
    pages = {lang: {page: page_title(site, page, names[lang][0])
                    for page in language_pages(site, lang)} for lang in sorted(names)}
    digest = hashlib.sha256()
    for path in shared + [p for lang in pages for p in pages[lang]]:
        file = site / path / ("index.html" if path.endswith("/") else "")
        digest.update(path.encode() + b"\0" + (file.read_bytes() if file.is_file() else b""))
    script = ("var VERSION = %s;\nvar SHARED = %s;\nvar PAGES = %s;\nvar ROOTS = %s;\n"
              "var OFFLINE = %s;\nvar HASHED = /\\.[0-9a-f]{10}\\.js$/;\n" % (
                  json.dumps(digest.hexdigest()[:16]), json.dumps(shared),
                  json.dumps(pages, ensure_ascii=False),
                  json.dumps({language_root(lang): lang for lang in pages}),
                  json.dumps(OFFLINE_PAGE))) + worker_code()
    (site / SERVICE_WORKER).write_text(script, encoding="utf-8")
