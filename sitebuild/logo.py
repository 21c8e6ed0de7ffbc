"""The site's logo, drawn once and written two ways: the SVG of the header
and the browser tab (``favicon.svg``), and the PNGs of the home-screen icon
(``icon-192.png``, ``icon-512.png``, full-bleed so a phone may crop them to
its own shape). A tic-tac-toe grid in the paper's colour on the ink, a red
cross in its top-left cell and a blue ring in its bottom-right one, and in
its centre cell the gold square of the board the next move is sent to: the
game at a glance, and the nine boards in one, in blocks and strokes that
still read at 16 px. The colours are the site's own (site.css,
``sitebuild.palette``).

    python -m sitebuild.logo     rewrites the three files in overrides/assets/uttt

tests/hooks/test_logo.py holds the files to this drawing.
"""

import io

from PIL import Image, ImageDraw

from sitebuild.palette import ASSETS, hex_colour, site_colours

SIZE = 24                      # the drawing's units: a 24 by 24 square
SAFE = 0.8                     # a home-screen icon keeps its drawing in the middle 80 %
SCALE = 4                      # PNGs drawn four times larger, then scaled down
# The drawing, in order: ("square", x, y, side, radius, colour), ("stroke",
# x1, y1, x2, y2, width, colour) with round ends, ("ring", x, y, r, width,
# colour).
GRID = 1.8
SHAPES = (
    ("square", 10.2, 10.2, 3.6, 0.8, "mark-gold"),
    ("stroke", 9, 3, 9, 21, GRID, "paper"),
    ("stroke", 15, 3, 15, 21, GRID, "paper"),
    ("stroke", 3, 9, 21, 9, GRID, "paper"),
    ("stroke", 3, 15, 21, 15, GRID, "paper"),
    ("stroke", 3.8, 3.8, 7.2, 7.2, 2, "mark-red"),
    ("stroke", 7.2, 3.8, 3.8, 7.2, 2, "mark-red"),
    ("ring", 18.6, 18.6, 1.8, 1.7, "mark-blue"),
)
ICONS = {"icon-192.png": 192, "icon-512.png": 512}
FAVICON = "favicon.svg"


def svg(colours):
    """The logo as SVG text, on the ink's rounded square."""
    parts = ['<rect width="24" height="24" rx="5" fill="%s"/>' % hex_colour(colours["ink"])]
    for kind, *args, colour in SHAPES:
        paint = hex_colour(colours[colour])
        if kind == "square":
            x, y, side, radius = args
            parts.append('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>'
                         % (x, y, side, side, radius, paint))
        elif kind == "stroke":
            parts.append('<path d="M%g %gL%g %g" stroke="%s" stroke-width="%g" '
                         'stroke-linecap="round"/>' % (*args[:4], paint, args[4]))
        else:
            parts.append('<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" '
                         'stroke-width="%g"/>' % (*args[:3], paint, args[3]))
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

    def disc(x, y, r, fill):
        draw.ellipse([x - r, y - r, x + r, y + r], fill=fill)
    for kind, *args, colour in SHAPES:
        paint = colours[colour]
        if kind == "square":
            x, y, side, radius = args
            draw.rounded_rectangle([*at(x, y), *at(x + side, y + side)], radius=radius * unit,
                                   fill=paint)
        elif kind == "stroke":
            ends = (at(*args[:2]), at(*args[2:4]))
            draw.line(ends, fill=paint, width=round(args[4] * unit))
            for x, y in ends:                  # round ends, as the SVG's
                disc(x, y, args[4] * unit / 2, paint)
        else:
            x, y, r, width = args
            cx, cy = at(x, y)
            disc(cx, cy, (r + width / 2) * unit, paint)
            disc(cx, cy, (r - width / 2) * unit, colours["ink"])
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
