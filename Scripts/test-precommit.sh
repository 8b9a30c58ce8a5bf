#!/bin/bash
# The pre-commit hooks of .pre-commit-hooks.yaml, tested for real: a temporary git repository
# with an app's Settings.bundle and a .pre-commit-config.yaml pointing at this repository (its
# path and the commit HEAD), `pre-commit install`, then commits:
#
#   a bundle with an error (a child pane whose file is missing)   the commit fails, lint says why
#   the bundle fixed (its .strings staged too)                    the commit passes
#   a staged folder named --write-baseline=App                    linted as a path, nothing overwritten
#   a change that touches no bundle                               the hook is skipped
#
# for `settings-lint-system` (the `settings` on PATH: the release tarball in dist/ when there,
# else this checkout's debug build) and `settings-lint` (language: swift).
#
# Then the sources hooks (`settings-lint-sources-system`, `settings-lint-sources`) on the SourceLint
# fixture app: staged Swift code that reads a key with the wrong type fails, the fixed code passes.
#
# The swift hooks: for a user, pre-commit clones this repository, runs `swift build -c release` in
# the clone and runs the hook with the clone's .build/release first on PATH. A second release build
# in pre-commit's clone would share nothing with the release's (other paths), so by default this
# script checks the same in three cheaper steps that together are what users run:
#   1. pre-commit's swift language is still that: `swift build -c release`, .build/release on PATH
#      (read from the installed pre-commit);
#   2. `swift build -c release --product settings` here, with the release's flags
#      (Scripts/release.sh --build-flags), so it reuses the release's build. Not every target: with
#      --static-swift-stdlib the test-support targets, which import Testing, cannot build (the
#      static SDK has no Testing module), and without it the build would be a second one. Every
#      target compiles in the test run's debug build;
#   3. the swift hooks of HEAD's hooks file, with only `language: swift` read as `language: system`,
#      run by pre-commit with that .build/release first on PATH, as pre-commit's swift
#      environment puts it.
# --pre-commit-build lets pre-commit build the package itself instead (minutes; what a user's first
# commit does); --system-only runs the system hooks alone.
#
# pre-commit reads the hooks file as committed at HEAD, not the work tree. Needs git, python3
# and pre-commit (installed with pip when missing); skipped without them unless CI is set.
# Ends with `pre-commit: N passed, M failed`; exits 1 on any failure.
set -uo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
hooks=(settings-lint-system settings-lint)
sources_hooks=(settings-lint-sources-system settings-lint-sources)
swift_build=shared
case ${1:-} in
"") ;;
--system-only) hooks=(settings-lint-system) sources_hooks=(settings-lint-sources-system) ;;
--pre-commit-build) swift_build=pre-commit ;;
*)
    echo "usage: Scripts/test-precommit.sh [--system-only | --pre-commit-build]" >&2
    exit 64
    ;;
esac

skip() {
    if [ -n "${CI:-}" ]; then
        echo "test-precommit: $1 (needed under CI)" >&2
        exit 1
    fi
    echo "test-precommit: skipped: $1 (set CI to make that a failure)"
    exit 0
}
command -v git >/dev/null 2>&1 || skip "no git"
command -v python3 >/dev/null 2>&1 || skip "no python3"
if ! python3 -m pre_commit --version >/dev/null 2>&1; then
    echo "test-precommit: installing pre-commit (pip)"
    python3 -m pip install -q pre-commit >/dev/null 2>&1 ||
        python3 -m pip install -q --break-system-packages pre-commit >/dev/null 2>&1
    python3 -m pre_commit --version >/dev/null 2>&1 || skip "pip could not install pre-commit"
fi
rev=$(git -C "$package" rev-parse HEAD) || skip "$package is not a git checkout"
if ! git -C "$package" cat-file -e "$rev:.pre-commit-hooks.yaml" 2>/dev/null; then
    echo "test-precommit: .pre-commit-hooks.yaml is not committed at HEAD ($rev)" >&2
    exit 1
