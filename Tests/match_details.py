"""Match details from the organisers' write-ups, `matches/GATHER-ID.md`, read independently
of the Swift code from issue 37's rules and the README.

A write-up's front matter is YAML between a `---` line at the top and the next `---` line.
Five of its keys are a match's details:

    scorers: {12: 2, 7: 1}      # player id: goals
    assists: {4: 1, 12: 1}      # player id: assists
    playerOfTheMatch: 12        # or a list, for a shared award
    venue: Hackney Marshes
    photo: 2024-05-12.jpg       # a file under static/

What is kept, and what is a warning (naming the file and the key) and left out:
- a player not in that match's line-ups (slips, listed for both sides, and guests are not in
  them; deleted players are): that entry is left out;
- goals or assists that are not positive integers: that entry is left out;
- a side whose listed goals exceed its score: a warning, the goals are kept (a result
  without a score has no score to exceed);
- a photo that is missing or is not a JPEG, PNG or WebP image (by its first bytes), or a path
  that leaves static/: left out;
- details on a match that is not finished: all of them are left out.

Scalars are read as YAML 1.2's core schema reads them (an id or a count is a plain integer
such as `12`; a quoted "12" is text), so that a venue keeps its text whatever it looks like
(`venue: 2024`, `venue: yes`); `null`, `~` or nothing is no value.
"""
import os
import re
import urllib.parse

import yaml

KEYS = ("scorers", "assists", "playerOfTheMatch", "venue", "photo")
NULLS = {"", "~", "null", "Null", "NULL"}


class Details:
    """The valid details of one match: goals and assists by player id, the players of the
    match, the venue (text or None) and the photo (its path under static/, or None)."""

    def __init__(self, scorers=None, assists=None, player_of_the_match=None, venue=None, photo=None):
        self.scorers = scorers or {}
        self.assists = assists or {}
        self.player_of_the_match = player_of_the_match or set()
        self.venue, self.photo = venue, photo


NONE = Details()


def front_matter(text):
    """The YAML between a first line `---` and the next `---` line, or None."""
    lines = text.lstrip("\ufeff").split("\n")
    if lines[0].rstrip() != "---":
        return None
    for n in range(1, len(lines)):
        if lines[n].rstrip() == "---":
            return "\n".join(line.rstrip("\r") for line in lines[1:n])
    return None


def scalar(node):
    """A scalar node's value in YAML 1.2's core schema; quoted and block scalars are text."""
    if node.style is not None:
        return node.value
    text = node.value
    if text in NULLS:
        return None
    if text in ("true", "True", "TRUE"):
        return True
    if text in ("false", "False", "FALSE"):
        return False
    if re.fullmatch(r"[-+]?[0-9]+", text):
        return int(text)
    if re.fullmatch(r"0o[0-7]+", text):
        return int(text[2:], 8)
    if re.fullmatch(r"0x[0-9a-fA-F]+", text):
        return int(text[2:], 16)
    if re.fullmatch(r"[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?", text):
        return float(text)
    return text


def is_null(node):
    return isinstance(node, yaml.ScalarNode) and node.style is None and node.value in NULLS


def is_count(value):
    return isinstance(value, int) and not isinstance(value, bool) and value > 0


def is_id(value):
    return isinstance(value, int) and not isinstance(value, bool)


def detail_nodes(path):
    """The write-up's detail keys that are set (not null), as YAML nodes; {} when it has no
    front matter or the front matter is not a mapping. A key given twice keeps its last
    value."""
    text = open(path, encoding="utf-8", errors="replace").read()
    matter = front_matter(text)
    if matter is None:
        return {}
    try:
        root = yaml.compose(matter, Loader=yaml.SafeLoader)
    except yaml.YAMLError:
        return {}
    if not isinstance(root, yaml.MappingNode):
        return {}
    nodes = {}
    for key, value in root.value:
        if isinstance(key, yaml.ScalarNode) and key.value in KEYS:
            nodes[key.value] = value
    return {k: v for k, v in nodes.items() if not is_null(v)}


IMAGE_SIGNATURES = (lambda b: b.startswith(b"\xff\xd8\xff"),
                    lambda b: b.startswith(b"\x89PNG\r\n\x1a\n"),
                    lambda b: b[:4] == b"RIFF" and b[8:12] == b"WEBP")


