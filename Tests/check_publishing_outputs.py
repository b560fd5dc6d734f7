#!/usr/bin/env python3
"""Checks a built site's feed, calendars, sitemap, robots.txt and CSV with real parsers.

usage: check_publishing_outputs.py SITE_DIR CONTENT_DIR   (needs feedparser, icalendar and
PyYAML from PyPI)

- feed.xml parses as Atom 1.0 without errors (feedparser), every entry has an id, a
  title, an updated date and a link to a page that exists, newest first, and it holds the
  newest finished, dated matches of data/matches.json, as many as feedEntries of site.yml
  (50 unless set);
- calendar.ics, every season's and every player's calendar.ics parse (icalendar), each
  event has a UID, a start before its end and a summary, and a match dated without a
  time is an all-day event of its date; calendar.ics holds exactly the
  dated matches of the twelve months up to the newest (months counted in the site's time
  zone), and each season's calendar exactly the season's dated matches;
- data/ratings.json lists the files of rating changes: each holds changes of its season's
  matches only, and each player's count of rated matches is their count of changes;
- sitemap.xml lists only pages that exist, under baseURL; robots.txt points to it;
- every standings CSV parses (csv) and matches data/standings.json.
"""
import csv
import glob
import io
import json
import os
import sys
import xml.etree.ElementTree as ElementTree

import feedparser
import icalendar
import yaml
from dateutil.relativedelta import relativedelta
from datetime import date, datetime
from zoneinfo import ZoneInfo


def fail(message):
    print(f"check_publishing_outputs: {message}", file=sys.stderr)
    sys.exit(1)


def page_for(site, url, base):
    if not url.startswith(base):
        fail(f"{url} is not under {base}")
    path = url[len(base):]
    return os.path.join(site, path, "index.html") if path.endswith("/") or path == "" else os.path.join(site, path)


