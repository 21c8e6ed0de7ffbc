"""The board hook on Markdown strings: where a wrong board is reported (lines
of the page's file, front matter included), which fences are boards, and
which are examples left alone."""

import pathlib
import re
from types import SimpleNamespace

import pytest
from mkdocs.exceptions import PluginError
from mkdocs.utils.meta import get_data

import boards

ROOT = pathlib.Path(__file__).resolve().parents[2]
SLOT = '<div class="uttt-slot" data-slot="%d"></div>'


def fake_page(source, src_uri="en/rules.md", url="rules/"):
    return SimpleNamespace(file=SimpleNamespace(src_uri=src_uri, content_string=source), meta={},
                           url=url)


def convert(source, src_uri="en/rules.md"):
    """What the hook returns for a page file, given what MkDocs would pass it."""
    page = fake_page(source, src_uri)
    markdown = boards.on_page_markdown(get_data(source)[0], page, None, None)
    return markdown, page


def error_of(source):
    """The BlockError the page's boards raise."""
    page = fake_page(source)
    with pytest.raises(boards.BlockError) as caught:
        boards.render_boards(get_data(source)[0], page)
    return caught.value


FRONT = "---\ndescription: A page.\n---\n\n"          # 4 lines before the Markdown


def test_the_front_matter_and_the_blank_line_after_it_are_counted():
    source = FRONT + "# Rules\n\n```uttt\nmode: demo\nmoves: e5 a1\n```\n"
    page = fake_page(source)
    with pytest.raises(PluginError) as caught:
        boards.on_page_markdown(get_data(source)[0], page, None, None)
    assert str(caught.value).startswith("en/rules.md, line 9, in the board at line 7: move 2 'a1'")


@pytest.mark.parametrize("block, reason", [
    ("mode: demo\nposition: 9/9/9 X 0 -", "has 3 ranks; expected 9"),
    ("mode: lesson\nmoves: e5\ngoal: win-game\ntask: t", "no legal move reaches the goal"),
    ("mode: dance", "mode 'dance' must be one of play, demo, lesson"),
    ("mode: play\n```\n\n```uttt\nmode: play",     # two play boards, one saved game
     "two play boards on this page share the id 'main'"),
])
def test_a_wrong_board_on_a_real_page_names_the_file_and_the_reason(block, reason):
    source = (ROOT / "docs" / "ru" / "tips.md").read_text(encoding="utf-8") + \
        "\n```uttt\n%s\n```\n" % block
    with pytest.raises(PluginError) as caught:
        boards.on_page_markdown(get_data(source)[0], fake_page(source, "ru/tips.md"), None, None)
    assert str(caught.value).startswith("ru/tips.md, ") and reason in str(caught.value)


@pytest.mark.parametrize("source, before", [
    ("# Page\n", 0),
    (FRONT + "# Page\n", 4),
    ("---\ntitle: x\n---\n\n\n\n# Page\n", 6),
    ("title: x\nsummary: y\n\n# Page\n", 3),         # MultiMarkdown meta-data
    ("---\n- not a mapping\n---\n# Page\n", 0),      # not front matter to MkDocs: kept
])
def test_front_matter_lines(source, before):
    assert boards.front_matter_lines(fake_page(source)) == before


def test_the_reviewers_rules_page_case_names_the_moves_line():
    """The real rules page's first board changed to a demo with an illegal
    move: the error names the move's line and the board's, as numbered in
    the file."""
    lines = (ROOT / "docs" / "en" / "rules.md").read_text(encoding="utf-8").split("\n")
    k = lines.index("```uttt")                  # line k + 1 of the file
    assert lines[k + 1] == "mode: demo"
    lines[k + 1:k + 2] = ["mode: demo", "moves: e5 a1"]
    error = error_of("\n".join(lines))
    assert (error.line, error.board) == (k + 3, k + 1)
    assert error.place() == "line %d, in the board at line %d" % (k + 3, k + 1)


def test_an_unclosed_board_is_reported_at_its_own_line():
    board = "```uttt\nmode: demo\nmoves: e5 e4\n```\n\n"
    source = FRONT + "# Page\n\n" + board * 3 + "Text.\n\n```uttt\nmode: demo\n"
    error = error_of(source)
    assert (error.line, error.board) == (24, None)    # 4 + 2 + 3 * 5 + 2 lines before it
    assert str(error) == "a ```uttt block is not closed"


