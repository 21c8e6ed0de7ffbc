#!/usr/bin/env python3
"""Set-up and the everyday jobs, on a fresh machine with Python 3.11+.

    python3 dev.py serve          build the site and serve it on http://127.0.0.1:8000/
    python3 dev.py serve --live   the same while you write: MkDocs rebuilds the site
                                  when a page, mkdocs.yml or overrides/ changes, and
                                  the open page reloads
    python3 dev.py build [DIR]    build the site into DIR (default site/) for the
                                  address in SITE_URL (default dev.py serve's)
    python3 dev.py test           run the whole test suite (real Chromium, real site)

All create .venv/ and install the pinned packages first (PORT changes the
port). ``test`` also makes sure a Chromium is there: Debian's ``chromium`` via
apt when running as root and none is installed. It never downloads a
browser through Playwright.
"""

import hashlib
import os
import pathlib
import shutil
import subprocess
import sys

ROOT = pathlib.Path(__file__).resolve().parent
VENV = ROOT / ".venv"
PYTHON = VENV / "bin" / "python"
CHROMIUM = "/usr/bin/chromium"


def run(*cmd, **kw):
    print("+ " + " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], check=True, **kw)


def apt_install(*packages):
    if os.geteuid() != 0:
        sys.exit("dev.py: please install %s (needs root)" % " ".join(packages))
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run("apt-get", "update", "-qq", env=env)
    run("apt-get", "install", "-y", "-qq", *packages, env=env)


def ensure_venv(requirements):
    """A virtual environment with the pinned packages of ``requirements``."""
    if sys.version_info < (3, 11):
        sys.exit("dev.py: Python 3.11 or newer is needed, this is %s" % sys.version.split()[0])
    if not PYTHON.exists():
        try:
            run(sys.executable, "-m", "venv", VENV)
        except subprocess.CalledProcessError:
            shutil.rmtree(VENV, ignore_errors=True)
            apt_install("python3-venv")
            run(sys.executable, "-m", "venv", VENV)
    wanted = b"".join((ROOT / name).read_bytes()
                      for name in ("requirements.txt", requirements))
    stamp = VENV / (".installed-" + requirements)
    digest = hashlib.sha256(wanted).hexdigest()
    if not stamp.exists() or stamp.read_text() != digest:
        run(PYTHON, "-m", "pip", "install", "-q", "--upgrade", "pip")
        run(PYTHON, "-m", "pip", "install", "-q", "-r", ROOT / requirements)
        stamp.write_text(digest)


def ensure_chromium():
    if not os.path.exists(CHROMIUM):
        apt_install("chromium")


def build(site_dir, site_url=None):
    """The strict build into ``site_dir``, for the address ``site_url``
    (default: SITE_URL's, as mkdocs.yml reads it)."""
    env = dict(os.environ, NO_MKDOCS_2_WARNING="1")
    if site_url:
        env["SITE_URL"] = site_url
    run(PYTHON, "-m", "mkdocs", "build", "--strict", "--site-dir", site_dir, cwd=ROOT, env=env)


def live_command(address):
    """MkDocs' own server on ``address``, which builds the pages for that
    address and rebuilds them on a change to the pages, mkdocs.yml or
    overrides/. It imports the project's Python once and does not watch it:
    a change there needs a restart."""
    return [PYTHON, "-m", "mkdocs", "serve", "--dev-addr", address, "--watch", ROOT / "overrides"]


def serve(live):
    ensure_venv("requirements.txt")
    address = "127.0.0.1:" + os.environ.get("PORT", "8000")
    try:
        if live:
            run(*live_command(address), cwd=ROOT, env=dict(os.environ, NO_MKDOCS_2_WARNING="1"))
            return
        site = ROOT / "site"
        build(site, "http://%s/" % address)
        print("Serving http://%s/ (Ctrl-C stops)" % address, flush=True)
        run(PYTHON, "-m", "http.server", address.split(":")[1], "--bind", "127.0.0.1",
            "--directory", site)
    except KeyboardInterrupt:
        pass


def test(extra):
    ensure_venv("requirements-test.txt")
    ensure_chromium()
    # Two processes (pytest-xdist): the machines this runs on have two cores.
    run(PYTHON, "-m", "pytest", "-m", "not slow", "-n", "2", *extra, cwd=ROOT)


def main(argv):
    command, args = (argv[1], argv[2:]) if len(argv) > 1 else (None, [])
    if command == "serve" and args in ([], ["--live"]):
        serve(live=bool(args))
    elif command == "build" and len(args) <= 1:
        ensure_venv("requirements.txt")
        build(pathlib.Path(args[0]).resolve() if args else ROOT / "site")
    elif command == "test":
        test(args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    try:
        main(sys.argv)
    except subprocess.CalledProcessError as error:
        sys.exit(error.returncode)
