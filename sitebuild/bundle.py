"""Brython and the project's browser-side Python, for the site's assets/uttt/.

Brython normally compiles Python to JavaScript in the browser, on every page
view; on this project's machines that took most of a second. Here Brython's
own compiler runs once, at build time, inside V8 (the ``mini-racer``
package), and the page gets:

- ``brython.js``: Brython's runtime without its compiler chain (the part
  between its ``>>> brython compiler chain`` markers), about a third lighter;
- ``uttt.js``: the modules that ``board.app`` needs to start a play board,
  registered with ``loadBrythonPackage`` and already compiled into
  ``__BRYTHON__.precompiled``;
- ``uttt-teach.js``: what the demo and lesson boards need besides (loaded only
  by the pages that have such boards); ``uttt-computer.js``: the play board's
  link to the computer's worker and the analyses (loaded once the boards in
  view are live, or when first needed); and ``uttt-words-<lang>.js``: one
  language's texts (each page loads its own). An import inside a function is
  the code's way of saying "not at start": ``uttt.js`` follows only the
  imports at the top of its modules, and every module imported inside a
  function must be in one of these bundles;
- ``uttt-boot.js``: the compiled script that imports ``board.app`` and starts
  the page's boards;
- ``uttt-worker.js`` and ``uttt-ai.js``: the same for the Web Worker in which
  the computer opponent thinks (``board.worker`` and the search it imports).

All of them are minified with Terser (run in V8 too) and written under
content-hashed names (``uttt.3f2a9c01de.js``); ``build_assets`` returns the
names, which the pages and the service worker use.

Written by our own code because Brython's ``make_package`` fails on 3.11.

Browser-side code (``board.app``, ``board.worker`` and everything they import)
may import only the project's modules and BROWSER_MODULES: no
``brython_stdlib.js`` is shipped, so ``import json`` there would build and
then fail in the browser. The build refuses it instead.

Upgrading Brython. This module relies on parts of Brython that are not
documented; BRYTHON_VERSION is the version they were checked against, and
another version stops the build. Before changing it (together with the pin in
requirements.txt), re-check:

- the compiler chain markers and the built-in docs table after them
  (``runtime_source``): the browser must still run without the chain;
- what ``V8_SHIM`` uses: the browser globals brython.js reads while it loads,
  and ``__BRYTHON__.url2name``, ``py2js(...).to_js()``, ``builtins_scope``;
- the loader: ``loadBrythonPackage`` and its entry layout
  ``[".py", source, imports, is_package]`` with ``$timestamp``,
  ``__BRYTHON__.precompiled``, ``python_to_js``, and that a package must be
  imported before its modules (``BOOT_SOURCE``); that it runs a precompiled
  module as ``new Function(..., code + "return " + namespace)`` and that
  compiled modules start as MODULE_HEAD says (``package_source``);
- that BROWSER_MODULES still come with brython.js alone, and that compiled
  code still has no multi-line strings (``squeeze`` refuses it otherwise);
- the worker: a plain Web Worker running ``importScripts`` on brython.js and
  uttt-ai.js;
- whether ``make_package`` now works (then this module may not be needed).

Then run the strict build and the whole test suite, browser tests included.
"""

import ast
import gzip
import hashlib
import json
import pathlib
import re

import brython
from py_mini_racer import MiniRacer

from board.texts import LANGUAGES

ROOT = pathlib.Path(__file__).resolve().parent.parent
BRYTHON_VERSION = "3.15.0"   # see "Upgrading Brython" above
BRYTHON_JS = pathlib.Path(brython.__file__).parent / "data" / "brython.js"
# The minifier: Terser's own browser build, from its npm package (README.md,
# "The site's JavaScript", says how to upgrade it).
TERSER_VERSION = "5.51.4"
TERSER_JS = ROOT / "sitebuild" / "vendor" / ("terser-%s.min.js" % TERSER_VERSION)
TERSER_SHA256 = "f116f65dccf5ced7e36011b92caedc54b0c905294dd8e9b73aca1c8bb8f11a21"
CHAIN_START = "// >>> brython compiler chain"
CHAIN_END = "// <<< brython compiler chain"
# The docstrings of the built-ins: a one-line table, then the loop that sets them.
DOCS_TABLE = "\nvar docs={"
DOCS_LOOP = "\nfor(var key in docs)"

