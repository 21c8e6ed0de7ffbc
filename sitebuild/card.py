"""The picture a link to the site shows in a chat or a post (its Open Graph
and Twitter card, hooks/seo.py): a board in play, drawn at build time.

The position is real: the engine plays the first moves of the site's first
example game (docs/<lang>/examples.md), and the board looks as the site
draws that position (``board.view.board_view`` decides lit, greyed, won and
sent-to boards and the last move; board.css gives the colours). The picture
has no words, so one serves all four languages; each page describes it in
its own (``og:image:alt``). Drawn three times larger and scaled down, for
smooth marks; the same input always gives the same PNG.
"""

import io

from PIL import Image, ImageDraw

from board.view import board_view
from engine.notation import parse_record
from engine.tables import O, X
from sitebuild.palette import colours, site_colours

WIDTH, HEIGHT = 1200, 630          # the size Open Graph and large Twitter cards ask for
# The first example game after 38 moves: X holds two small boards, O three,
# and X is sent to the one where the next move is played.
RECORD = ("a7 b2 e5 f6 h8 f4 i3 g9 b8 f5 h6 e8 c9 i7 g1 c3 i9 g7 c1 h1 f1 i2 i6 g8 c4 g2 b6 d7 "
          "a1 b1 d2 a4 b3 f9 h2 d1 c2 h4")
SCALE = 3
# The board's measures at the card's size (board.css's, about 1.4 times larger):
CELL, CELL_GAP, GAP, RING = 56, 2, 10, 4
SMALL = 3 * CELL + 2 * CELL_GAP
BOARD = 3 * SMALL + 4 * GAP        # the grid's padding is as wide as the gap
MARK_COLOURS = {X: "red", O: "blue"}      # X is Red and O Blue, as the demos show them


def translucent(colour, opacity):
    return colour + (round(255 * opacity),)


def mixed(colour, other, share):
    """``share`` of ``colour`` over ``other`` (CSS's color-mix in sRGB)."""
    return tuple(round(share * a + (1 - share) * b) for a, b in zip(colour, other))


def draw_mark(draw, mark, box, colour):
    """A cross or a ring in ``box`` (left, top, size), as board.css's masks
    draw them in a 10 by 10 square."""
    left, top, size = box
    unit = size / 10

    def at(x, y):
        return left + x * unit, top + y * unit
    if mark == X:
        width = 1.7 * unit
        for start, end in (((1.5, 1.5), (8.5, 8.5)), ((8.5, 1.5), (1.5, 8.5))):
            draw.line([at(*start), at(*end)], fill=colour, width=round(width))
            for x, y in (at(*start), at(*end)):     # round ends
                draw.ellipse([x - width / 2, y - width / 2, x + width / 2, y + width / 2],
                             fill=colour)
    else:
        outer, inner = 4.25 * unit, 2.75 * unit   # radius 3.5, stroke 1.5
        x, y = at(5, 5)
        draw.ellipse([x - outer, y - outer, x + outer, y + outer], outline=colour,
                     width=round(outer - inner))


def card_png(css, record=RECORD):
    """The card, as PNG bytes, for the position after ``record`` (moves from
    the start) with the colours of ``css`` (board.css's text)."""
    palette = colours(css)
    view = board_view(parse_record(record), "en", interactive=False)
    s = SCALE
    background = site_colours()["ink"]
    image = Image.new("RGBA", (BOARD * s, BOARD * s), background + (255,))
    # Drawn in board.css's order: the cells, their marks, a won board's big
    # mark over them, then the last move's ring and the sent-to frame on top.
    cell_marks, board_marks = Image.new("RGBA", image.size), Image.new("RGBA", image.size)
    draw = ImageDraw.Draw(image)
    frames = []
    draw.rounded_rectangle([0, 0, BOARD * s - 1, BOARD * s - 1], radius=6 * s,
                           fill=palette["line"])
    for b, (board_class, _) in enumerate(view["boards"]):
        state = board_class.split()
        x0 = (GAP + (b % 3) * (SMALL + GAP)) * s
        y0 = (GAP + (b // 3) * (SMALL + GAP)) * s
        won = X if "is-x" in state else O if "is-o" in state else None
        if won is not None:
            fill, opacity = palette[MARK_COLOURS[won] + "-tint"], 0.3
            draw_mark(ImageDraw.Draw(board_marks), won,
                      (x0 + 0.06 * SMALL * s, y0 + 0.06 * SMALL * s, 0.88 * SMALL * s),
                      translucent(palette[MARK_COLOURS[won]], 0.9))
        elif "is-drawn" in state or "is-dim" in state:
            fill, opacity = palette["dim"], 0.8
        else:
            fill, opacity = palette["lit" if "is-playable" in state else "cell"], 1
        for c in range(9):
            cell_class = view["cells"][9 * b + c][0].split()
            cx = x0 + (c % 3) * (CELL + CELL_GAP) * s
            cy = y0 + (c // 3) * (CELL + CELL_GAP) * s
            box = [cx, cy, cx + CELL * s - 1, cy + CELL * s - 1]
            marks = [mark for mark, name in ((X, "is-x"), (O, "is-o")) if name in cell_class]
            # The last move's cell: 30 % of its mover's colour (board.css's color-mix).
            last = "is-last" in cell_class and marks
            draw.rectangle(box, fill=mixed(palette[MARK_COLOURS[marks[0]]], palette["cell"], 0.3)
                           if last else fill)
            for mark in marks:
                draw_mark(ImageDraw.Draw(cell_marks), mark,
                          (cx + 0.14 * CELL * s, cy + 0.14 * CELL * s, 0.72 * CELL * s),
                          translucent(palette[MARK_COLOURS[mark]], opacity))
        if "is-target" in state:         # an outline: outside the small board
            out = RING * s
            frames.append(([x0 - out, y0 - out, x0 + SMALL * s + out - 1,
                            y0 + SMALL * s + out - 1], palette["target"]))
    image.alpha_composite(cell_marks)
    image.alpha_composite(board_marks)
    for box, colour in frames:
        draw.rectangle(box, outline=colour, width=RING * s)
    card = Image.new("RGB", (WIDTH, HEIGHT), background)
    card.paste(image.convert("RGB").reduce(s), ((WIDTH - BOARD) // 2, (HEIGHT - BOARD) // 2))
    out = io.BytesIO()
    card.save(out, "PNG")
    return out.getvalue()
