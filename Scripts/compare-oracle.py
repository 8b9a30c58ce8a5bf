#!/usr/bin/env python3
"""An independent, deliberately simple reading of what changed between two versions of a
Settings.bundle (or InAppSettings.bundle) folder, for checking `settings compare`.

    compare-oracle.py OLD_BUNDLE NEW_BUNDLE [--all-languages]

Prints a JSON list of changes in the vocabulary of `settings compare --format json`
(kind, page, key, row, old, new, language). It shares no code with the Swift tool: it reads
plists with plistlib, .strings files with the small reader below, and compares two flat
listings of each version (pages, groups, rows, choices, texts).

Rules, on purpose plain:
- Pages are Root and every child pane File reachable from it (phone idiom: Name~iphone.plist
  before Name.plist; in an InAppSettings.bundle or under a .inApp.plist page, IASK's order:
  .inApp.plist before .plist, then ~iphone before none, then en.lproj/ before the root).
- A row's identity is its Key, the filters that make it visible (SupportedUserInterfaceIdioms and
  the like) and its order among rows with the same key and filters, wherever it is. A row without a
  key (child pane, button, web link) is its type and title, and its order among such rows in its
  page. Rows hidden on a phone are left out. Groups (Group and RadioGroup rows) are matched by
  header, then by the rows they share, then untitled ones in order.
- Files: plists as plistlib reads them (an XML prolog it refuses is skipped to <plist>); .strings
  in UTF-8 or UTF-16 with a byte order mark, or as a plist; a key given twice keeps its last value;
  UTF-16 without a byte order mark is unreadable (as CFPropertyList fails on it). A bundle without a
  readable Root page has an empty one.
- Texts follow Documentation/LanguageRule.md, written again here from the article (not from the
  Swift code): the base reading is a device set to English (`en`); with --all-languages, every
  folder's language in either version (not Base, not en) is read again as a device set to it.
  A device language chooses one folder (the same tag, else its nearest parent, else a child of
  it or of a parent, the usual region first), then that folder's parents; then en_US, then the
  first folder; English last. A page's table is the first of the chosen folder, Base, the other
  chosen folders that has the file, and only that file: a string missing from it shows raw.
  A language's change equal to a base change, or to one it already listed, is not listed again.
"""

import json
import re
import os
import plistlib
import sys

FILTERS = ("SupportedUserInterfaceIdioms", "IASKSupportedUserInterfaceIdioms", "Platform", "Platforms")
GROUP_TYPES = ("PSGroupSpecifier", "PSRadioGroupSpecifier", "IASKListGroupSpecifier")
TEXT_KINDS = ("paneTitleChanged", "groupTitleChanged", "footerChanged", "titleChanged", "choiceTitleChanged")


# ---------- reading ----------

def read_strings(path):
    """A .strings file as a dict (old-style text in UTF-8/UTF-16, or a plist); {} if unreadable."""
    try:
        data = open(path, "rb").read()
    except OSError:
        return {}
    if data.startswith(b"bplist") or data.lstrip().startswith(b"<?xml"):
        try:
            value = plistlib.loads(data)
            return {str(k): str(v) for k, v in value.items()} if isinstance(value, dict) else {}
        except Exception:
            return {}
    if data.startswith(b"\xff\xfe") or data.startswith(b"\xfe\xff"):
        text = data.decode("utf-16", "replace")
    elif b"\x00" in data[:2]:
        return {}  # UTF-16 without a byte order mark: CFPropertyList skips two bytes and fails to parse
    else:
        text = data.decode("utf-8-sig", "replace")
    return parse_strings(text)


