#!/bin/sh
# Installs TerminalSettings' `settings` and `defaults` under PREFIX, from a release build:
#
#   PREFIX/bin/settings                               the one executable of both tools
#   PREFIX/bin/defaults                               a symbolic link to settings: started by that
#                                                     name, it is the defaults command
#   PREFIX/share/terminalsettings/Showcase            the demo `settings` opens with no arguments
#   PREFIX/share/man/man1/settings.1, defaults.1      (man -l PREFIX/share/man/man1/settings.1)
#   PREFIX/share/bash-completion/completions/{settings,defaults}
#   PREFIX/share/zsh/site-functions/{_settings,_defaults}
#   PREFIX/share/fish/vendor_completions.d/settings.fish
#
# Usage: Scripts/install.sh PREFIX      (for example /usr/local, or ~/.local)
# Set SWIFT_BUILD_FLAGS for extra `swift build` flags. Nothing outside PREFIX is written except
# the package's own .build folder.
set -eu

if [ $# -ne 1 ] || [ -z "$1" ]; then
    echo "usage: Scripts/install.sh PREFIX   (for example /usr/local or \$HOME/.local)" >&2
    exit 64
fi
case $1 in
/*) prefix=$1 ;;
*) prefix=$(pwd)/$1 ;;
esac
package=$(cd "$(dirname "$0")/.." && pwd)
cd "$package"

echo "Building settings and generate-manual in release mode..."
for product in settings generate-manual; do
    # shellcheck disable=SC2086
    swift build -c release --product "$product" ${SWIFT_BUILD_FLAGS:-}
done
# shellcheck disable=SC2086
bin=$(swift build -c release --show-bin-path ${SWIFT_BUILD_FLAGS:-})

mkdir -p "$prefix/bin" "$prefix/share/terminalsettings" "$prefix/share/man/man1" \
    "$prefix/share/bash-completion/completions" "$prefix/share/zsh/site-functions" \
    "$prefix/share/fish/vendor_completions.d"

install -m 755 "$bin/settings" "$prefix/bin/"
# One executable, two tools: `settings` runs the defaults command when started as `defaults`
# (Sources/settings/main.swift), so the runtime, Foundation and ICU are installed once. The link is
# relative, so the folder can move; -n replaces an older install's binary or link.
ln -sfn settings "$prefix/bin/defaults"

# The Showcase demo: `settings` looks for PREFIX/share/terminalsettings/Showcase beside its own
# folder (found through /proc/self/exe), so the installed binary opens it from any folder.
rm -rf "$prefix/share/terminalsettings/Showcase"
cp -R "$bin/TerminalSettings_SettingsTool.resources/Showcase" "$prefix/share/terminalsettings/Showcase"

# Man pages: settings.1 from its ArgumentParser description (what `swift package generate-manual`
# runs for each tool), defaults.1 written by hand for its macOS syntax.
manual=$(mktemp -d)
trap 'rm -rf "$manual"' EXIT
"$bin/generate-manual" "$bin/settings" --output-directory "$manual"
install -m 644 "$manual/settings.1" "$package/Documentation/man/defaults.1" "$prefix/share/man/man1/"

# Completions: settings' from ArgumentParser, defaults' written by hand (verbs, domains, type flags).
"$prefix/bin/settings" --generate-completion-script bash >"$prefix/share/bash-completion/completions/settings"
"$prefix/bin/settings" --generate-completion-script zsh >"$prefix/share/zsh/site-functions/_settings"
"$prefix/bin/settings" --generate-completion-script fish >"$prefix/share/fish/vendor_completions.d/settings.fish"
install -m 644 Scripts/completions/defaults.bash "$prefix/share/bash-completion/completions/defaults"
install -m 644 Scripts/completions/_defaults "$prefix/share/zsh/site-functions/_defaults"

echo "Installed settings $("$prefix/bin/settings" --version) and defaults into $prefix:"
echo "  $prefix/bin/settings, $prefix/bin/defaults (a link to settings)"
echo "  man pages in $prefix/share/man/man1 (man -l $prefix/share/man/man1/settings.1)"
echo "  completions in $prefix/share/bash-completion/completions and $prefix/share/zsh/site-functions"
case ":${PATH:-}:" in
*":$prefix/bin:"*) ;;
*) echo "Add $prefix/bin to PATH to run them by name." ;;
esac
