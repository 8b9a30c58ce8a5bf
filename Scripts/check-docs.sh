#!/usr/bin/env bash
# Builds the DocC catalogs of the libraries with warnings as errors (a broken symbol link or
# an undocumented parameter fails), the check to run after changing public API or its comments.
set -euo pipefail
cd "$(dirname "$0")/.."
swift package --disable-sandbox generate-documentation \
  --target PropertyList --target Defaults --target SettingsBundle --target SystemCalls --warnings-as-errors