def parse_strings(text):
    tokens, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if c.isspace():
            i += 1
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            i = n if end < 0 else end + 2
        elif text.startswith("//", i):
            end = text.find("\n", i)
            i = n if end < 0 else end + 1
        elif c in "=;":
            tokens.append(c)
            i += 1
        elif c == '"':
            out, i = [], i + 1
            while i < n and text[i] != '"':
                if text[i] == "\\" and i + 1 < n:
                    e = text[i + 1]
                    if e in "uU" and i + 5 < n + 1:
                        try:
                            out.append(chr(int(text[i + 2:i + 6], 16)))
                            i += 6
                            continue
                        except ValueError:
                            pass
                    out.append({"n": "\n", "t": "\t", "r": "\r", "0": "\0"}.get(e, e))
                    i += 2
                else:
                    out.append(text[i])
                    i += 1
            tokens.append(("s", "".join(out)))
            i += 1
        elif re.match(r"[A-Za-z0-9_$+/:.-]", c):  # an unquoted string: these characters only
            j = i
            while j < n and re.match(r"[A-Za-z0-9_$+/:.-]", text[j]) and not text.startswith("//", j) \
                    and not text.startswith("/*", j):
                j += 1
            tokens.append(("s", text[i:j]))
            i = j
        else:
            return {}  # any other character: CFPropertyList refuses the whole file
    table, k = {}, 0
    while k < len(tokens):
        if (k + 3 < len(tokens) and isinstance(tokens[k], tuple) and tokens[k + 1] == "="
                and isinstance(tokens[k + 2], tuple) and tokens[k + 3] == ";"):
            table[tokens[k][1]] = tokens[k + 2][1]  # a key given twice: the last one (CFDictionarySetValue)
            k += 4
        elif k + 1 < len(tokens) and isinstance(tokens[k], tuple) and tokens[k + 1] == ";":
            table[tokens[k][1]] = tokens[k][1]
            k += 2
        else:
            return {}  # not `key = value;` or `key;`: the whole file is refused
    return table


def tag(folder):
    """A folder's language as compared: lowercase, `_` as `-`, old names as their codes."""
    name = folder[:-len(".lproj")] if folder.endswith(".lproj") else folder
    name = name.strip().lower().replace("_", "-")
    return {"english": "en", "french": "fr", "german": "de", "japanese": "ja", "spanish": "es",
            "italian": "it", "dutch": "nl", "arabic": "ar", "hebrew": "he"}.get(name, name)


# ---------- the language rule (Documentation/LanguageRule.md), read from the article ----------

# Old and superseded names, as Apple's ICU reads them before matching.
ALIASES = {"chinese": "zh-hans", "zh": "zh-hans", "zh-cn": "zh-hans-cn", "zh-sg": "zh-hans-sg",
           "zh-tw": "zh-hant-tw", "zh-hk": "zh-hant-hk", "zh-mo": "zh-hant-mo", "no": "nb", "no-no": "nb-no",
           "norwegian": "nb", "portuguese": "pt", "russian": "ru", "korean": "ko", "polish": "pl",
           "swedish": "sv", "danish": "da", "finnish": "fi", "turkish": "tr", "thai": "th", "iw": "he",
           "in": "id", "ji": "yi", "tl": "fil"}
LATIN_AMERICA = "ar bo br bz cl co cr cu do ec gt hn mx ni pa pe pr py sv us uy ve".split()
PORTUGUESE_ELSEWHERE = "ao ch cv fr gq gw lu mo mz st tl".split()
ENGLISH_EUROPE = "ad al at ba be ch cy cz de dk ee es fi fr gr hr hu is it lt lu lv me nl no pl pt ro rs ru se si sk ua".split()
ENGLISH_AUSTRALIA = "cc ck cx nf nr nu nz pg ws".split()
ENGLISH_US = {"us", "as", "gu", "mh", "mp", "pr", "um", "vi"}
# The region a language's users have when they name none (a backup prefers that child).
USUAL_REGION = {"es": "es-es", "pt": "pt-br", "en": "en-us", "fr": "fr-fr", "de": "de-de", "it": "it-it",
                "zh-hans": "zh-hans-cn", "zh-hant": "zh-hant-tw", "nl": "nl-nl", "ja": "ja-jp", "ru": "ru-ru"}


def normal(language):
    t = tag(language)
    return ALIASES.get(t, t)


