"""The names a site shows for its players, worked out from the settings as the README
states the rules: `displayNames` first, then the `names` rule (full, first, or
first-and-initial), then a number after each repeat of a name, in order of ids."""


def shown_names(players, config):
    """Each player id's shown name; `players` maps ids to the rows of players.json."""
    rule = config.get("names", "full")
    by_hand = {int(k): str(v).strip() for k, v in (config.get("displayNames") or {}).items()}

    def rule_name(name):
        words = name.split()
        if rule == "full" or len(words) < 2:
            return name
        if rule == "first":
            return words[0]
        initial = next((c for c in words[-1] if c.isalnum()), words[-1][0])
        return f"{words[0]} {initial.upper()}."

    shown = {pid: by_hand.get(pid, rule_name(p["name"])) for pid, p in players.items()}
    taken, seen = set(shown.values()), set()
    for pid in sorted(shown):
        base = shown[pid]
        if base in seen:
            n = 2
            while f"{base} {n}" in taken:
                n += 1
            shown[pid] = f"{base} {n}"
            taken.add(shown[pid])
        else:
            seen.add(base)
    return shown
