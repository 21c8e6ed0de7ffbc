"""The pages' content: native in each language, every term, the computed
duration, working lessons and example games, and the language offer."""

import html
import re
import tomllib

import pytest

from engine.stats import random_play_stats
from tools.text_sheet import sheet

from .board_page import start_board
from .conftest import LANGS, PAGES, ROOT, new_context, open_live
from .test_build import page_path

# The term list (terms.toml): one word per concept in each language.
TERMS = tomllib.loads((ROOT / "terms.toml").read_text(encoding="utf-8"))


def article_text(site_dir, lang, page):
    """The readable text of a page's article (boards' own texts included)."""
    source = page_path(site_dir, lang, page).read_text(encoding="utf-8")
    body = source.split("<article", 1)[1].split("</article>", 1)[0]
    body = re.sub(r"<(script|style|svg)\b.*?</\1>", " ", body, flags=re.S)
    # A hyphenated word kept whole ("Ultimate <span>Tic-Tac-Toe</span>") is a word.
    body = re.sub(r'<span class="uttt-nowrap">([^<]*)</span>', r"\1", body)
    return html.unescape(re.sub(r"<[^>]+>", " ", body))


def sentences(text):
    out = set()
    for part in re.split(r"(?<=[.!?:])\s+", re.sub(r"\s+", " ", text)):
        words = re.findall(r"[A-Za-z']+", part)
        if len(words) >= 6 and len(part) > 30:
            out.add(part.strip())
    return out


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
@pytest.mark.parametrize("page", PAGES)
def test_no_english_sentences_left(site_dir, lang, page):
    english = sentences(article_text(site_dir, "en", page))
    assert english, "the English page has text"
    other = re.sub(r"\s+", " ", article_text(site_dir, lang, page))
    left = sorted(s for s in english if s in other)
    assert left == []


@pytest.mark.parametrize("lang", LANGS)
def test_glossary_has_every_term(site_dir, lang):
    text = article_text(site_dir, lang, "glossary/").replace("\u00a0", " ")
    missing = [term for term in TERMS[lang]["use"] if term not in text]
    assert missing == []


@pytest.mark.parametrize("lang", LANGS)
def test_no_page_and_no_board_text_uses_a_word_the_term_list_avoids(site_dir, lang):
    texts = {page: article_text(site_dir, lang, page) for page in PAGES}
    texts["board texts"] = sheet(lang)
    found = {(where, word) for where, said in texts.items() for word in TERMS[lang]["avoid"]
             if re.search(r"(?<!\w)%s(?!\w)" % re.escape(word), said)}
    assert found == set()


@pytest.mark.parametrize("page", PAGES)
def test_russian_pages_are_set_with_non_breaking_spaces(site_dir, page):
    """No one-letter word, number or em dash is left to break a line alone:
    each is bound to its neighbour by a non-breaking space (the build's
    typography step, sitebuild/typography.py)."""
    text = article_text(site_dir, "ru", page)
    assert " —" not in text
    assert re.findall(r"(?<![\w-])[вВиИаАсСкКоОуУяЯ] \w+", text) == []
    assert re.findall(r"(?<![\w.,-])\d+ [^\W\d_]+", text) == []
    assert "\u00a0" in text


@pytest.mark.parametrize("lang", LANGS)
def test_every_page_has_a_title_and_description_in_its_language(site_dir, lang):
    titles = set()
    for page in PAGES:
        source = page_path(site_dir, lang, page).read_text(encoding="utf-8")
        description = re.search(r'<meta name="description" content="([^"]+)"', source).group(1)
        title = re.search(r"<title>([^<]+)</title>", source).group(1)
        titles.add(title)
        if lang != "en":
            english = page_path(site_dir, "en", page).read_text(encoding="utf-8")
            assert description not in english
    assert len(titles) == len(PAGES)


def test_the_duration_fact_is_computed_by_the_engine(site_dir):
    mean = round(random_play_stats(20000, 59).mean_length())
    assert 55 <= mean <= 62
    for lang in LANGS:
        for page in ("", "faq/"):
            assert str(mean) in article_text(site_dir, lang, page), (lang, page)
    # Typed nowhere: the pages hold the placeholder, the build the number.
    for lang in LANGS:
        source = (ROOT / "docs" / lang / "index.md").read_text(encoding="utf-8")
        assert "{{ random_game_length }}" in source and str(mean) not in source


