#!/usr/bin/env python3
"""The league's rating model recomputed from the rules (docs/RATINGS.md) with the reference
implementation, openskill 6.2.0, and nothing shared with the Swift code.

Imported by check_published_data.py and by Fixtures/ratings/make_vectors.py.

The rated matches, as the README, issue 36 and docs/RATINGS.md give them:
- a gather is finished with a score ("3-2" or "3:2"), or without one (absent or null) with
  a `winnerTeam` ("Team A", "Team B", "None" for a draw); the score decides when both are
  there; a score that does not read as one leaves the gather unfinished;
- `completedAt` may be a calendar date, "2024-05-12": that day in the site's time zone
  (`timeZone` of site.yml), whose start (00:00 there) is its instant in play order; play
  order is by that instant, ties in file order; undated gathers are not rated;
- a player listed twice on one side counts once; one listed for both sides (a slip)
  counts for neither; players missing from players.json are not rated;
- the ids of `guests` in site.yml are placeholders: each guest row is a fresh player at
  the model's starting rating, for that match only, never stored nor listed in `changes`;
- gathers without line-ups, or with no known (non-guest, in players.json) player on one
  side, are skipped.

The model ("The league's own model"):
- β on the grid 25/6 · 2^(k/2), k = 0 … 10; τ = 25/300 unless `ratings.tau` of site.yml
  sets it; μ = 25, σ = 25/3, κ = 0.0001;
- `ratings.beta` of site.yml fixes β: not fitted, `matches` 0;
- below 50 rated matches, β = 25/6 · 2^(7/2), not fitted, `matches` 0;
- else the fit, "Steps of 25, with hysteresis": each β of the grid replays the rated
  matches in play order, each match predicted (predict_win, before it is rated, clamped to
  [1e-12, 1 − 1e-12]) and then rated; a β's loss after n matches is the mean log loss
  −(o ln p + (1 − o) ln(1 − p)), o = 1, ½ or 0, of its first n predictions (one replay per
  β gives every step, by prefix sums). The losses are compared after 50, 75, 100, … rated
  matches (every whole step of 25 reached): at the first step the β of least loss is
  chosen, on an exact tie the smaller; at each later step the β of least loss (on an exact
  tie the smaller) replaces the previous choice only if its loss is lower by more than
  0.002, else the choice stays. `matches` = the last step, `fitted` true;
- "Forward only": the league's ratings and chances are ONE replay of the rated matches in
  play order whose β changes over time: the first 50 rated matches are rated with the
  pickup default 25/6 · 2^(7/2); from each step on (after 50, 75, … rated matches) the β
  chosen at that step rates the rated matches after it, from the ratings the matches
  before it left (a guest is fresh at μ 25, σ 25/3 whatever the β). With β fixed, or below
  50 rated matches, one β rates everything. (The losses that choose β are still each grid
  β's own replay, above.)
- "Published": `schedule` = [{"after": 0, "beta": …}, {"after": step, "beta": …}, …], an
  entry wherever the β in use changes (none at a step whose choice is the β already in
  use, so a single entry when β never changed), `after` the number of rated matches before
  that β takes over; `beta` = the last entry's β.
"""
import datetime
import json
import math
import os
import re
import zoneinfo
from dataclasses import dataclass, field

import yaml
from openskill.models import PlackettLuce

MU = 25.0
SIGMA = 25 / 3
KAPPA = 0.0001
TAU = 25 / 300
GRID = [25 / 6 * 2 ** (k / 2) for k in range(11)]
DEFAULT_BETA = 25 / 6 * 2 ** (7 / 2)
STEP = 25
MINIMUM = 50
HYSTERESIS = 0.002
NEAR = 1e-12  # relative: two compared losses closer than this may come out either way
CLAMP = 1e-12

DATE_ONLY = re.compile(r"\d{4}-\d{2}-\d{2}")
SCORE = re.compile(r"\s*(\d+)\s*[-:]\s*(\d+)\s*")
RANKS = {"won": [0, 1], "drawn": [0, 0], "lost": [1, 0]}
OBSERVED = {"won": 1.0, "drawn": 0.5, "lost": 0.0}


@dataclass
class RatedMatch:
    gather: dict
    outcome: str  # Team A's result: "won", "drawn" or "lost"
    sides: dict  # "Team A"/"Team B": known player ids in export order
    guests: dict  # "Team A"/"Team B": number of guest rows

    @property
    def gather_id(self):
        return self.gather["id"]


