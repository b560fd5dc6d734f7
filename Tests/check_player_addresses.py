#!/usr/bin/env python3
"""Independent check of the players' permanent addresses (issue 49, part 3: "Links that last").

Written from the rules alone, never from the Swift code. CONTENT is copied to OUTPUT/content
(the copy is changed below) and built into OUTPUT/site with BIN; then, for every listed player
(a player of data/players.json of the exports, not a guest, not `unlisted` in site.yml), with ID
the player's id ("n3" for -3), BASE site.yml's baseURL and NAME the name data/players.json gives
(which must be the shown name: displayNames, the `names` rule, numbers after repeats):

1. the address: players/ID/index.html exists. Either it is a redirect, a small page (under
   16 KiB) with <meta http-equiv="refresh" content="0; url=REL"> where REL is relative and,
   resolved against players/ID/index.html, is the file players/ID-SLUG/index.html of the
   player's page (SLUG: lower-case ASCII letters and digits in hyphenated runs), with <link
   rel="canonical"> equal to BASE/players/ID-SLUG/, <meta name="robots" content="noindex">,
   the <html lang> of the player's page, and a visible link whose text is NAME and whose
   href is the same page file; or, when the name gives no slug, it is the player's page
   itself and no players/ID-* folder exists. Exactly one page folder per player: no other
   players/ID-* folder, and no folder in players/ that is neither an address nor a page.
   A name of ASCII words (letters and digits, each perhaps ending in ".") must have the slug
   "words-joined-by-hyphens" in lower case, dots dropped ("Ana L." is "ana-l"); a name of
   ASCII punctuation alone gives no slug.
2. the page: its <h1> (less aria-hidden parts) holds NAME; its canonical link is its own
   URL, BASE/players/FOLDER/; it has no robots noindex (unless site.yml's noindex); its text
   for the group chat (<pre class="share-text">) ends with the line BASE/players/ID/;
   its calendar, at the permanent address (players/ID/calendar.ics, so that a subscription
   lasts a rename), parses (icalendar) and has, before the first BEGIN:VEVENT, exactly one
   URL line: BASE/players/ID/; the page links it, and its own folder holds no calendar.
3. data/players.json: exactly the listed players, each `url` BASE/players/ID/.
4. search/index.js: one player entry per listed player, named NAME, linked to
   "players/ID/index.html"; no other player entry.
5. feed.xml: every entry has <content type="html">; its player links are exactly the
   listed players of the match's line-ups (data/matches.json's teamA and teamB), each
   linked as <a href="BASE/players/ID/">NAME</a>; no other link into players/ (guests,
   unlisted and deleted players are not linked).
6. sitemap.xml (unless noindex): lists every player page and no permanent address that is a
   redirect; nothing else under players/ but players/ itself.
7. 404.html: carries a script (every src of its scripts is a file of the site); when node
   is installed, its scripts are run in a minimal DOM at BASE/players/ID-some-old-name/,
   which must be sent to BASE/players/ID/ (for a player with a negative id too, and after a
   rename for the old page folder), at BASE/players/ID/ (no loop back to itself) and at a
   path outside players/ (not sent into players/).
8. unlisted players, guests and deleted players (ids of gathers.json missing from
   players.json) have no players/ID/ and no players/ID-*/; an unlisted player's name (as
   exported, and as it would be shown) appears in no address file, no player page's share
   text, no player calendar, nor feed.xml, search/index.js, data/players.json, sitemap.xml;
   every relative link into players/ of every page (404.html aside) leads to a file.

Then the copy is changed and built again into the same OUTPUT/site (no --clean): one player
is renamed "Quentin Renamed", another "!!!" (no slug), a player with a negative id, "Nora
Negative", is added to the newest finished match, and one more player is made `unlisted`.
Everything above holds again, and: the renamed players' addresses lead to their new pages
(players/ID-quentin-renamed/, or the slug of the name the `names` rule shows, and
players/ID/ itself for "!!!"), their old folders are gone, and the 404 script sends the old
folders to the addresses; the negative id's page is players/nN-nora-negative/ (or as shown);
the new unlisted player's page and address are gone; every other player's page folder is
unchanged. Last, site.yml's
`names` rule is changed (full to first-and-initial, or else to full) and the site built
again: everything above holds, and every page folder that moved left nothing behind.

Problems are gathered for each build and reported together, each naming the file and the value.

usage (from the repository): check_player_addresses.py CONTENT OUTPUT --build GATHER_SITE_BINARY
(OUTPUT is removed first; needs PyYAML and icalendar, and node for rule 7's run)
"""
import html
import json
import os
import posixpath
import re
import shutil
import subprocess
import sys
import urllib.parse
import xml.etree.ElementTree as ElementTree
from html.parser import HTMLParser

import icalendar
import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from shown_names import shown_names  # noqa: E402

NAME = "check_player_addresses"
HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATES = os.path.join(os.path.dirname(HERE), "Templates")
ATOM = "{http://www.w3.org/2005/Atom}"
SITEMAP = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
SLUG = r"[a-z0-9]+(?:-[a-z0-9]+)*"
VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
SMALL = 16 * 1024
RENAMED = "Quentin Renamed"
NO_SLUG = "!!!"
NEGATIVE = "Nora Negative"

problems = []


def problem(message):
    problems.append(message)


def stop_if_problems(phase):
    if problems:
        shown = problems[:40]
        more = f"\n  … and {len(problems) - 40} more" if len(problems) > 40 else ""
        sys.exit(f"{NAME}: FAILED ({phase})\n  " + "\n  ".join(shown) + more)


def is_id(pid):
    return isinstance(pid, int) and not isinstance(pid, bool)


