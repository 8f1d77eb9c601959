#!/usr/bin/env bash
# Builds the site and serves it at http://127.0.0.1:8080, installing whatever
# is missing first. Stop with Ctrl-C.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ensure_build
cd "$ROOT"
echo "Serving Tavoliere at http://127.0.0.1:8080 (Ctrl-C to stop)" >&2
exec trunk serve index.html --release
