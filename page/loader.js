/* The start-up protocol of a page with boards: the one place it is written.
 * Inlined in the page's head (overrides/main.html) by the build, which
 * minifies it and writes the page's manifest before it:
 *   <script type="application/json" id="uttt-manifest">{
 *     "runtime": Brython's runtime, its parts in order (sitebuild/bundle.py),
 *     "start": the bundles a board starts with (the page bundle, this
 *       language's texts, the teaching boards' bundle where the page has
 *       such boards) and last the boot script,
 *     "fetch": bundles to download, not run, once the boards in view are
 *       live (the computer's, on a page with a play board),
 *     "later": the scripts no board needs (Material's own bundle), run at
 *       the visitor's first touch, key, wheel or scroll, once the boards
 *       in view are live (at once then if the visitor touched before),
 *     "features": {name: {"src", "entry"}} bundles loaded when first needed
 *       ("computer") or already among "start" ("teach"): the module a
 *       feature hands over, from the bundle table (sitebuild/bundles.py),
 *     "worker": the computer's Web Worker, "saved": the prefix of the play
 *       boards' saved games, "puzzles": the puzzle player's saved progress
 *       (on the Puzzles page), "sw": the service worker, "lang": the language}
 *   A page without boards has no "runtime": only step 6 applies there.
 *
 * Every script here runs as a task of its own and the boot yields between
 * its steps (soon, below), so a phone's main thread is never held long:
 * Lighthouse's Total Blocking Time counts each task over 50 ms.
 *
 * 1. Preload: once the page's first frame is drawn (its styles first),
 *    Brython's runtime, alone (the largest download, so a slow line
 *    carries one thing at a time), then, once all of its parts
 *    have arrived, the start scripts, which download while the runtime
 *    starts; they run in their order (async = false). The boot script waits
 *    for the parsed page.
 * 2. Early taps: the board is painted long before Brython has started it.
 *    Every tap (pointer down and up on one cell, a click without a pointer,
 *    Enter or Space) on a cell of a board that is not live yet is kept and
 *    the cell lit at once (.is-taken); the board takes them with
 *    __uttt.taps(board) when it goes live and plays them by its own rules.
 *    A play board whose game is saved keeps its grid hidden until the game
 *    is restored; <html data-uttt-js> says scripts run here.
 * 3. Steps: __uttt.soon(step) runs step in a task of its own, after the
 *    tasks already waiting (input among them).
 * 4. Ready: the boot calls __uttt.ready() when the boards in view are live;
 *    then the site's typeface is asked for (<html data-uttt-type>, site.css:
 *    at once on a page without boards), the "fetch" bundles download, and
 *    the "later" scripts load, in their order, at the first pointer, key,
 *    wheel or scroll. The typeface waits so as not to share a phone's slow
 *    line with Brython's runtime: the text shows in the device's own font
 *    until then.
 * 5. Features: __uttt.need(name, callback) loads a feature's bundle if it
 *    has not been yet and calls callback(entry) once it has run; each
 *    bundle's run is announced on document as a "uttt:bundle" event (its
 *    name in detail) and marked data-loaded on its script.
 * 6. Offline: 2 s after the page has loaded (not to compete with the first
 *    taps), the service worker is registered and told the page's language,
 *    whose pages it keeps.
 */
