#!/usr/bin/env python3
"""Checks the publishing kit `gather-site new --publish` writes, as far as it can be run
here, from the rules of issue 48:

- every workflow passes actionlint (with shellcheck on its scripts), and the workflows, the
  local action, the issue form and the GitLab pipeline validate against their schemas
  (check-jsonschema's built-in vendor.github-workflows, vendor.github-actions,
  vendor.github-issue-forms, vendor.gitlab-ci);
- the release is pinned in one place, with its SHA-256 checked before it is installed;
- every job has the least token permissions, and the issue's text never appears inside
  `${{ }}` in a script;
- the record workflow's own script, run with bash against a local git repository and a
  stand-in for GitHub's API: a collaborator's result is added, committed, pushed, answered
  with the match's address on the Pages site and the issue closed; a stranger's is refused
  with a comment (and an edit of theirs without one) and nothing is committed; a closed
  issue is left alone; a result whose text holds $(...) and backticks is stored as text and
  nothing runs; a result with a mistake is answered with the line to mend and left open; a
  branch that moved on meanwhile gets the result on top of it.

Usage: check_publish_kit.py BINARY WORK
"""
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import threading
from pathlib import Path

import yaml

SHA = "0123456789abcdef" * 4
URL = "https://example.org/releases/gather-site_0.1.0_amd64.deb"


def run(args, **kwargs):
    result = subprocess.run(args, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"{' '.join(map(str, args))} failed:\n{result.stdout}\n{result.stderr}")
    return result


class API(http.server.BaseHTTPRequestHandler):
    """GitHub's API as far as the record workflow uses it: it answers with the issue and the
    sender's permission, and keeps what it is sent."""

    calls = []
    issue = {}
    permission = "none"

    def do_GET(self):
        if self.path.endswith("/permission"):
            answer = {"permission": API.permission}
        else:
            answer = API.issue
        API.calls.append(("GET", self.path, None, self.headers["Authorization"]))
        body = json.dumps(answer).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def do_POST(self):
        self.record()

    def do_PATCH(self):
        self.record()

    def record(self):
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        API.calls.append((self.command, self.path, json.loads(body), self.headers["Authorization"]))
        self.send_response(201)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(b"{}")

    def log_message(self, *args):
        pass


