#!/usr/bin/env python3
"""Hostile use, end to end: nothing lost, nothing leaked, nothing crashes (issue #34).

usage: check_hostile_use.py GATHER_SITE_BINARY

Written from the rules of the issue and the README alone. Every case runs in a fresh
temporary folder with a copy of Tests/Fixtures/league as the content and Templates/ as the
templates, prints one line (ok, SKIP or FAIL), and the script exits 1 after listing every
failure. Standard library only.

1. The output folder is the user's: a first build into a folder of other files is refused
   and keeps them (and says what is there); CNAME and .nojekyll survive every build;
   --clean lists what it removes, then builds; deleting .gather-site/ costs only time.
2. No stale page: unlisting a player in another content folder (A, B, A, B into one
   output); a symbolic link to the output is the same folder; two builds of one folder at
   once are refused.
3. Numbers out of range in site.yml are errors naming site.yml and the setting, not crashes.
4. CSV rows and cells cannot be forged (a display name or a catalogue header with CR LF).
5. YAML is bounded: billion laughs in a catalogue, site.yml or front matter are refused
   quickly; 20,000 unknown catalogue keys give a capped list of warnings.
6. An output inside the content or templates folder is refused and copies nothing.
7. baseURL with a query, a fragment or another scheme is an error (site.yml and --base-url).
8. No raw terminal escapes from file names in diagnostics.
9. Short error lines for a 100 KB line; a late duplicate key has its own line number.
10. YAML null is not published as the text "null".
"""
import csv
import json
import os
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
FIXTURE = os.path.join(HERE, "Fixtures/league")
THEME = os.path.join(REPO, "Templates")
GENERATOR = os.path.join(REPO, "Benchmarks/generate_league.py")

BINARY = None
FORMULA_START = ("=", "+", "-", "@")
NUMBER = re.compile(r"^-?\d+(?:\.\d+)?$")


class Failure(Exception):
    pass


class Skip(Exception):
    pass


class Result:
    def __init__(self, args, returncode, out, err, seconds, max_rss_kb, timed_out):
        self.args, self.returncode, self.seconds = args, returncode, seconds
        self.raw_out, self.raw_err = out, err
        self.out = out.decode("utf-8", "replace")
        self.err = err.decode("utf-8", "replace")
        self.max_rss_kb, self.timed_out = max_rss_kb, timed_out

    def describe(self):
        command = " ".join(os.path.basename(a) if i == 0 else a for i, a in enumerate(self.args))
        if len(command) > 200:
            command = command[:200] + "…"
        state = "timed out" if self.timed_out else f"exit status {self.returncode}"
        if self.returncode is not None and self.returncode < 0:
            state += f" (killed by signal {-self.returncode})"
        return f"`{command}`: {state}\n{indent(self.err or self.out)}"


def indent(text, limit=1500):
    text = text if len(text) <= limit else text[:limit] + f"… ({len(text)} characters)"
    return "".join("    | " + line + "\n" for line in text.splitlines()) or "    | (nothing)\n"


def run(args, cwd=None, timeout=60, memory_cap=None):
    """Runs a command, returning its output, exit status (negative for a signal) and peak RSS."""
    def limit():
        if memory_cap:
            resource.setrlimit(resource.RLIMIT_AS, (memory_cap, memory_cap))
    start = time.monotonic()
    proc = subprocess.Popen(args, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=limit)
    chunks = {"out": b"", "err": b""}

    def drain(stream, key):
        chunks[key] = stream.read()
    readers = [threading.Thread(target=drain, args=(proc.stdout, "out")),
               threading.Thread(target=drain, args=(proc.stderr, "err"))]
    for reader in readers:
        reader.start()
    timed_out = False
    while True:
        pid, status, usage = os.wait4(proc.pid, os.WNOHANG)
        if pid:
            break
        if time.monotonic() - start > timeout:
            timed_out = True
            proc.kill()
            pid, status, usage = os.wait4(proc.pid, 0)
            break
        time.sleep(0.01)
    proc.returncode = os.waitstatus_to_exitcode(status)
    for reader in readers:
        reader.join()
    proc.stdout.close()
    proc.stderr.close()
    return Result(args, proc.returncode, chunks["out"], chunks["err"], time.monotonic() - start,
                  usage.ru_maxrss, timed_out)


def build(content, templates, output, *extra, cwd=None, timeout=60, memory_cap=None):
    return run([BINARY, "build", "--content", content, "--templates", templates, "--output", output, *extra],
               cwd=cwd, timeout=timeout, memory_cap=memory_cap)


def check(content, templates, cwd=None, timeout=60, memory_cap=None):
    return run([BINARY, "check", "--content", content, "--templates", templates],
               cwd=cwd, timeout=timeout, memory_cap=memory_cap)


def expect_success(result, what):
    if result.timed_out or result.returncode != 0:
        raise Failure(f"{what}: expected success; {result.describe()}")
    return result


def expect_refusal(result, what):
    """Exit status 1: no crash (signal), no success, no other status, no hang."""
    if result.timed_out:
        raise Failure(f"{what}: expected exit status 1 quickly; {result.describe()}")
    if result.returncode != 1:
        raise Failure(f"{what}: expected exit status 1; {result.describe()}")
    if not result.err.strip():
        raise Failure(f"{what}: exit status 1 without a message on stderr")
    return result


