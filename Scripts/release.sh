#!/bin/sh
# Builds a release of `settings` and `defaults` that runs without a Swift toolchain (the Swift
# runtime and Foundation linked in with --static-swift-stdlib) and writes to dist/. The two tools
# are one executable: bin/defaults is a symbolic link to bin/settings, which runs the defaults
# command when started by that name (Sources/settings/main.swift), so the runtime, Foundation and
# ICU's data are shipped once.
#
#   terminalsettings-VERSION-linux-ARCH.tar.gz   bin/, share/ for `tar -x -C /usr/local`
#   terminalsettings_VERSION_DEBARCH.deb         the same under /usr, Depends: read by dpkg-shlibdeps
#   SHA256SUMS                                    of both
#
# The files are those of Scripts/install.sh (it builds and installs them into a staging folder);
# this script adds only what a release needs on top: stripped binaries, LICENSE and README in
# share/doc/terminalsettings, and for the .deb Debian's places (gzipped man pages, zsh's
# vendor-completions, a copyright file, a changelog). The version is the binary's
# (`settings --version`, written once in Sources/ToolVersion/ToolVersion.swift).
#
# Usage: Scripts/release.sh [DIST]      (default: dist/ in the package)
#        Scripts/release.sh --build-flags  prints the `swift build -c release` flags of the release
#            (the pre-commit test builds the hooks' `settings` with them after this script, so
#            it reuses this build: one release build per CI run)
# Needs: a Swift toolchain, strip, tar, gzip, sha256sum; dpkg-deb and dpkg-shlibdeps (dpkg-dev)
# for the .deb (without them it is skipped with a message, unless CI is set); lintian is run on
# the .deb when installed, and any error it reports fails the script.
set -eu

# The runtime linked in; no RUNPATH, since nothing is loaded from beside the binary (SwiftPM's
# $ORIGIN left out). No debug information (-debug-info-format none): the shipped binary is
# stripped, so DWARF only cost compile time (about 6% of the release build's CPU) and, through the
# frame descriptions LLVM adds for functions that cannot throw when debugging is on, 1.4 MB of
# .eh_frame in the stripped binary. Users saw none of it: a stripped binary has no symbols to name,
# and the runtime's crash message does not read DWARF. Code that unwinds (C++ in ICU and libstdc++)
# keeps its tables: it comes prebuilt in the toolchain's archives.
build_flags="--static-swift-stdlib --disable-local-rpath -debug-info-format none"
if [ "${1:-}" = "--build-flags" ]; then
    echo "$build_flags"
    exit 0
fi