def token(pid):
    """A player id as the addresses write it: "n3" for -3."""
    return f"n{-pid}" if pid < 0 else str(pid)


def norm(text):
    return " ".join(text.split())


class Page(HTMLParser):
    """What the checks need of an HTML page: <html lang>, metas, links, anchors (href, text
    without aria-hidden parts, whether hidden), h1 texts, share texts, scripts and every
    element's attributes (for the DOM stub of the 404 check)."""

    def __init__(self, text):
        super().__init__(convert_charrefs=True)
        self.lang, self.metas, self.links, self.anchors, self.h1s = None, [], [], [], []
        self.shares, self.scripts, self.elements = [], [], []
        self.stack, self.anchor, self.h1, self.share, self.script = [], None, None, None, None
        self.feed(text)
        self.close()

    def hidden(self):
        return any(flag for _, flag in self.stack)

    def handle_starttag(self, tag, attrs):
        a = {k: (v if v is not None else "") for k, v in attrs}
        self.elements.append({"tag": tag, "attrs": a})
        if tag == "html":
            self.lang = a.get("lang")
        elif tag == "meta":
            self.metas.append(a)
        elif tag == "link":
            self.links.append(a)
        if tag in VOID:
            return
        self.stack.append((tag, a.get("aria-hidden") == "true" or "hidden" in a))
        if tag == "a":
            self.anchor = {"href": a.get("href"), "text": [], "hidden": self.hidden()}
        elif tag == "h1":
            self.h1 = []
        elif tag == "pre" and "share-text" in a.get("class", "").split():
            self.share = []
        elif tag == "script":
            self.script = {"attrs": a, "text": []}

    def handle_startendtag(self, tag, attrs):
        self.handle_starttag(tag, attrs)
        if tag not in VOID:
            self.handle_endtag(tag)

    def handle_endtag(self, tag):
        if tag in VOID or not any(t == tag for t, _ in self.stack):
            return
        while self.stack and self.stack.pop()[0] != tag:
            pass
        if tag == "a" and self.anchor is not None:
            self.anchors.append({**self.anchor, "text": norm("".join(self.anchor["text"]))})
            self.anchor = None
        elif tag == "h1" and self.h1 is not None:
            self.h1s.append(norm("".join(self.h1)))
            self.h1 = None
        elif tag == "pre" and self.share is not None:
            self.shares.append("".join(self.share))
            self.share = None
        elif tag == "script" and self.script is not None:
            self.scripts.append({"attrs": self.script["attrs"], "text": "".join(self.script["text"])})
            self.script = None

    def handle_data(self, data):
        if self.script is not None:
            self.script["text"].append(data)
            return
        hidden = self.hidden()
        if self.anchor is not None and not hidden:
            self.anchor["text"].append(data)
        if self.h1 is not None and not hidden:
            self.h1.append(data)
        if self.share is not None:
            self.share.append(data)

    def meta(self, **match):
        """The content of the first <meta> whose attributes match (values compared in lower case)."""
        for m in self.metas:
            if all((m.get(k) or "").lower() == v for k, v in match.items()):
                return m.get("content")
        return None

    def canonical(self):
        found = [link.get("href") for link in self.links if "canonical" in (link.get("rel") or "").lower().split()]
        return found[0] if len(found) == 1 else (found or None)


def read(path):
    with open(path, encoding="utf-8") as f:
        return f.read()


def page(path, cache):
    if path not in cache:
        cache[path] = Page(read(path))
    return cache[path]


def resolve(folder, href, file_only=False):
    """A relative href, resolved against a file in `folder` (relative to the site's root),
    as the file it names (a trailing / names the folder's index.html, unless `file_only`:
    then it names the folder itself, as it does when the site is opened from disk); None
    when it is not relative or leaves the site."""
    if href is None or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", href) or href.startswith(("/", "#")):
        return None
    path = urllib.parse.unquote(href.split("#")[0].split("?")[0])
    joined = posixpath.normpath(posixpath.join(folder, path)) if path else None
    if joined is None or joined == ".." or joined.startswith("../"):
        return None
    return joined + "/index.html" if path.endswith("/") and not file_only else joined


def strings_of(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, list):
        for v in value:
            yield from strings_of(v)
    elif isinstance(value, dict):
        for k, v in value.items():
            yield str(k)
            yield from strings_of(v)


def search_index(site):
    """The object search/index.js assigns (window.gatherSearch = {...};)."""
    text = read(os.path.join(site, "search", "index.js"))
    start, end = text.find("{"), text.rfind("}")
    if start < 0 or end < start:
        problem(f"search/index.js: no JSON object found in {text[:80]!r}")
        return {}
    try:
        return json.loads(text[start:end + 1])
    except json.JSONDecodeError as e:
        problem(f"search/index.js: its object is not JSON: {e}")
        return {}


class League:
    """What the exports and site.yml of a content folder say about the players."""

    def __init__(self, content):
        path = os.path.join(content, "site.yml")
        self.config = (yaml.safe_load(read(path)) if os.path.exists(path) else None) or {}
        base = str(self.config.get("baseURL") or "https://example.org/")
        self.base = base if base.endswith("/") else base + "/"
        self.guests = {pid for pid in (self.config.get("guests") or []) if is_id(pid)}
        exported = json.loads(read(os.path.join(content, "data", "players.json")))
        self.players = {p["id"]: p for p in exported if is_id(p.get("id")) and p["id"] not in self.guests}
        self.unlisted = {pid for pid in (self.config.get("unlisted") or []) if is_id(pid)} & set(self.players)
        self.listed = set(self.players) - self.unlisted
        self.shown = shown_names(self.players, self.config)
        gathers = json.loads(read(os.path.join(content, "data", "gathers.json")))
        played = {row.get("playerId") for g in gathers for row in (g.get("players") or [])}
        self.deleted = {pid for pid in played if is_id(pid)} - set(self.players) - self.guests
        self.noindex = self.config.get("noindex") is True

    def address(self, pid):
        return f"{self.base}players/{token(pid)}/"


