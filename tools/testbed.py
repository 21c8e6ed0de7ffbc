"""What the browser tests and the browser benchmark share: a built site
served on 127.0.0.1 (a free port, in a background thread) and how to start
Debian's Chromium here (never a browser that Playwright downloads)."""

import functools
import gzip
import http.server
import io
import os
import sys
import threading

CHROMIUM = os.environ.get("UTTT_CHROMIUM", "/usr/bin/chromium")
# Without the networking flags Chromium keeps trying to reach outside hosts,
# which this machine refuses.
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run",
                 "--disable-quic"]


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass

    def send_error(self, code, message=None, explain=None):
        """A missing file gets the site's own 404.html, as GitHub Pages sends it."""
        page = os.path.join(self.directory, "404.html")
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        with open(page, "rb") as f:
            body = f.read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)


class PagesHandler(QuietHandler):
    """Files as GitHub Pages serves them: text gzipped for clients that
    accept it, and ``Cache-Control: max-age=600`` (for the benchmarks). The
    server's ``sent`` lists (path, body bytes) of every response, as sent."""

    COMPRESSED = (".html", ".js", ".css", ".json", ".xml", ".svg", ".webmanifest")

    def send_head(self):
        path = self.translate_path(self.path)
        if os.path.isdir(path):
            if not self.path.split("?")[0].endswith("/"):
                return super().send_head()          # the redirect to the folder's URL
            path = os.path.join(path, "index.html")
        if not (path.endswith(self.COMPRESSED) and os.path.isfile(path)
                and "gzip" in self.headers.get("Accept-Encoding", "")):
            return super().send_head()
        with open(path, "rb") as f:
            body = gzip.compress(f.read(), 6)
        self.send_response(200)
        self.send_header("Content-Type", self.guess_type(path))
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "max-age=600")
        self.end_headers()
        return io.BytesIO(body)

    def send_header(self, keyword, value):
        if keyword == "Content-Length":
            self.server.sent.append((self.path, int(value)))
        super().send_header(keyword, value)

    def end_headers(self):
        if "Cache-Control" not in "".join(h.decode("latin-1") for h in getattr(self, "_headers_buffer", [])):
            self.send_header("Cache-Control", "max-age=600")
        super().end_headers()


class QuietServer(http.server.ThreadingHTTPServer):
    def __init__(self, *args):
        super().__init__(*args)
        self.sent = []

    def handle_error(self, request, client_address):
        # A browser that drops a connection (a page closed mid-download) is
        # no error of the site's; anything else is still printed.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(directory, pages=False):
    """(server, base URL) serving ``directory``; stop it with ``server.shutdown()``.
    ``pages``: gzip and cache headers as GitHub Pages sends them (PagesHandler)."""
    handler = functools.partial(PagesHandler if pages else QuietHandler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]