def expect_line(result, what, *needles):
    """Some line of stderr names every needle (e.g. the file and the setting)."""
    for line in result.err.splitlines():
        if all(needle in line for needle in needles):
            return line
    raise Failure(f"{what}: no line of stderr names {' and '.join(repr(n) for n in needles)}; {result.describe()}")


def expect_no_crash(result, what):
    if result.timed_out or result.returncode is None or result.returncode < 0 or result.returncode > 1:
        raise Failure(f"{what}: expected exit status 0 or 1; {result.describe()}")


# --- folders -------------------------------------------------------------------------------

class Site:
    """A content folder (a copy of the fixture league) in its own parent, and a theme copy."""

    def __init__(self, work, name="site", templates=None):
        self.root = os.path.join(work, name)
        self.content = os.path.join(self.root, "Content")
        shutil.copytree(FIXTURE, self.content)
        if templates is None:
            self.templates = os.path.join(self.root, "Templates")
            shutil.copytree(THEME, self.templates)
        else:
            self.templates = templates
        self.state = os.path.join(self.root, ".gather-site")

    def path(self, relative):
        return os.path.join(self.content, relative)

    def write(self, relative, text, mode="w"):
        path = self.path(relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, mode, encoding=None if "b" in mode else "utf-8", newline="" if "b" not in mode else None) as f:
            f.write(text)

    def settings(self):
        return open(self.path("site.yml"), encoding="utf-8").read()

    def add_settings(self, text):
        self.write("site.yml", self.settings().rstrip("\n") + "\n" + text)

    def build(self, output, *extra, **options):
        return build(self.content, self.templates, output, *extra, cwd=self.root, **options)

    def check(self, **options):
        return check(self.content, self.templates, cwd=self.root, **options)


def snapshot(folder, with_times=False):
    """Every file (its bytes, and optionally its modification time) and every folder."""
    result = {}
    for root, dirs, names in os.walk(folder):
        for name in dirs:
            path = os.path.join(root, name)
            result[os.path.relpath(path, folder) + "/"] = "folder" if not os.path.islink(path) else os.readlink(path)
        for name in names:
            path = os.path.join(root, name)
            if os.path.islink(path):
                result[os.path.relpath(path, folder)] = ("link", os.readlink(path))
                continue
            data = open(path, "rb").read()
            result[os.path.relpath(path, folder)] = (data, os.stat(path).st_mtime_ns) if with_times else data
    return result


def differences(before, after, limit=8):
    lost = sorted(set(before) - set(after))
    added = sorted(set(after) - set(before))
    changed = sorted(k for k in set(before) & set(after) if before[k] != after[k])
    parts = []
    for label, keys in (("lost", lost), ("added", added), ("changed", changed)):
        if keys:
            parts.append(f"{label} {len(keys)}: {', '.join(keys[:limit])}{' …' if len(keys) > limit else ''}")
    return "; ".join(parts)


def site_files(folder):
    """The relative paths of the files of a built site, without the build's own list."""
    return {p for p, v in snapshot(folder).items() if not p.endswith("/") and p != ".gather-site-files"}


def player_page(output, player_id):
    folder = os.path.join(output, "players")
    if not os.path.isdir(folder):
        return []
    return sorted(n for n in os.listdir(folder) if n.split("-", 1)[0] == str(player_id))


def match_pages(output, id_prefix):
    folder = os.path.join(output, "matches")
    if not os.path.isdir(folder):
        return []
    return sorted(n for n in os.listdir(folder) if id_prefix in n)


# --- 1. the output folder is the user's -----------------------------------------------------

USER_FILES = {
    "index.html": b"<!doctype html><title>My own home page</title>\n",
    "assets/photo.jpg": b"\xff\xd8\xff\xe0 not really a JPEG, but mine\n",
    "data/budget.json": b'{"pitch": 120, "balls": 35}\n',
    "cards/holiday.png": b"\x89PNG\r\n\x1a\n my holiday\n",
    "seasons/2019/calendar.ics": b"BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n",
    "projects/index.html": b"<p>my projects</p>\n",
}


def fill(folder, files):
    for relative, data in files.items():
        path = os.path.join(folder, relative)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)


def case_first_build_refused(work):
    site = Site(work)
    output = os.path.join(work, "out")
    fill(output, USER_FILES)
    os.makedirs(os.path.join(output, ".ssh"))
    before = snapshot(output)
    result = expect_refusal(site.build(output), "first build into a folder of other files")
    after = snapshot(output)
    for relative, data in USER_FILES.items():
        if after.get(relative) != data:
            raise Failure(f"the user's {relative} is {'changed' if relative in after else 'gone'} after a refused build")
    if ".ssh/" not in after:
        raise Failure("the user's empty .ssh/ folder is gone after a refused build")
    if after != before:
        raise Failure(f"a refused build changed the folder: {differences(before, after)}")
    named = [p for p in list(USER_FILES) + [".ssh"] if p in result.err]
    if not named:
        raise Failure(f"the refusal does not say what is there (none of {list(USER_FILES)} named); {result.describe()}")
    # An empty folder is not "other files".
    empty = os.path.join(work, "empty")
    os.makedirs(empty)
    expect_success(site.build(empty), "first build into an empty folder")
    return f"refused, all {len(USER_FILES)} files and .ssh/ kept, names {len(named)} of them"


