#!/usr/bin/env python3
"""Checks a built site's tables on a phone: headless Chromium, driven by Selenium, emulating a
390 × 844 px screen (pixel ratio 3), then the same phone turned sideways (844 × 390).

usage: check_phone_layout.py SITE_DIR CONTENT_DIR [SITE_DIR CONTENT_DIR ...]

Issue 46's rule 1, "tables made for a phone", checked on the home page, the results, one season
(the one whose table has the most players), the all-time page, the players list, the ratings,
the predictions, the partners and rivals, one player (the one with the most matches) and one
match (the finished one whose write-up gives the most details, else the latest), each found
through the site's own links (its navigation, data/*.json's addresses) or its sitemap:

- At 390 px the page does not scroll sideways (document.documentElement.scrollWidth is at most
  window.innerWidth, which must be 390: the page has a viewport for phones); every table cell
  that is shown (rendered, of non-zero size) lies within the screen, to 0.5 px; and every
  `.table-wrap` holds its table without scrolling (scrollWidth at most clientWidth + 1).
- Every table has a caption, and every column that shows a cell has a column heading shown
  (th scope=col). A column is hidden from screen readers only when it is hidden from the
  eye: a hidden heading's cells are all hidden (display:none, so from screen readers too), a
  shown heading's cells all show, no shown cell is aria-hidden, and no cell with text is
  shown at zero size (hidden from the eye alone).
- A table that hides columns is preceded by a "full table" switch, `label.full-toggle` with a
  checkbox, which works without JavaScript: ticking it shows every cell of that table; the
  table may then scroll sideways inside its `.table-wrap`, but the page still does not.
- A standings table is a table whose column headings include the points heading of the
  site's language (`columns.points` of Templates/i18n/LANGUAGE.yml, `language` of site.yml,
  en by default). Its points heading and every row's points show on the screen, and the
  points agree with data/standings.json: on a season's page with that season's table, on the
  all-time page with the all-time table, elsewhere with one of the tables; on a player's page,
  a row per season (or all time) with that player's row of that table.
- The ratings leaderboard lists provisional players (fewer rated matches than
  `provisionalGames`, 5 unless set; data/ratings.json gives each player's) apart from the
  ranked ones, in a table of their own after theirs.
- Turned sideways (844 px), every column of every table shows without the switch.
- Without JavaScript, the home page, the season and the all-time page pass the same checks,
  switches included, and the home page's standings show the points.

Prints a line per site; every failure names the page, the table's caption and the cell, and
the check exits 1 after the last site.
"""
import functools
import http.server
import json
import os
import re
import shutil
import sys
import threading
import urllib.parse
import xml.etree.ElementTree as ElementTree

import yaml
from address_target import address_target
from selenium import webdriver
from selenium.webdriver.chrome.service import Service

PORTRAIT, LANDSCAPE = (390, 844), (844, 390)
SLACK = 0.5
# Failures printed per site; the rest are counted.
SHOWN = 100

# Each failure once, by what it is about (a page, a table and a kind of failure), with how many
# cells share it.
failures = {}


def problem(message, key=None):
    entry = failures.setdefault(key or message, [message, 0])
    entry[1] += 1


def browser(javascript=True, size=PORTRAIT):
    """Headless Chromium emulating a phone's screen of `size` (CSS pixels, pixel ratio 3)."""
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    width, height = size
    options.add_experimental_option("mobileEmulation",
                                    {"deviceMetrics": {"width": width, "height": height, "pixelRatio": 3.0}})
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"), options=options)
    driver.set_page_load_timeout(60)
    driver.set_script_timeout(60)
    return driver


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server:
    """The site over HTTP on a free port of the loopback interface."""

    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=folder)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def catalogue(language):
    """Templates/i18n/LANGUAGE.yml over the English catalogue, which gives the keys it lacks."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Templates", "i18n")

    def merged(base, over):
        out = dict(base)
        for k, v in (over or {}).items():
            out[k] = merged(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
        return out

    english = yaml.safe_load(open(os.path.join(folder, "en.yml"), encoding="utf-8"))
    path = os.path.join(folder, f"{language}.yml")
    return merged(english, yaml.safe_load(open(path, encoding="utf-8"))) if os.path.exists(path) else english


def route(url):
    """A page's address without host, `index.html` or trailing slash: "players/3-ana-lima"."""
    path = urllib.parse.unquote(urllib.parse.urlparse(url).path)
    if path.endswith("/index.html"):
        path = path[:-len("index.html")]
    return path.strip("/")


