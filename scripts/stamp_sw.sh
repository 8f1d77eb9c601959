#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): writes into the staged sw.js the
# list of every file the build made and a version drawn from their
# contents. The service worker then caches exactly what is in dist/ (never
# a file a plain host would answer with 404), and any change to any file
# gives a new sw.js, which the browser notices on the next visit: the new
# worker caches the new release and drops the old one.
set -euo pipefail
STAGE="${TRUNK_STAGING_DIR:?run by trunk build}"
cd "$STAGE"
# Every file but the worker itself, as paths relative to the site folder.
mapfile -t FILES < <(find . -type f ! -name sw.js -printf '%P\n' | LC_ALL=C sort)
VERSION=$(for f in "${FILES[@]}"; do printf '%s ' "$f"; sha256sum < "$f"; done | sha256sum | cut -c1-16)
LIST=$(printf "'%s'," "${FILES[@]}")
sed -i \
  -e "s|^const VERSION = .*|const VERSION = '${VERSION}';|" \
  -e "s|^const FILES = .*|const FILES = [${LIST%,}];|" \
  sw.js
grep -q "^const VERSION = '${VERSION}';" sw.js || { echo "stamp_sw.sh: sw.js has no VERSION line" >&2; exit 1; }
echo "sw.js: release ${VERSION}, ${#FILES[@]} files" >&2
