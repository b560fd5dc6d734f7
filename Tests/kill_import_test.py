#!/usr/bin/env python3
"""Kills imports with SIGKILL at random moments and checks that the exports are never
half-written, never left mixed once the next import has run, and that no temporary file
is left behind.

usage: kill_import_test.py GATHER_SITE_BINARY [ITERATIONS]   (default 25, per importer)

For each importer (a CSV file, an Excel workbook, the app's storage file), two versions of a
generated league are imported: the first makes the exports an organiser has, the second
replaces them (--force). Over and over, from the first version's exports, an import of the
second is killed after a random delay. Then:
- players.json and gathers.json are each, byte for byte, the first version's or the
  second's (never truncated);
- unless the import's journal (.gather-site-import) is there, they are the same version,
  both old or both new;
- the next complete import gives exactly the second version's exports, and the folder holds
  players.json and gathers.json alone: no journal, no temporary file.
"""
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import uuid

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
EXPORTS = ("players.json", "gathers.json")


def fail(message):
    print(f"kill_import_test: {message}", file=sys.stderr)
    sys.exit(1)


def run(args, **kwargs):
    return subprocess.run(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, **kwargs)


def app_storage(content, dest):
    """The league of `content` as the App Store app's storage file."""
    players = json.load(open(os.path.join(content, "data/players.json"), encoding="utf-8"))
    gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))
    ids = {p["id"]: str(uuid.UUID(int=p["id"])).upper() for p in players}
    entry = {p["id"]: {"id": ids[p["id"]], "name": p["name"]} for p in players}
    out = {"players": list(entry.values()), "gathers": []}
    for number, gather in enumerate(gathers):
        day = gather["completedAt"][:10]
        seconds = (time.mktime(time.strptime(day, "%Y-%m-%d")) - 978307200) + 72000
        sides = {"Team A": [], "Team B": []}
        for row in gather["players"]:
            if row["playerId"] in entry and row["team"] in sides:
                sides[row["team"]].append(entry[row["playerId"]])
        record = {
            "id": str(uuid.UUID(int=number + 1)), "completedAt": seconds,
            "teamAPlayers": sides["Team A"], "teamBPlayers": sides["Team B"],
        }
        if gather.get("score"):
            record["score"] = gather["score"].replace("-", ":")
        out["gathers"].append(record)
    json.dump(out, open(dest, "w", encoding="utf-8"))


def prepare(work):
    """Each importer's two source files, by importer: (command, first, second)."""
    sources = {}
    for version, seed in (("one", 21), ("two", 22)):
        content = os.path.join(work, f"league-{version}")
        subprocess.run([sys.executable, os.path.join(REPO, "Benchmarks/generate_league.py"),
                        "2000", content, "--seed", str(seed)], check=True, stdout=subprocess.DEVNULL)
        csv_dir = os.path.join(work, f"csv-{version}")
        subprocess.run([sys.executable, os.path.join(REPO, "Benchmarks/league_to_csv.py"),
                        content, csv_dir, "per-player"], check=True, stdout=subprocess.DEVNULL)
        csv_file = os.path.join(csv_dir, "matches.csv")
        xlsx_file = os.path.join(work, f"{version}.xlsx")
        subprocess.run([sys.executable, os.path.join(REPO, "Benchmarks/csv_to_xlsx.py"),
                        csv_file, xlsx_file], check=True)
        storage = os.path.join(work, f"{version}.storage")
        app_storage(content, storage)
        sources.setdefault("csv", []).append(csv_file)
        sources.setdefault("xlsx", []).append(xlsx_file)
        sources.setdefault("app-storage", []).append(storage)
    return sources


def exports(folder):
    return {name: open(os.path.join(folder, name), "rb").read() for name in EXPORTS}


def main():
    if len(sys.argv) < 2:
        fail("usage: kill_import_test.py GATHER_SITE_BINARY [ITERATIONS]")
    binary = os.path.abspath(sys.argv[1])
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    work = tempfile.mkdtemp(prefix="kill-import-")
    try:
        sources = prepare(work)
        random.seed(7)
        for importer, (first, second) in sources.items():
            kind = "csv" if importer in ("csv", "xlsx") else "app-storage"
            site = os.path.join(work, importer)
            data = os.path.join(site, "data")
            os.makedirs(site)
            open(os.path.join(site, "site.yml"), "w").write("timeZone: Europe/London\n")

            def imported(source):
                return run([binary, "import", kind, source, "--into", data, "--force"])

            if imported(first).returncode != 0:
                fail(f"{importer}: the first import failed")
            old = exports(data)
            started = time.monotonic()
            if imported(second).returncode != 0:
                fail(f"{importer}: the second import failed")
            duration = time.monotonic() - started
            new = exports(data)
            if old == new:
                fail(f"{importer}: the two versions give the same exports")
            kills = 0
            for iteration in range(iterations):
                for name, contents in old.items():
                    open(os.path.join(data, name), "wb").write(contents)
                process = subprocess.Popen(
                    [binary, "import", kind, second, "--into", data, "--force"],
                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                # Half the kills anywhere, half near the end, where the files are written.
                low = 0 if iteration % 2 == 0 else 0.8 * duration
                time.sleep(random.uniform(low, duration * 1.02))
                if process.poll() is None:
                    kills += 1
                process.send_signal(signal.SIGKILL)
                process.wait()
                left = {name: open(os.path.join(data, name), "rb").read() for name in EXPORTS}
                for name in EXPORTS:
                    if left[name] not in (old[name], new[name]):
                        fail(f"{importer}, kill {iteration}: {name} is neither version (half-written)")
                journal = os.path.exists(os.path.join(data, ".gather-site-import"))
                mixed = (left["players.json"] == old["players.json"]) != (
                    left["gathers.json"] == old["gathers.json"])
                if mixed and not journal:
                    fail(f"{importer}, kill {iteration}: the exports are of two versions, and no journal says how to finish")
                if imported(second).returncode != 0:
                    fail(f"{importer}, kill {iteration}: the import after the kill failed")
                if exports(data) != new:
                    fail(f"{importer}, kill {iteration}: the next import did not give the second version")
                others = sorted(set(os.listdir(data)) - set(EXPORTS))
                if others:
                    fail(f"{importer}, kill {iteration}: left behind {others}")
            print(f"kill_import_test: {importer}: {iterations} imports killed at random "
                  f"({kills} while running, in {duration:.2f} s imports); none half-written or left mixed")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