def photo_path(text, static):
    """The photo's path under static/ when it names a JPEG, PNG or WebP file there, else
    None."""
    path = text.strip()
    parts = path.split("/")
    if not path or path.startswith("/") or "\\" in path or any(p in ("", ".", "..") for p in parts):
        return None
    full = os.path.join(static, *parts)
    if not os.path.isfile(full):
        return None
    with open(full, "rb") as f:
        head = f.read(16)
    return path if any(signature(head) for signature in IMAGE_SIGNATURES) else None


def photo_url(base_url, path):
    """The published photo's absolute URL: the site's address and the path under static/."""
    return base_url.rstrip("/") + "/" + urllib.parse.quote(path, safe="/")


def match_details(path, finished, sides, score, static):
    """A write-up's valid details and the warnings a build owes for it, as (key, why) pairs
    (key None when the warning need only name the file).

    `sides` holds each side's player ids as counted (slips and guests left out), `score` is
    (A, B) or None for a result without a score."""
    nodes = detail_nodes(path)
    if not nodes:
        return NONE, []
    if not finished:
        return NONE, [(None, "details on a match that is not finished: " + ", ".join(nodes))]
    warnings = []
    team_of = {pid: team for team, ids in sides.items() for pid in ids}

    def counts(key):
        node = nodes.get(key)
        if node is None:
            return {}
        if not isinstance(node, yaml.MappingNode):
            warnings.append((key, "not a mapping of player ids to counts"))
            return {}
        given = {}
        for k, v in node.value:
            pid = scalar(k) if isinstance(k, yaml.ScalarNode) else None
            count = scalar(v) if isinstance(v, yaml.ScalarNode) else None
            given[pid if is_id(pid) else ("not an id", k.start_mark.line)] = (pid, count)
        kept = {}
        for pid, count in given.values():
            if not is_id(pid) or pid not in team_of:
                warnings.append((key, f"{pid!r} is not in the match's line-ups"))
            elif not is_count(count):
                warnings.append((key, f"{pid}: {count!r} is not a positive integer"))
            else:
                kept[pid] = count
        return kept

    scorers, assists = counts("scorers"), counts("assists")
    if score is not None:
        for n, team in enumerate(("Team A", "Team B")):
            listed = sum(goals for pid, goals in scorers.items() if team_of[pid] == team)
            if listed > score[n]:
                warnings.append(("scorers", f"{team}'s listed goals, {listed}, exceed its score, {score[n]}"))

    players = set()
    node = nodes.get("playerOfTheMatch")
    if node is not None:
        if isinstance(node, yaml.ScalarNode):
            items = [node]
        elif isinstance(node, yaml.SequenceNode):
            items = node.value
        else:
            items = []
            warnings.append(("playerOfTheMatch", "neither a player id nor a list of them"))
        for item in items:
            pid = scalar(item) if isinstance(item, yaml.ScalarNode) else None
            if is_id(pid) and pid in team_of:
                players.add(pid)
            else:
                warnings.append(("playerOfTheMatch", f"{pid!r} is not in the match's line-ups"))

    venue = None
    node = nodes.get("venue")
    if isinstance(node, yaml.ScalarNode):
        venue = node.value.strip() or None
    elif node is not None:
        warnings.append(("venue", "not text"))

    photo = None
    node = nodes.get("photo")
    if isinstance(node, yaml.ScalarNode):
        photo = photo_path(node.value, static)
        if photo is None:
            warnings.append(("photo", f"{node.value!r} is not a JPEG, PNG or WebP file in static/"))
    elif node is not None:
        warnings.append(("photo", "not a path"))
    return Details(scorers, assists, players, venue, photo), warnings


def write_ups(content):
    """The write-ups of matches/, by the lower-cased gather id of their file name."""
    folder = os.path.join(content, "matches")
    if not os.path.isdir(folder):
        return {}
    return {name[:-3].lower(): os.path.join(folder, name) for name in sorted(os.listdir(folder))
            if name.endswith(".md") and os.path.isfile(os.path.join(folder, name))}
