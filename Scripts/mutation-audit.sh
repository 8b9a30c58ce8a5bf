#!/usr/bin/env bash
# Mutation audit: plants small, plausible bugs one at a time and checks that a test catches each.
#
#   Scripts/mutation-audit.sh                 every mutation of Scripts/mutations.list
#   Scripts/mutation-audit.sh ID|NUMBER ...   only these (an id, or the 1-based number --list shows)
#   Scripts/mutation-audit.sh --list          the mutations, numbered, without building
#   Scripts/mutation-audit.sh --check         whether each mutation's line is still there (no build)
#   options: --no-baseline   skip running each test filter on the unmutated tree first
#            --timeout SEC   limit for one test run (default 900; a run cut off counts as missed)
#            --scratch DIR   scratch folder (default $MUTATION_AUDIT_SCRATCH or /tmp/mutation-audit)
#
# The package is copied once into DIR/tree (everything but .build, .git and .swiftpm; a file whose
# modification time or bytes are unchanged is not touched, so a second run rebuilds only what changed) and built there
# with --scratch-path DIR/build, kept between runs so each rebuild is incremental. For each mutation
# the script checks that its `from` text occurs exactly once in its file (else the mutation is stale:
# the code moved; refresh the entry), writes the mutated file into the copy, runs
# `swift build --build-tests`, then `swift test --skip-build --disable-xctest --filter FILTER`, and
# restores the file. The real tree is never written.
#
# Each mutation is reported as:
#   caught        a test recorded an issue (a failed expectation or a thrown error)
#   crash-only    the test process crashed, signalled or timed out with no issue recorded: missed
#   missed        every test passed
#   build-failed  the mutated tree does not compile (reported apart: neither caught nor missed)
#   stale         the `from` text is not in the file exactly once (reported apart)
#   no-tests      the filter ran no test: missed (fix the filter)
# Before the mutations, each distinct filter runs once on the unmutated tree (the baseline): a
# filter that fails there would make every mutation look caught, so the audit stops.
# The last line is `mutation audit: N caught, M missed`; per-mutation results are written to
# DIR/results.tsv (id, module, outcome, seconds, filter) and each test log to DIR/logs/ID.log.
# Not part of CI: it is slow (a rebuild per mutation). Needs bash, coreutils (timeout, cmp), flock
# (util-linux), awk and swift. Interrupting it puts the mutated file back; a compiler it started may
# run on for a moment.
set -uo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
LIST="$ROOT/Scripts/mutations.list"
SCRATCH="${MUTATION_AUDIT_SCRATCH:-/tmp/mutation-audit}"
TIMEOUT=900
BASELINE=1
MODE=run
SELECTED=()

while [[ $# -gt 0 ]]; do
    case "$1" in
        --list) MODE=list ;;
        --check) MODE=check ;;
        --no-baseline) BASELINE=0 ;;
        --timeout) TIMEOUT="$2"; shift ;;
        --scratch) SCRATCH="$2"; shift ;;
        -h | --help) sed -n '2,/^set -uo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        -*) echo "mutation-audit: unknown option $1 (see --help)" >&2; exit 2 ;;
        *) SELECTED+=("$1") ;;
    esac
    shift
done

# --- Reading the list -------------------------------------------------------------------------
# Scripts/mutations.list holds blocks; see the comment at its top for the format.
IDS=(); FILES=(); MODULES=(); FROMS=(); TOS=(); FILTERS=(); WHYS=()
parse_list() {
    local line key value n=-1 lineno=0
    while IFS= read -r line || [[ -n "$line" ]]; do
        lineno=$((lineno + 1))
        [[ -z "${line//[[:space:]]/}" || "$line" == \#* ]] && continue
        if [[ "$line" == "== "* ]]; then
            n=$((n + 1))
            IDS[n]="${line#== }"; FILES[n]=""; MODULES[n]=""; FROMS[n]=""; TOS[n]=""; FILTERS[n]=""; WHYS[n]=""
            TOS_SET[n]=0
            continue
        fi
        if [[ $n -lt 0 || "$line" != *:* ]]; then
            echo "mutation-audit: $LIST:$lineno: expected '== id' or 'field: value', got: $line" >&2; exit 2
        fi
        key="${line%%:*}"; value="${line#*:}"; value="${value# }"
        case "$key" in
            file) FILES[n]="$value" ;;
            module) MODULES[n]="$value" ;;
            from) FROMS[n]="$value" ;;
            to) TOS[n]="$value"; TOS_SET[n]=1 ;;
            filter) FILTERS[n]="$value" ;;
            why) WHYS[n]="$value" ;;
            *) echo "mutation-audit: $LIST:$lineno: unknown field '$key'" >&2; exit 2 ;;
        esac
    done <"$LIST"
    local i
    for i in "${!IDS[@]}"; do
        if [[ -z "${FILES[i]}" || -z "${FROMS[i]}" || "${TOS_SET[i]}" != 1 || -z "${FILTERS[i]}" ]]; then
            echo "mutation-audit: ${IDS[i]}: file, from, to and filter are required" >&2; exit 2
        fi
        if [[ "${FROMS[i]}" == "${TOS[i]}" ]]; then
            echo "mutation-audit: ${IDS[i]}: 'to' equals 'from'" >&2; exit 2
        fi
    done
}
declare -a TOS_SET
parse_list

