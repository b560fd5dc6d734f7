#!/usr/bin/env python3
"""Independent check of the season books of a built site, SITE/seasons/NAME/season-NAME.pdf.

What each book must say is recomputed from the exports, site.yml and the write-ups with the
rules of the README ("How the numbers are made", "Privacy", "Season books"), docs/RULES.md,
docs/EXPORT-FORMAT.md and docs/RATINGS.md, with the helpers of the other independent checks
(check_published_data.py, shown_names.py, match_details.py, rating_model.py), never the Swift
code; the text is read with `pdftotext -layout`. For each season with a counted gather:

1. the book opens (pypdf); Title holds "Season NAME" and site.yml's title, Author is the
   title, the catalog has the site's /Lang, `qpdf --check` finds it whole, `pdffonts` finds
   every font embedded; the outline
   has Standings, Awards ("Awards so far" until a later season has a counted gather),
   Results, Attendance, Player by player, "Top scorers" exactly when the write-ups give the
   season scorers, "How good were the predictions?" exactly when it has rated matches; each
   section starts a page with its title, and the Contents page lists the outline;
2. the cover: title, season, first and last days, "Champion:" (final) or "Top of the table
   so far:" naming exactly the listed players level with the first on points, goal
   difference, wins and games, "N matches played" (finished ones), "Final: this season is
   over." or "In progress: up to DAY.";
3. Standings: a row per listed player who played, with exactly their Pld W D L [GF GA GD] Pts
   Win% (site.yml `points`, or the season's own in `seasons`; goal columns only if a match of the season has a score, "–" for
   a player with none), positions 1, 2, … in the rules' order (points, goal difference, wins,
   fewer games); Player by player: Pld W D L Pts [Goals]; Top scorers: goals, recorded matches;
4. Results: each finished match, "A 3–2 B · 9 Aug 2023, 19:30" (local time, none for a date
   alone; "A v B: A won" without a score), its sides naming exactly its players (shown names,
   "Guest" for guests and unlisted players, "Unknown player #ID"), its listed scorers and
   assists; no other match;
5. Awards: each award of data/awards.json for the season has a line naming its holders (and
   its count, or its match), and each award line has its award; Attendance: the counted
   matches, in all and by month; Predictions: the rated matches;
6. privacy: no book names an unlisted player, nor a part of their name longer than 3 letters
   that no listed player's name has;
7. with --build BIN, CONTENT is built into SITE and into SITE.again: the books must be the same
   bytes.

usage (from the repository): check_season_books.py CONTENT SITE [--build GATHER_SITE_BINARY]
"""
import json
import os
import re
import shutil
import subprocess
import sys
import unicodedata
import zoneinfo
from collections import Counter
from fractions import Fraction

import pypdf
import yaml

import rating_model
from check_published_data import (Clock, add_goals, catalogue, goal_difference, guest_appearances, is_id, lineup,
                                   result, side_result)
from match_details import NONE as NO_DETAILS, match_details, write_ups
from shown_names import shown_names

MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split()
WORDS = catalogue("en")
# awards.json's awards, by the catalogue's labels; COUNTS are those whose value is a count.
LABELS = {k: v for k, v in WORDS["awards"].items() if isinstance(v, str) and "{" not in v}
LABELS.update(mostConsecutiveAppearances=LABELS.pop("mostAppearancesInARow"), highestScoring=LABELS.pop("mostGoals"))
COUNTS = ("champion", "mostAppearances", "longestWinningStreak", "longestUnbeatenRun", "mostConsecutiveAppearances",
          "topScorer", "mostAssists", "mostPlayerOfTheMatch")
FOOTER = re.compile(r"Page \d+ of \d+\s*$")
problems = []


def problem(season, message):
    problems.append(f"season {season}: {message}")


def norm(text):
    return " ".join(unicodedata.normalize("NFC", text).split())


def day_text(d):
    return f"{d.day} {MONTHS[d.month - 1]} {d.year}"


def lists(text, items, only=True):
    """Whether `text` ("A, B, C.") lists each of `items` as a whole item, in any order, and
    (with `only`) nothing else."""
    for item in sorted(items, key=len, reverse=True):
        text, n = re.subn(r"(?:^|(?<=, ))" + re.escape(item) + r"(?=, |\.?$)", "", text, count=1)
        if not n:
            return False
    return not only or re.fullmatch(r"[ ,.]*", text) is not None


