"""The site's logo, drawn once and written two ways: the SVG of the header
and the browser tab (``favicon.svg``), and the PNGs of the home-screen icon
(``icon-192.png``, ``icon-512.png``, full-bleed so a phone may crop them to
its own shape). A small board won, as the game draws one: nine squares in
the paper's colour under a big red cross, edged in the ink so it stands
off them, and the other player's blue ring in the top square: the game's
two marks, large enough to read at 16 px. The colours are the
site's own (site.css, ``sitebuild.palette``).

    python -m sitebuild.logo     rewrites the three files in overrides/assets/uttt

tests/hooks/test_logo.py holds the files to this drawing.
"""

import io

from PIL import Image, ImageDraw

from sitebuild.palette import ASSETS, hex_colour, site_colours

SIZE = 24                      # the drawing's units: a 24 by 24 square
SAFE = 0.8                     # a home-screen icon keeps its drawing in the middle 80 %
SCALE = 4                      # PNGs drawn four times larger, then scaled down
# The nine squares, filled and rounded: (x, y, side, radius).
STEP, SIDE = 6.6, 5.4
SQUARES = tuple((2.7 + column * STEP, 2.7 + row * STEP, SIDE, 1.1)
                for row in range(3) for column in range(3))
# The cross's two strokes (x1, y1, x2, y2), drawn in the ink at EDGE and in
# red at WIDTH over it.
CROSS = ((6, 6, 18, 18), (18, 6, 6, 18))
WIDTH, EDGE = 2.8, 4.4
# The other player's ring in the top square, clear of the cross: (x, y, r, width).
RING = (12, 5.4, 1.5, 1.1)
ICONS = {"icon-192.png": 192, "icon-512.png": 512}
FAVICON = "favicon.svg"


def svg(colours):
    """The logo as SVG text, on the ink's rounded square."""
    parts = ['<rect width="24" height="24" rx="5" fill="%s"/>' % hex_colour(colours["ink"])]
    paper, ink, red = (hex_colour(colours[name]) for name in ("paper", "ink", "mark-red"))
    parts.extend('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>'
                 % (x, y, side, side, radius, paper) for x, y, side, radius in SQUARES)
    for colour, width in ((ink, EDGE), (red, WIDTH)):
        parts.extend('<path d="M%g %gL%g %g" stroke="%s" stroke-width="%g" stroke-linecap="round"/>'
                     % (line + (colour, width)) for line in CROSS)
    parts.append('<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" stroke-width="%g"/>'
                 % (RING[:3] + (hex_colour(colours["mark-blue"]), RING[3])))
    return ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24">%s</svg>\n'
            % "".join(parts))


def png(colours, pixels):
    """The home-screen icon, ``pixels`` square, as PNG bytes: the ink to the
    edges, the drawing inside the safe middle."""
    big = pixels * SCALE
    image = Image.new("RGB", (big, big), colours["ink"])
    draw = ImageDraw.Draw(image)
    unit = big * SAFE / SIZE
    offset = big * (1 - SAFE) / 2

    def at(x, y):
        return offset + x * unit, offset + y * unit
    for x, y, side, radius in SQUARES:
        draw.rounded_rectangle([*at(x, y), *at(x + side, y + side)], radius=radius * unit,
                               fill=colours["paper"])
    for colour, width in ((colours["ink"], EDGE), (colours["mark-red"], WIDTH)):
        stroke = width * unit
        for line in CROSS:
            ends = (at(*line[:2]), at(*line[2:]))
            draw.line(ends, fill=colour, width=round(stroke))
            for x, y in ends:                      # round ends, as the SVG's
                draw.ellipse([x - stroke / 2, y - stroke / 2, x + stroke / 2, y + stroke / 2],
                             fill=colour)
    x, y, r, width = RING
    outer, inner = (r + width / 2) * unit, (r - width / 2) * unit
    (cx, cy) = at(x, y)
    draw.ellipse([cx - outer, cy - outer, cx + outer, cy + outer], fill=colours["mark-blue"])
    draw.ellipse([cx - inner, cy - inner, cx + inner, cy + inner], fill=colours["paper"])
    out = io.BytesIO()
    image.resize((pixels, pixels), Image.LANCZOS).save(out, format="PNG", optimize=True)
    return out.getvalue()


def files():
    """{file name under overrides/assets/uttt: its bytes}."""
    colours = site_colours()
    drawn = {FAVICON: svg(colours).encode("utf-8")}
    drawn.update((name, png(colours, pixels)) for name, pixels in ICONS.items())
    return drawn


if __name__ == "__main__":
    for name, data in files().items():
        (ASSETS / name).write_bytes(data)
        print("wrote", ASSETS / name, len(data), "bytes")