def case_cname_and_nojekyll(work):
    site = Site(work)
    os.remove(site.path("static/CNAME"))  # the CNAME here is the user's, not the site's
    output = os.path.join(work, "out")
    mine = {"CNAME": b"www.my-league.example\n", ".nojekyll": b""}
    fill(output, mine)

    def kept(when):
        now = snapshot(output)
        for relative, data in mine.items():
            if now.get(relative) != data:
                raise Failure(f"{relative} {'changed' if relative in now else 'removed'} by {when}")
    first = site.build(output)
    expect_no_crash(first, "first build beside CNAME and .nojekyll")
    kept("the first build")
    expect_success(site.build(output, "--clean"), "build --clean beside CNAME and .nojekyll")
    kept("a build with --clean")
    expect_success(site.build(output), "a second build")
    kept("a second build")
    site.write("site.yml", re.sub(r"(?m)^description:.*$", "description: Changed, so that pages change.",
                                  site.settings()))
    expect_success(site.build(output), "a build with changes")
    kept("a build with changes")
    shutil.rmtree(site.state, ignore_errors=True)
    expect_success(site.build(output), "a build without its state folder")
    kept("a build without the state folder")
    expect_success(site.build(output, "--clean"), "a second build --clean")
    kept("a second --clean")
    return f"kept by 6 builds (the first one {'built' if first.returncode == 0 else 'was refused'})"


def case_clean(work):
    site = Site(work)
    output = os.path.join(work, "out")
    fill(output, USER_FILES)
    result = expect_success(site.build(output, "--clean"), "build --clean into a folder of other files")
    after = snapshot(output)
    if "Fixture League" not in after.get("index.html", b"").decode("utf-8", "replace"):
        raise Failure("after --clean, index.html is not the site's home page")
    removed = [p for p in USER_FILES if p != "index.html"]
    left = [p for p in removed if p in after]
    if left:
        raise Failure(f"--clean left files the site does not make: {left}")
    said = result.out + "\n" + result.err
    unsaid = []
    for relative in removed:
        spellings = [relative]
        parts = relative.split("/")
        for n in range(1, len(parts)):
            ancestor = "/".join(parts[:n])
            if not os.path.isdir(os.path.join(output, ancestor)):  # a folder that went as a whole
                spellings.append(ancestor)
        if not any(re.search(re.escape(s) + r"(?:/|\s|$|[,;:)'\"])", said) for s in spellings):
            unsaid.append(relative)
    if unsaid:
        raise Failure(f"--clean did not say it would remove {unsaid}; it printed:\n{indent(said)}")
    # Said before it is done: in one stream, the list comes before the summary of the build.
    for stream in (result.out, result.err):
        built = stream.find("Built")
        first = min((stream.find(p) for p in removed if p in stream), default=-1)
        if built >= 0 and first > built:
            raise Failure(f"--clean listed what it removes only after the build:\n{indent(stream)}")
    return f"removed and listed {len(removed)} files, then built"


def case_state_deleted(work):
    site = Site(work)
    output = os.path.join(work, "out")
    expect_success(site.build(output), "first build")
    doomed = match_pages(output, "33333333")
    if not doomed:
        raise Failure("the fixture's match 33333333 has no page in matches/")
    fill(output, {"assets/photo.jpg": USER_FILES["assets/photo.jpg"], "notes.txt": b"my notes\n"})
    expect_success(site.build(output), "a rebuild with user files in the site")
    if snapshot(output).get("assets/photo.jpg") != USER_FILES["assets/photo.jpg"]:
        raise Failure("a rebuild (with its state) removed or changed the user's assets/photo.jpg")
    if not os.path.isdir(site.state):
        raise Failure(f"there is no state folder at {site.state} beside the content folder")
    shutil.rmtree(site.state)
    gathers = json.load(open(site.path("data/gathers.json"), encoding="utf-8"))
    gathers = [g for g in gathers if not g["id"].startswith("33333333")]
    site.write("data/gathers.json", json.dumps(gathers, indent=1))
    expect_success(site.build(output), "a build after deleting .gather-site/ (and a match)")
    if match_pages(output, "33333333"):
        raise Failure(f"the deleted match's page outlived the state folder: matches/{doomed[0]}")
    after = snapshot(output)
    if after.get("assets/photo.jpg") != USER_FILES["assets/photo.jpg"] or after.get("notes.txt") != b"my notes\n":
        raise Failure("a build without the state folder removed or changed the user's assets/photo.jpg or notes.txt")
    fresh = os.path.join(work, "fresh")
    expect_success(site.build(fresh), "a fresh build for comparison")
    stale = site_files(output) - site_files(fresh) - {"assets/photo.jpg", "notes.txt"}
    if stale:
        raise Failure(f"files a fresh build does not make are left: {sorted(stale)[:10]}")
    return "rebuilt, the deleted match's page removed, user files kept"


# --- 2. no stale page -----------------------------------------------------------------------

def unlisting_pair(work):
    a = Site(work, "a")
    b = Site(work, "b", templates=a.templates)
    b.add_settings("unlisted: [3]\n")
    return a, b


