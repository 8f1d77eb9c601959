#!/usr/bin/env bash
# The size report: builds the site (unless --no-build) and prints, for the
# home page, every game page and a `view` embed of every game on another
# origin, the gzip -9 bytes fetched before the first board and the time to
# it (tests/e2e/size.cjs; LOADS cold loads each, 5 by default), plus the LOA
# embed and page on an emulated slow connection. BUDGETS=1 makes a broken
# budget fail. Usage: scripts/size.sh [--no-build]
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
wasm=dist/tavoliere_bg.wasm
echo "dist/tavoliere_bg.wasm: $(stat -c %s "$wasm") bytes, $(gzip -9 -c "$wasm" | wc -c) gzip -9"
node tests/e2e/size.cjs
