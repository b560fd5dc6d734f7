#!/usr/bin/env python3
"""Past seasons never move (issue 49): appending a season's matches, with a refit of the rating
model among them, changes nothing published about the seasons that were already over.

A generated league (Benchmarks/generate_league.py, with match details) is built twice: first
cut after the first few matches of a later season (so the seasons before it are final), then
whole. The whole league's data/ratings.json must show a β chosen after the cut (the appended
matches brought a refit), or the check fails: it would prove nothing. Then, for every season
that was final in the first build, each of these must be the same in both builds:
- its page and every one of its match pages, without the navigation (the site's menu, which
  names the latest season, and the previous/next links);
- its book, byte for byte, and its calendar;
- its rating history (data/ratings/SEASON.json: every chance and rating change), its
  standings (data/standings.json, data/standings-SEASON.csv), its awards (data/awards.json),
  each player's record of that season (data/players.json), its matches in data/matches.json
  and its row of data/predictions.json.

usage: check_past_seasons.py GATHER_SITE_BINARY WORK_FOLDER
"""
import json
import os
import re
import shutil
import subprocess
import sys

REPOSITORY = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
# A league that plays like a real group (Benchmarks/realistic_league.py), whose β is refitted
# after the cut (at 150, 250 and 325 rated matches): seed and size chosen for it.
MATCHES, SEED, CUT_SEASON, KEEP_OF_NEXT = 400, 2, 3, 4


def build(binary, content, site):
    subprocess.run([binary, "build", "--content", content, "--templates",
                    os.path.join(REPOSITORY, "Templates"), "--output", site],
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)


def without_navigation(html):
    html = re.sub(r'<header class="site-header">.*?</header>', "", html, flags=re.S)
    return re.sub(r'<nav class="pager".*?</nav>', "", html, flags=re.S)


def read(site, path):
    with open(os.path.join(site, path), "rb") as f:
        return f.read()


def main(binary, work):
    shutil.rmtree(work, ignore_errors=True)
    whole = os.path.join(work, "whole")
    subprocess.run([sys.executable, os.path.join(REPOSITORY, "Benchmarks/generate_league.py"), str(MATCHES),
                    whole, "--seed", str(SEED), "--realistic", "--spread", "25", "--details"],
                   check=True, stdout=subprocess.DEVNULL)
    build(binary, whole, whole + "-site")
    matches = json.loads(read(whole + "-site", "data/matches.json"))
    seasons = sorted({m["season"] for m in matches if m["season"]})
    if len(seasons) <= CUT_SEASON + 1:
        sys.exit(f"check_past_seasons: the generated league has {len(seasons)} seasons, too few")
    # Cut a few matches into a later season: every season before it is final.
    cut_season = seasons[CUT_SEASON]
    with open(os.path.join(whole, "data/gathers.json"), encoding="utf-8") as f:
        gathers = json.load(f)
    # data/matches.json is in play order.
    kept_of_cut = [m["id"] for m in matches if m["season"] == cut_season][:KEEP_OF_NEXT]
    keep = {m["id"] for m in matches if m["season"] and m["season"] < cut_season} | set(kept_of_cut)
    cut = os.path.join(work, "cut")
    shutil.copytree(whole, cut)
    with open(os.path.join(cut, "data/gathers.json"), "w", encoding="utf-8") as f:
        json.dump([g for g in gathers if str(g.get("id")).upper() in {i.upper() for i in keep}], f)
    # Write-ups are named after their gather's id, in any case.
    kept = {i.upper() for i in keep}
    for name in os.listdir(os.path.join(cut, "matches")) if os.path.isdir(os.path.join(cut, "matches")) else []:
        if name.removesuffix(".md").upper() not in kept:
            os.remove(os.path.join(cut, "matches", name))
    build(binary, cut, cut + "-site")

    schedule = {
        name: json.loads(read(site, "data/ratings.json"))["model"]["schedule"]
        for name, site in (("cut", cut + "-site"), ("whole", whole + "-site"))
    }
    if schedule["whole"][:len(schedule["cut"])] != schedule["cut"] or len(schedule["whole"]) <= len(schedule["cut"]):
        sys.exit(f"check_past_seasons: no refit of β after the cut ({schedule}); choose another seed")
    final = [s for s in seasons if s < cut_season]
    problems, compared = [], 0

    def same(path, a, b):
        nonlocal compared
        compared += 1
        if a != b:
            problems.append(path)

    sites = (cut + "-site", whole + "-site")
    data = [{name: json.loads(read(site, f"data/{name}.json")) for name in
             ("standings", "awards", "players", "matches", "predictions")} for site in sites]
    for season in final:
        page = f"seasons/{season}/index.html"
        same(page, *(without_navigation(read(s, page).decode()) for s in sites))
        for path in (f"seasons/{season}/season-{season}.pdf", f"seasons/{season}/calendar.ics",
                     f"data/ratings/{season}.json", f"data/standings-{season}.csv"):
            same(path, *(read(s, path) for s in sites))
        same(f"standings.json {season}", *(d["standings"]["seasons"][season] for d in data))
        same(f"awards.json {season}", *([a for a in d["awards"] if a["season"] == season] for d in data))
        same(f"players.json {season}", *({p["id"]: p["seasons"].get(season) for p in d["players"]} for d in data))
        same(f"predictions.json {season}",
             *([r for r in d["predictions"]["seasons"] if r.get("season") == season] for d in data))
        games = [m for m in data[1]["matches"] if m["season"] == season]
        same(f"matches.json {season}", [m for m in data[0]["matches"] if m["season"] == season], games)
        for m in games:
            path = m["url"].split("/matches/", 1)[1]
            path = f"matches/{path}index.html"
            same(path, *(without_navigation(read(s, path).decode()) for s in sites))
    if problems:
        sys.exit(f"check_past_seasons: FAILED: appended matches changed {len(problems)} things of final seasons: "
                 + ", ".join(problems[:20]))
    print(f"check_past_seasons: {len(gathers) - len(keep)} appended matches (β schedule "
          f"{[(s['after'], round(s['beta'], 2)) for s in schedule['cut']]} became "
          f"{[(s['after'], round(s['beta'], 2)) for s in schedule['whole']]}) changed none of {compared} "
          f"pages, books and data of the final seasons {', '.join(final)}")


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    main(os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2]))
