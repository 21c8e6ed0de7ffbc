"""The pieces of the browser bundle: which modules reach the browser (and
which imports are refused), the bundle table held against the imports, the
runtime cut out of brython.js, the squeezing of compiled code, the cache of
compiled and minified code and the Brython version check."""

import pathlib
import re

import brython
import pytest

from sitebuild import bundle, bundles
from sitebuild.bundle import BundleError

ROOT = pathlib.Path(__file__).resolve().parents[2]

TREE = {
    "board/__init__.py": "",
    "board/app.py": ("from browser import document\n"
                     "from . import view\n"
                     "from .spec import KEYS\n"
                     "import engine.game\n"
                     "from engine import Game\n"
                     "from engine.tables import X\n"),
    "board/view.py": "import javascript\nfrom browser import html\nimport browser.html\n",
    "board/spec.py": "KEYS = ()\n",
    "board/sub/__init__.py": "",
    "board/sub/deep.py": "from ..view import html\nfrom .. import spec\n",
    "engine/__init__.py": "from .game import Game\n",
    "engine/game.py": "from .tables import X\n",
    "engine/tables.py": "X = 1\n",
    "engine/cli.py": "import argparse\nimport sys\nfrom .game import Game\n",
}


def write(root, files):
    for name, text in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def tree(tmp_path):
    """A small project: board.app imports most of it; engine.cli, using the
    standard library, is imported by nothing the browser loads."""
    write(tmp_path, TREE)
    return tmp_path


def imports_of(root, name):
    return bundle.imported_modules(name, *bundle.module_path(name, root), root=root)


def test_module_path(tree):
    assert bundle.module_path("board", tree) == (tree / "board" / "__init__.py", True)
    assert bundle.module_path("board.app", tree) == (tree / "board" / "app.py", False)
    assert bundle.module_path("board.sub.deep", tree) == (tree / "board" / "sub" / "deep.py", False)
    assert bundle.module_path("board.nothing", tree) is None


def test_absolute_and_relative_imports_with_their_packages(tree):
    assert imports_of(tree, "board.app") == {
        "board", "board.view", "board.spec", "engine", "engine.game", "engine.tables"}
    assert imports_of(tree, "board.sub.deep") == {"board", "board.view", "board.spec"}


def test_imports_of_a_package_are_relative_to_itself(tree):
    assert imports_of(tree, "engine") == {"engine", "engine.game"}


def test_browser_modules_are_not_bundled(tree):
    assert imports_of(tree, "board.view") == set()


def test_needed_modules_follow_the_imports_from_the_entry(tree):
    needed = bundle.needed_modules("board.app", tree)
    assert list(needed) == ["board", "board.app", "board.spec", "board.view",
                            "engine", "engine.game", "engine.tables"]
    assert needed["engine"] == (tree / "engine" / "__init__.py", True)
    # engine.cli uses the standard library, but the browser never loads it.
    assert "engine.cli" not in needed


@pytest.mark.parametrize("source, line, module", [
    ("import json\n", 1, "json"),
    ("from json import loads\n", 1, "json"),
    ("import engine\nimport os.path\n", 2, "os.path"),
    ("import browser.timer\n", 1, "browser.timer"),    # needs brython_stdlib.js
])
def test_an_import_from_outside_the_project_is_refused(tree, source, line, module):
    write(tree, {"board/spec.py": "KEYS = ()\n" + source})
    with pytest.raises(BundleError) as caught:
        bundle.needed_modules("board.app", tree)
    message = str(caught.value)
    assert message.startswith("board/spec.py, line %d: import of %s, which the browser does not "
                              "have" % (line + 1, module))
    assert "page.boot or worker.main" in message and "browser, browser.html" in message


def test_a_standard_library_import_is_refused_once_the_browser_reaches_it(tree):
    write(tree, {"board/view.py": "from engine import cli\n"})
    with pytest.raises(BundleError, match=r"^engine/cli\.py, line 1: import of argparse"):
        bundle.needed_modules("board.app", tree)


@pytest.mark.parametrize("source, module", [
    ("from .nothing import x\n", "board.nothing"),
    ("import engine.nothing\n", "engine.nothing"),
    ("from engine.nothing import x\n", "engine.nothing"),
])
def test_a_missing_project_module_is_refused(tree, source, module):
    write(tree, {"board/spec.py": source})
    with pytest.raises(BundleError, match=r"^board/spec\.py, line 1: no module %s in the project$"
                       % re.escape(module)):
        bundle.needed_modules("board.app", tree)


