#!/usr/bin/env bash
# The size report: builds the site (unless --no-build) and prints, for the
# home page, every game page and a `view` embed of every game on another
# origin, the gzip -9 bytes fetched before the first board and the time to
# it (tests/e2e/size.cjs; LOADS cold loads each, 5 by default), plus the LOA
# embed and page on an emulated slow connection, and the bundles' sizes.
# BUDGETS=1 makes a broken budget fail, BUDGETS=bytes a budget in bytes.
# Usage: scripts/size.sh [--no-build]
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ensure_build
ensure_browser
cd "$ROOT"
if [ "${1:-}" != "--no-build" ]; then
  say "release build of the site into dist/"
  trunk build index.html --release >&2
fi
export TMPDIR="$ROOT/.tmp"
mkdir -p "$TMPDIR"
echo "the bundles (bytes, gzip -9):"
for wasm in dist/bundles/*_bg.*.wasm; do
  printf '  %-22s %8d %8d\n' "$(basename "${wasm%%_bg.*}")" "$(stat -c %s "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
done
node tests/e2e/size.cjs