@pytest.mark.parametrize("lang", LANGS)
def test_example_games_step_forward_and_back(page, base_url, lang):
    open_live(page, base_url + ("" if lang == "en" else lang + "/") + "examples/")
    games = page.locator(".uttt-demo:has(.uttt-review)")
    assert games.count() >= 2
    for k in range(games.count()):
        game = games.nth(k)
        start_board(game)
        final = game.get_attribute("data-position")
        game.locator('[data-action="first"]').click()
        assert game.get_attribute("data-position") == game.get_attribute("data-start")
        game.locator('[data-action="forward"]').click()
        game.locator('[data-action="forward"]').click()
        assert game.get_attribute("data-position").split()[2] == "2"
        game.locator('[data-action="back"]').click()
        assert game.get_attribute("data-position").split()[2] == "1"
        game.locator('[data-action="last"]').click()
        assert game.get_attribute("data-position") == final


def test_the_root_offers_the_browser_language_once(browser, base_url, watch):
    context = new_context(browser, watch, locale="ru-RU")
    page = context.new_page()
    page.goto(base_url)
    offer = page.locator(".uttt-language-offer")
    offer.wait_for()
    assert "русском" in offer.text_content()
    offer.locator("a").click()
    page.wait_for_url(base_url + "ru/")
    page.goto(base_url)                              # remembered: straight to Russian
    page.wait_for_url(base_url + "ru/")
    # The switcher wins: choosing English keeps English, without an offer.
    page.click(".md-header__option .md-select button")
    page.click('a.md-select__link[hreflang="en"]')
    page.wait_for_url(base_url)
    page.goto(base_url)
    page.wait_for_selector('html[data-uttt-language="stay"]', state="attached")
    assert page.url == base_url and page.locator(".uttt-language-offer").count() == 0
    context.close()


def test_declining_the_offer_is_remembered(browser, base_url, watch):
    context = new_context(browser, watch, locale="sw-KE")
    page = context.new_page()
    page.goto(base_url)
    page.locator(".uttt-language-offer button").click()
    assert page.locator(".uttt-language-offer").count() == 0
    page.goto(base_url)
    page.wait_for_selector('html[data-uttt-language="stay"]', state="attached")
    assert page.locator(".uttt-language-offer").count() == 0 and page.url == base_url
    context.close()


def test_english_browsers_get_no_offer(page, base_url):
    page.goto(base_url)
    page.wait_for_selector('html[data-uttt-language="stay"]', state="attached")
    assert page.locator(".uttt-language-offer").count() == 0


@pytest.mark.parametrize("stored", ["constructor", "__proto__", "toString", "xx"])
def test_a_stored_language_is_looked_up_only_among_the_four(browser, base_url, watch, stored):
    context = new_context(browser, watch, locale="ru-RU")
    page = context.new_page()
    page.goto(base_url, wait_until="commit")
    page.evaluate("v => localStorage.setItem('uttt.v1.language', v)", stored)
    page.goto(base_url)
    page.wait_for_selector('html[data-uttt-language="stay"]', state="attached")
    assert page.url == base_url
    assert page.locator(".uttt-language-offer").count() == 0    # a choice was made before
    context.close()


# Words the original pages did not use, which the site once used instead of
# theirs, and must not come back (pages and board texts).
NOT_THE_ORIGINAL_WORDS = {
    "id": ["babak", "Babak", "tingkat", "Tingkat", "berjajar", "papan sasaran", "ponsel",
           "diketuk", "Ketuk", "papan sudut", "papan tepi"],
    "ru": ["строка состояния", "строка над доской", "перехват", "Быстрая игра", ", за X", ", за O",
           "мета-крестики", "Нажмите на ход", "Нажмите на безопасный"],
    "sw": ["mfululizo", "kiwango cha ubora", "Mwanzo, Kati", "Mwanzo:", "imetwaliwa",
           "bodi yenye mshindi", "alama zinaendelea", "bodi uliyotumwa", "tangu mwanzo"],
}
# The original pages' words, used on the pages where the concept comes up,
# not only in the glossary.
USED_ON_PAGES = {
    "id": {"papan tujuan": ["how-to-play/", "rules/", "faq/", "tips/"],
           "tiga sejajar": ["how-to-play/", "rules/", "faq/"], "ronde": ["how-to-play/", "faq/"],
           "level": ["", "faq/"], "bidak": ["how-to-play/", "rules/"]},
    "ru": {"свободный ход": ["how-to-play/", "rules/", "tips/", "faq/", "variants/", "examples/"],
           "строка статуса": ["how-to-play/", "rules/"]},
    "sw": {"katika mstari": ["", "how-to-play/", "rules/", "tips/", "variants/"],
           "pointi": ["how-to-play/", "faq/"], "ukadiriaji": ["rules/", "faq/"],
           "Mwanagenzi": ["", "how-to-play/", "faq/", "rules/"]},
}


@pytest.mark.parametrize("lang", ["id", "ru", "sw"])
def test_the_original_pages_words_are_used_throughout(site_dir, lang):
    texts = {page: article_text(site_dir, lang, page) for page in PAGES}
    found = sorted((page, word) for page, text in texts.items()
                   for word in NOT_THE_ORIGINAL_WORDS[lang] if word in text)
    assert found == []
    missing = sorted((page, word) for word, pages in USED_ON_PAGES[lang].items()
                     for page in pages if word not in texts[page])
    assert missing == []


