#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), run in the staging folder before it
# becomes dist/:
#   1. drops the `<link data-trunk rel="rust" href="Cargo.toml">` that Trunk
#      leaves in index.html when it injects no loader script (inject_scripts
#      = false): it names a file that is not in dist/, which a plain host
#      answers with 404;
#   2. stamps sw.js with the release's files and version (stamp_sw.sh).
set -euo pipefail
STAGE="${TRUNK_STAGING_DIR:?run by trunk build}"
sed -i '/<link data-trunk rel="rust"/d' "$STAGE/index.html"
if grep -q 'data-trunk' "$STAGE/index.html"; then
  echo "post_build.sh: index.html still names a Trunk source:" >&2
  grep -n 'data-trunk' "$STAGE/index.html" >&2
  exit 1
fi
exec bash "$(dirname "${BASH_SOURCE[0]}")/stamp_sw.sh"