# The indexes to run: all, or those named by id or number.
INDEXES=()
if [[ ${#SELECTED[@]} -eq 0 ]]; then
    INDEXES=("${!IDS[@]}")
else
    for wanted in "${SELECTED[@]}"; do
        found=""
        for i in "${!IDS[@]}"; do
            if [[ "${IDS[i]}" == "$wanted" || "$((i + 1))" == "$wanted" ]]; then found=$i; fi
        done
        [[ -z "$found" ]] && { echo "mutation-audit: no mutation '$wanted' (see --list)" >&2; exit 2; }
        INDEXES+=("$found")
    done
fi

# How many lines of FILE contain TEXT, and how many times in all (literal match, via ENVIRON so
# backslashes are not interpreted).
occurrences() {
    TEXT="$2" awk 'BEGIN { t = ENVIRON["TEXT"]; lines = 0; total = 0 }
        { rest = $0; hit = 0
          while ((p = index(rest, t)) > 0) { total++; hit = 1; rest = substr(rest, p + length(t)) }
          lines += hit }
        END { print lines, total }' "$1"
}

# Writes FILE with its one occurrence of FROM replaced by TO, to OUT.
mutate() {
    FROM="$2" TO="$3" awk 'BEGIN { f = ENVIRON["FROM"]; t = ENVIRON["TO"] }
        { p = index($0, f)
          if (p > 0) { $0 = substr($0, 1, p - 1) t substr($0, p + length(f)) }
          print }' "$1" >"$4"
}

if [[ "$MODE" == list ]]; then
    for i in "${INDEXES[@]}"; do
        printf '%3d  %-40s %-20s %s\n' "$((i + 1))" "${IDS[i]}" "${MODULES[i]}" "${FILES[i]}"
    done
    exit 0
fi

stale_reason() {
    local file="$ROOT/$1" counts
    [[ -f "$file" ]] || { echo "no file $1"; return; }
    counts=$(occurrences "$file" "$2")
    [[ "$counts" == "1 1" ]] || echo "'from' found ${counts#* } times in $1 (needs exactly once)"
}

if [[ "$MODE" == check ]]; then
    bad=0
    for i in "${INDEXES[@]}"; do
        reason=$(stale_reason "${FILES[i]}" "${FROMS[i]}")
        if [[ -n "$reason" ]]; then echo "stale: ${IDS[i]}: $reason"; bad=$((bad + 1)); fi
    done
    echo "mutation check: $((${#INDEXES[@]} - bad)) current, $bad stale"
    [[ $bad -eq 0 ]]
    exit
fi

# --- The scratch copy -------------------------------------------------------------------------
TREE="$SCRATCH/tree"
BUILD="$SCRATCH/build"
LOGS="$SCRATCH/logs"
RESULTS="$SCRATCH/results.tsv"
mkdir -p "$TREE" "$BUILD" "$LOGS"
exec 9>"$SCRATCH/lock"
if ! flock -n 9; then echo "mutation-audit: another audit uses $SCRATCH" >&2; exit 2; fi
START=$(date +%s)

# Copies the package into TREE: new or changed files only (so unchanged files keep their stamps and
# the scratch build stays incremental), and removes files the package no longer has.
sync_tree() {
    local relative copied=0
    while IFS= read -r -d '' relative; do
        if [[ -L "$ROOT/$relative" ]]; then
            if [[ "$(readlink "$ROOT/$relative")" != "$(readlink "$TREE/$relative" 2>/dev/null)" ]]; then
                mkdir -p "$(dirname "$TREE/$relative")"; rm -rf "$TREE/$relative"
                cp -P "$ROOT/$relative" "$TREE/$relative"; copied=$((copied + 1))
            fi
        elif [[ -f "$TREE/$relative" && ! "$ROOT/$relative" -nt "$TREE/$relative" \
            && ! "$ROOT/$relative" -ot "$TREE/$relative" ]]; then
            continue  # same modification time: copied unchanged before (as rsync assumes)
        elif ! cmp -s "$ROOT/$relative" "$TREE/$relative"; then
            mkdir -p "$(dirname "$TREE/$relative")"; rm -rf "$TREE/$relative"
            cp -p "$ROOT/$relative" "$TREE/$relative"; copied=$((copied + 1))
        fi
    done < <(cd "$ROOT" && find . \( -path ./.build -o -path ./.git -o -path ./.swiftpm -o -path './.build-*' \) \
        -prune -o \( -type f -o -type l \) -print0)
    # Files removed from the package.
    while IFS= read -r -d '' relative; do
        [[ -e "$ROOT/$relative" || -L "$ROOT/$relative" ]] || rm -f "$TREE/$relative"
    done < <(cd "$TREE" && find . \( -path ./.build -o -path ./.swiftpm \) -prune -o \( -type f -o -type l \) -print0)
    echo "copied $copied changed files into $TREE"
}
sync_tree
# The corpus tests look for ../shared/corpus beside the package.
if [[ -d "$ROOT/../shared" && ! -e "$SCRATCH/shared" ]]; then ln -s "$(cd "$ROOT/../shared" && pwd)" "$SCRATCH/shared"; fi

# The commands run without the lock's descriptor (9>&-): a compiler left running by an interrupted
# build must not keep the scratch folder locked.
build() { (cd "$TREE" && swift build --build-tests --scratch-path "$BUILD") >"$1" 2>&1 9>&-; }

# Runs the tests of FILTER, logging to LOG; prints caught, crash-only, missed or no-tests.
run_tests() {
    local filter="$1" log="$2" status
    (cd "$TREE" && timeout --kill-after=30 "$TIMEOUT" \
        swift test --skip-build --disable-xctest --scratch-path "$BUILD" --filter "$filter") >"$log" 2>&1 9>&-
    status=$?
    if grep -q "recorded an issue" "$log"; then echo caught
    elif [[ $status -eq 0 ]] && grep -Eq "Test run with 0 tests" "$log"; then echo no-tests
    elif [[ $status -eq 0 ]]; then echo missed
    else echo crash-only
    fi
}

echo "building the unmutated copy (log: $LOGS/build-base.log)"
if ! build "$LOGS/build-base.log"; then
    tail -20 "$LOGS/build-base.log" >&2
    echo "mutation-audit: the unmutated tree does not build" >&2; exit 1
fi

if [[ $BASELINE -eq 1 ]]; then
    declare -A SEEN=()
    for i in "${INDEXES[@]}"; do
        filter="${FILTERS[i]}"
        [[ -n "${SEEN[$filter]:-}" ]] && continue
        SEEN[$filter]=1
        outcome=$(run_tests "$filter" "$LOGS/baseline.log")
        if [[ "$outcome" != missed ]]; then
            echo "mutation-audit: on the unmutated tree the filter '$filter' gives '$outcome'" \
                "(log: $LOGS/baseline-failed.log); fix it before auditing" >&2
            cp "$LOGS/baseline.log" "$LOGS/baseline-failed.log"
            exit 1
        fi
    done
    echo "baseline: ${#SEEN[@]} filters pass on the unmutated tree"
fi

# --- The mutations ----------------------------------------------------------------------------
caught=0; missed=0; build_failed=0; stale=0
: >"$RESULTS"
restore() { [[ -n "${CURRENT:-}" ]] && cp "$ROOT/$CURRENT" "$TREE/$CURRENT"; CURRENT=""; }
trap 'restore; exit 130' INT TERM
total=${#INDEXES[@]}; number=0
for i in "${INDEXES[@]}"; do
    number=$((number + 1))
    id="${IDS[i]}"; file="${FILES[i]}"; began=$(date +%s)
    reason=$(stale_reason "$file" "${FROMS[i]}")
    if [[ -n "$reason" ]]; then
        outcome=stale
    else
        CURRENT="$file"
        mutate "$ROOT/$file" "${FROMS[i]}" "${TOS[i]}" "$TREE/$file.mutated"
        mv "$TREE/$file.mutated" "$TREE/$file"
        if build "$LOGS/$id.build.log"; then
            outcome=$(run_tests "${FILTERS[i]}" "$LOGS/$id.log")
        else
            outcome=build-failed
        fi
        restore
    fi
    seconds=$(($(date +%s) - began))
    case "$outcome" in
        caught) caught=$((caught + 1)) ;;
        build-failed) build_failed=$((build_failed + 1)) ;;
        stale) stale=$((stale + 1)) ;;
        *) missed=$((missed + 1)) ;;
    esac
    printf '[%d/%d] %-40s %-18s %-12s %4ss%s\n' "$number" "$total" "$id" "${MODULES[i]}" "$outcome" "$seconds" \
        "${reason:+  ($reason)}"
    printf '%s\t%s\t%s\t%s\t%s\n' "$id" "${MODULES[i]}" "$outcome" "$seconds" "${FILTERS[i]}" >>"$RESULTS"
done
trap - INT TERM

echo "time: $(($(date +%s) - START)) s; results in $RESULTS"
[[ $build_failed -gt 0 ]] && echo "build-failed (not counted): $build_failed"
[[ $stale -gt 0 ]] && echo "stale (not counted; refresh with --check): $stale"
echo "mutation audit: $caught caught, $missed missed"