def case_unlisting_two_content_folders(work):
    a, b = unlisting_pair(work)
    output = os.path.join(work, "out")
    fresh_a, fresh_b = os.path.join(work, "fresh-a"), os.path.join(work, "fresh-b")
    expect_success(a.build(fresh_a), "a fresh build of A")
    expect_success(b.build(fresh_b), "a fresh build of B")
    if player_page(fresh_b, 3) or not player_page(fresh_a, 3):
        raise Failure(f"fresh builds: A has player 3 as {player_page(fresh_a, 3)}, B as {player_page(fresh_b, 3)}")
    for step, (label, site, fresh) in enumerate((("A", a, fresh_a), ("B", b, fresh_b),
                                                 ("A", a, fresh_a), ("B", b, fresh_b)), 1):
        expect_success(site.build(output), f"build {step} ({label})")
        pages = player_page(output, 3)
        if label == "B" and pages:
            raise Failure(f"after build {step} (B, player 3 unlisted) players/{pages[0]} is still there")
        if label == "A" and not pages:
            raise Failure(f"after build {step} (A) player 3 has no page")
        extra, missing = site_files(output) - site_files(fresh), site_files(fresh) - site_files(output)
        if extra or missing:
            raise Failure(f"after build {step} ({label}) the output differs from a fresh build: "
                          f"stale {sorted(extra)[:8]}, missing {sorted(missing)[:8]}")
    return "A, B, A, B: players/3-cleo/ gone after each B, the files as fresh builds"


def case_symlinked_output(work):
    a, b = unlisting_pair(work)
    output = os.path.join(work, "out")
    link = os.path.join(work, "link")
    expect_success(a.build(output), "A through the real path")
    os.symlink(output, link)
    before = snapshot(output, with_times=True)
    expect_success(a.build(link), "A again through a symbolic link")
    after = snapshot(output, with_times=True)
    if after != before:
        raise Failure(f"the same build through a link changed the folder: {differences(before, after)}")
    fresh_b = os.path.join(work, "fresh-b")
    expect_success(b.build(fresh_b), "a fresh build of B")
    for step, (label, site, path) in enumerate((("B", b, link), ("A", a, output), ("B", b, link)), 1):
        expect_success(site.build(path), f"{label} through the {'link' if path == link else 'real path'}")
        pages = player_page(output, 3)
        if label == "B":
            if pages:
                raise Failure(f"B through the link (step {step}) left players/{pages[0]}")
            stale = site_files(output) - site_files(fresh_b)
            if stale:
                raise Failure(f"B through the link (step {step}) left stale files: {sorted(stale)[:8]}")
        elif not pages:
            raise Failure("A through the real path did not bring player 3's page back")
    if not os.path.islink(link):
        raise Failure("the symbolic link was replaced by a folder")
    return "no change through the link, no stale page"


BUSY = re.compile(r"another build into .+ is running; wait for it to finish")


