"""The site's logo, drawn once and written two ways: the SVG of the header
and the browser tab (``favicon.svg``), and the PNGs of the home-screen icon
(``icon-192.png``, ``icon-512.png``, full-bleed so a phone may crop them to
its own shape). The big board as the game shows it, nine squares: the
centre one in gold, the board the next move is sent to; the top-left one
won by red and the bottom-right one by blue, each under its winner's tint
and mark in the ink (a small cross, a small ring, which cannot read as a
"close" button), the rest in the paper's colour. Blocks of colour that
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
# The nine squares, filled and rounded: (x, y, side, radius), row by row.
STEP, SIDE, RADIUS = 6.6, 5.4, 1.1
SQUARES = tuple((2.7 + column * STEP, 2.7 + row * STEP) for row in range(3) for column in range(3))
# Each square's colour: red's board, the board to play, blue's board.
FILLS = ("mark-red", "paper", "paper", "paper", "mark-gold", "paper", "paper", "paper", "mark-blue")
# The winners' marks in the ink, inside their squares: the cross's two
# strokes (x1, y1, x2, y2), the ring (x, y, r); both WIDTH wide.
CROSS = ((4.2, 4.2, 6.6, 6.6), (6.6, 4.2, 4.2, 6.6))
RING = (18.6, 18.6, 1.35)
WIDTH = 1.1
ICONS = {"icon-192.png": 192, "icon-512.png": 512}
FAVICON = "favicon.svg"


def svg(colours):
    """The logo as SVG text, on the ink's rounded square."""
    ink = hex_colour(colours["ink"])
    parts = ['<rect width="24" height="24" rx="5" fill="%s"/>' % ink]
    parts.extend('<rect x="%g" y="%g" width="%g" height="%g" rx="%g" fill="%s"/>'
                 % (x, y, SIDE, SIDE, RADIUS, hex_colour(colours[fill]))
                 for (x, y), fill in zip(SQUARES, FILLS))
    parts.extend('<path d="M%g %gL%g %g" stroke="%s" stroke-width="%g" stroke-linecap="round"/>'
                 % (line + (ink, WIDTH)) for line in CROSS)
    parts.append('<circle cx="%g" cy="%g" r="%g" fill="none" stroke="%s" stroke-width="%g"/>'
                 % (RING + (ink, WIDTH)))
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
    for (x, y), fill in zip(SQUARES, FILLS):
        draw.rounded_rectangle([*at(x, y), *at(x + SIDE, y + SIDE)], radius=RADIUS * unit,
                               fill=colours[fill])
    stroke = WIDTH * unit
    for line in CROSS:
        ends = (at(*line[:2]), at(*line[2:]))
        draw.line(ends, fill=colours["ink"], width=round(stroke))
        for x, y in ends:                      # round ends, as the SVG's
            draw.ellipse([x - stroke / 2, y - stroke / 2, x + stroke / 2, y + stroke / 2],
                         fill=colours["ink"])
    x, y, r = RING
    outer, inner = (r + WIDTH / 2) * unit, (r - WIDTH / 2) * unit
    (cx, cy) = at(x, y)
    draw.ellipse([cx - outer, cy - outer, cx + outer, cy + outer], fill=colours["ink"])
    draw.ellipse([cx - inner, cy - inner, cx + inner, cy + inner], fill=colours["mark-blue"])
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