def check_site(content, site, label, node, old_paths=()):
    """Every rule for every listed player of the site built from `content`; returns each
    listed player's page folder (under players/) and counts for the summary."""
    lg = League(content)
    cache = {}
    base = lg.base
    folders = {}
    stats = {"redirects": 0, "at address": 0}
    players_dir = os.path.join(site, "players")
    entries = set(os.listdir(players_dir)) if os.path.isdir(players_dir) else set()
    dirs = {e for e in entries if os.path.isdir(os.path.join(players_dir, e))}

    # 3. data/players.json
    published = json.loads(read(os.path.join(site, "data", "players.json")))
    by_id = {p.get("id"): p for p in published}
    if set(by_id) != lg.listed:
        problem(f"{label}: data/players.json lists ids {sorted(set(by_id) - lg.listed)} that are not listed players "
                f"and lacks listed players {sorted(lg.listed - set(by_id))}")
    names = {}
    for pid in sorted(lg.listed & set(by_id)):
        p = by_id[pid]
        names[pid] = p.get("name")
        if p.get("name") != lg.shown[pid]:
            problem(f"{label}: data/players.json: player {pid}'s name is {p.get('name')!r}, but the shown name "
                    f"(displayNames, names: {lg.config.get('names', 'full')}) is {lg.shown[pid]!r}")
        if p.get("url") != lg.address(pid):
            problem(f"{label}: data/players.json: player {pid}'s url is {p.get('url')!r}, not the permanent address "
                    f"{lg.address(pid)!r}")

    # 1 and 2: the address, the page, its share text and calendar.
    for pid, name in names.items():
        t = token(pid)
        address_file = f"players/{t}/index.html"
        path = os.path.join(site, address_file)
        slugged = sorted(d for d in dirs if d.startswith(t + "-"))
        if not os.path.isfile(path):
            problem(f"{label}: {address_file}: missing: player {pid} ({name!r}) has no permanent address "
                    f"(page folders: {slugged})")
            continue
        at = page(path, cache)
        refresh = at.meta(**{"http-equiv": "refresh"})
        if refresh is not None:
            stats["redirects"] += 1
            size = os.path.getsize(path)
            if size > SMALL:
                problem(f"{label}: {address_file}: {size} bytes; a redirect should be a small page (under {SMALL})")
            m = re.fullmatch(r"\s*(\d+)\s*;\s*url\s*=\s*(.*?)\s*", refresh, re.I | re.S)
            if not m:
                problem(f"{label}: {address_file}: meta refresh content {refresh!r} is not \"0; url=RELATIVE\"")
                continue
            if m[1] != "0":
                problem(f"{label}: {address_file}: meta refresh waits {m[1]} s, not 0 ({refresh!r})")
            rel = m[2].strip("'\"")
            target = resolve(f"players/{t}", rel, file_only=True)
            if target is None:
                problem(f"{label}: {address_file}: meta refresh url {rel!r} is not a relative URL within the site")
                continue
            fm = re.fullmatch(rf"players/({re.escape(t)}-{SLUG})(/index\.html)?", target)
            if not fm:
                problem(f"{label}: {address_file}: meta refresh url {rel!r} resolves to {target!r}, not a player page "
                        f"file players/{t}-SLUG/index.html")
                continue
            folder = fm[1]
            if not fm[2]:
                problem(f"{label}: {address_file}: meta refresh url {rel!r} names the folder players/{folder}, not the "
                        f"page's file players/{folder}/index.html (a folder does not open from disk)")
                target = f"players/{folder}/index.html"
            target_path = os.path.join(site, target)
            if not os.path.isfile(target_path):
                problem(f"{label}: {address_file}: meta refresh url {rel!r} leads to {target}, which does not exist")
                continue
            if slugged != [folder]:
                problem(f"{label}: players/: player {pid}'s page folders are {slugged}; expected only {folder!r} "
                        f"(where {address_file} leads): an old page folder was left behind")
            player_page = page(target_path, cache)
            own = f"{base}players/{folder}/"
            if at.canonical() != own:
                problem(f"{label}: {address_file}: canonical link {at.canonical()!r} != the player page's URL {own!r}")
            robots = at.meta(name="robots")
            if robots is None or "noindex" not in robots.lower().replace(" ", "").split(","):
                problem(f"{label}: {address_file}: no <meta name=\"robots\" content=\"noindex\"> (found {robots!r})")
            if not at.lang or at.lang != player_page.lang:
                problem(f"{label}: {address_file}: <html lang={at.lang!r}>, but the player page's is "
                        f"{player_page.lang!r}")
            visible = [a for a in at.anchors
                       if not a["hidden"] and resolve(f"players/{t}", a["href"], file_only=True) == target]
            if not any(a["text"] == norm(name) for a in visible):
                problem(f"{label}: {address_file}: no visible link to {target} whose text is the name {name!r} "
                        f"(links: {[(a['href'], a['text']) for a in at.anchors]})")
        else:
            stats["at address"] += 1
            folder = t
            player_page = at
            if slugged:
                problem(f"{label}: {address_file}: no <meta http-equiv=\"refresh\">, so it should be player {pid}'s "
                        f"page itself (a name without a slug), yet page folders {slugged} exist")
        folders[pid] = folder

        # The slug, where the rules leave no doubt.
        expected = plain_folder(pid, name)
        if expected == t and folder != t:
            problem(f"{label}: player {pid} ({name!r}): a name of punctuation alone gives no slug, so the page should "
                    f"be at players/{t}/, not players/{folder}/")
        elif expected and folder != expected:
            problem(f"{label}: player {pid} ({name!r}): page folder players/{folder}/, expected players/{expected}/")

        # 2. the page itself.
        page_file = f"players/{folder}/index.html"
        own = f"{base}players/{folder}/"
        if not any(norm(name) in h for h in player_page.h1s):
            problem(f"{label}: {page_file}: the <h1> {player_page.h1s} does not hold the name {name!r}")
        if player_page.canonical() != own:
            problem(f"{label}: {page_file}: canonical link {player_page.canonical()!r} != its URL {own!r}")
        robots = (player_page.meta(name="robots") or "").lower()
        if "noindex" in robots and not lg.noindex:
            problem(f"{label}: {page_file}: the player page says robots {robots!r}")
        if not player_page.shares:
            problem(f"{label}: {page_file}: no <pre class=\"share-text\"> (the text for the group chat)")
        else:
            lines = [line for line in player_page.shares[0].strip().split("\n")]
            if lines[-1].strip() != lg.address(pid):
                problem(f"{label}: {page_file}: the share text's last line is {lines[-1]!r}, not the permanent address "
                        f"{lg.address(pid)!r}")
        calendar_file = f"players/{token(pid)}/calendar.ics"
        calendar_path = os.path.join(site, calendar_file)
        if not os.path.isfile(calendar_path):
            problem(f"{label}: {calendar_file}: missing")
        else:
            check_calendar(label, calendar_file, calendar_path, lg.address(pid))
        if folder != token(pid) and os.path.exists(os.path.join(site, "players", folder, "calendar.ics")):
            problem(f"{label}: players/{folder}/calendar.ics: a calendar in the page's folder, which moves with the name")
        page_text = open(os.path.join(site, page_file), encoding="utf-8").read()
        calendar_href = ("../" + token(pid) + "/calendar.ics") if folder != token(pid) else "calendar.ics"
        if f'href="{calendar_href}"' not in page_text and f'href="../../{calendar_file}"' not in page_text:
            problem(f"{label}: {page_file}: no link to the calendar at the permanent address, {calendar_file}")

    # The folders of players/: each an address or a page of a listed player.
    known = {token(pid) for pid in names} | set(folders.values())
    for d in sorted(dirs - known):
        problem(f"{label}: players/{d}/: a folder that is neither a listed player's address nor their page "
                f"(left from an earlier build, or a player who should have none)")

    # 8. no address for unlisted players, guests and deleted players.
    for kind, ids in (("unlisted", lg.unlisted), ("guest", lg.guests), ("deleted", lg.deleted)):
        for pid in sorted(ids):
            t = token(pid)
            found = sorted(d for d in dirs if d == t or d.startswith(t + "-"))
            if found:
                problem(f"{label}: players/: {kind} player {pid} has folders {found}; they must have no page and "
                        f"no address")

    # 4. search/index.js
    index = search_index(site)
    entries_seen = {}
    for entry in index.get("players", []) if isinstance(index, dict) else []:
        texts = [v for v in (entry.values() if isinstance(entry, dict) else entry) if isinstance(v, str)] \
            if isinstance(entry, (list, dict)) else []
        paths = [s for s in texts if s.startswith("players/")]
        others = [s for s in texts if not s.startswith("players/")]
        if len(paths) != 1 or not others:
            problem(f"{label}: search/index.js: player entry {entry!r} has no single link into players/ and name")
            continue
        entries_seen.setdefault(others[0], []).append(paths[0])
    for pid, name in names.items():
        want = f"players/{token(pid)}/index.html"
        got = entries_seen.pop(name, None)
        if got != [want]:
            problem(f"{label}: search/index.js: player {pid} ({name!r}) links to {got}, not [{want!r}]")
    for name, paths in sorted(entries_seen.items()):
        problem(f"{label}: search/index.js: player entry {name!r} -> {paths} is no listed player's")

    # 5. feed.xml
    feed_links = check_feed(label, site, lg, names)

    # 6. sitemap.xml
    if not lg.noindex:
        check_sitemap(label, site, lg, folders)

    # 7. 404.html
    ran = check_404(label, site, lg, names, node, old_paths)

    # 8. unlisted names, and the links into players/.
    check_unlisted_names(label, site, lg, names, folders)
    links = check_links(label, site)
    return folders, {**stats, "feed links": feed_links, "404 cases": ran, "links": links}


