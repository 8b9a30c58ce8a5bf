#!/usr/bin/env python3
"""Runs `settings compare` and Scripts/compare-oracle.py on every commit of real repositories that
touched a Settings.bundle or InAppSettings.bundle, and lists where they disagree.

    compare-history.py SETTINGS_BINARY WORK_DIR GIT_DIR... [--every N] [--extract-only] [--missing-only]

--every N: only every Nth commit of each repository given (vlc-ios has 1,400, mostly translation
imports; a debug build compares a bundle of 100 languages in seconds).

For each bare git directory: every non-merge commit on the checked-out branch that touched a
bundle, each bundle it touched extracted before (first parent) and after into
WORK_DIR/<app>/<n>-<sha>/<bundle>/{before,after}, with tool.json and oracle.json beside them.
Writes WORK_DIR/summary.json: per case, the changes only one side listed.
"""

import concurrent.futures
import importlib.util
import io
import json
import os
import subprocess
import sys
import tarfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("oracle", os.path.join(HERE, "compare-oracle.py"))
oracle = importlib.util.module_from_spec(spec)
spec.loader.exec_module(oracle)


def git(gitdir, *args):
    return subprocess.run(["git", "--git-dir", gitdir, *args], capture_output=True, check=False).stdout


def bundles_touched(gitdir, sha):
    names = git(gitdir, "diff-tree", "-r", "--no-commit-id", "--name-only", "-z", sha + "^", sha)
    found = []
    for name in names.decode("utf-8", "replace").split("\0"):
        for marker in ("InAppSettings.bundle/", "Settings.bundle/"):
            at = name.find(marker)
            if at >= 0:
                path = name[:at + len(marker) - 1]
                if path not in found:
                    found.append(path)
                break
    return found


def extract(gitdir, rev, path, into):
    data = git(gitdir, "archive", "--format=tar", rev, "--", path)
    if not data:
        return None
    with tarfile.open(fileobj=io.BytesIO(data)) as tar:
        members = [m for m in tar.getmembers() if (m.isfile() or m.isdir()) and ".." not in m.name.split("/")]
        tar.extractall(into, members=members, filter="data")
    target = os.path.join(into, path)
    return target if os.path.isdir(target) else None


def key(change):
    """What makes two changes the same, on either side (texts only for text kinds)."""
    text = change["kind"] in oracle.TEXT_KINDS
    lang = (change.get("language") or "").lower().replace("_", "-") or None
    return (change["kind"], change["page"], change.get("key") or change.get("row"),
            lang, change.get("old") if text else None, change.get("new") if text else None)


def run_case(binary, case):
    before, after, out = case["before"], case["after"], case["dir"]
    tool = subprocess.run([binary, "compare", before, after, "--format", "json", "--fail-on", "none",
                           "--all-languages", "--language", "en"], capture_output=True, check=False)
    try:
        tool_changes = json.loads(tool.stdout)["changes"]
    except Exception:
        tool_changes = None
    try:
        oracle_changes = oracle.compare(before, after, all_languages=True)
    except Exception as error:  # the oracle must never be the reason a case is lost
        oracle_changes = [{"kind": "oracleError", "page": str(error)}]
    json.dump(tool_changes, open(os.path.join(out, "tool.json"), "w"), indent=1, ensure_ascii=False)
    json.dump(oracle_changes, open(os.path.join(out, "oracle.json"), "w"), indent=1, ensure_ascii=False)
    result = dict(case, tool_error=tool.stderr.decode("utf-8", "replace")[-400:] if tool_changes is None else None)
    if tool_changes is None:
        return result
    tk = [key(c) for c in tool_changes]
    ok = [key(c) for c in oracle_changes]
    result["tool_count"], result["oracle_count"] = len(tk), len(ok)
    result["only_tool"] = [c for c in tool_changes if tk.count(key(c)) > ok.count(key(c))]
    result["only_oracle"] = [c for c in oracle_changes if ok.count(key(c)) > tk.count(key(c))]
    result["agreed"] = sum(min(tk.count(k), ok.count(k)) for k in set(tk))
    return result


def main():
    every = int(sys.argv[sys.argv.index("--every") + 1]) if "--every" in sys.argv else 1
    args = [a for i, a in enumerate(sys.argv[1:], 1) if not a.startswith("--") and sys.argv[i - 1] != "--every"]
    binary, work, gitdirs = args[0], args[1], args[2:]
    cases = []
    for gitdir in gitdirs:
        app = next(p for p in gitdir.split("/") if "+" in p).split("+", 1)[-1]
        shas = git(gitdir, "log", "--no-merges", "--format=%H", "--", "*Settings.bundle/*").decode().split()
        for n, sha in enumerate(reversed(shas), 1):
            if n % every != 2 % every:
                continue
            for path in bundles_touched(gitdir, sha):
                folder = os.path.join(work, app, "%03d-%s" % (n, sha[:10]), path.replace("/", "_"))
                os.makedirs(folder, exist_ok=True)
                before, after = (os.path.join(folder, side, path) for side in ("before", "after"))
                if not os.path.exists(os.path.join(folder, "extracted")):
                    before = extract(gitdir, sha + "^", path, os.path.join(folder, "before"))
                    after = extract(gitdir, sha, path, os.path.join(folder, "after"))
                    open(os.path.join(folder, "extracted"), "w").close()
                before = before if before and os.path.isdir(before) else None
                after = after if after and os.path.isdir(after) else None
                case = {"app": app, "gitdir": gitdir, "commit": sha, "n": n, "path": path, "dir": folder,
                        "before": before, "after": after}
                cases.append(case)
    if "--extract-only" in sys.argv:
        return print("extracted %d cases" % len(cases))
    runnable = [c for c in cases if c["before"] and c["after"]]
    if "--missing-only" in sys.argv:  # resume: only the cases not compared yet
        runnable = [c for c in runnable if not os.path.exists(os.path.join(c["dir"], "tool.json"))]
    with concurrent.futures.ThreadPoolExecutor(2) as pool:
        results = list(pool.map(lambda c: run_case(binary, c), runnable))
    skipped = [dict(c, skipped="created" if not c["before"] else "deleted") for c in cases
               if not (c["before"] and c["after"])]
    json.dump({"results": results, "skipped": skipped}, open(os.path.join(work, os.environ.get("SUMMARY", "summary.json")), "w"), indent=1)
    agree = sum(1 for r in results if not r.get("only_tool") and not r.get("only_oracle") and not r["tool_error"])
    print("cases %d, skipped %d, agreeing %d" % (len(results), len(skipped), agree))


if __name__ == "__main__":
    main()
