#!/usr/bin/env python3
"""Benchmarks Gather Site against itself at several archive sizes and against Hugo.

usage: bench.py GATHER_SITE_BINARY [SIZES...]   (default sizes: 1000 10000 100000)

For each size and each shape of league (SHAPES, default "groups free-mix": see
Benchmarks/generate_league.py) it generates a league (fixed seed) and measures with the
release binary:
  - full builds into a new, empty output folder (median of RUNS, default 3), with pages
    per second, milliseconds per page, peak resident memory and output size, alternating
    with full builds of the same site without season books (what the books cost); and of
    the same league without share cards, and without cards or season books (what each
    costs; the build without books alternates with the one with them, and Hugo's with
    both, as below, for as many runs as Hugo's);
  - a rebuild with nothing changed;
  - for 10,000 gathers and more: a rebuild after appending one gather, and after editing
    one match write-up, with the number of files rewritten (median of RUNS, each measured
    from the state before the change);
  - for 10,000 gathers: `import csv` of the league as a spreadsheet with a row per player,
    as CSV and as an .xlsx workbook (Benchmarks/csv_to_xlsx.py), against the full build.
Each timing is also given as a ratio within its run: a rebuild's share of the full build
of the same league, ms per page at 100,000 gathers against 10,000.
For 10,000 gathers of each shape it also builds an equivalent Hugo site (Benchmarks/hugo_site.py) with
Debian's `hugo`, alternating with the Gather Site full builds into new folders, one going
first and then the other (so that both meet the disk in the same state; at least 5 of each,
as this comparison is the noisiest), and prints the ratio of the medians; then the same
pair again into memory (/dev/shm), where the disk plays no part.
Every timed build, Gather Site's or Hugo's, starts once the system has written out what
the builds before it left in memory (`sync`, not timed), so that no build pays for writing
out the ones before it: three full builds of the largest league leave gigabytes to write,
more than the kernel holds before it starts writing in the background. (Measured on the VM
this was written on: appending a gather to 100,000 right after those builds, with 2 GB
still to write, took 1.81 s; the same rebuilds with nothing left to write, 1.24-1.31 s.)
No output is deleted before the end: on some file systems (ext4 without a journal, as on
the VM this was written on) creating files in the minutes after many were deleted costs
several times as much, which would make the figures depend on the order of the runs.
The report is printed and written to Benchmarks/RESULTS.md with the machine it ran on; the
file's "Past runs" section, below the report, is kept.
"""
import datetime
import gzip
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATES = os.path.join(HERE, "..", "Templates")
RUNS = int(os.environ.get("RUNS", "3"))
SHAPES = os.environ.get("SHAPES", "groups free-mix").split()
RAM = "/dev/shm"


def build(binary, content, output):
    """A Gather Site build; returns (seconds, peak MiB, summary line)."""
    command = ["/usr/bin/time", "-f", "%M", binary, "build", "--content", content, "--templates", TEMPLATES,
               "--output", output]
    os.sync()
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"bench: build failed:\n{done.stderr}")
    peak = int(done.stderr.strip().splitlines()[-1]) / 1024
    return seconds, peak, done.stdout.strip().splitlines()[-1]


def pages_in(summary):
    return int(summary.split("Built ")[1].split(" ")[0])


def written_in(summary):
    return int(summary.split(": ")[1].split(" written")[0])


def size_of(folder):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(folder) for f in fs)


def read_bytes(path):
    with open(path, "rb") as f:
        return f.read()


def write_bytes(path, data):
    with open(path, "wb") as f:
        f.write(data)


