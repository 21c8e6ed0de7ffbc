"""Typography of the pages' text. Every language: a hyphenated word
("Tic-Tac-Toe", "top-right", «крестики-нолики») kept on one line, not
broken at its hyphens (``unbroken_html``, within a page's article).

Russian, set as a careful Russian editor sets it: a
non-breaking space after a one-letter word (в, и, а, с, к, о, у, я), between
a number and the word or unit it counts («0,25 секунды», «30 с», «2020 году»,
«62 %»), and before an em dash, so that none of them is left alone at the end
or the start of a line on a narrow phone.

``russian`` sets plain text; ``russian_html`` the text of an HTML fragment,
leaving tags, attributes and code (``pre``, ``code``, ``script``, ``style``,
``textarea``) alone, and ``unbroken_html`` leaves drawings (``svg``) and what
cannot hold an element (``title``, ``option``) alone too. The pages get them
from hooks/typography.py; the board's Russian texts are written with
``russian`` (tests/board/test_texts.py holds them).
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


def elements(names):
    """Whole elements of the ``names`` ("a|b"): a script ends at its first
    "</script>", as in HTML itself."""
    return re.compile(r"(<(%s)\b.*?</\2\s*>)" % names, re.S | re.I)


# Elements whose text is code; those and where a span may not go (a
# drawing, a title, an option); any other tag.
CODE_NAMES = "pre|code|script|style|textarea"
CODE = elements(CODE_NAMES)
NOT_TEXT = elements(CODE_NAMES + "|svg|title|option")
TAG = re.compile(r"(<[^>]*>)")
# A word of letters joined by hyphens, its last part letters or a number
# (Indonesian "ke-81"), at most LONGEST long (a longer one may be broken:
# it might not fit a 320 px phone's line).
HYPHENATED = re.compile(r"(?<![\w\-])[^\W\d_]+(?:-[^\W\d_]+)*-(?:[^\W\d_]+|\d+)(?![\w\-])")
LONGEST = 24


def russian(text):
    text = ONE_LETTER.sub(r"\1" + NBSP, text)
    text = NUMBER.sub(r"\1" + NBSP, text)
    return DASH.sub(NBSP, text)


def unbroken(text):
    """``text`` with each hyphenated word in a span kept on one line."""
    return HYPHENATED.sub(lambda m: m.group(0) if len(m.group(0)) > LONGEST else
                          '<span class="uttt-nowrap">%s</span>' % m.group(0), text)


def set_text(html, setter, skipped=CODE):
    """``html`` with ``setter`` applied to its text: not to tags, attributes
    or the elements ``skipped`` matches."""
    parts = skipped.split(html)
    out = []
    # split() gives text, then each match's two groups (the element, its name).
    for k in range(0, len(parts), 3):
        pieces = TAG.split(parts[k])
        pieces[::2] = [setter(piece) for piece in pieces[::2]]
        out.append("".join(pieces))
        if k + 1 < len(parts):
            out.append(parts[k + 1])
    return "".join(out)


def russian_html(html):
    return set_text(html, russian)


def unbroken_html(html):
    """A page with the hyphenated words of its article kept whole."""
    start, end = html.find("<article"), html.rfind("</article>")
    if start < 0 or end < start:
        return html
    return html[:start] + set_text(html[start:end], unbroken, NOT_TEXT) + html[end:]