@pytest.mark.parametrize("body, line, reason", [
    ("mode: demo\nmoves: e5 e5", 3, "move 2 'e5': cannot play e5: e5 is already taken"),
    ("mode: dance", 2, "mode 'dance' must be one of play, demo, lesson"),
    ("mode: demo\n\n# a comment\ncolour: red", 5, "unknown key 'colour'"),
    ("mode: demo\ncaption: a\ncaption: b", 4, "key 'caption' is given twice"),
    ("mode: demo\nposition: 9/9/9 X 0 -", 3, "has 3 ranks; expected 9"),
    ("steps: maybe", 2, "steps 'maybe' must be yes or no"),
    ("mode: demo\nhighlight: e5 z9", 3, "highlight:"),
    ("mode: play\nid: two words", 3, "id 'two words' may only hold"),
    ("mode: lesson\nmoves: e5\ngoal: win-game\ntask: t", 4, "no legal move reaches the goal"),
    ("mode: demo\nmoves: e5\nhouse: open-won", 4, "house 'open-won' changes nothing in this position"),
    ("mode: demo\nhouse: wild", 3, "house 'wild' must be one of open-won, drawn-both, rewin, quick"),
    ("mode: demo\nhouse: quick", 3, "quick mode needs the number of boards"),
    # Digits that str.isdigit takes and int() refuses (a bare ValueError once).
    ("mode: demo\nmoves: e5\ncaption: c\nhouse: quick ²", 5, "house 'quick ²': quick mode needs"),
    ("mode: demo\nhouse: quick ٣", 3, "house 'quick ٣': quick mode needs the number of boards"),
    ("mode: demo\nmoves: e5 e4\nsteps: yes\nat ²: a note", 5, "'at ²' must be 'at <move number>:'"),
    ("mode: lesson\nmoves: e5\ngoal: send tr\ntask: t\nlines: maybe", 6, "lines 'maybe' must be yes or no"),
    # A key that is missing: the board's opening line.
    ("mode: lesson\nmoves: e5\ngoal: win-game", 1, "a lesson needs a 'task'"),
])
def test_an_error_inside_a_board_names_the_line_of_the_key(body, line, reason):
    source = FRONT + "# Page\n\nText.\n\n    ```uttt\n    " + body.replace("\n", "\n    ") + "\n    ```\n"
    opening = 9
    error = error_of(source)
    assert (error.line, error.board) == (opening + line - 1, opening)
    assert reason in str(error)


def test_a_second_play_board_with_the_same_id_names_its_mode_line():
    source = "```uttt\nmode: play\n```\n\n```uttt\ncaption: Again\nmode: play\n```\n"
    error = error_of(source)
    assert (error.line, error.board) == (7, 5)
    assert "two play boards on this page share the id 'main'" in str(error)


@pytest.mark.parametrize("fence", [
    "```UTTT", "```Uttt", "~~~uttt", "````uttt", "``` uttt", "```.uttt", "```{.uttt}",
    "``` {.uttt}", "```uttt mode=demo", "```uttt-demo", "```utt", "```utttt",
])
def test_a_misspelt_board_fence_fails_at_its_line(fence):
    source = FRONT + "# Page\n\n" + fence + "\nmode: demo\n" + fence[:3] + "\n"
    error = error_of(source)
    assert (error.line, error.board) == (7, None)
    assert str(error) == "%r does not open a board: write the fence as ```uttt alone on its line" % fence


@pytest.mark.parametrize("fence", ["```", "```python", "~~~", "```markdown title=x", "```text"])
def test_other_code_blocks_are_left_alone(fence):
    source = "# Page\n\n" + fence + "\nmode: dance\n" + fence[:3] + "\n"
    assert convert(source)[0] == source


@pytest.mark.parametrize("outer, close", [("````markdown", "````"), ("`````", "`````"),
                                          ("~~~~", "~~~~"), ("~~~~text", "~~~~")])
def test_a_board_shown_inside_a_longer_fence_is_an_example(outer, close):
    example = "```uttt\nmode: dance\n```\n\n~~~uttt\n``` uttt\n"
    source = "# Page\n\n%s\n%s%s\n\n```uttt\nmode: demo\n```\n" % (outer, example, close)
    markdown, page = convert(source)
    assert markdown == "# Page\n\n%s\n%s%s\n\n%s\n" % (outer, example, close, SLOT % 0)
    assert page.meta["uttt_boards"] is True


