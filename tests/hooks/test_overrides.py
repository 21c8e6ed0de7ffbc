"""Theme overrides that copy Material's own templates must not drift from them."""

import pathlib
import re

import material

ROOT = pathlib.Path(__file__).resolve().parents[2]
MATERIAL = pathlib.Path(material.__file__).parent / "templates"
LEADING_COMMENT = re.compile(r"\A\{#-.*?-#\}\n", re.DOTALL)


def without_leading_comment(path):
    return LEADING_COMMENT.sub("", path.read_text(encoding="utf-8"), count=1).strip()


def test_the_search_partial_is_materials_with_a_name_for_its_dialog():
    """overrides/partials/search.html is a copy (Material has no block there);
    after a Material upgrade, copy the new partial and add the name again."""
    theirs = without_leading_comment(MATERIAL / "partials" / "search.html")
    ours = without_leading_comment(ROOT / "overrides" / "partials" / "search.html")
    named = theirs.replace('role="dialog">', 'role="dialog" aria-label="{{ lang.t(\'search\') }}">', 1)
    assert named != theirs
    assert ours == named


def test_the_logo_partial_is_materials_with_a_silent_picture():
    """overrides/partials/logo.html: Material's, with alt="" instead of the
    English alt="logo" (the logo's link already carries the site's name)."""
    theirs = without_leading_comment(MATERIAL / "partials" / "logo.html")
    ours = without_leading_comment(ROOT / "overrides" / "partials" / "logo.html")
    assert 'alt="logo"' in theirs
    assert ours == theirs.replace('alt="logo"', 'alt=""')


def strings(path):
    return dict(re.findall(r'^  "([\w.]+)": "(.*)",?$', path.read_text(encoding="utf-8"), re.M))


def test_the_indonesian_strings_are_materials_with_the_english_ones_translated():
    """overrides/partials/languages/id.html keeps every key of Material's own,
    and changes only the ones Material leaves in English."""
    theirs = strings(MATERIAL / "partials" / "languages" / "id.html")
    ours = strings(ROOT / "overrides" / "partials" / "languages" / "id.html")
    assert set(ours) == set(theirs) and len(ours) > 40
    changed = sorted(key for key in ours if ours[key] != theirs[key])
    assert changed == ["clipboard.copied", "clipboard.copy", "footer", "header",
                       "search.result.initializer", "search.result.placeholder"]
    assert "Header" not in ours.values() and "Footer" not in ours.values()


def test_the_russian_strings_are_materials_with_a_few_said_better():
    theirs = strings(MATERIAL / "partials" / "languages" / "ru.html")
    ours = strings(ROOT / "overrides" / "partials" / "languages" / "ru.html")
    assert set(ours) == set(theirs) and len(ours) > 40
    changed = sorted(key for key in ours if ours[key] != theirs[key])
    assert changed == ["blog.continue", "footer", "footer.next", "header", "readtime.one", "readtime.other",
                       "rss.created", "rss.updated", "search.result.initializer",
                       "search.result.placeholder"]
    assert not any("колонтитул" in value for value in ours.values())


def test_the_header_partial_is_materials_with_the_wordmark_for_the_site_name():
    """overrides/partials/header.html: Material's, with the wordmark
    (partials/wordmark.html) where Material writes the site's name, which
    differs in each language and was cut short on a phone."""
    theirs = without_leading_comment(MATERIAL / "partials" / "header.html")
    ours = without_leading_comment(ROOT / "overrides" / "partials" / "header.html")
    name = ('<span class="md-ellipsis">\n            {{ config.site_name }}\n          </span>')
    assert theirs.count(name) == 1
    assert ours == theirs.replace(name, '{% include "partials/wordmark.html" %}')
