#!/usr/bin/env python3
"""Independent check of a built site's published data.

Recomputes records and standings from the raw exports (data/players.json and
data/gathers.json) and site.yml with nothing shared with the Swift code, and compares them
with the site's data/*.json, and each player page's teammates and opponents tables (at most
30 of each, those with the most games together). Also checks that every relative link in
every HTML page resolves.

The rules are the README's (and docs/RULES.md's), read from the exports themselves: a gather with a score is
finished, and so is one with `winnerTeam` and no score (result-only: it counts for
everything but goals and the two goal awards); `completedAt` may be a calendar date, that
day in the site's time zone (its start for play order, file order breaking ties); the ids
of `guests` in site.yml count for no one and are `null` in the data files, one per
appearance; a known player listed for both sides (a slip) counts for neither.

Rules per season (docs/RULES.md): `seasons` of site.yml may give a season, by its name, its
own `points` (each of win, draw and loss it gives; the others are the top-level `points`')
and `minimumGames`. That season's standings (data/standings.json, its CSV, the season records
of data/players.json) count its points so, and its awards use them (the champion: level with
the first on the season's points, goal difference, wins and games; the value its points) and
its minimumGames (best win rate, best partnership, most improved). A player's all-time
points (the all-time table, its CSV, the all-time record of data/players.json) are the sum
of their points in each season under that season's rules and of their undated matches under
the top-level `points`, the all-time table ordered by them; the all-time records use the
top-level minimumGames.

Issue 37's match details come from the organisers' write-ups, matches/GATHER-ID.md (read by
match_details.py, beside this file): scorers, assists, the player of the match, the venue and
the photo of data/matches.json; goals, assists, player-of-the-match counts and the matches
with recorded scorers (`recordedMatches`) in each record of data/players.json; the awards
topScorer, mostAssists and mostPlayerOfTheMatch; and the notes firstGoal and hatTrick. These
are compared last, after every figure that does not depend on them, so that a build without
them fails on "missing key …" having passed the rest. With --build, the build must also warn
about each invalid detail, naming the write-up and the key.

The ratings (issue 38) are recomputed with the reference implementation, openskill 6.2.0, by
rating_model.py beside this file, from the rules of docs/RATINGS.md: first data/ratings.json's
"model" must be the one the rules give (μ 25, σ 25/3, κ 0.0001, τ 25/300 or `ratings.tau`;
β fixed by `ratings.beta`, or 25/6·2^(7/2) below 50 rated matches, or else the fit's β of the
grid 25/6·2^(k/2), k = 0…10: the mean log losses compared after 50, 75, 100, … rated matches,
the least chosen at the first step, then replaced only by one lower by more than 0.002, the
last step's choice published as `beta` with `matches` = that step; with `fitted` and
`matches`; and "Forward only": `schedule`, [{"after": 0, "beta": the pickup default (or
the β of site.yml, alone)}, then {"after": step, "beta": the β chosen there} wherever the
β in use changes], `beta` being its last entry's), each value to 1e-12 relative and each
`after` exactly (a β that is not the grid value to the last bit is reported, and so is a β
or schedule that only compared losses within 1e-12 relative of a tie or of the 0.002 could
give). Then the rated matches are replayed, ONE replay in play order, with openskill's
PlackettLuce made with the PUBLISHED values, each entry of the published schedule's β from
its `after` on (the ratings carried over), and every rating of data/ratings.json, every change of
data/ratings/SEASON.json, the chances of every match page (rounded percentages) and its
upset line, the biggest upsets of data/awards.json and data/predictions.json (the
favourite's results, the Brier score, the calibration, and `standardBrier`, the Brier score
of openskill's defaults over the same matches) must agree with it, to 1e-9.

Issue 46's rule 2 ("only what was recorded") is checked last, by check_unrecorded_goals, once
every other figure agrees: a scope (all time, a season, a player, a player's season) none of
whose finished matches has a score has no goal figures, so goalsFor, goalsAgainst and
goalDifference are null in data/standings.json and data/players.json and empty cells in
data/standings*.csv (whose header is the catalogue's `csv` names in the site's language), never
0; where some of its matches have scores they sum those (as above). Its pages show no goal
column (the catalogue's columns.goalsFor, goalsAgainst, goalDifference, goalsPerMatch): no
page of a league without a score, no page of such a season, not the page of such a player; in
a standings table that has the columns, such a player's row shows "–". Without scorers in the
write-ups (valid ones, as match_details.py reads them), no top-scorer table or award, no goals,
goals-per-match or recorded-matches column and no "Goals:" line shows (for the league; for a
season, its top scorers; for a player, the goal columns unless their matches have scorers or
assists); without assists, no most-assists award, assists column or "Assists:" line.

usage: check_published_data.py CONTENT_DIR SITE_DIR [--build GATHER_SITE_BINARY]
"""
import csv
import datetime
import html
from html.parser import HTMLParser
import io
import json
from fractions import Fraction
import math
import os
import re
import subprocess
import sys
import urllib.parse
import zoneinfo

import yaml

import rating_model
from address_target import address_target
from match_details import KEYS as DETAIL_KEYS, NONE as NO_DETAILS, match_details, photo_url, write_ups
from shown_names import shown_names


def fail(message):
    print(f"check_published_data: {message}", file=sys.stderr)
    sys.exit(1)


def first_difference(published, expected):
    """The first row where two lists differ, as "published != expected"."""
    for got, want in zip(published, expected):
        if got != want:
            return f"{got} != {want}"
    return f"{len(published)} rows != {len(expected)} rows"


def parse_score(text):
    m = re.fullmatch(r"\s*(\d+)\s*[-:]\s*(\d+)\s*", text or "")
    return (int(m.group(1)), int(m.group(2))) if m else None


# The fields that issue 37 adds, compared by check_details once the rest agrees.
SCORING_KEYS = ("goals", "assists", "playerOfTheMatch", "recordedMatches")
NEW_NOTES = ("firstGoal", "hatTrick")
NEW_AWARDS = ("topScorer", "mostAssists", "mostPlayerOfTheMatch")


def old_fields(record):
    """A record of data/players.json without the fields of issue 37."""
    return {k: v for k, v in record.items() if k not in SCORING_KEYS}


OUTCOMES = {"Team A": "won", "Team B": "lost", "None": "drawn"}
FLIPPED = {"won": "lost", "lost": "won", "drawn": "drawn"}
WINNERS = {"won": "Team A", "lost": "Team B", "drawn": "Draw"}


def result(g):
    """Team A's result ("won", "drawn" or "lost") and the score, or (None, None) for a gather
    that is not finished. The score decides; without one (absent or null), `winnerTeam`
    gives a result-only match, with no score."""
    if g.get("score") is not None:
        score = parse_score(g["score"])
        if not score:
            return None, None
        return ("won" if score[0] > score[1] else "lost" if score[0] < score[1] else "drawn"), score
    return OUTCOMES.get(g.get("winnerTeam")), None


def side_result(outcome, team):
    """The result of a gather for one side, from Team A's result."""
    return outcome if team == "Team A" else FLIPPED[outcome]


def side_goals(score, team):
    """A side's goals for and against; None for a result-only match, which records none."""
    if score is None:
        return None
    return score if team == "Team A" else score[::-1]


# Issue 46's rule 2: a figure that no match recorded is missing (null in the JSON, an empty CSV
# cell, "–" or no column in a page), never 0. The goals of a record sum its matches with a
# score; a record none of whose matches has a score has none.
GOAL_FIELDS = ("goalsFor", "goalsAgainst", "goalDifference")


def add_goals(record, score, team):
    """Adds a side's goals to a record whose goalsFor and goalsAgainst start as None; a
    result-only match leaves them as they are."""
    goals = side_goals(score, team)
    if goals is not None:
        record["goalsFor"] = (record["goalsFor"] or 0) + goals[0]
        record["goalsAgainst"] = (record["goalsAgainst"] or 0) + goals[1]


def goal_difference(record):
    return None if record["goalsFor"] is None else record["goalsFor"] - record["goalsAgainst"]


def as_recorded(published, expected):
    """`published` with the goal fields that `expected` gives as None (no match with a score)
    set to None too: what is compared first, the null itself being checked last (by
    check_unrecorded_goals), so that a build that publishes 0 there fails on rule 2 having
    passed the rest."""
    return {k: None if k in GOAL_FIELDS and expected.get(k, 0) is None and k in published else v
            for k, v in published.items()}


def is_id(pid):
    return isinstance(pid, int) and not isinstance(pid, bool)


def lineup(g, guests=frozenset()):
    """Each side's player ids in export order, each once, guests left out. A player listed
    for both sides (a slip) counts for neither."""
    sides = {"Team A": [], "Team B": []}
    for row in g.get("players") or []:
        pid, team = row.get("playerId"), row.get("team")
        if team in sides and is_id(pid) and pid not in guests and pid not in sides[team]:
            sides[team].append(pid)
    both = set(sides["Team A"]) & set(sides["Team B"])
    return {team: [p for p in ids if p not in both] for team, ids in sides.items()}


def guest_appearances(g, guests):
    """How many times each side lists a guest (any of the guest ids, each row once)."""
    count = {"Team A": 0, "Team B": 0}
    for row in g.get("players") or []:
        pid, team = row.get("playerId"), row.get("team")
        if team in count and is_id(pid) and pid in guests:
            count[team] += 1
    return count


DATE_ONLY = re.compile(r"\d{4}-\d{2}-\d{2}")