def may_stand_above(x, y):
    """Whether standings row x may stand above row y: points, goal difference (a row without
    one may stand anywhere among those level on points), wins, fewer games."""
    if x["points"] != y["points"]:
        return x["points"] > y["points"]
    if (x["gd"] is None) != (y["gd"] is None) or x["gd"] != y["gd"]:
        return x["gd"] is None or y["gd"] is None or x["gd"] > y["gd"]
    return (x["won"], -x["played"]) >= (y["won"], -y["played"])


def rows_by_name(lines, names, position=False):
    """{name: [(position, the cells after the name, the line)]} for the table lines that start
    (after a position, when `position`) with one of `names`, the longest that fits. A cell is
    its whole number ("+7" is 7), None for "–" (not recorded), or else its text."""
    out, longest = {}, sorted(names, key=len, reverse=True)

    def number(cell):
        if cell == "–":
            return None
        return int(cell.lstrip("+").replace("−", "-")) if re.fullmatch(r"[+−-]?\d+", cell) else cell
    for line in lines:
        text, pos = norm(line), None
        if position:
            if not (m := re.match(r"(\d+) (.*)", text)):
                continue
            pos, text = int(m[1]), m[2]
        if (name := next((n for n in longest if text == n or text.startswith(n + " ")), None)):
            out.setdefault(name, []).append((pos, [number(t) for t in text[len(name):].split()], line.strip()))
    return out


class League:
    """The league as the rules make it, season by season."""

    def __init__(self, content):
        self.config = config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
        month, day = map(int, str(config.get("seasonStart", "01-01")).split("-"))
        self.clock = clock = Clock(zoneinfo.ZoneInfo(config.get("timeZone") or "UTC"), month, day)
        points = {"win": 3, "draw": 1, "loss": 0, **(config.get("points") or {})}
        guests = frozenset(pid for pid in (config.get("guests") or []) if is_id(pid))
        rows = json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))
        self.players = players = {p["id"]: p for p in rows if p["id"] not in guests}
        self.unlisted = {pid for pid in (config.get("unlisted") or []) if pid in players}
        self.shown = {pid: unicodedata.normalize("NFC", n) for pid, n in shown_names(players, config).items()}
        self.listed = {pid: n for pid, n in self.shown.items() if pid not in self.unlisted}
        names = config.get("teamNames") or {}
        self.sides = {"Team A": names.get("a", "Team A"), "Team B": names.get("b", "Team B")}
        self.gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))
        found, self.details, self.guests = write_ups(content), {}, guests
        for g in self.gathers:
            if (path := found.get(str(g["id"]).lower())):
                # EXPORT-FORMAT.md: a guest's id counts for their side when guests played on one side only.
                sides, extra = lineup(g, guests), guest_appearances(g, guests)
                if len(with_guests := [t for t in extra if extra[t]]) == 1:
                    sides[with_guests[0]] += sorted({r["playerId"] for r in g["players"] if r["playerId"] in guests})
                outcome, score = result(g)
                self.details[g["id"]] = match_details(path, outcome is not None, sides, score,
                                                      os.path.join(content, "static"))[0]
        self.seasons = seasons = {}
        for _, i in sorted((clock.when(g), i) for i, g in enumerate(self.gathers) if clock.when(g)):
            g = self.gathers[i]
            s = seasons.setdefault(clock.season(g), {"gathers": [], "counted": [], "records": {}, "scored": False,
                                                      "scorers": False, "details": False, "rated": 0})
            s["gathers"].append(g)
            outcome, score = result(g)
            s["scored"] |= outcome is not None and score is not None
            known = [(pid, t) for t, ids in lineup(g, guests).items() for pid in ids if pid in players]
            if not outcome or not known:
                continue
            s["counted"].append(g)
            d = self.details.get(g["id"], NO_DETAILS)
            s["scorers"] |= bool(d.scorers)
            s["details"] |= bool(d.scorers or d.assists or d.player_of_the_match)
            for pid, team in known:
                r = s["records"].setdefault(pid, {"played": 0, "won": 0, "drawn": 0, "lost": 0, "goalsFor": None,
                                                  "goalsAgainst": None, "goals": 0, "recorded": 0})
                r["played"], r["goals"], r["recorded"] = r["played"] + 1, r["goals"] + d.scorers.get(pid, 0), \
                    r["recorded"] + bool(d.scorers)
                r[side_result(outcome, team)] += 1
                add_goals(r, score, team)
        for m in rating_model.load(content).matches:
            seasons[clock.season(m.gather)]["rated"] += 1
        self.seasons = {k: v for k, v in seasons.items() if v["counted"]}
        for k, v in self.seasons.items():
            v["final"] = k < max(self.seasons)
            # A season may count points by rules of its own (docs/RULES.md, "Rules per season").
            own = {**points, **((((config.get("seasons") or {}).get(k)) or {}).get("points") or {})}
            for r in v["records"].values():
                r["points"] = r["won"] * own["win"] + r["drawn"] * own["draw"] + r["lost"] * own["loss"]
                r["gd"] = goal_difference(r)

    def day(self, g, time=True):
        if self.clock.date_only(g) or not time:
            return day_text(self.clock.day(g))
        local = self.clock.when(g).astimezone(self.clock.zone)
        return f"{day_text(local.date())}, {local:%H:%M}"

    def headline(self, g):
        (outcome, score), a, b = result(g), self.sides["Team A"], self.sides["Team B"]
        if score:
            return f"{a} {score[0]}–{score[1]} {b}"
        won = {"won": f"{a} won", "lost": f"{b} won", "drawn": "Draw"}.get(outcome)
        return f"{a} v {b}: {won}" if won else f"{a} v {b}"


