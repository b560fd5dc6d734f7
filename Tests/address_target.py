"""Where a player's permanent address leads: the file `players/ID/index.html` is either the
player's page itself or a small page whose refresh (`<meta http-equiv="refresh">`) sends the
reader on to it (docs/DATA-FILES.md, `url`)."""
import html
import os
import re

REFRESH = re.compile(r'<meta http-equiv="refresh" content="0; url=([^"]+)">')


def address_target(path):
    """The file the page at `path` leads to: `path` itself without a refresh, else the file its
    refresh names, resolved against `path`'s folder (it may not exist)."""
    refresh = REFRESH.search(open(path, encoding="utf-8").read())
    if not refresh:
        return path
    return os.path.normpath(os.path.join(os.path.dirname(path), html.unescape(refresh.group(1))))
