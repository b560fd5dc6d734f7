#!/usr/bin/env python3
"""How often an appended match changes a league's fitted β (docs/RATINGS.md).

usage: model_flips.py CONTENT_DIR...   (needs openskill 6.2.0)

The fit compares the β of its grid after every step of 25 rated matches from 50 on, and
keeps the β of the step before unless another is better by more than 0.002 in mean log
loss; a match's chance depends only on the matches before it, so one replay per β gives
the mean log loss at every step. For each league this prints the number of steps, how
many of them change β (also without the hysteresis), and the β of each change.
Reads the league with Tests/rating_model.py, the independent check's module.
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests"))
import rating_model  # noqa: E402


def main():
    grid = range(len(rating_model.GRID))
    for content in sys.argv[1:]:
        matches = rating_model.load(content).matches
        steps = list(range(rating_model.MINIMUM, len(matches) + 1, rating_model.STEP))
        # losses[s][k]: the mean log loss of GRID[k] over the first steps[s] matches.
        losses = rating_model.step_losses(matches, rating_model.TAU, steps) if steps else []
        best = [min(grid, key=lambda k: (row[k], k)) for row in losses]
        chosen = best[:1]
        for s in range(1, len(steps)):
            better = losses[s][best[s]] < losses[s][chosen[-1]] - rating_model.HYSTERESIS
            chosen.append(best[s] if better else chosen[-1])
        changes = [(steps[s], rating_model.GRID[chosen[s]]) for s in range(1, len(steps)) if chosen[s] != chosen[s - 1]]
        swings = sum(1 for s in range(1, len(steps)) if best[s] != best[s - 1])
        print(f"{content}: {len(matches)} rated matches, {len(steps)} steps, β changed {len(changes)} times "
              f"({swings} without the hysteresis)"
              + (": " + ", ".join(f"at {n} to {beta:.2f}" for n, beta in changes) if changes else "")
              + (f"; final β {rating_model.GRID[chosen[-1]]:.2f}" if steps else ""))


if __name__ == "__main__":
    main()