def append_gather(content):
    path = os.path.join(content, "data/gathers.json")
    gathers = json.load(open(path, encoding="utf-8"))
    last = max(g["completedAt"] for g in gathers if g.get("completedAt"))
    when = datetime.datetime.fromisoformat(last.replace("Z", "+00:00")) + datetime.timedelta(days=1)
    players = [row["playerId"] for row in gathers[0]["players"]][:10]
    gathers.append({"id": "FFFFFFFF-0000-4000-8000-000000000001", "score": "2:1", "winnerTeam": "Team A",
                    "completedAt": when.strftime("%Y-%m-%dT%H:%M:%SZ"),
                    "players": [{"playerId": p, "team": "Team A" if k < 5 else "Team B"} for k, p in enumerate(players)]})
    json.dump(gathers, open(path, "w", encoding="utf-8"))
    return gathers[0]["id"]


def main():
    binary = os.path.abspath(sys.argv[1])
    sizes = [int(s) for s in sys.argv[2:]] or [1000, 10000, 100000]
    work = tempfile.mkdtemp(prefix="gather-bench-")
    rows, incremental, hugo, files, imports = [], [], [], [], []
    try:
        for shape in SHAPES:
            for size in sizes:
                measure(binary, work, shape, size, rows, incremental, hugo, files)
                if size == 10000:
                    imports.append(measure_import(binary, work, shape, size, rows[-1][3]))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    report = render(rows, incremental, hugo, files)
    if imports:
        report += "\n\n| shape | gathers | spreadsheet | rows | import (s) | over the full build |\n|---|---:|---|---:|---:|---:|"
        for shape, size, results, full in imports:
            for kind, rows_read, seconds in results:
                report += f"\n| {shape} | {size} | {kind} | {rows_read} | {seconds:.2f} | {seconds / full:.2f} |"
    print(report)
    write_report(report + "\n")


PAST_RUNS = "\n## Past runs\n"