def sections(s, pages, outline):
    """Each outlined section's lines, footers left out, once each is seen to start its own
    page with its title and the Contents page to list the outline."""
    contents = next((p for p in pages if p.strip().startswith(WORDS["book"]["contents"])), "")
    listed = [(m[1], int(m[2])) for m in re.finditer(r"(?m)^(\S.*?)\s+(\d+)\s*$", contents) if not FOOTER.search(m[0])]
    if listed != outline:
        problem(s, f"the Contents page lists {listed}, the outline {outline}")
    out = {}
    for n, (name, page) in enumerate(outline):
        end = outline[n + 1][1] if n + 1 < len(outline) else len(pages) + 1
        if end <= page or pages[page - 1].strip().split("\n")[0] != name:
            problem(s, f"section {name!r} does not start page {page} alone: {pages[page - 1].strip()[:60]!r}")
        lines = pages[page - 1].lstrip().split("\n")[1:] + [x for p in pages[page:end - 1] for x in p.split("\n")]
        out[name] = [line for line in lines if not FOOTER.search(line)]
    return out


def check_tables(lg, s, season, part):
    """Standings, Player by player and Top scorers against each listed player's record."""
    records = {pid: r for pid, r in season["records"].items() if pid not in lg.unlisted}
    lines = part.get("Standings", [])
    goals = any("GF" in line.split() for line in lines)
    if goals != season["scored"]:
        problem(s, f"the standings {'show' if goals else 'lack'} goal columns, yet "
                   f"{'some' if season['scored'] else 'no'} match of the season has a score")
    found, order = rows_by_name(lines, [lg.listed[p] for p in records], position=True), []
    for pid, r in records.items():
        want = [r[k] for k in ("played", "won", "drawn", "lost") + ("goalsFor", "goalsAgainst", "gd") * goals]
        rows = found.get(lg.listed[pid], [])
        got = rows[0][1] if len(rows) == 1 else []
        share = Fraction(100 * r["won"], r["played"])
        if got[:-1] != want + [r["points"]] or not re.fullmatch(r"\d+(\.\d+)?%", str(got[-1])) or \
                abs(Fraction(got[-1][:-1]) - share) > Fraction(1, 20):
            problem(s, f"standings: {lg.listed[pid]}: expected Pld W D L {'GF GA GD ' if goals else ''}Pts "
                       f"{want + [r['points']]} Win% {float(share):.1f}%, found {[x[2] for x in rows] or 'no line'}")
        order += [(rows[0][0], lg.listed[pid], r)] if rows else []
    shown_rows = [line for line in lines if re.match(r"\s*\d+\s.*\s\d+(\.\d+)?%\s*$", line)]
    if len(shown_rows) != len(records):
        problem(s, f"the standings have {len(shown_rows)} rows for {len(records)} listed players who played")
    order.sort(key=lambda x: x[0])
    if [x[0] for x in order] != list(range(1, len(order) + 1)):
        problem(s, f"standings: positions {[x[0] for x in order]} are not 1, 2, …")
    for (_, n1, x), (p, n2, y) in zip(order, order[1:]):
        if not may_stand_above(x, y):
            problem(s, f"standings: {n1} stands above {n2} (position {p}), whom the rules put first: {x} / {y}")
    found = rows_by_name(part.get("Player by player", []), [lg.listed[p] for p in records])
    scorers = season["scorers"]
    for pid, r in records.items():
        want = [r[k] for k in ("played", "won", "drawn", "lost", "points")] + ([r["goals"]] if scorers else [])
        rows = found.get(lg.listed[pid], [])
        got = rows[0][1][:len(want)] if len(rows) == 1 else None
        if got != want and not (got and scorers and not r["recorded"] and got[:-1] == want[:-1] and got[-1] is None):
            problem(s, f"player by player: {lg.listed[pid]}: expected Pld W D L Pts{' Goals' if scorers else ''} {want}"
                       f", found {[x[2] for x in rows] or 'no line'}")
    found = rows_by_name(part.get("Top scorers", []), [lg.listed[p] for p in records])
    for pid, r in records.items():
        rows = found.get(lg.listed[pid], [])
        if r["goals"] and (len(rows) != 1 or rows[0][1][:2] != [r["goals"], r["recorded"]]):
            problem(s, f"top scorers: {lg.listed[pid]}: expected G Rec {[r['goals'], r['recorded']]}, found "
                       f"{[x[2] for x in rows] or 'no line'}")
    return records