def main():
    binary, work = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve()
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    site = work / "league"
    run([binary, "new", site, "--publish", "github", "--release-url", URL, "--release-sha256", SHA])
    gitlab = work / "gitlab"
    run([binary, "new", gitlab, "--publish", "gitlab", "--release-url", URL, "--release-sha256", SHA])
    github = site / ".github"
    workflows = sorted((github / "workflows").glob("*.yml"))
    assert [w.name for w in workflows] == ["publish.yml", "record-result.yml"], workflows

    # Linters and schemas.
    run(["git", "init", "-q", site])
    lint = subprocess.run(["actionlint", "-shellcheck", shutil.which("shellcheck") or ""],
                          cwd=site, capture_output=True, text=True)
    if lint.returncode != 0 or not shutil.which("shellcheck"):
        sys.exit(f"actionlint (with shellcheck) on the workflows:\n{lint.stdout}{lint.stderr}")
    for schema, files in [
        ("vendor.github-workflows", workflows),
        ("vendor.github-actions", [github / "actions/install-gather-site/action.yml"]),
        ("vendor.github-issue-forms", [github / "ISSUE_TEMPLATE/record-result.yml"]),
        ("vendor.gitlab-ci", [gitlab / ".gitlab-ci.yml"]),
    ]:
        run(["check-jsonschema", "--builtin-schema", schema, *files])

    # The release, pinned in one place and checked.
    action = yaml.safe_load((github / "actions/install-gather-site/action.yml").read_text())
    assert action["inputs"]["url"]["default"] == URL and action["inputs"]["sha256"]["default"] == SHA
    install = action["runs"]["steps"][0]["run"]
    assert "sha256sum --check" in install and install.index("sha256sum") < install.index("apt-get install -y -qq /tmp"), install
    for workflow in workflows:
        text = workflow.read_text()
        assert URL not in text and SHA not in text, f"{workflow.name} pins the release itself"
    pipeline = yaml.safe_load((gitlab / ".gitlab-ci.yml").read_text())
    assert pipeline["pages"]["variables"]["GATHER_SITE_SHA256"] == SHA
    assert "--host gitlab-pages" in " ".join(pipeline["pages"]["script"])

    # Least permissions; untrusted text only through the environment.
    record_workflow = yaml.safe_load((github / "workflows/record-result.yml").read_text())
    publish_workflow = yaml.safe_load((github / "workflows/publish.yml").read_text())
    for workflow in (record_workflow, publish_workflow):
        assert workflow["permissions"] == {}, "the workflow's default token must have no permission"
        for name, job in workflow["jobs"].items():
            assert "permissions" in job, f"job {name} must say which permissions it needs"
            for step in job.get("steps", []):
                assert "${{" not in step.get("run", ""), f"{name}: a script holds ${{{{ }}}}"
    assert record_workflow["jobs"]["record"]["permissions"] == {"contents": "write", "issues": "write", "pages": "read"}
    assert publish_workflow["jobs"]["build"]["permissions"] == {"contents": "read", "pages": "read"}
    step = next(s for s in record_workflow["jobs"]["record"]["steps"] if s.get("id") == "record")
    assert not any("body" in value for value in step["env"].values()), step["env"]
    assert record_workflow["concurrency"]["group"] == "record-result-${{ github.event.issue.number }}"
    assert "--host github-pages" in json.dumps(publish_workflow)

    # The record workflow's script, against a local repository and a stand-in API.
    origin = work / "origin.git"
    run(["git", "init", "-q", "--bare", "-b", "main", origin])
    clone = work / "clone"
    shutil.copytree(site, clone, ignore=shutil.ignore_patterns(".git"))
    for args in (["init", "-q", "-b", "main"], ["add", "-A"],
                 ["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "league"],
                 ["remote", "add", "origin", str(origin)], ["push", "-q", "origin", "main"]):
        run(["git", *args], cwd=clone)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), API)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    script = step["run"]

    def record(body, permission, number, action="opened", state="open"):
        API.calls.clear()
        API.issue = {"number": number, "state": state, "body": body}
        API.permission = permission
        temp = work / f"runner-{len(list(work.glob('runner-*')))}"
        temp.mkdir()
        output = temp / "output"
        output.touch()
        env = {
            "PATH": f"{binary.parent}:{os.environ['PATH']}", "HOME": str(work),
            "ACTION": action, "SENDER": "someone", "NUMBER": str(number),
            "REPOSITORY": "group/league", "BRANCH": "main",
            "BASE_URL": "https://group.github.io/league",
            "API": f"http://127.0.0.1:{server.server_port}", "GH_TOKEN": "token-for-the-test",
            "GITHUB_OUTPUT": str(output), "RUNNER_TEMP": str(temp),
        }
        # As GitHub runs a step whose shell is bash.
        result = subprocess.run(["bash", "--noprofile", "--norc", "-eo", "pipefail", "-c", script],
                                cwd=clone, env=env, capture_output=True, text=True)
        if result.returncode != 0:
            sys.exit(f"the record script failed for issue {number}:\n{result.stdout}\n{result.stderr}")
        return output.read_text(), [c for c in API.calls if c[0] != "GET"]

    def commits():
        return run(["git", "rev-list", "--count", "main"], cwd=origin).stdout.strip()

    before = commits()
    text = "### The match\n\nA 3 x 2 b · 2026-11-20 20:00\nA: Ana, Ben\nB: chloe, Dev\nGoals: Ana 2, Ben, Chloé\n"
    output, calls = record(text, "write", 7)
    assert "recorded=true" in output, output
    assert int(commits()) == int(before) + 1, "a collaborator's result is committed and pushed"
    gathers = json.loads(run(["git", "show", "main:Content/data/gathers.json"], cwd=origin).stdout)
    assert gathers[-1]["score"] in ("3-2", "3:2") and gathers[-1]["completedAt"] == "2026-11-20T20:00:00Z", gathers[-1]
    comment = calls[0]
    assert comment[0] == "POST" and comment[1] == "/repos/group/league/issues/7/comments"
    assert comment[3] == "Bearer token-for-the-test"
    assert re.search(r"^Recorded: https://group\.github\.io/league/matches/2026-11-20-[0-9a-f]{8}/ ", comment[2]["body"]), comment
    assert calls[1][:2] == ("PATCH", "/repos/group/league/issues/7") and calls[1][2]["state"] == "closed"

    before = commits()
    output, calls = record(text.replace("2026-11-20", "2026-11-21"), "read", 8)
    assert "recorded=false" in output and commits() == before, "a stranger's result is refused"
    assert len(calls) == 1 and "Only the group's organisers" in calls[0][2]["body"], calls
    # A stranger's edit is refused without another comment; a closed issue is left alone.
    output, calls = record(text.replace("2026-11-20", "2026-11-21"), "none", 8, action="edited")
    assert "recorded=true" not in output and commits() == before and calls == [], calls
    output, calls = record(text.replace("2026-11-20", "2026-11-21"), "admin", 8, state="closed")
    assert "recorded=true" not in output and commits() == before and calls == [], calls

    hostile = ("### The match\n\nA 1-0 B · 2026-11-22\nA: Ana\nB: Ben\n"
               "Venue: $(touch pwned-dollar) `touch pwned-backtick` ${HOME} '\"\n")
    output, calls = record(hostile, "admin", 9)
    assert "recorded=true" in output, (output, calls)
    pwned = [p for p in work.rglob("pwned-*")] + [p for p in Path("/tmp").glob("pwned-*")]
    assert not pwned, f"the issue's text ran: {pwned}"
    writeups = run(["git", "show", "--name-only", "--format=", "main"], cwd=origin).stdout.split()
    writeup = next(p for p in writeups if p.startswith("Content/matches/"))
    front = run(["git", "show", f"main:{writeup}"], cwd=origin).stdout
    venue = yaml.safe_load(front.split("---")[1])["venue"]
    assert venue == "$(touch pwned-dollar) `touch pwned-backtick` ${HOME} '\"", venue

    before = commits()
    output, calls = record("### The match\n\nA 1-0 B · 2026-11-23\nA: Ana, Bob\nB: Ben\n", "maintain", 10)
    assert "recorded=false" in output and commits() == before
    assert len(calls) == 1, "a result with a mistake leaves the issue open"
    assert "issue.md:4: no player is called \"Bob\"" in calls[0][2]["body"], calls[0][2]["body"]
    # The branch moved on while the result was added: it is added again on top, and pushed.
    other = work / "other"
    run(["git", "clone", "-q", origin, other])
    (other / "README.md").write_text("moved on\n")
    run(["git", "add", "README.md"], cwd=other)
    run(["git", "-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "moved"], cwd=other)
    run(["git", "push", "-q", "origin", "main"], cwd=other)
    before = commits()
    output, calls = record(text.replace("2026-11-20", "2026-11-24"), "write", 11)
    assert "recorded=true" in output and int(commits()) == int(before) + 1, output
    assert run(["git", "show", "main:README.md"], cwd=origin).stdout == "moved on\n"
    server.shutdown()
    print("publishing kit: workflows pass actionlint and shellcheck; workflows, action, issue form and "
          "GitLab pipeline match their schemas; the record script adds a collaborator's result, refuses "
          "a stranger's (and ignores their edit and a closed issue), stores $(...) and backticks as text, "
          "answers a mistake with its line, and adds a result on top of a branch that moved on")


if __name__ == "__main__":
    main()