def write_report(report, append=False):
    """Writes the report to Benchmarks/RESULTS.md: after the report there with `append`;
    otherwise in its place, which then heads the file's "Past runs" section, at its end."""
    path = os.path.join(HERE, "RESULTS.md")
    current = open(path, encoding="utf-8").read() if os.path.exists(path) else ""
    head, past = (current.split(PAST_RUNS, 1) + [""])[:2]
    if append:
        text = head + report
    else:
        text = report
        lines = head.strip("\n").splitlines()
        if lines and lines[0].startswith("# "):
            # "# Benchmark results" and "Run on DATE: ..." become "### The run of DATE".
            when = next((l[len("Run on "):].split(":")[0] for l in lines if l.startswith("Run on ")), "")
            lines = [f"### The run of {when}".rstrip()] + [
                "##" + l if l.startswith("## ") else l for l in lines[1:]]
            past = "\n" + "\n".join(lines) + "\n" + past
    if past.strip():
        text = text.rstrip("\n") + "\n" + PAST_RUNS + past
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def measure(binary, work, shape, size, rows, incremental, hugo, files):
    """Full, unchanged and incremental builds of one league, and Hugo's at 10,000."""
    content = os.path.join(work, f"league-{shape}-{size}")
    subprocess.run([sys.executable, os.path.join(HERE, "generate_league.py"), str(size), content,
                    "--shape", shape], check=True)
    # The same league without share cards (which Hugo does not make): the Hugo ratio is
    # taken on it.
    plain = content + "-without-cards"
    shutil.copytree(content, plain)
    with open(os.path.join(plain, "site.yml"), "a") as f:
        f.write("\nshareCards: false\n")
    # And without season books as well: what the books cost.
    bookless = content + "-without-cards-or-books"
    shutil.copytree(plain, bookless)
    with open(os.path.join(bookless, "site.yml"), "a") as f:
        f.write("seasonBooks: false\n")
    # The default site without season books: what the books cost in a full build.
    default_bookless = content + "-without-books"
    shutil.copytree(content, default_bookless)
    with open(os.path.join(default_bookless, "site.yml"), "a") as f:
        f.write("\nseasonBooks: false\n")
    compare = size == 10000 and shutil.which("hugo")
    if compare:
        project = os.path.join(work, f"hugo-{shape}-10000")
        subprocess.run([sys.executable, os.path.join(HERE, "hugo_site.py"), content, project], check=True)
    full, full_without_books, without, hugo_times = [], [], [], []
    os.sync()
    for run in range(RUNS):
        # The full build and the one without books take turns going first.
        output = os.path.join(work, f"site-{shape}-{size}-{run}")
        default_bookless_output = os.path.join(work, f"default-bookless-{shape}-{size}-{run}")
        if run % 2 == 1:
            full_without_books.append(build(binary, default_bookless, default_bookless_output)[0])
        seconds, peak, summary = build(binary, content, output)
        full.append((seconds, peak, summary))
        if run % 2 == 0:
            full_without_books.append(build(binary, default_bookless, default_bookless_output)[0])
        # Kept to the end, as every output is (see above: deleting many files slows the
        # creation of the next ones on some disks).
    without_books = []
    for run in range(max(RUNS, 5) if compare else RUNS):
        # The build without books, and Hugo's, alternate with the one with books (taking
        # turns going first), so that all meet the disk in the same state: run after the
        # others, after gigabytes of writes, the build without books took longer than the
        # one with them.
        output = os.path.join(work, f"plain-{shape}-{size}-{run}")
        bookless_output = os.path.join(work, f"bookless-{shape}-{size}-{run}")
        if run % 2 == 1:
            if compare:
                hugo_times.append(hugo_build(project, os.path.join(work, f"hugo-public-{shape}-{run}")))
            without_books.append(build(binary, bookless, bookless_output)[0])
        without.append(build(binary, plain, output)[0])
        if run % 2 == 0:
            if compare:
                hugo_times.append(hugo_build(project, os.path.join(work, f"hugo-public-{shape}-{run}")))
            without_books.append(build(binary, bookless, bookless_output)[0])
        if run > 0:
            shutil.rmtree(output, ignore_errors=True)
        shutil.rmtree(bookless_output, ignore_errors=True)
    plain_output = os.path.join(work, f"plain-{shape}-{size}-0")
    output = os.path.join(work, f"site-{shape}-{size}-0")
    median = statistics.median(s for s, _, _ in full)
    plain_median = statistics.median(without)
    peak = max(p for _, p, _ in full)
    pages = pages_in(full[0][2])
    unchanged, _, _ = build(binary, content, output)
    cards = os.path.join(output, "cards")
    card_count = len(os.listdir(cards)) if os.path.isdir(cards) else 0
    files.append((shape, size, largest_page(output), os.path.getsize(os.path.join(output, "data/pairs.json")),
                  os.path.getsize(os.path.join(output, "search/index.js")),
                  len(gzip.compress(read_bytes(os.path.join(output, "search/index.js")), 6))))
    rows.append((shape, size, pages, median, pages / median, 1000 * median / pages, peak,
                 size_of(output) / 2**20, unchanged, plain_median, size_of(plain_output) / 2**20, card_count,
                 statistics.median(without_books), statistics.median(full_without_books)))
    shutil.rmtree(plain_output, ignore_errors=True)
    if size >= 10000:
        # Each change is measured RUNS times from the state before it (the previous build's
        # output, as a user would have it), and the median kept.
        gathers = os.path.join(content, "data/gathers.json")
        before = read_bytes(gathers)
        first_id = append_gather(content)
        after = read_bytes(gathers)
        times = []
        for run in range(RUNS):
            if run > 0:
                write_bytes(gathers, before)
                build(binary, content, output)
                write_bytes(gathers, after)
            seconds, _, summary = build(binary, content, output)
            times.append(seconds)
        incremental.append((shape, size, "append one gather", statistics.median(times), written_in(summary),
                            median))
        writeup = os.path.join(content, "matches", first_id + ".md")
        os.makedirs(os.path.dirname(writeup), exist_ok=True)
        reports = [b"A first report.\n", b"A corrected report.\n"]
        write_bytes(writeup, reports[0])
        build(binary, content, output)
        times = []
        for run in range(RUNS):
            write_bytes(writeup, reports[(run + 1) % 2])
            seconds, _, summary = build(binary, content, output)
            times.append(seconds)
        incremental.append((shape, size, "edit one write-up", statistics.median(times), written_in(summary),
                            median))
    if compare:
        hugo.append((shape, statistics.median(hugo_times), plain_median,
                     in_memory(binary, plain, project, bookless)))