def parent(t):
    """The language Settings falls back to from t (LanguageRule.md), or None."""
    parts = t.split("-")
    if t in ("zh-hant", "yue-hant") or len(parts) < 2:
        return None
    if t == "zh-hant-mo":
        return "zh-hant-hk"
    lang, region = parts[0], parts[-1]
    if len(parts) == 2 and lang == "es" and region in LATIN_AMERICA:
        return "es-419"
    if len(parts) == 2 and lang == "pt" and region in PORTUGUESE_ELSEWHERE:
        return "pt-pt"
    if len(parts) == 2 and lang == "en":
        if region == "gb":
            return "en-001"
        if region == "001":
            return "en"
        if region in ("ca", "il"):
            return "en-001"
        if region == "150":
            return "en-gb"
        if region in ENGLISH_EUROPE:
            return "en-150"
        if region in ENGLISH_AUSTRALIA:
            return "en-au"
        if region not in ENGLISH_US and len(region) == 2:
            return "en-gb"
    return "-".join(parts[:-1])


def lineage(t):
    """t and its parents, nearest first."""
    out = [t]
    while parent(out[-1]) and len(out) < 8:
        out.append(parent(out[-1]))
    return out


def choose(preferred, folders):
    """The folders (of `folders`, Base left out) Settings reads for one preferred language, best first;
    [] when the language matches none."""
    names = [f for f in folders if tag(f) != "base"]
    want = tag(preferred)
    if not want or want == "base":
        return []
    chain = lineage(normal(preferred))
    found = next((f for f in names if tag(f) == want), None)
    for t in chain:
        if found is None:
            found = next((f for f in names if normal(f) == t), None)
    if found is None:  # a backup: a child of the language or of a parent, its usual region first
        for t in chain:
            children = [f for f in names if parent(normal(f)) == t or normal(f).rsplit("-", 1)[0] == t]
            if children:
                rank = lambda f: (normal(f) != USUAL_REGION.get(t), not re.fullmatch(r"[a-z]{2}", normal(f).split("-")[-1]))
                found = sorted(children, key=rank)[0]
                break
    if found is None:
        return []
    out = [found]
    for t in lineage(normal(found))[1:]:
        extra = next((f for f in names if (normal(f) == t or tag(f) == t) and f not in out), None)
        if extra:
            out.append(extra)
    if normal(found) in ("zh-hant-hk", "zh-hant-mo") and not any(normal(f) == "zh-hant" for f in names):
        extra = next((f for f in names if normal(f) == "zh-hant-tw" and f not in out), None)
        if extra:
            out.append(extra)
    return out


def search_order(preferred, folders):
    """Where a page's table is looked for: the chosen folder, Base, the other chosen folders, English."""
    names = [f for f in folders if tag(f) != "base"]
    chosen = []
    for language in preferred:
        chosen = choose(language, folders)
        if chosen:
            break
    chosen = chosen or choose("en_US", folders) or names[:1]
    english = next((f for t in ("en", "en-us") for f in names if tag(f) == t), None)
    if english and english not in chosen:
        chosen.append(english)
    return chosen[:1] + [f for f in folders if tag(f) == "base"] + chosen[1:]


