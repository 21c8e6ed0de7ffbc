"""Brython and the project's browser-side Python, for the site's assets/uttt/.

Brython normally compiles Python to JavaScript in the browser, on every page
view; on this project's machines that took most of a second. Here Brython's
own compiler runs once, at build time, inside V8 (the ``mini-racer``
package), and the page gets:

- ``brython-01.js`` … ``brython-NN.js``: Brython's runtime without its
  compiler chain (the part between its ``>>> brython compiler chain``
  markers), about a third lighter, cut where one of Brython's own source
  files starts into parts of about RUNTIME_PART_BYTES: each part is a script
  of its own, so a phone's main thread is never held long by the runtime
  (Lighthouse's Total Blocking Time counts every task over 50 ms);
- the page's bundles, each listed in the one table ``sitebuild/bundles.py``
  (held against the imports by ``check_table``): ``uttt.js`` with what
  starting a play board runs, ``uttt-teach.js`` (the demo and lesson
  boards), ``uttt-computer.js`` (the play board's side of the computer's
  worker) and ``uttt-words-<lang>.js`` (one language's texts), each
  registered with ``loadBrythonPackage`` and already compiled into
  ``__BRYTHON__.precompiled``; whether and when a page loads each is the
  start-up protocol of ``page/loader.js``;
- ``uttt-boot.js``: the compiled script that imports ``page.boot`` and starts
  the page's boards;
- ``uttt-worker.js`` and ``uttt-ai.js``: the same for the Web Worker in which
  the computer opponent thinks (``worker.main`` and the search it imports);
- the loader itself (``page/loader.js``), minified, to inline in the pages.

All of them are minified with Terser (run in V8 too) and written under
content-hashed names (``uttt.3f2a9c01de.js``); ``build_assets`` returns the
names, which the pages and the service worker use. Compiling and minifying
are cached by content (``.cache/uttt/``, keyed by the input's hash and the
tool's version), so a build after the first starts no V8 at all for what
has not changed.

Written by our own code because Brython's ``make_package`` fails on 3.11.

Browser-side code (``page.boot``, ``worker.main`` and everything they
import) may import only the project's modules and BROWSER_MODULES: no
``brython_stdlib.js`` is shipped, so ``import json`` there would build and
then fail in the browser. The build refuses it instead, and an import inside
a function too: what a bundle carries is the table's to say.

Upgrading Brython. This module relies on parts of Brython that are not
documented; BRYTHON_VERSION is the version they were checked against, and
another version stops the build. Before changing it (together with the pin in
requirements.txt), re-check:

- the compiler chain markers and the built-in docs table after them
  (``runtime_source``): the browser must still run without the chain; the
  time zone's name (TIME_ZONE) still read only by the standard library's
  ``time``; each source file still starting at a line of its own with
  FILE_START (``runtime_parts``);
- what ``V8_SHIM`` uses: the browser globals brython.js reads while it loads,
  the compiler's counter of names (ID_COUNTER) and ``$py_UUID``,
  and ``__BRYTHON__.url2name``, ``py2js(...).to_js()``, ``builtins_scope``;
- the loader: ``loadBrythonPackage`` and its entry layout
  ``[".py", source, imports, is_package]`` with ``$timestamp``,
  ``__BRYTHON__.precompiled``, ``python_to_js``, and that a package must be
  imported before its modules (``boot_source``); that it runs a precompiled
  module as ``new Function(..., code + "return " + namespace)`` and that
  compiled modules start as MODULE_HEAD says (``package_source``);
- that BROWSER_MODULES still come with brython.js alone, that compiled
  code still has no multi-line strings (``squeeze`` refuses it otherwise)
  and notes its lines as LINE_NOTE says (``untrack_lines`` refuses others),
  and that nothing but tracebacks and tracing reads those notes;
- the worker: a plain Web Worker running ``importScripts`` on the runtime's
  parts and uttt-ai.js;
- whether ``make_package`` now works (then this module may not be needed).

Then run the strict build and the whole test suite, browser tests included.
"""

import ast
import gzip
import hashlib
import json
import os
import pathlib
import re

import brython
from py_mini_racer import MiniRacer

from sitebuild import bundles