def plain_folder(pid, name):
    """The page folder of a name whose slug the rules leave in no doubt: ASCII words of letters
    and digits (each may end with "."), lower case, joined by "-"; the address itself for a
    name of ASCII punctuation alone (no slug). None for other names."""
    shown, t = norm(name), token(pid)
    if re.fullmatch(r"[A-Za-z0-9]+\.?( [A-Za-z0-9]+\.?)*", shown):
        return f"{t}-{shown.lower().replace('.', '').replace(' ', '-')}"
    if re.fullmatch(r"[!-/:-@\[-`{-~ ]+", shown):
        return t
    return None


def check_calendar(label, calendar_file, path, address):
    raw = open(path, "rb").read()
    try:
        calendar = icalendar.Calendar.from_ical(raw)
    except Exception as e:  # icalendar raises ValueError and others
        problem(f"{label}: {calendar_file}: does not parse: {e}")
        return
    lines = re.split(r"\r\n|\n", raw.decode("utf-8"))
    unfolded = []
    for line in lines:
        if line[:1] in (" ", "\t") and unfolded:
            unfolded[-1] += line[1:]
        else:
            unfolded.append(line)
    head = []
    for line in unfolded:
        if line.upper() == "BEGIN:VEVENT":
            break
        head.append(line)
    urls = [line.split(":", 1)[1] for line in head if re.match(r"(?i)URL[;:]", line)]
    if urls != [address]:
        problem(f"{label}: {calendar_file}: the URL lines before the first event are {urls}, not [{address!r}]")
    if str(calendar.get("url")) != address:
        problem(f"{label}: {calendar_file}: the calendar's URL property reads {calendar.get('url')!r}, not {address!r}")


