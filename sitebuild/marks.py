"""The two marks as a page's text names them (**X** and **O**, in Russian
**×** and **○**), drawn as the boards draw them (board.css, .uttt-glyph):
the letter stays in the text, for search, copying and screen readers."""

import re

MARK = re.compile(r"<strong>([XO×○])</strong>")
SHAPES = {"X": "x", "×": "x", "O": "o", "○": "o"}


def drawn_marks(html):
    """``html`` with each bold mark a drawn one."""
    return MARK.sub(lambda m: '<strong class="uttt-glyph is-%s">%s</strong>'
                    % (SHAPES[m.group(1)], m.group(1)), html)