def test_free_choice_in_russian_is_the_rule_and_the_label_only_in_quotes():
    """«Любое поле» is what the status line writes; the rule is «свободный ход»."""
    for path in sorted((ROOT / "docs" / "ru").glob("*.md")):
        source = path.read_text(encoding="utf-8")
        bare = re.findall(r"(?<!«)Любое поле", source)
        assert bare == [], path.name


# What the original pages promise, said in every language (Markdown sources).
PROMISES = {
    "en": {"index": ["free", "nothing to sign up", "much longer than classic tic-tac-toe",
                     "after a meal"],
           "how-to-play": ["0.25 seconds", "result card appears right under the board",
                           "on the table between you", "nothing to hide", "no start button"],
           "rules": ["super tic-tac-toe", "9×9 tic-tac-toe"],
           "faq": ["1200", "K = 32", "800", "1300", "1700", "which boards were playable",
                   "at Medium strength", "free"]},
    "id": {"index": ["Gratis", "tanpa daftar", "jauh lebih lama daripada tic tac toe biasa",
                     "sehabis makan"],
           "how-to-play": ["0,25 detik", "kartu hasil muncul tepat di bawah papan",
                           "HP tegak di meja", "anti-intip", "tanpa tombol mulai"],
           "rules": ["super tic tac toe", "tic tac toe 9×9"],
           "faq": ["1200", "K = 32", "800", "1300", "1700", "papan mana yang waktu itu bisa dimainkan",
                   "level Menengah", "Gratis"]},
    "ru": {"index": ["Бесплатно", "без регистрации", "заметно дольше обычных крестиков-ноликов",
                     "перерыв"],
           "how-to-play": ["0,25 секунды", "карточка результата появляется прямо под полем",
                           "вертикально на стол", "прятать нечего", "кнопки «Старт»"],
           "rules": ["крестиками-ноликами на 9 полях", "ultimate tic-tac-toe"],
           "faq": ["1200", "K = 32", "800", "1300", "1700", "куда можно было ходить в каждый момент",
                   "на уровне «Любитель»", "бесплатно"]},
    "sw": {"index": ["bure", "bila kujisajili", "mrefu zaidi kuliko tic-tac-toe ya kawaida",
                     "baada ya mlo"],
           "how-to-play": ["0.25", "kadi ya matokeo inatokea moja kwa moja chini ya bodi", "mezani",
                           "hakuna cha kuficha", "bila kitufe cha kuanza"],
           "rules": ["super tic-tac-toe", "tic-tac-toe ya 9×9"],
           "faq": ["1200", "K = 32", "800", "1300", "1700", "bodi zipi zilizoweza kuchezwa",
                   "kiwango cha Wastani", "bure"]},
}


@pytest.mark.parametrize("lang", LANGS)
def test_every_promise_of_the_original_pages_is_said(lang):
    missing = []
    for page, phrases in PROMISES[lang].items():
        source = (ROOT / "docs" / lang / (page + ".md")).read_text(encoding="utf-8")
        missing += [(page, p) for p in phrases if p not in source]
    assert missing == []


def tables(html_text):
    out = []
    for table in re.findall(r"<table[^>]*>(.*?)</table>", html_text, flags=re.S):
        rows = re.findall(r"<tr>(.*?)</tr>", table, flags=re.S)
        out.append([[html.unescape(re.sub(r"<[^>]+>", "", cell)).strip()
                     for cell in re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, flags=re.S)]
                    for row in rows])
    return out


@pytest.mark.parametrize("lang", LANGS)
def test_the_rules_page_has_the_optional_rules_and_the_settings_tables(site_dir, lang):
    """The Swahili original page's two tables, in every language; the
    settings are named and valued as the board itself names them."""
    from board.texts import text
    source = page_path(site_dir, lang, "rules/").read_text(encoding="utf-8")
    assert 'id="options"' in source and 'id="settings"' in source
    options, settings = tables(source.split('id="options"', 1)[1])[:2]
    assert len(options) == 1 + 5 and all(len(row) == 2 for row in options)
    assert len(settings) == 1 + 4 and all(len(row) == 4 for row in settings)
    names = [row[0] for row in settings[1:]]
    assert names == [text(lang, key) for key in ("alternate", "timer", "mode", "level")]
    defaults = [row[2] for row in settings[1:]]
    assert defaults[1:] == [text(lang, "timer_off"), text(lang, "two_players"),
                            text(lang, "medium")]
    # "If you do not come back, the computer plays for you" only with the timer on.
    drop_out = options[3][1]
    assert text(lang, "medium") in drop_out