ROOT = pathlib.Path(__file__).resolve().parent.parent
BRYTHON_VERSION = "3.15.0"   # see "Upgrading Brython" above
# The cache's folder of compiled code (a new name when the compiling changes).
COMPILED = "brython-%s-ids" % BRYTHON_VERSION
BRYTHON_JS = pathlib.Path(brython.__file__).parent / "data" / "brython.js"
# The minifier: Terser's own browser build, from its npm package (README.md,
# "Pinned packages, and why", says how to upgrade it).
TERSER_VERSION = "5.51.4"
TERSER_JS = ROOT / "sitebuild" / "vendor" / ("terser-%s.min.js" % TERSER_VERSION)
TERSER_SHA256 = "f116f65dccf5ced7e36011b92caedc54b0c905294dd8e9b73aca1c8bb8f11a21"
CHAIN_START = "// >>> brython compiler chain"
CHAIN_END = "// <<< brython compiler chain"
# The docstrings of the built-ins: a one-line table, then the loop that sets them.
DOCS_TABLE = "\nvar docs={"
DOCS_LOOP = "\nfor(var key in docs)"
# The time zone's name, found by formatting today's date twice with Intl
# (a quarter of the runtime's start on a phone); only the standard library's
# ``time`` reads it, and the site ships none.
TIME_ZONE = ("\nvar date=new Date()\n", "\n$B.tz_name=long.substr(ix).trim()\n")
# What else of the runtime the site never runs, left out: each piece from
# where it starts (a whole file when that is where one starts) to where it
# ends (None: the end of its file), and the function compiled code would
# call to use it; a module whose compiled code calls one stops the build.
LEFT_OUT = (
    # The translator from syntax tree to JavaScript (ast_to_js.js), the
    # compiler's last step, but for the name lookups compiled code calls:
    # its tables of operators, made from the syntax tree's classes...
    ("\nvar $operators=", "\nvar exclude_from_builtins=", "js_from_ast"),
    # ...and everything after the scope of the built-in names.
    ("\nfunction mark_parents(", None, "js_from_root"),
    # The syntax tree's classes (py_ast.js) and the tokens' table (tokens.js).
    ("(function($B){\nvar binary_ops=", None, "ast_js_to_py"),
    ("(function($B){const tokens=[", None, "token_name"),
    # The tokenizer (tokenizer.js) after the character tests str's methods use;
    # besides the compiler, only the hints of a SyntaxError's message read it.
    ("\nfunction raise_error(", None, "tokenizer"),
    # Complex numbers' methods (py_complex.js); the type itself stays, for isinstance.
    ("(function($B){var _b_=$B.builtins\nfunction conv_complex(", None, "make_complex"),
    # The match statement (pattern_matching.js).
    ('(function($B){"use strict";\n$B.pattern_match=', None, "pattern_match"),
)
FILE_END = "})(__BRYTHON__);"
# Where each of Brython's source files starts in brython.js.
FILE_START = re.compile(r"^;?\(function\(\$B\)", re.M)
RUNTIME_PART_BYTES = 60_000     # measured: no part then runs much over 50 ms at 4x slower CPU

PROJECT_PACKAGES = ("engine", "board", "page", "worker")
# What brython.js provides by itself, without brython_stdlib.js.
BROWSER_MODULES = ("browser", "browser.html", "browser.aio", "javascript")

LOADER_JS = ROOT / "page" / "loader.js"
CACHE = ROOT / ".cache" / "uttt"

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
// Brython numbers the names in compiled code from counters that start at
// Math.random(): a fixed sequence, and the counters started again for each
// module (compiler() lets them be), make a module's compiled code depend on
// its source alone, whatever this V8 compiled before (as the cache assumes),
// so every build gives the same bundles (and $timestamp a true content hash).
var seed = 1;
Math.random = function () { seed = seed * 16807 % 2147483647; return seed / 2147483647; };
function compileScript(src, name) {
  __BRYTHON__.restartIds();
  return __BRYTHON__.python_to_js(src, name);
}
function compileModule(src, name, isPackage) {
  var B = __BRYTHON__;
  B.restartIds();
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


def _imports(tree, where):
    """The import statements of ``tree``; one inside a function raises
    BundleError (it would choose a bundle by where it stands)."""
    todo = [(node, False) for node in reversed(tree.body)]     # a stack, in source order
    while todo:
        node, inside = todo.pop()
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            if inside:
                raise BundleError("%s, line %d: an import inside a function; browser-side code "
                                  "imports at the top, and sitebuild/bundles.py says which "
                                  "bundle carries what" % (where, node.lineno))
            yield node
        inside = inside or isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda))
        todo.extend((child, inside) for child in reversed(list(ast.iter_child_nodes(node))))