fi
git -C "$package" diff --quiet HEAD -- .pre-commit-hooks.yaml ||
    echo "test-precommit: note: .pre-commit-hooks.yaml has uncommitted changes; pre-commit uses HEAD's"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# pre-commit's clones and its build of the package: kept when PRE_COMMIT_HOME is set.
export PRE_COMMIT_HOME=${PRE_COMMIT_HOME:-$scratch/pre-commit-home}

# The `settings` of the system hook: the release when dist/ has one, else the debug build.
bin=
tarball=$(find "$package/dist" -maxdepth 1 -name 'terminalsettings-*-linux-*.tar.gz' 2>/dev/null | sort | head -1)
if [ -n "$tarball" ]; then
    mkdir -p "$scratch/usr-local"
    tar -xzf "$tarball" -C "$scratch/usr-local" && bin=$scratch/usr-local/bin
fi
if [ -z "$bin" ]; then
    (cd "$package" && swift build --product settings >/dev/null) || {
        echo "test-precommit: swift build --product settings failed" >&2
        exit 1
    }
    bin=$(cd "$package" && swift build --show-bin-path)
fi
echo "test-precommit: hooks of $package at $rev; settings-lint-system runs $bin/settings"

# Where each hook comes from: the system hooks from this repository at HEAD; the swift hooks too
# with --pre-commit-build, else from a copy of HEAD's hooks file whose swift hooks run the
# package's own release build (steps 1-3 above).
hooks_repo=$package hooks_rev=$rev swift_path=
if [ "$swift_build" = shared ] && [ ${#hooks[@]} -gt 1 ]; then
    # 1. pre-commit's swift language: `swift build -c release` into ENV/.build, then ENV/.build/release
    #    first on PATH. A pre-commit that does otherwise fails here: the steps below no longer match.
    if ! contract=$(python3 - 2>&1 <<'PY'
import inspect
from pre_commit.languages import swift
source = inspect.getsource(swift.install_environment)
patch = swift.get_env_patch("ENV")
assert (swift.BUILD_DIR, swift.BUILD_CONFIG) == (".build", "release"), (swift.BUILD_DIR, swift.BUILD_CONFIG)
assert "'swift', 'build'" in source and "BUILD_CONFIG" in source and "'--build-path'" in source, source
assert patch[0][0] == "PATH" and patch[0][1][0] == "ENV/.build/release", patch
print("pre-commit's swift hooks run `swift build -c release` and put .build/release first on PATH")
PY
    ); then
        echo "test-precommit: pre-commit's swift language is not what this script checks against:" >&2
        printf '%s\n' "$contract" >&2
        exit 1
    fi
    echo "test-precommit: $contract"
    # 2. The hooks' product in release, with the release's flags (a no-op after .ci/run's release).
    start=$(date +%s)
    # SWIFT_BUILD_FLAGS as Scripts/release.sh takes them (after its own): .ci/run's scratch folder.
    # shellcheck disable=SC2046,SC2086
    (cd "$package" && swift build -c release --product settings $("$package/Scripts/release.sh" --build-flags) \
        ${SWIFT_BUILD_FLAGS:-} >"$scratch/swift-build.log" 2>&1) || {
        tail -40 "$scratch/swift-build.log" >&2
        echo "test-precommit: swift build -c release failed (the swift hook's build)" >&2
        exit 1
    }
    # shellcheck disable=SC2086
    swift_path=$(cd "$package" && swift build -c release --show-bin-path ${SWIFT_BUILD_FLAGS:-})
    [ -x "$swift_path/settings" ] || {
        echo "test-precommit: swift build -c release made no $swift_path/settings" >&2
        exit 1
    }
    echo "test-precommit: swift build -c release --product settings took $(($(date +%s) - start)) s; the swift hooks run $swift_path/settings"
    # 3. HEAD's hooks file with `language: swift` read as `language: system`, and nothing else changed.
    hooks_repo=$scratch/hooks-as-built
    mkdir -p "$hooks_repo"
    git -C "$package" show "$rev:.pre-commit-hooks.yaml" >"$scratch/hooks-at-head.yaml"
    sed 's/^\( *\)language: swift$/\1language: system/' "$scratch/hooks-at-head.yaml" >"$hooks_repo/.pre-commit-hooks.yaml"
    swift_hooks=$(grep -c '^ *language: swift$' "$scratch/hooks-at-head.yaml")
    changed=$(diff "$scratch/hooks-at-head.yaml" "$hooks_repo/.pre-commit-hooks.yaml" | grep -c '^>')
    if [ "$swift_hooks" -lt 2 ] || [ "$changed" != "$swift_hooks" ]; then
        echo "test-precommit: HEAD's hooks file has $swift_hooks swift hooks; rewriting changed $changed lines" >&2
        exit 1
    fi
    git -C "$hooks_repo" init -q . && git -C "$hooks_repo" add .pre-commit-hooks.yaml &&
        git -C "$hooks_repo" -c user.name=test -c user.email=test@example.com commit -q -m hooks || exit 1
    hooks_rev=$(git -C "$hooks_repo" rev-parse HEAD)
fi
# use_source HOOK: sets hook_repo and hook_rev, where pre-commit takes HOOK from, and hook_bin, the
# folder of the `settings` put first on PATH.
use_source() {
    case $1 in
    *-system) hook_repo=$package hook_rev=$rev hook_bin=$bin ;;
    *) hook_repo=$hooks_repo hook_rev=$hooks_rev hook_bin=${swift_path:-$bin} ;;
    esac
}

