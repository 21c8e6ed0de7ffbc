"""Russian typography, set as a careful Russian editor sets it: a
non-breaking space after a one-letter word (в, и, а, с, к, о, у, я), between
a number and the word or unit it counts («0,25 секунды», «30 с», «2020 году»,
«62 %»), and before an em dash, so that none of them is left alone at the end
or the start of a line on a narrow phone.

``russian`` sets plain text; ``russian_html`` the text of an HTML fragment,
leaving tags, attributes and code (``pre``, ``code``, ``script``, ``style``,
``textarea``) alone. The pages get it from hooks/typography.py; the board's
Russian texts are written with it (tests/board/test_texts.py holds them).
"""

import re

NBSP = "\u00a0"
# A one-letter word (not the end of a longer or hyphenated word), then a word,
# a number or a quote; at the end of a text, what follows is in the next
# element («в <a>разделе</a>»).
ONE_LETTER = re.compile(r"(?<![\w\-])([вВиИаАсСкКоОуУяЯ]) (?=[^\W_]|[«(„\"]|$)")
# A number on its own (not the digit of a cell name such as e5, nor part of
# 1.5), then the word or unit it counts.
NUMBER = re.compile(r"(?<![\w.,\-])(\d+(?:,\d+)?) (?=[^\W\d_]|%|$)")
DASH = re.compile(r" (?=—)")
# Elements whose text is code, whole (a script ends at its first "</script>",
# as in HTML itself), and any other tag.
CODE = re.compile(r"(<(pre|code|script|style|textarea)\b.*?</\2\s*>)", re.S | re.I)
TAG = re.compile(r"(<[^>]*>)")


def russian(text):
    text = ONE_LETTER.sub(r"\1" + NBSP, text)
    text = NUMBER.sub(r"\1" + NBSP, text)
    return DASH.sub(NBSP, text)


def russian_html(html):
    parts = CODE.split(html)
    out = []
    # split() gives text, then each match's two groups (the element, its name).
    for k in range(0, len(parts), 3):
        pieces = TAG.split(parts[k])
        pieces[::2] = [russian(piece) for piece in pieces[::2]]
        out.append("".join(pieces))
        if k + 1 < len(parts):
            out.append(parts[k + 1])
    return "".join(out)