def check_results(lg, s, season, lines):
    """Every finished match of the season: headline, day, sides, scorers and assists."""
    labels = list(lg.sides.values()) + ["Goals", "Assists", "Player of the match", "Venue",
                                        WORDS["match"]["slips"].split(":")[0]]
    blocks, key = [], None
    for line in lines:
        if (text := norm(line)) and not line.startswith(" ") and " · " in text:
            blocks.append((*text.rsplit(" · ", 1), {}))
        elif text and blocks:
            if (m := re.match("(" + "|".join(map(re.escape, labels)) + "): (.*)", text)):
                key, blocks[-1][2][m[1]] = m[1], m[2]
            elif key:
                # A line broken after a hyphen ("Jean-" / "Luc") goes on without a space.
                joint = "" if blocks[-1][2][key].endswith("-") else " "
                blocks[-1][2][key] += joint + text
    for g in season["gathers"]:
        outcome = result(g)[0]
        heads = [lg.headline(g)] + ([] if outcome else [lg.headline(g) + " (not finished)"])
        d, teams, extra = lg.details.get(g["id"], NO_DETAILS), lineup(g, lg.guests), guest_appearances(g, lg.guests)
        want = {lg.sides[t]: ["Guest" if p in lg.unlisted else lg.shown.get(p, f"Unknown player #{p}")
                              for p in teams[t]] + ["Guest"] * extra[t] for t in teams}
        # A count follows the name, in brackets after a name that ends in a digit ("Ana L. 2 (3)").
        credits = {k: [(f"{lg.listed[p]} ({n})" if lg.listed[p][-1:].isdigit() else f"{lg.listed[p]} {n}")
                       if n > 1 else lg.listed[p] for p, n in counts.items() if p in lg.listed]
                   for k, counts in (("Goals", d.scorers), ("Assists", d.assists))}
        near = [b for b in blocks if b[0] in heads and b[1] == lg.day(g)]
        match = next((b for b in near if all(lists(b[2].get(k, ""), v) for k, v in want.items()) and
                      all(lists(b[2].get(k, ""), v, only=False) for k, v in credits.items())), None)
        if match:
            blocks.remove(match)
        elif outcome:
            problem(s, f"results: expected '{heads[0]} · {lg.day(g)}' with {want}, credits {credits}; found "
                       f"{[(b[0], b[2]) for b in near] or 'no such match'}")
    if blocks:
        problem(s, f"results: lines for matches that are not the season's: {[b[:2] for b in blocks][:5]}")


def check_awards(lg, s, season, lines, awards):
    """Each award of awards.json for the season has its line, and every award line its award."""
    paragraphs = [norm(p) for p in re.split(r"\n\s*\n", "\n".join(lines)) if p.strip()]
    entries = [e for e in awards if e["season"] == s]
    for e in entries:
        if e["final"] != season["final"]:
            problem(s, f"awards.json: {e['award']} has final {e['final']}")
        names = [lg.listed.get(p, f"#{p}") for p in e["playerIds"]] + [f"({e['value']} "] * (e["award"] in COUNTS)
        if e["gatherId"]:
            g = next(g for g in lg.gathers if g["id"] == e["gatherId"])
            names = [f"{lg.headline(g)}, {lg.day(g, time=False)}"]
        label = LABELS[e["award"]] + ": "
        if not any(p.startswith(label) and all(n in p for n in names) for p in paragraphs):
            problem(s, f"awards: expected a line '{label}…' with {names}, found "
                       f"{[p for p in paragraphs if p.startswith(label)] or 'none'}")
    for p in paragraphs:
        key = next((k for k, label in LABELS.items() if p.startswith(label + ": ")), None)
        if key and not any(e["award"] == key for e in entries):
            problem(s, f"awards: {p!r} is not an award of awards.json for the season")
    return len(entries)