def check_feed(label, site, lg, names):
    path = os.path.join(site, "feed.xml")
    root = ElementTree.parse(path).getroot()
    matches = {m["url"]: m for m in json.loads(read(os.path.join(site, "data", "matches.json")))}
    by_address = {lg.address(pid): pid for pid in names}
    count = 0
    for entry in root.iter(ATOM + "entry"):
        link = next((x.get("href") for x in entry.iter(ATOM + "link")
                     if x.get("rel", "alternate") == "alternate"), None)
        content = entry.find(ATOM + "content")
        if content is None or content.get("type") != "html":
            problem(f"{label}: feed.xml: the entry for {link} has no <content type=\"html\">")
            continue
        match = matches.get(link)
        if match is None:
            problem(f"{label}: feed.xml: the entry links to {link}, which is no match of data/matches.json")
            continue
        played = [pid for pid in (match.get("teamA") or []) + (match.get("teamB") or []) if pid in names]
        doc = Page(content.text or "")
        linked = {}
        for a in doc.anchors:
            href = a["href"] or ""
            if "players/" not in href:
                continue
            if href not in by_address:
                problem(f"{label}: feed.xml: the entry for {link} links {a['text']!r} to {href!r}, which is no listed "
                        f"player's permanent address (absolute, {lg.base}players/ID/)")
                continue
            pid = by_address[href]
            if a["text"] != norm(names[pid]):
                problem(f"{label}: feed.xml: the entry for {link} links {href} with the text {a['text']!r}, not the "
                        f"name {names[pid]!r}")
            linked[pid] = href
            count += 1
        for pid in played:
            if pid not in linked:
                problem(f"{label}: feed.xml: the entry for {link} does not link player {pid} ({names[pid]!r}) to "
                        f"{lg.address(pid)}")
        for pid in sorted(set(linked) - set(played)):
            problem(f"{label}: feed.xml: the entry for {link} links player {pid} ({names[pid]!r}), who is not in "
                    f"its line-ups")
    return count


def check_sitemap(label, site, lg, folders):
    path = os.path.join(site, "sitemap.xml")
    if not os.path.isfile(path):
        problem(f"{label}: sitemap.xml: missing")
        return
    root = ElementTree.parse(path).getroot()
    trees = [root]
    if root.tag == SITEMAP + "sitemapindex":
        trees = []
        for loc in root.iter(SITEMAP + "loc"):
            rel = loc.text[len(lg.base):] if loc.text.startswith(lg.base) else None
            if rel is None or not os.path.isfile(os.path.join(site, rel)):
                problem(f"{label}: sitemap.xml: index entry {loc.text!r} is not a file of the site")
                continue
            trees.append(ElementTree.parse(os.path.join(site, rel)).getroot())
    locations = {loc.text for tree in trees for loc in tree.iter(SITEMAP + "loc")}
    pages = {f"{lg.base}players/{folder}/" for folder in folders.values()}
    for pid, folder in sorted(folders.items()):
        own = f"{lg.base}players/{folder}/"
        if own not in locations:
            problem(f"{label}: sitemap.xml: player {pid}'s page {own} is not listed")
        if folder != token(pid) and lg.address(pid) in locations:
            problem(f"{label}: sitemap.xml: lists {lg.address(pid)}, a permanent address that only redirects")
    for loc in sorted(locations):
        if loc.startswith(f"{lg.base}players/") and loc != f"{lg.base}players/" and loc not in pages:
            problem(f"{label}: sitemap.xml: lists {loc}, which is no listed player's page")