(function () {
  var root = document.documentElement;
  var manifest = JSON.parse(document.getElementById("uttt-manifest").textContent);
  var taps = [], pressed = null, loaded = {}, waiting = {}, started = false, arrived = 0;
  var steps = [], channel = new MessageChannel();
  channel.port1.onmessage = function () { steps.shift()(); };
  function soon(step) {
    steps.push(step);
    channel.port2.postMessage(null);
  }

  function add(src, name) {
    var script = document.createElement("script");
    script.src = src;
    script.async = false;
    script.onload = function () {
      script.setAttribute("data-loaded", "");
      if (!name) { return; }
      loaded[name] = true;
      (waiting[name] || []).forEach(function (then) { then(manifest.features[name].entry); });
      delete waiting[name];
      document.dispatchEvent(new CustomEvent("uttt:bundle", {detail: name}));
    };
    if (name) { script.setAttribute("data-uttt-bundle", name); }
    document.head.appendChild(script);
  }
  function featureOf(src) {
    for (var name in manifest.features) {
      if (manifest.features[name].src === src) { return name; }
    }
    return null;
  }
  function start() {
    if (started || ++arrived < manifest.runtime.length) { return; }
    started = true;
    manifest.runtime.concat(manifest.start).forEach(function (src) { add(src, featureOf(src)); });
  }
  function preload(src, then) {
    var link = document.createElement("link");
    link.rel = "preload";
    link.as = "script";
    link.href = src;
    link.onload = link.onerror = then;
    document.head.appendChild(link);
  }
  var FIRST_TOUCH = ["pointerdown", "keydown", "wheel", "scroll", "touchstart"];
  var touched = false, isReady = false;
  function later() {
    if (!touched) {
      touched = true;
      FIRST_TOUCH.forEach(function (type) { removeEventListener(type, later, true); });
    }
    if (isReady) {
      manifest.later.forEach(function (src) { add(src, featureOf(src)); });
    }
  }
  FIRST_TOUCH.forEach(function (type) {
    addEventListener(type, later, {capture: true, passive: true});
  });

  window.__uttt = {
    worker: manifest.worker,
    taps: function (board) {
      var mine = taps.filter(function (tap) { return tap.board === board; });
      taps = taps.filter(function (tap) { return tap.board !== board; });
      mine.forEach(function (tap) { tap.el.classList.remove("is-taken"); });
      return mine;
    },
    soon: soon,
    ready: function () {
      root.setAttribute("data-uttt-type", "");
      manifest.fetch.forEach(function (src) { preload(src, null); });
      isReady = true;
      if (touched) { later(); }
    },
    need: function (name, then) {
      if (loaded[name]) { then(manifest.features[name].entry); return; }
      var first = !waiting[name];
      (waiting[name] = waiting[name] || []).push(then);
      var src = manifest.features[name].src;
      if (first && !document.querySelector('script[data-uttt-bundle="' + name + '"]')) {
        add(src, name);
      }
    }
  };

  var probe = document.createElement("link");
  if (!manifest.runtime) {
    root.setAttribute("data-uttt-type", "");
  } else if (probe.relList && probe.relList.supports && probe.relList.supports("preload")) {
    /* after the first frame (the page's own styles come first), a part
       per task: the twenty requests made in one task held a phone's main
       thread for up to a hundred milliseconds */
    requestAnimationFrame(function () {
      manifest.runtime.forEach(function (src) { soon(function () { preload(src, start); }); });
    });
  } else {
    arrived = manifest.runtime.length;
    start();
  }

  root.setAttribute("data-uttt-js", "");
  function early(ev) {
    var t = ev.target, cell = t && t.closest ? t.closest(".uttt-cell") : null;
    var board = cell ? cell.closest(".uttt") : null;
    return board && !board.classList.contains("is-live") ? cell : null;
  }
  function take(ev, cell) {
    ev.preventDefault();
    cell.classList.add("is-taken");
    taps.push({board: cell.closest(".uttt"), el: cell, cell: cell.getAttribute("data-cell"),
               stamp: ev.timeStamp});
  }
  document.addEventListener("pointerdown", function (ev) { pressed = early(ev); }, true);
  document.addEventListener("pointerup", function (ev) {
    var cell = early(ev);
    if (cell && cell === pressed) { take(ev, cell); }
    pressed = null;
  }, true);
  document.addEventListener("click", function (ev) {
    var cell = early(ev);
    if (cell && ev.detail === 0) { take(ev, cell); }
  }, true);
  document.addEventListener("keydown", function (ev) {
    var cell = early(ev);
    if (cell && (ev.key === "Enter" || ev.key === " ")) { take(ev, cell); }
  }, true);

  try {
    var hide = [];
    for (var i = 0; i < localStorage.length; i++) {
      var key = localStorage.key(i);
      if (key.indexOf(manifest.saved) === 0) {
        hide.push('.uttt-play[data-id="' + CSS.escape(key.slice(manifest.saved.length)) +
                  '"]:not(.is-live)');
      }
    }
    // The Puzzles page is built showing a new player's first puzzle: a
    // player with progress, or a link, waits for the device's own.
    if (manifest.puzzles && (localStorage.getItem(manifest.puzzles) !== null ||
                             location.hash.length > 1)) {
      hide.push(".uttt-puzzle:not(.is-live)");
    }
    if (hide.length) {
      var style = document.createElement("style");
      style.textContent = hide.map(function (s) { return s + " .uttt-grid"; }).join(",") +
        "{visibility:hidden}" + hide.map(function (s) {
          return s + " :is(.uttt-status,.uttt-puzzle-task,.uttt-puzzle-about,.uttt-puzzle-player)";
        }).join(",") + "{color:transparent}";
      document.head.appendChild(style);
    }
  } catch (e) {}  /* storage refused: nothing saved to wait for */

  if ("serviceWorker" in navigator) {
    addEventListener("load", function () {
      setTimeout(function () {
        navigator.serviceWorker.register(manifest.sw).then(function () {
          return navigator.serviceWorker.ready;
        }).then(function (reg) { reg.active.postMessage({lang: manifest.lang}); }, function () {});
      }, 2000);
    });
  }
})();