class Clock:
    """A gather's time: `completedAt` is an instant (ISO 8601) or a calendar date, that day in
    the site's time zone, whose instant for play order is the day's start."""

    def __init__(self, zone, start_month, start_day):
        self.zone, self.start = zone, (start_month, start_day)

    def date_only(self, g):
        t = g.get("completedAt")
        return bool(t) and DATE_ONLY.fullmatch(t) is not None

    def when(self, g):
        t = g.get("completedAt")
        if not t:
            return None
        if DATE_ONLY.fullmatch(t):
            d = datetime.date.fromisoformat(t)
            return datetime.datetime(d.year, d.month, d.day, tzinfo=self.zone).astimezone(datetime.timezone.utc)
        return datetime.datetime.fromisoformat(t.replace("Z", "+00:00"))

    def day(self, g):
        """The calendar day of a dated gather in the site's time zone."""
        if self.date_only(g):
            return datetime.date.fromisoformat(g["completedAt"])
        return self.when(g).astimezone(self.zone).date()

    def season(self, g):
        local = self.day(g)
        year = local.year if (local.month, local.day) >= self.start else local.year - 1
        if self.start == (1, 1):
            return str(year)
        return f"{year}-{(year + 1) % 100:02d}"

    def published(self, g):
        """`completedAt` as data/matches.json gives it: the date itself, or the instant in UTC
        to the second."""
        t = g.get("completedAt")
        if not t:
            return None
        if DATE_ONLY.fullmatch(t):
            return t
        return self.when(g).astimezone(datetime.timezone.utc).strftime("%Y-%m-%dT%H:%M:%SZ")

    def days_between(self, earlier, later):
        """Whole days from one dated gather to a later one: elapsed time rounded down between
        two instants, calendar days when either has a date only."""
        if self.date_only(earlier) or self.date_only(later):
            return (self.day(later) - self.day(earlier)).days
        return int((self.when(later) - self.when(earlier)).total_seconds() // 86400)


def main():
    args = sys.argv[1:]
    if len(args) not in (2, 4) or (len(args) == 4 and args[2] != "--build"):
        fail(__doc__)
    content, site = args[0], args[1]
    build_log = None
    if len(args) == 4:
        build_log = subprocess.run([args[3], "build", "--content", content, "--templates", "Templates", "--output",
                                    site], check=True, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                                   encoding="utf-8", errors="replace").stderr
    config = {}
    if os.path.exists(os.path.join(content, "site.yml")):
        config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
    zone = zoneinfo.ZoneInfo(config.get("timeZone", "UTC"))
    start_month, start_day = map(int, str(config.get("seasonStart", "01-01")).split("-"))
    points = {"win": 3, "draw": 1, "loss": 0, **(config.get("points") or {})}
    rules = season_rules(config, points)

    # Guests are placeholders, not players, even when players.json has a row for their id.
    guests = frozenset(pid for pid in (config.get("guests") or []) if is_id(pid))
    players = {p["id"]: p for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))
               if p["id"] not in guests}
    # The privacy settings: the names the site shows, and the players it lists.
    unlisted = set(config.get("unlisted") or [])
    rule = config.get("names", "full")
    shown = shown_names(players, config)
    for pid in players:
        players[pid] = {**players[pid], "name": shown[pid]}
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))

    clock = Clock(zone, start_month, start_day)
    when, season = clock.when, clock.season

    # Each gather's valid details from its write-up (the file named by its id, in any case),
    # and the warnings the build owes for the invalid ones.
    details, owed = {}, []
    found = write_ups(content)
    for g in gathers:
        path = found.get(str(g["id"]).lower())
        if path:
            outcome, score = result(g)
            details[g["id"]], warnings = match_details(path, outcome is not None, lineup(g, guests), score,
                                                       os.path.join(content, "static"))
            owed += [(os.path.basename(path), key, why) for key, why in warnings]
    base_url = str(config.get("baseURL") or "https://example.org/")

    dated = sorted([(when(g), i) for i, g in enumerate(gathers) if when(g)], key=lambda x: (x[0], x[1]))
    order = [i for _, i in dated] + [i for i, g in enumerate(gathers) if not when(g)]

    def empty():
        return {"played": 0, "won": 0, "drawn": 0, "lost": 0, "goalsFor": None, "goalsAgainst": None}

    # undated: each player's counted gathers without a date (in no season), whose points are
    # the top-level `points`' in the all-time table.
    all_time, seasons, undated = {}, {}, {}
    expected_matches = {}
    # Goals, assists, player-of-the-match awards and matches with recorded scorers, by scope
    # (None for all time, else the season) and player; each match's published details.
    scoring = {}
    expected_details = {}
    # Partners (same side) and rivals (opposite sides) over every counted gather, dated or
    # not; a rivalry's result is from the lower id's side.
    partners, rivals = {}, {}

    def add_pair(table, a, b, outcome):
        r = table.setdefault((a, b), {"played": 0, "won": 0, "drawn": 0, "lost": 0})
        r["played"] += 1
        r[outcome] += 1

    def by_player(counts, key):
        """A match's goals or assists, ordered by player id; an unlisted player's id is null,
        after the others (in the order of their ids)."""
        return [{key: counts[pid], "playerId": None if pid in unlisted else pid}
                for pid in sorted(counts, key=lambda pid: (pid in unlisted, pid))]

    for i in order:
        g = gathers[i]
        outcome, score = result(g)
        teams = lineup(g, guests)
        extra = guest_appearances(g, guests)
        s = season(g) if when(g) else None
        # A side lists its players in export order (an unlisted one as null), then a null per
        # guest appearance.
        expected_matches[g["id"]] = {"completedAt": clock.published(g), "finished": outcome is not None,
                                     "scoreA": score[0] if score else None, "scoreB": score[1] if score else None,
                                     "winner": WINNERS.get(outcome), "season": s,
                                     **{key: [None if p in unlisted else p for p in teams[team]] + [None] * extra[team]
                                        for key, team in (("teamA", "Team A"), ("teamB", "Team B"))}}
        d = details.get(g["id"], NO_DETAILS)
        expected_details[g["id"]] = {
            "scorers": by_player(d.scorers, "goals"), "assists": by_player(d.assists, "assists"),
            "playerOfTheMatch": sorted(p for p in d.player_of_the_match if p not in unlisted),
            "venue": d.venue, "photo": photo_url(base_url, d.photo) if d.photo else None}
        if not outcome or "players" not in g:
            continue
        for team in ("Team A", "Team B"):
            won = side_result(outcome, team)
            for pid in teams[team]:
                if pid not in players:
                    continue
                for table in [all_time, seasons.setdefault(s, {}) if s else undated]:
                    r = table.setdefault(pid, empty())
                    r["played"] += 1
                    r[won] += 1
                    add_goals(r, score, team)
                for key in [None] + ([s] if s else []):
                    r = scoring.setdefault(key, {}).setdefault(pid, dict.fromkeys(SCORING_KEYS, 0))
                    r["goals"] += d.scorers.get(pid, 0)
                    r["assists"] += d.assists.get(pid, 0)
                    r["playerOfTheMatch"] += pid in d.player_of_the_match
                    r["recordedMatches"] += bool(d.scorers)
        listed = {t: [p for p in teams[t] if p in players and p not in unlisted] for t in teams}
        for team in ("Team A", "Team B"):
            side = sorted(listed[team])
            for x in range(len(side)):
                for y in range(x + 1, len(side)):
                    add_pair(partners, side[x], side[y], side_result(outcome, team))
        for a in listed["Team A"]:
            for b in listed["Team B"]:
                if a < b:
                    add_pair(rivals, a, b, outcome)
                else:
                    add_pair(rivals, b, a, FLIPPED[outcome])

    def pts(r, s=None):
        """A record's points under season s's rules (the top-level `points` for None: the
        undated matches)."""
        rule = rules[s]["points"] if s in rules else points
        return r["won"] * rule["win"] + r["drawn"] * rule["draw"] + r["lost"] * rule["loss"]

    def all_time_points(pid):
        """docs/RULES.md, "All time": the sum of the player's points in each season under that
        season's rules, and of their undated matches under the top-level `points`."""
        return sum(pts(seasons[s][pid], s) for s in seasons if pid in seasons[s]) + \
            (pts(undated[pid]) if pid in undated else 0)

    def table(records, s):
        """The standings of season s (None: all time) from its records."""
        score = (lambda pid, r: all_time_points(pid)) if s is None else (lambda pid, r: pts(r, s))
        # A goal difference that no match recorded (None) sorts as 0 here; compare_standings
        # lets a row without one stand anywhere among the rows level with it on points.
        rows = sorted([(pid, r) for pid, r in records.items() if pid not in unlisted],
                      key=lambda kv: (-score(*kv), -(goal_difference(kv[1]) or 0), -kv[1]["won"], kv[1]["played"],
                                      players[kv[0]]["name"], kv[0]))
        return [{"position": n + 1, "playerId": pid, "name": players[pid]["name"], **r,
                 "goalDifference": goal_difference(r), "points": score(pid, r)} for n, (pid, r) in enumerate(rows)]

    published = json.load(open(os.path.join(site, "data/standings.json"), encoding="utf-8"))
    own = sorted(s for s in rules if s in seasons and rules[s]["points"] != points)
    compare_standings(published["allTime"], table(all_time, None), "all-time standings" + (
        f" (points: each season's under its own rules, {rules_text(own, rules, points)}, and the undated matches' "
        f"under the top-level points; docs/RULES.md, \"All time\")" if own else ""))
    if set(published["seasons"]) != set(seasons):
        fail(f"standings: seasons {sorted(published['seasons'])} != {sorted(seasons)}")
    for s in sorted(seasons):
        compare_standings(published["seasons"][s], table(seasons[s], s), f"season {s} standings" + (
            f" (points under the season's own rules, {rules_text([s], rules, points)}; docs/RULES.md, \"Rules per "
            f"season\")" if s in own else ""))

    published_players = {p["id"]: p for p in json.load(open(os.path.join(site, "data/players.json"), encoding="utf-8"))}
    if set(published_players) != set(players) - unlisted:
        fail("data/players.json does not list exactly the listed players of players.json")
    for pid, p in published_players.items():
        if p["name"] != shown[pid]:
            fail(f"player {pid}: name {p['name']!r} != {shown[pid]!r}")
        expected = {**all_time.get(pid, empty())}
        expected["points"] = all_time_points(pid) if pid in all_time else 0
        if as_recorded(old_fields(p["allTime"]), expected) != expected:
            fail(f"player {pid}: all-time record {old_fields(p['allTime'])} != {expected}"
                 + (f" (points: each season's under its own rules, {rules_text(own, rules, points)})" if own else ""))
        for s, r in p["seasons"].items():
            if s not in seasons or pid not in seasons[s]:
                fail(f"player {pid}: a record for season {s}, in which they played no counted match")
            expected = {**seasons[s][pid], "points": pts(seasons[s][pid], s)}
            if as_recorded(old_fields(r), expected) != expected:
                fail(f"player {pid}: season {s} record {old_fields(r)} != {expected}"
                     + (f" (points under the season's own rules, {rules_text([s], rules, points)})" if s in own else ""))

    published_matches = json.load(open(os.path.join(site, "data/matches.json"), encoding="utf-8"))
    if [m["id"] for m in published_matches] != [gathers[i]["id"] for i in order]:
        fail("data/matches.json is not in play order")
    for m in published_matches:
        got = {k: m[k] for k in expected_matches[m["id"]]}
        if got != expected_matches[m["id"]]:
            fail(f"match {m['id']}: {got} != {expected_matches[m['id']]}")

    grids = check_attendance(gathers, order, clock, players, guests, unlisted, shown, published_players, seasons,
                             site)
    notes = check_notes(gathers, order, clock, players, guests, unlisted, shown, published_matches, details, site)
    shared_minimum = max(int(config.get("minimumSharedGames", 3)), 1)
    check_pairs(partners, rivals, shared_minimum, published_players, site)
    # A player's url in players.json is their permanent address: the page itself, or a page
    # whose refresh leads to it (docs/DATA-FILES.md).
    page_urls = {pid: player_page_url(site, base_url, p["url"]) for pid, p in published_players.items()}
    pair_tables = check_player_pairs(partners, rivals, shared_minimum, players, published_players, page_urls, site,
                                     base_url, catalogue(str(config.get("language") or "en")))

    chances = check_ratings(content, config, clock, unlisted, base_url, published_matches, site)
    honours = check_honours(gathers, order, clock, players, guests, unlisted, table, config, rules, chances,
                            published_players, details, site)
    check_predictions(chances, clock, site)

    links = 0
    for folder, _, files in os.walk(site):
        for name in files:
            if not name.endswith(".html") or name == "404.html":
                continue
            page = open(os.path.join(folder, name), encoding="utf-8").read()
            for href in re.findall(r'href="([^"]*)"', page):
                if href.startswith(("http://", "https://", "#", "mailto:")):
                    continue
                target = os.path.normpath(os.path.join(folder, href))
                if not os.path.exists(target):
                    fail(f"{os.path.join(folder, name)} links to missing {href}")
                links += 1
    recorded = check_details(expected_details, scoring, notes, honours, owed, build_log, published_matches,
                             published_players)
    unrecorded = check_unrecorded_goals(site, config, gathers, order, clock, players, guests, details,
                                        {None: table(all_time, None), **{s: table(r, s) for s, r in seasons.items()}},
                                        published_players, page_urls)
    privacy = f" (names: {rule}, {len(unlisted)} unlisted)" if rule != "full" or unlisted else ""
    print(f"check_published_data{privacy}: {len(order)} matches, {len(players)} players, {len(seasons)} seasons and "
          f"{recorded['notes']} match notes ({recorded['hat-tricks']} hat-tricks, {recorded['first goals']} first goals), "
          f"{grids} attendance grids, {recorded['awards']} awards, {pair_tables['rows']} teammates and opponents on "
          f"{pair_tables['pages']} player pages ({pair_tables['cut']} cut to {PAIR_ROWS}), "
          f"{recorded['goals']} goals, {recorded['assists']} assists and {recorded['players']} players of the match "
          f"from {recorded['write-ups']} write-ups ({recorded['warnings']} warnings), "
          f"{links} internal links agree with an independent computation; issue 46, rule 2: "
          f"{unrecorded['nulls']} rows and records whose matches have no score give null goals, "
          f"{unrecorded['csv rows']} CSV rows agree, {unrecorded['pages']} pages show no goal column or section of a "
          f"scope without scores, scorers or assists, and {unrecorded['dashes']} standings cells show \"–\"")


