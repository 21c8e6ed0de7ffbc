// The visitor's language. At the site's root, a first-time visitor whose browser
// prefers Indonesian, Russian or Swahili is offered that language, once; the
// answer is remembered, and so is every choice made with the language switcher
// (which always wins). Someone who chose a language before is taken to it.
// What was decided at the root is left on <html data-uttt-language="...">
// (stay, offer or go), a hook for tests and tools.
(function () {
  "use strict";
  var KEY = "uttt.v1.language";
  var OFFERS = {
    id: ["Situs ini tersedia dalam Bahasa Indonesia.", "Buka dalam Bahasa Indonesia", "Tetap di sini"],
    ru: ["Этот сайт доступен на русском языке.", "Открыть на русском", "Остаться здесь"],
    sw: ["Tovuti hii inapatikana kwa Kiswahili.", "Fungua kwa Kiswahili", "Baki hapa"]
  };
  function stored() {
    try { return localStorage.getItem(KEY); } catch (e) { return null; }
  }
  function remember(lang) {
    try { localStorage.setItem(KEY, lang); } catch (e) { /* private mode: ask again next time */ }
  }
  document.addEventListener("click", function (ev) {
    var link = ev.target.closest && ev.target.closest("a.md-select__link[hreflang]");
    if (link) { remember(link.getAttribute("hreflang")); }
  }, true);
  var root = document.documentElement;
  if (root.getAttribute("lang") !== "en" || !document.body.hasAttribute("data-uttt-home")) { return; }
  var base = document.body.getAttribute("data-uttt-home");
  function decided(what) { root.setAttribute("data-uttt-language", what); }
  var chosen = stored();
  // Only the languages offered count: a stored "constructor" or "__proto__"
  // must not find Object's own properties.
  if (chosen && Object.prototype.hasOwnProperty.call(OFFERS, chosen)) {
    decided("go");
    location.replace(base + chosen + "/");
    return;
  }
  if (chosen) { decided("stay"); return; }
  var wanted = null;
  var prefs = navigator.languages || [navigator.language || "en"];
  for (var i = 0; i < prefs.length && !wanted; i++) {
    var code = String(prefs[i]).toLowerCase().split("-")[0];
    if (code === "en") { break; }
    if (OFFERS[code]) { wanted = code; }
  }
  if (!wanted) { decided("stay"); return; }
  var text = OFFERS[wanted];
  var bar = document.createElement("div");
  bar.className = "uttt-language-offer";
  bar.setAttribute("role", "region");
  bar.setAttribute("lang", wanted);
  bar.setAttribute("aria-label", text[0]);
  var message = document.createElement("span");
  message.textContent = text[0];
  var go = document.createElement("a");
  go.href = base + wanted + "/";
  go.textContent = text[1];
  go.className = "uttt-btn";
  go.addEventListener("click", function () { remember(wanted); });
  var stay = document.createElement("button");
  stay.type = "button";
  stay.className = "uttt-btn";
  stay.textContent = text[2];
  stay.addEventListener("click", function () { remember("en"); bar.remove(); });
  bar.append(message, go, stay);
  var main = document.querySelector(".md-content__inner") || document.body;
  main.insertBefore(bar, main.firstChild);
  decided("offer");
})();
