"""The marks a page's text names, drawn as the boards draw them
(sitebuild/marks.py)."""

import pytest

from sitebuild.marks import drawn_marks


@pytest.mark.parametrize("letter,shape", [("X", "x"), ("O", "o"), ("×", "x"), ("○", "o")])
def test_a_bold_mark_is_drawn_with_its_letter_kept(letter, shape):
    html = "plays the cross, <strong>%s</strong>;" % letter
    assert drawn_marks(html) == ('plays the cross, <strong class="uttt-glyph is-%s">%s</strong>;'
                                 % (shape, letter))


@pytest.mark.parametrize("html", ["<strong>Red</strong>", "<strong>XO</strong>", "(X)", "<b>X</b>",
                                  '<strong class="uttt-glyph is-x">X</strong>'])
def test_other_text_is_left_alone(html):
    assert drawn_marks(html) == html
