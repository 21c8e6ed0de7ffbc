"""Every text of the board exists in all four languages, with the same fields."""

import re

import pytest

from board.analysis_words import TEXTS as ANALYSIS_TEXTS
from board.puzzle_words import TEXTS as PUZZLE_TEXTS
from board.teach_words import TEXTS as TEACH_TEXTS
from board.texts import LANGUAGES, cell_label, plural, text, words

# The texts a feature's bundle brings along (board.texts.add_texts).
ADDED = {"analysis": ANALYSIS_TEXTS, "puzzles": PUZZLE_TEXTS, "teach": TEACH_TEXTS}


def fields(value):
    """The names a text fills in, however it is worded: per person (those of
    its general wording, "*"), per count (all of them), a name at the start
    of a sentence ({Player}) or in the genitive ({player_of}) as the name
    itself; for a text worded per mark, how many marks."""
    if isinstance(value, list):
        return len(value)
    if isinstance(value, dict):
        if "by" not in value and "*" not in value:
            return len(value)
        value = forms_of(value if "by" in value else value["*"])
    else:
        value = [value]
    # The set of names: a language may say a name once where English says it twice.
    names = set()
    for form in value:
        for name in re.findall(r"{(\w+)}", form):
            name = name[:1].lower() + name[1:]
            names.add(name[:-3] if name.endswith("_of") else name)
    return sorted(names)


def forms_of(value):
    """The wordings of a text, however its per-person and per-count forms nest."""
    if isinstance(value, str):
        return [value]
    return [form for key, sub in value.items() if key != "by" for form in forms_of(sub)]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_same_keys_and_fields_as_english(lang):
    # A language may add its names as written inside a sentence («красные»)
    # and in the genitive («красных»): "red_in_text", "red_of", ...
    extra = {key for key in words(lang) if key.endswith(("_of", "_in_text"))}
    assert set(words(lang)) - extra == set(words("en")) - extra
    for key, value in words("en").items():
        assert fields(words(lang)[key]) == fields(value), key
        assert words(lang)[key], key


# Where a language says the same without one of English's names: Russian
# names the blocked board's cell, as it cannot decline a board's name.
NAMES_LEFT_OUT = {("ru", "better_block"): {"board"}}


@pytest.mark.parametrize("feature", ADDED)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_features_texts_are_in_every_language_and_hide_no_board_text(lang, feature):
    texts = ADDED[feature]
    english = texts["en"]
    assert set(texts[lang]) == set(english)
    for key, value in english.items():
        said = fields(texts[lang][key])
        if (lang, key) in NAMES_LEFT_OUT:
            assert set(said) == set(fields(value)) - NAMES_LEFT_OUT[lang, key], key
        else:
            assert said == fields(value) and texts[lang][key], key
    # A key of the board's own texts, or of another feature's, would hide one.
    assert not set(texts[lang]) & set(words(lang))
    for other in ADDED:
        assert other == feature or not set(texts[lang]) & set(ADDED[other][lang])


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_translated_texts_differ_from_english(lang):
    same = [k for k, v in words(lang).items()
            if v == words("en").get(k) and isinstance(v, str) and len(v) > 12 and "{" not in v]
    assert same == []


def test_filling_fields():
    assert text("en", "wins", player="Red (X)") == "Red (X) wins!"
    assert text("xx", "undo") == "Undo"                       # unknown language: English
    assert cell_label("ru", 2, 4, "пустая") == "правое верхнее малое поле, центральная клетка, пустая"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_per_mark_have_a_wording_for_each_mark(lang):
    for key, value in words(lang).items():
        if isinstance(value, dict) and "*" not in value and "by" not in value:
            assert sorted(value) == ["O", "X"] and all(value.values()), key
            assert isinstance(words("en")[key], dict), key


@pytest.mark.parametrize("lang", LANGUAGES)
def test_texts_per_person_word_only_you_and_the_computer_apart(lang):
    def check(key, value):
        if not isinstance(value, dict) or "*" not in value and "by" not in value:
            return                            # a text, or one wording per mark
        if "by" in value:
            exact = {form for form in value if re.fullmatch(r"=\d+", form)}
            assert set(value) <= {"by", "one", "few", "many", "*"} | exact, key
            # Every form the language's numbers take has its wording (or "*").
            assert all(plural(lang, n) in value or "*" in value for n in range(200)), key
        else:
            assert set(value) <= {"*", "you", "the_computer"}, key
            general = set(re.findall(r"{(\w+)}", "".join(forms_of(value["*"]))))
            for form in forms_of(value):
                assert set(re.findall(r"{(\w+)}", form)) <= general | {"mark"}, key
        assert all(forms_of(value)), key
        for form, sub in value.items():
            if form != "by":
                check(key, sub)

    for key, value in words(lang).items():
        check(key, value)


def test_a_count_agrees_with_its_noun():
    assert [text("ru", "won_n", n=n).replace("\u00a0", " ") for n in (0, 1, 2, 5, 11, 21, 22, 25)] == [
        "0 побед", "1 победа", "2 победы", "5 побед", "11 побед", "21 победа", "22 победы",
        "25 побед"]
    assert [plural("en", n) for n in (0, 1, 2)] == ["*", "one", "*"]
    assert [plural("id", n) for n in (0, 1, 2)] == ["*", "one", "*"]
    assert text("id", "house_open_won", mark="X", board="papan kiri", n=1).count("satu-satunya") == 1
    assert "3 kotak" in text("id", "house_open_won", mark="X", board="papan kiri", n=3)


def test_a_name_that_starts_a_sentence_has_its_capital():
    assert text("ru", "wins", player="красные (×)") == "Победили красные (×)!"
    assert text("en", "wins", player="the computer (O)") == "The computer (O) wins!"


def test_agreement_with_you_and_the_computer():
    assert text("sw", "played", player="Wewe (X)", cell="e5", person="you") == "Umecheza e5."
    assert text("sw", "played", player="Nyekundu (X)", cell="e5", person="red") == \
        "Nyekundu (X) amecheza e5."
    assert text("ru", "played", player="компьютер (○)", cell="e4", person="the_computer") == \
        "Компьютер сделал ход e4."
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


def test_the_genitive_is_asked_for_only_where_the_code_gives_it():
    """{player_of} is filled by the clock (time_left) and the analysis's
    chances alone: a text elsewhere would show the field unfilled."""
    asking = {key for lang in LANGUAGES
              for key, value in list(words(lang).items()) + [
                  item for texts in ADDED.values() for item in texts[lang].items()]
              if isinstance(value, (str, dict)) and "{player_of}" in str(value)}
    assert asking <= {"time_left", "chances"}