def test_the_real_entries_bundle_without_the_command_line():
    for entry in (bundles.PLAY.entry, bundles.WORKER.entry):
        needed = bundle.needed_modules(entry)
        assert entry in needed and "engine" in needed and "board" in needed
        assert not {"engine.cli", "engine.match", "engine.__main__"} & set(needed)


@pytest.mark.parametrize("source", [
    "KEYS = ()\n\ndef later():\n    from . import sub\n",
    "KEYS = ()\n\nclass Later:\n    def method(self):\n        import engine.game\n",
    "f = lambda: __import__('x')\ng = 1\ndef h():\n    if g:\n        import engine\n",
])
def test_an_import_inside_a_function_is_refused(tree, source):
    # Where an import stands does not choose a bundle: the table does.
    write(tree, {"board/spec.py": source})
    with pytest.raises(BundleError, match=r"^board/spec\.py, line \d+: an import inside a function"):
        bundle.needed_modules("board.app", tree)


def test_a_class_body_imports_at_import_time(tree):
    write(tree, {"board/view.py": "class View:\n    from engine import tables\n"})
    assert imports_of(tree, "board.view") == {"engine", "engine.tables"}


def test_the_bundle_table_agrees_with_the_imports():
    table = bundle.check_table()
    start = set(table["uttt.js"])
    assert start == set(bundles.START.modules)
    # The start carries what every board needs; each kind of board's bundle the rest.
    assert {"page.input", "page.dom", "board.view", "board.texts", "engine.game"} <= start
    assert not {"page.play_board", "board.play.session", "page.teach_boards", "board.lesson",
                "page.puzzle_board", "board.puzzle", "page.thinker", "board.protocol",
                "board.analysis_view", "engine.verdict", "board.words.en"} & start
    assert {"page.play_board", "board.play.session"} <= set(table["uttt-play.js"])
    assert {"page.teach_boards", "board.lesson", "engine.solve",
            "board.teach_words"} <= set(table["uttt-teach.js"])
    assert {"page.puzzle_board", "board.puzzle_trainer", "board.glicko"} <= set(
        table["uttt-puzzles.js"])
    assert {"page.computer", "page.thinker", "board.protocol", "board.analysis_view",
            "board.analysis_words", "board.kept_analyses", "engine.explain",
            "engine.verdict"} == set(table["uttt-computer.js"])
    for lang in ("en", "id", "ru", "sw"):
        assert set(table["uttt-words-%s.js" % lang]) == {"board.words", "board.words." + lang}


def shifted(bundle_, modules):
    return bundles.Bundle(bundle_.name, bundle_.feature, bundle_.entry, modules, bundle_.after)


def test_a_module_the_table_leaves_out_or_lists_in_vain_is_named():
    page = list(bundles.PAGE)
    page[0] = shifted(bundles.START, tuple(m for m in bundles.START.modules if m != "page.loader"))
    with pytest.raises(BundleError, match=r"^sitebuild/bundles\.py: uttt\.js does not list "
                       r"page\.loader, which page\.boot imports$"):
        bundle.check_table(page)
    # A feature's module put in the start bundle: the start's entry does not import it.
    page[0] = shifted(bundles.START, bundles.START.modules + ("board.protocol",))
    with pytest.raises(BundleError, match=r"uttt\.js lists board\.protocol, which page\.boot "
                       r"does not import"):
        bundle.check_table(page)
    page[0] = bundles.START
    page[page.index(bundles.COMPUTER)] = shifted(bundles.COMPUTER,
                                                 bundles.COMPUTER.modules + ("board.view",))
    with pytest.raises(BundleError, match=r"uttt-computer\.js lists board\.view, which "
                       r"page\.computer does not import \(or the start bundle carries\)"):
        bundle.check_table(page)


def test_compiled_modules_are_functions_the_loader_calls():
    js = bundle.package_source({"board.settings": bundle.module_path("board.settings")},
                               bundle.Tools(cache=None))
    assert '__BRYTHON__.utttModules["board.settings"] = function () {' in js
    assert "return locals_board_settings;" in js
    assert '__BRYTHON__.precompiled["board.settings"] = "var f = __BRYTHON__.utttModules' in js
    with pytest.raises(BundleError, match=r"^board\.x: its compiled code does not start as"):
        bundle.namespace("var x = 1\n", "board.x")