PROJECT_PACKAGES = ("engine", "board", "page", "worker")
# What brython.js provides by itself, without brython_stdlib.js.
BROWSER_MODULES = ("browser", "browser.html", "browser.aio", "javascript")

PAGE_ENTRY = "page.play_board"
# The page's other bundles and their entries: each holds the modules its
# entries need that uttt.js does not have.
FEATURE_ENTRIES = dict([("uttt-teach.js", ("page.teach_boards",)),
                        ("uttt-computer.js", ("page.thinker", "board.game_analysis"))] + [
    ("uttt-words-%s.js" % lang, ("board.words." + lang,)) for lang in LANGUAGES])
WORKER_ENTRY = "worker.main"
BOOT_SOURCE = """\
import engine
import board
import {package}
import {package}.{module}
{package}.{module}.start()
"""
# The packages are imported before their modules: Brython's loader for
# precompiled modules sets up a package only when it is imported by itself.

# Just enough of a browser worker's globals for brython.js to load in bare V8.
V8_SHIM = r"""
var g = globalThis;
g.window = g; g.self = g;
g.console = {log: function () {}, info: function () {}, warn: function () {},
             error: function () {}, debug: function () {}};
g.URL = function (u) {
  var m = /^([a-z]+:)\/\/([^\/?#]*)([^?#]*)(\?[^#]*)?(#.*)?$/.exec(u);
  if (!m) { throw new TypeError("not a URL: " + u); }
  this.href = u; this.protocol = m[1]; this.host = this.hostname = m[2];
  this.origin = m[1] + "//" + m[2]; this.pathname = m[3] || "/";
  this.search = m[4] || ""; this.hash = m[5] || "";
};
g.location = new g.URL("http://localhost/build.html");
g.navigator = {language: "en", userAgent: "build", languages: ["en"]};
g.addEventListener = g.importScripts = g.postMessage = function () {};
g.WorkerGlobalScope = function () {};
g.WorkerNavigator = function () {};
g.WorkerLocation = function () {};
Object.setPrototypeOf(g, g.WorkerGlobalScope.prototype);
Object.setPrototypeOf(g.navigator, g.WorkerNavigator.prototype);
Object.setPrototypeOf(g.location, g.WorkerLocation.prototype);
// Brython names compiled functions after Math.random(): a fixed sequence makes
// every build give the same bundles (and $timestamp a true content hash).
var seed = 1;
Math.random = function () { seed = seed * 16807 % 2147483647; return seed / 2147483647; };
function compileModule(src, name, isPackage) {
  var B = __BRYTHON__;
  var filename = "VFS." + name + (isPackage ? "/__init__.py" : ".py");
  B.url2name[filename] = name;   // as Brython's own loader does before compiling
  return B.py2js({src: src, filename: filename, imported: true}, name, name,
                 B.builtins_scope).to_js();
}
"""


class BundleError(Exception):
    """A module the browser needs cannot be bundled."""


def strip_docstrings(source, filename):
    tree = ast.parse(source, filename)
    for node in ast.walk(tree):
        if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef)):
            body = node.body
            if body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant) \
                    and isinstance(body[0].value.value, str):
                node.body = body[1:] or [ast.Pass()]
    return ast.unparse(tree) + "\n"


def check_brython(version):
    """Refuse a Brython that this module was not checked against."""
    if version != BRYTHON_VERSION:
        raise BundleError("brython %s is installed, but sitebuild/bundle.py was checked against %s: "
                          "re-check what its docstring lists under 'Upgrading Brython', then "
                          "change BRYTHON_VERSION and the pin in requirements.txt together"
                          % (version, BRYTHON_VERSION))


