"""Brython and the project's browser-side Python, for the site's assets/uttt/.

Brython normally compiles Python to JavaScript in the browser, on every page
view; on this project's machines that took most of a second. Here Brython's
own compiler runs once, at build time, inside V8 (the ``mini-racer``
package), and the page gets:

- ``brython.js``: Brython's runtime without its compiler chain (the part
  between its ``>>> brython compiler chain`` markers), about a third lighter;
- ``uttt.js``: the modules that ``board.app`` needs, registered with
  ``loadBrythonPackage`` and already compiled into ``__BRYTHON__.precompiled``;
- ``uttt-boot.js``: the compiled script that imports ``board.app`` and starts
  the page's boards;
- ``uttt-worker.js`` and ``uttt-ai.js``: the same for the Web Worker in which
  the computer opponent thinks (``board.worker`` and the search it imports).

Written by our own code because Brython's ``make_package`` fails on 3.11.
"""

import ast
import gzip
import hashlib
import json
import pathlib

import brython
from py_mini_racer import MiniRacer

ROOT = pathlib.Path(__file__).resolve().parent.parent
BRYTHON_JS = pathlib.Path(brython.__file__).parent / "data" / "brython.js"
CHAIN_START = "// >>> brython compiler chain"
CHAIN_END = "// <<< brython compiler chain"

PAGE_ENTRY = "board.app"
WORKER_ENTRY = "board.worker"
BOOT_SOURCE = """\
import engine
import board
import board.{module}
board.{module}.start()
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


def module_path(name):
    """(path, is_package) of a project module, or None for anything else."""
    parts = name.split(".")
    if parts[0] not in ("engine", "board"):
        return None
    base = ROOT.joinpath(*parts)
    if (base / "__init__.py").exists():
        return base / "__init__.py", True
    if base.with_suffix(".py").exists():
        return base.with_suffix(".py"), False
    raise BundleError("module %s not found" % name)


def imported_modules(name, path, is_package):
    """The project modules that module ``name`` imports (packages included)."""
    package = name if is_package else name.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        names = []
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module
            names = [module] + [module + "." + alias.name for alias in node.names]
        for full in names:
            parts = full.split(".")
            for i in range(1, len(parts) + 1):
                candidate = ".".join(parts[:i])
                try:
                    if module_path(candidate) is not None:
                        found.add(candidate)
                except BundleError:
                    if i == len(parts) and isinstance(node, ast.Import):
                        raise
    return found


def needed_modules(entry):
    """``entry`` and every project module it imports, directly or not."""
    parts = entry.split(".")
    todo = [".".join(parts[:i]) for i in range(1, len(parts) + 1)]   # with its packages
    seen = {}
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        path, is_package = module_path(name)
        seen[name] = (path, is_package)
        todo.extend(imported_modules(name, path, is_package) - set(seen))
    return dict(sorted(seen.items()))


def compiler():
    """A V8 context with Brython loaded, ready to compile modules."""
    ctx = MiniRacer()
    ctx.eval(V8_SHIM)
    ctx.eval(BRYTHON_JS.read_text(encoding="utf-8"))
    return ctx


def runtime_source():
    """brython.js without the compiler chain (nothing is compiled in the browser)
    and without the docstrings of the built-ins (only help() shows them)."""
    source = BRYTHON_JS.read_text(encoding="utf-8")
    start = source.index(CHAIN_START)
    end = source.index(CHAIN_END) + len(CHAIN_END)
    rest = source[end:].split("\n")
    if not (rest[1].startswith("var docs={") and rest[2].startswith("for(var key in docs)")):
        raise BundleError("brython.js changed its layout after the compiler chain; "
                          "check runtime_source()")
    return source[:start] + "\n".join(rest[:1] + rest[3:])


def squeeze(js, name):
    """Compiled code without its indentation (a tenth less to download).
    Safe only while no string spans lines: refuse anything that might."""
    if "`" in js or any(line.rstrip().endswith("\\") for line in js.split("\n")):
        raise BundleError("%s: compiled code has a multi-line string; cannot squeeze it" % name)
    return "\n".join(line.strip() for line in js.split("\n"))


def package_source(entry, ctx):
    """The bundle for ``entry``: module stubs for the loader plus compiled code."""
    vfs = {}
    compiled = {}
    for name, (path, is_package) in needed_modules(entry).items():
        source = strip_docstrings(path.read_text(encoding="utf-8"), str(path))
        # The loader only needs to find the module; its code is in `compiled`.
        vfs[name] = [".py", "", []] + ([1] if is_package else [])
        compiled[name] = squeeze(ctx.call("compileModule", source, name, is_package), name)
    digest = hashlib.sha256(json.dumps(compiled, sort_keys=True).encode()).hexdigest()
    vfs["$timestamp"] = int(digest[:12], 16)
    return ("__BRYTHON__.loadBrythonPackage(%s);\n"
            "Object.assign(__BRYTHON__.precompiled, %s);\n"
            % (json.dumps(vfs, sort_keys=True), json.dumps(compiled, sort_keys=True)))


def boot_source(ctx):
    script = ctx.call("__BRYTHON__.python_to_js", BOOT_SOURCE.format(module="app"), "uttt_boot")
    return ("// Starts the boards of this page (compiled from Python at build time).\n"
            "if (document.querySelector(\".uttt\")) {\n%s\n}\n" % script)


def worker_source(ctx):
    script = ctx.call("__BRYTHON__.python_to_js", BOOT_SOURCE.format(module="worker"),
                      "uttt_worker")
    return ("// The computer opponent's Web Worker (compiled from Python at build time).\n"
            "importScripts(\"brython.js\", \"uttt-ai.js\");\n%s\n" % script)


def write_assets(target):
    """Write the runtime, the page and worker bundles and their boot scripts."""
    target.mkdir(parents=True, exist_ok=True)
    ctx = compiler()
    files = {"brython.js": runtime_source(),
             "uttt.js": package_source(PAGE_ENTRY, ctx),
             "uttt-boot.js": boot_source(ctx),
             "uttt-ai.js": package_source(WORKER_ENTRY, ctx),
             "uttt-worker.js": worker_source(ctx)}
    for name, text in files.items():
        (target / name).write_text(text, encoding="utf-8")
    return {name: len(gzip.compress(text.encode("utf-8"))) for name, text in files.items()}