def check_book(lg, s, season, path, awards):
    """One season's book; returns its text and a line of summary."""
    reader = pypdf.PdfReader(path)
    meta, title = reader.metadata or {}, lg.config.get("title")
    if title and not (f"Season {s}" in (meta.title or "") and title in meta.title and meta.author == title):
        problem(s, f"PDF Title {meta.title!r} and Author {meta.author!r}: expected 'Season {s}' and {title!r}")
    if reader.trailer["/Root"].get("/Lang") != "en":
        problem(s, f"the catalog's /Lang is {reader.trailer['/Root'].get('/Lang')!r}, not 'en'")
    # A whole PDF: qpdf finds its cross-reference table and every object it names.
    checked = subprocess.run(["qpdf", "--check", path], capture_output=True, text=True)
    if checked.returncode != 0 or "WARNING" in checked.stdout + checked.stderr:
        problem(s, f"qpdf --check: {(checked.stdout + checked.stderr).strip()[-300:]}")
    lines = subprocess.run(["pdffonts", path], check=True, capture_output=True, text=True).stdout.splitlines()
    emb = [m.span() for m in re.finditer(r"-+", lines[1])][3]
    fonts = [(line.split()[0], line[emb[0]:emb[1]].strip()) for line in lines[2:]]
    if not fonts or any(e != "yes" for _, e in fonts):
        problem(s, f"fonts not all embedded (pdffonts name, emb): {fonts}")
    outline = [(x.title, reader.get_destination_page_number(x) + 1) for x in reader.outline if not isinstance(x, list)]
    titles = [t for t, _ in outline]
    awards_title = "Awards" if season["final"] else "Awards so far"
    wanted = ["Standings", awards_title, "Results", "Attendance", "Player by player"]
    optional = {"Top scorers": season["scorers"], "How good were the predictions?": season["rated"] > 0,
                "Assists and player of the match": season["details"], "Player of the match": season["details"]}
    wanted += [t for t in list(optional)[:2] if optional[t]]
    if any(t not in titles for t in wanted) or any(t in titles and not ok for t, ok in optional.items()):
        problem(s, f"the outline {titles} does not give {wanted}, or gives a section the season has nothing for "
                   f"(scorers {season['scorers']}, rated matches {season['rated']}, details {season['details']})")
    pages = subprocess.run(["pdftotext", "-layout", path, "-"], check=True, capture_output=True,
                           text=True).stdout.split("\f")[:len(reader.pages)]
    part = sections(s, pages, outline)
    records = check_tables(lg, s, season, part)
    check_results(lg, s, season, part.get("Results", []))
    count = check_awards(lg, s, season, part.get(awards_title, []), awards)

    # The cover: the champion (or leader) is every listed player level with the first.
    # The season's dates are its finished matches'.
    cover = norm(pages[0])
    days = [lg.day(g, time=False) for g in season["gathers"] if result(g)[0] is not None] or [""]
    finished = sum(result(g)[0] is not None for g in season["gathers"])
    top = max(records.values(), key=lambda r: (r["points"], r["gd"] or 0, r["won"], -r["played"]), default={})
    level = [lg.listed[p] for p, r in records.items() if all(r[k] == top[k] for k in ("points", "gd", "won", "played"))]
    label = "Champion" if season["final"] else "Top of the table so far"
    state = "Final: this season is over." if season["final"] else f"In progress: up to {days[-1]}."
    for want in (title or "", f"Season {s}", days[0] if days[0] == days[-1] else f"{days[0]} to {days[-1]}",
                 f"{finished} match{'es' if finished != 1 else ''} played", state):
        if want not in cover:
            problem(s, f"the cover lacks {want!r}: {cover[:300]!r}")
    m = re.search(rf"{label}: (.*?) \d+ match(?:es)? played", cover)
    if not m or not lists(m[1].replace(" and ", ", ").replace(" & ", ", "), level):
        problem(s, f"the cover names {m[1] if m else None!r} as {label}, expected the top of the table {level}")

    # Attendance, in all and by month, and the predictions' rated matches.
    text, counted = "\n".join(part.get("Attendance", [])), len(season["counted"])
    if f"{counted} counted match{'es' if counted != 1 else ''}" not in norm(text):
        problem(s, f"attendance: expected '{counted} counted matches', found {norm(text)[:80]!r}")
    months = Counter(day_text(lg.clock.day(g)).split(" ", 1)[1] for g in season["counted"])
    by_month = {m[1]: int(m[2]) for m in re.finditer(r"(?m)^\s*([A-Z][a-z]{2} \d{4})\s+(\d+)\s", text)}
    if by_month and by_month != months:
        problem(s, f"attendance: matches by month {by_month}, expected the counted ones {dict(months)}")
    row = re.search(rf"(?m)^\s*{re.escape(s)}\s+(\d+)\s", "\n".join(part.get(list(optional)[1], [])))
    if season["rated"] and (not row or int(row[1]) != season["rated"]):
        problem(s, f"predictions: expected {season['rated']} rated matches, found {row[0] if row else 'no row'}")
    return norm(" ".join(pages)), (f"{s}: {len(pages)} pages, {'final' if season['final'] else 'in progress'}, "
                                   f"{len(records)} standings rows, {finished} finished matches, {count} awards, "
                                   f"sections {', '.join(titles)}")


