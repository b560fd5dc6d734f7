#!/usr/bin/env python3
"""Kills builds with SIGKILL at random moments and checks that nothing is ever half-written.

usage: kill_test.py GATHER_SITE_BINARY [ITERATIONS]   (default 25)

The build's state is kept outside the output folder, which must hold the site alone.
Two versions of a generated 1,000-gather league (the second with new gathers, a renamed
player and a removed gather) are built once each into reference folders. Then, over and
over, a build of one version into the same output folder is killed after a random delay:
every file left in the output must be byte for byte the file of one of the two reference
builds (never truncated or mixed), and the next complete build must produce exactly the
reference site, with no temporary files or empty folders left behind. The output folder's
list of the files builds made (`.gather-site-files`) must name, after every kill, every
file in the folder: it is how the next build knows what it may remove.
"""
import filecmp
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)


def fail(message):
    print(f"kill_test: {message}", file=sys.stderr)
    sys.exit(1)


def files(folder):
    found = {}
    for root, dirs, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            found[os.path.relpath(path, folder)] = path
        for name in dirs:
            path = os.path.join(root, name)
            if not os.listdir(path):
                found[os.path.relpath(path, folder) + "/"] = path
    return found


LIST = ".gather-site-files"
WRITING = ".gather-site-writing"  # there while a build writes; a killed build leaves it


def listed(output):
    """The paths the output folder's list names, or None when it has none."""
    try:
        text = open(os.path.join(output, LIST), "rb").read().decode("utf-8")
    except FileNotFoundError:
        return None
    lines = text.split("\n")
    if lines[0] != "gather-site files 1" or lines[-1] != "":
        fail(f"the list of files is damaged: {text[:80]!r}")
    unescape = lambda line: line.replace("%0A", "\n").replace("%0D", "\r").replace("%25", "%")
    return {unescape(line) for line in lines[1:-1]}


def build(binary, content, output, **kwargs):
    # Run from the output's folder, so that the build's state (.gather-site) is kept there.
    return subprocess.Popen([binary, "build", "--content", content, "--templates", os.path.join(REPO, "Templates"),
                             "--output", output], cwd=os.path.dirname(output),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, **kwargs)


def same_site(output, reference):
    got, want = files(output), files(reference)
    if set(got) != set(want):
        extra = sorted(set(got) - set(want))[:5]
        missing = sorted(set(want) - set(got))[:5]
        fail(f"after a complete build: extra {extra}, missing {missing}")
    for relative in want:
        if not relative.endswith("/") and not filecmp.cmp(got[relative], want[relative], shallow=False):
            fail(f"after a complete build {relative} differs from the reference")


def main():
    binary = os.path.abspath(sys.argv[1])
    iterations = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    random.seed(20261122)
    work = tempfile.mkdtemp(prefix="gather-kill-")
    try:
        a = os.path.join(work, "a")
        subprocess.run([sys.executable, os.path.join(REPO, "Benchmarks/generate_league.py"), "1000", a], check=True)
        b = os.path.join(work, "b")
        shutil.copytree(a, b)
        players = json.load(open(os.path.join(b, "data/players.json")))
        players[0]["name"] = "Renamed Player"
        json.dump(players, open(os.path.join(b, "data/players.json"), "w"))
        gathers = json.load(open(os.path.join(b, "data/gathers.json")))
        gathers.pop(3)
        for n in range(20):
            extra = json.loads(json.dumps(gathers[n]))
            extra["id"] = f"EEEEEEEE-0000-4000-8000-{n:012d}"
            extra["completedAt"] = f"2040-01-{n + 1:02d}T19:00:00Z"
            gathers.append(extra)
        json.dump(gathers, open(os.path.join(b, "data/gathers.json"), "w"))
        references = {}
        for name, content in (("a", a), ("b", b)):
            references[name] = os.path.join(work, f"reference-{name}")
            start = time.perf_counter()
            if build(binary, content, references[name]).wait() != 0:
                fail(f"the reference build of {name} failed")
            duration = time.perf_counter() - start
        output = os.path.join(work, "site")
        build(binary, a, output).wait()
        kills = 0
        for iteration in range(iterations):
            name = "b" if iteration % 2 == 0 else "a"
            process = build(binary, {"a": a, "b": b}[name], output)
            time.sleep(random.uniform(0, duration * 1.2))
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
                kills += 1
            process.wait()
            names = listed(output)
            for relative, path in files(output).items():
                if relative.endswith("/") or relative in (LIST, WRITING):
                    continue
                if names is None or (relative not in names and ".tmp-" not in relative):
                    fail(f"iteration {iteration}: {relative} is in the output, but not in its list of files")
                if os.path.basename(relative).startswith(".") and ".tmp-" in relative:
                    continue  # a killed build's temporary file; the next build removes it
                if not any(os.path.exists(os.path.join(ref, relative)) and
                           filecmp.cmp(path, os.path.join(ref, relative), shallow=False) for ref in references.values()):
                    fail(f"iteration {iteration}: {relative} is neither version of the file (half-written?)")
            if build(binary, {"a": a, "b": b}[name], output).wait() != 0:
                fail(f"iteration {iteration}: the build after the kill failed")
            same_site(output, references[name])
        print(f"kill_test: {iterations} iterations, {kills} builds killed mid-way; no file was ever half-written, "
              f"every next build restored the complete site, no temporary files or empty folders remained")
    finally:
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