def test_the_learned_evaluation_comes_only_with_the_computers_worker():
    # The page must not download the Expert's weights before the computer is used.
    assert "engine.evaldata" in bundles.WORKER.modules
    assert not {"engine.evaldata", "engine.neteval", "engine.ai"} & {
        m for b in bundles.PAGE for m in b.modules}


FAKE_BRYTHON = ("var runtime = 1\n"
                "// >>> brython compiler chain\n"
                "var compiler = 2\n"
                "// <<< brython compiler chain\n"
                'var docs={abs:"Return the absolute value."}\n'
                "for(var key in docs){set(key)}\n"
                ";\n"
                "var more = 3\n"
                "var date=new Date()\n"
                "var formatter=new Intl.DateTimeFormat()\n"
                "$B.tz_name=long.substr(ix).trim()\n"
                "(function($B){const tokens=['ENDMARKER']})(__BRYTHON__);\n"
                "(function($B){$B.resolve=function(name){}\n"
                "var $operators=$B.op2method.subset('all')\n"
                "var exclude_from_builtins=[]\n"
                "function mark_parents(node){}\n"
                "$B.ast.Name.prototype.to_js=function(){return '})(__BRYTHON__);'}\n"
                "$B.js_from_ast=function(ast){}})(__BRYTHON__);\n"
                "(function($B){$B.is_XID_Start=function(cp){}\n"
                "function raise_error(){}\n"
                "$B.tokenizer=function(src){}})(__BRYTHON__);\n"
                "(function($B){var _b_=$B.builtins\nfunction conv_complex(){}\n"
                "$B.make_complex=function(){}})(__BRYTHON__);\n"
                '(function($B){"use strict";\n$B.pattern_match=function(){}})(__BRYTHON__);\n'
                "(function($B){\nvar binary_ops={'+':'Add'}})(__BRYTHON__);\n"
                "(function($B){var last = 4})(__BRYTHON__);\n")


def test_runtime_source_cuts_the_compiler_the_translator_the_docs_and_the_time_zone():
    assert bundle.runtime_source(FAKE_BRYTHON) == (
        'var runtime = 1\n\n;\nvar more = 3\n$B.tz_name=""\n\n'
        '(function($B){$B.resolve=function(name){}\n\nvar exclude_from_builtins=[]\n})(__BRYTHON__);\n'
        '(function($B){$B.is_XID_Start=function(cp){}\n})(__BRYTHON__);\n\n\n'
        '(function($B){var last = 4})(__BRYTHON__);\n')


def test_compiled_code_that_calls_what_the_runtime_leaves_out_stops_the_build():
    assert bundle.check_calls("$B.resolve_local('x')", "engine.game") == "$B.resolve_local('x')"
    with pytest.raises(BundleError, match=r"board.view: .* calls \$B.pattern_match"):
        bundle.check_calls("if($B.pattern_match(subject, {})){}", "board.view")


@pytest.mark.parametrize("source, function", [
    ("def f(x):\n    match x:\n        case 1:\n            return 2\n", "pattern_match"),
    ("Z = 1j\n", "make_complex")])
def test_brythons_compiler_writes_the_calls_check_calls_refuses(source, function):
    """The names of LEFT_OUT are the ones Brython's compiler really writes."""
    js = bundle.Tools().compile(source, "probe", False)
    with pytest.raises(BundleError, match=r"calls \$B\.%s" % function):
        bundle.check_calls(js, "probe")


def test_runtime_source_refuses_a_runtime_that_reads_the_time_zone():
    with pytest.raises(BundleError, match=r"reads \$B.tz_name"):
        bundle.runtime_source(FAKE_BRYTHON + "f($B.tz_name)\n")


def test_runtime_parts_cut_only_where_a_source_file_starts():
    files = ["(function($B){\nvar a%d = '%s'\n})(__BRYTHON__)\n" % (i, "x" * 25_000)
             for i in range(12)]
    source = '"use strict";\nvar __BRYTHON__={}\n' + "".join(files)
    parts = bundle.runtime_parts(source)
    assert 1 < len(parts) < len(files)
    assert parts[0].startswith('"use strict";\nvar __BRYTHON__={}\n(function($B)')
    assert all(part.startswith('"use strict";\n(function($B)') for part in parts[1:])
    assert "".join(p.replace('"use strict";\n', "") for p in parts) == source.replace(
        '"use strict";\n', "")
    assert all(len(part) <= bundle.RUNTIME_PART_BYTES + 30_000 for part in parts)