class Bundle:
    def __init__(self, path, language=None):
        self.path = path
        self.in_app = os.path.basename(path.rstrip("/")) == "InAppSettings.bundle"
        entries = sorted(os.listdir(path)) if os.path.isdir(path) else []
        self.folders = [e for e in entries if e.endswith(".lproj") and len(e) > 6
                        and os.path.isdir(os.path.join(path, e))]
        self.order = search_order(["en"] if language is None else [language], self.folders)
        self.tables = {}
        self.pages = {}      # id -> dict(title, rows=[row dicts], parent)
        self.page_order = []
        self.walk("Root", None, None, self.in_app)
        if "Root" not in self.pages:  # no readable Root.plist: Settings shows a page without rows
            self.pages["Root"] = {"title": None, "rows": [], "parent": None}
            self.page_order.insert(0, "Root")

    def text(self, raw, table):
        """raw as shown: from the one table file Settings reads (the first of the search order that
        has it), else as written."""
        if raw is None or not isinstance(raw, str):
            return raw
        if table not in self.tables:
            files = [os.path.join(self.path, f, table + ".strings") for f in self.order]
            self.tables[table] = next((read_strings(f) for f in files if os.path.isfile(f)), {})
        return self.tables[table].get(raw, raw)

    def find_page(self, name, in_app):
        plain = name[:-6] if name.endswith(".plist") else name
        if in_app:
            cands = [f + plain + s + e for e in (".inApp.plist", ".plist") for s in ("~iphone", "")
                     for f in ("en.lproj/", "")]
        else:
            cands = [plain + "~iphone.plist", plain + ".plist"]
        for c in cands:
            p = os.path.join(self.path, c)
            if os.path.isfile(os.path.realpath(p)) and os.path.realpath(p).startswith(os.path.realpath(self.path)):
                return plain, c
        return plain, None

    def walk(self, name, parent, title, in_app):
        if len(self.pages) > 500 or name.startswith("/") or ".." in name.split("/"):
            return
        pid, file = self.find_page(name, in_app)
        if pid in self.pages or file is None:
            return
        data = open(os.path.join(self.path, file), "rb").read()
        try:
            plist = plistlib.loads(data)
        except Exception:
            try:  # XML whose prolog plistlib refuses (no <?xml, unquoted attributes): read from <plist
                start = data.find(b"<plist")
                body = b"<plist>" + data[data.find(b">", start) + 1:] if start >= 0 else data
                plist = plistlib.loads(body, fmt=plistlib.FMT_XML)
            except Exception:
                return
        if not isinstance(plist, dict):
            return
        in_app = in_app or file.endswith(".inApp.plist")
        table = plist.get("StringsTable") if isinstance(plist.get("StringsTable"), str) else pid.split("/")[-1]
        specs = plist.get("PreferenceSpecifiers")
        specs = [s for s in specs if isinstance(s, dict)] if isinstance(specs, list) else []
        page = {"title": title, "rows": [], "parent": parent}
        self.pages[pid] = page
        self.page_order.append(pid)
        for s in specs:
            idioms = s.get("SupportedUserInterfaceIdioms")
            if isinstance(idioms, list) and "Phone" not in idioms and s.get("Type") not in GROUP_TYPES[:1]:
                continue
            t = s.get("StringsTable") if isinstance(s.get("StringsTable"), str) else table
            titles = s.get("Titles") if isinstance(s.get("Titles"), list) else None
            values = s.get("Values") if isinstance(s.get("Values"), list) else None
            row = {
                "type": s.get("Type"), "key": s.get("Key") if isinstance(s.get("Key"), str) else None,
                "raw_title": s.get("Title"), "title": blank(self.text(s.get("Title"), t)),
                "footer": blank(self.text(s.get("FooterText"), t)), "default": s.get("DefaultValue"),
                "stored": stored_type(s),
                "filters": tuple((f, json.dumps(s.get(f), sort_keys=True, default=str)) for f in FILTERS if f in s),
                "choices": None, "file": s.get("File"),
            }
            if values is not None:
                shown = titles if titles is not None else values
                row["choices"] = [(v, self.text(shown[i], t) if i < len(shown) else None)
                                  for i, v in enumerate(values)]
            page["rows"].append(row)
        for row in page["rows"]:
            if row["type"] == "PSChildPaneSpecifier" and isinstance(row["file"], str):
                self.walk(row["file"], pid, row["title"], in_app)


def blank(text):
    """A text of spaces only shows nothing."""
    return None if isinstance(text, str) and not text.strip() else text


def stored_type(s):
    """The type of value a row stores, when the row says: its values, else its default."""
    kind = s.get("Type")
    if kind == "PSToggleSwitchSpecifier":
        sample = s.get("TrueValue", s.get("FalseValue", True))
    elif kind in ("PSMultiValueSpecifier", "PSRadioGroupSpecifier") and isinstance(s.get("Values"), list):
        sample = s["Values"][0] if s["Values"] else None
    elif kind == "PSSliderSpecifier":
        sample = 0.0
    elif kind == "PSTextFieldSpecifier":
        sample = ""
    else:
        sample = None
    return {bool: "bool", int: "number", float: "number", str: "string"}.get(type(sample), type(sample).__name__)


# ---------- the flat listing ----------