def case_concurrent_builds(work):
    one, two = Site(work, "one"), Site(work, "two")
    for site in (one, two):
        shutil.rmtree(site.content)
    started = time.monotonic()
    generated = run([sys.executable, GENERATOR, "1000", one.content], timeout=60)
    if generated.returncode != 0:
        raise Skip(f"the league generator failed: {generated.err.strip()[-200:]}")
    shutil.copytree(one.content, two.content)
    output = os.path.join(work, "out")
    link = os.path.join(work, "link")
    # A folder the program made (so the second build cannot be refused for foreign files).
    expect_success(build(FIXTURE, one.templates, output, cwd=work), "a first build of the fixture")
    os.symlink(output, link)
    command = [BINARY, "build", "--templates", one.templates]
    first = subprocess.Popen(command + ["--content", one.content, "--output", output], cwd=one.root,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    second = None
    try:
        time.sleep(0.4)
        if first.poll() is not None:
            raise Skip("the first build ended before the second could start")
        # The second build, through the link; they overlap if both are seen running at once.
        second = subprocess.Popen(command + ["--content", two.content, "--output", link], cwd=two.root,
                                  stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        second_err = threading.Thread(target=lambda: setattr(second, "err_text", second.stderr.read()))
        second_err.start()
        overlap, deadline = False, time.monotonic() + 90
        while second.poll() is None and time.monotonic() < deadline:
            if first.poll() is None and second.poll() is None:
                overlap = True
            time.sleep(0.02)
        if second.poll() is None:
            raise Failure("the second build still runs after 90 s")
        second_err.join()
    finally:
        for proc in (first, second):
            if proc is not None and proc.poll() is None:
                proc.wait(timeout=120)
        err = first.stderr.read().decode("utf-8", "replace")
        first.stderr.close()
        if second is not None:
            second.stderr.close()
    said = second.err_text.decode("utf-8", "replace")
    first_result = f"first build: exit status {first.returncode}\n{indent(err)}"
    second_result = f"second build: exit status {second.returncode}\n{indent(said)}"
    if second.returncode == 1:
        busy = [line for line in said.splitlines() if BUSY.search(line)]
        if not busy:
            raise Failure(f"the second build was refused without saying another build is running; {second_result}")
        if first.returncode != 0:
            raise Failure(f"the first build failed while a second was refused; {first_result}")
        return f"the second build (through a link) was refused: {busy[0][:120]!r}"
    if second.returncode == 0 and not overlap:
        raise Skip(f"timing: the two builds were never seen running at once ({time.monotonic() - started:.1f} s)")
    raise Failure(f"two builds of one folder ran at once (the second through a link): {second_result}{first_result}")


# --- 3. numbers in range ----------------------------------------------------------------------

def out_of_range(work, settings):
    """settings: (yaml line, setting name) pairs; build and check must refuse each."""
    site = Site(work)
    original = site.settings()
    output = os.path.join(work, "out")
    for line, name in settings:
        site.write("site.yml", original.rstrip("\n") + "\n" + line + "\n")
        for label, result in (("build", site.build(output)), ("check", site.check())):
            expect_refusal(result, f"{label} with `{line}`")
            expect_line(result, f"{label} with `{line}`", "site.yml", name)
        if os.path.exists(output):
            raise Failure(f"a build refused for `{line}` wrote the output folder")
    return f"{len(settings)} values refused by build and check, naming site.yml and the setting"


def case_points_extremes(work):
    return out_of_range(work, [("points: {win: 9223372036854775807}", "points.win"),
                               ("points: {loss: -9223372036854775808}", "points.loss"),
                               ("points: {draw: 100000000000000000000000000000}", "points.draw")])


def case_settings_ranges(work):
    cases = []
    for name in ("feedEntries", "shareCardMatches", "minimumGames", "upsetProbability"):
        cases += [(f"{name}: {10 ** 30}", name), (f"{name}: -1", name)]
    cases.append(("upsetProbability: 1.5", "upsetProbability"))  # a probability above 1
    return out_of_range(work, cases)


def case_other_settings_ranges(work):
    return out_of_range(work, [(f"{name}: {value}", name) for name in ("minimumSharedGames", "provisionalGames")
                               for value in (10 ** 30, -1)])


# --- 4. CSV -----------------------------------------------------------------------------------

def csv_rows(path):
    with open(path, encoding="utf-8", newline="") as f:
        return list(csv.reader(f, strict=True))


def csv_problems(folder):
    """Rows of a different length, and cells that a spreadsheet would run as a formula."""
    problems, counts = [], {}
    data = os.path.join(folder, "data")
    names = sorted(n for n in os.listdir(data) if n.endswith(".csv"))
    if not names:
        return ["no CSV files in data/"], counts
    for name in names:
        try:
            rows = csv_rows(os.path.join(data, name))
        except csv.Error as error:
            problems.append(f"data/{name} does not parse: {error}")
            continue
        counts[name] = len(rows)
        width = len(rows[0]) if rows else 0
        for number, row in enumerate(rows, 1):
            if len(row) != width:
                problems.append(f"data/{name} row {number} has {len(row)} cells, the header {width}: {row}")
            for cell in row:
                if cell.startswith(FORMULA_START) and not NUMBER.match(cell):
                    problems.append(f"data/{name} row {number} has a cell starting with {cell[0]!r}: {cell!r}")
    return problems, counts


def baseline_counts(work):
    site = Site(work, "baseline")
    output = os.path.join(work, "baseline-out")
    expect_success(site.build(output), "a build of the fixture")
    problems, counts = csv_problems(output)
    if problems:
        raise Failure(f"the fixture's own CSV is broken: {problems[:3]}")
    return counts, csv_rows(os.path.join(output, "data/standings.csv"))[0]


def case_csv_display_name(work):
    counts, header = baseline_counts(work)
    site = Site(work)
    site.add_settings('displayNames: {1: "Ana\\r\\n=1+1,x", 2: "@SUM(A1:A2)", 4: "+cmd|\' /C calc\'!A0"}\n')
    output = os.path.join(work, "out")
    result = site.build(output)
    expect_no_crash(result, "a build with CR LF and formulas in displayNames")
    if result.returncode == 1:
        expect_line(result, "a build refusing CR LF in displayNames", "site.yml", "displayNames")
        return "refused with an error naming site.yml and displayNames (no CSV written)"
    problems, hostile = csv_problems(output)
    if hostile != counts:
        problems.append(f"row counts {hostile}, expected {counts} as without displayNames")
    if problems:
        raise Failure("; ".join(problems[:6]))
    return f"{len(counts)} CSV files: every row {len(header)} cells, no formula cell, no extra row"


def case_csv_catalogue_header(work):
    counts, header = baseline_counts(work)
    site = Site(work)
    catalogue = os.path.join(site.templates, "i18n/en.yml")
    text = open(catalogue, encoding="utf-8").read()
    head, marker, tail = text.partition("\ncsv:\n")
    if not marker or "\n  name: name\n" not in "\n" + tail:
        raise Failure("Templates/i18n/en.yml has no csv: section with `name: name` (the standings CSV headers)")
    tail = ("\n" + tail).replace("\n  name: name\n", '\n  name: "name\\r\\n=1+1,x"\n', 1)
    tail = tail.replace("\n  points: points", '\n  points: "points\\r\\nnext"', 1)
    open(catalogue, "w", encoding="utf-8").write(head + marker + tail.lstrip("\n"))
    output = os.path.join(work, "out")
    result = site.build(output)
    expect_no_crash(result, "a build with CR LF in a standings CSV header")
    if result.returncode == 1:
        expect_line(result, "a build refusing CR LF in a catalogue text", "en.yml")
        return "refused with an error naming en.yml (no CSV written)"
    problems, hostile = csv_problems(output)
    if hostile != counts:
        problems.append(f"row counts {hostile}, expected {counts}")
    got = csv_rows(os.path.join(output, "data/standings.csv"))[0]
    if len(got) != len(header):
        problems.append(f"the header has {len(got)} cells, expected {len(header)}: {got}")
    if problems:
        raise Failure("; ".join(problems[:6]))
    return f"header still {len(got)} cells in one row, no extra row"


# --- 5. YAML bounds ---------------------------------------------------------------------------

def billion_laughs(prefix="lol"):
    lines = [f"{prefix}0: &{prefix}0 [" + ", ".join(['"lol"'] * 10) + "]"]
    for level in range(1, 9):
        lines.append(f"{prefix}{level}: &{prefix}{level} [" + ", ".join([f"*{prefix}{level - 1}"] * 10) + "]")
    return "\n".join(lines) + "\n"


BOMB_CAP = 4 << 30  # the address-space cap of a bombed process, so that a failure cannot take the machine


def expect_bounded(result, what, file_name):
    mib = result.max_rss_kb / 1024
    if result.timed_out:
        raise Failure(f"{what}: still running after 10 s (peak {mib:.0f} MiB), killed")
    if result.returncode != 1:
        raise Failure(f"{what}: expected exit status 1 (peak {mib:.0f} MiB); {result.describe()}")
    if mib > 1024:
        raise Failure(f"{what}: refused but used {mib:.0f} MiB")
    expect_line(result, what, file_name)
    return f"{result.seconds:.1f} s, {mib:.0f} MiB"


BOMB = billion_laughs()


def case_bomb_catalogue(work):
    if not 700 <= len(BOMB) <= 1400:
        raise Failure(f"the bomb is {len(BOMB)} bytes, meant to be about 1 KB")
    site = Site(work)
    open(os.path.join(site.templates, "i18n/en.yml"), "a", encoding="utf-8").write("\n" + BOMB)
    build_note = expect_bounded(site.build(os.path.join(work, "out"), timeout=10, memory_cap=BOMB_CAP),
                                "build with billion laughs in Templates/i18n/en.yml", "en.yml")
    check_note = expect_bounded(site.check(timeout=10, memory_cap=BOMB_CAP),
                                "check with billion laughs in Templates/i18n/en.yml", "en.yml")
    return f"refused: build {build_note}; check {check_note}"


def case_bomb_settings(work):
    site = Site(work)
    site.add_settings(BOMB)
    build_note = expect_bounded(site.build(os.path.join(work, "out"), timeout=10, memory_cap=BOMB_CAP),
                                "build with billion laughs in site.yml", "site.yml")
    check_note = expect_bounded(site.check(timeout=10, memory_cap=BOMB_CAP),
                                "check with billion laughs in site.yml", "site.yml")
    return f"refused: build {build_note}; check {check_note}"


def case_bomb_front_matter(work):
    site = Site(work)
    site.write("pages/x.md", "---\ntitle: X\n" + BOMB + "---\nSome text.\n")
    build_note = expect_bounded(site.build(os.path.join(work, "out"), timeout=10, memory_cap=BOMB_CAP),
                                "build with billion laughs in pages/x.md", "x.md")
    return f"refused: build {build_note}"


MORE = re.compile(r"(?<![\d,.])(\d{1,3}(?:[,.\u00a0\u202f ]\d{3})+|\d+)\s+more\b")


def case_many_unknown_keys(work):
    site = Site(work)
    catalogue = os.path.join(site.templates, "i18n/en.yml")
    extra = "".join(f"unknownKey{n:05d}: text {n}\n" for n in range(20000))
    open(catalogue, "a", encoding="utf-8").write("\n" + extra)
    notes = []
    for label, result in (("build", site.build(os.path.join(work, "out"))), ("check", site.check())):
        expect_no_crash(result, f"{label} with 20,000 unknown catalogue keys")
        lines = result.err.splitlines()
        about = [line for line in lines if "unknownKey" in line or "en.yml" in line]
        if len(lines) > 45 or len(about) > 32:
            raise Failure(f"{label}: {len(lines)} lines on stderr, {len(about)} about en.yml (expected about 30 at "
                          f"most); the last: {lines[-1][:200] if lines else ''}")
        summary = [m for m in (MORE.search(line) for line in lines) if m]
        if not summary:
            raise Failure(f"{label}: no summary line such as 'and 19,980 more' among:\n{indent(result.err)}")
        hidden = int(re.sub(r"\D", "", summary[-1].group(1)))
        if not 19000 <= hidden <= 20000:
            raise Failure(f"{label}: the summary says {summary[-1].group(0)!r}, expected about 19,970 more")
        notes.append(f"{label} {len(lines)} lines (\"{summary[-1].group(0)}\")")
    return ", ".join(notes)


# --- 6. output inside the content or templates ------------------------------------------------

def case_output_inside_sources(work):
    site = Site(work)
    link = os.path.join(work, "static-link")
    os.symlink(os.path.join(site.content, "static"), link)
    targets = [
        ("inside Content/static/", os.path.join(site.content, "static/site")),
        ("inside Templates/assets/", os.path.join(site.templates, "assets/site")),
        ("inside Content/", os.path.join(site.content, "out")),
        ("inside Templates/", os.path.join(site.templates, "out")),
        ("the content folder", site.content),
        ("Content/static/ itself", os.path.join(site.content, "static")),
        ("Content/static/ by a relative path with ..", os.path.join("Content", "..", "Content", "static", "site")),
        ("Content/static/ through a symbolic link", os.path.join(link, "site")),
    ]
    for label, output in targets:
        content, templates = snapshot(site.content), snapshot(site.templates)
        result = site.build(output)
        expect_refusal(result, f"an output {label}")
        now_content, now_templates = snapshot(site.content), snapshot(site.templates)
        if now_content != content or now_templates != templates:
            raise Failure(f"a refused output {label} changed the sources: "
                          f"{differences(content, now_content) or differences(templates, now_templates)}")
        clean = site.build(output, "--clean")
        expect_refusal(clean, f"an output {label} with --clean")
        if snapshot(site.content) != content or snapshot(site.templates) != templates:
            raise Failure(f"a refused --clean output {label} changed the sources: "
                          f"{differences(content, snapshot(site.content))}"
                          f"{differences(templates, snapshot(site.templates))}")
    return f"{len(targets)} outputs refused (also with --clean), the sources unchanged"


# --- 7. baseURL -------------------------------------------------------------------------------

BAD_URLS = ["https://example.org/?utm=1#top", "ftp://example.org/", "https://example.org/?utm=1",
            "https://example.org/#top", "javascript:alert(1)//example.org/", "file:///etc/"]


def case_base_url(work):
    site = Site(work)
    original = site.settings()
    output = os.path.join(work, "out")
    for url in BAD_URLS:
        site.write("site.yml", re.sub(r"(?m)^baseURL:.*$", f'baseURL: "{url}"', original))
        for label, result in (("build", site.build(output)), ("check", site.check())):
            expect_refusal(result, f"{label} with baseURL {url}")
            expect_line(result, f"{label} with baseURL {url}", "site.yml", "baseURL")
    site.write("site.yml", original)
    for url in BAD_URLS:
        result = expect_refusal(site.build(output, "--base-url", url), f"build --base-url {url}")
        if not re.search(r"base[-_ ]?url", result.err, re.I):
            raise Failure(f"build --base-url {url}: the error does not name the base URL; {result.describe()}")
    if os.path.exists(output):
        raise Failure("a refused build wrote the output folder")
    return f"{len(BAD_URLS)} URLs refused in site.yml (build, check) and by --base-url"


# --- 8. terminal escapes ----------------------------------------------------------------------

def case_escapes_in_file_names(work):
    site = Site(work)
    site.write("pages/\x1b]0;pwned\x07.md", "---\ntitle: [not closed\nmenu: {\n---\nText.\n")
    site.write("matches/\x1b[2J\x1b]0;pwned2\x07.md", "---\ntitle: [not closed\n---\nText.\n")
    notes = []
    for label, result in (("build", site.build(os.path.join(work, "out"))), ("check", site.check())):
        expect_no_crash(result, f"{label} with escapes in file names")
        for stream, data in (("stderr", result.raw_err), ("stdout", result.raw_out)):
            raw = [f"0x{b:02x}" for b in sorted({0x1b, 0x07} & set(data))]
            if raw:
                at = min(i for i in (data.find(b"\x1b"), data.find(b"\x07")) if i >= 0)
                line = data[data.rfind(b"\n", 0, at) + 1:][:200].split(b"\n")[0]
                raise Failure(f"{label}: raw {', '.join(raw)} on {stream}, e.g. in the line {line!r}")
        if "pwned" not in result.err:
            raise Failure(f"{label}: the page with invalid front matter is not reported; {result.describe()}")
        notes.append(f"{label} exit {result.returncode}")
    return "no raw ESC or BEL; " + ", ".join(notes)


# --- 9. error lines ---------------------------------------------------------------------------

def line_number(number):
    digits = str(number)
    grouped = f"{number:,}"
    return re.compile(r"(?<![\d,.])(?:" + re.escape(digits) + "|" +
                      re.escape(grouped).replace(",", "[,.\u00a0\u202f ]") + r")(?![\d])")


def case_long_line(work):
    site = Site(work)
    site.add_settings("description: " + "x" * 100_000 + ": not: allowed\n")
    notes = []
    for label, result in (("build", site.build(os.path.join(work, "out"))), ("check", site.check())):
        expect_refusal(result, f"{label} with a 100 KB line holding a YAML error")
        expect_line(result, label, "site.yml")
        longest = max(len(line) for line in result.err.splitlines())
        if longest > 320:
            raise Failure(f"{label}: an error line of {longest} characters: {result.err[:200]!r}…")
        notes.append(f"{label} longest line {longest}")
    return ", ".join(notes)


def case_late_duplicate_key(work):
    site = Site(work)
    lines = site.settings().rstrip("\n").split("\n")
    lines += [f"# filler {n}" for n in range(20_000 - len(lines))]
    lines.append("title: The same key again")
    duplicate = len(lines)
    site.write("site.yml", "\n".join(lines) + "\n")
    pattern = line_number(duplicate)
    notes = []
    for label, result in (("build", site.build(os.path.join(work, "out"))), ("check", site.check())):
        expect_no_crash(result, f"{label} with a duplicate key on line {duplicate}")
        found = [line for line in result.err.splitlines() if "site.yml" in line and pattern.search(line)]
        if not found:
            raise Failure(f"{label}: the duplicate title on line {duplicate:,} is not reported with its line "
                          f"number; {result.describe()}")
        notes.append(f"{label} exit {result.returncode}")
    return f"line {duplicate:,} reported ({', '.join(notes)})"


# --- 10. null ---------------------------------------------------------------------------------

def home_title(output):
    text = open(os.path.join(output, "index.html"), encoding="utf-8").read()
    match = re.search(r"<title[^>]*>(.*?)</title>", text, re.S)
    return match.group(1) if match else None


def case_null_title(work):
    notes = []
    for spelling in ("null", "~", "Null", "NULL", ""):
        site = Site(work, f"site-{len(notes)}")
        site.write("site.yml", re.sub(r"(?m)^title:.*$", f"title: {spelling}".rstrip(), site.settings()))
        output = os.path.join(work, f"out-{len(notes)}")
        result = site.build(output)
        expect_no_crash(result, f"a build with title: {spelling}")
        if result.returncode == 1:
            expect_line(result, f"a build refusing title: {spelling}", "site.yml", "title")
            notes.append(f"{spelling or '(empty)'} refused")
            continue
        title = home_title(output)
        if title is None:
            raise Failure("the home page has no <title>")
        if "null" in title.lower():
            raise Failure(f"title: {spelling} is published as the home page's <title>{title}</title>")
        feed = open(os.path.join(output, "feed.xml"), encoding="utf-8").read()
        feed_title = re.search(r"<title[^>]*>(.*?)</title>", feed, re.S)
        if feed_title and "null" in feed_title.group(1).lower():
            raise Failure(f"title: {spelling} is published as the feed's title {feed_title.group(1)!r}")
        notes.append(f"{spelling or '(empty)'} -> {title.strip()[:40]!r}")
    return "; ".join(notes)


def case_null_display_name(work):
    site = Site(work)
    site.add_settings("displayNames: {1: null, 2: ~}\n")
    output = os.path.join(work, "out")
    result = site.build(output)
    expect_no_crash(result, "a build with displayNames: {1: null}")
    if result.returncode == 1:
        expect_line(result, "a build refusing displayNames: {1: null}", "site.yml", "displayNames")
        return "refused with an error naming site.yml and displayNames"
    pages = player_page(output, 1) + player_page(output, 2)
    nulls = [page for page in pages if "null" in page.lower()]
    if nulls:
        raise Failure(f"displayNames null made the player pages {', '.join(f'players/{p}/' for p in nulls)}")
    names = [p.get("name") for p in json.load(open(os.path.join(output, "data/players.json"), encoding="utf-8"))
             if isinstance(p, dict) and p.get("id") in (1, 2)]
    if any(name in ("null", "~") for name in names):
        raise Failure(f"data/players.json publishes the names {names}")
    return f"player pages {pages}"


CASES = [
    ("1a first build into a folder of other files", case_first_build_refused),
    ("1b CNAME and .nojekyll beside the site", case_cname_and_nojekyll),
    ("1c --clean", case_clean),
    ("1d deleted state folder", case_state_deleted),
    ("2a unlisting, A B A B into one output", case_unlisting_two_content_folders),
    ("2b output through a symbolic link", case_symlinked_output),
    ("2c two builds of one folder at once", case_concurrent_builds),
    ("3a points at the ends of Int64", case_points_extremes),
    ("3b feedEntries, shareCardMatches, minimumGames, upsetProbability out of range", case_settings_ranges),
    ("3c minimumSharedGames, provisionalGames out of range", case_other_settings_ranges),
    ("4a CSV: CR LF and formulas in displayNames", case_csv_display_name),
    ("4b CSV: CR LF in a catalogue's standings header", case_csv_catalogue_header),
    ("5a billion laughs in Templates/i18n/en.yml", case_bomb_catalogue),
    ("5b billion laughs in site.yml", case_bomb_settings),
    ("5c billion laughs in pages/x.md front matter", case_bomb_front_matter),
    ("5d 20,000 unknown catalogue keys", case_many_unknown_keys),
    ("6 output inside the content or templates", case_output_inside_sources),
    ("7 baseURL with a query, fragment or other scheme", case_base_url),
    ("8 terminal escapes in file names", case_escapes_in_file_names),
    ("9a a 100 KB line with a YAML error", case_long_line),
    ("9b a duplicate key 20,000 lines down", case_late_duplicate_key),
    ("10a title: null", case_null_title),
    ("10b displayNames: {1: null}", case_null_display_name),
]


def main():
    global BINARY
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    BINARY = os.path.abspath(sys.argv[1])
    if not os.access(BINARY, os.X_OK):
        sys.exit(f"check_hostile_use: {BINARY} is not an executable")
    only = os.environ.get("HOSTILE_CASES")  # e.g. HOSTILE_CASES="1a 5a" to run a few
    failures, ran, started = [], 0, time.monotonic()
    for name, case in CASES:
        if only and name.split()[0] not in only.split():
            continue
        ran += 1
        work = tempfile.mkdtemp(prefix="gather-hostile-")
        begun = time.monotonic()
        try:
            note = case(work)
            print(f"ok    {name}: {note} [{time.monotonic() - begun:.1f} s]", flush=True)
        except Skip as skip:
            print(f"SKIP  {name}: {skip}", flush=True)
        except Failure as failure:
            text = str(failure)
            first, _, rest = text.partition("\n")
            print(f"FAIL  {name}: {first} [{time.monotonic() - begun:.1f} s]", flush=True)
            failures.append((name, text))
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print(f"check_hostile_use: {len(failures)} of {ran} cases failed in {time.monotonic() - started:.0f} s")
    if failures:
        print("\ncheck_hostile_use: the failures in full:", file=sys.stderr)
        for name, text in failures:
            print(f"\n[{name}]\n{text}", file=sys.stderr)
        sys.exit(1)


if __name__ == "__main__":
    main()
