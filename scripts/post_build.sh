#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml), run in the staging folder before it
# becomes dist/. Trunk has copied the pages, styles and scripts; this
#   0. drops the skipped rust link Trunk leaves in index.html, and writes
#      the rules pages whole around each one's own part (rules_pages.mjs);
#   1. builds the WebAssembly bundles into bundles/ (scripts/bundles.sh):
#      one per game for its page, its embedded board and its computer;
#   2. writes each game's view bundle again as one classic script, for a
#      board in view mode to draw in a blog's page (scripts/inline_bundles.mjs);
#   3. names every file but the entry points by its content and writes the
#      service worker's file list (scripts/release.mjs).
set -euo pipefail
STAGE="${TRUNK_STAGING_DIR:?run by trunk build}"
HERE="$(dirname "${BASH_SOURCE[0]}")"
# Trunk leaves the skipped `<link data-trunk rel="rust">` in the page; it
# names a file a plain host would answer with 404.
sed -i '/<link data-trunk rel="rust"/d' "$STAGE/index.html"
if grep -q 'data-trunk' "$STAGE/index.html"; then
  echo "post_build.sh: index.html still names a Trunk source:" >&2
  grep -n 'data-trunk' "$STAGE/index.html" >&2
  exit 1
fi
node "$HERE/rules_pages.mjs" "$STAGE"
bash "$HERE/bundles.sh" "$STAGE/bundles"
node "$HERE/inline_bundles.mjs" "$STAGE"
exec node "$HERE/release.mjs" "$STAGE"
