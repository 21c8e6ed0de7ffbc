// Material searches on keyup. Text that comes without a key (pasted, picked
// from a phone keyboard's suggestions, written through an input method, as
// Cyrillic often is) raised none, so nothing was searched; each input event
// now stands in for the keyup Material waits for.
(function () {
  "use strict";
  document.addEventListener("input", function (ev) {
    var el = ev.target;
    if (el.classList && el.classList.contains("md-search__input")) {
      el.dispatchEvent(new KeyboardEvent("keyup"));
    }
  }, true);
})();
