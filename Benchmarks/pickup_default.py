#!/usr/bin/env python3
"""Derives the rating model's default β for pickup football (docs/RATINGS.md).

usage: pickup_default.py [LEAGUES]   (needs `pip install "openskill>=6.2.0"`)

A league with fewer rated matches than the fit's minimum (50) is rated with a default β.
This script picks it the way the fit would, from leagues that play like real groups: it
generates LEAGUES leagues (default 40, seeds 1 to LEAGUES) with realistic_league.py at its
default settings, rates the first 49 matches of each with openskill's PlackettLuce for
every β of the fit's grid (25/6 · 2^(k/2), k = 0…10; τ = 25/300), and prints the mean log
loss of the pre-match chances over all those matches for each β. The β with the least is
the default: RatingModel.pickup in the Swift code.
"""
import math
import random
import sys

from openskill.models import PlackettLuce

import realistic_league

MATCHES = 49
BETAS = [25 / 6 * 2 ** (k / 2) for k in range(11)]


def log_loss(gathers, beta):
    model, ratings, total = PlackettLuce(beta=beta, tau=25 / 300), {}, 0.0
    for g in gathers:
        sides = [[r["playerId"] for r in g["players"] if r["team"] == t] for t in ("Team A", "Team B")]
        teams = [[ratings.get(p) or model.rating() for p in side] for side in sides]
        p = min(max(model.predict_win(teams)[0], 1e-12), 1 - 1e-12)
        o = {"Team A": 1.0, "Team B": 0.0, "None": 0.5}[g["winnerTeam"]]
        total -= o * math.log(p) + (1 - o) * math.log(1 - p)
        ranks = [0, 1] if o == 1 else [1, 0] if o == 0 else [0, 0]
        for side, rated in zip(sides, model.rate(teams, ranks=ranks)):
            ratings.update(zip(side, rated))
    return total


def main():
    leagues = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    totals = [0.0] * len(BETAS)
    for seed in range(1, leagues + 1):
        ids = iter(range(1, 1_000_000))
        gathers, _ = realistic_league.gathers(MATCHES, random.Random(seed), 25.0, lambda: next(ids))
        for k, beta in enumerate(BETAS):
            totals[k] += log_loss(gathers, beta)
    best = min(range(len(BETAS)), key=lambda k: (totals[k], k))
    for k, beta in enumerate(BETAS):
        mark = "  <- the default" if k == best else ""
        print(f"k = {k:2}  β = {beta:7.3f}  mean log loss {totals[k] / (leagues * MATCHES):.4f}{mark}")


if __name__ == "__main__":
    main()
