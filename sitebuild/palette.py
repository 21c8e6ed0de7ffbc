"""The site's colours as the build needs them, read from the style sheets the
pages use, so that a colour is changed in one place: the first rule of
site.css holds the site's palette (the manifest's theme colour, the offline
page, the icons), the first rule of board.css the board's (the link card).
"""

import pathlib
import re

ASSETS = pathlib.Path(__file__).resolve().parent.parent / "overrides" / "assets" / "uttt"
SITE_CSS = ASSETS / "site.css"
BOARD_CSS = ASSETS / "board.css"
PROPERTY = re.compile(r"--uttt-([a-z-]+):\s*(#[0-9a-f]{6})\s*;")


def colours(css):
    """{name: (r, g, b)} of the custom properties of the first rule of
    ``css`` (a style sheet's text): ``--uttt-red: #c62828`` -> ``red``."""
    first = css[css.index("{") + 1:css.index("}")]
    found = {name: rgb(value) for name, value in PROPERTY.findall(first)}
    if not found:
        raise ValueError("the first rule of the style sheet names no --uttt- colour: %r"
                         % first[:80])
    return found


def rgb(value):
    """``"#1c2b39"`` -> ``(28, 43, 57)``."""
    return tuple(int(value[k:k + 2], 16) for k in (1, 3, 5))


def hex_colour(colour):
    return "#%02x%02x%02x" % colour[:3]


def site_colours():
    return colours(SITE_CSS.read_text(encoding="utf-8"))