def imported_modules(name, path, is_package, root=ROOT):
    """The project modules that module ``name`` imports (their packages
    included).

    An import the browser could not satisfy raises BundleError: a missing
    project module, or a module from outside the project but BROWSER_MODULES.
    """
    package = name if is_package else name.rpartition(".")[0]
    where = path.relative_to(root).as_posix()
    found = set()
    for node in _imports(ast.parse(path.read_text(encoding="utf-8"), str(path)), where):
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
                        % (where, node.lineno, module, bundles.START.entry, bundles.WORKER.entry,
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


def needed_modules(entry, root=ROOT):
    """``entry`` and every project module it imports, directly or not, as
    {name: (path, is_package)}; only these reach the browser."""
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
        todo.extend(imported_modules(name, *found, root=root) - set(seen))
    return dict(sorted(seen.items()))


def check_table(page=bundles.PAGE, worker=bundles.WORKER, root=ROOT, at_start=bundles.AT_START):
    """{bundle name: its modules as needed_modules gives them} for the page's
    bundles and the worker's, once the table (``sitebuild/bundles.py``)
    agrees with the imports: the start bundle (the first) carries what its
    entry needs and what every board needs (what all the ``at_start``
    bundles' entries import); each other page bundle what its entry needs
    that the start bundle and the bundles it comes ``after`` do not carry;
    the worker's all it needs. A module the table leaves out, or lists where
    it is not needed, raises BundleError naming it."""
    shared = None
    for bundle in at_start:
        needed = needed_modules(bundle.entry, root)
        shared = needed if shared is None else {name: found for name, found in shared.items()
                                                if name in needed}
    start = None
    out = {}
    carried = {b.feature: b.modules for b in page}
    for bundle in tuple(page) + (worker,):
        needed = needed_modules(bundle.entry, root)
        if start is None:
            needed = dict(shared or {}, **needed)
            start = needed
        elif bundle is not worker:
            before = set(start).union(*(carried[feature] for feature in bundle.after))
            needed = {name: found for name, found in needed.items() if name not in before}
        for names, says in ((sorted(set(needed) - set(bundle.modules)), "does not list %s, "
                             "which %s imports"),
                            (sorted(set(bundle.modules) - set(needed)), "lists %s, which %s "
                             "does not import (or the start bundle carries)")):
            if names:
                raise BundleError("sitebuild/bundles.py: %s %s" % (
                    bundle.name, says % (", ".join(names), bundle.entry)))
        out[bundle.name] = needed
    return out


# Where brython.js keeps the compiler's counter of names, a variable of its
# own: compiler() adds __BRYTHON__.restartIds() there, which starts it and
# the runtime's counter (``$py_UUID``) again from their first values.
ID_COUNTER = "var uuid=Math.floor(Math.random()*1000000)\n"
RESTART_IDS = ("var firstUuid=uuid, firstPyUuid=__BRYTHON__.$py_UUID\n"
               "__BRYTHON__.restartIds=function(){uuid=firstUuid;"
               "__BRYTHON__.$py_UUID=firstPyUuid}\n")


def with_restart_ids(source):
    """brython.js (its text, ``source``) with ``__BRYTHON__.restartIds()``."""
    at = find_marker(source, ID_COUNTER) + len(ID_COUNTER)
    return source[:at] + RESTART_IDS + source[at:]


def compiler():
    """A V8 context with Brython loaded, ready to compile modules."""
    ctx = MiniRacer()
    ctx.eval(V8_SHIM)
    ctx.eval(with_restart_ids(BRYTHON_JS.read_text(encoding="utf-8")))
    return ctx


def find_marker(source, marker, start=0):
    """Where ``marker`` is in brython.js, after ``start``; it must be there once."""
    count = source.count(marker, start)
    if count != 1:
        raise BundleError("brython.js has %d of %r where sitebuild/bundle.py expects one; "
                          "see 'Upgrading Brython' in sitebuild/bundle.py" % (count, marker.strip()))
    return source.index(marker, start)


def runtime_source(source):
    """brython.js (its text, ``source``) without the compiler chain (nothing
    is compiled in the browser), the docstrings of the built-ins (only help()
    shows them), the time zone's name and the pieces of LEFT_OUT."""
    start = find_marker(source, CHAIN_START)
    end = find_marker(source, CHAIN_END, start) + len(CHAIN_END)
    table = find_marker(source, DOCS_TABLE, end)
    loop = find_marker(source, DOCS_LOOP, table)
    if source.find("\n", table + 1) != loop:
        raise BundleError("brython.js: the line after %r is not %r; see 'Upgrading Brython' "
                          "in sitebuild/bundle.py" % (DOCS_TABLE.strip(), DOCS_LOOP.strip()))
    source = source[:start] + source[end:table] + source[source.index("\n", loop + 1):]
    zone = find_marker(source, TIME_ZONE[0])
    zone_end = find_marker(source, TIME_ZONE[1], zone) + len(TIME_ZONE[1])
    if "tz_name" in source[zone_end:]:
        raise BundleError("brython.js reads $B.tz_name, which runtime_source() leaves out; "
                          "see 'Upgrading Brython' in sitebuild/bundle.py")
    return leave_out(source[:zone] + '\n$B.tz_name=""\n' + source[zone_end:])


def leave_out(source):
    """The runtime ``source`` without the pieces of LEFT_OUT."""
    for marker, until, _ in LEFT_OUT:
        start = find_marker(source, marker)
        follows = FILE_START.search(source, start + 1)
        end = follows.start() if follows else len(source)
        if until is not None:
            close = find_marker(source, until, start)
            if close > end:
                raise BundleError("brython.js: %r is not in the file of %r; see 'Upgrading "
                                  "Brython' in sitebuild/bundle.py" % (until.strip(), marker.strip()))
        elif FILE_START.match(source, start):        # a whole file
            close = end
        else:
            close = source.rfind(FILE_END, start, end)
            if close < 0:
                raise BundleError("brython.js: no %r ends the file where %r is; see 'Upgrading "
                                  "Brython' in sitebuild/bundle.py" % (FILE_END, marker.strip()))
        source = source[:start] + "\n" + source[close:]
    return source


def check_calls(js, name):
    """Refuse compiled code (``js``, of module ``name``) that calls what the
    runtime leaves out (LEFT_OUT)."""
    for _, _, function in LEFT_OUT:
        if re.search(r"\$B\.%s\(" % function, js):
            raise BundleError("%s: its compiled code calls $B.%s, which the site's runtime "
                              "leaves out (LEFT_OUT in sitebuild/bundle.py)" % (name, function))
    return js


def runtime_parts(source):
    """The runtime (from ``runtime_source``) as the texts of scripts run one
    after the other: cut only where one of Brython's source files starts,
    each part about RUNTIME_PART_BYTES or one whole file. Each part but the
    first repeats the file's ``"use strict"``."""
    starts = [m.start() for m in FILE_START.finditer(source)]
    if len(starts) < 10 or '"use strict"' not in source[:starts[0]]:
        raise BundleError("brython.js: its source files do not start as runtime_parts() "
                          "expects; see 'Upgrading Brython' in sitebuild/bundle.py")
    parts, begin = [], 0
    for start, end in zip(starts, starts[1:] + [len(source)]):
        if start > begin and end - begin > RUNTIME_PART_BYTES:
            parts.append(source[begin:start])
            begin = start
    parts.append(source[begin:])
    return [part if i == 0 else '"use strict";\n' + part for i, part in enumerate(parts)]


# Brython's compiled code records the line about to run in its frame, for
# tracebacks and sys.settrace; nothing of ours reads it. A call per line
# costs time under Brython and a twelfth of the bundles' bytes.
LINE_NOTE = re.compile(r"\$B\.set_lineno\(frame, \d+(?:, '\w+')?\)(?: && |;)?")


def untrack_lines(js, name):
    """Compiled code without its line notes (see LINE_NOTE): a traceback in
    the browser names a function's first line. Refuse a form not known."""
    js = LINE_NOTE.sub("", js)
    if "set_lineno" in js:
        raise BundleError("%s: compiled code notes its lines in a way untrack_lines does not "
                          "know; see 'Upgrading Brython' in sitebuild/bundle.py" % name)
    return js


def squeeze(js, name):
    """Compiled code without its indentation (a tenth less to download).
    Safe only while no string spans lines: refuse anything that might."""
    if "`" in js or any(line.rstrip().endswith("\\") for line in js.split("\n")):
        raise BundleError("%s: compiled code has a multi-line string; cannot squeeze it" % name)
    return "\n".join(line.strip() for line in js.split("\n"))


MODULE_HEAD = re.compile(r'var \$B = __BRYTHON__,\n_b_ = \$B\.builtins,\n(locals_\w+) = '
                         r'\$B\.namespace\("([\w.]+)"\),\n')


def namespace(js, name):
    """The variable that holds the module's namespace in its compiled code."""
    head = MODULE_HEAD.match(js)
    if head is None or head.group(2) != name:
        raise BundleError("%s: its compiled code does not start as Brython %s's did; see "
                          "'Upgrading Brython' in sitebuild/bundle.py" % (name, BRYTHON_VERSION))
    return head.group(1)


def package_source(modules, tools):
    """The bundle of ``modules`` (from needed_modules or check_table): module
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
        compiled[name] = squeeze(untrack_lines(check_calls(tools.compile(source, name, is_package),
                                                           name), name), name)
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


def entry_script(entry, tools):
    """Python that imports ``entry`` (its packages first: Brython's loader for
    precompiled modules sets up a package only when it is imported by
    itself, with ``engine`` and ``board`` among them) and calls its
    ``start()``, compiled."""
    parts = entry.split(".")
    packages = ["engine", "board"] + [".".join(parts[:i]) for i in range(1, len(parts) + 1)]
    source = "".join("import %s\n" % name for name in dict.fromkeys(packages)) + entry + ".start()\n"
    return tools.python_to_js(source, "uttt_" + parts[0])


def import_order(modules, root=ROOT):
    """``modules`` (names) in an order Brython can import them one at a time:
    each after its packages (a package is imported by itself first, what its
    ``__init__`` imports with it) and after the project modules it imports."""
    order, seen = [], set()

    def visit(name):
        if name in seen:
            return
        seen.add(name)
        parts = name.split(".")
        for i in range(1, len(parts)):
            visit(".".join(parts[:i]))
        path, is_package = module_path(name, root)
        if is_package:
            order.append(name)
        for imported in sorted(imported_modules(name, path, is_package, root)):
            if imported in modules:
                visit(imported)
        if not is_package:
            order.append(name)
    for name in sorted(modules):
        visit(name)
    return order


# The boot: the modules of the start bundle and of each feature bundle the
# page started with (page/loader.js marks their scripts), imported one per
# task (window.__uttt.soon), so no import holds a phone's main thread long,
# then page.boot.
BOOT = """from browser import document, window

GROUPS = %r
MODULES = [name for feature, names in GROUPS
           if not feature or document.querySelector('script[data-uttt-bundle="' + feature + '"]')
           for name in names]


def load(i):
    if i < len(MODULES):
        __import__(MODULES[i])
        window.__uttt.soon(lambda: load(i + 1))
    else:
        __import__("page.boot", None, None, ["*"]).start()


load(0)
"""


def boot_source(tools):
    modules = [("", import_order(bundles.START.modules))] + [
        (bundle.feature, import_order(bundle.modules)) for bundle in bundles.AT_START]
    return ("// Starts the boards of this page (compiled from Python at build time),\n"
            "// once the page is parsed: page/loader.js may have it run before.\n"
            "(function () {\nfunction boot() {\nif (document.querySelector(\".uttt\")) {\n%s\n}\n}\n"
            "if (document.readyState === \"loading\") {\n"
            "document.addEventListener(\"DOMContentLoaded\", boot);\n} else {\nboot();\n}\n})();\n"
            % tools.python_to_js(BOOT % (modules,), "uttt_page"))


def worker_source(tools, runtime, package):
    """The worker's script; ``runtime`` (the runtime's parts, in order) and
    ``package`` are the file names of the runtime and uttt-ai.js as built
    (content-hashed)."""
    return ("// The computer opponent's Web Worker (compiled from Python at build time).\n"
            "importScripts(%s);\n%s\n" % (", ".join(json.dumps(name) for name in runtime + [package]),
                                          entry_script(bundles.WORKER.entry, tools)))


def terser():
    """A V8 context with Terser (TERSER_JS, pinned and checked by its hash)."""
    source = TERSER_JS.read_bytes()
    if hashlib.sha256(source).hexdigest() != TERSER_SHA256:
        raise BundleError("%s is not the pinned Terser %s (its SHA-256 differs); see "
                          "README.md, 'Pinned packages, and why'" % (TERSER_JS.name, TERSER_VERSION))
    ctx = MiniRacer()
    ctx.eval(source.decode("utf-8"))
    return ctx


class Tools:
    """Brython's compiler and Terser, in V8, behind a cache on disk: each
    result is a pure function of its input and the tool's version, so it
    is kept under their hash (``cache``; None keeps nothing) and a V8 is
    started only for what is not kept yet."""

    def __init__(self, cache=CACHE):
        self.cache = cache
        self.contexts = {}

    def context(self, kind):
        if kind not in self.contexts:
            self.contexts[kind] = compiler() if kind == "brython" else terser()
        return self.contexts[kind]

    def cached(self, tool, key, make):
        if self.cache is None:
            return make()
        digest = hashlib.sha256(key.encode("utf-8")).hexdigest()
        path = self.cache / tool / (digest + ".js")
        if path.exists():
            return path.read_text(encoding="utf-8")
        value = make()
        path.parent.mkdir(parents=True, exist_ok=True)
        # Whole or not at all, even when two builds (test processes) write it at once.
        partial = path.with_name("%s.%d.part" % (path.name, os.getpid()))
        partial.write_text(value, encoding="utf-8")
        partial.replace(path)
        return value

    def compile(self, source, name, is_package):
        """A project module compiled as Brython's own loader would."""
        return self.cached(COMPILED, "%s\0%d\0%s" % (name, is_package, source),
                           lambda: self.context("brython").call("compileModule", source, name,
                                                                is_package))

    def python_to_js(self, source, name):
        """A script compiled to run by itself."""
        return self.cached(COMPILED, "script\0%s\0%s" % (name, source),
                           lambda: self.context("brython").call("compileScript", source, name))

    def minify(self, js, name):
        """The JavaScript the site ships without its comments, spaces and long
        local names (Brython's runtime compressed too; the compiled modules
        only squeezed, as compressing them gains little and costs much)."""
        compress = name.startswith("brython")

        def run():
            promise = self.context("terser").eval(
                "Terser.minify(%s, {compress: %s}).then(function (r) { return r.code; }, "
                "function (e) { return 'ERROR ' + e; })" % (json.dumps(js),
                                                           "true" if compress else "false"))
            code = promise.get(timeout=120)
            if code.startswith("ERROR "):
                raise BundleError("%s: Terser cannot minify it: %s" % (name, code[6:]))
            return code
        return self.cached("terser-" + TERSER_VERSION, "%d\0%s" % (compress, js), run)


