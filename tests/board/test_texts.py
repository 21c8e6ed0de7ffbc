"""Every text of the board exists in all four languages, with the same fields."""

import re

import pytest

from board.analysis_words import TEXTS as ANALYSIS_TEXTS
from board.texts import LANGUAGES, cell_label, text, words


def fields(value):
    """The fields a text fills in; for a text worded per person, those of its
    general wording ("*"); for one worded per mark, how many marks."""
    if isinstance(value, dict):
        if "*" not in value:
            return len(value)
        value = value["*"]
    # The set of names: a language may say a name once where English says it twice.
    return sorted(set(re.findall(r"{(\w+)}", value))) if isinstance(value, str) else len(value)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_keys_and_fields_as_english(lang):
    assert set(words(lang)) == set(words("en"))
    for key, value in words("en").items():
        assert fields(words(lang)[key]) == fields(value), key
        assert words(lang)[key], key


# Where a language says the same without one of English's names: Russian
# names the blocked board's cell, as it cannot decline a board's name.
NAMES_LEFT_OUT = {("ru", "better_block"): {"board"}}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_analysis_texts_are_in_every_language_and_hide_no_board_text(lang):
    english = ANALYSIS_TEXTS["en"]
    assert set(ANALYSIS_TEXTS[lang]) == set(english)
    for key, value in english.items():
        said = fields(ANALYSIS_TEXTS[lang][key])
        if (lang, key) in NAMES_LEFT_OUT:
            assert set(said) == set(fields(value)) - NAMES_LEFT_OUT[lang, key], key
        else:
            assert said == fields(value) and ANALYSIS_TEXTS[lang][key], key
    # A key of the board's own texts would win over the analysis's.
    assert not set(ANALYSIS_TEXTS[lang]) & set(words(lang))


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_translated_texts_differ_from_english(lang):
    same = [k for k, v in words(lang).items()
            if v == words("en")[k] and isinstance(v, str) and len(v) > 12 and "{" not in v]
    assert same == []


def test_filling_fields():
    assert text("en", "wins", player="Red (X)") == "Red (X) wins!"
    assert text("xx", "undo") == "Undo"                       # unknown language: English
    assert cell_label("ru", 2, 4, "пустая") == "правое верхнее малое поле, центральная клетка, пустая"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_per_mark_have_a_wording_for_each_mark(lang):
    for key, value in words(lang).items():
        if isinstance(value, dict) and "*" not in value:
            assert sorted(value) == ["O", "X"] and all(value.values()), key
            assert isinstance(words("en")[key], dict), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_per_person_word_only_you_and_the_computer_apart(lang):
    for key, value in words(lang).items():
        if isinstance(value, dict) and "*" in value:
            assert set(value) <= {"*", "you", "the_computer"} and all(value.values()), key
            general = set(re.findall(r"{(\w+)}", value["*"]))
            for form in value.values():
                assert set(re.findall(r"{(\w+)}", form)) <= general | {"mark"}, key


def test_agreement_with_you_and_the_computer():
    assert text("sw", "played", player="Wewe (X)", cell="e5", person="you") == "Umecheza e5."
    assert text("sw", "played", player="Nyekundu (X)", cell="e5", person="red") == \
        "Nyekundu (X) amecheza e5."
    assert text("ru", "played", player="Компьютер (O)", cell="e4", person="the_computer") == \
        "Компьютер сходил: e4."
    assert text("sw", "hold_sends", player="Kompyuta (O)", mark="O", board="bodi ndogo ya juu",
                person="the_computer") == "→ Kompyuta (O) lazima icheze kwenye bodi ndogo ya juu"


def test_russian_says_marks_in_words():
    """A Russian screen reader hears «крестик», not a Latin X read as «икс»."""
    assert cell_label("ru", 4, 0, "X") == "центральное малое поле, левая верхняя клетка, крестик"
    assert cell_label("ru", 4, 0, "O").endswith(", нолик")
    assert text("ru", "won_by", mark="X") == "выиграли крестики"
    assert text("en", "won_by", mark="O") == "won by O"
    assert cell_label("en", 4, 0, "X").endswith(", X")


def test_russian_statuses_start_with_a_capital():
    """In demos the players are «крестики» and «нолики» (lower case): the
    texts a demo's status line and announcements begin with must not start
    with them."""
    for key in ("to_move", "wins", "resigned", "played"):
        filled = text("ru", key, player="крестики", loser="нолики", winner="крестики",
                      cell="e5")
        assert filled[0].isupper(), (key, filled)
