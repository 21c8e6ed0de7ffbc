"""The site's palette as the build reads it (sitebuild/palette.py) and the
logo drawn from it (sitebuild/logo.py): the committed files are the drawing,
in the site's colours, and the theme colour is the header's."""

import io
import re

import pytest
from PIL import Image

from sitebuild import logo, offline, palette


def test_the_committed_logo_and_icons_are_the_drawing_in_the_site_colours():
    """A change to the drawing or to site.css's palette needs
    `python -m sitebuild.logo`; this fails until it is run."""
    for name, data in logo.files().items():
        assert (palette.ASSETS / name).read_bytes() == data, name


def test_the_home_screen_icons_are_full_bleed_with_the_drawing_in_the_safe_middle():
    colours = palette.site_colours()
    for name, pixels in logo.ICONS.items():
        image = Image.open(io.BytesIO(logo.png(colours, pixels))).convert("RGB")
        assert image.size == (pixels, pixels)
        # The ink to every corner, so a phone may crop the icon to its own shape.
        for corner in ((0, 0), (pixels - 1, 0), (0, pixels - 1), (pixels - 1, pixels - 1)):
            assert image.getpixel(corner) == colours["ink"], (name, corner)
        # Nothing drawn outside the middle 80 %: the edge's band is ink only.
        band = int(pixels * (1 - logo.SAFE) / 2) - 1
        edge = {image.getpixel((x, y)) for x in range(pixels) for y in range(band)}
        assert edge == {colours["ink"]}, name
        # Across the middle: the grid's paper lines on either side of the
        # gold centre, the ink of the empty cells beyond them.
        def at(x, y):
            return image.getpixel((round(pixels * (0.1 + 0.8 * x / 24)),
                                   round(pixels * (0.1 + 0.8 * y / 24))))
        across = [at(x, 12) for x in (1.3, 5.4, 9, 12, 15, 18.6, 22.7)]
        assert across == [colours[part] for part in ("ink", "ink", "paper", "mark-gold", "paper",
                                                     "ink", "ink")], name
        # The cross's middle in the top-left cell, the ring's edge in the
        # bottom-right one (within what scaling down leaves).
        for (x, y), part in (((6, 6), "mark-red"), ((19.9, 18), "mark-blue")):
            assert max(abs(a - b) for a, b in zip(at(x, y), colours[part])) <= 3, (name, part)


def test_the_svg_logo_uses_the_site_colours_only():
    colours = palette.site_colours()
    svg = logo.svg(colours)
    used = set(re.findall(r'(?:fill|stroke)="(#[0-9a-f]{6})"', svg))
    assert used == {palette.hex_colour(colours[name]) for name in
                    ("ink", "paper", "mark-red", "mark-blue", "mark-gold")}


def test_the_theme_colour_is_the_ink_of_the_header():
    css = palette.SITE_CSS.read_text(encoding="utf-8")
    ink = re.search(r"--uttt-ink:\s*(#[0-9a-f]{6});", css).group(1)
    assert offline.THEME_COLOUR == ink
    assert offline.manifest("en", "Ninefold", "Ninefold")["theme_color"] == ink


def test_a_style_sheet_whose_first_rule_names_no_colour_is_an_error_quoting_it():
    with pytest.raises(ValueError, match="--uttt- colour.*margin: 0"):
        palette.colours(".x { margin: 0 }")
    assert palette.colours(":root { --uttt-ink: #1c2b39; }") == {"ink": (0x1c, 0x2b, 0x39)}
