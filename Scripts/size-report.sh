#!/bin/sh
# Reports where the bytes of a release executable come from: our modules, swift-syntax, the other
# packages (swift-syntax, ArgumentParser), the Swift runtime and standard library, Foundation (Essentials
# and the rest), ICU (code and data) and the linker's own bytes, from the linker's map of the
# release link. Then which modules linked in import Foundation (not only FoundationEssentials),
# and why Foundation and ICU are linked at all (the chain of archive members the linker pulled in).
#
# Usage: Scripts/size-report.sh [PRODUCT...]         (default: settings settings-generate)
#            builds each PRODUCT with `swift build -c release` and the release's flags
#            (Scripts/release.sh --build-flags, so it reuses the release's compiled modules: only
#            the link runs again, with -Xlinker -Map), then reports on it.
#        Scripts/size-report.sh --map MAP BINARY     reports on a link already made: MAP from
#            `-Xlinker -Map=MAP` on the link of BINARY (unstripped or stripped).
# Needs: python3, readelf, strip; the linker must be GNU gold or ld.bfd (Swift's default on Linux).
#
# How each byte is attributed. The table's bytes are those of the *stripped* binary, as shipped:
#   - Only output sections that occupy file bytes in a stripped executable are counted: the sections
#     readelf shows with the A (alloc) flag and a type other than NOBITS (.bss, .tbss take no bytes).
#     Debug sections and the symbol table go with `strip`.
#   - Inside those, every input section the map lists is charged to the file it came from:
#       .build/release/X.build/*.o        module X: "ours" when Sources/X exists, else the package
#                                          under .build/checkouts whose Sources/ holds X
#                                          (swift-syntax, swift-argument-parser, ...)
#       libswift*.a, libdispatch.a, libBlocksRuntime.a, swiftrt.o     Swift runtime and stdlib
#       libFoundationEssentials.a, lib_FoundationCShims.a, lib_FoundationCollections.a
#                                          Foundation: Essentials
#       libFoundation.a, libCoreFoundation.a, libFoundationInternationalization.a,
#       libFoundationXML.a, libFoundationNetworking.a, lib_CF*.a
#                                          Foundation: the rest
#       lib_FoundationICU.a(icu_packaged_data.cpp.o)                  ICU data
#       lib_FoundationICU.a(any other member)                         ICU code
#       crt*.o, libgcc*.a, libc_nonshared.a, anything else            C runtime and other
#   - The unwind tables (.eh_frame, which gold merges into one "** eh_frame" entry, and
#     .eh_frame_hdr) and the dynamic relocations (.rela.dyn, .rela.plt: a position-independent
#     executable's pointers fixed up at load) serve every component: each is a row of its own, and
#     so is the dynamic symbol table (.dynsym, .dynstr, .gnu.hash: every global symbol, since the
#     static Swift runtime links with -export-dynamic).
#   - Sections the linker makes itself (the map's other "** ..." lines: ELF and segment headers,
#     PLT, GOT), the gaps between input sections (alignment) and the bytes between output sections
#     are "linker: headers, PLT, GOT, padding": the stripped file's size minus everything charged
#     above, so the rows add up to it.
#   - Where the linker merges input sections (.eh_frame, mergeable strings) the inputs can add up to
#     more than the output; each input's share is then scaled so the output section's size is
#     split in proportion.
# Dynamic libraries (libc, libm, libstdc++, libncursesw) are not in the file and not counted.
set -eu

package=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