class Site:
    """What the checks need from a built site and its content folder."""

    def __init__(self, folder, content):
        self.folder, self.content = folder, content
        self.config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
        self.language = str(self.config.get("language") or "en")
        self.words = catalogue(self.language)
        self.base_url = str(self.config.get("baseURL") or "https://example.org/")
        if not self.base_url.endswith("/"):
            self.base_url += "/"

        def data(name):
            return json.load(open(os.path.join(folder, "data", name), encoding="utf-8"))

        self.standings = data("standings.json")
        self.players = data("players.json")
        self.matches = data("matches.json")
        self.ratings = data("ratings.json")
        self.player_route = {self.player_page(p["url"]): p["id"] for p in self.players}
        self.sitemap = self.read_sitemap()

    def local(self, url):
        """A published (absolute) address as a route in the site."""
        if url.startswith(self.base_url):
            url = "/" + url[len(self.base_url):]
        return route(url)

    def player_page(self, url):
        """The route of the page a player's permanent address leads to: the address itself,
        or where the refresh of the small page there sends the reader."""
        path = os.path.join(self.folder, self.local(url), "index.html")
        return route("/" + os.path.relpath(address_target(path), self.folder))

    def read_sitemap(self):
        path = os.path.join(self.folder, "sitemap.xml")
        if not os.path.exists(path):
            return []
        namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
        root = ElementTree.parse(path).getroot()
        trees = [root]
        if root.tag == namespace + "sitemapindex":
            trees = [ElementTree.parse(os.path.join(self.folder, self.local(loc.text))).getroot()
                     for loc in root.iter(namespace + "loc")]
        return [self.local(loc.text) for tree in trees for loc in tree.iter(namespace + "loc")]


def links(driver, selector="a[href]"):
    """The links of the loaded page (those `selector` picks): (its text, its route)."""
    found = driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map(a => [a.textContent.replace(/\\s+/g, ' ').trim(), a.href])",
        selector)
    return [(text, route(href)) for text, href in found if href.startswith("http")]


def find_pages(driver, server, site):
    """The pages to check, by name: found by the site's links, else its sitemap."""
    words = site.words
    pages = {"home": ""}

    def from_sitemap(name, test):
        chosen = next((r for r in site.sitemap if test(r)), None)
        if chosen is None:
            problem(f"{site.folder}: no {name} page among the site's links or in its sitemap")
        else:
            pages[name] = chosen

    driver.get(server.base)
    nav = {}
    for text, target in links(driver, "nav a[href]") + links(driver):
        nav.setdefault(text, target)
    for name, key in (("results", "results"), ("players", "players"), ("all-time", "allTime"),
                      ("ratings", "ratings")):
        if words["nav"][key] in nav:
            pages[name] = nav[words["nav"][key]]
        else:
            from_sitemap(name, lambda r, name=name: r == name)
    # The season with the most players in its table.
    seasons = site.standings["seasons"]
    if seasons:
        season = max(sorted(seasons), key=lambda s: len(seasons[s]))
        known = [target for _, target in links(driver)]
        if pages.get("results"):
            driver.get(server.base + pages["results"] + "/")
            known += [target for _, target in links(driver)]
        wanted = next((t for t in known if re.search(r"(^|/)seasons/" + re.escape(season) + r"$", t)), None)
        if wanted:
            pages["season"] = wanted
        else:
            from_sitemap("season", lambda r: r.endswith("seasons/" + season))
    if pages.get("ratings"):
        driver.get(server.base + pages["ratings"] + "/")
        target = next((t for text, t in links(driver) if text == words["predictions"]["link"]), None)
        if target:
            pages["predictions"] = target
    if "predictions" not in pages:
        from_sitemap("predictions", lambda r: r == "predictions")
    for name in ("", pages.get("all-time"), pages.get("players")):
        if name is None or "pairs" in pages:
            continue
        driver.get(server.base + name + ("/" if name else ""))
        target = next((t for text, t in links(driver) if text == words["pairs"]["link"]), None)
        if target:
            pages["pairs"] = target
    if "pairs" not in pages:
        from_sitemap("pairs", lambda r: r == "pairs")
    if site.players:
        busiest = max(site.players, key=lambda p: (p["allTime"]["played"], -p["id"]))
        pages["player"] = site.player_page(busiest["url"])
    finished = [m for m in site.matches if m["finished"]]
    if finished:
        def details(m):
            return (len(m.get("scorers") or []) + len(m.get("assists") or []) + len(m.get("playerOfTheMatch") or [])
                    + bool(m.get("venue")) + bool(m.get("photo")))
        match = max(reversed(finished), key=details)
        pages["match"] = site.local(match["url"])
    return pages