def check_attendance(gathers, order, clock, players, guests, unlisted, shown, published_players, seasons, site):
    """"Played X of Y" in data/players.json, and every attendance grid: the season page's,
    or each month's page of a season of more than 60 counted gathers."""
    counted = {}
    sides = {}
    for i in order:
        g = gathers[i]
        outcome, _ = result(g)
        if not outcome or not clock.when(g) or "players" not in g:
            continue
        side = {pid: team[-1] for team, ids in lineup(g, guests).items() for pid in ids if pid in players}
        if side:
            counted.setdefault(clock.season(g), []).append(i)
            sides[i] = side
    for pid, p in published_players.items():
        expected = [{"of": len(counted.get(s, [])), "played": seasons[s][pid]["played"], "season": s}
                    for s in sorted(seasons) if pid in seasons[s]]
        if p["attendance"] != expected:
            fail(f"player {pid}: attendance {p['attendance']} != {expected}")

    def grid_rows(path):
        page = open(path, encoding="utf-8").read()
        table = re.search(r'<table class="attendance">(.*?)</table>', page, re.S)
        if not table:
            fail(f"{path} has no attendance grid")
        columns = len(re.findall(r'<th scope="col"', table.group(1))) - 2
        rows = {}
        for name, games, cells in re.findall(
                r'<tr><th scope="row">(?:<a [^>]*>)?(.*?)(?:</a>)?</th><td class="num">(\d+)</td>(.*?)</tr>',
                table.group(1)):
            marks = []
            for attributes, text in re.findall(r"<td([^>]*)>(.*?)</td>", cells):
                span = re.search(r'colspan="(\d+)"', attributes)
                marks += [text] * (int(span.group(1)) if span else 1)
            if len(marks) != columns or marks.count("") != columns - int(games):
                fail(f"{path}: the row of {name} has {len(marks)} cells for {columns} matches")
            rows[html.unescape(name)] = "".join(m or "." for m in marks)
        return columns, rows

    def expected_rows(indices):
        rows = {}
        for column, i in enumerate(indices):
            for pid, mark in sides[i].items():
                if pid in unlisted:
                    continue
                row = rows.setdefault(shown[pid], ["."] * len(indices))
                row[column] = mark
        return {name: "".join(row) for name, row in rows.items()}

    grids = 0
    for s, indices in counted.items():
        if len(indices) <= 60:
            periods = [(os.path.join(site, "seasons", s, "index.html"), indices)]
        else:
            months = {}
            for i in indices:
                local = clock.day(gathers[i])
                months.setdefault(f"{local.year}-{local.month:02d}", []).append(i)
            periods = [(os.path.join(site, "seasons", s, m, "index.html"), months[m]) for m in months]
        for path, period in periods:
            columns, rows = grid_rows(path)
            expected = expected_rows(period)
            if columns != len(period) or rows != expected:
                name = next((n for n in sorted(set(rows) | set(expected)) if rows.get(n) != expected.get(n)), None)
                fail(f"{path}: the attendance grid differs from the independent computation: {columns} columns for "
                     f"{len(period)} matches; {name}: {rows.get(name)} != {expected.get(name)}")
            grids += 1
    return grids


def check_honours(gathers, order, clock, players, guests, unlisted, table, config, rules, chances,
                  published_players, details, site):
    """data/awards.json and the trophy cabinets of data/players.json, from the exports (the
    rise in rating from the published rating changes, upsets from openskill's replay), all
    but the awards of match details (topScorer, mostAssists, mostPlayerOfTheMatch). A season
    with rules of its own (`seasons` of site.yml) has its champion by its own points and its
    best win rate, best partnership and most improved by its own minimumGames; the all-time
    records use the top-level minimumGames. Returns the awards expected, those included
    (biggest upsets left out), and the published ones, for check_details."""
    top_minimum = max(int(config.get("minimumGames", 5)), 1)
    when, season = clock.when, clock.season
    # Each scope's counted gathers in play order, with Team A's result, the score (None for
    # a result-only match) and each known player's side, and its scored gathers (for the two
    # goal awards, with or without line-ups).
    scopes, scored = {None: []}, {None: []}
    for i in order:
        g = gathers[i]
        outcome, score = result(g)
        if not outcome:
            continue
        s = season(g) if when(g) else None
        if score:
            for key in [None] + ([s] if s else []):
                scored.setdefault(key, []).append(i)
        if "players" not in g:
            continue
        side = {pid: team for team, ids in lineup(g, guests).items() for pid in ids if pid in players}
        if side:
            for key in [None] + ([s] if s else []):
                scopes.setdefault(key, []).append((i, outcome, score, side))
    dated = sorted(k for k in scopes if k is not None)
    last = max((k for k in dated if scopes[k]), default=None)

    def entry(s, award, ids, value, gather=None):
        return {"award": award, "final": s is None or (last is not None and s < last), "gatherId": gather,
                "playerIds": ids, "season": s, "value": value}

    def leaders(values, least=1):
        best = max(values.values(), default=0)
        return (sorted(pid for pid, v in values.items() if v == best), best) if best >= least else None

    def scope_honours(s):
        minimum = rules[s]["minimumGames"] if s in rules else top_minimum
        counted = scopes.get(s, [])
        records, wins, unbeaten, apps, pairs = {}, {}, {}, {}, {}
        run = {}
        for n, (i, outcome, score, side) in enumerate(counted):
            for pid, team in side.items():
                mine = side_result(outcome, team)
                r = records.setdefault(pid, {"played": 0, "won": 0, "drawn": 0, "lost": 0, "goalsFor": None,
                                             "goalsAgainst": None})
                r["played"] += 1
                r[mine] += 1
                add_goals(r, score, team)
                w, u, a, at = run.get(pid, (0, 0, 0, -2))
                w = w + 1 if mine == "won" else 0
                u = u + 1 if mine != "lost" else 0
                a = a + 1 if at == n - 1 else 1
                run[pid] = (w, u, a, n)
                wins[pid] = max(wins.get(pid, 0), w)
                unbeaten[pid] = max(unbeaten.get(pid, 0), u)
                apps[pid] = max(apps.get(pid, 0), a)
            for team in ("Team A", "Team B"):
                mates = sorted(p for p, t in side.items() if t == team and p not in unlisted)
                for x in range(len(mates)):
                    for y in range(x + 1, len(mates)):
                        r = pairs.setdefault((mates[x], mates[y]), [0, 0])
                        r[0] += 1
                        r[1] += side_result(outcome, team) == "won"
        listed = lambda d: {k: v for k, v in d.items() if k not in unlisted}
        out = []
        if s is not None and out is not None and last is not None and s < last:
            rows = table(records, s)
            if rows:
                top = rows[0]
                level = [r["playerId"] for r in rows if (r["points"], r["goalDifference"], r["won"], r["played"]) ==
                         (top["points"], top["goalDifference"], top["won"], top["played"])]
                out.append(entry(s, "champion", sorted(level), top["points"]))
        for award, values in (("mostAppearances", {k: r["played"] for k, r in records.items()}),):
            if (lead := leaders(listed(values))):
                out.append(entry(s, award, lead[0], lead[1]))
        rated = {pid: r for pid, r in listed(records).items() if r["played"] >= minimum}
        if rated:
            best = max(rated.values(), key=lambda r: (Fraction(r["won"], r["played"]), r["played"]))
            ids = sorted(pid for pid, r in rated.items() if (r["won"], r["played"]) == (best["won"], best["played"]))
            out.append(entry(s, "bestWinRate", ids, best["won"] / best["played"]))
        for award, values in (("longestWinningStreak", wins), ("longestUnbeatenRun", unbeaten),
                              ("mostConsecutiveAppearances", apps)):
            # A run (winning, unbeaten, appearances in a row) is two games or more.
            if (lead := leaders(listed(values), least=2)):
                out.append(entry(s, award, lead[0], lead[1]))
        eligible = {k: v for k, v in pairs.items() if v[0] >= minimum}
        if eligible:
            best = max(eligible.values(), key=lambda v: (Fraction(v[1], v[0]), v[0]))
            for (a, b), v in sorted(eligible.items()):
                if v == best:
                    out.append(entry(s, "bestPartnership", [a, b], v[1] / v[0]))
        if s is not None:
            history = os.path.join(site, "data", "ratings", f"{s}.json")
            first, latest, games = {}, {}, {}
            if os.path.exists(history):
                for change in json.load(open(history, encoding="utf-8"))["history"]:
                    pid = change["playerId"]
                    first.setdefault(pid, change["muBefore"] - 3 * change["sigmaBefore"])
                    latest[pid] = change["muAfter"] - 3 * change["sigmaAfter"]
                    games[pid] = games.get(pid, 0) + 1
            gains = {pid: latest[pid] - first[pid] for pid in first
                     if games[pid] >= minimum and pid not in unlisted and latest[pid] - first[pid] > 0}
            if gains:
                best = max(gains.values())
                out.append(entry(s, "mostImproved", sorted(p for p, g in gains.items() if g == best), best))
        # The awards of match details, after the other player awards: the most goals, assists
        # and player-of-the-match awards over the scope's counted gathers, as leaders.
        tallies = {"topScorer": {}, "mostAssists": {}, "mostPlayerOfTheMatch": {}}
        for i, _, _, side in counted:
            d = details.get(gathers[i]["id"], NO_DETAILS)
            for pid in side:
                for award, count in (("topScorer", d.scorers.get(pid, 0)), ("mostAssists", d.assists.get(pid, 0)),
                                     ("mostPlayerOfTheMatch", int(pid in d.player_of_the_match))):
                    tallies[award][pid] = tallies[award].get(pid, 0) + count
        for award, values in tallies.items():
            if (lead := leaders(listed(values))):
                out.append(entry(s, award, lead[0], lead[1]))
        ended = [i for i in scored.get(s, []) if parse_score(gathers[i]["score"])[0] != parse_score(gathers[i]["score"])[1]]

        def goals(i):
            a, b = parse_score(gathers[i]["score"])
            return abs(a - b), a + b

        if ended:
            i = min(ended, key=lambda i: (-goals(i)[0], -goals(i)[1], order.index(i)))
            out.append(entry(s, "biggestWin", [], goals(i)[0], gathers[i]["id"]))
        if scored.get(s):
            i = min(scored[s], key=lambda i: (-goals(i)[1], order.index(i)))
            out.append(entry(s, "highestScoring", [], goals(i)[1], gathers[i]["id"]))
        return out

    expected = [e for s in dated for e in scope_honours(s)] + scope_honours(None)
    published = json.load(open(os.path.join(site, "data", "awards.json"), encoding="utf-8"))
    upsets = [e for e in published if e["award"] == "biggestUpset"]
    lowest = {}
    for m, p in chances:
        g = m.gather
        if m.outcome == "drawn" or not when(g):
            continue
        chance = p if m.outcome == "won" else 1 - p
        s = season(g)
        if chance < 0.5 and chance < lowest.get(s, (0.5, None))[0]:
            lowest[s] = (chance, g["id"])
    for e in upsets:
        if e["season"] not in lowest or e["gatherId"] != lowest[e["season"]][1] or \
                abs(e["value"] - lowest[e["season"]][0]) > 1e-9:
            fail(f"awards.json: the biggest upset of {e['season']} {e['gatherId']} != {lowest.get(e['season'])}")
    if len(upsets) != len(lowest):
        fail(f"awards.json: {len(upsets)} biggest upsets for {len(lowest)} seasons with one")
    kept = [e for e in published if e["award"] != "biggestUpset" and e["award"] not in NEW_AWARDS]
    compare_awards(kept, [e for e in expected if e["award"] not in NEW_AWARDS])
    check_cabinets([e for e in published if e["award"] not in NEW_AWARDS], published_players,
                   lambda cabinet: [c for c in cabinet if c["award"] not in NEW_AWARDS])
    return expected, published


