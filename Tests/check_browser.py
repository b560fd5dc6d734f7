#!/usr/bin/env python3
"""Checks a built site in a real browser: headless Chromium, driven by Selenium.

usage: check_browser.py SITE_DIR CONTENT_DIR

- Search, opened from disk (file://) and from a server: typing part of a player's name
  without its accents finds the player, as the site names them, and an unlisted player is
  not found; an ISO date, a date as the site writes it (for an
  English site) and a score ("3-2", "3–2", "3:2") find the matches the exports say, and
  every result links to a page of the site. A name made of HTML shows as text.
- Without JavaScript the search page offers the players list instead.
- The group-chat button of a match page copies the text the page shows, and that text
  has the match's score, both line-ups and its address.
- The dark scheme is applied when the reader asks for it, and the light one otherwise.

What is expected is worked out here from the exports, not read from the site.
"""
import datetime
import functools
import http.server
import html
import json
import os
import re
import shutil
import sys
import threading
import unicodedata
import urllib.parse
import zoneinfo

import yaml
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import WebDriverWait

from address_target import address_target
from shown_names import shown_names


def fail(message):
    print(f"check_browser: {message}", file=sys.stderr)
    sys.exit(1)


def fold(text):
    spelled = {"ø": "o", "đ": "d", "ł": "l", "ß": "ss", "æ": "ae", "œ": "oe", "ı": "i", "þ": "th"}
    text = "".join(c for c in unicodedata.normalize("NFD", text) if not unicodedata.combining(c)).lower()
    return "".join(spelled.get(c, c) for c in text)


def browser(javascript=True):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--window-size=390,844"):
        options.add_argument(argument)
    if not javascript:
        options.add_experimental_option("prefs", {"profile.managed_default_content_settings.javascript": 2})
    driver = shutil.which("chromedriver") or "/usr/bin/chromedriver"
    return webdriver.Chrome(service=Service(driver), options=options)


class League:
    """The exports and the settings the checks need, read directly."""

    def __init__(self, content):
        self.config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
        unlisted = set(self.config.get("unlisted") or [])
        self.players = {p["id"]: p for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))}
        self.unlisted = {i: self.players[i]["name"] for i in unlisted if i in self.players}
        shown = shown_names(self.players, self.config)
        self.players = {i: {**p, "name": shown[i]} for i, p in self.players.items()}
        self.listed = {i: p for i, p in self.players.items() if i not in unlisted}
        self.gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))
        self.zone = zoneinfo.ZoneInfo(self.config.get("timeZone", "UTC"))
        self.language = self.config.get("language", "en")

    def score(self, gather):
        text = gather.get("score")
        found = re.fullmatch(r"\s*(\d+)\s*[-:]\s*(\d+)\s*", text or "")
        return (int(found.group(1)), int(found.group(2))) if found else None

    def day(self, gather):
        when = gather.get("completedAt")
        if not when:
            return None
        moment = datetime.datetime.fromisoformat(when.replace("Z", "+00:00"))
        return moment.astimezone(self.zone).date()


class Server:
    """The site over HTTP on a free port of the loopback interface, at `prefix` (the path of
    its base URL, as a host serves it) or at the root."""

    def __init__(self, folder, prefix="/"):
        handler = functools.partial(QuietHandler, directory=folder, prefix=prefix)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}{prefix}"

    def close(self):
        self.httpd.shutdown()


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def __init__(self, *args, prefix="/", **kwargs):
        self.prefix = prefix
        super().__init__(*args, **kwargs)

    def log_message(self, *args):
        pass

    def translate_path(self, path):
        """The file of a path under the prefix; a path outside it has none."""
        decoded = urllib.parse.unquote(path.split("?", 1)[0].split("#", 1)[0])
        if not decoded.startswith(self.prefix):
            return os.path.join(self.directory, "\0missing")
        return super().translate_path(urllib.parse.quote("/" + decoded[len(self.prefix):]))

    def send_error(self, code, message=None, explain=None):
        """A missing file gets the site's 404 page, as GitHub Pages, Netlify and Cloudflare give it."""
        page = os.path.join(self.directory, "404.html")
        if code != 404 or not os.path.isfile(page):
            return super().send_error(code, message, explain)
        body = open(page, "rb").read()
        self.send_response(404)
        self.send_header("Content-Type", "text/html; charset=utf-8")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)