def sections(page):
    """[(group row or None, [rows])]: a Group or RadioGroup row starts a section."""
    result = [(None, [])]
    for row in page["rows"]:
        if row["type"] in GROUP_TYPES:
            result.append((row, [row] if row["key"] else []))
        else:
            result[-1][1].append(row)
    return result if result[0][1] else result[1:]


def listing(bundle):
    """Every row by identity: id -> (page, section index, row); and pages' sections."""
    rows, seen = {}, {}
    for pid in bundle.page_order:
        for index, (group, members) in enumerate(sections(bundle.pages[pid])):
            for row in members:
                if row["key"] is not None:
                    base = ("key", row["key"], row["filters"])
                else:
                    opens = row["file"] if row["type"] == "PSChildPaneSpecifier" and row["file"] else None
                    base = ("nokey", pid, row["type"], opens or row["raw_title"])
                n = seen.get(base, 0)
                seen[base] = n + 1
                rows[base + (n,)] = (pid, index, row)
    return rows


def value_text(v):
    if isinstance(v, bool):
        return "ON" if v else "OFF"
    return None if v is None else str(v)


def typed(v):
    return (type(v).__name__, v if not isinstance(v, (list, dict)) else json.dumps(v, sort_keys=True, default=str))


def change(kind, page, row=None, key=None, old=None, new=None, language=None):
    return {"kind": kind, "page": page, "key": key, "row": row, "old": old, "new": new, "language": language}


def match_sections(old, new):
    """{new index: old index}: by header, then shared rows, then untitled in order."""
    pairs, used = {}, set()
    for i, (g, _) in enumerate(new):
        h = g and g["title"]
        if h:
            j = next((j for j, (og, _) in enumerate(old) if j not in used and og and og["title"] == h), None)
            if j is not None:
                pairs[i] = j
                used.add(j)
    # the rows a section holds: keys, and rows without one by their type and what they open or say
    keys = lambda rows: {r["key"] or (r["type"], r["file"] if isinstance(r["file"], str) else r["raw_title"])
                         for r in rows}
    for i, (g, rs) in enumerate(new):
        if i in pairs or not keys(rs):
            continue
        # most rows shared; on a tie, a group titled (or not) like this one, then the first
        best = max(((len(keys(ors) & keys(rs)), bool(og and og["title"]) == bool(g and g["title"]), -j)
                    for j, (og, ors) in enumerate(old) if j not in used), default=(0, None, None))
        best = (best[0], -best[2] if best[2] is not None else None)
        if best[0] > 0:
            pairs[i] = best[1]
            used.add(best[1])
    if new and new[0][0] is None and old and old[0][0] is None and 0 not in pairs and 0 not in used:
        pairs[0] = 0
        used.add(0)
    left = [j for j, (og, _) in enumerate(old) if j not in used and og and not og["title"]]
    for i, (g, _) in enumerate(new):
        if i not in pairs and g and not g["title"] and left:
            pairs[i] = left.pop(0)
    return pairs


def moved_order(old_order, new_order):
    common = [x for x in new_order if x in old_order]
    return [x for x in old_order if x in common] != common


