#!/usr/bin/env python3
"""Turns the cases compare-history.py compared into the fixtures of RealHistoryTests.

    real-history-fixtures.py WORK_DIR FIXTURES_DIR [PER_KIND] [ALWAYS_KEEP.json] [MAX_KB]

Each kept case becomes FIXTURES_DIR/<app>/<n>-<sha>[-<bundle>]/{before,after}/<X>.bundle and
expected.json (the oracle's changes in the base language). The bundles are trimmed to what the
base language reads (page plists and the en, English, en-* and Base folders); a case whose trimmed
versions are identical to another case's is kept once. Kept: each case with a change in the base
language whose set of change kinds the app has not had PER_KIND times yet (default 2), up to three
without a change (reformat-only or translation-only commits among them) per app, and every case
named in ALWAYS_KEEP.json (a list of "<app>/<n>-<sha>/<bundle>" work folders: the disagreements);
other cases over MAX_KB (default 80) trimmed are left out, to keep the corpus small.
Writes FIXTURES_DIR/cases.json (repository, commit, bundle path per case) for the README.

    real-history-fixtures.py --languages WORK_DIR FIXTURES_DIR CASES.json

The per-language cases of SettingsToolTests/RealHistoryLanguageTests: each work folder CASES.json
names ("<app>/<n>-<sha>/<bundle>") is kept whole (page plists and every .lproj's .strings), with
expected.json listing the oracle's changes in other languages (those with a language).
"""

import glob
import hashlib
import importlib.util
import json
import os
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("oracle", os.path.join(HERE, "compare-oracle.py"))
oracle = importlib.util.module_from_spec(spec)
spec.loader.exec_module(oracle)

APP_NAMES = {"iOS": "duckduckgo-ios", "iOSClient": "aris-ios-client"}
BASE = ("en", "base")


def kept(relative):
    """Whether a file of the bundle is read in the base language."""
    parts = relative.split("/")
    if len(parts) > 1 and parts[0].endswith(".lproj"):
        lang = oracle.tag(parts[0])
        return lang in BASE or lang.startswith("en-")
    return relative.endswith(".plist")


def files(bundle):
    result = {}
    for path in sorted(glob.glob(os.path.join(bundle, "**"), recursive=True)):
        relative = os.path.relpath(path, bundle)
        if os.path.isfile(path) and not os.path.islink(path) and kept(relative):
            result[relative] = open(path, "rb").read()
    return result


def digest(contents):
    h = hashlib.sha256()
    for name, data in sorted(contents.items()):
        h.update(name.encode() + b"\0" + hashlib.sha256(data).digest())
    return h.hexdigest()


def every_language(bundle):
    """The files a comparison in every language reads: plists and every folder's .strings."""
    result = {}
    for path in sorted(glob.glob(os.path.join(bundle, "**"), recursive=True)):
        relative = os.path.relpath(path, bundle)
        if os.path.isfile(path) and not os.path.islink(path) and relative.endswith((".plist", ".strings")):
            result[relative] = open(path, "rb").read()
    return result


def languages(work, out, names):
    cases = []
    for source in names:
        folder = os.path.join(work, source)
        app, commit_dir, _ = source.split("/")
        app = APP_NAMES.get(app, app)
        before = glob.glob(os.path.join(folder, "before", "**", "*.bundle"), recursive=True)[0]
        after = glob.glob(os.path.join(folder, "after", "**", "*.bundle"), recursive=True)[0]
        target = os.path.join(out, app, commit_dir)
        for side, bundle in (("before", before), ("after", after)):
            for relative, data in every_language(bundle).items():
                path = os.path.join(target, side, os.path.basename(bundle), relative)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "wb").write(data)
        changes = [c for c in json.load(open(os.path.join(folder, "oracle.json"))) if c.get("language")]
        expected = [{k: c.get(k) for k in ("kind", "page", "key", "row", "old", "new", "language")} for c in changes]
        json.dump(expected, open(os.path.join(target, "expected.json"), "w"), indent=1, ensure_ascii=False)
        cases.append({"case": app + "/" + commit_dir, "changes": len(expected)})
    json.dump(cases, open(os.path.join(out, "cases.json"), "w"), indent=1)
    print(len(cases), "cases")


def main():
    if sys.argv[1] == "--languages":
        return languages(sys.argv[2], sys.argv[3], json.load(open(sys.argv[4])))
    work, out = sys.argv[1], sys.argv[2]
    per_kind = int(sys.argv[3]) if len(sys.argv) > 3 else 2
    always = set(json.load(open(sys.argv[4]))) if len(sys.argv) > 4 else set()
    max_bytes = 1024 * (int(sys.argv[5]) if len(sys.argv) > 5 else 80)
    cases, seen, quiet, kinds = [], set(), {}, {}
    for tool in sorted(glob.glob(os.path.join(work, "*", "*", "*", "tool.json"))):
        folder = os.path.dirname(tool)
        app, commit_dir, bundle_dir = folder.split("/")[-3:]
        before = glob.glob(os.path.join(folder, "before", "**", "*.bundle"), recursive=True)
        after = glob.glob(os.path.join(folder, "after", "**", "*.bundle"), recursive=True)
        if not before or not after:
            continue
        changes = [c for c in json.load(open(os.path.join(folder, "oracle.json"))) if not c.get("language")
                   and c["kind"] not in ("languageAdded", "languageRemoved")]
        old, new = files(before[0]), files(after[0])
        pair = (digest(old), digest(new), os.path.basename(before[0]))
        if pair in seen:
            continue
        source = "%s/%s/%s" % (app, commit_dir, bundle_dir)
        app = APP_NAMES.get(app, app)
        signature = (app, tuple(sorted({c["kind"] for c in changes})))
        if source not in always:
            if sum(map(len, old.values())) + sum(map(len, new.values())) > max_bytes:
                continue
            if not changes and quiet.get(app, 0) >= 3:
                continue
            if changes and kinds.get(signature, 0) >= per_kind:
                continue
        quiet[app] = quiet.get(app, 0) + (0 if changes else 1)
        kinds[signature] = kinds.get(signature, 0) + 1
        seen.add(pair)
        siblings = glob.glob(os.path.join(work, "*", commit_dir, "*", "tool.json"))
        name = commit_dir if len(siblings) == 1 else commit_dir + "-" + bundle_dir.replace(" ", "_")
        target = os.path.join(out, app, name)
        for side, contents, bundle in (("before", old, before[0]), ("after", new, after[0])):
            for relative, data in contents.items():
                path = os.path.join(target, side, os.path.basename(bundle), relative)
                os.makedirs(os.path.dirname(path), exist_ok=True)
                open(path, "wb").write(data)
        expected = [{k: c.get(k) for k in ("kind", "page", "key", "row", "old", "new")} for c in changes]
        json.dump(expected, open(os.path.join(target, "expected.json"), "w"), indent=1, ensure_ascii=False)
        cases.append({"case": app + "/" + name, "changes": len(expected)})
    json.dump(cases, open(os.path.join(out, "cases.json"), "w"), indent=1)
    print(len(cases), "cases")


if __name__ == "__main__":
    main()
