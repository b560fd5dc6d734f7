"""A league that plays like a real pickup group, for generate_league.py --realistic.

Results come from hidden skills, not from coin flips, so that a rating model can be judged
on it and its fitted performance spread compared with the one that made the results:

- hidden skills: every player has one, drawn from N(25, 25/3), the scale of the rating
  model's prior (openskill's μ₀ and σ₀), and it drifts a little from week to week
  (N(0, DRIFT) per match played);
- a performance spread per match: a side's performance is the sum of its players' skills
  plus N(0, spread²), the spread given by --spread (default 25, six times openskill's β of
  25/6); the side that performs better wins, and a gap under DRAW_SHARE times spread·√2
  (the spread of the gap itself; about one match in seven) is a draw;
- attendance that comes and goes: a pool of 36 players, a third of them regulars (who
  come 60 to 95 % of weeks) and the rest occasional (5 to 45 %); after one match in 35 on
  average (TURNOVER), one player of the pool leaves for good and a newcomer of the same
  kind joins, so the pool turns over;
- uneven sides: 10 to 15 players turn up (fewer when few come), and an odd number plays
  one short; the organiser picks the sides, balanced by eye (each player's skill as
  the organiser sees it, off by N(0, 5), dealt out best first, ABBA) two weeks in three,
  at random otherwise.

The group plays once a week, on Wednesday evenings. The scores follow the result: the
losers score a Poisson(2.5) number of goals, the winners more by one plus a goal per half
spread by which the performance gap exceeds the draw margin; a draw is level.
"""
import datetime
import math
import uuid

DRIFT = 0.25
DRAW_SHARE = 0.19
POOL = 36
REGULARS = 12
TURNOVER = 1 / 35
EYE = 5.0


def poisson(rng, mean):
    """A Poisson-distributed count (Knuth's method; the means here are small)."""
    limit, k, p = math.exp(-mean), 0, rng.random()
    while p > limit:
        k += 1
        p *= rng.random()
    return k


def gathers(count, rng, spread, new_player):
    """`count` weekly gathers from hidden skills; `new_player()` adds a player to the
    league and returns their id. Returns the gathers, oldest first, and each player's hidden
    skill at the end."""
    skill, attendance = {}, {}

    def join(regular):
        pid = new_player()
        skill[pid] = rng.gauss(25, 25 / 3)
        attendance[pid] = rng.uniform(0.6, 0.95) if regular else rng.uniform(0.05, 0.45)
        return pid

    pool = [join(n < REGULARS) for n in range(POOL)]
    start = datetime.datetime(2015, 1, 7, 19, 30, tzinfo=datetime.timezone.utc)
    made = []
    for n in range(count):
        present = [pid for pid in pool if rng.random() < attendance[pid]]
        rng.shuffle(present)
        size = rng.randint(10, 15)
        if len(present) < 6:
            # A thin week: the regulars are rung round until six can play.
            extra = sorted((pid for pid in pool if pid not in present), key=lambda p: -attendance[p])
            present += extra[:6 - len(present)]
        chosen = present[:size]
        if rng.random() < 2 / 3:
            seen = sorted(chosen, key=lambda p: -(skill[p] + rng.gauss(0, EYE)))
            side_a = [p for k, p in enumerate(seen) if k % 4 in (0, 3)]
            side_b = [p for k, p in enumerate(seen) if k % 4 in (1, 2)]
        else:
            side_a, side_b = chosen[:len(chosen) // 2], chosen[len(chosen) // 2:]
        if rng.random() < 0.5:
            side_a, side_b = side_b, side_a
        gap = (sum(skill[p] for p in side_a) + rng.gauss(0, spread)) \
            - (sum(skill[p] for p in side_b) + rng.gauss(0, spread))
        losers = poisson(rng, 2.5)
        if abs(gap) < DRAW_SHARE * spread * math.sqrt(2):
            a = b = losers
        else:
            margin = 1 + int((abs(gap) - DRAW_SHARE * spread * math.sqrt(2)) / (spread / 2))
            a, b = (losers + margin, losers) if gap > 0 else (losers, losers + margin)
        when = start + datetime.timedelta(weeks=n)
        made.append({
            "id": str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper(),
            "userId": "07C3E7A9-7B0B-4CD8-97E0-93AEC7093862",
            "score": f"{a}-{b}",
            "winnerTeam": "Team A" if a > b else "Team B" if b > a else "None",
            "completedAt": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
            "players": [{"playerId": p, "team": "Team A"} for p in side_a]
            + [{"playerId": p, "team": "Team B"} for p in side_b]})
        for p in side_a + side_b:
            skill[p] += rng.gauss(0, DRIFT)
        if rng.random() < TURNOVER:
            leaving = rng.choice(pool)
            pool[pool.index(leaving)] = join(attendance[leaving] >= 0.6)
    return made, skill
