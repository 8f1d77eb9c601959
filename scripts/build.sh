#!/usr/bin/env bash
# Builds the static site into dist/ (release, wasm-opt), installing whatever is
# missing first. Copy dist/ to any static host, in any sub-folder.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ensure_build
cd "$ROOT"
trunk build index.html --release
echo "Built the site into $ROOT/dist" >&2
