#!/usr/bin/env python3
"""Produces the rating test vectors with the reference implementation, openskill.

usage: python3 make_vectors.py   (needs `pip install "openskill>=6.2.0"`)

For each league below it replays the finished, dated gathers in play order (completedAt,
ties in file order) with openskill's PlackettLuce model at its default parameters, and
writes every match's pre-match win probability (predict_win) and every player's rating
before and after (for the generated league, of every tenth match), plus the final ratings,
to vectors-<name>.json beside this script. league-1000 was made with
`Benchmarks/generate_league.py 1000 league-1000 --seed 7`.
Gathers without line-ups or with no known player on one side are skipped; a player
listed twice counts once; players missing from players.json are not rated.
"""
import datetime
import json
import os

import openskill
from openskill.models import PlackettLuce

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", "..", ".."))
LEAGUES = {
    "sample": os.path.join(REPO, "Content"),
    "fixture": os.path.join(HERE, "..", "league"),
    "generated-1000": os.path.join(HERE, "league-1000"),
}


def vectors(content):
    players = {p["id"] for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))}
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))

    def when(g):
        return datetime.datetime.fromisoformat(g["completedAt"].replace("Z", "+00:00"))

    dated = [(when(g), i, g) for i, g in enumerate(gathers) if g.get("completedAt")]
    dated.sort(key=lambda x: (x[0], x[1]))
    model = PlackettLuce()
    ratings = {}
    matches = []
    for _, _, g in dated:
        score = g.get("score")
        if not score or "players" not in g:
            continue
        a, b = (int(x) for x in score.replace(":", "-").split("-"))
        sides = {"Team A": [], "Team B": []}
        seen = set()
        for row in g["players"]:
            pid = row["playerId"]
            if pid in seen or pid not in players or row["team"] not in sides:
                continue
            seen.add(pid)
            sides[row["team"]].append(pid)
        if not sides["Team A"] or not sides["Team B"]:
            continue
        teams = [[ratings.get(pid) or model.rating() for pid in sides[t]] for t in ("Team A", "Team B")]
        before = [[(r.mu, r.sigma) for r in team] for team in teams]
        probability = model.predict_win(teams)[0]
        ranks = [0, 1] if a > b else [1, 0] if b > a else [0, 0]
        after = model.rate(teams, ranks=ranks)
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
        if name == "generated-1000":
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