passed=0
failed=0
pass() { passed=$((passed + 1)) && echo "ok: $1"; }
fail() {
    failed=$((failed + 1))
    echo "FAILED: $1"
    [ -n "${2:-}" ] && printf '%s\n' "$2" | tail -30 | sed 's/^/    /'
}

page() { # page FILE ROWS...: a Settings.bundle page with these specifier dictionaries
    local file=$1
    shift
    {
        echo '<?xml version="1.0" encoding="UTF-8"?>'
        echo '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">'
        echo '<plist version="1.0"><dict><key>StringsTable</key><string>Root</string>'
        echo '<key>PreferenceSpecifiers</key><array>'
        printf '%s\n' "$@"
        echo '</array></dict></plist>'
    } >"$file"
}
toggle='<dict><key>Type</key><string>PSToggleSwitchSpecifier</string><key>Title</key><string>Sounds</string><key>Key</key><string>sounds</string><key>DefaultValue</key><true/></dict>'
child='<dict><key>Type</key><string>PSChildPaneSpecifier</string><key>Title</key><string>Advanced</string><key>File</key><string>Advanced</string></dict>'

for hook in "${hooks[@]}"; do
    use_source "$hook"
    repo=$scratch/app-$hook
    mkdir -p "$repo/App/Settings.bundle/en.lproj"
    cd "$repo" || exit 1
    git init -q . && git config user.name test && git config user.email test@example.com
    cat >.pre-commit-config.yaml <<EOF
repos:
  - repo: $hook_repo
    rev: $hook_rev
    hooks:
      - id: $hook