@pytest.mark.parametrize("line", [
    "Write `` ```uttt `` on a line of its own.",
    "```` ```uttt ```` opens a board.",
    "```uttt``` is the fence.",
    "`` ```uttt `` and ``` ```` ``` are inline.",
])
def test_inline_code_is_left_alone(line):
    source = "# Page\n\n%s\n" % line
    markdown, page = convert(source)
    assert markdown == source and page.meta["uttt_boards"] is False


def test_a_board_swallowed_by_a_fence_of_the_same_length_fails():
    source = "# Page\n\n```markdown\n```uttt\nmode: demo\n```\n```\n"
    error = error_of(source)
    assert (error.line, error.board) == (4, None)
    assert "inside the ``` block opened at line 3: close that block first" in str(error)


def test_a_board_inside_a_fence_that_is_never_closed_fails():
    source = "# Page\n\n````markdown\nText.\n\n```uttt\nmode: demo\n```\n"
    error = error_of(source)
    assert (error.line, error.board) == (6, None)
    assert "inside the ```` block opened at line 3, which is never closed" in str(error)


def test_boards_become_slots_at_their_indent():
    source = ("# Page\n\n```uttt\nmode: demo\n```\n\n!!! note\n\n    ```uttt \n    mode: demo\n"
              "    moves: e5\n    ```\n\n> ```uttt\n> mode: demo\n> ```\n\nEnd.\n")
    markdown, page = convert(source)
    assert markdown == ("# Page\n\n%s\n\n!!! note\n\n    %s\n\n> %s\n\nEnd.\n"
                        % (SLOT % 0, SLOT % 1, SLOT % 2))
    assert page.meta["uttt_boards"] is True


def test_a_closing_fence_at_another_indent_does_not_close_a_board():
    source = "# Page\n\n  ```uttt\n  mode: demo\n```\n"
    assert str(error_of(source)) == "a ```uttt block is not closed"


def test_a_lost_board_is_reported_at_its_line():
    source = FRONT + "# Page\n\n```uttt\nmode: demo\n```\n"
    _, page = convert(source)
    with pytest.raises(PluginError) as caught:
        boards.on_page_content("<p>no slot here</p>", page, None, None)
    assert str(caught.value).startswith("en/rules.md, line 7: the board was lost")


def test_slots_are_filled_with_the_boards():
    _, page = convert("```uttt\nmode: demo\n```\n")
    html = boards.on_page_content("<p>a</p>\n%s\n" % (SLOT % 0), page, None, None)
    assert html.startswith('<p>a</p>\n<div class="uttt uttt-demo"') and 'data-cell="e5"' in html


@pytest.mark.parametrize("src_uri, lang", [("ru/tips.md", "ru"), ("sw/index.md", "sw"),
                                           ("index.md", "en"), ("fr/x.md", "en")])
def test_page_language(src_uri, lang):
    assert boards.page_language(fake_page("", src_uri)) == lang


def test_a_bundle_error_stops_the_build_with_its_message(tmp_path, monkeypatch):
    monkeypatch.setattr(boards, "_bundled", {})
    monkeypatch.setattr(boards.bundle, "BRYTHON_VERSION", "0.1")
    with pytest.raises(PluginError, match=r"^browser bundle: brython 3\.15\.0 is installed, but"):
        boards.on_post_build({"site_dir": str(tmp_path)})


def test_a_puzzle_whose_answer_does_not_force_a_win_fails_naming_page_and_line(monkeypatch):
    monkeypatch.setattr(boards, "_lessons", {})
    source = (ROOT / "docs" / "en" / "tips.md").read_text(encoding="utf-8")
    lines = source.split("\n")
    goal = next(n for n, line in enumerate(lines) if line.startswith("goal: win-in-two"))
    opening = max(n for n in range(goal) if lines[n] == "```uttt")
    right = lines[goal].split()[-1]
    page = fake_page(source, "en/tips.md", "tips/")
    boards.on_page_markdown(get_data(source)[0], page, None, None)     # as it is: proven
    lines[goal] = "goal: win-in-two a1" if right != "a1" else "goal: win-in-two a2"
    wrong = "\n".join(lines)
    with pytest.raises(PluginError) as caught:
        boards.on_page_markdown(get_data(wrong)[0], fake_page(wrong, "en/tips.md", "tips/"),
                                None, None)
    assert str(caught.value).startswith("en/tips.md, line %d, in the board at line %d: %s does "
                                        "not win by force: the answer "
                                        % (goal + 1, opening + 1, lines[goal].split()[-1]))