def main():
    site, content = sys.argv[1], sys.argv[2]
    settings = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
    matches = json.load(open(os.path.join(site, "data/matches.json"), encoding="utf-8"))
    dated = [m for m in matches if m["completedAt"]]
    zone = ZoneInfo(settings.get("timeZone", "UTC"))

    def instant(text):
        """A date alone ("2024-05-12") is the start of that day in the site's time zone."""
        if len(text) == 10:
            return datetime.fromisoformat(text).replace(tzinfo=zone)
        return datetime.fromisoformat(text.replace("Z", "+00:00"))
    when = {m["id"]: instant(m["completedAt"]) for m in dated}
    day_only = {m["id"].lower(): m["completedAt"] for m in dated if len(m["completedAt"]) == 10}
    feed = feedparser.parse(os.path.join(site, "feed.xml"))
    if feed.bozo or feed.version != "atom10":
        fail(f"feed.xml is not valid Atom 1.0: {feed.get('bozo_exception')}")
    base = feed.feed.link
    dates = []
    for entry in feed.entries:
        if not (entry.get("id") and entry.get("title") and entry.get("updated_parsed") and entry.get("link")):
            fail(f"feed entry lacks id, title, updated or link: {entry}")
        if not os.path.exists(page_for(site, entry.link, base)):
            fail(f"feed entry links to a missing page: {entry.link}")
        dates.append(entry.updated_parsed)
    if dates != sorted(dates, reverse=True):
        fail("feed entries are not newest first")
    finished = [m for m in dated if m["finished"]]
    # Play order: by time, equal times (two matches of one day dated without a time) in file order.
    newest = sorted(finished, key=lambda m: when[m["id"]])[-settings.get("feedEntries", 50):]
    if sorted(entry.link for entry in feed.entries) != sorted(m["url"] for m in newest):
        fail(f"feed.xml holds {len(feed.entries)} entries, not the newest {len(newest)} finished matches")

    calendars = ([os.path.join(site, "calendar.ics")] + glob.glob(os.path.join(site, "seasons", "*", "calendar.ics"))
                 + glob.glob(os.path.join(site, "players", "*", "calendar.ics")))
    events = 0
    uids = {}
    for path in calendars:
        calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
        uids[path] = set()
        for event in calendar.walk("VEVENT"):
            if not (event.get("uid") and event.get("summary")) or event.decoded("dtstart") >= event.decoded("dtend"):
                fail(f"{path}: bad event {event.get('uid')}")
            uid = str(event.get("uid")).split("@")[0]
            uids[path].add(uid)
            # A match dated without a time is an all-day event of its date.
            start = event.decoded("dtstart")
            if (uid in day_only) != (type(start) is date) or (uid in day_only and start.isoformat() != day_only[uid]):
                fail(f"{path}: event {uid} starts {start}, but the match's date is {day_only.get(uid, 'timed')}")
            events += 1
    if dated:
        latest = max(when.values()).astimezone(zone)
        start = latest - relativedelta(months=12)
        recent = {m["id"].lower() for m in dated if when[m["id"]].astimezone(zone) > start}
    else:
        recent = set()
    if uids[os.path.join(site, "calendar.ics")] != recent:
        fail(f"calendar.ics holds {len(uids[os.path.join(site, 'calendar.ics')])} events, not the {len(recent)} "
             "dated matches of the last twelve months")
    seasons = {m["season"] for m in dated}
    for season in seasons:
        path = os.path.join(site, "seasons", season, "calendar.ics")
        expected = {m["id"].lower() for m in dated if m["season"] == season}
        if uids.get(path) != expected:
            fail(f"{path} does not hold exactly the season's {len(expected)} dated matches")

    ratings = json.load(open(os.path.join(site, "data/ratings.json"), encoding="utf-8"))
    base_url = feed.feed.link
    season_of = {m["id"]: m["season"] for m in matches}
    changes = {}
    for entry in ratings["historyFiles"]:
        history = json.load(open(page_for(site, entry["url"], base_url), encoding="utf-8"))
        if history["season"] != entry["season"]:
            fail(f"{entry['url']} is the file of season {history['season']}, not {entry['season']}")
        for change in history["history"]:
            if season_of.get(change["gatherId"]) != entry["season"]:
                fail(f"{entry['url']} holds a change of match {change['gatherId']} of another season")
            changes[change["playerId"]] = changes.get(change["playerId"], 0) + 1
    for player in ratings["players"]:
        if changes.get(player["playerId"], 0) != player["matches"]:
            fail(f"player {player['playerId']} has {player['matches']} rated matches but "
                 f"{changes.get(player['playerId'], 0)} rating changes")

    namespace = "{http://www.sitemaps.org/schemas/sitemap/0.9}"
    root = ElementTree.parse(os.path.join(site, "sitemap.xml")).getroot()
    sitemaps = [root]
    if root.tag == namespace + "sitemapindex":  # more than 50,000 pages: an index of sitemaps
        sitemaps = [ElementTree.parse(page_for(site, loc.text, base)).getroot() for loc in root.iter(namespace + "loc")]
    locations = [loc.text for tree in sitemaps for loc in tree.iter(namespace + "loc")]
    if any(len(list(tree.iter(namespace + "loc"))) > 50000 for tree in sitemaps):
        fail("a sitemap lists more than 50,000 URLs")
    for url in locations:
        if not os.path.exists(page_for(site, url, base)):
            fail(f"sitemap lists a missing page: {url}")
    robots = open(os.path.join(site, "robots.txt")).read()
    if f"Sitemap: {base}sitemap.xml" not in robots:
        fail("robots.txt does not point to the sitemap")

    standings = json.load(open(os.path.join(site, "data/standings.json"), encoding="utf-8"))
    tables = {"": standings["allTime"], **{f"-{name}": rows for name, rows in standings["seasons"].items()}}
    for suffix, rows in tables.items():
        text = open(os.path.join(site, f"data/standings{suffix}.csv"), encoding="utf-8", newline="").read()
        parsed = list(csv.DictReader(io.StringIO(text, newline="")))
        if len(parsed) != len(rows):
            fail(f"standings{suffix}.csv has {len(parsed)} rows, standings.json {len(rows)}")
        for got, want in zip(parsed, rows):
            name = got["name"][1:] if got["name"][:1] == "'" and want["name"][:1] in "=+-@\t\r" else got["name"]
            # A goal figure never recorded is null in the JSON and an empty cell in the CSV.
            cell = lambda text: None if text == "" else int(text)
            if name != want["name"] or any(cell(got[k]) != want[k] for k in want if k != "name"):
                fail(f"standings{suffix}.csv row {got} differs from {want}")
    print(f"check_publishing_outputs: Atom feed of {len(feed.entries)} entries, {len(calendars)} calendars with "
          f"{events} events, {len(ratings['historyFiles'])} files of rating changes, a sitemap of {len(locations)} pages and {len(tables)} standings CSV files parse and agree")


if __name__ == "__main__":
    main()