def runtime_name(i, count):
    """The name of the runtime's part ``i`` (from 0) of ``count``: brython-01.js …"""
    return "brython-%0*d.js" % (len(str(count)), i + 1)


def runtime_names(files):
    """The runtime's parts among ``files`` (from build_assets), in order."""
    return sorted(name for name in files if name.startswith("brython-"))


def hashed_name(name, text):
    """``name`` with the start of its content's SHA-256: a new build's files
    never share a name with an old build's, so no cache can mix them."""
    stem, dot, ext = name.rpartition(".")
    return "%s.%s.%s" % (stem, hashlib.sha256(text.encode("utf-8")).hexdigest()[:10], ext)


def build_assets(tools=None):
    """{name: (file name, text)} of the runtime, the page and worker bundles
    and their boot scripts, minified, under content-hashed file names; and
    the loader (``page/loader.js``) minified, to inline in the pages."""
    check_brython(brython.__version__)
    tools = tools or Tools()
    table = check_table()
    files = {}

    def add(name, text):
        text = tools.minify(text, name)
        files[name] = (hashed_name(name, text), text)
        return files[name][0]

    parts = runtime_parts(runtime_source(BRYTHON_JS.read_text(encoding="utf-8")))
    runtime = [add(runtime_name(i, len(parts)), part) for i, part in enumerate(parts)]
    for bundle in bundles.PAGE:
        add(bundle.name, package_source(table[bundle.name], tools))
    add("uttt-boot.js", boot_source(tools))
    package = add("uttt-ai.js", package_source(table[bundles.WORKER.name], tools))
    add("uttt-worker.js", worker_source(tools, runtime, package))
    loader = tools.minify(LOADER_JS.read_text(encoding="utf-8"), "loader.js")
    return files, loader


def write_assets(files, target):
    """Write ``files`` (from build_assets) to ``target``; their gzip sizes."""
    target.mkdir(parents=True, exist_ok=True)
    for file_name, text in files.values():
        (target / file_name).write_text(text, encoding="utf-8")
    return {name: len(gzip.compress(text.encode("utf-8"))) for name, (_, text) in files.items()}