def diff(a, b):
    out = []
    ra, rb = listing(a), listing(b)
    for pid in b.page_order:
        if pid not in a.pages:
            out.append(change("paneAdded", pid, row=b.pages[pid]["title"]))
        elif pid != "Root" and a.pages[pid]["title"] != b.pages[pid]["title"]:
            out.append(change("paneTitleChanged", pid, row=b.pages[pid]["title"],
                              old=a.pages[pid]["title"], new=b.pages[pid]["title"]))
    for pid in a.page_order:
        if pid not in b.pages:
            out.append(change("paneRemoved", pid, row=a.pages[pid]["title"]))
    # groups
    pairing = {}
    for pid in b.page_order:
        if pid not in a.pages:
            continue
        so, sn = sections(a.pages[pid]), sections(b.pages[pid])
        pairs = match_sections(so, sn)
        pairing[pid] = pairs
        if moved_order(sorted(pairs.values()), [pairs[i] for i in sorted(pairs)]):
            out.append(change("groupsReordered", pid))
        for i, (g, _) in enumerate(sn):
            if i in pairs:
                og, ng = so[pairs[i]][0] or {"title": None, "footer": None}, g or {"title": None, "footer": None}
                if (og["title"] or None) != (ng["title"] or None):
                    out.append(change("groupTitleChanged", pid, row=ng["title"], old=og["title"], new=ng["title"]))
                if (og["footer"] or None) != (ng["footer"] or None):
                    out.append(change("footerChanged", pid, row=ng["title"], old=og["footer"], new=ng["footer"]))
            elif g and (g["title"] or g["footer"]):
                out.append(change("groupAdded", pid, row=g["title"] or None, new=g["footer"] or None))
        for j, (g, _) in enumerate(so):
            if j not in pairs.values() and g and (g["title"] or g["footer"]):
                out.append(change("groupRemoved", pid, row=g["title"] or None, old=g["footer"] or None))
        for i, j in pairs.items():
            ko = [r["key"] for r in so[j][1] if r["key"]]
            kn = [r["key"] for r in sn[i][1] if r["key"]]
            if moved_order(list(dict.fromkeys(ko)), list(dict.fromkeys(kn))):
                out.append(change("rowsReordered", pid, row=sn[i][0] and sn[i][0]["title"]))
    # rows
    def pane_stands_for(row, here, there):
        """A child pane row whose pane is added or removed with it: the pane is the change."""
        target = row["type"] == "PSChildPaneSpecifier" and isinstance(row["file"], str) \
            and here.find_page(row["file"], here.in_app)[0]
        return bool(target) and target in here.pages and target not in there.pages

    # new row identity -> old: the same identity; else, for a key, the first unpaired old row with
    # that key (the filters that tell same-key rows apart changed); else, for a row added where one
    # of the same type was removed on the page with a like title or key, that row under a new key
    paired = {i: i for i in rb if i in ra}
    for i in rb:
        if i not in paired and i[0] == "key":
            j = next((j for j in ra if j[0] == "key" and j[1] == i[1] and j not in paired.values()), None)
            if j is not None:
                paired[i] = j
    for i in rb:
        if i not in paired and i[0] == "key":
            j = next((j for j in ra if j[0] == "key" and j not in paired.values() and j[1] not in
                      {k[1] for k in rb if k[0] == "key"} and same_row(ra[j], rb[i])), None)
            if j is not None:
                paired[i] = j
    for ident, (pid, idx, row) in rb.items():
        name = row["title"] if row["title"] else row["key"]
        if ident not in paired:
            if not pane_stands_for(row, b, a):
                out.append(change("rowAdded", pid, row=name, key=row["key"]))
            continue
        opid, oidx, orow = ra[paired[ident]]
        if ident[0] == "nokey":  # a row without a key: only its shown title can change
            if (orow["title"] or "") != (row["title"] or ""):
                out.append(change("titleChanged", pid, row=name, old=orow["title"] or "", new=row["title"] or ""))
            continue
        if orow["key"] != row["key"]:
            out.append(change("rowRekeyed", pid, row=name, key=row["key"], old=orow["key"], new=row["key"]))
        elif opid != pid or pairing.get(pid, {}).get(idx) != oidx:
            out.append(change("rowMoved", pid, row=name, key=row["key"]))
        out += row_changes(orow, row, pid, name)
    for ident, (pid, idx, row) in ra.items():
        if ident not in paired.values() and not pane_stands_for(row, a, b):
            out.append(change("rowRemoved", pid, row=row["title"] if row["title"] else row["key"], key=row["key"]))
    return out


def same_row(old, new):
    """One row under another key: same page and type, and the same title, or titles or keys of which
    one begins the other (4 letters at least)."""
    (opid, _, o), (npid, _, n) = old, new
    def begins(x, y):
        short, long = sorted((x or "", y or ""), key=len)
        return len(short) >= 4 and long.lower().startswith(short.lower())
    return opid == npid and o["type"] == n["type"] and (
        (o["title"] and o["title"] == n["title"]) or begins(o["key"], n["key"])
        or (o["title"] and n["title"] and begins(o["title"], n["title"])))