NODE_HARNESS = r"""
const vm = require('vm');
const input = JSON.parse(require('fs').readFileSync(0, 'utf8'));
const results = [];
for (const href of input.cases) {
  let nav = null;
  const queue = [];
  const url = new URL(href);
  const go = (v) => { if (nav === null) nav = new URL(String(v), url).href; };
  const location = {
    get href() { return url.href; }, set href(v) { go(v); },
    get pathname() { return url.pathname; }, set pathname(v) { go(v); },
    origin: url.origin, protocol: url.protocol, host: url.host, hostname: url.hostname, port: url.port,
    search: url.search, hash: url.hash,
    replace: go, assign: go, reload() {}, toString() { return url.href; },
  };
  const dataset = (attrs) => {
    const d = {};
    for (const [k, v] of Object.entries(attrs))
      if (k.startsWith('data-')) d[k.slice(5).replace(/-([a-z])/g, (_, c) => c.toUpperCase())] = v;
    return d;
  };
  const element = (e) => ({
    tagName: e.tag.toUpperCase(), nodeName: e.tag.toUpperCase(), attributes: e.attrs, dataset: dataset(e.attrs),
    id: e.attrs.id || '', className: e.attrs.class || '', textContent: '', innerHTML: '', style: {},
    href: e.attrs.href !== undefined ? new URL(e.attrs.href, url).href : undefined,
    src: e.attrs.src !== undefined ? new URL(e.attrs.src, url).href : undefined,
    content: e.attrs.content, rel: e.attrs.rel, lang: e.attrs.lang,
    getAttribute: (n) => (n in e.attrs ? e.attrs[n] : null), hasAttribute: (n) => n in e.attrs,
    setAttribute() {}, removeAttribute() {}, addEventListener() {}, appendChild() {}, append() {}, remove() {},
    querySelector: () => null, querySelectorAll: () => [],
    classList: { add() {}, remove() {}, toggle() {}, contains: () => false },
  });
  const elements = input.elements.map(element);
  const matches = (el, simple) => {
    const m = simple.match(/^([a-zA-Z0-9]*)(.*)$/);
    if (m[1] && el.tagName !== m[1].toUpperCase()) return false;
    const parts = m[2].match(/\[[^\]]+\]|#[\w-]+|\.[\w-]+/g) || [];
    if (parts.join('') !== m[2]) return false;
    return parts.every((p) => {
      if (p[0] === '#') return el.id === p.slice(1);
      if (p[0] === '.') return el.className.split(/\s+/).includes(p.slice(1));
      const a = p.slice(1, -1).match(/^([\w-]+)\s*(?:([~|^$*]?=)\s*["']?(.*?)["']?)?$/);
      if (!a) return false;
      const v = el.getAttribute(a[1]);
      if (v === null) return false;
      if (!a[2]) return true;
      if (a[2] === '=') return v === a[3];
      if (a[2] === '~=') return v.split(/\s+/).includes(a[3]);
      if (a[2] === '^=') return v.startsWith(a[3]);
      if (a[2] === '$=') return v.endsWith(a[3]);
      if (a[2] === '*=') return v.includes(a[3]);
      return v === a[3] || v.startsWith(a[3] + '-');
    });
  };
  const all = (sel) => elements.filter((el) => sel.split(',').some((s) => matches(el, s.trim())));
  const html = elements.find((el) => el.tagName === 'HTML') || element({ tag: 'html', attrs: {} });
  const document = {
    readyState: 'complete', documentElement: html, head: element({ tag: 'head', attrs: {} }),
    body: element({ tag: 'body', attrs: {} }), currentScript: null, URL: url.href, baseURI: url.href,
    referrer: '', title: '', cookie: '',
    get location() { return location; }, set location(v) { go(v); },
    addEventListener: (t, f) => queue.push(f), removeEventListener() {},
    querySelector: (s) => all(s)[0] || null, querySelectorAll: (s) => all(s),
    getElementById: (id) => elements.find((el) => el.id === id) || null,
    getElementsByTagName: (t) => elements.filter((el) => el.tagName === t.toUpperCase()),
    createElement: (t) => element({ tag: t, attrs: {} }),
  };
  const sandbox = {
    document, URL, URLSearchParams, console, navigator: { language: 'en', languages: ['en'] },
    history: { replaceState() {}, pushState() {} },
    setTimeout: (f) => { if (typeof f === 'function') queue.push(f); return 0; }, clearTimeout() {},
    addEventListener: (t, f) => queue.push(f), removeEventListener() {},
    encodeURIComponent, decodeURIComponent, encodeURI, decodeURI,
  };
  Object.defineProperty(sandbox, 'location', { get: () => location, set: go });
  sandbox.window = sandbox; sandbox.self = sandbox; sandbox.top = sandbox; sandbox.globalThis = sandbox;
  const context = vm.createContext(sandbox);
  let error = null;
  try {
    for (const s of input.scripts) {
      document.currentScript = element({ tag: 'script', attrs: s.attrs });
      vm.runInContext(s.code, context, { filename: s.name, timeout: 2000 });
    }
    document.currentScript = null;
    for (let i = 0; i < queue.length && i < 50; i++)
      queue[i].call(sandbox, { type: 'DOMContentLoaded', target: document });
  } catch (e) {
    error = String(e && e.stack || e);
  }
  results.push({ href, nav, error });
}
process.stdout.write(JSON.stringify(results));
"""


def check_404(label, site, lg, names, node, old_paths):
    """The 404 page's script: present, its files exist, and (with node) it sends an old page
    folder's path to the permanent address. Returns how many cases node ran."""
    path = os.path.join(site, "404.html")
    if not os.path.isfile(path):
        problem(f"{label}: 404.html: missing")
        return 0
    doc = Page(read(path))
    base_path = urllib.parse.urlsplit(lg.base).path
    scripts = []
    for s in doc.scripts:
        src = s["attrs"].get("src")
        if src is None:
            if s["text"].strip() and (s["attrs"].get("type") or "text/javascript").lower() in (
                    "text/javascript", "module", "application/javascript"):
                scripts.append({"attrs": s["attrs"], "code": s["text"], "name": "404.html (inline)"})
            continue
        if src.startswith(lg.base):
            rel = src[len(lg.base):]
        elif src.startswith(base_path) and src.startswith("/"):
            rel = src[len(base_path):]
        elif src.startswith("/") or re.match(r"^[a-zA-Z][a-zA-Z0-9+.-]*:", src):
            problem(f"{label}: 404.html: script src {src!r} is outside the site ({lg.base})")
            continue
        else:
            rel = resolve("", src) or ""
        file = os.path.join(site, urllib.parse.unquote(rel.split("?")[0].split("#")[0]))
        if not os.path.isfile(file):
            problem(f"{label}: 404.html: script src {src!r} names {rel!r}, which is not a file of the site")
            continue
        scripts.append({"attrs": s["attrs"], "code": read(file), "name": rel})
    if not scripts:
        problem(f"{label}: 404.html: carries no script (none to send /players/ID-old-name/ to /players/ID/)")
        return 0
    if not node or not names:
        return 0
    pids = sorted(names)
    picks = [pids[0]] + [pid for pid in pids if pid < 0][:1]
    cases = {}
    for pid in picks:
        cases[f"{lg.base}players/{token(pid)}-some-old-name/"] = ("moved", pid)
    for old_folder, pid in old_paths:
        cases[f"{lg.base}players/{old_folder}/"] = ("moved", pid)
    cases[f"{lg.base}players/{token(pids[0])}/"] = ("address", pids[0])
    cases[f"{lg.base}matches/2001-01-01-00000000/"] = ("other", None)
    run = subprocess.run([node, "-e", NODE_HARNESS], input=json.dumps(
        {"cases": list(cases), "elements": doc.elements, "scripts": scripts}), capture_output=True, text=True,
        timeout=120)
    if run.returncode != 0:
        problem(f"{label}: 404.html: node could not run the scripts: {run.stderr.strip()[:500]}")
        return 0
    for r in json.loads(run.stdout):
        kind, pid = cases[r["href"]]
        where = f"{label}: 404.html at {r['href']}"
        if r["error"]:
            problem(f"{where}: its scripts threw in a minimal DOM (node): {r['error'][:300]}")
            continue
        if kind == "moved":
            want = lg.address(pid)
            if r["nav"] not in (want, want + "index.html"):
                problem(f"{where}: the script sends the reader to {r['nav']!r}, not to {want!r}")
        elif kind == "address":
            if r["nav"] is not None and r["nav"].split("#")[0] in (r["href"], r["href"] + "index.html"):
                problem(f"{where}: the script sends the reader back to the same address (a loop)")
        elif r["nav"] is not None and "/players/" in r["nav"]:
            problem(f"{where}: a path outside players/ is sent to {r['nav']!r}")
    return len(cases)