def module_path(name, root=ROOT):
    """(path, is_package) of the project module ``name``, or None if it has no file."""
    base = root.joinpath(*name.split("."))
    if (base / "__init__.py").exists():
        return base / "__init__.py", True
    if base.with_suffix(".py").exists():
        return base.with_suffix(".py"), False
    return None


def in_project(name):
    """Whether module ``name`` belongs to the project (else Brython must provide it)."""
    return name.split(".")[0] in PROJECT_PACKAGES


def _imports(tree, lazy):
    """The import statements of ``tree``: with ``lazy``, those inside functions
    too (run only when the function is), else only the ones run at import."""
    todo = list(reversed(tree.body))        # a stack: in the order of the source
    while todo:
        node = todo.pop()
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) and not lazy:
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            yield node
        todo.extend(reversed(list(ast.iter_child_nodes(node))))


def imported_modules(name, path, is_package, root=ROOT, lazy=True):
    """The project modules that module ``name`` imports (their packages
    included); without ``lazy``, only those imported when it is.

    An import the browser could not satisfy raises BundleError: a missing
    project module, or a module from outside the project but BROWSER_MODULES.
    """
    package = name if is_package else name.rpartition(".")[0]
    where = path.relative_to(root).as_posix()
    found = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path)), lazy):
        if isinstance(node, ast.Import):
            modules, members = [alias.name for alias in node.names], []
        else:
            module = node.module
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            # `from m import x`: x is a submodule or a name defined in m.
            modules, members = [module], [module + "." + alias.name for alias in node.names]
        for module in modules:
            if not in_project(module):
                if module not in BROWSER_MODULES:
                    raise BundleError(
                        "%s, line %d: import of %s, which the browser does not have (the site "
                        "ships Brython without its standard library); code that %s or %s "
                        "loads may import only the project and %s"
                        % (where, node.lineno, module, PAGE_ENTRY, WORKER_ENTRY,
                           ", ".join(BROWSER_MODULES)))
                continue
            parts = module.split(".")
            for i in range(1, len(parts) + 1):   # the module and its packages
                prefix = ".".join(parts[:i])
                if module_path(prefix, root) is None:
                    raise BundleError("%s, line %d: no module %s in the project"
                                      % (where, node.lineno, prefix))
                found.add(prefix)
        found.update(m for m in members if in_project(m) and module_path(m, root) is not None)
    return found


def needed_modules(entry, root=ROOT, lazy=True):
    """``entry`` and every project module it imports, directly or not, as
    {name: (path, is_package)}; only these reach the browser. Without
    ``lazy``, only the modules that importing ``entry`` runs."""
    parts = entry.split(".")
    todo = [".".join(parts[:i]) for i in range(1, len(parts) + 1)]   # with its packages
    seen = {}
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        found = module_path(name, root)
        if found is None:
            raise BundleError("module %s not found" % name)
        seen[name] = found
        todo.extend(imported_modules(name, *found, root=root, lazy=lazy) - set(seen))
    return dict(sorted(seen.items()))


def compiler():
    """A V8 context with Brython loaded, ready to compile modules."""
    ctx = MiniRacer()
    ctx.eval(V8_SHIM)
    ctx.eval(BRYTHON_JS.read_text(encoding="utf-8"))
    return ctx


def find_marker(source, marker, start=0):
    """Where ``marker`` is in brython.js, after ``start``; it must be there once."""
    count = source.count(marker, start)
    if count != 1:
        raise BundleError("brython.js has %d of %r where runtime_source() expects one; "
                          "see 'Upgrading Brython' in sitebuild/bundle.py" % (count, marker.strip()))
    return source.index(marker, start)


