"""What the browser tests and the browser benchmark share: a built site
served on 127.0.0.1 (a free port, in a background thread) and how to start
Debian's Chromium here (never a browser that Playwright downloads)."""

import functools
import http.server
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


class QuietServer(http.server.ThreadingHTTPServer):
    def handle_error(self, request, client_address):
        # A browser that drops a connection (a page closed mid-download) is
        # no error of the site's; anything else is still printed.
        if not isinstance(sys.exc_info()[1], (BrokenPipeError, ConnectionResetError)):
            super().handle_error(request, client_address)


def serve(directory):
    """(server, base URL) serving ``directory``; stop it with ``server.shutdown()``."""
    handler = functools.partial(QuietHandler, directory=str(directory))
    server = QuietServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, "http://127.0.0.1:%d/" % server.server_address[1]
