#!/usr/bin/env python3
"""Accessibility checks on a built site, and tidy on every page.

usage: check_accessibility.py SITE_DIR

Every HTML page: passes `tidy -errors -quiet` with no errors (when tidy is installed),
has a language, exactly one h1 and no skipped heading level, tables with a caption and
header cells with a scope, images with alt text, SVG charts labelled, no empty links.
The stylesheet's text and background colours have a contrast ratio of at least 4.5:1, in
the light scheme and in the dark one.
"""
import html.parser
import os
import re
import shutil
import subprocess
import sys


def fail(message):
    print(f"check_accessibility: {message}", file=sys.stderr)
    sys.exit(1)


class Page(html.parser.HTMLParser):
    def __init__(self):
        super().__init__()
        self.headings, self.problems, self.lang = [], [], None
        self.tables, self.captions, self.link_text, self.in_link = 0, 0, [], False

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if tag == "html":
            self.lang = a.get("lang")
        if re.fullmatch(r"h[1-6]", tag):
            self.headings.append(int(tag[1]))
        if tag == "table":
            self.tables += 1
        if tag == "caption":
            self.captions += 1
        if tag == "th" and a.get("scope") not in ("col", "row"):
            self.problems.append("a th without scope")
        if tag == "img" and "alt" not in a:
            self.problems.append("an img without alt")
        if tag == "svg" and not (a.get("aria-label") or a.get("aria-hidden") == "true"):
            self.problems.append("an unlabelled svg")
        if tag == "a":
            self.in_link, self.link_text = True, []

    def handle_endtag(self, tag):
        if tag == "a":
            if not "".join(self.link_text).strip():
                self.problems.append("an empty link")
            self.in_link = False

    def handle_data(self, data):
        if self.in_link:
            self.link_text.append(data)


def luminance(hex_colour):
    channels = [int(hex_colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a, b):
    high, low = sorted([luminance(a), luminance(b)], reverse=True)
    return (high + 0.05) / (low + 0.05)


def main():
    site = sys.argv[1]
    tidy = shutil.which("tidy")
    pages = 0
    for folder, _, files in os.walk(site):
        for name in files:
            if not name.endswith(".html"):
                continue
            path = os.path.join(folder, name)
            page = Page()
            page.feed(open(path, encoding="utf-8").read())
            problems = list(page.problems)
            if page.lang != "en":
                problems.append("no lang on html")
            if page.headings.count(1) != 1:
                problems.append(f"{page.headings.count(1)} h1 headings")
            for previous, current in zip(page.headings, page.headings[1:]):
                if current > previous + 1:
                    problems.append(f"heading level skips from h{previous} to h{current}")
            if page.tables != page.captions:
                problems.append("a table without caption")
            if tidy:
                result = subprocess.run([tidy, "-errors", "-quiet", path], capture_output=True, text=True)
                errors = [line for line in result.stderr.splitlines() if "Error:" in line]
                if errors:
                    problems.append("tidy: " + "; ".join(errors))
            if problems:
                fail(f"{path}: {', '.join(sorted(set(problems)))}")
            pages += 1
    css = open(os.path.join(site, "assets/style.css"), encoding="utf-8").read()
    # The light scheme (the first :root), then the dark one, which overrides some colours
    # when the reader asks for it.
    light = dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", css.split("}", 1)[0]))
    dark_block = re.search(r"@media \(prefers-color-scheme: dark\)\s*\{\s*:root\s*\{(.*?)\}", css, re.S)
    if not dark_block:
        fail("assets/style.css has no dark scheme (prefers-color-scheme: dark)")
    dark = {**light, **dict(re.findall(r"--([\w-]+):\s*(#[0-9a-fA-F]{6})", dark_block.group(1)))}
    # Each text colour on each background it is used on.
    pairs = [("ink", "paper"), ("muted", "paper"), ("pitch", "paper"), ("accent", "paper"), ("muted", "stripe"),
             ("ink", "stripe"), ("pitch", "stripe"), ("ink", "surface"), ("muted", "surface"), ("pitch", "surface"),
             ("accent", "surface"), ("ink", "row"), ("pitch", "row"), ("accent", "row"), ("on-header", "header"),
             ("ink", "mark-a"), ("ink", "mark-b"), ("on-mark", "win"), ("on-mark", "draw"), ("on-mark", "loss")]
    lowest = {}
    for scheme, colours in (("light", light), ("dark", dark)):
        for text, background in pairs:
            ratio = contrast(colours[text], colours[background])
            if ratio < 4.5:
                fail(f"{scheme} scheme: --{text} on --{background} has a contrast of {ratio:.2f}:1 (needs 4.5:1)")
            lowest[scheme] = min(lowest.get(scheme, 99), ratio)
    print(f"check_accessibility: {pages} pages pass{' tidy and' if tidy else ''} the heading, table, image, "
          f"link and language checks; colour contrast at least {lowest['light']:.1f}:1 (light scheme) and "
          f"{lowest['dark']:.1f}:1 (dark)")


if __name__ == "__main__":
    main()