def check_unlisted_names(label, site, lg, names, folders):
    if not lg.unlisted:
        return
    files = [f"players/{token(pid)}/index.html" for pid in names if folders.get(pid) != token(pid)]
    files += [f"players/{token(pid)}/calendar.ics" for pid in names]
    files += ["feed.xml", "search/index.js", "data/players.json", "sitemap.xml"]
    texts = {}
    for rel in files:
        path = os.path.join(site, rel)
        if not os.path.isfile(path):
            continue
        raw = read(path)
        if rel.endswith(".js"):
            raw = "\n".join(strings_of(search_index(site)))
        elif rel.endswith(".json"):
            raw = "\n".join(strings_of(json.loads(raw)))
        elif rel.endswith(".ics"):
            # Unfolded, and TEXT values unescaped (RFC 5545: "\," "\;" "\n" "\\").
            raw = re.sub(r"\r?\n[ \t]", "", raw)
            raw = re.sub(r"\\([,;\\nN])", lambda m: "\n" if m[1] in "nN" else m[1], raw)
        else:
            raw = html.unescape(raw)
        texts[rel] = raw
    for folder in folders.values():
        doc = Page(read(os.path.join(site, "players", folder, "index.html")))
        texts[f"players/{folder}/index.html (share text)"] = "\n".join(doc.shares)
    listed_names = sorted({norm(n) for n in names.values()}, key=len, reverse=True)
    for rel, text in texts.items():
        # Listed names are masked first, so that "Ana L." is not found in "Ana L. 2".
        text = norm(text)
        for n in listed_names:
            text = text.replace(n, "\u25aa")
        for pid in sorted(lg.unlisted):
            for n in sorted({norm(str(lg.players[pid].get("name", ""))), norm(lg.shown[pid])} - set(listed_names)):
                if n and re.search(r"(?<!\w)" + re.escape(n) + r"(?!\w)", text):
                    problem(f"{label}: {rel}: names unlisted player {pid} ({n!r})")


def check_links(label, site):
    """Every relative link into players/ of every HTML page (404.html aside) leads to a file."""
    count = 0
    for folder, _, files in os.walk(site):
        for f in files:
            if not f.endswith(".html") or (f == "404.html" and folder == site):
                continue
            rel_folder = os.path.relpath(folder, site).replace(os.sep, "/")
            rel_folder = "" if rel_folder == "." else rel_folder
            text = read(os.path.join(folder, f))
            for href in re.findall(r'href="([^"]*)"', text):
                href = html.unescape(href)
                target = resolve(rel_folder, href)
                if target is None or not target.startswith("players/"):
                    continue
                count += 1
                if not os.path.isfile(os.path.join(site, target)):
                    problem(f"{label}: {posixpath.join(rel_folder, f)} links to {href!r} ({target}), which does not "
                            f"exist")
    return count


def build(binary, content, site):
    command = [binary, "build", "--content", content, "--output", site]
    if os.path.isdir(TEMPLATES):
        command[4:4] = ["--templates", TEMPLATES]
    run = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, encoding="utf-8",
                         errors="replace")
    if run.returncode != 0:
        sys.exit(f"{NAME}: {' '.join(command)} failed ({run.returncode}):\n{run.stderr[-3000:]}")


def write_yaml(path, config):
    with open(path, "w", encoding="utf-8") as f:
        yaml.safe_dump(config, f, allow_unicode=True, sort_keys=False)


def finished_when(g):
    if not (g.get("score") or g.get("winnerTeam")) or not g.get("completedAt") or not g.get("players"):
        return None
    t = g["completedAt"]
    return t + "T00:00:00+00:00" if len(t) == 10 else t.replace("Z", "+00:00")


