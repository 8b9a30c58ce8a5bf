#!/usr/bin/env bash
# Builds one libFuzzer target and runs it for a given time.
#
#   Scripts/fuzz.sh TARGET SECONDS [extra libFuzzer flags...]
#   TARGET: plist | strings | bundle | argdomain | defaultsvalue      (Scripts/fuzz.sh list)
#
# The libraries are compiled with swiftc directly (-sanitize=fuzzer, -O, debug info) into
# .build-fuzz/, separate from SwiftPM's .build, so `swift build` and `swift test` are unaffected.
# Seed corpora are copied at run time from ../shared/corpus (when present) and Tests/**/Fixtures into
# .build-fuzz/corpus/TARGET (libFuzzer adds what it finds there). Crashes land in
# .build-fuzz/artifacts/TARGET/crash-*; the log in .build-fuzz/logs/TARGET.log.
#
# The run is cut into segments of FUZZ_SEGMENT seconds (default 300), each a fresh libFuzzer process
# on the corpus so far: corelibs Foundation never frees the error of a malformed XML text (about
# 0.6 KB each, see `settings-reliability parse-memory`), so a single process fuzzing the targets that
# reach its XML parser grows by gigabytes and would end in a false out-of-memory report. The last
# line sums the segments: executions, findings, peak RSS of any segment.
set -euo pipefail

TARGETS="plist strings bundle argdomain defaultsvalue"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/.build-fuzz"

if [[ "${1:-}" == "list" ]]; then echo "$TARGETS"; exit 0; fi
if [[ $# -lt 2 ]] || ! [[ " $TARGETS " == *" $1 "* ]] || ! [[ "$2" =~ ^[0-9]+$ ]]; then
    echo "usage: Scripts/fuzz.sh TARGET SECONDS [libFuzzer flags...]   TARGET: $TARGETS" >&2
    exit 2
fi
TARGET="$1"; SECONDS_TO_RUN="$2"; shift 2

FLAGS=(-swift-version 6 -sanitize=fuzzer -O -g -parse-as-library -enable-testing -I "$OUT/lib" -L "$OUT/lib")
mkdir -p "$OUT"
# Two runs started together must not compile the same module at once.
exec 9>>"$OUT/build.lock"
flock 9
mkdir -p "$OUT/lib" "$OUT/bin" "$OUT/logs" "$OUT/artifacts/$TARGET" "$OUT/corpus/$TARGET"

# Rebuilds a library module when one of its sources is newer than the archive.
# build_module NAME SOURCE-DIR [DEPENDENCY...]
build_module() {
    local name="$1" dir="$2"; shift 2
    local archive="$OUT/lib/lib$name.a" dependency stale=0
    local sources; mapfile -t sources < <(find "$ROOT/$dir" -name '*.swift' | sort)
    [[ -f "$archive" ]] || stale=1
    [[ $stale == 1 ]] || [[ -z "$(find "$ROOT/$dir" -name '*.swift' -newer "$archive")" ]] || stale=1
    for dependency in "$@"; do [[ "$OUT/lib/lib$dependency.a" -nt "$archive" ]] && stale=1; done
    [[ $stale == 1 ]] || return 0
    echo "fuzz.sh: compiling $name" >&2
    swiftc "${FLAGS[@]}" -module-name "$name" -emit-module -emit-module-path "$OUT/lib/$name.swiftmodule" \
        -emit-library -static -o "$archive" "${sources[@]}"
}
build_module SystemCalls Sources/SystemCalls
build_module TextOutput Sources/TextOutput SystemCalls
build_module PropertyList Sources/PropertyList TextOutput SystemCalls
build_module Defaults Sources/Defaults PropertyList TextOutput SystemCalls
build_module SettingsBundle Sources/SettingsBundle PropertyList Defaults TextOutput SystemCalls
build_module DefaultsTool Sources/DefaultsTool PropertyList Defaults TextOutput SystemCalls

BINARY="$OUT/bin/fuzz-$TARGET"
if [[ ! -x "$BINARY" ]] || [[ -n "$(find "$ROOT/Fuzz/Targets/$TARGET.swift" "$OUT/lib" -newer "$BINARY")" ]]; then
    echo "fuzz.sh: linking fuzz-$TARGET" >&2
    swiftc "${FLAGS[@]}" -module-name "Fuzz_$TARGET" "$ROOT/Fuzz/Targets/$TARGET.swift" \
        -lDefaultsTool -lSettingsBundle -lDefaults -lPropertyList -lTextOutput -lSystemCalls -o "$BINARY"
fi

# Seeds: copied each run (cheap; libFuzzer deduplicates by coverage).
SEEDS="$OUT/seeds/$TARGET"
rm -rf "$SEEDS"; mkdir -p "$SEEDS"
copy_seeds() { # copy_seeds NAME-PATTERN...: every matching file under the corpus and the fixtures
    local dirs=("$ROOT/Tests")
    [[ -d "$ROOT/../shared/corpus" ]] && dirs+=("$ROOT/../shared/corpus")
    [[ -d "$ROOT/Fuzz/Regressions/$TARGET" ]] && dirs+=("$ROOT/Fuzz/Regressions/$TARGET")
    local n=0
    while IFS= read -r -d '' file; do
        cp "$file" "$SEEDS/seed-$n-$(basename "$file")"; n=$((n + 1))
    done < <(find "${dirs[@]}" -type f -size -1M \( "$@" \) -print0)
}
case "$TARGET" in
    plist | bundle) copy_seeds -name '*.plist' ;;
    strings) copy_seeds -name '*.strings' ;;
    argdomain)
        printf -- '-k\0value' > "$SEEDS/plain"
        printf -- '-k\0 {a = (1, "2"); b = <0a0b>; }' > "$SEEDS/dict"
        printf -- '-k\0<plist><array><integer>1</integer></array></plist>\0-j\0"quoted"' > "$SEEDS/xml" ;;
    defaultsvalue)
        printf -- '-int\00042' > "$SEEDS/int"
        printf -- '-array\0-string\0a\0-float\0001.5\0-bool\0yes' > "$SEEDS/array"
        printf -- '-dict\0k\0-date\0002020-01-02T03:04:05Z\0d\0-data\0abc' > "$SEEDS/dict"
        printf -- '{ a = (1, 2, "x y"); b = <0a0b>; c = { d = "\\U00e9"; }; }' > "$SEEDS/openstep"
        printf -- '<plist><dict><key>a</key><real>1</real></dict></plist>' > "$SEEDS/xml"
        copy_seeds -name '*.strings' ;;
