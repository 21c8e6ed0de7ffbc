"""Russian typography (sitebuild/typography.py): where a non-breaking space
goes, and where it must not."""

import pytest

from sitebuild.typography import NBSP, russian, russian_html, unbroken_html

SET = [
    ("на 0,25 секунды", "на 0,25" + NBSP + "секунды"),
    ("больше 81 хода", "больше 81" + NBSP + "хода"),
    ("В 2020 году", "В" + NBSP + "2020" + NBSP + "году"),
    ("осталось 30 с", "осталось 30" + NBSP + "с"),
    ("Красные 62 % · Синие 38 %", "Красные 62" + NBSP + "% · Синие 38" + NBSP + "%"),
    ("«Новичок» — 800", "«Новичок»" + NBSP + "— 800"),
    ("и в поле, а у нас", "и" + NBSP + "в" + NBSP + "поле, а" + NBSP + "у" + NBSP + "нас"),
    ("ставит ×, второй — ○", "ставит ×, второй" + NBSP + "— ○"),
]
LEFT_ALONE = [
    "ходом e5 e6 e8 и",           # cells are no numbers; «и» ends the text
    "счёт 2 : 1",                 # a score: no word after the number
    "версия 1.5 вышла",           # part of a number
    "экс-в",                      # the end of a hyphenated word
    "слово в",                    # nothing after the one-letter word
]


@pytest.mark.parametrize("text,expected", SET)
def test_a_non_breaking_space_where_a_russian_editor_puts_one(text, expected):
    assert russian(text) == expected
    assert russian(expected) == expected          # set once, set for good


@pytest.mark.parametrize("text", LEFT_ALONE)
def test_no_non_breaking_space_elsewhere(text):
    assert russian(text) == text


def test_html_text_is_set_but_not_tags_attributes_or_code():
    html = ('<p title="и в поле">и в <a href="#x">поле</a> <code>a и b</code>'
            '<pre><code>в б</code> и г</pre><script>var s = "а б";</script> к д</p>')
    assert russian_html(html) == (
        '<p title="и в поле">и' + NBSP + "в" + NBSP + '<a href="#x">поле</a> <code>a и b</code>'
        '<pre><code>в б</code> и г</pre><script>var s = "а б";</script> к' + NBSP + "д</p>")


def test_hyphenated_words_of_an_article_are_kept_whole():
    """Letters joined by hyphens, in any script, are one unbreakable span in
    the article's text, the last part letters or a number ("ke-81"); not a
    longer word, not numbers or cells joined, not tags, attributes,
    drawings, options or anything outside the article."""
    page = ('<title>Tic-Tac-Toe</title><nav>top-right</nav><article><h1>Ultimate Tic-Tac-Toe</h1>'
            '<p title="top-right">the top-right board, «крестики-нолики», dari ke-81 kotak, 3-4, '
            'e5-e6, a-very-long-hyphenated-word-indeed</p><svg><text>top-left</text></svg>'
            '<select><option>top-left</option></select></article>')
    kept = '<span class="uttt-nowrap">%s</span>'
    assert unbroken_html(page) == page.replace(
        "Ultimate Tic-Tac-Toe", "Ultimate " + kept % "Tic-Tac-Toe").replace(
        "the top-right", "the " + kept % "top-right").replace(
        "«крестики-нолики»", "«%s»" % (kept % "крестики-нолики")).replace(
        "ke-81", kept % "ke-81")
    assert unbroken_html("<p>top-right</p>") == "<p>top-right</p>"      # no article: left alone
