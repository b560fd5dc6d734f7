#!/usr/bin/env python3
"""Times the edit loop: a write-up saved, until the page open in a browser shows it.

usage: serve_bench.py GATHER_SITE_BINARY [GATHERS]   (default 10000; needs chromium,
chromium-driver and Selenium from PyPI, and Debian's hugo)

It generates a league (Benchmarks/generate_league.py, groups shape) and the equivalent Hugo
project (Benchmarks/hugo_site.py), starts `gather-site serve` and `hugo server` on loopback
ports, and opens the same match page of each in headless Chromium. Then, RUNS times (default
5) and taking turns, it appends a line to the match's write-up (for Hugo, to the match's
Markdown file) and measures the time until the open page's text contains that line: the
server noticing the change, rebuilding, and the page reloading itself. It prints the
medians and their ratio, and adds them to Benchmarks/RESULTS.md (before its "Past runs").
"""
import json
import os
import shutil
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request

HERE = os.path.dirname(os.path.abspath(__file__))
TEMPLATES = os.path.join(HERE, "..", "Templates")
RUNS = int(os.environ.get("RUNS", "5"))


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for(url, seconds=300):
    deadline = time.time() + seconds
    while time.time() < deadline:
        try:
            with urllib.request.urlopen(url, timeout=5) as response:
                if response.status == 200:
                    return response.read()
        except OSError:
            pass
        time.sleep(0.2)
    sys.exit(f"serve_bench: {url} did not answer")


def browser():
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    options = webdriver.ChromeOptions()
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(argument)
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    return webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                            options=options)


def shows(driver, text):
    try:
        return driver.execute_script("return document.body !== null && document.body.innerText.includes(arguments[0])",
                                     text)
    except Exception:  # the page is reloading
        return False


def time_edit(driver, path, line):
    """Seconds from appending `line` to `path` until the open page shows it."""
    with open(path, "a", encoding="utf-8") as f:
        f.write(f"\n{line}\n")
    start = time.perf_counter()
    deadline = start + 60
    while time.perf_counter() < deadline:
        if shows(driver, line):
            return time.perf_counter() - start
        time.sleep(0.005)
    sys.exit(f"serve_bench: the page never showed {line!r}")


def main():
    binary = os.path.abspath(sys.argv[1])
    size = int(sys.argv[2]) if len(sys.argv) > 2 else 10000
    work = tempfile.mkdtemp(prefix="gather-serve-bench-")
    servers = []
    drivers = []
    try:
        content = os.path.join(work, "Content")
        subprocess.run([sys.executable, os.path.join(HERE, "generate_league.py"), str(size), content], check=True)
        project = os.path.join(work, "hugo")
        subprocess.run([sys.executable, os.path.join(HERE, "hugo_site.py"), content, project], check=True)
        gathers = json.load(open(os.path.join(content, "data/gathers.json"), encoding="utf-8"))
        gather = next(g for g in gathers if g.get("completedAt") and g.get("score"))
        writeup = os.path.join(content, "matches", gather["id"] + ".md")
        os.makedirs(os.path.dirname(writeup), exist_ok=True)
        with open(writeup, "w", encoding="utf-8") as f:
            f.write("The first report.\n")
        hugo_page = os.path.join(project, "content/matches", gather["id"][:8].lower() + ".md")

        ours, theirs = free_port(), free_port()
        servers.append(subprocess.Popen([binary, "serve", "--content", content, "--templates", TEMPLATES,
                                         "--port", str(ours)], cwd=work, stdout=subprocess.DEVNULL,
                                        stderr=subprocess.DEVNULL))
        servers.append(subprocess.Popen(["hugo", "server", "--source", project, "--port", str(theirs),
                                         "--bind", "127.0.0.1", "--baseURL", f"http://127.0.0.1:{theirs}/"],
                                        cwd=work, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL))
        matches = json.loads(wait_for(f"http://127.0.0.1:{ours}/data/matches.json"))
        path = next(m["url"] for m in matches if m["id"] == gather["id"]).split("/", 3)[3]
        wait_for(f"http://127.0.0.1:{theirs}/matches/{gather['id'][:8].lower()}/")
        pages = [(f"http://127.0.0.1:{ours}/{path}", writeup, []),
                 (f"http://127.0.0.1:{theirs}/matches/{gather['id'][:8].lower()}/", hugo_page, [])]
        for url, _, _ in pages:
            driver = browser()
            driver.get(url)
            drivers.append(driver)
        time.sleep(2)
        for run in range(RUNS):
            order = [0, 1] if run % 2 == 0 else [1, 0]
            for which in order:
                _, file, times = pages[which]
                times.append(time_edit(drivers[which], file, f"Edit number {run} of {which}."))
                time.sleep(1)
        mine, hugos = statistics.median(pages[0][2]), statistics.median(pages[1][2])
        report = (f"\n## The edit loop ({size} gathers)\n\nA write-up saved until the page open in headless "
                  f"Chromium shows it, median of {RUNS}: Gather Site's `serve` {mine:.2f} s; Hugo's server "
                  f"{hugos:.2f} s; ratio {mine / hugos:.2f}. (Each: {', '.join(f'{t:.2f}' for t in pages[0][2])} "
                  f"and {', '.join(f'{t:.2f}' for t in pages[1][2])}.)\n")
        print(report)
        sys.path.insert(0, HERE)
        from bench import write_report
        write_report(report, append=True)
    finally:
        for driver in drivers:
            driver.quit()
        for server in servers:
            server.terminate()
            server.wait()
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
