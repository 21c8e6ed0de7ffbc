"""Every text the board shows, in English, Indonesian, Russian and Swahili.

The texts themselves are in ``board.words``, a module per language, read
when first asked for: in the browser a page carries only its own language.

Terms are the ones of the glossary page in each language (held by
``terms.toml``, checked by tests/site/test_content.py). Templates use ``{name}`` fields,
filled by ``text(lang, key, **fields)``. A text given as ``{"X": ..., "O": ...}``
has one wording per mark, chosen by the ``mark`` field (Russian says who won
a board in words: «выиграли крестики», not «за X»), or per person (see
``_wording``); a text given as ``{"by": "n", "one": ..., "few": ..., "*": ...}``
has one wording per plural form of the number in field ``n`` (``plural``), so
a count agrees with its noun («1 клетка», «3 клетки», «5 клеток»). Forms nest.
A field written with a capital, ``{Player}``, is its value with a capital
first letter, for a name that starts a sentence: names are written as they
stand inside one («Ходят красные (×)», "Your side: you (X)").
``cell_x`` and ``cell_o`` are a cell's mark as a screen reader says it
(«крестик» in Russian); ``sign_x`` and ``sign_o`` the mark as a text writes it
(× and ○ in Russian, as the original pages do).
"""

LANGUAGES = ("en", "id", "ru", "sw")

_read = {}
_added = {}


def add_texts(table):
    """Add {lang: {key: text}}: the texts a feature's bundle brings along."""
    for lang, texts in table.items():
        _added.setdefault(lang, {}).update(texts)


def words(lang):
    """{key: text} of ``lang`` (English's if the language is unknown)."""
    found = _read.get(lang)
    if found is None:
        name = lang if lang in LANGUAGES else "en"
        found = _read[lang] = __import__("board.words." + name, None, None, ["TEXTS"]).TEXTS
    return found


def text(lang, key, **fields):
    """The text ``key`` in ``lang`` (English if the language is unknown)."""
    found = words(lang)
    template = found[key] if key in found else _added[lang if lang in LANGUAGES else "en"][key]
    while isinstance(template, dict):
        template = _wording(template, fields, lang)
    for name in fields:
        value = str(fields[name])
        # "{Player}" at the start of a sentence: the value with a capital.
        template = template.replace("{" + name + "}", value).replace(
            "{" + name.capitalize() + "}", value[:1].upper() + value[1:])
    return template


def _wording(forms, fields, lang):
    """One of a text's wordings: per plural form of a number (``by``), per
    mark ("X", "O"), or per person, where a language words "you" or "the
    computer" differently from a named player ("you", "the_computer", and
    "*" for everyone else)."""
    if "by" in forms:
        form = plural(lang, int(fields[forms["by"]]))
    else:
        form = fields.get("person")
        if form not in forms:
            form = fields.get("mark")
    return forms[form] if form in forms else forms["*"]


def plural(lang, n):
    """The plural form of the number ``n`` in ``lang``, as CLDR names them:
    "one", "few" (Russian 2-4, 22-24, ...), "many" (Russian 5-20, 25-30,
    ...), or "*" for every other number. Where a language has no plural
    forms (Indonesian), "one" is 1 alone, for a wording that means it:
    "its one empty cell"."""
    if lang != "ru":
        return "one" if n == 1 else "*"
    if n % 10 == 1 and n % 100 != 11:
        return "one"
    return "few" if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14 else "many"


def board_name(lang, board):
    return words(lang)["boards"][board]


def cell_label(lang, board, cell, state):
    """The accessible name of a cell: "top-right board, centre cell, empty";
    a mark ``state`` "X" or "O" is said as the language says it."""
    t = words(lang)
    if state == "X":
        state = t["cell_x"]
    elif state == "O":
        state = t["cell_o"]
    return t["boards"][board] + ", " + t["cells"][cell] + ", " + state
