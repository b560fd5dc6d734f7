#!/usr/bin/env python3
"""Checks `gather-site add` from the rules of issue 48 alone, not from its code.

For every finished match of a league, one at a time: the match is taken out of the exports
(its gather from data/gathers.json, its write-up from matches/), and the text its page
offers "for the group chat" is given to `add --yes`. Once every match has gone back so, the
league is built again and must publish the same matches (data/matches.json, apart from the
ids: date and time to the minute, sides, result, line-ups, scorers, assists, player of the
match, venue, season) and the same standings and player records (data/standings.json and
data/players.json) as the league written as exports.

With --sloppy each text is typed as a person in a hurry would: lower case, accents dropped,
"x" in the score, A and B for the sides. With --language the league is first switched to
that language, so that the texts are in it.

Usage: check_add.py CONTENT WORK --build BIN [--language xx] [--sloppy] [--limit N]
"""
import argparse
import html
import json
import re
import shutil
import subprocess
import sys
import unicodedata
from pathlib import Path

import yaml


def build(binary, content, output):
    shutil.rmtree(output, ignore_errors=True)
    run = subprocess.run([binary, "build", "--content", str(content), "--output", str(output)],
                         capture_output=True, text=True)
    if run.returncode != 0:
        sys.exit(f"build of {content} failed:\n{run.stderr}")


def chat_texts(site):
    """The text for the group chat of each match page, by the page's address."""
    texts = {}
    for page in (site / "matches").glob("*/index.html"):
        found = re.search(r'<pre class="share-text"[^>]*>(.*?)</pre>', page.read_text(), re.S)
        if found:
            lines = html.unescape(found.group(1)).strip().split("\n")
            texts[lines[-1]] = "\n".join(lines)
    return texts


def plain(text):
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def sloppy(text, sides):
    """The text as typed in a hurry: the sides as A and B, x in the score, lower case,
    no accents."""
    lines = text.split("\n")
    for name, letter in sides:
        lines = [line.replace(name, letter) for line in lines]
    lines[0] = re.sub(r"(\d+)–(\d+)", r"\1 x \2", lines[0])
    return plain("\n".join(lines).lower())


def fold(text):
    return plain(text).lower() if text is not None else None


def published(site, fold_venue):
    """The matches as data/matches.json publishes them, without ids, in a stable order."""
    rows = []
    for match in json.loads((site / "data" / "matches.json").read_text()):
        if not match["finished"]:
            continue
        rows.append({
            "completedAt": (match["completedAt"] or "")[:16],
            "scoreA": match.get("scoreA"), "scoreB": match.get("scoreB"),
            "winner": match["winner"], "teamA": match["teamA"], "teamB": match["teamB"],
            "scorers": sorted(map(json.dumps, match["scorers"])),
            "assists": sorted(map(json.dumps, match["assists"])),
            "playerOfTheMatch": sorted(match["playerOfTheMatch"], key=str),
            "venue": fold(match["venue"]) if fold_venue else match["venue"],
            "season": match.get("season"),
        })
    return sorted(rows, key=json.dumps)


def records(site, name):
    """A data file with the matches' ids and addresses taken out."""
    text = (site / "data" / name).read_text()
    text = re.sub(r"matches/\d{4}-\d{2}-\d{2}-[0-9a-f]{8}/", "matches/X/", text)
    return re.sub(r"[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}", "ID", text)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("content", type=Path)
    parser.add_argument("work", type=Path)
    parser.add_argument("--build", required=True)
    parser.add_argument("--language")
    parser.add_argument("--sloppy", action="store_true")
    parser.add_argument("--limit", type=int)
    args = parser.parse_args()
    binary = str(Path(args.build).resolve())
    shutil.rmtree(args.work, ignore_errors=True)
    content = args.work / "content"
    shutil.copytree(args.content, content)
    settings_path = content / "site.yml"
    settings = yaml.safe_load(settings_path.read_text()) if settings_path.exists() else {}
    if args.language:
        text = settings_path.read_text() if settings_path.exists() else ""
        text = re.sub(r"(?m)^language:.*\n", "", text)
        settings_path.write_text(text + f"\nlanguage: {args.language}\n")
    before = args.work / "before"
    build(binary, content, before)
    catalogue = yaml.safe_load(
        (Path(__file__).parent.parent / "Templates" / "i18n" / f"{args.language or settings.get('language', 'en')}.yml").read_text())
    names = (settings or {}).get("teamNames") or {"a": catalogue["teams"]["a"], "b": catalogue["teams"]["b"]}
    sides = [(names["a"], "A"), (names["b"], "B")]
    texts = chat_texts(before)
    matches = [m for m in json.loads((before / "data" / "matches.json").read_text()) if m["finished"]]
    if args.limit:
        matches = matches[: args.limit]
    gathers_path = content / "data" / "gathers.json"
    for match in matches:
        gathers = json.loads(gathers_path.read_text())
        kept = [g for g in gathers if g["id"].upper() != match["id"].upper()]
        assert len(kept) == len(gathers) - 1, match["id"]
        gathers_path.write_text(json.dumps(kept, indent=1, ensure_ascii=False))
        for write_up in (content / "matches").glob(f"{match['id']}.md"):
            write_up.unlink()
        text = texts[match["url"]]
        if args.sloppy:
            text = sloppy(text, sides)
        run = subprocess.run([binary, "add", "--content", str(content), "--yes"], input=text,
                             capture_output=True, text=True)
        if run.returncode != 0 or "error:" in run.stderr:
            sys.exit(f"add refused the text of {match['url']}:\n{text}\n{run.stderr}")
    after = args.work / "after"
    build(binary, content, after)
    fold_venue = args.sloppy
    expected, got = published(before, fold_venue), published(after, fold_venue)
    if args.limit is None and expected != got:
        missing = [row for row in expected if row not in got][:3]
        extra = [row for row in got if row not in expected][:3]
        sys.exit(f"the matches added back differ:\nexpected {missing}\ngot {extra}")
    for name in ["standings.json", "players.json"]:
        if args.limit is None and records(before, name) != records(after, name):
            sys.exit(f"data/{name} differs once the matches are added back one by one")
    print(f"add: {len(matches)} matches of {args.content} given back from their text"
          f"{' typed sloppily' if args.sloppy else ''}"
          f"{' in ' + args.language if args.language else ''}; the league is the same")


if __name__ == "__main__":
    main()