# One call gathers what the checks need of the loaded page: the screen, the scroll widths,
# every table's caption, cells (with where they are drawn) and wrapper, and the switches.
MEASURE = r"""
const W = window.innerWidth;
const rendered = el => el.getClientRects().length > 0;
const tables = [...document.querySelectorAll('table')];
const text = el => el.textContent.replace(/\s+/g, ' ').trim();
const out = {innerWidth: W, scrollWidth: document.documentElement.scrollWidth, tables: [], wraps: [], toggles: []};
for (const t of tables) {
  const wrap = t.closest('.table-wrap');
  const rows = [];
  for (const tr of t.rows) {
    const cells = [];
    for (const c of tr.cells) {
      const r = c.getBoundingClientRect();
      const abbr = c.querySelector('abbr[title]');
      cells.push({tag: c.tagName.toLowerCase(), scope: c.getAttribute('scope'), text: text(c),
                  title: abbr ? abbr.getAttribute('title') : c.getAttribute('title'),
                  colSpan: c.colSpan, rowSpan: c.rowSpan, rendered: rendered(c),
                  display: getComputedStyle(c).display, left: r.left, right: r.right,
                  width: r.width, height: r.height, ariaHidden: !!c.closest('[aria-hidden="true"]'),
                  links: [...c.querySelectorAll('a[href]')].map(a => a.href)});
    }
    rows.push({head: tr.parentElement.tagName === 'THEAD', cells});
  }
  const box = t.getBoundingClientRect();
  out.tables.push({caption: t.caption ? text(t.caption) : null, rendered: rendered(t), rows,
                   left: box.left, right: box.right,
                   wrap: wrap ? {scrollWidth: wrap.scrollWidth, clientWidth: wrap.clientWidth,
                                 overflowX: getComputedStyle(wrap).overflowX} : null});
}
for (const w of document.querySelectorAll('.table-wrap')) {
  out.wraps.push({label: w.getAttribute('aria-label'), scrollWidth: w.scrollWidth, clientWidth: w.clientWidth,
                  rendered: rendered(w)});
}
for (const label of document.querySelectorAll('label.full-toggle')) {
  const box = label.querySelector('input[type=checkbox]');
  const table = tables.find(t => label.compareDocumentPosition(t) & Node.DOCUMENT_POSITION_FOLLOWING);
  out.toggles.push({table: tables.indexOf(table), checkbox: !!box, checked: box ? box.checked : false,
                    shown: rendered(label), text: text(label)});
}
return out;
"""


def tap(driver, n):
    """A tap (a mouse click, as the browser's input) in the middle of the n-th full-table
    switch, scrolled into view: True, or why it could not be tapped (hidden, or covered by
    something else)."""
    where = driver.execute_script("""
        const label = document.querySelectorAll('label.full-toggle')[arguments[0]];
        label.scrollIntoView({block: 'center', inline: 'nearest'});
        const r = label.getBoundingClientRect();
        if (!r.width || !r.height) return 'it has no size';
        const x = r.left + r.width / 2, y = r.top + r.height / 2;
        const there = document.elementFromPoint(x, y);
        if (!there || !label.contains(there) && there !== label.control)
            return 'its middle is covered by ' + (there ? there.outerHTML.slice(0, 80) : 'nothing');
        return [x, y];""", n)
    if isinstance(where, str):
        return where
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1],
                                                            "button": "left", "clickCount": 1})
    driver.execute_script("window.scrollTo(0, 0)")
    return True


def grid(table):
    """Each cell's first column and the columns it spans, rowspans and colspans counted."""
    taken = {}
    placed = []
    for y, row in enumerate(table["rows"]):
        x = 0
        cells = []
        for cell in row["cells"]:
            while (y, x) in taken:
                x += 1
            span = max(int(cell["colSpan"] or 1), 1)
            for dy in range(max(int(cell["rowSpan"] or 1), 1)):
                for dx in range(span):
                    taken[(y + dy, x + dx)] = True
            cells.append({**cell, "columns": list(range(x, x + span))})
            x += span
        placed.append({"head": row["head"], "cells": cells})
    return placed


