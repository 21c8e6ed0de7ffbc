"""Every text of the board exists in all four languages, with the same fields."""

import re

import pytest

from board.texts import LANGUAGES, TEXTS, cell_label, text


def fields(value):
    return sorted(re.findall(r"{(\w+)}", value)) if isinstance(value, str) else len(value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_keys_and_fields_as_english(lang):
    assert set(TEXTS[lang]) == set(TEXTS["en"])
    for key, value in TEXTS["en"].items():
        assert fields(TEXTS[lang][key]) == fields(value), key
        assert TEXTS[lang][key], key


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_translated_texts_differ_from_english(lang):
    same = [k for k, v in TEXTS[lang].items()
            if v == TEXTS["en"][k] and isinstance(v, str) and len(v) > 12 and "{" not in v]
    assert same == []


def test_filling_fields():
    assert text("en", "wins", player="Red (X)") == "Red (X) wins!"
    assert text("xx", "undo") == "Undo"                       # unknown language: English
    assert cell_label("ru", 2, 4, "пусто") == "правое верхнее малое поле, центральная клетка, пусто"