def measure_import(binary, work, shape, size, full):
    """`import csv` of the league as a spreadsheet (a row per player), as CSV and as an
    .xlsx workbook (median of RUNS each, into a new folder), beside the full build's time."""
    content = os.path.join(work, f"league-{shape}-{size}")
    sheet = os.path.join(work, f"sheet-{shape}-{size}")
    subprocess.run([sys.executable, os.path.join(HERE, "league_to_csv.py"), content, sheet, "per-player"],
                   check=True, stdout=subprocess.DEVNULL)
    csv_file = os.path.join(sheet, "matches.csv")
    xlsx_file = os.path.join(sheet, "matches.xlsx")
    subprocess.run([sys.executable, os.path.join(HERE, "csv_to_xlsx.py"), csv_file, xlsx_file], check=True)
    rows_read = sum(1 for _ in open(csv_file, encoding="utf-8-sig")) - 1
    results = []
    for kind, source in (("CSV", csv_file), (".xlsx", xlsx_file)):
        times = []
        for run in range(RUNS):
            into = os.path.join(sheet, f"data-{kind}-{run}")
            os.sync()
            started = time.monotonic()
            subprocess.run([binary, "import", "csv", source, "--into", into,
                            "--settings", os.path.join(sheet, "site.yml")],
                           check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            times.append(time.monotonic() - started)
        results.append((kind, rows_read, statistics.median(times)))
    return (shape, size, results, full)


def largest_page(site):
    """The largest HTML page of a site: its size in bytes and its path in the site."""
    biggest = (0, "")
    for folder, _, names in os.walk(site):
        for name in names:
            if name.endswith(".html"):
                path = os.path.join(folder, name)
                biggest = max(biggest, (os.path.getsize(path), os.path.relpath(path, site)))
    return biggest


def hugo_build(project, destination):
    """Seconds Hugo takes to build the project into a new folder."""
    os.sync()
    start = time.perf_counter()
    subprocess.run(["hugo", "--quiet", "--source", project, "--destination", destination],
                   check=True, capture_output=True)
    return time.perf_counter() - start


def in_memory(binary, content, project, bookless):
    """Medians of Gather Site (with and without season books) and Hugo builds into
    /dev/shm, alternating, or None."""
    if not os.access(RAM, os.W_OK):
        return None
    ours, theirs, without_books = [], [], []
    for run in range(max(RUNS, 5)):
        folder = tempfile.mkdtemp(prefix="gather-bench-", dir=RAM)
        try:
            if run % 2 == 1:
                theirs.append(hugo_build(project, os.path.join(folder, "hugo")))
            ours.append(build(binary, content, os.path.join(folder, "site"))[0])
            without_books.append(build(binary, bookless, os.path.join(folder, "bookless"))[0])
            if run % 2 == 0:
                theirs.append(hugo_build(project, os.path.join(folder, "hugo")))
        finally:
            shutil.rmtree(folder, ignore_errors=True)
    return statistics.median(ours), statistics.median(theirs), statistics.median(without_books)


def machine():
    model = "unknown CPU"
    try:
        for line in open("/proc/cpuinfo"):
            if line.startswith("model name"):
                model = line.split(":", 1)[1].strip()
                break
        memory = int(open("/proc/meminfo").readline().split()[1]) / 2**20
    except OSError:
        memory = 0
    return f"{os.cpu_count()} cores ({model}), {memory:.0f} GiB memory, {platform.system()} {platform.machine()}"


def render(rows, incremental, hugo, files):
    lines = ["# Benchmark results", "",
             f"Run on {datetime.date.today().isoformat()}: {machine()}. Full builds go into a new, empty "
             f"folder, without state; figures are the median of {RUNS} runs ({max(RUNS, 5)} for the size "
             f"compared with Hugo; peak memory: the largest); each rebuild after a change is the median "
             f"of {RUNS}, each from the build before the change; every timed build starts after a `sync`. "
             f"Builds are of the default site, with share cards, unless a column says otherwise.", "",
             "| shape | gathers | pages | full build (s) | pages/s | ms/page | peak RSS (MiB) | output (MiB) "
             "| unchanged rebuild (s) | share cards | without cards (s) | output without cards (MiB) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for r in rows:
        lines.append(f"| {r[0]} | {r[1]} | {r[2]} | {r[3]:.2f} | {r[4]:.0f} | {r[5]:.3f} | {r[6]:.0f} | "
                     f"{r[7]:.1f} | {r[8]:.2f} | {r[11]} | {r[9]:.2f} | {r[10]:.1f} |")
    per_page = {(r[0], r[1]): r[5] for r in rows}
    ratios = [f"{shape}: {per_page[(shape, 100000)] / per_page[(shape, 10000)]:.2f}"
              for shape in SHAPES if (shape, 100000) in per_page and (shape, 10000) in per_page]
    if ratios:
        lines += ["", "ms per page at 100,000 gathers over ms per page at 10,000: " + "; ".join(ratios) + "."]
    cards = [f"{r[0]} {r[1]}: {r[3] / r[9]:.2f}" for r in rows if r[9] > 0]
    if cards:
        lines += ["", "A full build with share cards over one without: " + "; ".join(cards) + "."]
    books = [f"{r[0]} {r[1]}: {r[3]:.2f} s / {r[13]:.2f} s = {r[3] / r[13]:.2f}" for r in rows if r[13] > 0]
    if books:
        lines += ["", "A full build (the default site) with season books over one without books: "
                  + "; ".join(books) + "."]
    books = [f"{r[0]} {r[1]}: {r[9]:.2f} s / {r[12]:.2f} s = {r[9] / r[12]:.2f}" for r in rows if r[12] > 0]
    if books:
        lines += ["", "A full build without share cards, with season books over one without books: "
                  + "; ".join(books) + "."]
    if incremental:
        lines += ["", "| shape | gathers | change | rebuild (s) | files rewritten | share of full build |",
                  "|---|---:|---|---:|---:|---:|"]
        for shape, size, change, seconds, written, full in incremental:
            lines.append(f"| {shape} | {size} | {change} | {seconds:.2f} | {written} | {100 * seconds / full:.1f}% |")
    if files:
        lines += ["", "| shape | gathers | largest page (KB) | which | data/pairs.json (MB) | search index (KB) "
                      "| search index gzipped (KB) |", "|---|---:|---:|---|---:|---:|---:|"]
        for shape, size, (page, path), pairs, index, packed in files:
            lines.append(f"| {shape} | {size} | {page / 1000:.0f} | `{path}` | {pairs / 1e6:.1f} | "
                         f"{index / 1000:.0f} | {packed / 1000:.0f} |")
    for shape, theirs, ours, memory in hugo:
        lines += ["", f"Hugo ({hugo_version()}) on the equivalent 10,000-gather site ({shape}): {theirs:.2f} s; "
                      f"Gather Site without share cards (with season books): {ours:.2f} s; ratio Gather Site / "
                      f"Hugo = {ours / theirs:.2f}."]
        if memory:
            mine, hugos, bookless = memory
            lines += ["", f"The same builds into memory ({RAM}, no disk): Hugo {hugos:.2f} s; Gather Site "
                          f"{mine:.2f} s with season books, ratio {mine / hugos:.2f}; {bookless:.2f} s without, "
                          f"ratio {bookless / hugos:.2f}."]
    return "\n".join(lines)


def hugo_version():
    try:
        return subprocess.run(["hugo", "version"], capture_output=True, text=True).stdout.split()[1]
    except (OSError, IndexError):
        return "unknown version"


if __name__ == "__main__":
    main()
