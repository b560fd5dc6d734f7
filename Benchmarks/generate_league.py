#!/usr/bin/env python3
"""Writes a synthetic league in the Football Gather export format, with a fixed seed.

usage: generate_league.py GATHERS OUTPUT_CONTENT_DIR [--seed N] [--shape groups|free-mix]
                         [--quirks] [--details] [--results-only] [--realistic [--spread S]]

Players get realistic names; gathers are weekly (several pitches a week once the archive
outgrows one group), 10-14 players each, dated, with both score separators and a few of
the quirks real exports have (a deleted player's row, an unfinished gather).

Two shapes of league:
- groups (the default): groups of about 30 regulars, each group playing once a week;
- free-mix: every gather draws its 10-14 players from all of the league's players at
  random (400 players at 10,000 gathers, 3,000 at 100,000), as many gathers a week as the
  groups shape has.

With --realistic, the league plays like a real pickup group instead (realistic_league.py
beside this file): one group, once a week, whose results come from hidden skills and a
performance spread per match of S rating points (default 25), with attendance that comes and
goes and uneven sides. --quirks and --details still apply to it.

With --quirks, the shapes of real groups' records are mixed in, from a random stream of their
own (the league is otherwise the same; the slips come first, as before):
- slips: in about 1 gather in 40 a Team A player is listed for Team B too, and in about 1
  in 100 a player is listed twice on one side;
- results without scores: about 1 finished gather in 8 keeps its `winnerTeam` and loses
  its `score` (left out, or null);
- a `winnerTeam` that disagrees with the score (the score decides) in about 1 in 50;
- dates without times: about 1 dated gather in 8 on its own, and runs of 10 to 40 gathers
  in a row (a group that recorded the day only for a while), get the day in the site's time
  zone instead of the instant; about 1 in 8 of those moves to the day of the gather before
  it in time, so that some days hold two date-only gathers (their file order decides) or a
  date-only one beside a timed one;
- guests: a "Guest" row in players.json whose id is listed as `guests` in site.yml; about 1
  gather in 6 gets 1 to 3 guest rows on one side or on both (so the same guest is often
  listed twice on one side), inserted anywhere in the line-ups, and about 1 in 150 has a
  side of guests only.

With --results-only, every gather keeps its `winnerTeam` and loses its `score`: a group that
records only who won (applied last, so the league is otherwise the same).

With --details, organisers' write-ups, matches/GATHER-ID.md, give about 6 finished gathers in
7 the details of issue 37 in their front matter, from a random stream of their own (the rest
of the league is the same; with --quirks they are drawn after the quirks, for the line-ups
those leave):
- `scorers` for a scored gather, no more goals per side than its score, though in about 1
  side in 4 some goals are not written down; a hat-trick in about 1 side in 12 of those
  with three goals or more, else at most two goals a player while someone on the side has
  fewer;
- `assists` for about 3 written goals in 5, by a teammate of the scorer;
- `playerOfTheMatch` in about 4 in 5: one id, alone or in a list, or in about 1 in 10 of
  those a list of two;
- `venue` from a short list (one of them quoted, for its colon) in about 7 in 10;
- the counts as flow mappings, `{12: 2, 7: 1}`, or in about 3 in 10 as block ones; a title
  in about 1 in 10 and a line of text in 1 in 5; about 1 file in 25 named with the id in
  lower case; no photos;
- and mistakes that a build warns about and leaves out (about 1 write-up in 30 each): a
  scorer, assist or player of the match who is not in the line-ups (a slip or a guest when
  the gather has one), a count of 0, goals beyond the side's score (warned about but
  kept), and details on the one gather that was never finished.
"""
import datetime
import json
import os
import random
import re
import sys
import uuid
import zoneinfo

import realistic_league

FIRST = ["Ana", "Ben", "Chloé", "Dan", "Eva", "Farid", "Grace", "Hiro", "Ines", "Jon", "Kemal", "Lena",
         "Mateo", "Nia", "Oskar", "Priya", "Quinn", "Rui", "Sofía", "Tomás", "Uma", "Viktor", "Wen", "Yusuf",
         "Zoë", "Seán", "Björn", "Aoife", "Kwame", "Marina", "Jean-Luc", "Fatima"]