def runtime_source(source):
    """brython.js (its text, ``source``) without the compiler chain (nothing is
    compiled in the browser) and without the docstrings of the built-ins (only
    help() shows them)."""
    start = find_marker(source, CHAIN_START)
    end = find_marker(source, CHAIN_END, start) + len(CHAIN_END)
    table = find_marker(source, DOCS_TABLE, end)
    loop = find_marker(source, DOCS_LOOP, table)
    if source.find("\n", table + 1) != loop:
        raise BundleError("brython.js: the line after %r is not %r; see 'Upgrading Brython' "
                          "in sitebuild/bundle.py" % (DOCS_TABLE.strip(), DOCS_LOOP.strip()))
    return source[:start] + source[end:table] + source[source.index("\n", loop + 1):]


def squeeze(js, name):
    """Compiled code without its indentation (a tenth less to download).
    Safe only while no string spans lines: refuse anything that might."""
    if "`" in js or any(line.rstrip().endswith("\\") for line in js.split("\n")):
        raise BundleError("%s: compiled code has a multi-line string; cannot squeeze it" % name)
    return "\n".join(line.strip() for line in js.split("\n"))


def page_modules():
    """{bundle name: its modules} of the page's bundles (see the docstring):
    uttt.js with what starting a board runs, each FEATURE_ENTRIES bundle with
    the rest its entry needs. A module imported inside a function that none
    of them carries raises BundleError (it would fail in the browser)."""
    core = needed_modules(PAGE_ENTRY, lazy=False)
    bundles = {"uttt.js": core}
    for name, entries in FEATURE_ENTRIES.items():
        bundles[name] = {m: found for entry in entries
                         for m, found in needed_modules(entry, lazy=False).items()
                         if m not in core}
    carried = set().union(*bundles.values())
    for modules in bundles.values():
        for name, (path, is_package) in modules.items():
            missing = sorted(imported_modules(name, path, is_package) - carried)
            if missing:
                raise BundleError("%s imports %s inside a function, but no page bundle carries "
                                  "it (FEATURE_ENTRIES in sitebuild/bundle.py)"
                                  % (path.relative_to(ROOT).as_posix(), ", ".join(missing)))
    return bundles


MODULE_HEAD = re.compile(r'var \$B = __BRYTHON__,\n_b_ = \$B\.builtins,\n(locals_\w+) = '
                         r'\$B\.namespace\("([\w.]+)"\),\n')


def namespace(js, name):
    """The variable that holds the module's namespace in its compiled code."""
    head = MODULE_HEAD.match(js)
    if head is None or head.group(2) != name:
        raise BundleError("%s: its compiled code does not start as Brython %s's did; see "
                          "'Upgrading Brython' in sitebuild/bundle.py" % (name, BRYTHON_VERSION))
    return head.group(1)


def package_source(modules, ctx):
    """The bundle of ``modules`` (from needed_modules or page_modules): module
    stubs for the loader, and each module's compiled code as a function.

    Brython's loader runs a precompiled module by handing its code, a string,
    to ``new Function`` on every page view. Here that string only calls the
    module's function, which is in the bundle as code: the browser parses it
    with the file (lazily, and from its code cache on a second visit)."""
    vfs = {}
    compiled = {}
    namespaces = {}
    for name, (path, is_package) in modules.items():
        source = strip_docstrings(path.read_text(encoding="utf-8"), str(path))
        # The loader only needs to find the module; its code is in `compiled`.
        vfs[name] = [".py", "", []] + ([1] if is_package else [])
        compiled[name] = squeeze(ctx.call("compileModule", source, name, is_package), name)
        namespaces[name] = namespace(compiled[name], name)
    digest = hashlib.sha256(json.dumps(compiled, sort_keys=True).encode()).hexdigest()
    vfs["$timestamp"] = int(digest[:12], 16)
    out = ["__BRYTHON__.loadBrythonPackage(%s);\n" % json.dumps(vfs, sort_keys=True),
           "__BRYTHON__.utttModules = __BRYTHON__.utttModules || {};\n"]
    for name in sorted(compiled):
        key = json.dumps(name)
        # The loader appends "return <namespace>" to the string: "//" makes it a comment.
        call = "var f = __BRYTHON__.utttModules[%s]; return f()//" % key
        out.append("__BRYTHON__.utttModules[%s] = function () {\n%s\nreturn %s;\n};\n"
                   "__BRYTHON__.precompiled[%s] = %s;\n"
                   % (key, compiled[name], namespaces[name], key, json.dumps(call)))
    return "".join(out)