@dataclass
class League:
    config: dict
    zone: object
    guests: frozenset
    players: set
    gathers: list
    matches: list  # the rated matches in play order


@dataclass
class Replay:
    probabilities: list = field(default_factory=list)  # P(Team A wins) before each match
    changes: list = field(default_factory=list)  # per match: (playerId, muBefore, sigmaBefore, muAfter, sigmaAfter)
    ratings: dict = field(default_factory=dict)  # playerId -> (mu, sigma) after the last match
    matches: dict = field(default_factory=dict)  # playerId -> number of rated matches


def is_id(pid):
    return isinstance(pid, int) and not isinstance(pid, bool)


def outcome(g):
    """Team A's result, or None for a gather that is not finished."""
    if g.get("score") is not None:
        m = SCORE.fullmatch(g["score"]) if isinstance(g["score"], str) else None
        if not m:
            return None
        a, b = int(m.group(1)), int(m.group(2))
        return "won" if a > b else "lost" if a < b else "drawn"
    return {"Team A": "won", "Team B": "lost", "None": "drawn"}.get(g.get("winnerTeam"))


def load(content):
    """The league of a content folder, with its rated matches in play order."""
    config = {}
    if os.path.exists(os.path.join(content, "site.yml")):
        config = yaml.safe_load(open(os.path.join(content, "site.yml"), encoding="utf-8")) or {}
    zone = zoneinfo.ZoneInfo(config.get("timeZone") or "UTC")
    guests = frozenset(pid for pid in (config.get("guests") or []) if is_id(pid))
    players = {p["id"] for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))
               if is_id(p.get("id"))} - guests
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))

    def when(g):
        t = g["completedAt"]
        if DATE_ONLY.fullmatch(t):
            d = datetime.date.fromisoformat(t)
            return datetime.datetime(d.year, d.month, d.day, tzinfo=zone).astimezone(datetime.timezone.utc)
        return datetime.datetime.fromisoformat(t.replace("Z", "+00:00"))

    dated = sorted(((when(g), i, g) for i, g in enumerate(gathers) if g.get("completedAt")),
                   key=lambda x: (x[0], x[1]))
    matches = []
    for _, _, g in dated:
        result = outcome(g)
        if not result or "players" not in g:
            continue
        sides = {"Team A": [], "Team B": []}
        fresh = {"Team A": 0, "Team B": 0}
        for row in g["players"] or []:
            pid, team = row.get("playerId"), row.get("team")
            if team not in sides or not is_id(pid):
                continue
            if pid in guests:
                fresh[team] += 1
            elif pid in players and pid not in sides[team]:
                sides[team].append(pid)
        slips = set(sides["Team A"]) & set(sides["Team B"])
        sides = {team: [pid for pid in ids if pid not in slips] for team, ids in sides.items()}
        if not sides["Team A"] or not sides["Team B"]:
            continue
        matches.append(RatedMatch(g, result, sides, fresh))
    return League(config, zone, guests, players, gathers, matches)


def model(beta=None, tau=TAU, mu=MU, sigma=SIGMA, kappa=KAPPA):
    """openskill's PlackettLuce with these values (openskill's defaults with no arguments)."""
    if beta is None:
        return PlackettLuce()
    return PlackettLuce(mu=mu, sigma=sigma, beta=beta, tau=tau, kappa=kappa)


def schedule_models(schedule, tau=TAU, mu=MU, sigma=SIGMA, kappa=KAPPA):
    """[(after, openskill model)] for a schedule [(after, beta)] or [{"after", "beta"}]."""
    pairs = [(e["after"], e["beta"]) if isinstance(e, dict) else tuple(e) for e in schedule]
    return [(after, model(beta, tau, mu, sigma, kappa)) for after, beta in pairs]


