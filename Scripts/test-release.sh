#!/bin/bash
# Proof that the release runs where there is no Swift (tier 3): unpacks the tarball and the .deb
# of dist/ into temporary roots and runs the installed binaries with an environment whose PATH
# and LD_LIBRARY_PATH hold nothing of the Swift toolchain:
#
#   one executable                  bin/settings, with bin/defaults a symbolic link to it
#   settings --version              the version written in Sources/ToolVersion/ToolVersion.swift
#   settings lint BUNDLE            a real bundle (../shared/corpus, else a fixture): findings and summary
#   defaults write / read           through the link: a value round-trips through ~/.config/DOMAIN.plist
#   settings (the editor)           its first frame under tmux: the installed Showcase demo
#   ldd                             no libswift*, no libFoundation*, nothing not found
#
# and checks SHA256SUMS, the .deb's Depends and that lintian reports no error (lintian runs once:
# when this script makes the release, it reads release.sh's lintian output of that .deb).
#
# Usage: Scripts/test-release.sh [DIST]   (default dist/; made with Scripts/release.sh when the
# files are not there). Skipped (exit 0) without dpkg-deb, tmux or ldd unless CI is set, where it
# must run. Ends with `release: N passed, M failed`; exits 1 on any failure.
set -uo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
dist=${1:-$package/dist}

for tool in dpkg-deb tmux ldd tar; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        if [ -n "${CI:-}" ]; then
            echo "test-release: $tool is needed under CI" >&2
            exit 1
        fi
        echo "test-release: skipped: no $tool (set CI to make that a failure)"
        exit 0
    fi
done

version=$(sed -n 's/.*static let current = "\(.*\)".*/\1/p' "$package/Sources/ToolVersion/ToolVersion.swift")
if [ -z "$version" ]; then
    echo "test-release: no version in Sources/ToolVersion/ToolVersion.swift" >&2
    exit 1
fi
tarball=$dist/terminalsettings-$version-linux-$(uname -m).tar.gz
deb=$dist/terminalsettings_${version}_$(dpkg --print-architecture).deb
scratch=$(mktemp -d)
socket=test-release-$$
cleanup() {
    tmux -L "$socket" kill-server >/dev/null 2>&1
    rm -rf "$scratch"
}
trap cleanup EXIT

# lintian's output on the .deb: when this script makes the release, release.sh's run of lintian
# (it fails the release on errors) is the one read below; on a release made before, lintian runs.
lintian_log=
if [ ! -f "$tarball" ] || [ ! -f "$deb" ]; then
    echo "test-release: no release $version in $dist: running Scripts/release.sh"
    start=$(date +%s)
    RELEASE_LINTIAN_LOG=$scratch/lintian.txt "$package/Scripts/release.sh" "$dist" || exit 1
    echo "test-release: Scripts/release.sh took $(($(date +%s) - start)) s"
    [ -f "$scratch/lintian.txt" ] && lintian_log=$scratch/lintian.txt
fi

passed=0
failed=0
check() { # check NAME COMMAND...: runs COMMAND, counts and reports it
    local name=$1
    shift
    local output
    if output=$("$@" 2>&1); then
        passed=$((passed + 1))
        echo "ok: $name"
    else
        failed=$((failed + 1))
        echo "FAILED: $name"
        printf '%s\n' "$output" | head -40 | sed 's/^/    /'
    fi
}

# A real bundle to lint: one of the shared corpus, else the repository's VLC fixture.
corpus=
for folder in "$package/../shared/corpus" "$package/../../shared/corpus"; do
    if [ -d "$folder" ]; then
        corpus=$(find "$folder" -maxdepth 6 -type d -name 'Settings.bundle' 2>/dev/null | sort | head -1)
        [ -n "$corpus" ] && break
    fi
done
[ -n "$corpus" ] || corpus=$package/Tests/SettingsBundleTests/Fixtures/Compare/VLC/new/Settings.bundle
corpus_name=$(basename "$(dirname "$corpus")")/Settings.bundle
# A copy: lint reads no configuration or git checkout around it.
cp -R "$corpus" "$scratch/Corpus.bundle" && corpus=$scratch/Corpus.bundle

# The environment of a machine without Swift: system folders and the unpacked bin/ only.
clean_path() { echo "$1:/usr/bin:/bin"; }

# No folder of PATH, and no library ldd resolves, is the Swift toolchain's.
no_toolchain() { # no_toolchain BIN
    local path
    path=$(clean_path "$1")
    case ":$path:" in
    *swift*) echo "PATH holds the Swift toolchain: $path" && return 1 ;;
    esac
    return 0
}

linked_without_swift() { # linked_without_swift BINARY
    local libraries
    libraries=$(env -i PATH=/usr/bin:/bin ldd "$1") || return 1
    printf '%s\n' "$libraries"
    if printf '%s\n' "$libraries" | grep -E 'libswift|libFoundation|libdispatch|libBlocksRuntime|/opt/swift|not found'; then
        echo "^ links the Swift runtime, or a library that is not found"
        return 1
    fi
}

