#!/usr/bin/env python3
"""Checks a built site's feed, calendars, sitemap, robots.txt and CSV with real parsers.

usage: check_publishing_outputs.py SITE_DIR   (needs feedparser and icalendar from PyPI)

- feed.xml parses as Atom 1.0 without errors (feedparser), every entry has an id, a
  title, an updated date and a link to a page that exists, newest first;
- calendar.ics and every player's calendar.ics parse (icalendar), each event has a UID,
  a start before its end and a summary;
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


def fail(message):
    print(f"check_publishing_outputs: {message}", file=sys.stderr)
    sys.exit(1)


def page_for(site, url, base):
    if not url.startswith(base):
        fail(f"{url} is not under {base}")
    path = url[len(base):]
    return os.path.join(site, path, "index.html") if path.endswith("/") or path == "" else os.path.join(site, path)


def main():
    site = sys.argv[1]
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

    calendars = [os.path.join(site, "calendar.ics")] + glob.glob(os.path.join(site, "players", "*", "calendar.ics"))
    events = 0
    for path in calendars:
        calendar = icalendar.Calendar.from_ical(open(path, "rb").read())
        for event in calendar.walk("VEVENT"):
            if not (event.get("uid") and event.get("summary")) or event.decoded("dtstart") >= event.decoded("dtend"):
                fail(f"{path}: bad event {event.get('uid')}")
            events += 1

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
            if name != want["name"] or any(int(got[k]) != want[k] for k in want if k != "name"):
                fail(f"standings{suffix}.csv row {got} differs from {want}")
    print(f"check_publishing_outputs: Atom feed of {len(feed.entries)} entries, {len(calendars)} calendars with "
          f"{events} events, a sitemap of {len(locations)} pages and {len(tables)} standings CSV files parse and agree")


if __name__ == "__main__":
    main()
