#!/usr/bin/env python3
"""Times full and unchanged rebuilds of synthetic leagues with the release binary.

usage: bench.py BINARY [SIZES...]   (default sizes: 1000 10000)

For each size: generates the league (fixed seed), builds it into an empty directory
(median of RUNS=3 runs), then rebuilds it with nothing changed, and prints pages per
second, milliseconds per page, peak resident memory and output size.
"""
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
RUNS = int(os.environ.get("RUNS", "3"))


def run(binary, content, output):
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    start = time.perf_counter()
    done = subprocess.run([binary, "build", "--content", content, "--templates", os.path.join(HERE, "..", "Templates"),
                           "--output", output], capture_output=True, text=True)
    seconds = time.perf_counter() - start
    if done.returncode != 0:
        sys.exit(f"bench: build failed:\n{done.stderr}")
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    pages = int(done.stdout.split("Built ")[1].split(" ")[0])
    return seconds, pages, max(peak, before)


def size_of(folder):
    return sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(folder) for f in fs)


def main():
    binary = sys.argv[1]
    sizes = [int(s) for s in sys.argv[2:]] or [1000, 10000]
    work = tempfile.mkdtemp(prefix="gather-bench-")
    rows = []
    try:
        for size in sizes:
            content = os.path.join(work, f"league-{size}")
            subprocess.run([sys.executable, os.path.join(HERE, "generate_league.py"), str(size), content], check=True)
            output = os.path.join(work, f"site-{size}")
            full = []
            for _ in range(RUNS):
                shutil.rmtree(output, ignore_errors=True)
                seconds, pages, peak = run(binary, content, output)
                full.append(seconds)
            unchanged, _, _ = run(binary, content, output)
            median = statistics.median(full)
            rows.append((size, pages, median, pages / median, 1000 * median / pages, peak / 1024, size_of(output) / 2**20,
                         unchanged))
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print(f"machine: {os.cpu_count()} cores, {os.uname().sysname} {os.uname().machine}; median of {RUNS} full builds")
    print("| gathers | pages | full build (s) | pages/s | ms/page | peak RSS (MiB) | output (MiB) | unchanged rebuild (s) |")
    print("|---:|---:|---:|---:|---:|---:|---:|---:|")
    for r in rows:
        print(f"| {r[0]} | {r[1]} | {r[2]:.2f} | {r[3]:.0f} | {r[4]:.2f} | {r[5]:.0f} | {r[6]:.1f} | {r[7]:.2f} |")


if __name__ == "__main__":
    main()