def test_runtime_parts_refuse_a_runtime_they_cannot_cut():
    with pytest.raises(BundleError, match="do not start as runtime_parts"):
        bundle.runtime_parts('"use strict";\nvar everything = 1\n')


def test_import_order_puts_each_module_after_its_packages_and_imports():
    order = bundle.import_order(bundles.START.modules)
    assert sorted(order) == sorted(bundles.START.modules)
    for i, name in enumerate(order):
        parts = name.split(".")
        assert all(order.index(".".join(parts[:k])) < i for k in range(1, len(parts)))
        path, is_package = bundle.module_path(name)
        if not is_package:
            for imported in bundle.imported_modules(name, path, is_package):
                if imported in order and not bundle.module_path(imported)[1]:
                    assert order.index(imported) < i, (name, imported)


@pytest.mark.parametrize("marker", [bundle.CHAIN_START, bundle.CHAIN_END, "var docs={",
                                    "for(var key in docs)", "var date=new Date()"])
def test_runtime_source_names_a_missing_marker(marker):
    with pytest.raises(BundleError) as caught:
        bundle.runtime_source(FAKE_BRYTHON.replace(marker, "// something else"))
    assert str(caught.value).startswith("brython.js has 0 of %r where sitebuild/bundle.py expects "
                                        "one" % marker)
    assert "Upgrading Brython" in str(caught.value)


def test_the_compiler_needs_brythons_counter_of_names():
    with pytest.raises(BundleError, match="has 0 of 'var uuid=Math.floor"):
        bundle.with_restart_ids("var x = 1\n")
    source = bundle.with_restart_ids("var uuid=Math.floor(Math.random()*1000000)\nvar y = 2\n")
    assert "__BRYTHON__.restartIds=function()" in source and source.endswith("var y = 2\n")


def test_runtime_source_refuses_a_repeated_marker():
    source = FAKE_BRYTHON.replace("var compiler = 2\n", "var compiler = 2\n%s\n" % bundle.CHAIN_END)
    with pytest.raises(BundleError, match="has 2 of '// <<< brython compiler chain'"):
        bundle.runtime_source(source)


def test_runtime_source_refuses_code_between_the_docs_and_their_loop():
    source = FAKE_BRYTHON.replace("\nfor(var key", "\nvar needed = 4\nfor(var key")
    with pytest.raises(BundleError, match="the line after 'var docs={' is not 'for"):
        bundle.runtime_source(source)


def test_runtime_source_of_the_real_brython():
    source = bundle.BRYTHON_JS.read_text(encoding="utf-8")
    runtime = bundle.runtime_source(source)
    assert "brython compiler chain" not in runtime and "var docs={" not in runtime
    assert "loadBrythonPackage" in runtime
    assert len(runtime) < 0.7 * len(source)


def test_squeeze_drops_the_indentation():
    assert bundle.squeeze("if (a) {\n    b()\n}\n", "m") == "if (a) {\nb()\n}\n"


@pytest.mark.parametrize("js", ["var s = `one\n    two`\n", "var s = 'one\\\n    two'\n"])
def test_squeeze_refuses_what_may_be_a_multi_line_string(js):
    with pytest.raises(BundleError, match="^board.x: compiled code has a multi-line string"):
        bundle.squeeze(js, "board.x")


def test_the_brython_version_check():
    bundle.check_brython(bundle.BRYTHON_VERSION)
    with pytest.raises(BundleError) as caught:
        bundle.check_brython("3.16.0")
    assert str(caught.value).startswith("brython 3.16.0 is installed, but sitebuild/bundle.py was "
                                        "checked against 3.15.0: re-check what its docstring "
                                        "lists under 'Upgrading Brython'")


def test_the_checked_version_is_the_pinned_and_installed_one():
    pins = (ROOT / "requirements.txt").read_text(encoding="utf-8")
    assert "brython==%s\n" % bundle.BRYTHON_VERSION in pins
    assert brython.__version__ == bundle.BRYTHON_VERSION


def test_two_builds_give_the_same_bundle():
    """Brython names compiled functions after Math.random(), seeded in V8_SHIM."""
    modules = bundle.needed_modules(bundles.WORKER.entry)
    first = bundle.package_source(modules, bundle.Tools(cache=None))
    assert bundle.package_source(modules, bundle.Tools(cache=None)) == first


