#!/usr/bin/env python3
"""Writes a league's exports as a spreadsheet would keep them, for `gather-site import csv`,
and compares the site built from the import with the site built from the exports.

usage: league_to_csv.py SOURCE_CONTENT DEST_CONTENT per-player|per-match
       league_to_csv.py --compare SOURCE_CONTENT SOURCE_SITE IMPORTED_SITE

The first form writes DEST_CONTENT/site.yml (a copy), DEST_CONTENT/data/players.json (the
source's players, names made unique with " 2", " 3"… in order of id, since a spreadsheet
knows a player by name alone) and DEST_CONTENT/matches.csv in one of the two layouts, as
spreadsheets save them: semicolon-separated, UTF-8 with a BOM, CRLF line ends; in the
per-match layout each side's names are one quoted cell with a line break between names.
Dates are the site's local `YYYY-MM-DD HH:MM`, or the date alone for a gather dated
without a time; a result without a score has a `winner` and no `score`; two gathers of
one day get `match` labels. A guest (`guests` of site.yml) is written under its
name in players.json; a deleted player's rows are left out (a spreadsheet has no ids).

The second form checks that the imported league is the same league: the standings (but
names) and every match's date, result, line-ups (deleted players left out) and notes are
equal; match ids differ (the import derives them from the date), which nothing compared
depends on.
"""
import csv
import datetime
import io
import json
import os
import shutil
import sys
import zoneinfo

import yaml


def write_csv(source, dest, layout):
    config = yaml.safe_load(open(os.path.join(source, "site.yml"), encoding="utf-8")) or {}
    zone = zoneinfo.ZoneInfo(config.get("timeZone", "UTC"))
    players = json.load(open(os.path.join(source, "data/players.json"), encoding="utf-8"))
    gathers = json.load(open(os.path.join(source, "data/gathers.json"), encoding="utf-8"))
    used, names = set(), {}
    for p in sorted(players, key=lambda p: p["id"]):
        name, k = p["name"].strip(), 1
        while (name if k == 1 else f"{name} {k}") in used:
            k += 1
        names[p["id"]] = p["name"] = name if k == 1 else f"{name} {k}"
        used.add(p["name"])
    os.makedirs(os.path.join(dest, "data"), exist_ok=True)
    shutil.copy(os.path.join(source, "site.yml"), os.path.join(dest, "site.yml"))
    with open(os.path.join(dest, "data/players.json"), "w", encoding="utf-8") as f:
        json.dump(players, f, ensure_ascii=False)

    def date_text(g):
        text = g.get("completedAt")
        if not text or len(text) == 10:
            return text or ""
        when = datetime.datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(zone)
        return when.strftime("%Y-%m-%d %H:%M")

    dates = [date_text(g) for g in gathers]
    # A spreadsheet tells two matches of one day apart by their `match` label.
    days = [d[:10] for d in dates]
    labels, count = [], {}
    for day in days:
        count[day] = count.get(day, 0) + 1
        labels.append(str(count[day]) if days.count(day) > 1 else "")
    out = io.StringIO()
    writer = csv.writer(out, delimiter=";", lineterminator="\r\n")
    if layout == "per-player":
        writer.writerow(["Date", "Match", "Team", "Player", "Score", "Winner"])
    else:
        writer.writerow(["date", "match", "team_a", "team_b", "score", "winner"])
    for g, d, label in zip(gathers, dates, labels):
        score = g.get("score") or ""
        winner = "" if score else {"Team A": "A", "Team B": "B", "None": "draw"}.get(g.get("winnerTeam"), "")
        rows = [(r["playerId"], r["team"]) for r in g.get("players") or [] if r["playerId"] in names]
        if layout == "per-player":
            for pid, team in rows:
                writer.writerow([d, label, team[-1], names[pid], score, winner])
        else:
            sides = ["\n".join(names[p] for p, t in rows if t == side) for side in ("Team A", "Team B")]
            writer.writerow([d, label, sides[0], sides[1], score, winner])
    with open(os.path.join(dest, "matches.csv"), "w", encoding="utf-8-sig", newline="") as f:
        f.write(out.getvalue())


def compare(source, source_site, imported_site):
    known = {p["id"] for p in json.load(open(os.path.join(source, "data/players.json"), encoding="utf-8"))}

    def load(site, name):
        return json.load(open(os.path.join(site, "data", name), encoding="utf-8"))

    def standings(site):
        data = load(site, "standings.json")
        strip = lambda rows: [{k: v for k, v in r.items() if k != "name"} for r in rows]
        return {"allTime": strip(data["allTime"]), "seasons": {s: strip(r) for s, r in data["seasons"].items()}}

    def matches(site):
        return [{"completedAt": m["completedAt"], "finished": m["finished"], "scoreA": m["scoreA"],
                 "scoreB": m["scoreB"], "winner": m["winner"], "season": m["season"], "notes": m["notes"],
                 "teamA": [p for p in m["teamA"] if p is None or p in known],
                 "teamB": [p for p in m["teamB"] if p is None or p in known]} for m in load(site, "matches.json")]

    if standings(source_site) != standings(imported_site):
        sys.exit("league_to_csv: the imported league's standings differ from the exports'")
    a, b = matches(source_site), matches(imported_site)
    if len(a) != len(b):
        sys.exit(f"league_to_csv: {len(b)} imported matches, {len(a)} exported")
    for n, (x, y) in enumerate(zip(a, b)):
        if x != y:
            sys.exit(f"league_to_csv: match {n} in play order differs: {y} != {x}")
    print(f"league_to_csv: the imported league is the exported one: {len(a)} matches, same standings")


def main():
    args = sys.argv[1:]
    if len(args) == 4 and args[0] == "--compare":
        compare(*args[1:])
    elif len(args) == 3 and args[2] in ("per-player", "per-match"):
        write_csv(*args)
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
