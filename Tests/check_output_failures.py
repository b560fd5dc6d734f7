#!/usr/bin/env python3
"""Failures while building: each must give a clear error and leave the previous site as it was.

usage: check_output_failures.py GATHER_SITE_BINARY

Cases: a missing content folder, a template with a Mustache syntax error, a template using
a missing partial, a file standing where the site needs a folder, and (where this process
may mount file systems, as root can) a full disk and a read-only output folder (where a
build with nothing to change succeeds without writing, and one with changes fails).
"""
import filecmp
import os
import shutil
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
FIXTURE = os.path.join(HERE, "Fixtures/league")


def fail(message):
    print(f"check_output_failures: {message}", file=sys.stderr)
    sys.exit(1)


def snapshot(folder):
    result = {}
    for root, _, names in os.walk(folder):
        for name in names:
            path = os.path.join(root, name)
            result[os.path.relpath(path, folder)] = open(path, "rb").read()
    return result


def build(binary, content, templates, output):
    return subprocess.run([binary, "build", "--content", content, "--templates", templates, "--output", output],
                          capture_output=True, text=True)


def expect_failure(name, binary, content, templates, output, message):
    before = snapshot(output) if os.path.isdir(output) else None
    done = build(binary, content, templates, output)
    if done.returncode != 1:
        fail(f"{name}: exit status {done.returncode}, expected 1\n{done.stderr}")
    if message not in done.stderr:
        fail(f"{name}: stderr does not say {message!r}:\n{done.stderr}")
    if before is not None and snapshot(output) != before:
        fail(f"{name}: the previous site changed")
    return f"{name}: {message}"


def mount(target, options):
    os.makedirs(target, exist_ok=True)
    return subprocess.run(["mount", "-t", "tmpfs", "-o", options, "tmpfs", target], capture_output=True).returncode == 0


def main():
    binary = os.path.abspath(sys.argv[1])
    work = tempfile.mkdtemp(prefix="gather-failures-")
    results, mounted = [], []
    try:
        templates = os.path.join(work, "Templates")
        shutil.copytree(os.path.join(REPO, "Templates"), templates)
        site = os.path.join(work, "site")
        if build(binary, FIXTURE, templates, site).returncode != 0:
            fail("the fixture league does not build")
        results.append(expect_failure("missing content folder", binary, os.path.join(work, "nowhere"), templates, site,
                                      "content directory"))
        match = os.path.join(templates, "match.mustache")
        original = open(match).read()
        open(match, "w").write("# {{#title}}\n")
        results.append(expect_failure("Mustache syntax error", binary, FIXTURE, templates, site,
                                      "template match.mustache: 2:1: a section is never closed"))
        open(match, "w").write(original + "{{> footer}}\n")
        results.append(expect_failure("missing partial", binary, FIXTURE, templates, site,
                                      "template match.mustache: uses the partial \"footer\", which does not exist"))
        open(match, "w").write(original)
        blocked = os.path.join(work, "blocked")
        shutil.copytree(site, blocked)
        shutil.rmtree(os.path.join(blocked, "ratings"))
        open(os.path.join(blocked, "ratings"), "w").write("in the way")
        results.append(expect_failure("file in the way of a folder", binary, FIXTURE, templates, blocked,
                                      "a file is in the way of a folder"))
        full = os.path.join(work, "full")
        if mount(full, "size=48k"):
            mounted.append(full)
            results.append(expect_failure("full disk", binary, FIXTURE, templates, os.path.join(full, "site"),
                                          "No space left on device"))
        else:
            results.append("full disk: skipped (mounting a small file system is not permitted here)")
        readonly = os.path.join(work, "readonly")
        if mount(readonly, "size=4m"):
            mounted.append(readonly)
            shutil.copytree(site, os.path.join(readonly, "site"))
            subprocess.run(["mount", "-o", "remount,ro", readonly], check=True)
            # A site that is already up to date needs no write, so its build succeeds...
            before = snapshot(os.path.join(readonly, "site"))
            done = build(binary, FIXTURE, templates, os.path.join(readonly, "site"))
            if done.returncode != 0 or snapshot(os.path.join(readonly, "site")) != before:
                fail(f"read-only output, nothing to change: exit status {done.returncode}\n{done.stderr}")
            # ...and one that must change fails, naming the cause, with the site as it was.
            renamed = os.path.join(work, "renamed")
            shutil.copytree(FIXTURE, renamed)
            config = os.path.join(renamed, "site.yml")
            open(config, "w").write(open(config).read().replace("title:", "title: Renamed", 1))
            results.append(expect_failure("read-only output", binary, renamed, templates,
                                          os.path.join(readonly, "site"), "Read-only file system"))
        else:
            results.append("read-only output: skipped (mounting a file system is not permitted here)")
        leftovers = [p for p in snapshot(site) if ".tmp-" in p]
        if leftovers:
            fail(f"temporary files left: {leftovers}")
        print("check_output_failures: " + "; ".join(results))
    finally:
        for target in mounted:
            subprocess.run(["umount", target], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


if __name__ == "__main__":
    main()
