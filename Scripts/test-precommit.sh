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
# else this checkout's debug build) and `settings-lint` (language: swift: pre-commit builds the
# package in release mode itself, which takes minutes; --system-only leaves it out).
#
# Then the sources hooks (`settings-lint-sources-system`, `settings-lint-sources`) on the SourceLint
# fixture app: staged Swift code that reads a key with the wrong type fails, the fixed code passes.
#
# pre-commit reads the hooks file as committed at HEAD, not the work tree. Needs git, python3
# and pre-commit (installed with pip when missing); skipped without them unless CI is set.
# Ends with `pre-commit: N passed, M failed`; exits 1 on any failure.
set -uo pipefail

package=$(cd "$(dirname "$0")/.." && pwd)
hooks=(settings-lint-system settings-lint)
[ "${1:-}" = "--system-only" ] && hooks=(settings-lint-system)

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
    repo=$scratch/app-$hook
    mkdir -p "$repo/App/Settings.bundle/en.lproj"
    cd "$repo" || exit 1
    git init -q . && git config user.name test && git config user.email test@example.com
    cat >.pre-commit-config.yaml <<EOF
repos:
  - repo: $package
    rev: $rev
    hooks:
      - id: $hook
EOF
    echo "An app" >README.md
    git add . && git commit -q -m "start" || exit 1
    PATH="$bin:$PATH" python3 -m pre_commit install >/dev/null || {
        fail "$hook: pre-commit install"
        continue
    }

    # 1. A child pane whose file is not in the bundle: an error, the commit is refused.
    page App/Settings.bundle/Root.plist "$toggle" "$child"
    git add App
    start=$(date +%s)
    if output=$(PATH="$bin:$PATH" git commit -m "settings" 2>&1); then
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
    if output=$(PATH="$bin:$PATH" git commit -m "settings" 2>&1) && git log -1 --format=%s | grep -qx settings; then
        pass "$hook: the fixed bundle passes"
    else
        fail "$hook: the fixed bundle passes" "$output"
    fi

    # 3. A staged folder named like an option: linted as a path (the hook ends options with `--`),
    #    never read as `--write-baseline`, which would overwrite the bundle's Root.plist.
    mkdir -p -- "--write-baseline=App/Settings.bundle"
    page "--write-baseline=App/Settings.bundle/Root.plist" "$toggle"
    git add -- "--write-baseline=App"
    if output=$(PATH="$bin:$PATH" git commit -m "hostile" 2>&1) && git diff --quiet HEAD -- App &&
        grep -q PSChildPaneSpecifier App/Settings.bundle/Root.plist; then
        pass "$hook: a staged folder named --write-baseline=… is a path"
    else
        fail "$hook: a staged folder named --write-baseline=… is a path" "$output"
    fi

    # 4. Nothing of a bundle staged: the hook does not run.
    echo "More" >>README.md
    git add README.md
    if output=$(PATH="$bin:$PATH" git commit -m "readme" 2>&1) && grep -q "no files to check" <<<"$output"; then
        pass "$hook: a commit without bundle files skips it"
    else
        fail "$hook: a commit without bundle files skips it" "$output"
    fi
done

# The sources hooks: the SourceLint fixture app (a project, Swift and Objective-C, a bundle with
# one problem per rule, one of them the error read-type) in a repository of its own.
fixture=$package/Tests/SourceLintTests/Fixtures/FixtureApp
sources_hooks=(settings-lint-sources-system settings-lint-sources)
[ "${1:-}" = "--system-only" ] && sources_hooks=(settings-lint-sources-system)
for hook in "${sources_hooks[@]}"; do
    repo=$scratch/sources-$hook
    mkdir -p "$repo"
    cp -R "$fixture/." "$repo/"
    cd "$repo" || exit 1
    git init -q . && git config user.name test && git config user.email test@example.com
    printf 'repos:\n  - repo: %s\n    rev: %s\n    hooks:\n      - id: %s\n' "$package" "$rev" "$hook" >.pre-commit-config.yaml
    git add . && git commit -q -m "start" || exit 1
    PATH="$bin:$PATH" python3 -m pre_commit install >/dev/null || {
        fail "$hook: pre-commit install"
        continue
    }

    # 1. A Swift file staged: the app reads the multi-value "theme" with integer(forKey:), an error.
    echo "// touched" >>FixtureApp/SettingsView.swift
    git add FixtureApp
    if output=$(PATH="$bin:$PATH" git commit -m "code" 2>&1); then
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
    if output=$(PATH="$bin:$PATH" git commit -m "code" 2>&1) && git log -1 --format=%s | grep -qx code; then
        pass "$hook: the fixed code passes"
    else
        fail "$hook: the fixed code passes" "$output"
    fi
done

echo "pre-commit: $passed passed, $failed failed"
[ $failed -eq 0 ]
