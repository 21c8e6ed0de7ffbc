"""Make the marks' typeface: × and ○ drawn as the boards draw them.

Russian names the marks × and ○ in the board's own lines ("Ваш ход (×)").
Rubik has neither, so a phone drew them from whatever font it had: a thin
ring, a small cross. This writes a font of those two glyphs alone, each the
board's mark (board.css, --uttt-cross and --uttt-ring, a 10-unit square
scaled to Rubik's cap height), into overrides/assets/uttt/fonts/marks.woff2;
site.css puts it before Rubik for those two code points. Run it with
fontTools and Brotli (``pip install fonttools==4.68.0 brotli==1.2.1``):

    python tools/marks_font.py
"""

import math
import pathlib

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

FONT = pathlib.Path(__file__).resolve().parent.parent / "overrides" / "assets" / "uttt" / "fonts" / "marks.woff2"
UNIT = 70              # one unit of the marks' 10-unit square: Rubik's cap height is 700
ADVANCE = 700          # a mark's width with its room, as wide as its square
STEPS = 24             # segments in a half turn: smooth at any size text is read at
CROSS = {"ends": [((1.5, 1.5), (8.5, 8.5)), ((8.5, 1.5), (1.5, 8.5))], "width": 2}
RING = {"centre": (5, 5), "radius": 3.45, "width": 1.8}


def arc(centre, r, start, turn, steps):
    """``steps + 1`` points on a circle from angle ``start`` through ``turn``."""
    return [(centre[0] + r * math.cos(start + turn * i / steps), centre[1] + r * math.sin(start + turn * i / steps))
            for i in range(steps + 1)]


def stroke(a, b, half):
    """The outline a round pen ``2 * half`` wide draws from ``a`` to ``b``."""
    angle = math.atan2(b[1] - a[1], b[0] - a[0])
    return arc(b, half, angle - math.pi / 2, math.pi, STEPS) + arc(a, half, angle + math.pi / 2, math.pi, STEPS)


def circle(centre, r):
    return arc(centre, r, 0, 2 * math.pi, 2 * STEPS)[:-1]


def turned(points, clockwise):
    """``points`` in font units (y up), going round clockwise (an outline)
    or counter-clockwise (a hole), as TrueType fills them."""
    points = [(round(x * UNIT), round((10 - y) * UNIT)) for x, y in points]
    area = sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in zip(points, points[1:] + points[:1]))
    return points if (area < 0) == clockwise else points[::-1]


def glyph(contours):
    pen = TTGlyphPen(None)
    for points in contours:
        pen.moveTo(points[0])
        for point in points[1:]:
            pen.lineTo(point)
        pen.closePath()
    return pen.glyph()


def main():
    cross = [turned(stroke(a, b, CROSS["width"] / 2), True) for a, b in CROSS["ends"]]
    centre, radius, half = RING["centre"], RING["radius"], RING["width"] / 2
    ring = [turned(circle(centre, radius + half), True), turned(circle(centre, radius - half), False)]
    builder = FontBuilder(1000, isTTF=True)
    builder.setupGlyphOrder([".notdef", "multiply", "whitecircle"])
    builder.setupCharacterMap({0x00D7: "multiply", 0x25CB: "whitecircle"})
    glyphs = {".notdef": glyph([]), "multiply": glyph(cross), "whitecircle": glyph(ring)}
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics({name: (ADVANCE, getattr(shape, "xMin", 0)) for name, shape in glyphs.items()})
    builder.setupHorizontalHeader(ascent=935, descent=-250)
    builder.setupNameTable({"familyName": "Ninefold Marks", "styleName": "Bold"})
    builder.setupOS2(sTypoAscender=935, sTypoDescender=-250, usWinAscent=935, usWinDescent=250,
                     usWeightClass=700)
    builder.setupPost()
    builder.font.flavor = "woff2"
    builder.save(str(FONT))


if __name__ == "__main__":
    main()