runs_version() { # runs_version BIN
    local printed
    printed=$(env -i PATH="$(clean_path "$1")" HOME="$scratch/home" settings --version) || return 1
    [ "$printed" = "$version" ] || {
        echo "settings --version printed '$printed', ToolVersion.swift says '$version'"
        return 1
    }
    printed=$(env -i PATH="$(clean_path "$1")" HOME="$scratch/home" defaults --version) || return 1
    case $printed in *"$version"*) ;; *) echo "defaults --version printed '$printed'" && return 1 ;; esac
}

lints_bundle() { # lints_bundle BIN: findings and a summary; exit 0 or 1 (findings), never a crash
    local output status
    output=$(env -i PATH="$(clean_path "$1")" HOME="$scratch/home" settings lint "$corpus" --format text)
    status=$?
    printf '%s\n' "$output" | tail -3
    [ $status -le 1 ] || { echo "exit status $status" && return 1; }
    printf '%s\n' "$output" | tail -1 | grep -Eq '^1 bundle: [0-9]+ errors?, [0-9]+ warnings?, [0-9]+ notes?' ||
        { echo "no summary line" && return 1; }
    # And a bundle with a known error fails: a child pane whose file is missing.
    mkdir -p "$scratch/Broken.bundle"
    cat >"$scratch/Broken.bundle/Root.plist" <<'PLIST'
<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0"><dict><key>PreferenceSpecifiers</key><array>
<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>More</string><key>File</key><string>Missing</string></dict>
</array></dict></plist>
PLIST
    output=$(env -i PATH="$(clean_path "$1")" HOME="$scratch/home" settings lint "$scratch/Broken.bundle")
    status=$?
    [ $status -eq 1 ] || { echo "a missing child pane: exit status $status, not 1: $output" && return 1; }
}

shows_local_dates() { # shows_local_dates BIN: a date picker in the user's zone (TZ), from the C library
    # settings links no ICU (issue 32), where FoundationEssentials' own TimeZone.current is GMT.
    local bundle=$scratch/Dates.bundle zone shown expected
    mkdir -p "$bundle"
    printf '%s\n' '<?xml version="1.0" encoding="UTF-8"?>' \
        '<plist version="1.0"><dict><key>PreferenceSpecifiers</key><array/></dict></plist>' >"$bundle/Root.plist"
    printf '%s\n' '<?xml version="1.0" encoding="UTF-8"?>' \
        '<plist version="1.0"><dict><key>PreferenceSpecifiers</key><array><dict>' \
        '<key>Type</key><string>IASKDatePickerSpecifier</string><key>Title</key><string>When</string>' \
        '<key>Key</key><string>when</string><key>DefaultValue</key><date>2026-07-01T12:00:00Z</date>' \
        '</dict></array></dict></plist>' >"$bundle/Root.inApp.plist"
    for zone in UTC=12:00 Asia/Tokyo=21:00 America/New_York=08:00; do
        expected="2026-07-01 ${zone#*=}"
        # The whole output, then its first line: `| head -1` could close the pipe before settings
        # writes its second line, and pipefail would count the SIGPIPE as a failure.
        shown=$(env -i PATH="$(clean_path "$1")" HOME="$scratch/home" TZ="${zone%%=*}" \
            settings get --in-app "$bundle" when) || { echo "settings get failed: $shown" && return 1; }
        shown=${shown%%$'\n'*}
        echo "TZ=${zone%%=*}: $shown"
        [ "$shown" = "$expected" ] || { echo "^ expected $expected" && return 1; }
    done
}

no_icu() { # no_icu BINARY: the locale data of ICU (34 MB) is not linked in (issue 32)
    ls -l "$1"
    if grep -q -a 'icudt[0-9][0-9]l' "$1"; then
        echo "^ carries ICU's data (icudt..l): something links Foundation rather than FoundationEssentials"
        return 1
    fi
}

one_executable() { # one_executable BIN: settings is the only file, defaults a relative link to it
    ls -l "$1"
    [ -f "$1/settings" ] && [ ! -L "$1/settings" ] || { echo "bin/settings is not a file" && return 1; }
    [ -L "$1/defaults" ] && [ "$(readlink "$1/defaults")" = settings ] ||
        { echo "bin/defaults is not a link to settings" && return 1; }
    [ -z "$(find "$1" -mindepth 1 ! -name settings ! -name defaults)" ] || { echo "other files in bin/" && return 1; }
}

round_trips_defaults() { # round_trips_defaults BIN: `defaults` started by its name (the link) is the defaults command
    local home=$scratch/home-defaults-$RANDOM value
    mkdir -p "$home"
    env -i PATH="$(clean_path "$1")" HOME="$home" defaults write com.example.release greeting -string 'Grüß Gott' ||
        return 1
    value=$(env -i PATH="$(clean_path "$1")" HOME="$home" defaults read com.example.release greeting) || return 1
    [ "$value" = 'Grüß Gott' ] || { echo "defaults read printed '$value'" && return 1; }
    [ -f "$home/.config/com.example.release.plist" ] || { echo "no ~/.config/com.example.release.plist" && return 1; }
}