def search(driver, url, query):
    """Types `query` into the search field of the page at `url`; the result links by section."""
    driver.get(url)
    field = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.ID, "search-field"))
    if not field.is_displayed():
        fail(f"{url}: the search field is hidden although JavaScript runs")
    field.clear()
    field.send_keys(query)
    sections = {}
    results = driver.find_element(By.CSS_SELECTOR, "[data-search-results]")
    for heading in results.find_elements(By.TAG_NAME, "h2"):
        items = heading.find_elements(By.XPATH, "following-sibling::ul[1]/li/a")
        sections[heading.text.split(" ")[0]] = [(a.text, a.get_attribute("href")) for a in items]
    return sections, results


def target_file(site, url, href):
    """The file a result's link opens, checked to lie in the site."""
    path = urllib.parse.unquote(urllib.parse.urlparse(href).path)
    if url.startswith("http"):
        path = path.lstrip("/")
        return os.path.join(site, path)
    return path


def check_search(driver, site, league, url):
    # A player, by part of their name without accents.
    named = sorted(league.listed.values(), key=lambda p: (fold(p["name"]) == p["name"].lower(), p["id"]))
    player = named[0]
    query = fold(player["name"])[:5].strip()
    sections, results = search(driver, url, query)
    players = sections.get("Players", [])
    expected = [p for p in league.listed.values() if query in fold(p["name"])]
    if player["name"] not in [text for text, _ in players]:
        fail(f"{url}: typing {query!r} does not find {player['name']!r} (found {players})")
    if len(players) != min(len(expected), 20):
        fail(f"{url}: {query!r} lists {len(players)} players, the exports give {len(expected)}")
    for text, href in players:
        page = target_file(site, url, href)
        if not os.path.isfile(page):
            fail(f"{url}: the result {text!r} links to {href}, which is not in the site")
        # A player's result links to their permanent address, whose refresh leads to the page.
        page = address_target(page)
        if not os.path.isfile(page):
            fail(f"{url}: the result {text!r} links to {href}, which leads to {page}, not in the site")
        heading = re.search(r"<h1[^>]*>(.*?)</h1>", open(page, encoding="utf-8").read(), re.S)
        if not heading or escape(text) not in heading.group(1):
            fail(f"{url}: the result {text!r} links to a page without that name as its heading")
    if results.find_elements(By.CSS_SELECTOR, "script, b, i, em"):
        fail(f"{url}: search results hold markup made from the data")
    # Players who asked not to be listed cannot be found, by their name in the exports.
    for name in league.unlisted.values():
        found = search(driver, url, fold(name))[0].get("Players", [])
        if found:
            fail(f"{url}: searching for the unlisted {name!r} finds {found}")

    # Matches, by score, written three ways.
    finished = [g for g in league.gathers if league.score(g)]
    a, b = league.score(finished[0])
    expected = sum(1 for g in finished if league.score(g) in ((a, b), (b, a)))
    for query in (f"{a}-{b}", f"{a}–{b}", f"{a}:{b}"):
        matches = search(driver, url, query)[0].get("Matches", [])
        if len(matches) != min(expected, 50):
            fail(f"{url}: {query!r} lists {len(matches)} matches, the exports give {expected} with that score")
        first = target_file(site, url, matches[0][1])
        board = open(first, encoding="utf-8").read()
        if not re.search(rf"{a}</span>\s*<span[^>]*>–</span>\s*<span[^>]*>{b}|{b}</span>\s*<span[^>]*>–</span>\s*<span[^>]*>{a}", board) \
                and f"{a}–{b}" not in board and f"{b}–{a}" not in board:
            fail(f"{url}: the first match found for {query!r} does not show that score")

    # Matches, by where they were played (the write-ups' venues, as data/matches.json gives them).
    published = json.load(open(os.path.join(site, "data/matches.json"), encoding="utf-8"))
    venues = sorted({m["venue"] for m in published if m.get("venue")})
    if venues:
        word = fold(venues[0]).split()[-1]
        expected = [m for m in published if word in fold(m.get("venue") or "")]
        matches = search(driver, url, word)[0].get("Matches", [])
        if len(matches) != min(len(expected), 50):
            fail(f"{url}: {word!r} lists {len(matches)} matches, the write-ups give {len(expected)} played there")
        board = open(target_file(site, url, matches[0][1]), encoding="utf-8").read()
        if not any(escape(m["venue"]) in board for m in expected):
            fail(f"{url}: the first match found for {word!r} does not show its venue")

    # Matches, by day: ISO, and as an English site writes it.
    dated = [g for g in league.gathers if league.day(g)]
    day = league.day(dated[len(dated) // 2])
    expected = sum(1 for g in dated if league.day(g) == day)
    queries = [day.isoformat()]
    if league.language == "en":
        queries.append(f"{day.day} {day.strftime('%b')} {day.year}")
    for query in queries:
        matches = search(driver, url, query)[0].get("Matches", [])
        if len(matches) != min(expected, 50):
            fail(f"{url}: {query!r} lists {len(matches)} matches, the exports give {expected} on that day")
        for text, href in matches:
            if not os.path.isfile(target_file(site, url, href)):
                fail(f"{url}: the match {text!r} links to {href}, which is not in the site")

    # Nothing for nonsense.
    sections, results = search(driver, url, "qqqxqqq")
    if sections or not results.text.strip():
        fail(f"{url}: a query that matches nothing does not say so")


def escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;").replace("'", "&#39;")


def check_without_javascript(site):
    driver = browser(javascript=False)
    try:
        driver.get("file://" + os.path.join(site, "search/index.html"))
        fallback = driver.find_element(By.CSS_SELECTOR, "[data-search-fallback]")
        form = driver.find_element(By.CSS_SELECTOR, "[data-search]")
        if not fallback.is_displayed() or form.is_displayed():
            fail("without JavaScript the search page does not offer the players list instead")
        link = fallback.find_element(By.TAG_NAME, "a").get_attribute("href")
        if not link.endswith("/players/index.html"):
            fail(f"without JavaScript the search page links to {link}, not the players list")
    finally:
        driver.quit()


def check_share(driver, server, site, league):
    gather = next(g for g in reversed(league.gathers) if league.score(g) and league.day(g))
    slug = re.sub(r"[^a-z0-9]", "", gather["id"].lower())[:8]
    folders = [f for f in os.listdir(os.path.join(site, "matches")) if slug in f]
    if len(folders) != 1:
        fail(f"no single match folder for gather {gather['id']}: {folders}")
    url = f"{server.base}matches/{folders[0]}/index.html"
    driver.execute_cdp_cmd("Browser.grantPermissions", {
        "origin": server.base.rstrip("/"), "permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]})
    driver.get(url)
    button = WebDriverWait(driver, 10).until(lambda d: d.find_element(By.CSS_SELECTOR, "[data-share-copy]"))
    if not button.is_displayed():
        fail(f"{url}: the copy button is hidden on a page served over HTTP")
    shown = driver.find_element(By.CSS_SELECTOR, "[data-share-text]").get_attribute("textContent")
    button.click()
    WebDriverWait(driver, 10).until(lambda d: button.text == button.get_attribute("data-copied"))
    copied = driver.execute_async_script(
        "var done = arguments[0]; navigator.clipboard.readText().then(done, function (e) { done('ERROR ' + e); });")
    if copied != shown:
        fail(f"{url}: the button copied {copied!r}, the page shows {shown!r}")
    a, b = league.score(gather)
    lines = copied.strip().split("\n")
    if f"{a}–{b}" not in lines[0]:
        fail(f"{url}: the copied text's first line {lines[0]!r} lacks the score {a}–{b}")
    for team in ("Team A", "Team B"):
        names = [league.listed[r["playerId"]]["name"] for r in gather["players"]
                 if r["team"] == team and r["playerId"] in league.listed]
        line = next((l for l in lines if l.startswith(team + ":")), "")
        if not names or any(name not in line for name in names):
            fail(f"{url}: the copied line of {team} {line!r} lacks some of {names}")
    if not lines[-1].endswith(f"/matches/{folders[0]}/"):
        fail(f"{url}: the copied text does not end with the match's address: {lines[-1]!r}")


def check_addresses(driver, site, league):
    """A player's permanent address, players/ID/, opens their page; so does a link to an old
    page folder of theirs (from before a change of name), through the 404 page, with the site
    served at its base URL's path, as a host serves it. Returns how many were followed."""
    players_path = re.search(r'data-players="([^"]*)"', open(os.path.join(site, "404.html"), encoding="utf-8").read())
    if not players_path or not players_path.group(1).endswith("/players/"):
        fail(f"{site}/404.html: no script with the players' folder (data-players) to send old links on")
    server = Server(site, html.unescape(players_path.group(1))[:-len("players/")])
    try:
        return follow_addresses(driver, server, site, league)
    finally:
        server.close()


def follow_addresses(driver, server, site, league):
    followed = 0
    for player in sorted(league.listed.values(), key=lambda p: p["id"])[:3]:
        number = str(player["id"]).replace("-", "n")
        folders = [f for f in os.listdir(os.path.join(site, "players")) if f.startswith(number + "-")]
        if len(folders) != 1:
            continue
        page = f"players/{folders[0]}/"
        for link in (f"players/{number}/", f"players/{number}-a-name-from-before/"):
            driver.get(server.base + link)
            try:
                WebDriverWait(driver, 10).until(lambda d: page in d.current_url)
            except Exception:
                fail(f"{server.base}{link} stays at {driver.current_url}, not {player['name']}'s page {page}")
            heading = driver.find_element(By.TAG_NAME, "h1").text
            if player["name"] not in heading:
                fail(f"{server.base}{link} leads to a page headed {heading!r}, not {player['name']!r}")
            followed += 1
    if not followed:
        fail("no player's permanent address could be followed")
    return followed


def check_schemes(driver, site):
    css = open(os.path.join(site, "assets/style.css"), encoding="utf-8").read()
    light = re.search(r":root\s*{[^}]*--paper:\s*(#[0-9a-f]{6})", css)
    dark = re.search(r"prefers-color-scheme:\s*dark\)\s*{\s*:root\s*{[^}]*--paper:\s*(#[0-9a-f]{6})", css)
    if not light or not dark:
        fail("the stylesheet does not give the page's background (--paper) in both schemes")
    light, dark = light.group(1), dark.group(1)
    if light == dark:
        fail("the dark scheme has the light scheme's background")
    page = "file://" + os.path.join(site, "index.html")
    for scheme, colour in (("dark", dark), ("light", light)):
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {
            "features": [{"name": "prefers-color-scheme", "value": scheme}]})
        driver.get(page)
        found = driver.execute_script("return getComputedStyle(document.documentElement).backgroundColor")
        wanted = "rgb({}, {}, {})".format(*(int(colour[i:i + 2], 16) for i in (1, 3, 5)))
        if found != wanted:
            fail(f"in the {scheme} scheme the page's background is {found}, not {wanted}")
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    site, content = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    league = League(content)
    server = Server(site)
    driver = browser()
    try:
        for url in ("file://" + os.path.join(site, "search/index.html"), server.base + "search/index.html"):
            check_search(driver, site, league, url)
        check_share(driver, server, site, league)
        addresses = check_addresses(driver, site, league)
        check_schemes(driver, site)
    finally:
        driver.quit()
        server.close()
    check_without_javascript(site)
    print(f"check_browser: search, the copy button, {addresses} players' permanent addresses and the colour "
          f"schemes work in Chromium ({site})")


if __name__ == "__main__":
    main()