def replay(skill, matches, keep=True):
    """Rates the matches in order with an openskill model, or with a schedule of them
    [(after, model)] (each model rates the matches from index `after` on, starting from the
    ratings the matches before it left): each match's pre-match chance of Team A
    (predict_win, before τ is added) and, with keep, every change and the final ratings."""
    out = Replay()
    ratings = {}
    schedule = list(skill) if isinstance(skill, (list, tuple)) else [(0, skill)]
    if not schedule or schedule[0][0] != 0 or any(a[0] >= b[0] for a, b in zip(schedule, schedule[1:])):
        raise ValueError(f"a schedule starts after 0 matches and its `after`s increase: {schedule}")
    switches = {after: m for after, m in schedule}
    for n, m in enumerate(matches):
        if n in switches:
            skill = switches[n]
            # The ratings so far carried over to the β taking over (μ and σ as they were).
            ratings = {pid: skill.rating(mu=r.mu, sigma=r.sigma) for pid, r in ratings.items()}
        teams = [[ratings.get(pid) or skill.rating() for pid in m.sides[t]]
                 + [skill.rating() for _ in range(m.guests[t])] for t in ("Team A", "Team B")]
        before = [[(r.mu, r.sigma) for r in team] for team in teams]
        out.probabilities.append(skill.predict_win(teams)[0])
        after = skill.rate(teams, ranks=RANKS[m.outcome])
        changes = []
        for t, name in enumerate(("Team A", "Team B")):
            for k, pid in enumerate(m.sides[name]):
                ratings[pid] = after[t][k]
                if keep:
                    changes.append((pid, before[t][k][0], before[t][k][1], after[t][k].mu, after[t][k].sigma))
                    out.matches[pid] = out.matches.get(pid, 0) + 1
        if keep:
            out.changes.append(changes)
    if keep:
        out.ratings = {pid: (r.mu, r.sigma) for pid, r in ratings.items()}
    return out


def log_loss(probabilities, matches):
    """The mean log loss of the chances of Team A, each clamped to [1e-12, 1 − 1e-12]."""
    total = 0.0
    for p, m in zip(probabilities, matches):
        p = min(max(p, CLAMP), 1 - CLAMP)
        o = OBSERVED[m.outcome]
        total += -(o * math.log(p) + (1 - o) * math.log(1 - p))
    return total / len(matches)


def brier(probabilities, matches):
    """The mean squared error of the chances of Team A; None without matches."""
    if not matches:
        return None
    return sum((p - OBSERVED[m.outcome]) ** 2 for p, m in zip(probabilities, matches)) / len(matches)


def settings(config):
    """`ratings: {beta, tau}` of site.yml: (beta or None, tau or None)."""
    fixed = config.get("ratings") or {}
    beta, tau = fixed.get("beta"), fixed.get("tau")
    return (float(beta) if beta is not None else None), (float(tau) if tau is not None else None)


@dataclass
class Fit:
    """The fit of "Steps of 25, with hysteresis", step by step."""
    steps: list  # 50, 75, …: the numbers of rated matches after which the losses are compared
    losses: list  # losses[s][k]: the mean log loss of GRID[k] over the first steps[s] matches
    chosen: list  # chosen[s]: the index in GRID of the β chosen at steps[s], by the rule exactly
    possible: set  # the indices the last step may give if compared losses within NEAR went the other way
    near: list = field(default_factory=list)  # such near ties, described
    # The schedules [(after, k)] (k None for the default before the first step) that the
    # steps may give if compared losses within NEAR went the other way; the rule's among them.
    schedules: set = field(default_factory=set)

    @property
    def beta(self):
        return GRID[self.chosen[-1]]

    @property
    def since(self):
        """The step at which the last step's β was chosen (and kept from then on)."""
        s = len(self.chosen) - 1
        while s > 0 and self.chosen[s - 1] == self.chosen[-1]:
            s -= 1
        return self.steps[s]

    def history(self):
        """Each change of the choice: [(step, k)], the first step's choice first."""
        return [(self.steps[s], k) for s, k in enumerate(self.chosen) if s == 0 or k != self.chosen[s - 1]]

    def schedule(self):
        """The forward-only schedule of the rule's choices: [(after, k)], k None for the pickup
        default that rates the first MINIMUM matches."""
        return schedule_of(self.steps, self.chosen)


def schedule_of(steps, chosen):
    """[(after, k)]: the default (k None) from 0, then an entry at each step whose choice is a
    β other than the one in use (the default's value is GRID[7] to the bit, so a first
    choice of k = 7 is no change)."""
    out = [(0, None)]
    for step, k in zip(steps, chosen):
        if GRID[k] != beta_of(out[-1][1]):
            out.append((step, k))
    return out


def beta_of(k):
    """The β of a schedule's entry: GRID[k], or the pickup default for None."""
    return DEFAULT_BETA if k is None else GRID[k]