def change_league(content, folders):
    """The second build's changes: two renames, a negative id, one more unlisted player.
    Returns what to expect of them."""
    lg = League(content)
    by_hand = {int(k) for k in (lg.config.get("displayNames") or {})}
    candidates = [pid for pid in sorted(lg.listed) if pid not in by_hand and folders.get(pid) != token(pid)]
    if len(candidates) < 3:
        sys.exit(f"{NAME}: the league needs three listed players with a page folder of their own and no displayNames "
                 f"entry (found {candidates})")
    renamed, no_slug, unlist = candidates[0], candidates[1], candidates[2]
    players_path = os.path.join(content, "data", "players.json")
    exported = json.loads(read(players_path))
    used = {p.get("id") for p in exported} | lg.guests | lg.deleted
    negative = next(-k for k in range(7, 10**6) if -k not in used)
    for p in exported:
        if p.get("id") == renamed:
            p["name"] = RENAMED
        elif p.get("id") == no_slug:
            p["name"] = NO_SLUG
    exported.append({"id": negative, "name": NEGATIVE})
    with open(players_path, "w", encoding="utf-8") as f:
        json.dump(exported, f, ensure_ascii=False, indent=2)
    gathers_path = os.path.join(content, "data", "gathers.json")
    gathers = json.loads(read(gathers_path))
    dated = [(finished_when(g), i) for i, g in enumerate(gathers) if finished_when(g)]
    if not dated:
        sys.exit(f"{NAME}: the league has no finished, dated match with line-ups to add player {negative} to")
    newest = max(dated)[1]
    gathers[newest]["players"].append({"playerId": negative, "team": "Team A"})
    with open(gathers_path, "w", encoding="utf-8") as f:
        json.dump(gathers, f, ensure_ascii=False, indent=2)
    config = dict(lg.config)
    config["unlisted"] = sorted(lg.unlisted | {unlist})
    write_yaml(os.path.join(content, "site.yml"), config)
    return renamed, no_slug, unlist, negative


def main():
    args = sys.argv[1:]
    if len(args) != 4 or args[2] != "--build":
        sys.exit(__doc__)
    source, out, binary = args[0], os.path.abspath(args[1]), os.path.abspath(args[3])
    node = shutil.which("node") or shutil.which("nodejs")
    shutil.rmtree(out, ignore_errors=True)
    content, site = os.path.join(out, "content"), os.path.join(out, "site")
    shutil.copytree(source, content, symlinks=True)

    # The league as it is.
    build(binary, content, site)
    first, stats = check_site(content, site, "first build", node)
    stop_if_problems("first build")
    checked = len(first)
    summary = [f"{stats['redirects']} redirects and {stats['at address']} pages at their address, "
               f"{stats['feed links']} feed links, {stats['links']} links into players/"]

    # Renamed, a negative id, one more unlisted player; built into the same folder.
    renamed, no_slug, unlist, negative = change_league(content, first)
    build(binary, content, site)
    second, stats = check_site(content, site, "after renaming", node,
                               old_paths=[(first[renamed], renamed), (first[no_slug], no_slug)])
    label = "after renaming"
    changed = League(content)
    expected = plain_folder(renamed, changed.shown[renamed])
    if second.get(renamed) != expected:
        problem(f"{label}: player {renamed} renamed {RENAMED!r} (shown {changed.shown[renamed]!r}): page folder "
                f"{second.get(renamed)!r}, expected {expected!r}")
    if second.get(no_slug) != token(no_slug):
        problem(f"{label}: player {no_slug} renamed {NO_SLUG!r}: page folder {second.get(no_slug)!r}, expected the "
                f"address itself, {token(no_slug)}")
    for pid in (renamed, no_slug):
        old = os.path.join(site, "players", first[pid])
        if os.path.exists(old):
            problem(f"{label}: players/{first[pid]}/: player {pid}'s old page folder is still there after the rename "
                    f"(holds {sorted(os.listdir(old)) if os.path.isdir(old) else 'a file'})")
    for stale in (os.path.join(site, "players", token(unlist)), os.path.join(site, "players", first[unlist])):
        if os.path.exists(stale):
            problem(f"{label}: {os.path.relpath(stale, site)}: player {unlist}, now unlisted, still has it")
    expected = plain_folder(negative, changed.shown[negative])
    if second.get(negative) != expected:
        problem(f"{label}: player {negative} ({NEGATIVE!r}, shown {changed.shown[negative]!r}): page folder "
                f"{second.get(negative)!r}, expected {expected!r}")
    for pid, folder in sorted(first.items()):
        if pid not in (renamed, no_slug, unlist) and second.get(pid) != folder:
            problem(f"{label}: player {pid}: page folder moved from players/{folder}/ to players/{second.get(pid)}/ "
                    f"though their name did not change")
    stop_if_problems("after renaming")
    summary.append(f"renamed {renamed} to {RENAMED!r} ({first[renamed]} -> {second[renamed]}) and {no_slug} to "
                   f"{NO_SLUG!r} ({first[no_slug]} -> {second[no_slug]}), added {negative} ({second[negative]}), "
                   f"unlisted {unlist}; {stats['404 cases']} 404-script cases run in node" if stats["404 cases"]
                   else f"renamed {renamed} and {no_slug}, added {negative}, unlisted {unlist} (404 script not run: no "
                   f"node)")

    # Another `names` rule; built into the same folder again.
    config = League(content).config
    before_rule = config.get("names") or "full"
    config["names"] = "first-and-initial" if before_rule == "full" else "full"
    write_yaml(os.path.join(content, "site.yml"), config)
    build(binary, content, site)
    label = f"after names: {before_rule} -> {config['names']}"
    third, stats = check_site(content, site, label, node,
                              old_paths=[(second[pid], pid) for pid in sorted(second)[:3] if second[pid] != token(pid)])
    moved = sorted(pid for pid in third if second.get(pid) != third[pid])
    for pid in moved:
        if second.get(pid) and os.path.exists(os.path.join(site, "players", second[pid])) and second[pid] != token(pid):
            problem(f"{label}: players/{second[pid]}/: player {pid}'s old page folder is still there")
    stop_if_problems(label)
    summary.append(f"names {before_rule} -> {config['names']} moved {len(moved)} pages, every address still leads "
                   f"to its page")
    print(f"{NAME}: checked {checked} players' addresses in 3 builds of {source} into {site}: " + "; ".join(summary))


if __name__ == "__main__":
    main()