def season_rules(config, points):
    """docs/RULES.md, "Rules per season": `seasons` of site.yml, {name: {points: {win, draw,
    loss}, minimumGames}}, as {season name: {"points": the season's points (each of win, draw
    and loss it gives, the others the top-level `points`'), "minimumGames": its own, or the
    top-level one}}. A season is named as the site names it ("2023-24", or "2024" for seasons
    from 1 January; an unquoted 2024 in YAML is the same season)."""
    top = max(int(config.get("minimumGames", 5)), 1)
    out = {}
    for name, given in (config.get("seasons") or {}).items():
        given = given or {}
        out[str(name)] = {"points": {**points, **(given.get("points") or {})},
                          "minimumGames": max(int(given["minimumGames"]), 1) if given.get("minimumGames") is not None
                          else top}
    return out


def rules_text(names, rules, points):
    """The points of the seasons `names` beside the top-level ones, for a failure's message."""
    def one(rule):
        return f"win {rule['win']}, draw {rule['draw']}, loss {rule['loss']}"
    return "; ".join(f"season {s}: {one(rules[s]['points'])}" for s in names) + f"; top level: {one(points)}"


def compare_awards(published, expected):
    """Two lists of awards, the same to 1e-9 in their values."""
    def same(x, y):
        return {**x, "value": round(x["value"], 9)} == {**y, "value": round(y["value"], 9)}

    if len(published) != len(expected) or not all(same(x, y) for x, y in zip(published, expected)):
        bad = next(((x, y) for x, y in zip(published, expected) if not same(x, y)),
                   (published[len(expected):], expected[len(published):]))
        fail(f"awards.json differs from the independent computation: {bad[0]} != {bad[1]}")


def check_cabinets(awards, published_players, shown=lambda cabinet: cabinet):
    """Each player's trophy cabinet (what `shown` keeps of it): the player awards of `awards`
    they hold in final seasons."""
    for pid, p in published_players.items():
        cabinet = [{"award": e["award"], "season": e["season"]} for e in awards
                   if e["final"] and e["season"] is not None and pid in e["playerIds"]
                   and e["award"] not in ("biggestWin", "highestScoring", "biggestUpset")]
        if shown(p["awards"]) != cabinet:
            fail(f"player {pid}: trophy cabinet {shown(p['awards'])} != {cabinet}")


