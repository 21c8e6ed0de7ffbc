"""Offline and installable: the service worker and the web app
manifests, written after the build.

- ``sw.js`` at the site's root precaches what the board and the computer
  need (the bundles, Brython's runtime, the styles, Material's script) when
  it installs, and the pages of the language being read when a page tells it
  its language. Its cache is named after a hash of everything it precaches,
  so a new build gets a new cache and the old one is deleted when the new
  worker takes over. Pages and files whose names do not change between
  builds are fetched from the network first (the cache is the fallback
  offline), so a visitor online always gets the newest build; the bundles,
  whose names carry their content's hash, come from the cache first.
- ``manifest.webmanifest`` in each language's root: the name, short name,
  icons and theme colour for "add to home screen".

Written by hand (about sixty lines of JavaScript) because Workbox, the
well-known service-worker tool, needs Node.js in the build.
"""

import hashlib
import json

from board.texts import LANGUAGES

MANIFEST = "manifest.webmanifest"
SERVICE_WORKER = "sw.js"
THEME_COLOUR = "#3949ab"       # Material's indigo, the site's primary colour
BACKGROUND = "#ffffff"
ICONS = (("assets/uttt/icon-192.png", "192x192"), ("assets/uttt/icon-512.png", "512x512"))
# Files every page of every language needs, besides the bundles (globs under the
# site): Material's script, styles and search (with the stemmers of the site's
# languages), and the sitemap.xml that Material fetches beside each page in
# every language.
SHARED = ("**/sitemap.xml", "assets/uttt/*.css", "assets/uttt/*.svg", "assets/uttt/*.png",
          "assets/uttt/language.js", "assets/javascripts/bundle.*.min.js",
          "assets/stylesheets/*.min.css", "assets/javascripts/workers/search.*.min.js",
          "search/search_index.json", "assets/javascripts/lunr/min/lunr.stemmer.support.min.js",
          "assets/javascripts/lunr/min/lunr.multi.min.js") + tuple(
    "assets/javascripts/lunr/min/lunr.%s.min.js" % lang for lang in LANGUAGES)

WORKER_JS = r"""// The site's service worker (written by sitebuild/offline.py at build time).
var CACHE = "uttt-" + VERSION;
self.addEventListener("install", function (event) {
  self.skipWaiting();
  event.waitUntil(caches.open(CACHE).then(function (cache) { return cache.addAll(fresh(SHARED)); }));
});
// Taking over from an older build: keep the same languages' pages, in their
// new versions, then delete the older caches.
self.addEventListener("activate", function (event) {
  event.waitUntil(caches.keys().then(function (keys) {
    var old = keys.filter(function (key) { return key.indexOf("uttt-") === 0 && key !== CACHE; });
    return Promise.all(old.map(function (key) {
      return caches.open(key).then(function (cache) {
        return Promise.all(Object.keys(PAGES).map(function (lang) {
          return cache.match(PAGES[lang][0]).then(function (hit) { return hit && keepPages(lang); });
        }));
      });
    })).then(function () { return Promise.all(old.map(function (key) { return caches.delete(key); })); });
  }).then(function () { return self.clients.claim(); }));
});
function keepPages(lang) {
  return caches.open(CACHE).then(function (cache) { return cache.addAll(fresh(PAGES[lang])); });
}
// Past the browser's HTTP cache, which may still hold the older build's files.
function fresh(urls) {
  return urls.map(function (url) { return new Request(url, {cache: "reload"}); });
}
// A page says which language it is in: keep that language's pages.
self.addEventListener("message", function (event) {
  var lang = event.data && event.data.lang;
  if (PAGES.hasOwnProperty(lang)) { event.waitUntil(keepPages(lang)); }
});
self.addEventListener("fetch", function (event) {
  var request = event.request, url = new URL(request.url);
  if (request.method !== "GET" || url.origin !== location.origin) { return; }
  if (HASHED.test(url.pathname)) {
    event.respondWith(caches.match(request).then(function (hit) {
      return hit || fetch(request).then(function (response) { return keep(request, response); });
    }));
    return;
  }
  event.respondWith(fetch(request).then(function (response) {
    return keep(request, response);
  }, function () {
    return caches.match(request, {ignoreSearch: true}).then(function (hit) {
      return hit || Response.error();
    });
  }));
});
function keep(request, response) {
  if (response.ok) {
    var copy = response.clone();
    caches.open(CACHE).then(function (cache) { cache.put(request, copy); });
  }
  return response;
}
"""


def language_root(lang):
    """The path of a language's home page from the site's root ("" or "ru/")."""
    return "" if lang == LANGUAGES[0] else lang + "/"


def language_pages(site, lang):
    """The directory URLs of a language's pages, from the site's root."""
    top = site / language_root(lang)
    others = [site / other for other in LANGUAGES if other != lang and language_root(other)]
    pages = []
    for index in sorted(top.rglob("index.html")):
        if not any(index.is_relative_to(other) for other in others):
            pages.append(index.parent.relative_to(site).as_posix().strip(".") + "/")
    return [page.lstrip("/") or "./" for page in pages]


def manifest(lang, name, short_name):
    return {"name": name, "short_name": short_name, "lang": lang,
            "start_url": "./", "scope": "./", "display": "standalone",
            "theme_color": THEME_COLOUR, "background_color": BACKGROUND,
            "icons": [{"src": "../" * bool(language_root(lang)) + src, "sizes": sizes,
                       "type": "image/png", "purpose": "any"} for src, sizes in ICONS]}


def write_offline(site, names, bundles):
    """Write each built language's manifest (``names``: {lang: (name, short
    name)}) and the service worker; ``bundles``: the hashed files, from the root."""
    for lang, (name, short_name) in names.items():
        (site / language_root(lang) / MANIFEST).write_text(
            json.dumps(manifest(lang, name, short_name), ensure_ascii=False, indent=1),
            encoding="utf-8")
    shared = sorted({path.relative_to(site).as_posix() for pattern in SHARED
                     for path in site.glob(pattern)} | set(bundles) |
                    {language_root(lang) + MANIFEST for lang in names})
    pages = {lang: language_pages(site, lang) for lang in names}
    digest = hashlib.sha256()
    for path in shared + [p for lang in sorted(pages) for p in pages[lang]]:
        file = site / path / ("index.html" if path.endswith("/") else "")
        digest.update(path.encode() + b"\0" + (file.read_bytes() if file.is_file() else b""))
    script = ("var VERSION = %s;\nvar SHARED = %s;\nvar PAGES = %s;\n"
              "var HASHED = /\\.[0-9a-f]{10}\\.js$/;\n" % (
                  json.dumps(digest.hexdigest()[:16]), json.dumps(shared),
                  json.dumps(pages, sort_keys=True))) + WORKER_JS
    (site / SERVICE_WORKER).write_text(script, encoding="utf-8")
