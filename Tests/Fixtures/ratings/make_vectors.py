#!/usr/bin/env python3
"""Produces the rating test vectors with the reference implementation, openskill.

usage: python3 make_vectors.py   (needs `pip install "openskill>=6.2.0"`)

For each league below it replays the finished, dated gathers in play order (completedAt,
ties in file order) with openskill's PlackettLuce model at its default parameters, and
writes every match's pre-match win probability (predict_win) and every player's rating
before and after (for the generated leagues, of every tenth match), plus the final ratings,
to vectors-<name>.json beside this script. league-1000 was made with
`Benchmarks/generate_league.py 1000 league-1000 --seed 7`, league-quirks with
`Benchmarks/generate_league.py 600 league-quirks --seed 5 --quirks`.

The rules, as the README and issue 36 give them:
- a gather is finished with a score, or without one (absent or null) with a `winnerTeam`
  ("Team A", "Team B", "None" for a draw); the score decides when both are there;
- `completedAt` may be a calendar date, "2024-05-12": that day in the site's time zone
  (`timeZone` of site.yml), whose start (00:00 there) is its instant in play order;
- a player listed twice on one side counts once; one listed for both sides (a slip)
  counts for neither; players missing from players.json are not rated;
- the ids of `guests` in site.yml are placeholders: each guest row is a fresh player at
  the model's starting rating, for that match only, never stored nor listed in `changes`;
- gathers without line-ups, or with no known (non-guest, in players.json) player on one
  side, are skipped.
"""
import datetime
import json
import os
import re
import zoneinfo

import openskill
import yaml
from openskill.models import PlackettLuce

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
LEAGUES = {
    "sample": os.path.join(REPO, "Content"),
    "fixture": os.path.join(HERE, "..", "league"),
    "generated-1000": os.path.join(HERE, "league-1000"),
    "quirks": os.path.join(HERE, "league-quirks"),
}
# Of these, only every tenth match keeps its rating changes.
TRIMMED = ("generated-1000", "quirks")


def vectors(content):
    config = {}
    if os.path.exists(os.path.join(content, "site.yml")):
        config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
    zone = zoneinfo.ZoneInfo(config.get("timeZone") or "UTC")
    guests = set(config.get("guests") or [])
    players = {p["id"] for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))} - guests
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))

    def when(g):
        t = g["completedAt"]
        if re.fullmatch(r"\d{4}-\d{2}-\d{2}", t):
            d = datetime.date.fromisoformat(t)
            return datetime.datetime(d.year, d.month, d.day, tzinfo=zone).astimezone(datetime.timezone.utc)
        return datetime.datetime.fromisoformat(t.replace("Z", "+00:00"))

    def ranks(g):
        """openskill's ranks for Team A and Team B, or None for an unfinished gather."""
        if g.get("score") is not None:
            a, b = (int(x) for x in g["score"].replace(":", "-").split("-"))
            return [0, 1] if a > b else [1, 0] if b > a else [0, 0]
        return {"Team A": [0, 1], "Team B": [1, 0], "None": [0, 0]}.get(g.get("winnerTeam"))

    dated = [(when(g), i, g) for i, g in enumerate(gathers) if g.get("completedAt")]
    dated.sort(key=lambda x: (x[0], x[1]))
    model = PlackettLuce()
    ratings = {}
    matches = []
    for _, _, g in dated:
        result = ranks(g)
        if not result or "players" not in g:
            continue
        sides = {"Team A": [], "Team B": []}
        fresh = {"Team A": 0, "Team B": 0}
        for row in g["players"]:
            pid, team = row["playerId"], row["team"]
            if team not in sides:
                continue
            if pid in guests:
                fresh[team] += 1
            elif pid in players and pid not in sides[team]:
                sides[team].append(pid)
        slips = set(sides["Team A"]) & set(sides["Team B"])
        sides = {team: [pid for pid in ids if pid not in slips] for team, ids in sides.items()}
        if not sides["Team A"] or not sides["Team B"]:
            continue
        # The known players in export order, then a fresh rating per guest row.
        teams = [[ratings.get(pid) or model.rating() for pid in sides[t]] + [model.rating() for _ in range(fresh[t])]
                 for t in ("Team A", "Team B")]
        before = [[(r.mu, r.sigma) for r in team] for team in teams]
        probability = model.predict_win(teams)[0]
        after = model.rate(teams, ranks=result)
        changes = []
        for t, name in enumerate(("Team A", "Team B")):
            for k, pid in enumerate(sides[name]):
                ratings[pid] = after[t][k]
                changes.append({"playerId": pid, "muBefore": before[t][k][0], "sigmaBefore": before[t][k][1],
                                "muAfter": after[t][k].mu, "sigmaAfter": after[t][k].sigma})
        matches.append({"gatherId": g["id"], "probabilityA": probability, "changes": changes})
    final = [{"playerId": pid, "mu": r.mu, "sigma": r.sigma} for pid, r in sorted(ratings.items())]
    return {"openskill": openskill.__version__, "matches": matches, "final": final}


def main():
    for name, content in LEAGUES.items():
        data = vectors(content)
        if name in TRIMMED:
            # Keep the file small: every match's probability, every 10th match's changes,
            # and the final ratings (which depend on every update of the sequence).
            for n, match in enumerate(data["matches"]):
                if n % 10:
                    match["changes"] = []
        with open(os.path.join(HERE, f"vectors-{name}.json"), "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
        print(f"{name}: {len(data['matches'])} rated matches, {len(data['final'])} players")


if __name__ == "__main__":
    main()