EOF
    echo "An app" >README.md
    git add . && git commit -q -m "start" || exit 1
    PATH="$hook_bin:$PATH" python3 -m pre_commit install >/dev/null || {
        fail "$hook: pre-commit install"
        continue
    }

    # 1. A child pane whose file is not in the bundle: an error, the commit is refused.
    page App/Settings.bundle/Root.plist "$toggle" "$child"
    git add App
    start=$(date +%s)
    if output=$(PATH="$hook_bin:$PATH" git commit -m "settings" 2>&1); then
        fail "$hook: a bundle with an error fails the commit" "$output"
    elif ! grep -q "Root.plist" <<<"$output" || ! grep -q "error" <<<"$output"; then
        fail "$hook: the failed commit says which file and what error" "$output"
    else
        pass "$hook: a bundle with an error fails the commit ($(($(date +%s) - start)) s)"
    fi
    ! git log --format=%s | grep -qx settings || fail "$hook: the refused commit is not in the log"

    # 2. Fixed: the child pane's file added, a strings table staged with it.
    page App/Settings.bundle/Advanced.plist "${toggle//sounds/haptics}"
    printf '"Sounds" = "Sounds";\n"Advanced" = "Advanced";\n' >App/Settings.bundle/en.lproj/Root.strings
    git add App
    if output=$(PATH="$hook_bin:$PATH" git commit -m "settings" 2>&1) && git log -1 --format=%s | grep -qx settings; then
        pass "$hook: the fixed bundle passes"
    else
        fail "$hook: the fixed bundle passes" "$output"
    fi

    # 3. A staged folder named like an option: linted as a path (the hook ends options with `--`),
    #    never read as `--write-baseline`, which would overwrite the bundle's Root.plist.
    mkdir -p -- "--write-baseline=App/Settings.bundle"
    page "--write-baseline=App/Settings.bundle/Root.plist" "$toggle"
    git add -- "--write-baseline=App"
    if output=$(PATH="$hook_bin:$PATH" git commit -m "hostile" 2>&1) && git diff --quiet HEAD -- App &&
        grep -q PSChildPaneSpecifier App/Settings.bundle/Root.plist; then
        pass "$hook: a staged folder named --write-baseline=… is a path"
    else
        fail "$hook: a staged folder named --write-baseline=… is a path" "$output"
    fi

    # 4. Nothing of a bundle staged: the hook does not run.
    echo "More" >>README.md
    git add README.md
    if output=$(PATH="$hook_bin:$PATH" git commit -m "readme" 2>&1) && grep -q "no files to check" <<<"$output"; then
        pass "$hook: a commit without bundle files skips it"
    else
        fail "$hook: a commit without bundle files skips it" "$output"
    fi
done

# The sources hooks: the SourceLint fixture app (a project, Swift and Objective-C, a bundle with
# one problem per rule, one of them the error read-type) in a repository of its own.
fixture=$package/Tests/SourceLintTests/Fixtures/FixtureApp
for hook in "${sources_hooks[@]}"; do
    use_source "$hook"
    repo=$scratch/sources-$hook
    mkdir -p "$repo"
    cp -R "$fixture/." "$repo/"
    cd "$repo" || exit 1
    git init -q . && git config user.name test && git config user.email test@example.com
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: %s\n' "$hook_repo" "$hook_rev" "$hook" >.pre-commit-config.yaml
    git add . && git commit -q -m "start" || exit 1
    PATH="$hook_bin:$PATH" python3 -m pre_commit install >/dev/null || {
        fail "$hook: pre-commit install"
        continue
    }

    # 1. A Swift file staged: the app reads the multi-value "theme" with integer(forKey:), an error.
    echo "// touched" >>FixtureApp/SettingsView.swift
    git add FixtureApp
    if output=$(PATH="$hook_bin:$PATH" git commit -m "code" 2>&1); then
        fail "$hook: app code that reads a key with the wrong type fails the commit" "$output"
    elif ! grep -q "SettingsView.swift" <<<"$output" || ! grep -q "read-type" <<<"$output"; then
        fail "$hook: the failed commit names the source line and the rule" "$output"
    else
        pass "$hook: app code that reads a key with the wrong type fails the commit"
    fi

    # 2. Fixed: the code reads the string the row stores.
    sed -i -e 's/defaults.integer(forKey: SettingKey.theme.rawValue)/defaults.string(forKey: SettingKey.theme.rawValue)/' \
        -e 's/var themeIndex: Int/var themeName: String?/' FixtureApp/SettingsView.swift
    git add FixtureApp
    if output=$(PATH="$hook_bin:$PATH" git commit -m "code" 2>&1) && git log -1 --format=%s | grep -qx code; then
        pass "$hook: the fixed code passes"
    else
        fail "$hook: the fixed code passes" "$output"
    fi
done

echo "pre-commit: $passed passed, $failed failed"
[ $failed -eq 0 ]
