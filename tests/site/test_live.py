"""``python3 dev.py serve --live``: MkDocs' own server builds the site with the
hooks and the four languages for its address, and rebuilds a page changed
under it. On a copy of the pages, so the change is made there."""

import os
import socket
import subprocess
import time
import urllib.parse
import urllib.request

import dev

from .conftest import ROOT
from .test_build import copy_project, manifest


def free_port():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def fetch(url):
    """What the server sends, or None while it is not up yet, says 404 or
    holds the request (MkDocs' server does while it builds)."""
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.read()
    except OSError:           # URLError, a refused connection, a time-out
        return None


def wait_for(url, found, seconds=300):
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        body = fetch(url)
        if body is not None and found(body.decode("utf-8")):
            return body.decode("utf-8")
        time.sleep(0.5)
    raise AssertionError("%s: not as expected after %d s" % (url, seconds))


def test_the_live_server_builds_every_language_and_rebuilds_a_changed_page(tmp_path):
    docs, config = copy_project(tmp_path)
    url = "http://127.0.0.1:%d/" % free_port()
    server = subprocess.Popen(dev.live_command(url[7:-1]) + ["-f", str(config)], cwd=ROOT,
                              env=dict(os.environ, NO_MKDOCS_2_WARNING="1"),
                              stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    try:
        page = wait_for(url + "ru/rules/", lambda text: "uttt-manifest" in text)
        assert '<link rel="canonical" href="%sru/rules/">' % url in page
        assert 'data-cell="e5"' in page and "livereload" in page
        assert fetch(url + "assets/uttt/card.png").startswith(b"\x89PNG")
        faq = docs / "sw" / "faq.md"
        faq.write_text(faq.read_text(encoding="utf-8") + "\nSentensi mpya ya majaribio.\n",
                       encoding="utf-8")
        page = wait_for(url + "sw/faq/", lambda text: "Sentensi mpya ya majaribio." in text, 120)
        # The rebuilt site has its bundles and each language's offline files again.
        for src in manifest(page)["start"]:
            assert fetch(urllib.parse.urljoin(url + "sw/faq/", src)), src
        for lang in ("", "id/", "ru/", "sw/"):
            assert fetch(url + lang + "manifest.webmanifest"), lang
    finally:
        server.terminate()
        errors = server.communicate(timeout=30)[1]
    assert "ERROR" not in errors, errors[-3000:]