LAST = ["Martin", "O'Brien", "Lima", "Lindqvist", "Mensah", "Sokolova", "Dubois", "Raman", "García", "D'Souza",
        "Wiśniewski", "Ní Bhriain", "Yamada", "Hughes", "El Idrissi", "Müller", "Papadopoulos", "Fernández",
        "Okafor", "Costa", "Haugen", "Demir", "Nowak", "Rossi"]
TIME_ZONE = "Europe/London"
VENUES = ["Hackney Marshes", "Mile End Leisure Centre", "Regent's Park", "Powerleague Shoreditch",
          "Market Road Pitches", "Parc des Buttes-Chaumont", "Goals: Wembley"]
POSITIONS = ["goalkeeper", "defender", "midfielder", "winger", "striker"]
SKILLS = ["beginner", "amateur", "professional"]


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    count, out = int(sys.argv[1]), sys.argv[2]
    seed = int(sys.argv[sys.argv.index("--seed") + 1]) if "--seed" in sys.argv else 42
    shape = sys.argv[sys.argv.index("--shape") + 1] if "--shape" in sys.argv else "groups"
    if shape not in ("groups", "free-mix"):
        sys.exit(f"unknown shape {shape}; use groups or free-mix")
    rng = random.Random(seed)
    group_players = max(24, min(2000, count // 20))
    player_count = group_players if shape == "groups" else max(24, round(400 * (count / 10000) ** 0.875))
    players = []

    def new_player():
        p = {"id": len(players) + 1, "name": f"{rng.choice(FIRST)} {rng.choice(LAST)}"}
        if rng.random() < 0.9:
            p["preferredPosition"] = rng.choice(POSITIONS)
            p["skill"] = rng.choice(SKILLS)
            p["age"] = rng.randint(17, 55)
        players.append(p)
        return p["id"]

    if "--realistic" in sys.argv:
        spread = float(sys.argv[sys.argv.index("--spread") + 1]) if "--spread" in sys.argv else 25.0
        gathers, _ = realistic_league.gathers(count, rng, spread, new_player)
        gathers[-1].pop("score")
        gathers[-1].pop("winnerTeam")  # created, never finished
        player_count = len(players)
        write(gathers, players, count, seed, out, rng)
        return
    for _ in range(player_count):
        new_player()
    # Groups of about 30 regulars; each group plays once a week.
    groups = [list(range(start, min(start + 30, group_players + 1))) for start in range(1, group_players + 1, 30)]
    everyone = list(range(1, player_count + 1))
    start = datetime.datetime(2000, 1, 5, 19, 0, tzinfo=datetime.timezone.utc)
    gathers = []
    for n in range(count):
        group = groups[n % len(groups)]
        week = n // len(groups)
        when = start + datetime.timedelta(weeks=week, hours=n % len(groups) % 5, minutes=(n * 7) % 60)
        size = rng.choice([10, 12, 12, 14]) if shape == "groups" else rng.randint(10, 14)
        pool = group if shape == "groups" else everyone
        chosen = rng.sample(pool, min(size, len(pool)))
        half = len(chosen) // 2
        if rng.random() < 0.05:
            chosen = chosen[1:]  # someone went home: an uneven match
        a, b = rng.randint(0, 7), rng.randint(0, 7)
        sep = "-" if rng.random() < 0.5 else ":"
        g = {"id": str(uuid.UUID(int=rng.getrandbits(128), version=4)).upper(),
             "userId": "07C3E7A9-7B0B-4CD8-97E0-93AEC7093862",
             "score": f"{a}{sep}{b}",
             "winnerTeam": "Team A" if a > b else "Team B" if b > a else "None",
             "completedAt": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
             "players": [{"playerId": p, "team": "Team A"} for p in chosen[:half]]
             + [{"playerId": p, "team": "Team B"} for p in chosen[half:]]}
        if n == count // 2:
            g["players"].append({"playerId": player_count + 1000, "team": "Team B"})  # a deleted player
        if n == count - 1:
            del g["score"], g["winnerTeam"]  # created, never finished
        gathers.append(g)
    write(gathers, players, count, seed, out, rng)


def write(gathers, players, count, seed, out, rng):
    """Shuffles the gathers (exports are in no particular order), mixes in the quirks and
    the details when asked, and writes the league."""
    player_count = len(players)
    rng.shuffle(gathers)
    settings = (f"title: Synthetic league ({count} gathers)\nbaseURL: https://bench.example.org/\n"
                f"timeZone: {TIME_ZONE}\nseasonStart: \"08-01\"\nminimumGames: 10\n")
    guest = None
    if "--quirks" in sys.argv:
        quirks = random.Random(seed + 1)
        for g in gathers:
            side_a = [row for row in g["players"] if row["team"] == "Team A"]
            if side_a and quirks.random() < 0.025:
                g["players"].append({"playerId": quirks.choice(side_a)["playerId"], "team": "Team B"})
            if side_a and quirks.random() < 0.01:
                g["players"].append(dict(quirks.choice(side_a)))
        guest = player_count + 1
        players.append({"id": guest, "name": "Guest"})
        settings += f"guests: [{guest}]\n"
        mix_in_quirks(gathers, quirks, guest)
    if "--results-only" in sys.argv:
        for g in gathers:
            g.pop("score", None)
    os.makedirs(os.path.join(out, "data"), exist_ok=True)
    if "--details" in sys.argv:
        write_details(gathers, random.Random(seed + 2), player_count, guest, out)
    with open(os.path.join(out, "site.yml"), "w", encoding="utf-8") as f:
        f.write(settings)
    with open(os.path.join(out, "data/players.json"), "w", encoding="utf-8") as f:
        json.dump(players, f, ensure_ascii=False)
    with open(os.path.join(out, "data/gathers.json"), "w", encoding="utf-8") as f:
        json.dump(gathers, f, ensure_ascii=False)


def mix_in_quirks(gathers, quirks, guest):
    """Results without scores, disagreeing winners, dates without times and guests, drawn
    from `quirks` alone."""
    for g in gathers:
        if "score" in g and quirks.random() < 1 / 8:
            if quirks.random() < 0.5:
                del g["score"]
            else:
                g["score"] = None
        elif "score" in g and quirks.random() < 0.02:
            g["winnerTeam"] = quirks.choice([w for w in ("Team A", "Team B", "None") if w != g["winnerTeam"]])
        if not g["players"]:
            continue
        if quirks.random() < 1 / 6:
            choice = quirks.random()
            sides = ["Team A"] if choice < 0.4 else ["Team B"] if choice < 0.8 else ["Team A", "Team B"]
            for team in sides:
                for _ in range(quirks.randint(1, 3)):
                    g["players"].insert(quirks.randint(0, len(g["players"])), {"playerId": guest, "team": team})
        elif quirks.random() < 1 / 150:
            team = quirks.choice(["Team A", "Team B"])
            g["players"] = [{"playerId": guest, "team": team} if row["team"] == team else row for row in g["players"]]
    # Dates: in time order, single gathers and runs of them get the local day only.
    zone = zoneinfo.ZoneInfo(TIME_ZONE)

    def day(g):
        t = g["completedAt"]
        if len(t) == 10:
            return t
        return datetime.datetime.fromisoformat(t.replace("Z", "+00:00")).astimezone(zone).date().isoformat()

    in_time = sorted((g for g in gathers if g.get("completedAt")), key=lambda g: g["completedAt"])
    run = 0
    for n, g in enumerate(in_time):
        if run == 0 and quirks.random() < 1 / 250:
            run = quirks.randint(10, 40)
        if run > 0 or quirks.random() < 1 / 8:
            g["completedAt"] = day(g)
            if n > 0 and quirks.random() < 1 / 8:
                g["completedAt"] = day(in_time[n - 1])
        run = max(run - 1, 0)


def write_details(gathers, rng, player_count, guest, out):
    """Write-ups with match details in their front matter for most finished gathers, and a
    few mistakes, drawn from `rng` alone."""
    folder = os.path.join(out, "matches")
    os.makedirs(folder, exist_ok=True)

    def flow(counts):
        return " {" + ", ".join(f"{pid}: {n}" for pid, n in counts.items()) + "}"

    def block(counts):
        return "".join(f"\n  {pid}: {n}" for pid, n in counts.items())

    def stranger(rows, slips):
        """Someone not in the line-ups: a slip or a guest of this gather, or an id it does
        not list."""
        strangers = sorted(slips) + ([guest] if guest is not None and any(p == guest for p, _ in rows) else [])
        if strangers and rng.random() < 0.5:
            return rng.choice(strangers)
        for _ in range(20):
            pid = rng.randint(1, player_count)
            if all(p != pid for p, _ in rows):
                return pid
        return player_count + 500

    for g in gathers:
        score = re.fullmatch(r"(\d+)[-:](\d+)", g.get("score") or "")
        finished = score is not None or g.get("winnerTeam") in ("Team A", "Team B", "None")
        rows = [(row["playerId"], row["team"]) for row in g["players"]]
        ids = {team: [] for team in ("Team A", "Team B")}
        for pid, team in rows:
            if pid != guest and pid not in ids[team]:
                ids[team].append(pid)
        slips = set(ids["Team A"]) & set(ids["Team B"])
        sides = {team: [p for p in side if p not in slips] for team, side in ids.items()}
        playing = sides["Team A"] + sides["Team B"]
        if finished and (rng.random() >= 6 / 7 or not playing):
            continue
        scorers, assists, stars = {}, {}, []
        if score:
            for team, goals in zip(("Team A", "Team B"), map(int, score.groups())):
                side = sides[team]
                if not side or not goals:
                    continue
                if rng.random() < 0.25:
                    goals = rng.randint(0, goals - 1)  # not every goal written down
                if goals >= 3 and rng.random() < 0.08:
                    star = rng.choice(side)
                    scorers[star] = scorers.get(star, 0) + 3
                    goals -= 3
                for _ in range(goals):
                    scorer = rng.choice([p for p in side if scorers.get(p, 0) < 2] or side)
                    scorers[scorer] = scorers.get(scorer, 0) + 1
                    mates = [p for p in side if p != scorer]
                    if mates and rng.random() < 0.6:
                        helper = rng.choice(mates)
                        assists[helper] = assists.get(helper, 0) + 1
        if rng.random() < 0.8:
            stars = rng.sample(playing, 2 if len(playing) > 1 and rng.random() < 0.1 else 1)
        venue = rng.choice(VENUES) if rng.random() < 0.7 else None
        # The mistakes: each is warned about, and all but the extra goals are left out.
        roll = rng.random()
        if roll < 1 / 30:
            scorers[stranger(rows, slips)] = rng.randint(1, 2)
        elif roll < 2 / 30:
            assists[stranger(rows, slips)] = 1
        elif roll < 3 / 30:
            stars.append(stranger(rows, slips))
        elif roll < 4 / 30:
            spare = [p for p in playing if p not in scorers]
            if spare:
                (scorers if rng.random() < 0.5 else assists)[rng.choice(spare)] = 0
        elif roll < 5 / 30 and score:
            team = rng.choice(["Team A", "Team B"])
            if sides[team]:
                extra = rng.choice(sides[team])
                allowed = int(score.group(1 if team == "Team A" else 2))
                written = sum(n for p, n in scorers.items() if p in sides[team])
                scorers[extra] = scorers.get(extra, 0) + allowed - written + 1
        if not finished:
            scorers = {rng.choice(playing): 1} if playing else {}
            venue = venue or VENUES[0]
        lines = ["---"]
        if rng.random() < 0.1:
            lines.append(f"title: Match report {rng.randint(1, 99)}")
        style = flow if rng.random() < 0.7 else block
        if scorers:
            lines.append(f"scorers:{style(scorers)}")
        if assists:
            lines.append(f"assists:{style(assists)}")
        if len(stars) == 1 and rng.random() < 0.8:
            lines.append(f"playerOfTheMatch: {stars[0]}")
        elif stars:
            lines.append(f"playerOfTheMatch: [{', '.join(map(str, stars))}]")
        if venue:
            lines.append(f"venue: {json.dumps(venue, ensure_ascii=False) if ':' in venue else venue}")
        lines.append("---")
        if rng.random() < 0.2:
            lines.append("A good game, played in the right spirit.")
        name = g["id"].lower() if rng.random() < 0.04 else g["id"]
        with open(os.path.join(folder, f"{name}.md"), "w", encoding="utf-8") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
