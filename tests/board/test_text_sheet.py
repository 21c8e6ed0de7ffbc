"""The sheet of every board text with every value its fields take
(tools/text_sheet.py): complete, filled, and, in Russian, set as a Russian
editor sets it. Each run leaves the sheets in .cache/uttt/texts/ for a
reader to read from top to bottom."""

import pathlib
import re

import pytest

from board.analysis_words import TEXTS as ANALYSIS_TEXTS
from board.puzzle_words import TEXTS as PUZZLE_TEXTS
from board.teach_words import TEXTS as TEACH_TEXTS
from board.texts import LANGUAGES, words
from sitebuild.typography import russian
from tools.text_sheet import sheet, write_sheets

ROOT = pathlib.Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def sheets():
    write_sheets(ROOT / ".cache" / "uttt" / "texts")
    return {lang: sheet(lang) for lang in LANGUAGES}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_text_is_on_the_sheet_filled_in(sheets, lang):
    listed = set(re.findall(r"^(\w+):$", sheets[lang], re.M))
    keys = {key for key in list(words(lang)) + list(ANALYSIS_TEXTS[lang]) + list(PUZZLE_TEXTS[lang])
            + list(TEACH_TEXTS[lang])
            if not key.endswith(("_of", "_in_text"))}
    assert keys <= listed
    assert re.findall(r"\{\w*\}?", sheets[lang]) == []


def test_counts_are_shown_with_each_plural_form(sheets):
    for form in ("1 победа", "2 победы", "5 побед", "21 победа", "0 поражений"):
        assert form.replace(" ", "\u00a0") in sheets["ru"], form


def test_russian_board_texts_are_set_as_the_pages_are(sheets):
    lines = [line.strip() for line in sheets["ru"].splitlines()[3:] if line.startswith("    ")]
    assert [line for line in lines if russian(line) != line] == []
