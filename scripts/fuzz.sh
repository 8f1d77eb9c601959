#!/usr/bin/env bash
# Fuzzes the parsers that read what strangers write: record text, link
# fragments, embed attributes and the engine protocol's session, for a
# bounded time each (default 20 s), under an RSS limit so that unbounded
# memory growth fails like a crash.
# cargo-fuzz needs nightly compiler features: stable rustc provides them with
# RUSTC_BOOTSTRAP=1, so no other toolchain is downloaded. A crash stops the
# run; its input is in fuzz/artifacts/<target>/ (add it as a regression test).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ensure_fuzz
cd "$ROOT/fuzz"
SECONDS_PER_TARGET="${1:-20}"
export RUSTC_BOOTSTRAP=1
LOG="$(mktemp)"
trap 'rm -f "$LOG"' EXIT
for target in record_text link_fragment embed_attributes engine_session; do
  say "fuzzing $target for $SECONDS_PER_TARGET s"
  if ! cargo fuzz run -O "$target" -- -max_total_time="$SECONDS_PER_TARGET" -max_len=4096 -rss_limit_mb=1024 >"$LOG" 2>&1; then
    tail -n 60 "$LOG" >&2
    echo "fuzzing $target found a crash: see fuzz/artifacts/$target/" >&2
    exit 1
  fi
  grep -E "^Done" "$LOG" >&2 || true
done