def step_losses(matches, tau, steps):
    """losses[s][k]: the mean log loss of GRID[k]'s first steps[s] predictions, from one replay
    per β (a prediction depends only on the matches before it)."""
    last = steps[-1]
    used = matches[:last]
    columns = []
    for b in GRID:
        total, at, column = 0.0, set(steps), []
        for n, (p, m) in enumerate(zip(replay(model(b, tau), used, keep=False).probabilities, used), 1):
            p = min(max(p, CLAMP), 1 - CLAMP)
            o = OBSERVED[m.outcome]
            total += -(o * math.log(p) + (1 - o) * math.log(1 - p))
            if n in at:
                column.append(total / n)
        columns.append(column)
    return [[columns[k][s] for k in range(len(GRID))] for s in range(len(steps))]


def fit(matches, tau):
    """The fit over a league's rated matches (at least MINIMUM of them)."""
    steps = list(range(MINIMUM, len(matches) + 1, STEP))
    losses = step_losses(matches, tau, steps)
    chosen, possible, near = [], set(), []
    paths = set()  # the choice sequences the steps may give, compared losses within NEAR either way
    for s, row in enumerate(losses):
        least = min(range(len(GRID)), key=lambda k: (row[k], k))  # an exact tie to the smaller
        # The β whose loss is within NEAR of the least might be the least summed another way.
        rivals = [k for k in range(len(GRID)) if row[k] - row[least] <= NEAR * row[least]]
        if len(rivals) > 1:
            near.append(f"after {steps[s]} matches the least losses of k = {rivals} are within {NEAR} relative: "
                        + ", ".join(f"{row[k]!r}" for k in rivals))
        if s == 0:
            chosen.append(least)
            possible = set(rivals)
            paths = {(k,) for k in rivals}
            continue
        before = chosen[-1]
        chosen.append(least if row[before] - row[least] > HYSTERESIS else before)

        def successors(c):
            nexts = set()
            for b in rivals:
                gain = row[c] - row[b]
                if b == c or gain < HYSTERESIS - NEAR * row[c]:
                    nexts.add(c)
                elif gain > HYSTERESIS + NEAR * row[c]:
                    nexts.add(b)
                else:
                    nexts |= {b, c}
                    near.append(f"after {steps[s]} matches the loss of k = {b} is lower than k = {c}'s by "
                                f"{gain!r}, within {NEAR} relative of {HYSTERESIS}")
            return nexts

        possible = set().union(*(successors(c) for c in possible))
        grown = {path + (k,) for path in paths for k in successors(path[-1])}
        # Near ties are rare; should they pile up, the rule's own path is always kept.
        paths = grown if len(grown) <= 256 else {p for p in grown if p == tuple(chosen)} | set(list(grown)[:255])
    schedules = {tuple(schedule_of(steps, list(path))) for path in paths} | {tuple(schedule_of(steps, chosen))}
    return Fit(steps, losses, chosen, possible, sorted(set(near), key=near.index), schedules)


def expected_model(league):
    """The model the rules give: {"mu", "sigma", "beta", "tau", "kappa", "fitted", "matches",
    "schedule"}, "schedule" being [{"after", "beta"}] (see "Forward only"), and for a fitted
    one its Fit (else None)."""
    beta, tau = settings(league.config)
    tau = TAU if tau is None else tau
    base = {"mu": MU, "sigma": SIGMA, "tau": tau, "kappa": KAPPA}
    n = len(league.matches)
    if beta is not None:
        return {**base, "beta": beta, "fitted": False, "matches": 0, "schedule": [{"after": 0, "beta": beta}]}, None
    if n < MINIMUM:
        return {**base, "beta": DEFAULT_BETA, "fitted": False, "matches": 0,
                "schedule": [{"after": 0, "beta": DEFAULT_BETA}]}, None
    chosen = fit(league.matches, tau)
    schedule = [{"after": after, "beta": beta_of(k)} for after, k in chosen.schedule()]
    return {**base, "beta": schedule[-1]["beta"], "fitted": True, "matches": chosen.steps[-1],
            "schedule": schedule}, chosen


def expected_replay(league, keep=True):
    """The league's forward-only replay with the model the rules give."""
    values, _ = expected_model(league)
    return replay(schedule_models(values["schedule"], values["tau"]), league.matches, keep)


def published_model(values):
    """openskill's PlackettLuce made with the values of data/ratings.json's "model" (its
    current β)."""
    return model(values["beta"], values["tau"], values["mu"], values["sigma"], values["kappa"])


def published_schedule(values):
    """[(after, PlackettLuce)] made with the values of data/ratings.json's "model", each
    entry of its "schedule" with its own β: what replay() takes to rate forward only."""
    return schedule_models(values["schedule"], values["tau"], values["mu"], values["sigma"], values["kappa"])