draws_editor() { # draws_editor BIN: the first frame of the Showcase demo, at 80x24, then q
    local home=$scratch/home-editor-$RANDOM screen=
    mkdir -p "$home"
    tmux -L "$socket" -f /dev/null new-session -d -s editor -x 80 -y 24 \
        "env -i PATH='$(clean_path "$1")' HOME='$home' TERM=xterm-256color LANG=C.UTF-8 settings; sleep 5" ||
        return 1
    for _ in $(seq 1 100); do
        screen=$(tmux -L "$socket" capture-pane -p -t editor 2>/dev/null)
        case $screen in *"com.terminalsettings.showcase"*"q quit"*) break ;; esac
        sleep 0.1
    done
    tmux -L "$socket" send-keys -t editor q
    tmux -L "$socket" kill-server >/dev/null 2>&1
    printf '%s\n' "$screen"
    case $screen in
    *"Showcase"*"PROFILE"*"Allow Notifications"*"q quit"*) return 0 ;;
    *) echo "^ not the Showcase demo's first frame" && return 1 ;;
    esac
}

verify_root() { # verify_root LABEL BIN
    local label=$1 bin=$2
    check "$label: PATH without the Swift toolchain" no_toolchain "$bin"
    check "$label: one executable, settings, with defaults a link to it" one_executable "$bin"
    check "$label: ldd settings shows no libswift*/libFoundation*" linked_without_swift "$bin/settings"
    check "$label: settings carries no ICU data" no_icu "$bin/settings"
    check "$label: settings get shows a date in the user's zone (TZ)" shows_local_dates "$bin"
    check "$label: settings --version and defaults --version say $version" runs_version "$bin"
    check "$label: settings lint $corpus_name" lints_bundle "$bin"
    check "$label: defaults (the link) write, then read" round_trips_defaults "$bin"
    check "$label: the editor's first frame under tmux" draws_editor "$bin"
}

echo "test-release: $tarball, $deb"
# The paths go to `bash -c` as arguments ("$1", "$2"), never inside its program text: a path
# holding a quote would otherwise end the quoting and run the rest as a command.
check "SHA256SUMS" bash -c 'cd "$1" && sha256sum -c SHA256SUMS' _ "$dist"

# The tarball, as `tar -x -C /usr/local` would unpack it.
mkdir -p "$scratch/usr-local"
check "tarball unpacks: bin/, share/" bash -c 'tar -xzf "$1" -C "$2" && \
    test -x "$2/bin/settings" && test -L "$2/bin/defaults" && \
    test -f "$2/share/man/man1/settings.1" && test -f "$2/share/man/man1/defaults.1" && \
    test -f "$2/share/bash-completion/completions/settings" && \
    test -f "$2/share/zsh/site-functions/_settings" && \
    test -f "$2/share/fish/vendor_completions.d/settings.fish" && \
    test -f "$2/share/terminalsettings/Showcase/Settings.bundle/Root.plist" && \
    test -f "$2/share/doc/terminalsettings/LICENSE" && \
    test -f "$2/share/doc/terminalsettings/README.md" && \
    test -z "$(tar -tzf "$1" | grep -v -E "^(bin|share)(/|\$)")"' _ "$tarball" "$scratch/usr-local"
verify_root tarball "$scratch/usr-local/bin"

# The .deb, unpacked as dpkg would install it (without running as the package manager).
mkdir -p "$scratch/deb"
check ".deb unpacks under usr/" bash -c 'dpkg-deb -x "$1" "$2" && test -x "$2/usr/bin/settings" && \
    test -L "$2/usr/bin/defaults" && \
    test -f "$2/usr/share/man/man1/settings.1.gz" && test -f "$2/usr/share/doc/terminalsettings/copyright"' \
    _ "$deb" "$scratch/deb"
check ".deb Depends on libc6 and libncursesw6" bash -c 'dpkg-deb -f "$1" Depends | tee /dev/stderr | \
    grep -q libc6 && dpkg-deb -f "$1" Depends | grep -q libncursesw6' _ "$deb"
verify_root .deb "$scratch/deb/usr/bin"
if [ -n "$lintian_log" ]; then
    check "lintian: no errors (release.sh's run on this .deb)" bash -c 'cat "$1" && { ! grep -q "^E: " "$1"; }' _ "$lintian_log"
elif command -v lintian >/dev/null 2>&1; then
    check "lintian: no errors" bash -c 'lintian "$1" | tee /dev/stderr | { ! grep -q "^E: "; }' _ "$deb"
elif [ -n "${CI:-}" ]; then
    check "lintian is installed (CI)" false
fi

echo "release: $passed passed, $failed failed"
[ $failed -eq 0 ]