def check_notes(gathers, order, clock, players, guests, unlisted, shown, published_matches, details, site):
    """The notes of data/matches.json and the home page's milestones coming up, over the
    dated counted gathers in play order. Days away are whole days of elapsed time between
    two instants, and calendar days in the site's time zone when either gather has a date
    only. The notes of match details (a player's first recorded goal, three or more goals in
    a match) are left to check_details: returns every match's notes, those included."""
    appearances, last, run, notes = {}, {}, {}, {}
    scored = set()
    latest = None
    for i in order:
        g = gathers[i]
        outcome, _ = result(g)
        if not outcome or not clock.when(g) or "players" not in g:
            continue
        sides = {team: [p for p in ids if p in players] for team, ids in lineup(g, guests).items()}
        if not sides["Team A"] and not sides["Team B"]:
            continue
        latest = g
        kinds = []
        for team in ("Team A", "Team B"):
            for pid in sides[team]:
                n = appearances[pid] = appearances.get(pid, 0) + 1
                if n == 1:
                    kinds.append(("debut", pid, "appearances", 1))
                elif (days := clock.days_between(last[pid], g)) >= 42:
                    kinds.append(("return", pid, "daysAway", days))
                if n == 25 or n % 50 == 0:
                    kinds.append(("milestone", pid, "appearances", n))
                if side_result(outcome, team) == "won":
                    run[pid] = run.get(pid, 0) + 1
                else:
                    if run.get(pid, 0) >= 5:
                        kinds.append(("streakEnded", pid, "length", run[pid]))
                    run[pid] = 0
                last[pid] = g
                goals = details.get(g["id"], NO_DETAILS).scorers.get(pid, 0)
                if goals >= 1 and pid not in scored:
                    scored.add(pid)
                    kinds.append(("firstGoal", pid, None, None))
                if goals >= 3:
                    kinds.append(("hatTrick", pid, "goals", goals))
        rank = {"debut": 0, "milestone": 1, "return": 2, "streakEnded": 3, "firstGoal": 4, "hatTrick": 5}
        kinds = sorted((k for k in kinds if k[1] not in unlisted), key=lambda k: (rank[k[0]], k[1]))
        notes[g["id"]] = [{"kind": k, "playerId": pid, **({key: value} if key else {})}
                          for k, pid, key, value in kinds]
    for m in published_matches:
        got = [n for n in m["notes"] if n.get("kind") not in NEW_NOTES]
        expected = [n for n in notes.get(m["id"], []) if n["kind"] not in NEW_NOTES]
        if got != expected:
            fail(f"match {m['id']}: notes {got} != {expected}")

    def next_milestone(n):
        return 25 if n < 25 else (n // 50 + 1) * 50

    def recent(g):
        """Played in the 60 days before the latest match: by elapsed time between two
        instants, by calendar days when either has a date only."""
        if clock.date_only(g) or clock.date_only(latest):
            return (clock.day(latest) - clock.day(g)).days <= 60
        return clock.when(latest) - clock.when(g) <= datetime.timedelta(days=60)

    upcoming = []
    if latest:
        upcoming = sorted((next_milestone(n) - n, pid) for pid, n in appearances.items()
                          if recent(last[pid]) and pid not in unlisted and next_milestone(n) - n <= 3)
    home = open(os.path.join(site, "index.html"), encoding="utf-8").read()
    section = re.search(r"<h2>Milestones coming up</h2>\s*<ul>(.*?)</ul>", home, re.S)
    listed = re.findall(r"<li>(?:<a [^>]*>)?(.*?)(?:</a>)?: (\d+) match", section.group(1)) if section else []
    expected = [(shown[pid], str(gap)) for gap, pid in upcoming]
    if [(html.unescape(name), gap) for name, gap in listed] != expected:
        fail(f"index.html: milestones coming up {listed} != {expected}")
    return notes


def check_details(expected_details, scoring, notes, honours, owed, build_log, published_matches, published_players):
    """What issue 37 adds, from the write-ups' details: each match's scorers, assists, players
    of the match, venue and photo in data/matches.json; goals, assists, player-of-the-match
    awards and recordedMatches (the counted matches with recorded scorers) in each record of
    data/players.json; every match's notes with firstGoal and hatTrick among them; every award
    with topScorer, mostAssists and mostPlayerOfTheMatch among them, and the cabinets; and,
    when the check built the site, a warning for each invalid detail."""
    for m in published_matches:
        expected = expected_details[m["id"]]
        for key in DETAIL_KEYS:
            if key not in m:
                fail(f"data/matches.json: match {m['id']}: missing key {key}")
            if m[key] != expected[key]:
                fail(f"data/matches.json: match {m['id']}: {key} {m[key]!r} != {expected[key]!r}")
    zero = dict.fromkeys(SCORING_KEYS, 0)
    for pid, p in published_players.items():
        for s, record in [(None, p["allTime"])] + sorted(p["seasons"].items()):
            where = "all-time record" if s is None else f"season {s} record"
            expected = dict(scoring.get(s, {}).get(pid, zero))
            # Issue 46: a player's goals with no match of recorded scorers were never
            # recorded: null, not 0.
            if expected["recordedMatches"] == 0:
                expected["goals"] = None
            for key in SCORING_KEYS:
                if key not in record:
                    fail(f"data/players.json: player {pid}: {where}: missing key {key}")
                if record[key] != expected[key]:
                    fail(f"data/players.json: player {pid}: {where}: {key} {record[key]} != {expected[key]}")
    count = {"notes": 0, "hatTrick": 0, "firstGoal": 0}
    for m in published_matches:
        expected = notes.get(m["id"], [])
        if m["notes"] != expected:
            fail(f"data/matches.json: match {m['id']}: notes {m['notes']} != {expected}")
        count["notes"] += len(expected)
        for note in expected:
            count[note["kind"]] = count.get(note["kind"], 0) + 1
    expected_awards, published_awards = honours
    compare_awards([e for e in published_awards if e["award"] != "biggestUpset"], expected_awards)
    check_cabinets(published_awards, published_players)
    if build_log is not None:
        warnings = [line for line in build_log.splitlines() if line.startswith("warning:")]
        for name, key, why in owed:
            if not any(name in line and (key is None or key in line) for line in warnings):
                fail(f"the build gave no warning naming {name} and {key or 'the match'}: expected one as {why}")
    given = [d for d in expected_details.values() if any(v not in ([], None) for v in d.values())]
    return {"notes": count["notes"], "awards": len(published_awards),
            "goals": sum(e["goals"] for d in expected_details.values() for e in d["scorers"]),
            "assists": sum(e["assists"] for d in expected_details.values() for e in d["assists"]),
            "players": sum(len(d["playerOfTheMatch"]) for d in expected_details.values()),
            "write-ups": len(given), "warnings": len(owed), "hat-tricks": count["hatTrick"],
            "first goals": count["firstGoal"]}


def compare_standings(published, expected, where):
    """One table of data/standings.json against the independent computation: the same rows,
    positions 1, 2, …, each row's figures (a goal field that no match recorded is compared
    as null here and checked by check_unrecorded_goals), and the order of the rules: points,
    goal difference, wins, fewer games, name. A row without a goal difference (none of its
    matches has a score) may stand anywhere among the rows level with it on points that have
    one, since the rules do not say where."""
    if [r.get("playerId") for r in published] != [r["playerId"] for r in expected]:
        if sorted(r.get("playerId") for r in published) != sorted(r["playerId"] for r in expected):
            fail(f"{where} differ from the independent computation: players {sorted(r.get('playerId') for r in published)} "
                 f"!= {sorted(r['playerId'] for r in expected)}")
    wanted = {r["playerId"]: r for r in expected}
    for n, row in enumerate(published):
        want = {**wanted[row["playerId"]], "position": n + 1}
        if as_recorded(row, want) != want:
            fail(f"{where} differ from the independent computation: {row} != {want}")

    def key(r):
        return -r["points"], -r["won"], r["played"], r["name"], r["playerId"]

    for a, b in zip(published, published[1:]):
        x, y = wanted[a["playerId"]], wanted[b["playerId"]]
        if x["points"] != y["points"]:
            ordered = x["points"] > y["points"]
        elif x["goalDifference"] is None or y["goalDifference"] is None:
            ordered = x["goalDifference"] is not None or y["goalDifference"] is not None or key(x) <= key(y)
        elif x["goalDifference"] != y["goalDifference"]:
            ordered = x["goalDifference"] > y["goalDifference"]
        else:
            ordered = key(x) <= key(y)
        if not ordered:
            fail(f"{where}: {x['name']} (player {x['playerId']}, position {a['position']}) stands above {y['name']} "
                 f"(player {y['playerId']}), which the rules (points, goal difference, wins, fewer games, name) put "
                 f"first: {x} / {y}")


def catalogue(language):
    """The site's catalogue of words, Templates/i18n/LANGUAGE.yml, over the English one for the
    keys it lacks."""
    folder = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Templates", "i18n")

    def merged(base, over):
        out = dict(base)
        for k, v in (over or {}).items():
            out[k] = merged(base[k], v) if isinstance(v, dict) and isinstance(base.get(k), dict) else v
        return out

    english = yaml.safe_load(open(os.path.join(folder, "en.yml"), encoding="utf-8"))
    path = os.path.join(folder, f"{language}.yml")
    return merged(english, yaml.safe_load(open(path, encoding="utf-8"))) if os.path.exists(path) else english


class Tables(HTMLParser):
    """The tables of a page: each one's caption, its column headings (th scope=col: the text
    and the spelled-out title of an abbr, by the columns they span) and its rows (each cell's
    text, the links in it, and its column)."""

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.tables, self.stack = [], []
        self.cell = None

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        if tag == "table":
            self.stack.append({"caption": None, "headings": [], "rows": [], "in_caption": False})
        if not self.stack:
            return
        t = self.stack[-1]
        if tag == "caption":
            t["in_caption"], t["caption"] = True, ""
        elif tag == "tr":
            t["rows"].append([])
        elif tag in ("th", "td") and t["rows"]:
            span = int(attrs.get("colspan") or 1) if (attrs.get("colspan") or "1").isdigit() else 1
            self.cell = {"tag": tag, "scope": attrs.get("scope"), "text": "", "titles": [], "links": [],
                         "span": span, "column": sum(c["span"] for c in t["rows"][-1])}
            if attrs.get("title"):
                self.cell["titles"].append(attrs["title"])
            t["rows"][-1].append(self.cell)
        elif self.cell is not None:
            if tag == "a" and attrs.get("href"):
                self.cell["links"].append(attrs["href"])
            if attrs.get("title"):
                self.cell["titles"].append(attrs["title"])

    def handle_endtag(self, tag):
        if not self.stack:
            return
        t = self.stack[-1]
        if tag == "caption":
            t["in_caption"] = False
        elif tag in ("th", "td"):
            self.cell = None
        elif tag == "table":
            self.stack.pop()
            for row in t["rows"]:
                for c in row:
                    c["text"] = " ".join(c["text"].split())
                    if c["tag"] == "th" and c["scope"] == "col":
                        t["headings"].append(c)
            t["body"] = [row for row in t["rows"] if not any(c["tag"] == "th" and c["scope"] == "col" for c in row)]
            t["caption"] = " ".join((t["caption"] or "").split()) or None
            self.tables.append(t)

    def handle_data(self, data):
        if not self.stack:
            return
        if self.stack[-1]["in_caption"]:
            self.stack[-1]["caption"] += data
        if self.cell is not None:
            self.cell["text"] += data


def page_tables(path):
    parser = Tables()
    parser.feed(open(path, encoding="utf-8").read())
    return parser.tables


def check_unrecorded_goals(site, config, gathers, order, clock, players, guests, details, expected_tables,
                           published_players, page_urls):
    """Issue 46's rule 2, from the exports and the write-ups. A scope (all time, a season, a
    player, a player's season) none of whose finished matches has a score has no goal
    figures: goalsFor, goalsAgainst and goalDifference are null in data/standings.json and in
    the records of data/players.json, empty cells in data/standings*.csv; the pages of a
    season or a player without one show no goal column (goals for, against, difference, per
    match, goals), nor does any page of a league without one; and where a table has the
    columns, a row without a score shows "–" there. Likewise, without scorers (assists) in
    the write-ups, no top-scorer table, top-scorer award, goals column or "Goals:" line
    (assists: most-assists award, assists column, "Assists:" line) shows: for the league,
    for a season, and on the page of a player none of whose matches has them. Returns what
    it checked."""
    words = catalogue(str(config.get("language") or "en"))
    columns = words["columns"]
    base_url = str(config.get("baseURL") or "https://example.org/")
    problems = []
    # What the exports and write-ups record, by season and by player.
    scored_seasons, scored_league = set(), False
    scorers = {"league": False, "seasons": set(), "players": set()}
    assists = {"league": False, "seasons": set(), "players": set()}
    for i in order:
        g = gathers[i]
        outcome, score = result(g)
        if not outcome:
            continue
        s = clock.season(g) if clock.when(g) else None
        if score:
            scored_league = True
            if s:
                scored_seasons.add(s)
        d = details.get(g["id"], NO_DETAILS)
        for flag, given in ((scorers, d.scorers), (assists, d.assists)):
            if given:
                flag["league"] = True
                if s:
                    flag["seasons"].add(s)
                for ids in lineup(g, guests).values():
                    flag["players"].update(p for p in ids if p in players)

    # The JSON: every row and record whose matches have no score gives null, not 0.
    def null_goals(record, where):
        for key in GOAL_FIELDS:
            if key in record and record[key] is not None:
                return f"{where}: {key} is {record[key]!r}, not null, but none of its matches has a score"
            if key not in record and key != "goalDifference":
                return f"{where}: missing key {key}"
        return None

    published = json.load(open(os.path.join(site, "data/standings.json"), encoding="utf-8"))
    scopes = {None: published["allTime"], **published["seasons"]}
    nulls = 0
    for s, rows in scopes.items():
        want = {r["playerId"]: r for r in (expected_tables[s])}
        scope = "all time" if s is None else f"season {s}"
        whole = ("no finished match of the league has a score" if s is None and not scored_league else
                 f"no finished match of season {s} has a score" if s is not None and s not in scored_seasons else None)
        for row in rows:
            if want[row["playerId"]]["goalsFor"] is None:
                nulls += 1
                problem = null_goals(row, f"data/standings.json: {scope}: {row['name']} (player {row['playerId']})"
                                          + (f" ({whole})" if whole else ""))
                if problem:
                    problems.append(("data/standings.json: rows whose matches have no score", problem))
    for pid, p in sorted(published_players.items()):
        for s, record in [(None, p["allTime"])] + sorted(p["seasons"].items()):
            want = expected_tables[s]
            row = next((r for r in want if r["playerId"] == pid), None)
            if row is not None and row["goalsFor"] is None:
                nulls += 1
                problem = null_goals(record, f"data/players.json: player {pid}: "
                                             + ("all-time record" if s is None else f"season {s} record"))
                if problem:
                    problems.append(("data/players.json: records whose matches have no score", problem))

    # The CSV files: the header in the site's language, and the rows of standings.json, a goal
    # figure that no match recorded being an empty cell.
    names = words["csv"]
    header = [names[k] for k in ("position", "playerId", "name", "played", "won", "drawn", "lost", "goalsFor",
                                 "goalsAgainst", "goalDifference", "points")]
    keys = ["position", "playerId", "name", "played", "won", "drawn", "lost", "goalsFor", "goalsAgainst",
            "goalDifference", "points"]
    files = sorted(f for f in os.listdir(os.path.join(site, "data")) if f.endswith(".csv"))
    expected_files = ["standings.csv"] + [f"standings-{s}.csv" for s in sorted(published["seasons"])]
    if sorted(expected_files) != files:
        problems.append(("CSV files", f"data/: CSV files {files} != {sorted(expected_files)}"))
    csv_rows = 0
    for name in expected_files:
        path = os.path.join(site, "data", name)
        if not os.path.exists(path):
            continue
        s = None if name == "standings.csv" else name[len("standings-"):-len(".csv")]
        rows = list(csv.reader(io.StringIO(open(path, encoding="utf-8", newline="").read(), newline="")))
        if not rows or rows[0] != header:
            problems.append(("CSV headers", f"data/{name}: header {rows[0] if rows else None} != {header}"))
            continue
        want = expected_tables[s]
        by_id = {r["playerId"]: r for r in want}
        order_ids = [r["playerId"] for r in scopes[s]]
        if len(rows) - 1 != len(order_ids):
            problems.append(("CSV rows", f"data/{name}: {len(rows) - 1} rows, data/standings.json {len(order_ids)}"))
            continue
        for n, (cells_of_row, pid) in enumerate(zip(rows[1:], order_ids)):
            row = {**by_id[pid], "position": n + 1} if pid in by_id else None
            wanted = [("" if row[k] is None else str(row[k])) for k in keys] if row else None
            got = list(cells_of_row)
            if wanted and got[2][:1] == "'" and row["name"][:1] in "=+-@\t\r":
                got[2] = got[2][1:]
            if got != wanted:
                bad = [f"{k} {g!r} (expected {w!r})" for k, g, w in zip(keys, got, wanted or [])]
                bad = [b for b, g, w in zip(bad, got, wanted or []) if g != w]
                unrecorded = row and row["goalsFor"] is None and any(g != "" for g in got[7:10])
                problems.append(("CSV files with a goal cell that no match recorded not empty" if unrecorded else
                                 "CSV files with a row that differs from the independent computation",
                                 f"data/{name}: row {n + 2} ({row['name'] if row else pid}): {', '.join(bad) or got}"
                                 + (" (none of their matches there has a score)" if unrecorded else "")))
                break
            csv_rows += 1

    # The pages.
    def path_of(url):
        return os.path.join(site, url[len(base_url):], "index.html") if url.startswith(base_url) else None

    def heading_keys(cell):
        """The catalogue's column keys a heading cell may be: its text (or its text spelled out)
        must be that column's, and so must its spelled-out title when it has one."""
        found = set()
        for key, text in columns.items():
            if key.endswith("Long") or not isinstance(text, str):
                continue
            long = columns.get(key + "Long")
            if cell["text"] in (text, long) and (not cell["titles"] or not long or long in cell["titles"]):
                found.add(key)
        return found

    score_columns = ("goalsFor", "goalsAgainst", "goalDifference", "goalsPerMatch")
    scorer_columns = ("goals", "goalsPerMatch", "recordedMatches")

    def shown(text, what):
        """An element whose text is `text` (a heading, a caption, an award's name), or starts
        with it when `what` ends with ":" (a match's line of scorers)."""
        return re.compile(r">\s*" + re.escape(text) + (r"" if text.endswith(":") else r"\s*<")), what

    top_scorers = [shown(words["season"]["scorers"], "the top scorers"),
                   shown(words["awards"]["topScorer"], "the top-scorer award")]
    goals_line = shown(words["match"]["scorers"].split("{names}")[0].strip(), "a match's scorers")
    most_assists = shown(words["awards"]["mostAssists"], "the most-assists award")
    assists_line = shown(words["match"]["assists"].split("{names}")[0].strip(), "a match's assists")

    def check_page(path, forbidden, sections=()):
        """No heading of the `forbidden` columns ({key: why}) and none of `sections` ((pattern,
        what, why)) on the page at `path`. A heading that may be several columns (German's "T"
        is goals and goals for) is reported only when all of them are forbidden."""
        if not path or not os.path.exists(path):
            problems.append(("missing pages", f"{path}: missing"))
            return
        text = open(path, encoding="utf-8").read()
        for table in page_tables(path):
            for cell in table["headings"]:
                keys = heading_keys(cell)
                if keys and all(k in forbidden for k in keys):
                    why = forbidden[sorted(keys)[0]]
                    problems.append((f"tables with a column {cell['text']!r} ({', '.join(sorted(keys))}) where {why}",
                                     f"{os.path.relpath(path, site)}: table {table['caption']!r}"))
        for (pattern, what), why in sections:
            if pattern.search(text):
                problems.append((f"pages showing {what} where {why}", os.path.relpath(path, site)))

    pages = set()
    everything = sorted(os.path.join(folder, f) for folder, _, fs in os.walk(site) for f in fs if f.endswith(".html"))
    # The whole site, for a league without scores, scorers or assists.
    forbidden, sections = {}, []
    if not scored_league:
        forbidden.update(dict.fromkeys(score_columns, "no match of the league has a score"))
    if not scorers["league"]:
        forbidden.update(dict.fromkeys(scorer_columns, "no write-up gives scorers"))
        sections += [(x, "no write-up gives scorers") for x in top_scorers + [goals_line]]
    if not assists["league"]:
        forbidden["assists"] = "no write-up gives assists"
        sections += [(x, "no write-up gives assists") for x in (most_assists, assists_line)]
    if forbidden or sections:
        for path in everything:
            check_page(path, forbidden, sections)
            pages.add(path)
    # What the whole site may not show need not be checked again below.
    league, shown_anywhere = dict(forbidden), {what for (_, what), _ in sections}
    # A season's pages (its table, and its months' attendance).
    for s in sorted(published["seasons"]):
        forbidden, sections = {}, []
        if s not in scored_seasons:
            forbidden.update(dict.fromkeys(score_columns, "no match of the season has a score"))
        if s not in scorers["seasons"]:
            sections += [(x, "no write-up of the season gives scorers") for x in top_scorers]
        forbidden = {k: v for k, v in forbidden.items() if k not in league}
        sections = [x for x in sections if x[0][1] not in shown_anywhere]
        if forbidden or sections:
            folder = os.path.join(site, "seasons", s)
            for path in [p for p in everything if p.startswith(folder + os.sep)]:
                check_page(path, forbidden, sections)
                pages.add(path)
    # A player's page.
    for pid, p in sorted(published_players.items()):
        forbidden = {}
        row = next((r for r in expected_tables[None] if r["playerId"] == pid), None)
        if row is not None and row["goalsFor"] is None:
            forbidden.update(dict.fromkeys(score_columns, "none of the player's matches has a score"))
        if pid not in scorers["players"] and pid not in assists["players"]:
            forbidden.update(dict.fromkeys(scorer_columns + ("assists",),
                                           "no write-up of the player's matches gives scorers or assists"))
        forbidden = {k: v for k, v in forbidden.items() if k not in league}
        if forbidden:
            check_page(path_of(page_urls[pid]), forbidden)
            pages.add(path_of(page_urls[pid]))

    # Where a standings table has the goal columns, a row whose matches have no score shows "–".
    dashes = 0
    def page_key(url):
        path = urllib.parse.urlparse(url).path
        return path[:-len("index.html")].rstrip("/") if path.endswith("/index.html") else path.rstrip("/")

    ids = {page_key(url): pid for pid, url in page_urls.items()}
    points = {columns["points"], columns.get("pointsLong")}
    for s, path in [(None, os.path.join(site, "all-time", "index.html"))] + \
            [(s, os.path.join(site, "seasons", s, "index.html")) for s in sorted(published["seasons"])]:
        if not os.path.exists(path):
            continue
        want = {r["playerId"]: r for r in expected_tables[s]}
        page_url = urllib.parse.urljoin(base_url, os.path.relpath(path, site))
        for table in page_tables(path):
            if not any(c["text"] in points for c in table["headings"]):
                continue
            goal_at = {c["column"]: c["text"] for c in table["headings"] if heading_keys(c) & set(score_columns)}
            for row in table["body"]:
                pid = next((ids.get(page_key(urllib.parse.urljoin(page_url, href))) for c in row for href in c["links"]),
                           None)
                if pid is None or pid not in want or want[pid]["goalsFor"] is not None:
                    continue
                for cell in row:
                    if cell["column"] in goal_at:
                        dashes += 1
                        if re.search(r"\d", cell["text"]) or "–" not in cell["text"]:
                            problems.append(("standings cells of rows without a score that do not show \"–\"",
                                             f"{os.path.relpath(path, site)}: table {table['caption']!r}: "
                                             f"{want[pid]['name']}'s {goal_at[cell['column']]} is {cell['text']!r}, "
                                             f"but none of their matches there has a score"))

    if problems:
        kinds = {}
        for kind, message in problems:
            kinds.setdefault(kind, []).append(message)
        fail("issue 46, rule 2: a figure that no match recorded is null in the JSON, an empty CSV cell and \"–\" or "
             "no column in a page, never 0; goal columns only where some matches have scores, scorers' and assists' "
             "only where the write-ups give them:\n" + "\n".join(
                 f"  {kind}: {len(messages)}; the first: {messages[0]}" for kind, messages in kinds.items()))
    return {"nulls": nulls, "csv rows": csv_rows, "pages": len(pages), "dashes": dashes}


def player_page_url(site, base_url, url):
    """The absolute URL of the page a player's permanent address `url` leads to: the address
    itself when its file is the player's page, else where its refresh sends the reader."""
    if not url.startswith(base_url):
        fail(f"data/players.json: url {url} is not under {base_url}")
    path = os.path.join(site, url[len(base_url):], "index.html")
    if not os.path.exists(path):
        fail(f"data/players.json: url {url} leads nowhere: {os.path.relpath(path, site)} does not exist")
    target = address_target(path)
    if target == path:
        return url
    if not os.path.exists(target):
        fail(f"{os.path.relpath(path, site)}: its refresh leads to {os.path.relpath(target, site)}, which does not exist")
    relative = os.path.relpath(target, site)
    return base_url + (relative[:-len("index.html")] if relative.endswith("index.html") else relative)


def check_pairs(partners, rivals, minimum, published_players, site):
    """data/pairs.json, each player's best partner and toughest opponent in players.json, and
    the games column of the partners-and-rivals page's two tables."""
    def listing(table):
        return [{"playerIds": [a, b], **r} for (a, b), r in sorted(table.items()) if r["played"] >= minimum]

    published = json.load(open(os.path.join(site, "data/pairs.json"), encoding="utf-8"))
    if published["partnerships"] != listing(partners):
        fail("data/pairs.json: the partnerships differ from the independent computation: "
             + first_difference(published["partnerships"], listing(partners)))
    if published["rivalries"] != listing(rivals):
        fail("data/pairs.json: the rivalries differ from the independent computation: "
             + first_difference(published["rivalries"], listing(rivals)))

    def flip(r):
        return {**r, "won": r["lost"], "lost": r["won"]}

    def standout(pid, table, highest, flips):
        best = None
        for (a, b), r in sorted(table.items(), key=lambda kv: kv[0][1] if kv[0][0] == pid else kv[0][0]):
            if pid not in (a, b) or r["played"] < minimum:
                continue
            other, mine = (b, r) if a == pid else (a, flip(r) if flips else r)
            key = (Fraction(mine["won"], mine["played"]) * (1 if highest else -1), mine["played"])
            if best is None or key > best[0]:
                best = (key, other)
        return best[1] if best else None

    for pid, p in published_players.items():
        expected = (standout(pid, partners, True, False), standout(pid, rivals, False, True))
        if (p["bestPartnerId"], p["toughestOpponentId"]) != expected:
            fail(f"player {pid}: best partner and toughest opponent {(p['bestPartnerId'], p['toughestOpponentId'])} != {expected}")

    page = open(os.path.join(site, "pairs/index.html"), encoding="utf-8").read()
    for kind, table in (("partnerships", partners), ("rivalries", rivals)):
        found = re.search(r'<table class="pairs %s">(.*?)</table>' % kind, page, re.S)
        if not found:
            fail(f"pairs/index.html has no {kind} table")
        games = [int(row[1]) for row in re.findall(r'<tr><th scope="row">(.*?)</th><td>.*?</td><td class="num">(\d+)</td>', found.group(1))]
        expected = sorted((r["played"] for r in table.values()), reverse=True)[:50]
        if games != expected:
            fail(f"pairs/index.html: the {kind} table's games {games[:5]}… are not the {len(expected)} most played {expected[:5]}…")


PAIR_ROWS = 30  # docs/RULES.md: a player's page lists at most 30 of each kind, those with the most games


def check_player_pairs(partners, rivals, minimum, players, published_players, page_urls, site, base_url, words):
    """Each player's page, by the rule of docs/RULES.md: its teammates table and its opponents
    table list, of the other players with at least `minimum` games together, the 30 with the
    most (then by name, then id), each once, under the name the site shows, with their games,
    wins, draws and losses together (an opponent's from the page's player's side); a table
    with nobody to list says "nothing yet" instead, and a player without games has neither;
    the note above the tables says they are cut exactly when one is. Returns the pages, the
    rows and the pages with a table cut."""
    kinds = {"teammates": {}, "opponents": {}}
    for (a, b), r in partners.items():
        if r["played"] >= minimum:
            record = (r["played"], r["won"], r["drawn"], r["lost"])
            kinds["teammates"].setdefault(a, {})[b] = kinds["teammates"].setdefault(b, {})[a] = record
    for (a, b), r in rivals.items():
        if r["played"] >= minimum:
            kinds["opponents"].setdefault(a, {})[b] = (r["played"], r["won"], r["drawn"], r["lost"])
            kinds["opponents"].setdefault(b, {})[a] = (r["played"], r["lost"], r["drawn"], r["won"])
    pages = {os.path.normpath(os.path.join(site, url[len(base_url):], "index.html")): pid
             for pid, url in page_urls.items()}
    cut_note = words["minimum"]["sharedShown"]["other"].replace("{count}", str(PAIR_ROWS))
    counted = {"pages": 0, "rows": 0, "cut": 0}
    for path, pid in pages.items():
        where = os.path.relpath(path, site)
        text = html.unescape(open(path, encoding="utf-8").read())
        tables = {t["caption"].strip(): t for t in page_tables(path) if t["caption"]}
        cut = False
        for kind, others in kinds.items():
            mine = others.get(pid, {})
            caption = words["player"][kind]
            expected = sorted(mine, key=lambda o: (-mine[o][0], players[o]["name"], o))[:PAIR_ROWS]
            cut = cut or len(mine) > PAIR_ROWS
            if not mine:
                if caption in tables:
                    fail(f"{where}: a {caption!r} table, yet no player shares {minimum} games with {pid}")
                if published_players[pid]["allTime"]["played"] and words["tables"]["empty"].replace("{caption}", caption) not in text:
                    fail(f"{where}: no {caption!r} and no line saying there is nobody yet")
                continue
            if caption not in tables:
                fail(f"{where}: no table captioned {caption!r}")
            rows = [row for row in tables[caption]["rows"] if row and row[0]["scope"] == "row"]
            listed = []
            for row in rows:
                links = row[0]["links"]
                other = pages.get(os.path.normpath(os.path.join(os.path.dirname(path), links[0]))) if len(links) == 1 else None
                if other is None:
                    fail(f"{where}, {kind}: the row {row[0]['text']!r} does not link one player's page ({links})")
                numbers = tuple(int(c["text"]) for c in row[1:5])
                if row[0]["text"].strip() != players[other]["name"] or mine.get(other) != numbers:
                    fail(f"{where}, {kind}: the row {row[0]['text']!r} {numbers} is not {players[other]['name']!r} "
                         f"{mine.get(other)}")
                listed.append(other)
            if listed != expected:
                fail(f"{where}, {kind}: the players {listed} are not the {len(expected)} of at least {minimum} shared "
                     f"games with the most, then by name: {expected}")
            counted["rows"] += len(listed)
        if (cut_note in text) != cut:
            fail(f"{where}: the note {cut_note!r} {'is missing' if cut else 'is there'}, yet "
                 f"{'a table is' if cut else 'no table is'} cut")
        counted["pages"] += 1
        counted["cut"] += cut
    return counted


def relatively_close(x, y, tolerance=1e-12):
    return abs(x - y) <= tolerance * max(abs(x), abs(y))


def check_model(published, league):
    """data/ratings.json's "model" against the one the rules of docs/RATINGS.md give."""
    keys = {"mu", "sigma", "beta", "tau", "kappa", "fitted", "matches", "schedule"}
    if set(published) != keys:
        fail(f"data/ratings.json: model keys {sorted(published)} != {sorted(keys)}"
             + (" (no \"schedule\": docs/RATINGS.md, \"Published\", lists each β with the number of rated matches "
                "before it takes over)" if "schedule" not in published else ""))
    expected, fit = rating_model.expected_model(league)
    n = len(league.matches)
    for key in ("mu", "sigma", "tau", "kappa"):
        if not isinstance(published[key], (int, float)) or isinstance(published[key], bool) \
                or not relatively_close(published[key], expected[key]):
            fail(f"data/ratings.json: model {key} {published[key]!r} != {expected[key]!r} (to 1e-12 relative)")
    if published["fitted"] is not expected["fitted"] or published["matches"] != expected["matches"]:
        fail(f"data/ratings.json: model fitted {published['fitted']!r}, matches {published['matches']!r} != "
             f"{expected['fitted']!r}, {expected['matches']!r} ({n} rated matches"
             + (", β fixed by site.yml)" if rating_model.settings(league.config)[0] is not None else ")"))
    beta = published["beta"]
    if not isinstance(beta, (int, float)) or isinstance(beta, bool):
        fail(f"data/ratings.json: model beta {beta!r} is not a number")
    if fit is None:
        why = "fixed by ratings.beta of site.yml" if rating_model.settings(league.config)[0] is not None else \
            f"the default 25/6·2^(7/2) below {rating_model.MINIMUM} rated matches ({n})"
        if not relatively_close(beta, expected["beta"]):
            fail(f"data/ratings.json: model beta {beta!r} != {expected['beta']!r}, {why} (to 1e-12 relative)")
    else:
        best = fit.chosen[-1]
        on_grid = [k for k, b in enumerate(rating_model.GRID) if relatively_close(beta, b)]
        last = fit.losses[-1]
        table = ", ".join(f"k={k}: {loss:.12f}" for k, loss in enumerate(last))
        history = ", ".join(f"k = {k} after {step}" for step, k in fit.history())
        why = (f"the fit over {expected['matches']} of {n} rated matches chose k = {best} after {fit.since} "
               f"matches and kept it (choices: {history}; mean log loss after {expected['matches']}: {table})")
        if not on_grid:
            fail(f"data/ratings.json: model beta {beta!r} is not on the grid 25/6·2^(k/2), k = 0…10 (to 1e-12 "
                 f"relative); {why}, β {expected['beta']!r}")
        k = on_grid[0]
        if k != best:
            # Compared losses within 1e-12 relative of a tie or of the 0.002 are comparisons that
            # summing in another order may decide either way: reported, not failed.
            if k in fit.possible:
                print(f"check_published_data: note: model beta k = {k}, the fit's k = {best}, which only differ "
                      f"by compared losses within 1e-12 relative: " + "; ".join(fit.near), file=sys.stderr)
            else:
                at_since = fit.losses[fit.steps.index(fit.since)]
                fail(f"data/ratings.json: model beta {beta!r} (k = {k}) != {expected['beta']!r} (k = {best}): "
                     f"{why}; after {fit.since} matches k = {best} lost {at_since[best]:.12f}, k = {k} "
                     f"{at_since[k]:.12f}")
    if beta != expected["beta"] and relatively_close(beta, expected["beta"]):
        print(f"check_published_data: note: model beta {beta!r} differs in the last bits from "
              f"{expected['beta']!r} (within 1e-12 relative)", file=sys.stderr)
    check_schedule(published, expected, fit, league)
    return expected


def schedule_text(schedule):
    return ", ".join(f"β {e['beta']!r} after {e['after']}" if isinstance(e, dict) else repr(e) for e in schedule)


def check_schedule(published, expected, fit, league):
    """data/ratings.json's model "schedule" against the forward-only one of the rules
    (docs/RATINGS.md, "Forward only" and "Published"): the pickup default from 0 (or the β
    of site.yml, alone), then the β chosen at a step of the fit from that step on, an entry
    wherever the β in use changes; `beta` the last entry's. Each `after` exactly, each β to
    1e-12 relative (a schedule that only compared losses within 1e-12 relative of a tie or
    of the 0.002 could give is reported, not failed)."""
    schedule, want, n = published["schedule"], expected["schedule"], len(league.matches)
    number = lambda x: isinstance(x, (int, float)) and not isinstance(x, bool)
    if not isinstance(schedule, list) or not schedule or not all(
            isinstance(e, dict) and set(e) == {"after", "beta"} and is_id(e["after"]) and number(e["beta"])
            for e in schedule):
        fail(f"data/ratings.json: model schedule {schedule!r} is not a non-empty list of "
             f"{{\"after\": integer, \"beta\": number}}")
    if schedule[0]["after"] != 0 or any(a["after"] >= b["after"] for a, b in zip(schedule, schedule[1:])):
        fail(f"data/ratings.json: model schedule [{schedule_text(schedule)}] does not start after 0 matches with "
             f"each `after` greater than the one before")
    if any(a["beta"] == b["beta"] for a, b in zip(schedule, schedule[1:])):
        fail(f"data/ratings.json: model schedule [{schedule_text(schedule)}] has an entry where β does not change")
    if not relatively_close(schedule[-1]["beta"], published["beta"]):
        fail(f"data/ratings.json: model beta {published['beta']!r} is not the β in use now, the schedule's last "
             f"entry's {schedule[-1]['beta']!r} (to 1e-12 relative)")

    def same(got, wanted):
        return len(got) == len(wanted) and all(
            a["after"] == b["after"] and relatively_close(a["beta"], b["beta"]) for a, b in zip(got, wanted))

    if same(schedule, want):
        return
    if fit is not None and any(same(schedule, [{"after": after, "beta": rating_model.beta_of(k)} for after, k in path])
                               for path in fit.schedules):
        print(f"check_published_data: note: model schedule [{schedule_text(schedule)}], the rules' "
              f"[{schedule_text(want)}], which only differ by compared losses within 1e-12 relative: "
              + "; ".join(fit.near), file=sys.stderr)
        return
    if rating_model.settings(league.config)[0] is not None:
        why = "β is fixed by ratings.beta of site.yml, so it alone rates every match"
    elif fit is None:
        why = (f"below {rating_model.MINIMUM} rated matches ({n}) the pickup default 25/6·2^(7/2) alone rates "
               f"every match")
    else:
        choices = ", ".join(f"k = {k} after {step}" for step, k in fit.history())
        why = (f"the first {rating_model.MINIMUM} of {n} rated matches are rated with the pickup default "
               f"25/6·2^(7/2), then each step's choice from that step on (the fit's choices, with the 0.002 "
               f"hysteresis: {choices}, over the steps {fit.steps[0]}…{fit.steps[-1]})")
    fail(f"data/ratings.json: model schedule [{schedule_text(schedule)}] != [{schedule_text(want)}]: {why} "
         f"(docs/RATINGS.md, \"Forward only\")")


def check_ratings(content, config, clock, unlisted, base_url, published_matches, site):
    """The published model, then every rating and rating change and every match page's chances
    and upset line against openskill's replay of the rated matches with the published model,
    forward only (each β of its schedule from its `after` on).
    Returns each rated match with the replay's chance of Team A, in play order."""
    league = rating_model.load(content)
    published = json.load(open(os.path.join(site, "data/ratings.json"), encoding="utf-8"))
    if "model" not in published:
        fail("data/ratings.json: missing key model")
    model = published["model"]
    check_model(model, league)
    # One replay in play order, each β of the (checked) published schedule from its `after` on.
    played = rating_model.replay(rating_model.published_schedule(model), league.matches)
    source = "openskill with the published model's schedule" if len(model["schedule"]) == 1 else \
        f"openskill forward only, {schedule_text(model['schedule'])}"

    def close(x, y):
        return isinstance(x, (int, float)) and abs(x - y) <= 1e-9

    def hint():
        """When the schedule changed β, whether the site's figures are a replay of the whole
        league with the current β instead (the rule before "Forward only")."""
        if len(model["schedule"]) == 1:
            return ""
        whole = rating_model.replay(rating_model.published_model(model), league.matches)
        agree = all(r["playerId"] in whole.ratings and close(r["mu"], whole.ratings[r["playerId"]][0])
                    and close(r["sigma"], whole.ratings[r["playerId"]][1]) for r in published["players"])
        return (f"; they are a replay of every match with the current β {model['beta']!r}, which the rules no "
                f"longer give (docs/RATINGS.md, \"Forward only\")" if agree else "")

    expected = {pid: r for pid, r in played.ratings.items() if pid not in unlisted}
    rows = published["players"]
    if sorted(r["playerId"] for r in rows) != sorted(expected):
        fail(f"data/ratings.json: rated players {sorted(r['playerId'] for r in rows)} != {sorted(expected)}")
    for r in rows:
        mu, sigma = expected[r["playerId"]]
        if not (close(r["mu"], mu) and close(r["sigma"], sigma) and close(r["ordinal"], mu - 3 * sigma)) \
                or r["matches"] != played.matches[r["playerId"]]:
            fail(f"data/ratings.json: player {r['playerId']}: mu {r['mu']}, sigma {r['sigma']}, ordinal "
                 f"{r['ordinal']}, matches {r['matches']} != {mu}, {sigma}, {mu - 3 * sigma}, "
                 f"{played.matches[r['playerId']]} ({source}){hint()}")
    if any(a["ordinal"] < b["ordinal"] for a, b in zip(rows, rows[1:])):
        fail("data/ratings.json: the players are not ordered by ordinal, best first")

    # The changes, season by season (rated matches are all dated), in play order; within a
    # match by player id, since the rules give no order there.
    history = {}
    for m, changes in zip(league.matches, played.changes):
        rows = [c for c in changes if c[0] not in unlisted]
        if rows:
            history.setdefault(clock.season(m.gather), []).append((m.gather_id, sorted(rows)))
    files = [f["season"] for f in published["historyFiles"]]
    if files != sorted(history):
        fail(f"data/ratings.json: history files {files} != {sorted(history)}")
    changes = 0
    for s, matches in history.items():
        got = json.load(open(os.path.join(site, "data", "ratings", f"{s}.json"), encoding="utf-8"))["history"]
        grouped = []
        for c in got:
            if not grouped or grouped[-1][0] != c["gatherId"]:
                grouped.append((c["gatherId"], []))
            grouped[-1][1].append(c)
        if [g for g, _ in grouped] != [g for g, _ in matches]:
            fail(f"data/ratings/{s}.json: the matches of the changes differ from the rated matches in play order: "
                 + first_difference([g for g, _ in grouped], [g for g, _ in matches]))
        for (gid, rows), (_, want) in zip(grouped, matches):
            rows = sorted(rows, key=lambda c: c["playerId"])
            if [c["playerId"] for c in rows] != [w[0] for w in want]:
                fail(f"data/ratings/{s}.json: match {gid}: players {[c['playerId'] for c in rows]} != "
                     f"{[w[0] for w in want]}")
            for c, (pid, mu0, s0, mu1, s1) in zip(rows, want):
                if not all(close(c[k], v) for k, v in (("muBefore", mu0), ("sigmaBefore", s0), ("muAfter", mu1),
                                                       ("sigmaAfter", s1))):
                    fail(f"data/ratings/{s}.json: match {gid}: player {pid}: {c} != muBefore {mu0}, sigmaBefore "
                         f"{s0}, muAfter {mu1}, sigmaAfter {s1} ({source}){hint()}")
                changes += 1

    check_chances_shown(league, played.probabilities, config, base_url, published_matches, site)
    print(f"check_published_data: the model (β {model['beta']}, τ {model['tau']}, fitted {model['fitted']}, "
          f"{model['matches']} matches, schedule {schedule_text(model['schedule'])}) is the rules' and openskill "
          f"forward only reproduces {len(expected)} ratings, {changes} rating changes and the chances of "
          f"{len(league.matches)} rated matches")
    return list(zip(league.matches, played.probabilities))


def check_chances_shown(league, probabilities, config, base_url, published_matches, site):
    """Every match page: a rated match shows each side's chance as the rounded percentage of
    the replay's predict_win (a chance exactly halfway may round either way), and an upset line
    when the winner's chance was below upsetProbability; an unrated one shows neither."""
    language = str(config.get("language") or "en")
    catalogue = yaml.safe_load(open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Templates",
                                                 "i18n", f"{language}.yml"), encoding="utf-8"))["match"]

    def pattern(template, names):
        out = re.escape(template)
        for name in names:
            out = out.replace(re.escape("{" + name + "}"), "(.+?)")
        return re.compile(out)

    label = catalogue["probabilityLabel"]
    chances_line = pattern(catalogue["probability"], ("a", "chanceA", "b", "chanceB"))
    upset_line = pattern(catalogue["upset"], ("team", "chance"))
    threshold = float(config.get("upsetProbability", 0.35))
    chance_of = {m.gather_id: (m, p) for m, p in zip(league.matches, probabilities)}

    def percents(p):
        exact = p * 100
        if abs(exact - math.floor(exact) - 0.5) < 1e-9:
            return {math.floor(exact), math.ceil(exact)}
        return {math.floor(exact + 0.5)}

    def number(text):
        digits = re.search(r"\d+", text)
        return int(digits.group()) if digits else None

    for published in published_matches:
        if not published["url"].startswith(base_url):
            fail(f"data/matches.json: match {published['id']}: url {published['url']} is not under {base_url}")
        path = os.path.join(site, published["url"][len(base_url):], "index.html")
        texts = [html.unescape(re.sub(r"<[^>]+>", "", t)).strip()
                 for t in re.findall(r"<p>(.*?)</p>", open(path, encoding="utf-8").read(), re.S)]
        shown = [t[len(label):].strip() for t in texts if t.startswith(label)]
        upsets = [u for t in texts if (u := upset_line.fullmatch(t))]
        if published["id"] not in chance_of:
            if shown or upsets:
                fail(f"{path}: a match that is not rated shows {shown or upsets[0].group(0)}")
            continue
        m, p = chance_of[published["id"]]
        found = chances_line.fullmatch(shown[0]) if len(shown) == 1 else None
        if not found:
            fail(f"{path}: no line \"{label} {catalogue['probability']}\" among {texts}")
        got = (number(found.group(2)), number(found.group(4)))
        if got[0] not in percents(p) or got[1] not in percents(1 - p):
            fail(f"{path}: chances {found.group(0)!r} != {p * 100:.6f} % and {(1 - p) * 100:.6f} %, openskill's "
                 f"predict_win with the published model's schedule (forward only), rounded")
        winner = None if m.outcome == "drawn" else p if m.outcome == "won" else 1 - p
        if (winner is not None and winner < threshold) != bool(upsets):
            fail(f"{path}: upset line {[u.group(0) for u in upsets]} for a winner given "
                 f"{'no' if winner is None else f'{winner * 100:.6f} %'} chance (upsetProbability {threshold})")
        if upsets and number(upsets[0].group(2)) not in percents(winner):
            fail(f"{path}: {upsets[0].group(0)!r}: the winner's chance is {winner * 100:.6f} %")