def is_heading(cell):
    return cell["tag"] == "th" and cell["scope"] == "col"


def shown(cell):
    return cell["rendered"] and cell["width"] > 0 and cell["height"] > 0


def describe(cell):
    text = cell["text"] if len(cell["text"]) <= 40 else cell["text"][:37] + "…"
    return repr(text)


def number(text):
    """A whole number as a page writes it: a minus sign (− or -), digit groups separated by a
    space, a dot, a comma or an apostrophe."""
    cleaned = re.sub(r"[\s\u00a0\u202f.,'’]", "", text.replace("\u2212", "-"))
    found = re.search(r"-?\d+", cleaned)
    return int(found.group()) if found else None


class Checker:
    """The checks of one site's pages; counts what was checked."""

    def __init__(self, site, server):
        self.site, self.server = site, server
        self.count = {"pages": 0, "tables": 0, "cells": 0, "standings": 0, "points": 0, "toggles": 0,
                      "landscape tables": 0, "no-JS pages": 0}
        words = site.words["columns"]
        self.points = (words["points"], words.get("pointsLong"))
        self.mode = ""

    def where(self, name, path, table=None, cell=None, row=None):
        out = f"{self.site.folder} [{self.site.language}] {name} page (/{path}{'/' if path else ''}){self.mode}"
        if table is not None:
            out += f": table {table['caption']!r}"
        if cell is not None:
            out += f": cell {describe(cell)}" + (f" (row {row + 1})" if row is not None else "")
        return out

    def load(self, driver, name, path, size):
        driver.get(self.server.base + path + ("/" if path else ""))
        page = driver.execute_script(MEASURE)
        if page["innerWidth"] != size[0]:
            problem(f"{self.where(name, path)}: window.innerWidth is {page['innerWidth']}, not {size[0]}: the page "
                    f"lacks a viewport for phones (meta name=viewport content=width=device-width)")
        return page

    def is_standings(self, table):
        return any(is_heading(c) and (c["text"] == self.points[0] or (self.points[1] and c["title"] == self.points[1])
                                      or c["text"] == self.points[1])
                   for row in table["rows"] for c in row["cells"])

    def check_page(self, driver, name, path, javascript=True):
        """The checks at 390 px, then the switches; returns the page as measured."""
        page = self.load(driver, name, path, PORTRAIT)
        width = page["innerWidth"]
        self.count["pages" if javascript else "no-JS pages"] += 1
        if page["scrollWidth"] > width:
            problem(f"{self.where(name, path)}: the page scrolls sideways: it is {page['scrollWidth']} px wide on a "
                    f"{width} px screen")
        for wrap in page["wraps"]:
            if wrap["rendered"] and wrap["scrollWidth"] > wrap["clientWidth"] + 1:
                problem(f"{self.where(name, path)}: the table {wrap['label']!r} scrolls sideways in its .table-wrap "
                        f"({wrap['scrollWidth']} px in {wrap['clientWidth']} px) before the reader asks for the full "
                        f"table")
        for index, table in enumerate(page["tables"]):
            self.check_table(name, path, table, width, page, index)
        self.check_toggles(driver, name, path, page)
        return page

    def check_table(self, name, path, table, width, page, index):
        self.count["tables"] += 1
        if not table["caption"]:
            problem(f"{self.where(name, path, table)}: the table has no caption")
        placed = grid(table)
        headings = [c for row in placed for c in row["cells"] if is_heading(c)]
        if not headings:
            problem(f"{self.where(name, path, table)}: the table has no column headings (th scope=col)")
        if not table["rendered"]:
            return
        heading_of = {}
        for h in headings:
            for x in h["columns"]:
                heading_of.setdefault(x, h)
        body = [(y, row) for y, row in enumerate(placed) if not any(is_heading(c) for c in row["cells"])]
        hidden_columns = {x for x, h in heading_of.items() if not h["rendered"]}
        # Cells on the screen, and headings for the columns shown.
        for y, row in enumerate(placed):
            for cell in row["cells"]:
                key = (self.where(name, path, table),)
                if cell["rendered"] and cell["ariaHidden"]:
                    problem(f"{self.where(name, path, table, cell, y)}: shown, but hidden from screen readers "
                            f"(aria-hidden)", key + ("aria",))
                if cell["rendered"] and (cell["width"] < 1 or cell["height"] < 1) and cell["text"]:
                    problem(f"{self.where(name, path, table, cell, y)}: hidden from the eye "
                            f"({cell['width']:.1f} × {cell['height']:.1f} px) but not from screen readers: a hidden "
                            f"column is display:none", key + ("size",))
                if not shown(cell):
                    continue
                self.count["cells"] += 1
                if cell["left"] < -SLACK or cell["right"] > width + SLACK:
                    problem(f"{self.where(name, path, table, cell, y)}: drawn from {cell['left']:.1f} to "
                            f"{cell['right']:.1f} px, past the {width} px screen", key + ("screen",))
        for y, row in body:
            for cell in row["cells"]:
                for x in cell["columns"]:
                    h = heading_of.get(x)
                    if cell["rendered"] and (h is None or not h["rendered"]):
                        problem(f"{self.where(name, path, table, cell, y)}: shown in column {x + 1}, which has "
                                + ("no column heading (th scope=col)" if h is None else
                                   f"its heading {describe(h)} hidden"), (self.where(name, path, table), x, "heading"))
                    if not cell["rendered"] and x in heading_of and x not in hidden_columns and cell["display"] == "none":
                        problem(f"{self.where(name, path, table, cell, y)}: hidden (display:none) in column {x + 1}, "
                                f"whose heading {describe(heading_of[x])} shows", (self.where(name, path, table), x,
                                                                                  "hidden"))
        if hidden_columns:
            toggle = [t for t in page["toggles"] if t["table"] == index]
            if not toggle or not toggle[0]["shown"] or not toggle[0]["checkbox"]:
                names = ", ".join(describe(heading_of[x]) for x in sorted(hidden_columns))
                problem(f"{self.where(name, path, table)}: hides the columns {names} with no full-table switch shown "
                        f"before it (label.full-toggle with a checkbox)")
        if self.is_standings(table):
            self.check_standings(name, path, table, placed, heading_of, width)

    def check_standings(self, name, path, table, placed, heading_of, width):
        """The points heading and every row's points on the screen, agreeing with
        data/standings.json."""
        self.count["standings"] += 1
        columns = sorted({x for x, h in heading_of.items()
                          if h["text"] in self.points or (self.points[1] and h["title"] == self.points[1])})
        column = columns[0]
        h = heading_of[column]
        if not shown(h) or h["left"] < -SLACK or h["right"] > width + SLACK:
            problem(f"{self.where(name, path, table, h)}: the points heading is not on the screen")
        rows = []
        for y, row in enumerate(placed):
            if any(is_heading(c) for c in row["cells"]):
                continue
            cell = next((c for c in row["cells"] if column in c["columns"]), None)
            if cell is None or not shown(cell) or cell["left"] < -SLACK or cell["right"] > width + SLACK:
                first = next((c for c in row["cells"] if c["tag"] == "th" and c["scope"] == "row"),
                             row["cells"][0] if row["cells"] else {"text": ""})
                problem(f"{self.where(name, path, table, first, y)}: the row's points "
                        f"{'are missing' if cell is None else describe(cell) + ' are not on the screen'}",
                        (self.where(name, path, table), "points"))
            if cell is not None:
                rows.append((y, row, cell))
        self.check_points(name, path, table, rows)

    def check_points(self, name, path, table, rows):
        standings = self.site.standings
        scopes = {None: standings["allTime"], **standings["seasons"]}
        by_scope = {s: {r["playerId"]: r for r in rows_} for s, rows_ in scopes.items()}
        words = self.site.words
        page_player = self.site.player_route.get(path)
        candidates = set(scopes)
        identified = []
        for y, row, cell in rows:
            targets = [route(href) for c in row["cells"] for href in c["links"]]
            pid = next((self.site.player_route[t] for t in targets if t in self.site.player_route), None)
            season = next((m.group(1) for t in targets if (m := re.search(r"(?:^|/)seasons/([^/]+)$", t))), None)
            label = " ".join(c["text"] for c in row["cells"] if c["tag"] == "th")
            if pid is None and season is None and page_player is not None:
                if label in standings["seasons"]:
                    season = label
                elif label == words["player"]["allTime"] or table["caption"] == words["player"]["recordCaption"]:
                    season = "all time"
            got = number(cell["text"])
            if got is None:
                problem(f"{self.where(name, path, table, cell, y)}: the points are not a number",
                        (self.where(name, path, table), "number"))
                continue
            if pid is not None and page_player is None:
                candidates &= {s for s in scopes if pid in by_scope[s] and by_scope[s][pid]["points"] == got}
                identified.append((pid, got, y, cell))
            elif page_player is not None and season is not None:
                scope = None if season == "all time" else season
                want = by_scope.get(scope, {}).get(page_player)
                if want is None or want["points"] != got:
                    problem(f"{self.where(name, path, table, cell, y)}: {season}: {got} points, data/standings.json "
                            f"gives {want['points'] if want else 'no row'} for player {page_player}",
                            (self.where(name, path, table), "agree"))
                self.count["points"] += 1
            else:
                problem(f"{self.where(name, path, table, cell, y)}: cannot tell whose points these are (no link to a "
                        f"player's page, no season)", (self.where(name, path, table), "whose"))
        if not identified:
            return
        expected = {"season": path.split("/")[-1] if re.search(r"(^|/)seasons/[^/]+$", path) else None,
                    "all-time": None}.get(name, "any")
        if expected != "any" and expected not in candidates:
            scope = by_scope[expected]
            pid, got, y, cell = next(((p, g, y, c) for p, g, y, c in identified
                                      if p not in scope or scope[p]["points"] != g), identified[0])
            want = scope.get(pid, {}).get("points", "no row")
            problem(f"{self.where(name, path, table, cell, y)}: player {pid}: {got} points, data/standings.json's "
                    f"{'all-time' if expected is None else expected} table gives {want}")
        elif not candidates:
            pid, got, y, cell = identified[0]
            problem(f"{self.where(name, path, table, cell, y)}: the points agree with no table of "
                    f"data/standings.json (player {pid}: {got} points)")
        self.count["points"] += len(identified)

    def check_toggles(self, driver, name, path, page):
        """Ticks every full-table switch of the page: its table then shows every cell, and the
        page still does not scroll sideways (the table may, inside its .table-wrap)."""
        for n, toggle in enumerate(page["toggles"]):
            if not toggle["shown"]:
                continue
            if toggle["table"] < 0:
                problem(f"{self.where(name, path)}: the full-table switch {toggle['text']!r} is followed by no table")
                continue
            table = page["tables"][toggle["table"]]
            hit = tap(driver, n)
            if hit is not True:
                problem(f"{self.where(name, path, table)}: the full-table switch {toggle['text']!r} cannot be "
                        f"tapped: {hit}")
                continue
            self.count["toggles"] += 1
            after = driver.execute_script(MEASURE)
            ticked = after["tables"][toggle["table"]]
            if not after["toggles"][n]["checked"]:
                problem(f"{self.where(name, path, ticked)}: clicking the full-table switch does not tick it")
            for y, row in enumerate(ticked["rows"]):
                for cell in row["cells"]:
                    if not shown(cell):
                        problem(f"{self.where(name, path, ticked, cell, y)}: still hidden after the full-table switch "
                                f"is ticked", (self.where(name, path, ticked), "ticked"))
            if after["scrollWidth"] > after["innerWidth"]:
                problem(f"{self.where(name, path, ticked)}: once the full table is asked for, the page itself scrolls "
                        f"sideways ({after['scrollWidth']} px on {after['innerWidth']} px), not only the table in its "
                        f".table-wrap")
            if ticked["right"] > after["innerWidth"] + SLACK and (ticked["wrap"] is None or
                                                                 ticked["wrap"]["overflowX"] not in ("auto", "scroll")):
                problem(f"{self.where(name, path, ticked)}: the full table is wider than the screen and not in a "
                        f".table-wrap that scrolls")
            tap(driver, n)

    def check_landscape(self, driver, name, path):
        """Turned sideways, every column of every table shows without the switch."""
        page = self.load(driver, name, path, LANDSCAPE)
        if page["scrollWidth"] > page["innerWidth"]:
            problem(f"{self.where(name, path)}: at {page['innerWidth']} px (landscape) the page scrolls sideways "
                    f"({page['scrollWidth']} px)")
        for table in page["tables"]:
            if not table["rendered"]:
                continue
            self.count["landscape tables"] += 1
            for y, row in enumerate(table["rows"]):
                for cell in row["cells"]:
                    if not shown(cell):
                        problem(f"{self.where(name, path, table, cell, y)}: hidden at {page['innerWidth']} px "
                                f"(landscape), where every column shows", (self.where(name, path, table), "landscape"))

    def check_ratings(self, driver, path):
        """Provisional players apart from the ranked ones, in a table after theirs."""
        provisional_games = int(self.site.config.get("provisionalGames", 5) if
                                self.site.config.get("provisionalGames") is not None else 5)
        matches = {r["playerId"]: r["matches"] for r in self.site.ratings["players"]}
        driver.get(self.server.base + path + "/")
        page = driver.execute_script(MEASURE)
        where = {}
        for index, table in enumerate(page["tables"]):
            for y, row in enumerate(table["rows"]):
                for cell in row["cells"]:
                    for href in cell["links"]:
                        pid = self.site.player_route.get(route(href))
                        if pid in matches:
                            where.setdefault(pid, (index, y, table))
        ranked = {p: w for p, w in where.items() if matches[p] >= provisional_games}
        provisional = {p: w for p, w in where.items() if matches[p] < provisional_games}
        missing = sorted(set(matches) - set(where))
        if missing:
            problem(f"{self.where('ratings', path)}: players {missing[:10]} of data/ratings.json are not on the "
                    f"ratings page")
        if ranked and provisional:
            last_ranked = max(w[0] for w in ranked.values())
            first_provisional = min(w[0] for w in provisional.values())
            if first_provisional <= last_ranked:
                pid = min(provisional, key=lambda p: provisional[p][:2])
                table = provisional[pid][2]
                problem(f"{self.where('ratings', path, table)}: the provisional player {pid} ({matches[pid]} rated "
                        f"matches, fewer than {provisional_games}) is listed with or before the ranked players, not "
                        f"apart after them")