report() { # report MAP BINARY LABEL
    binary=$2
    if readelf -S "$binary" | grep -q '\.symtab'; then
        strip -o "$work/stripped" "$binary"
        binary=$work/stripped
    fi
    readelf -SW "$binary" >"$work/sections"
    python3 - "$1" "$binary" "$work/sections" "$package" "$3" <<'PYTHON'
import os, re, sys

map_path, binary, sections_path, package, label = sys.argv[1:6]
stripped_size = os.path.getsize(binary)

# Output sections that take file bytes in the stripped binary: flag A, type not NOBITS.
kept = set()
for line in open(sections_path):
    m = re.match(r"\s*\[\s*\d+\]\s+(\S+)\s+(\S+)\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+[0-9a-f]+\s+(\S*)", line)
    if m and m.group(2) != "NOBITS" and "A" in m.group(3):
        kept.add(m.group(1))

# Module name -> package, from our Sources/ and each checkout's Sources/.
# (An executable target's module name has "_" where its folder has "-": settings-generate.)
ours = {name.replace("-", "_") for name in os.listdir(os.path.join(package, "Sources"))}
owner = {}
checkouts = os.path.join(package, ".build", "checkouts")
if os.path.isdir(checkouts):
    for dependency in sorted(os.listdir(checkouts)):
        sources = os.path.join(checkouts, dependency, "Sources")
        if os.path.isdir(sources):
            for module in os.listdir(sources):
                owner[module] = dependency

SWIFT = re.compile(r"/(libswift[^/]*\.a|libdispatch\.a|libBlocksRuntime\.a|swiftrt\.o)")
ESSENTIALS = re.compile(r"/(libFoundationEssentials|lib_FoundationCShims|lib_FoundationCollections)\.a")
FOUNDATION = re.compile(r"/(libFoundation|libCoreFoundation|libFoundationInternationalization|libFoundationXML|libFoundationNetworking|lib_CF[^/]*)\.a")
ICU = re.compile(r"/lib_FoundationICU\.a\((.*)\)$")
MODULE = re.compile(r"/([^/]+)\.build/[^/]+\.o$")

def component(path):
    """The row a file's bytes go to, and a finer name for the detail table."""
    m = ICU.search(path)
    if m:
        return ("ICU data", "icu data") if m.group(1) == "icu_packaged_data.cpp.o" else ("ICU code", "lib_FoundationICU.a")
    m = ESSENTIALS.search(path)
    if m:
        return "Foundation: Essentials", m.group(1) + ".a"
    m = FOUNDATION.search(path)
    if m:
        return "Foundation: the rest", m.group(1) + ".a"
    m = SWIFT.search(path)
    if m:
        return "Swift runtime and stdlib", m.group(1)
    m = MODULE.search(path)
    if m and "(" not in path:
        module = m.group(1)
        if module in ours:
            return "ours", module
        if module in owner:
            return owner[module], module
        return "other package", module
    return "C runtime and other", os.path.basename(path.split("(")[0])

# Read the map: the "Archive member included" part (who pulled which member in), then the memory
# map. A name too long for its column is on a line of its own; the rest follows on the next line.
lines = open(map_path, errors="replace").read().split("\n")
included_by = {}
i = 0
while i < len(lines) and not lines[i].startswith("Memory map"):
    line = lines[i]
    if line and not line[0].isspace() and "(" in line and i + 1 < len(lines):
        m = re.match(r"\s+(\S+)\s+\((.*)\)\s*$", lines[i + 1])
        if m:
            included_by[line.strip()] = (m.group(1), m.group(2))
    i += 1
if i == len(lines):
    sys.exit("size-report: %s has no 'Memory map' (not a GNU gold or ld.bfd map)" % map_path)

entries = []  # (output section, input name, size, file or None)
output = None
pending = None
HEX = r"0x[0-9a-f]+"
for line in lines[i + 1:]:
    if pending is not None:
        line = pending + " " + line.strip()
        pending = None
    if not line.strip():
        continue
    if re.match(r"^\S+\s*$", line) or re.match(r"^ (\*\* [^0]+|\S+)\s*$", line):
        pending = line.rstrip()
        continue
    m = re.match(r"^(\S+)\s+(%s)\s+(%s)" % (HEX, HEX), line)
    if m:
        output = m.group(1)
        continue
    m = re.match(r"^ (\*\* .*?|\S+)\s+(%s)\s+(%s)(?:\s+(.*\S))?\s*$" % (HEX, HEX), line)
    if m and output is not None:
        entries.append((output, m.group(1), int(m.group(3), 16), m.group(4)))

# Charge each kept output section's inputs, scaled down when the linker merged them.
section_size = {}
for line in lines[i + 1:]:
    m = re.match(r"^(\S+)\s+(%s)\s+(%s)" % (HEX, HEX), line)
    if m:
        section_size[m.group(1)] = section_size.get(m.group(1), 0) + int(m.group(3), 16)
by_section = {}
for output, name, size, path in entries:
    if output in kept and path is not None and not name.startswith("**"):
        by_section.setdefault(output, []).append((size, path))
rows, detail = {}, {}
# Tables the linker builds for every component at once: charged as rows of their own.
shared = {".eh_frame": "unwind tables (.eh_frame, .eh_frame_hdr)", ".eh_frame_hdr": "unwind tables (.eh_frame, .eh_frame_hdr)",
          ".rela.dyn": "dynamic relocations (.rela.dyn, .rela.plt)", ".rela.plt": "dynamic relocations (.rela.dyn, .rela.plt)",
          ".dynsym": "dynamic symbols (.dynsym, .dynstr, .gnu.hash)", ".dynstr": "dynamic symbols (.dynsym, .dynstr, .gnu.hash)",
          ".gnu.hash": "dynamic symbols (.dynsym, .dynstr, .gnu.hash)"}
for output, row in shared.items():
    if output in kept and output in section_size:
        rows[row] = rows.get(row, 0) + section_size[output]
        by_section.pop(output, None)
for output, inputs in by_section.items():
    total = sum(size for size, _ in inputs)
    scale = min(1.0, section_size.get(output, total) / total) if total else 0
    for size, path in inputs:
        row, name = component(path)
        rows[row] = rows.get(row, 0) + size * scale
        detail[(row, name)] = detail.get((row, name), 0) + size * scale
charged = sum(rows.values())
rows["linker: headers, PLT, GOT, padding"] = stripped_size - charged

def mb(n):
    return "%8.2f MB" % (n / 1e6)

order = ["ours", "swift-syntax", "swift-argument-parser", "Swift runtime and stdlib", "Foundation: Essentials",
         "Foundation: the rest", "ICU code", "ICU data", "C runtime and other", "unwind tables (.eh_frame, .eh_frame_hdr)",
         "dynamic relocations (.rela.dyn, .rela.plt)", "dynamic symbols (.dynsym, .dynstr, .gnu.hash)"]
names = order + sorted(k for k in rows if k not in order)
print("%s: %s stripped (%d bytes)" % (label, mb(stripped_size).strip(), stripped_size))
print("  %-56s %11s %7s" % ("component", "bytes", "share"))
for name in names:
    if rows.get(name, 0) >= 500:
        print("  %-56s %s %6.1f%%" % (name, mb(rows[name]), 100.0 * rows[name] / stripped_size))
print("  largest modules and archives:")
for (row, name), size in sorted(detail.items(), key=lambda item: -item[1])[:12]:
    print("    %-40s %-24s %s" % (name, row, mb(size)))

# Why Foundation (beyond Essentials) and ICU are linked: the first member of each such archive
# the linker pulled in, and the chain of members that asked for it, back to a module's object.
def chain(member):
    steps, seen = [], set()
    while member in included_by and member not in seen and len(steps) < 12:
        seen.add(member)
        requester, symbol = included_by[member]
        asker = (os.path.basename(requester.split("(")[0]) + "(" + requester.split("(", 1)[1] if "(" in requester
                 else "%s/%s" % (component(requester)[1], os.path.basename(requester)))
        steps.append("%s  <- %s  (%s)" % (os.path.basename(member), asker, symbol[:90]))
        member = requester
    return steps
for title, pattern in (("Foundation (not Essentials)", re.compile(r"/libFoundation\.a\(")),
                       ("FoundationInternationalization", re.compile(r"/libFoundationInternationalization\.a\(")),
                       ("ICU", re.compile(r"/lib_FoundationICU\.a\("))):
    first = next((m for m in included_by if pattern.search(m)), None)
    if first is None:
        print("  %s: not linked" % title)
        continue
    print("  %s is linked: the first member pulled in, and who asked for it:" % title)
    for step in chain(first):
        print("    " + step)

# Which linked modules use Foundation beyond Essentials, by symbol: the symbols their object files
# leave undefined that Foundation's other archives (Foundation, CoreFoundation,
# FoundationInternationalization, ...) or ICU define. This is what keeps those archives linked; an
# `import Foundation` alone (counted below) keeps nothing.
import subprocess
archives = sorted({p.split("(")[0] for _, _, _, p in entries if p and "(" in p and (FOUNDATION.search(p.split("(")[0] + "(") or "lib_FoundationICU.a" in p)})
def defined(archive):
    out = subprocess.run(["nm", "--defined-only", "--format=posix", archive], capture_output=True, text=True).stdout
    # Strong definitions only: the weak ones (W, V) are copies of the standard library's generic
    # specializations that every archive may carry.
    return {fields[0] for fields in (line.split(" ") for line in out.split("\n"))
            if len(fields) >= 2 and fields[1] in ("T", "D", "B", "R", "S", "G")}
heavy = {}
for archive in archives:
    name = os.path.basename(archive)
    for symbol in defined(archive):
        heavy.setdefault(symbol, name)
objects = {}
for _, _, _, p in entries:
    if p and "(" not in p and MODULE.search(p):
        objects.setdefault(component(p)[1], set()).add(p)
uses = {}
for module, files in objects.items():
    out = subprocess.run(["nm", "--undefined-only", "--format=posix"] + sorted(files), capture_output=True, text=True).stdout
    for line in out.split("\n"):
        symbol = line.split(" ")[0]
        if symbol in heavy:
            uses.setdefault(module, {}).setdefault(symbol, heavy[symbol])
print("  linked modules that use Foundation beyond Essentials (symbols they take from each archive):")
demangle = "swift-demangle"
for module in sorted(uses, key=lambda m: -len(uses[m])):
    counts = {}
    for symbol, archive in uses[module].items():
        counts[archive] = counts.get(archive, 0) + 1
    examples = sorted(uses[module])[:3]
    try:
        examples = subprocess.run([demangle, "--simplified", "--compact"] + examples, capture_output=True, text=True).stdout.split("\n")[:3]
    except OSError:
        pass
    print("    %-28s %s" % (module, ", ".join("%s %d" % item for item in sorted(counts.items()))))
    for example in examples:
        if example:
            print("        e.g. %s" % example[:110])
if not uses:
    print("    none")

# Modules linked in, and how many of their files import Foundation (not FoundationEssentials).
linked = sorted({component(p)[1] for _, _, _, p in entries if p and MODULE.search(p) and "(" not in p})
IMPORT = re.compile(r"^\s*(?:@preconcurrency\s+|@_exported\s+|public\s+|internal\s+|@_implementationOnly\s+)*import\s+Foundation\s*$")
print("  linked modules with files that say `import Foundation` (any line, #if branches too; files / Swift files):")
quiet = []
for module in linked:
    folder = next((os.path.join(package, "Sources", name) for name in (module, module.replace("_", "-"))
                   if os.path.isdir(os.path.join(package, "Sources", name))), None) if module in ours else (
        os.path.join(checkouts, owner[module], "Sources", module) if module in owner else None)
    if folder is None:
        continue
    files = importing = 0
    for root, _, names in os.walk(folder):
        for name in names:
            if name.endswith(".swift"):
                files += 1
                with open(os.path.join(root, name), errors="replace") as handle:
                    if any(IMPORT.match(line) for line in handle):
                        importing += 1
    if importing:
        print("    %-32s %3d/%-3d %s" % (module, importing, files, "ours" if module in ours else owner[module]))
    elif files:
        quiet.append(module)
print("  linked modules with no `import Foundation`: %s" % (", ".join(quiet) or "none"))
PYTHON
}

if [ "${1:-}" = "--map" ]; then
    [ $# -eq 3 ] || { echo "usage: Scripts/size-report.sh --map MAP BINARY" >&2 && exit 64; }
    for file in "$2" "$3"; do
        [ -f "$file" ] || { echo "size-report: no file $file" >&2 && exit 1; }
    done
    report "$2" "$3" "$(basename "$3")"
    exit 0
fi

case ${1:-} in
-*)
    echo "usage: Scripts/size-report.sh [PRODUCT...] | --map MAP BINARY" >&2
    exit 64
    ;;
esac
cd "$package"
flags=$("$package/Scripts/release.sh" --build-flags)
products=${*:-settings settings-generate}
for product in $products; do
    map=$work/$product.map
    echo "size-report: swift build -c release --product $product $flags -Xlinker -Map=..." >&2
    # shellcheck disable=SC2086
    swift build -c release --product "$product" $flags -Xlinker "-Map=$map" >"$work/build.log" 2>&1 || {
        cat "$work/build.log" >&2
        exit 1
    }
    report "$map" "$(swift build -c release --show-bin-path)/$product" "$product"
    echo
done