def check_predictions(chances, clock, site):
    """data/predictions.json against the chances of openskill's forward-only replay with the
    published model's schedule, the exports' results, and the Brier score of openskill's
    defaults."""
    def tally():
        return {"rated": 0, "even": 0, "favouriteWon": 0, "drawn": 0, "favouriteLost": 0, "errors": []}

    all_time, seasons = tally(), {}
    edges = [0.5, 0.6, 0.7, 0.8, 0.9, 1.0]
    buckets = [[] for _ in range(5)]
    for m, p in chances:
        g, outcome = m.gather, m.outcome
        result_a = {"won": 1.0, "drawn": 0.5, "lost": 0.0}[outcome]
        favourite = None if abs(p - 0.5) < 1e-12 else ("A" if p > 0.5 else "B")
        for t in (all_time, seasons.setdefault(clock.season(g), tally())):
            t["rated"] += 1
            t["errors"].append((p - result_a) ** 2)
            if favourite is None:
                t["even"] += 1
            else:
                mine = side_result(outcome, "Team A" if favourite == "A" else "Team B")
                t[{"won": "favouriteWon", "drawn": "drawn", "lost": "favouriteLost"}[mine]] += 1
        if favourite is not None:
            chance = p if favourite == "A" else 1 - p
            achieved = result_a if favourite == "A" else 1 - result_a
            n = sum(1 for edge in edges[1:5] if chance >= edge)
            buckets[n].append((chance, achieved))

    def close(x, y):
        return (x is None and y is None) or (x is not None and y is not None and abs(x - y) < 1e-9)

    def same(published, expected, where):
        for key in ("rated", "even", "favouriteWon", "drawn", "favouriteLost"):
            if published[key] != expected[key]:
                fail(f"predictions, {where}: {key} {published[key]} != {expected[key]}")
        brier = sum(expected["errors"]) / len(expected["errors"]) if expected["errors"] else None
        if not close(published["brier"], brier):
            fail(f"predictions, {where}: brier {published['brier']} != {brier}")

    published = json.load(open(os.path.join(site, "data/predictions.json"), encoding="utf-8"))
    same(published["allTime"], all_time, "all time")
    matches = [m for m, _ in chances]
    standard = rating_model.brier(rating_model.replay(rating_model.model(), matches, keep=False).probabilities,
                                  matches)
    if "standardBrier" not in published:
        fail("data/predictions.json: missing key standardBrier")
    if not close(published["standardBrier"], standard):
        fail(f"predictions: standardBrier {published['standardBrier']} != {standard}, the Brier score of "
             f"openskill's defaults over the {len(matches)} rated matches")
    if [s["season"] for s in published["seasons"]] != sorted(seasons):
        fail(f"predictions: seasons {[s['season'] for s in published['seasons']]} != {sorted(seasons)}")
    for s in published["seasons"]:
        same(s, seasons[s["season"]], s["season"])
    expected = [(edges[n], edges[n + 1], items) for n, items in enumerate(buckets) if items]
    if len(published["calibration"]) != len(expected):
        fail("predictions: the calibration's buckets differ")
    for got, (low, high, items) in zip(published["calibration"], expected):
        predicted = sum(c for c, _ in items) / len(items)
        actual = sum(r for _, r in items) / len(items)
        if (got["from"], got["to"], got["matches"]) != (low, high, len(items)) \
                or not close(got["predicted"], predicted) or not close(got["actual"], actual):
            fail(f"predictions: bucket {got} != {low}-{high}, {len(items)}, {predicted}, {actual}")
    print(f"check_published_data: the prediction record of {all_time['rated']} rated matches agrees "
          f"with openskill's probabilities (Brier {published['allTime']['brier']}, openskill's defaults "
          f"{published['standardBrier']})")


if __name__ == "__main__":
    main()
