#!/usr/bin/env python3
"""Produces the rating test vectors with the reference implementation, openskill, at its
DEFAULT parameters (β = 25/6, τ = 25/300): vectors of openskill itself, not of the site, whose
league's own model (docs/RATINGS.md) has another β; check_published_data.py recomputes the
site's ratings on the fly with the published model and no longer reads these files.

usage: python3 make_vectors.py   (needs `pip install openskill==6.2.0`; VECTORS_DIR=DIR
                                  writes the files there instead of beside this script)

For each league below it replays the rated matches in play order with openskill's
PlackettLuce model at its default parameters, and writes every match's pre-match win
probability (predict_win) and every player's rating before and after (for the generated
leagues, of every tenth match), plus the final ratings, to vectors-<name>.json beside this
script. league-1000 was made with `Benchmarks/generate_league.py 1000 league-1000 --seed 7`,
league-quirks with `Benchmarks/generate_league.py 600 league-quirks --seed 5 --quirks`.

Which matches are rated, in which order, and how guests and slips are treated is
Tests/rating_model.py's (load and replay), shared with check_published_data.py.
"""
import json
import os
import sys

import openskill

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
sys.path.insert(0, os.path.join(REPO, "Tests"))
import rating_model  # noqa: E402  (Tests/rating_model.py: the rated matches and their replay)

LEAGUES = {
    "sample": os.path.join(REPO, "Content"),
    "fixture": os.path.join(HERE, "..", "league"),
    "generated-1000": os.path.join(HERE, "league-1000"),
    "quirks": os.path.join(HERE, "league-quirks"),
}
# Of these, only every tenth match keeps its rating changes.
TRIMMED = ("generated-1000", "quirks")
OUT = os.environ.get("VECTORS_DIR", HERE)


def vectors(content):
    league = rating_model.load(content)
    played = rating_model.replay(rating_model.model(), league.matches)
    matches = [{"gatherId": m.gather_id, "probabilityA": p,
                "changes": [{"playerId": pid, "muBefore": mu0, "sigmaBefore": s0, "muAfter": mu1, "sigmaAfter": s1}
                            for pid, mu0, s0, mu1, s1 in changes]}
               for m, p, changes in zip(league.matches, played.probabilities, played.changes)]
    final = [{"playerId": pid, "mu": mu, "sigma": sigma} for pid, (mu, sigma) in sorted(played.ratings.items())]
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
        with open(os.path.join(OUT, f"vectors-{name}.json"), "w", encoding="utf-8") as f:
            json.dump(data, f, separators=(",", ":"))
        print(f"{name}: {len(data['matches'])} rated matches, {len(data['final'])} players")


if __name__ == "__main__":
    main()
