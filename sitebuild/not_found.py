"""The "page not found" page in each language's own frame.

mkdocs-static-i18n builds the languages one after another, and each build
writes ``404.html`` at the site's root in that language's frame (header,
search, switcher), the last one overwriting the others. The static host
serves only the root's, for every address. So the default language's copy
stays at the root and each other language's goes to its folder
(``ru/404.html``), where the root page's script fetches it for an address
under that folder (overrides/404.html).
"""

import re

PAGE = "404.html"
LANG = re.compile(r'<html lang="([^"]+)"')

_default = {}


def keep_not_found_page(site, default_lang):
    """After one language's build: move the 404 page it wrote to where it
    belongs, and put the default language's back at the root."""
    root = site / PAGE
    page = root.read_text(encoding="utf-8")
    found = LANG.search(page)
    if found is None:
        raise ValueError("%s: no <html lang=...>, cannot tell its language" % root)
    lang = found.group(1)
    if lang == default_lang:
        _default["page"] = page
        return
    (site / lang / PAGE).write_text(page, encoding="utf-8")
    if "page" not in _default:
        raise ValueError("%s: the %s build came before the %s one" % (root, lang, default_lang))
    root.write_text(_default["page"], encoding="utf-8")