def row_changes(orow, row, pid, name):
    out = []
    if (orow["title"] or "") != (row["title"] or ""):
        out.append(change("titleChanged", pid, row=name, key=row["key"], old=orow["title"] or "",
                          new=row["title"] or ""))
    if orow["type"] != row["type"] or orow["stored"] != row["stored"]:
        out.append(change("typeChanged", pid, row=name, key=row["key"], old=orow["type"], new=row["type"]))
    out += choice_changes(orow, row, pid, name)
    if typed(orow["default"]) != typed(row["default"]) and orow["type"] == row["type"] == "PSTitleValueSpecifier":
        # a title-value row shows its default (a version string): a shown text, nothing stored
        out.append(change("shownValueChanged", pid, row=name, key=row["key"],
                          old=value_text(orow["default"]), new=value_text(row["default"])))
    elif typed(orow["default"]) != typed(row["default"]):
        out.append(change("defaultChanged", pid, row=name, key=row["key"],
                          old=value_text(orow["default"]), new=value_text(row["default"])))
    elif orow["choices"] and row["choices"] and row["default"] is not None:
        # the same default that named a choice names none now: users who never chose see a blank
        was = [typed(v) for v, _ in orow["choices"]]
        now = [typed(v) for v, _ in row["choices"]]
        if typed(row["default"]) in was and typed(row["default"]) not in now:
            out.append(change("defaultChanged", pid, row=name, key=row["key"]))
    return out


def choice_changes(orow, row, pid, name):
    if orow["choices"] is None or row["choices"] is None:
        return []
    old = {typed(v): t for v, t in orow["choices"]}
    new = {typed(v): t for v, t in row["choices"]}
    out = []
    added = [t for v, t in new.items() if v not in old]
    removed = [t for v, t in old.items() if v not in new]
    same_title = [t for t in added if t in removed]
    if same_title:
        out.append(change("choiceValuesChanged", pid, row=name, key=row["key"]))
        added = [t for t in added if t not in same_title]
        removed = [t for t in removed if t not in same_title]
    for v, t in new.items():
        if v in old and old[v] != t:
            out.append(change("choiceTitleChanged", pid, row=name, key=row["key"], old=old[v], new=t))
    if [v for v in old if v in new] != [v for v in new if v in old]:
        out.append(change("choicesReordered", pid, row=name, key=row["key"]))
    if added:
        out.append(change("choicesAdded", pid, row=name, key=row["key"], new=", ".join(map(str, added))))
    if removed:
        out.append(change("choicesRemoved", pid, row=name, key=row["key"], old=", ".join(map(str, removed))))
    return out


def compare(old_path, new_path, all_languages=False):
    out = diff(Bundle(old_path), Bundle(new_path))
    if not all_languages:
        return out
    a, b = Bundle(old_path), Bundle(new_path)
    written = {tag(f): f[:-len(".lproj")] for f in a.folders + b.folders}  # the new version's name wins
    ta, tb = {tag(f) for f in a.folders}, {tag(f) for f in b.folders}
    seen = {identity(c) for c in out}
    for lang in sorted(ta | tb):
        if (lang in ta) != (lang in tb):
            out.append(change("languageAdded" if lang in tb else "languageRemoved", "Root", language=written[lang]))
        if lang in ("base", "en"):  # Base is no device language; en is the base reading above
            continue
        mine = set(seen)
        for c in diff(Bundle(old_path, written[lang]), Bundle(new_path, written[lang])):
            if c["kind"] in TEXT_KINDS and identity(c) not in mine:
                mine.add(identity(c))
                c["language"] = written[lang]
                out.append(c)
    return out


def identity(c):
    return (c["kind"], c["page"], c["key"], c["old"], c["new"])


if __name__ == "__main__":
    args = [x for x in sys.argv[1:] if not x.startswith("--")]
    if len(args) != 2:
        sys.exit(__doc__)
    json.dump(compare(args[0], args[1], "--all-languages" in sys.argv), sys.stdout, indent=1, ensure_ascii=False)
    print()