package=$(cd "$(dirname "$0")/.." && pwd)
dist=${1:-$package/dist}
case $dist in
/*) ;;
*) dist=$(pwd)/$dist ;;
esac

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# Each step says how long it took (`release: STEP took N s`), so a slow release shows where.
step_start=$(date +%s)
took() { # took STEP: the time since the previous step ended
    now=$(date +%s)
    echo "release: $1 took $((now - step_start)) s"
    step_start=$now
}

# --- build and stage: install.sh does it, with the release's flags ---------------------------------
# (SWIFT_BUILD_FLAGS from the caller are kept, after ours.)
tarroot=$work/tar
SWIFT_BUILD_FLAGS="$build_flags ${SWIFT_BUILD_FLAGS:-}" "$package/Scripts/install.sh" "$tarroot" >"$work/install.log" 2>&1 || {
    cat "$work/install.log" >&2
    echo "release.sh: Scripts/install.sh failed (its output is above)" >&2
    exit 1
}
took "build and stage (Scripts/install.sh)"
strip "$tarroot/bin/settings"
if [ "$(readlink "$tarroot/bin/defaults")" != settings ] || [ -n "$(find "$tarroot/bin" -type f ! -name settings)" ]; then
    echo "release.sh: bin/ should hold one executable, settings, and defaults as a link to it:" >&2
    ls -l "$tarroot/bin" >&2
    exit 1
fi

version=$("$tarroot/bin/settings" --version)
case $version in
[0-9]*.[0-9]*.[0-9]*) ;;
*)
    echo "release.sh: settings --version printed '$version', not a MAJOR.MINOR.PATCH version" >&2
    exit 1
    ;;
esac
arch=$(uname -m)
mkdir -p "$tarroot/share/doc/terminalsettings"
install -m 644 "$package/LICENSE" "$package/README.md" "$package/CHANGELOG.md" "$tarroot/share/doc/terminalsettings/"

mkdir -p "$dist"
tarball=terminalsettings-$version-linux-$arch.tar.gz
# Reproducible: sorted names, root-owned, files dated at the last commit (or the epoch).
stamp=$(git -C "$package" log -1 --format=%ct 2>/dev/null || echo 0)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -C "$tarroot" -cf - bin share |
    gzip -9n >"$dist/$tarball"
echo "wrote $dist/$tarball ($(du -k "$dist/$tarball" | cut -f1) KiB)"
took "strip and tarball"

# --- the Debian package ------------------------------------------------------------------------------
if ! command -v dpkg-deb >/dev/null 2>&1 || ! command -v dpkg-shlibdeps >/dev/null 2>&1; then
    if [ -n "${CI:-}" ]; then
        echo "release.sh: dpkg-deb and dpkg-shlibdeps are needed under CI (apt-get install dpkg-dev)" >&2
        exit 1
    fi
    echo "release.sh: no dpkg-deb/dpkg-shlibdeps (apt-get install dpkg-dev): the .deb is skipped" >&2
    debfile=
else
    debarch=$(dpkg --print-architecture)
    # The package's maintainer field (DEB_MAINTAINER="Name <mail>" to sign it as someone).
    maintainer=${DEB_MAINTAINER:-TerminalSettings maintainers <terminalsettings@users.noreply.github.com>}
    # The package's tree where dpkg-shlibdeps expects it: debian/PACKAGE beside debian/control.
    deb=$work/pkg/debian/terminalsettings
    mkdir -p "$deb/usr" "$deb/DEBIAN"
    cp -R "$tarroot/bin" "$tarroot/share" "$deb/usr/"
    # Debian's places: gzipped man pages, zsh's vendor folder, the licence as a copyright file;
    # bash-completion scripts are sourced, not run (no #! line).
    gzip -9n "$deb/usr/share/man/man1/"*.1
    for script in "$deb/usr/share/bash-completion/completions/"*; do
        sed -i '1{/^#!/d}' "$script"
    done
    mkdir -p "$deb/usr/share/zsh"
    mv "$deb/usr/share/zsh/site-functions" "$deb/usr/share/zsh/vendor-completions"
    doc=$deb/usr/share/doc/terminalsettings
    rm "$doc/LICENSE" "$doc/CHANGELOG.md"
    gzip -9n "$doc/README.md"
    {
        echo "Format: https://www.debian.org/doc/packaging-manuals/copyright-format/1.0/"
        echo "Upstream-Name: TerminalSettings"
        echo ""
        echo "Files: *"
        echo "Copyright: $(date -u -d "@$stamp" +%Y) The TerminalSettings authors"
        echo "License: Apache-2.0"
        echo " On Debian systems, the complete text of the Apache License 2.0 can be found in"
        echo " /usr/share/common-licenses/Apache-2.0."
    } >"$doc/copyright"
    {
        echo "terminalsettings ($version) unstable; urgency=medium"
        echo ""
        echo "  * Release $version: see the project's CHANGELOG.md."
        echo ""
        echo " -- $maintainer  $(date -u -R -d "@$stamp")"
    } | gzip -9n >"$doc/changelog.gz"
    # .settings-lint.yml is read with libyaml's C sources, vendored as the LibYAML target
    # (Sources/LibYAML) and linked in statically: there is no shared libyaml it could use instead.
    mkdir -p "$deb/usr/share/lintian/overrides"
    {
        echo "# libyaml (the YAML reader of .settings-lint.yml) is vendored as the LibYAML target,"
        echo "# linked in statically with the Swift runtime: no shared libyaml is used."
        echo "terminalsettings: embedded-library libyaml [usr/bin/settings]"
    } >"$deb/usr/share/lintian/overrides/terminalsettings"
    find "$deb" -type d -exec chmod 755 {} +
    find "$deb/usr/share" -type f -exec chmod 644 {} +

    # Depends: the shared libraries the binaries link (libc6, libncursesw6, libstdc++6...), as
    # dpkg-shlibdeps reads them off the ELF files and the installed packages' shlibs/symbols.
    printf 'Source: terminalsettings\n\nPackage: terminalsettings\nArchitecture: any\n' >"$work/pkg/debian/control"
    depends=$(cd "$work/pkg" && dpkg-shlibdeps -O "$deb/usr/bin/settings" |
        sed -n 's/^shlibs:Depends=//p')
    if [ -z "$depends" ]; then
        echo "release.sh: dpkg-shlibdeps found no dependencies" >&2
        exit 1
    fi
    size=$(du -k -s "$deb/usr" | cut -f1)
    cat >"$deb/DEBIAN/control" <<EOF
Package: terminalsettings
Version: $version
Architecture: $debarch
Maintainer: $maintainer
Installed-Size: $size
Depends: $depends
Section: devel
Priority: optional
Description: iOS Settings.bundle editor, linter and reviewer for the terminal
 settings opens an iOS app's Settings.bundle in a terminal and shows its
 panes as the Settings app lays them out, with every value's domain; it
 lints bundles (text, GitHub, SARIF, JUnit, Checkstyle), compares two
 versions for review, and draws panes as SVG. defaults (the same program,
 installed as a link) is a macOS-compatible defaults command for
 Foundation's UserDefaults files on Linux.
EOF
    debfile=terminalsettings_${version}_$debarch.deb
    SOURCE_DATE_EPOCH=$stamp dpkg-deb --root-owner-group -Zxz --build "$deb" "$dist/$debfile" >/dev/null
    echo "wrote $dist/$debfile ($(du -k "$dist/$debfile" | cut -f1) KiB), Depends: $depends"
    took ".deb"
    if command -v lintian >/dev/null 2>&1; then
        # Errors fail the release; warnings are shown. RELEASE_LINTIAN_LOG=FILE keeps what lintian
        # printed, so Scripts/test-release.sh checks this run's output instead of running it again.
        lintian --tag-display-limit 0 "$dist/$debfile" | tee "$work/lintian.txt" || true
        [ -z "${RELEASE_LINTIAN_LOG:-}" ] || cp "$work/lintian.txt" "$RELEASE_LINTIAN_LOG"
        took "lintian"
        if grep -q '^E: ' "$work/lintian.txt"; then
            echo "release.sh: lintian reports errors on $debfile" >&2
            exit 1
        fi
    elif [ -n "${CI:-}" ]; then
        echo "release.sh: lintian is needed under CI (apt-get install lintian)" >&2
        exit 1
    fi
fi

cd "$dist"
sha256sum "$tarball" ${debfile:+"$debfile"} >SHA256SUMS
echo "wrote $dist/SHA256SUMS"
