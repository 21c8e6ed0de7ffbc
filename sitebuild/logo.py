"""The site's logo, drawn once and written two ways: the SVG of the header
and the browser tab (``favicon.svg``), and the PNGs of the home-screen icon
(``icon-192.png``, ``icon-512.png``, full-bleed so a phone may crop them to
its own shape). A small board drawn bold enough to read at 32 px: a red
cross in a corner, a blue ring in the middle, and the opposite corner
framed in the gold of the board in play; the colours are the site's own
(site.css, ``sitebuild.palette``).

    python -m sitebuild.logo     rewrites the three files in overrides/assets/uttt

tests/hooks/test_logo.py holds the files to this drawing.
"""

import io

from PIL import Image, ImageDraw

from sitebuild.palette import ASSETS, hex_colour, site_colours

SIZE = 24                      # the drawing's units: a 24 by 24 square
SAFE = 0.8                     # a home-screen icon keeps its drawing in the middle 80 %
SCALE = 4                      # PNGs drawn four times larger, then scaled down
# (kind, colour, width, geometry): lines from (x1, y1) to (x2, y2), a ring
# (cx, cy, r), a rounded frame (x, y, w, h, radius); round ends throughout.
DRAWING = (
    ("line", "paper", 1.5, (9, 3.2, 9, 20.8)), ("line", "paper", 1.5, (15, 3.2, 15, 20.8)),
    ("line", "paper", 1.5, (3.2, 9, 20.8, 9)), ("line", "paper", 1.5, (3.2, 15, 20.8, 15)),
    ("frame", "mark-gold", 1.8, (16.3, 16.3, 3.4, 3.4, 0.6)),
    ("line", "mark-red", 2.4, (4.1, 4.1, 7.9, 7.9)), ("line", "mark-red", 2.4, (7.9, 4.1, 4.1, 7.9)),
    ("ring", "mark-blue", 2.2, (12, 12, 2.0)),
)
ICONS = {"icon-192.png": 192, "icon-512.png": 512}
FAVICON = "favicon.svg"


def svg(colours):
    """The logo as SVG text, on the ink's rounded square."""
    parts = ['<rect width="24" height="24" rx="5" fill="%s"/>' % hex_colour(colours["ink"])]
    for kind, colour, width, shape in DRAWING:
        stroke = 'stroke="%s" stroke-width="%g" stroke-linecap="round"' % (
            hex_colour(colours[colour]), width)
        if kind == "line":
            parts.append('<path d="M%g %gL%g %g" %s/>' % (shape + (stroke,)))
        elif kind == "ring":
            parts.append('<circle cx="%g" cy="%g" r="%g" fill="none" %s/>' % (shape + (stroke,)))
        else:
            parts.append('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="none" %s/>'
                         % (shape + (stroke,)))
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
    for kind, colour, width, shape in DRAWING:
        fill, stroke = colours[colour], width * unit
        if kind == "line":
            ends = (at(*shape[:2]), at(*shape[2:]))
            draw.line(ends, fill=fill, width=round(stroke))
            for x, y in ends:                      # round ends, as the SVG's
                draw.ellipse([x - stroke / 2, y - stroke / 2, x + stroke / 2, y + stroke / 2], fill=fill)
        elif kind == "ring":
            cx, cy, r = shape
            (x0, y0), (x1, y1) = at(cx - r - width / 2, cy - r - width / 2), at(cx + r + width / 2, cy + r + width / 2)
            draw.ellipse([x0, y0, x1, y1], outline=fill, width=round(stroke))
        else:
            x, y, w, h, radius = shape
            (x0, y0), (x1, y1) = at(x - width / 2, y - width / 2), at(x + w + width / 2, y + h + width / 2)
            draw.rounded_rectangle([x0, y0, x1, y1], radius=(radius + width / 2) * unit,
                                   outline=fill, width=round(stroke))
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