def check_site(site, content):
    before = set(failures)
    site = Site(os.path.abspath(site), os.path.abspath(content))
    server = Server(site.folder)
    driver = browser()
    try:
        checker = Checker(site, server)
        pages = find_pages(driver, server, site)
        for name, path in pages.items():
            checker.check_page(driver, name, path)
        if "ratings" in pages:
            checker.check_ratings(driver, pages["ratings"])
    finally:
        driver.quit()
    driver = browser(size=LANDSCAPE)
    try:
        for name, path in pages.items():
            checker.check_landscape(driver, name, path)
    finally:
        driver.quit()
    driver = browser(javascript=False)
    checker.mode = " without JavaScript"
    try:
        for name in ("home", "season", "all-time"):
            if name in pages:
                page = checker.check_page(driver, name, pages[name], javascript=False)
                if name == "home" and not any(checker.is_standings(t) and t["rendered"] for t in page["tables"]):
                    problem(f"{checker.where(name, pages[name])}: without JavaScript the home page shows no "
                            f"standings with points")
    finally:
        driver.quit()
        server.close()
    c = checker.count
    print(f"check_phone_layout: {site.folder} [{site.language}]: {c['pages']} pages ({', '.join(pages)}) at "
          f"{PORTRAIT[0]} px: {c['tables']} tables, {c['cells']} cells shown, {c['standings']} standings "
          f"tables whose points show and agree with data/standings.json ({c['points']} rows), {c['toggles']} "
          f"full-table switches ticked; {c['landscape tables']} tables with every column at {LANDSCAPE[0]} px; "
          f"{c['no-JS pages']} pages without JavaScript"
          + (f"; {len(failures) - len(before)} failures" if len(failures) > len(before) else ""))
    return [(message if count == 1 else f"{message} (and {count - 1} more cells like it)")
            for key, (message, count) in failures.items() if key not in before]


def main():
    args = sys.argv[1:]
    if not args or len(args) % 2:
        sys.exit(__doc__)
    failed = False
    for site, content in zip(args[::2], args[1::2]):
        found = check_site(site, content)
        for message in found[:SHOWN]:
            print(f"check_phone_layout: {message}", file=sys.stderr)
        if len(found) > SHOWN:
            print(f"check_phone_layout: … and {len(found) - SHOWN} more failures on {site}", file=sys.stderr)
        failed = failed or bool(found)
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main()
