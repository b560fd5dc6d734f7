#!/usr/bin/env python3
"""A local HTTPS server for SheetLinkTests, with the self-signed certificate of this folder
(made by: openssl req -x509 -newkey rsa:2048 -nodes -keyout localhost-key.pem
-out localhost.pem -days 36500 -subj "/CN=localhost"
-addext "subjectAltName=DNS:localhost,IP:127.0.0.1"; a test key, trusted by no one else).

usage: serve.py SHEET_FILE   prints its port on the first line of standard output.

/sheet.csv      the sheet's bytes, as text/csv
/moved          302 to /sheet.csv, through /moved-again
/circle         302 to itself
/signin         200 with a sign-in web page (text/html)
/html-as-csv    a web page sent as text/csv
/missing        404
/private        403
/slow           the sheet after 5 seconds
/huge           100 MB of CSV rows, without a Content-Length
"""
import http.server
import os
import ssl
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
SHEET = open(sys.argv[1], "rb").read()
SIGN_IN = b"""<!DOCTYPE html><html><head><title>Sign in - Google Accounts</title></head>
<body><form>Email or phone <input name=identifier></form></body></html>"""


class Handler(http.server.BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"

    def log_message(self, *args):
        pass

    def send(self, code, body, kind="text/csv; charset=utf-8", headers=()):
        self.send_response(code)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Length", str(len(body)))
        for name, value in headers:
            self.send_header(name, value)
        self.end_headers()
        self.wfile.write(body)

    def do_GET(self):
        path = self.path
        if path == "/sheet.csv":
            self.send(200, SHEET)
        elif path == "/moved":
            self.send(302, b"", headers=[("Location", "/moved-again")])
        elif path == "/moved-again":
            self.send(301, b"", headers=[("Location", "/sheet.csv")])
        elif path == "/circle":
            self.send(302, b"", headers=[("Location", "/circle")])
        elif path == "/signin":
            self.send(200, SIGN_IN, "text/html; charset=utf-8")
        elif path == "/html-as-csv":
            self.send(200, SIGN_IN)
        elif path == "/missing":
            self.send(404, b"not found", "text/plain")
        elif path == "/private":
            self.send(403, b"forbidden", "text/plain")
        elif path == "/slow":
            time.sleep(5)
            self.send(200, SHEET)
        elif path == "/huge":
            self.send_response(200)
            self.send_header("Content-Type", "text/csv")
            self.send_header("Connection", "close")
            self.end_headers()
            row = b"2024-05-12,Ana,A\n" * 4096
            try:
                self.wfile.write(b"date,player,team\n")
                for _ in range(100 * 1024 * 1024 // len(row)):
                    self.wfile.write(row)
            except (BrokenPipeError, ConnectionResetError, ssl.SSLError):
                pass
            self.close_connection = True
        else:
            self.send(404, b"", "text/plain")


server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
context.load_cert_chain(os.path.join(HERE, "localhost.pem"), os.path.join(HERE, "localhost-key.pem"))
server.socket = context.wrap_socket(server.socket, server_side=True)
server.daemon_threads = True
print(server.server_address[1], flush=True)
server.serve_forever()
