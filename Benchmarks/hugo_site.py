#!/usr/bin/env python3
"""Writes a Hugo project equivalent to a Gather Site build of the same exports.

usage: hugo_site.py CONTENT_DIR HUGO_PROJECT_DIR

One Markdown page per match with the same facts (date, score, result, both line-ups
linking to the players), one page per player (record and every appearance), and the
list pages Hugo makes itself; a minimal theme with a base layout and navigation.
"""
import datetime
import json
import os
import re
import sys


def main():
    content, out = sys.argv[1], sys.argv[2]
    players = {p["id"]: p for p in json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))}
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))
    os.makedirs(os.path.join(out, "content/matches"), exist_ok=True)
    os.makedirs(os.path.join(out, "content/players"), exist_ok=True)
    os.makedirs(os.path.join(out, "layouts/_default"), exist_ok=True)
    with open(os.path.join(out, "config.toml"), "w") as f:
        f.write('baseURL = "https://bench.example.org/"\ntitle = "Synthetic league"\nlanguageCode = "en"\n')
    layouts = {
        "baseof.html": '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>{{ .Title }}</title>'
                       '<link rel="canonical" href="{{ .Permalink }}"></head><body><nav><a href="/">Home</a> '
                       '<a href="/matches/">Results</a> <a href="/players/">Players</a></nav>'
                       '<main>{{ block "main" . }}{{ end }}</main></body></html>',
        "single.html": '{{ define "main" }}<h1>{{ .Title }}</h1>{{ .Content }}{{ end }}',
        "list.html": '{{ define "main" }}<h1>{{ .Title }}</h1><ul>{{ range .Pages }}<li><a href="{{ .RelPermalink }}">'
                     '{{ .Title }}</a> {{ .Date.Format "2 Jan 2006" }}</li>{{ end }}</ul>{{ end }}',
    }
    for name, text in layouts.items():
        with open(os.path.join(out, "layouts/_default", name), "w") as f:
            f.write(text)
    appearances = {pid: [] for pid in players}
    for g in gathers:
        score = g.get("score")
        parts = [int(x) for x in re.split(r"[-:]", score)] if score else None
        result = ("Not finished" if not parts else "Draw %d–%d" % tuple(parts) if parts[0] == parts[1]
                  else ("Team A won %d–%d" if parts[0] > parts[1] else "Team B won %d–%d") % tuple(parts))
        slug = g["id"][:8].lower()
        lines = [f"**{result}**", ""]
        for team in ("Team A", "Team B"):
            lines += [f"## {team}", ""]
            for row in g.get("players", []):
                if row["team"] != team:
                    continue
                p = players.get(row["playerId"])
                lines.append(f"- [{p['name']}](/players/{p['id']}/)" if p else f"- Unknown player #{row['playerId']}")
                if p:
                    appearances[p["id"]].append((g.get("completedAt") or "", slug, result))
            lines.append("")
        date = g.get("completedAt") or "2000-01-01T00:00:00Z"
        with open(os.path.join(out, "content/matches", slug + ".md"), "w", encoding="utf-8") as f:
            f.write(f'---\ntitle: "Team A v Team B"\ndate: {date}\n---\n' + "\n".join(lines) + "\n")
    for pid, p in players.items():
        rows = [f"- [{when[:10]}](/matches/{slug}/): {result}" for when, slug, result in sorted(appearances[pid])]
        with open(os.path.join(out, "content/players", f"{pid}.md"), "w", encoding="utf-8") as f:
            f.write(f'---\ntitle: {json.dumps(p["name"])}\n---\n' + "\n".join(rows) + "\n")


if __name__ == "__main__":
    main()