esac

exec 9>&-  # built: release the build lock
SEGMENT="${FUZZ_SEGMENT:-300}"
[[ "$SEGMENT" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: FUZZ_SEGMENT must be a whole number of seconds" >&2; exit 2; }
LOG="$OUT/logs/$TARGET.log"
echo "fuzz.sh: running fuzz-$TARGET for $SECONDS_TO_RUN s in segments of $SEGMENT s (log $LOG)" >&2
cd "$OUT/artifacts/$TARGET"
: > "$LOG"
remaining="$SECONDS_TO_RUN" executions=0 peak=0 segments=0 status=0
while (( remaining > 0 )); do
    slice=$(( remaining < SEGMENT ? remaining : SEGMENT ))
    segments=$((segments + 1))
    echo "fuzz.sh: segment $segments ($slice s)" >> "$LOG"
    set +e
    SWIFT_BACKTRACE=enable=no "$BINARY" -max_total_time="$slice" -timeout=10 -rss_limit_mb=4096 \
        -max_len=65536 -print_final_stats=1 -artifact_prefix="$OUT/artifacts/$TARGET/" \
        "$@" "$OUT/corpus/$TARGET" "$SEEDS" > "$LOG.segment" 2>&1
    status=$?
    set -e
    cat "$LOG.segment" >> "$LOG"
    grep -E 'DONE|ERROR|SUMMARY|crash-|Test unit' "$LOG.segment" >&2 || true
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$LOG.segment" | tail -1)
    rss=$(sed -n 's/^stat::peak_rss_mb: *//p' "$LOG.segment" | tail -1)
    executions=$((executions + ${runs:-0}))
    (( ${rss:-0} > peak )) && peak=${rss:-0}
    remaining=$((remaining - slice))
    (( status == 0 )) || break
done
rm -f "$LOG.segment"
findings=$(ls "$OUT/artifacts/$TARGET" | tr '\n' ' ')
echo "fuzz.sh: fuzz-$TARGET: $executions executions in $((SECONDS_TO_RUN - remaining)) s ($segments segments)," \
    "peak RSS $peak MB, exit status $status, findings: ${findings:-none}" >&2
exit "$status"
