#!/usr/bin/env bash
# Builds the DocC catalog of every library target with warnings as errors (a broken symbol link or
# an undocumented parameter fails), the check to run after changing public API or its comments.
# The list is the package's library targets, lowest layer first; a new library target joins it.
set -euo pipefail
cd "$(dirname "$0")/.."
targets=(
  SystemCalls TextOutput PropertyList Defaults XcodeProject SettingsBundle SettingsBinding SettingsLint
  SettingsComparison AppSources SourceLint SettingsCodegen SettingsRender TerminalFrame SettingsEditor
  TerminalUI
)
args=()
for target in "${targets[@]}"; do args+=(--target "$target"); done
swift package --disable-sandbox generate-documentation "${args[@]}" --warnings-as-errors