def main():
    args = sys.argv[1:]
    if len(args) not in (2, 4) or (len(args) == 4 and args[2] != "--build"):
        sys.exit(__doc__)
    content, site, again = args[0], args[1], None
    if len(args) == 4:
        again = site.rstrip("/") + ".again"
        shutil.rmtree(again, ignore_errors=True)
        for out in (site, again):
            subprocess.run([args[3], "build", "--content", content, "--templates", "Templates", "--output", out],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    lg = League(content)
    if (lg.config.get("language") or "en") != "en":
        sys.exit("check_season_books: only English books are checked")
    awards = json.load(open(os.path.join(site, "data", "awards.json"), encoding="utf-8"))
    texts, summary = {}, []
    for s, season in sorted(lg.seasons.items()):
        path = os.path.join(site, "seasons", s, f"season-{s}.pdf")
        if not os.path.exists(path):
            problem(s, f"no book at {path}")
            continue
        texts[s], line = check_book(lg, s, season, path, awards)
        summary.append(line)

    # Privacy: listed names are masked first, so that "Ana L." is not found in "Ana L. 2".
    parts = {w for pid in lg.listed for w in (norm(lg.players[pid]["name"]) + " " + lg.listed[pid]).split()}
    for s, text in texts.items():
        for n in sorted(set(lg.listed.values()), key=len, reverse=True):
            text = re.sub(r"(?<!\w)" + re.escape(n) + r"(?!\w)", "▪", text)
        for pid in sorted(lg.unlisted):
            name = norm(lg.players[pid]["name"])
            forbidden = ({name, lg.shown[pid]} - set(lg.listed.values())) | \
                {w for w in name.split() if sum(c.isalpha() for c in w) > 3 and w not in parts}
            for w in sorted(forbidden):
                if re.search(r"(?<!\w)" + re.escape(w) + r"(?!\w)", text):
                    problem(s, f"the book names unlisted player {pid}: {w!r}")

    if again:
        books = {root: sorted(os.path.relpath(os.path.join(d, f), root) for d, _, fs in os.walk(root)
                              for f in fs if f.endswith(".pdf")) for root in (site, again)}
        if books[site] != books[again]:
            problems.append(f"two builds made different books: {books[site]} != {books[again]}")
        for rel in set(books[site]) & set(books[again]):
            if open(os.path.join(site, rel), "rb").read() != open(os.path.join(again, rel), "rb").read():
                problems.append(f"{rel}: two builds of the same content made different bytes")
    if problems:
        sys.exit("check_season_books: FAILED\n  " + "\n  ".join(problems[:40]) +
                 (f"\n  … and {len(problems) - 40} more" if len(problems) > 40 else ""))
    print(f"check_season_books: {len(texts)} season books agree with an independent computation"
          f"{'; each is the same bytes when built twice' if again else ''}"
          f"{f'; no book names the {len(lg.unlisted)} unlisted players' if lg.unlisted else ''}:\n  " +
          "\n  ".join(summary))


if __name__ == "__main__":
    main()
