#!/usr/bin/env python3
"""Checks `check --host` and `build --host` from the hosts' published limits (issue 48),
counting the built site independently:

- the sample league is under every host's limits: `check --host` says so and writes
  nothing, and its figures (files, folders, bytes, largest file) are those of the site a
  build writes, counted here;
- with a 26 MiB file in static/, it is over Cloudflare Pages' 25 MiB a file: `check` fails
  naming the file, `build --host` builds and warns the same way;
- a generated league of 1,000 matches with a share card for every match, and 18,000 small
  files in static/, is over Cloudflare Pages' free 20,000 files: `check` fails and names the
  share cards to turn off, and with them off (`shareCards: false`) it is under. (A league of 10,000 matches with cards is over it alone, but
  `check` draws each card to count its bytes: a minute and a half of CI for the same message.)

Usage: check_host_limits.py BINARY WORK
"""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

HOSTS = ["github-pages", "gitlab-pages", "cloudflare-pages", "netlify"]


def gather_site(binary, *args):
    return subprocess.run([binary, *map(str, args)], capture_output=True, text=True)


def tree(folder):
    return sorted((str(p.relative_to(folder)), p.stat().st_size) for p in folder.rglob("*") if p.is_file())


def count(site):
    """Files, folders, bytes and the largest file of a built site, hidden files left out."""
    files, folders, total, largest = 0, 0, 0, ("", -1)
    for root, dirs, names in os.walk(site):
        dirs[:] = [d for d in dirs if not d.startswith(".")]
        folders += len(dirs)
        for name in names:
            if name.startswith("."):
                continue
            path = Path(root) / name
            size = path.stat().st_size
            files, total = files + 1, total + size
            if size > largest[1]:
                largest = (str(path.relative_to(site)), size)
    return files, folders, total, largest


def human(n):
    value, unit = float(n), 0
    while value >= 1024 and unit < 3:
        value, unit = value / 1024, unit + 1
    return f"{n} bytes" if unit == 0 else f"{value:.1f} {['bytes', 'KB', 'MB', 'GB'][unit]}"


def main():
    binary, work = str(Path(sys.argv[1]).resolve()), Path(sys.argv[2]).resolve()
    shutil.rmtree(work, ignore_errors=True)
    content = work / "Content"
    shutil.copytree("Content", content)
    before = tree(work)
    for host in HOSTS:
        run = gather_site(binary, "check", "--content", content, "--host", host)
        assert run.returncode == 0, (host, run.stdout, run.stderr)
        assert "limit" not in run.stderr, (host, run.stderr)
    assert tree(work) == before, "check --host wrote something"
    built = work / "site"
    assert gather_site(binary, "build", "--content", content, "--output", built).returncode == 0
    files, folders, total, largest = count(built)
    summary = re.search(r"publishes ([\d,]+) files in ([\d,]+) folders, ([^;]+); the largest file is (\S+) \(([^)]+)\)", run.stdout)
    assert summary, run.stdout
    assert int(summary[1].replace(",", "")) == files and int(summary[2].replace(",", "")) == folders, (summary.groups(), files, folders)
    assert summary[3] == human(total) and summary[4] == largest[0] and summary[5] == human(largest[1]), (summary.groups(), total, largest)

    big = content / "static" / "video.mp4"
    big.parent.mkdir(exist_ok=True)
    big.write_bytes(os.urandom(26 * 1024 * 1024))
    run = gather_site(binary, "check", "--content", content, "--host", "cloudflare-pages")
    assert run.returncode == 1, run
    expected = "the largest file, video.mp4 (26.0 MB), is over Cloudflare Pages (free plan)'s limit of 25.0 MB; make that file smaller, or leave it out of static/"
    assert f"error: the site: {expected}" in run.stderr, run.stderr
    run = gather_site(binary, "build", "--content", content, "--output", built, "--host", "cloudflare-pages")
    assert run.returncode == 0 and f"warning: {built}: {expected}" in run.stderr, run.stderr
    assert gather_site(binary, "check", "--content", content, "--host", "github-pages").returncode == 0

    league = work / "big" / "Content"
    matches = 1000
    subprocess.run([sys.executable, "Benchmarks/generate_league.py", str(matches), league, "--seed", "3"],
                   check=True, capture_output=True)
    with open(league / "site.yml", "a") as settings:
        settings.write("shareCardMatches: 100000\n")
    padding = 18000
    for n in range(padding):
        folder = league / "static" / "scans" / f"{n // 1000:02}"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / f"{n}.txt").write_text("x")
    run = gather_site(binary, "check", "--content", league, "--host", "cloudflare-pages")
    found = re.search(r"error: the site: the number of files, ([\d,]+), is over Cloudflare Pages \(free plan\)'s limit of 20,000; ([\d,]+) of them are share cards: give fewer matches one \(shareCardMatches in site.yml, such as 100\) or none \(shareCards: false\)", run.stderr)
    assert run.returncode == 1 and found, run.stderr[-2000:]
    assert int(found[1].replace(",", "")) > padding + 2 * matches, found.groups()
    assert int(found[2].replace(",", "")) >= matches, found.groups()
    # The advice is right: without the cards the site is under the limit.
    with open(league / "site.yml", "a") as settings:
        settings.write("shareCards: false\n")
    run = gather_site(binary, "check", "--content", league, "--host", "cloudflare-pages")
    assert run.returncode == 0 and "is over" not in run.stderr, run.stderr[-2000:]
    print(f"check --host: the sample is under every host's limits ({files} files, {human(total)}, as counted here); "
          f"a 26 MiB file is over Cloudflare's 25 MiB; {matches:,} matches with cards and {padding:,} files in static/ "
          f"make {found[1]} files, over its 20,000, {found[2]} of them share cards")


if __name__ == "__main__":
    main()