def test_a_modules_compiled_code_does_not_depend_on_what_was_compiled_before():
    """The cache keeps each module's code by its source alone, and two test
    processes build at once: a module compiled after another (in the same
    V8) must come out as when it is compiled first."""
    source = "def f(a):\n    def g():\n        return a\n    return g\n"
    other = "class C:\n    def m(self):\n        return [x for x in self]\n"
    alone = bundle.Tools(cache=None).compile(source, "probe", False)
    tools = bundle.Tools(cache=None)
    tools.compile(other, "other", False)
    assert tools.compile(source, "probe", False) == alone
    tools.python_to_js(other, "script")
    assert tools.compile(source, "probe", False) == alone


def test_line_notes_are_dropped_and_an_unknown_form_refused():
    tools = bundle.Tools(cache=None)
    js = tools.compile("def f(a):\n    if a:\n        return 1\n    while a:\n        a = 0\n"
                       "class C:\n    pass\n", "t", False)
    assert "set_lineno" in js
    untracked = bundle.untrack_lines(js, "t")
    assert "set_lineno" not in untracked and "if($B.$bool(locals.a))" in untracked
    with pytest.raises(BundleError, match="^t: compiled code notes its lines in a way"):
        bundle.untrack_lines("$B.set_lineno(other_frame, 3)", "t")


def test_the_cache_gives_back_what_the_tools_made_and_starts_no_v8(tmp_path):
    tools = bundle.Tools(cache=tmp_path)
    source = "x = 1\n"
    made = tools.compile(source, "t", False)
    small = tools.minify("var a_long_name = 1;", "t.js")
    assert set(tools.contexts) == {"brython", "terser"}
    again = bundle.Tools(cache=tmp_path)
    assert again.compile(source, "t", False) == made and again.minify("var a_long_name = 1;",
                                                                      "t.js") == small
    assert again.contexts == {}                       # nothing had to be made again
    assert again.compile("x = 2\n", "t", False) != made   # another input, another result
    assert len(list(tmp_path.rglob("*.js"))) == 3 and not list(tmp_path.rglob("*.part"))


def test_two_builds_writing_the_cache_at_once_both_succeed(tmp_path, monkeypatch):
    """The test processes of one run build their sites at the same time: here
    another process writes the same entry between this one's writing and
    its putting the file in place."""
    replace = pathlib.Path.replace
    other = []

    def interleaved(self, target):
        if not other:
            other.append(1)
            monkeypatch.setattr(bundle.os, "getpid", lambda: 99999)   # that other process
            bundle.Tools(cache=tmp_path).minify("var b = 1;", "t.js")
            monkeypatch.undo()
        return replace(self, target)
    monkeypatch.setattr(pathlib.Path, "replace", interleaved)
    assert bundle.Tools(cache=tmp_path).minify("var b = 1;", "t.js") == "var b=1;"
    assert len(list(tmp_path.rglob("*.js"))) == 1 and not list(tmp_path.rglob("*.part"))


def test_the_minifier_shortens_code_and_keeps_what_it_does():
    from py_mini_racer import MiniRacer
    source = ("// a comment\nfunction total(items) {\n    var running_sum = 0;\n"
              "    for (var index = 0; index < items.length; index++) {\n"
              "        running_sum += items[index];\n    }\n    return running_sum;\n}\n")
    small = bundle.Tools(cache=None).minify(source, "sum.js")
    assert len(small) < len(source) / 2 and "comment" not in small and "running_sum" not in small
    ctx = MiniRacer()
    ctx.eval(small)
    assert ctx.eval("total([1, 2, 3.5])") == 6.5


def test_the_minifier_names_the_file_it_cannot_read():
    with pytest.raises(BundleError, match=r"^broken\.js: Terser cannot minify it: "):
        bundle.Tools(cache=None).minify("function (", "broken.js")


def test_the_minifier_refuses_a_file_that_is_not_the_pinned_terser(tmp_path, monkeypatch):
    changed = tmp_path / bundle.TERSER_JS.name
    changed.write_bytes(bundle.TERSER_JS.read_bytes() + b"\n")
    monkeypatch.setattr(bundle, "TERSER_JS", changed)
    with pytest.raises(BundleError, match="is not the pinned Terser 5.51.4"):
        bundle.terser()


def test_hashed_names_follow_the_content():
    one = bundle.hashed_name("uttt.js", "a = 1")
    assert re.fullmatch(r"uttt\.[0-9a-f]{10}\.js", one)
    assert bundle.hashed_name("uttt.js", "a = 1") == one != bundle.hashed_name("uttt.js", "a = 2")