def test_a_lesson_id_used_twice_in_a_language_fails(monkeypatch):
    monkeypatch.setattr(boards, "_lessons", {})
    lesson = "```uttt\nmode: lesson\nid: %s\ngoal: send tr\ntask: Send.\n```\n"
    first = "# One\n\n" + lesson % "send"
    boards.on_page_markdown(first, fake_page(first, "en/one.md", "one/"), None, None)
    again = "# Two\n\nText.\n\n" + lesson % "send"
    boards.on_page_markdown(again, fake_page(again, "ru/two.md", "ru/two/"), None, None)
    with pytest.raises(PluginError, match=r"^en/two.md, board at line 5: the lesson id 'send' "
                                          r"is used by en/one.md, line 3 too"):
        boards.on_page_markdown(again, fake_page(again, "en/two.md", "two/"), None, None)


def test_a_lesson_needs_an_id():
    error = error_of("```uttt\nmode: lesson\ngoal: send tr\ntask: Send.\n```\n")
    assert (error.line, error.board) == (2, 1) and "a lesson needs an 'id'" in str(error)


def test_the_lesson_list_links_every_lesson_in_the_order_of_the_nav(monkeypatch):
    monkeypatch.setattr(boards, "_lessons", {})
    lesson = "```uttt\nmode: lesson\nid: %s\ngoal: send tr\ntask: Send.\n```\n"
    pages = [("en/tips.md", "tips/", "# Tips\n\n## 6. Tip\n\n" + lesson % "c" + "\n" + lesson % "d"),
             ("en/how-to-play.md", "how-to-play/", "# How to play\n\n## 2. Start\n\n"
              + lesson % "a" + "\n{{ lesson_list }}\n"),
             ("en/rules.md", "rules/", "# Rules\n\n## Send {#send}\n\n" + lesson % "b"),
             ("en/faq.md", "faq/", "# FAQ\n\nNo lessons here.\n")]
    for src_uri, url, source in pages:
        boards.on_page_markdown(source, fake_page(source, src_uri, url), None, None)
    page = fake_page("", "en/how-to-play.md", "how-to-play/")
    config = {"nav": ["index.md", "how-to-play.md", "rules.md", "faq.md", "tips.md"]}
    html = boards.on_post_page("<p>x</p>" + boards.LIST_SLOT, page, config)
    links = re.findall(r'<li data-lesson="(\w)"><a href="([^"]+)">([^<]+)</a>', html)
    # The pages' section numbers ("2.", "6.") are not the lessons' numbers.
    assert links == [("a", "./#lesson-a", "Start"), ("b", "../rules/#lesson-b", "Send"),
                     ("c", "../tips/#lesson-c", "Tip (1)"), ("d", "../tips/#lesson-d", "Tip (2)")]
    # Grouped by page, under its title, and numbered 1..n across the groups.
    groups = re.findall(r'<p class="uttt-lessons-page">([^<]+)</p><ol start="(\d+)">((?:<li.*?</li>)+)'
                        r'</ol>', html)
    assert [(title, int(start), item.count("<li")) for title, start, item in groups] == \
        [("How to play", 1, 1), ("Rules", 2, 1), ("Tips", 3, 2)]


def test_the_lesson_list_of_the_site_is_numbered_one_to_n_in_every_language():
    """The built list's numbers: the How to play page of each language."""
    for lang in ("en", "id", "ru", "sw"):
        headings = []
        for name in ("how-to-play.md", "rules.md", "tips.md"):
            source = (ROOT / "docs" / lang / name).read_text(encoding="utf-8")
            assert re.search(r"^# \S", source, re.M), (lang, name)
            headings += [boards.lesson_label(h) for h in re.findall(r"^## (.+)$", source, re.M)]
        assert not any(re.match(r"\d", h) for h in headings), lang