def boot_source(ctx):
    script = ctx.call("__BRYTHON__.python_to_js", BOOT_SOURCE.format(package="page", module="play_board"), "uttt_boot")
    return ("// Starts the boards of this page (compiled from Python at build time),\n"
            "// once the page is parsed: it may arrive before (overrides/partials/uttt-load.html).\n"
            "(function () {\nfunction boot() {\nif (document.querySelector(\".uttt\")) {\n%s\n}\n}\n"
            "if (document.readyState === \"loading\") {\n"
            "document.addEventListener(\"DOMContentLoaded\", boot);\n} else {\nboot();\n}\n})();\n"
            % script)


def worker_source(ctx, runtime, package):
    """The worker's script; ``runtime`` and ``package`` are the file names of
    brython.js and uttt-ai.js as built (content-hashed)."""
    script = ctx.call("__BRYTHON__.python_to_js", BOOT_SOURCE.format(package="worker", module="main"),
                      "uttt_worker")
    return ("// The computer opponent's Web Worker (compiled from Python at build time).\n"
            "importScripts(%s, %s);\n%s\n" % (json.dumps(runtime), json.dumps(package), script))


class Minifier:
    """Terser (TERSER_JS, pinned and checked by its hash), run in its own V8:
    the JavaScript the site ships loses its comments, spaces and long local
    names. Brython's compiled modules are minified one by one, since the
    bundles carry them as strings."""

    def __init__(self):
        source = TERSER_JS.read_bytes()
        if hashlib.sha256(source).hexdigest() != TERSER_SHA256:
            raise BundleError("%s is not the pinned Terser %s (its SHA-256 differs); see "
                              "README.md, 'The site's JavaScript'" % (TERSER_JS.name, TERSER_VERSION))
        self.ctx = MiniRacer()
        self.ctx.eval(source.decode("utf-8"))

    def __call__(self, js, name):
        promise = self.ctx.eval("Terser.minify(%s, {compress: %s}).then(function (r) "
                                "{ return r.code; }, function (e) { return 'ERROR ' + e; })"
                                % (json.dumps(js), "true" if name == "brython.js" else "false"))
        code = promise.get(timeout=120)
        if code.startswith("ERROR "):
            raise BundleError("%s: Terser cannot minify it: %s" % (name, code[6:]))
        return code


def hashed_name(name, text):
    """``name`` with the start of its content's SHA-256: a new build's files
    never share a name with an old build's, so no cache can mix them."""
    stem, dot, ext = name.rpartition(".")
    return "%s.%s.%s" % (stem, hashlib.sha256(text.encode("utf-8")).hexdigest()[:10], ext)


def build_assets():
    """{name: (file name, text)} of the runtime, the page and worker bundles
    and their boot scripts, minified, under content-hashed file names."""
    check_brython(brython.__version__)
    ctx = compiler()
    minify = Minifier()
    files = {}

    def add(name, text):
        text = minify(text, name)
        files[name] = (hashed_name(name, text), text)
        return files[name][0]

    runtime = add("brython.js", runtime_source(BRYTHON_JS.read_text(encoding="utf-8")))
    for name, modules in page_modules().items():
        add(name, package_source(modules, ctx))
    add("uttt-boot.js", boot_source(ctx))
    package = add("uttt-ai.js", package_source(needed_modules(WORKER_ENTRY), ctx))
    add("uttt-worker.js", worker_source(ctx, runtime, package))
    return files


def write_assets(files, target):
    """Write ``files`` (from build_assets) to ``target``; their gzip sizes."""
    target.mkdir(parents=True, exist_ok=True)
    for file_name, text in files.values():
        (target / file_name).write_text(text, encoding="utf-8")
    return {name: len(gzip.compress(text.encode("utf-8"))) for name, (_, text) in files.items()}
