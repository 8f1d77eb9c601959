#!/usr/bin/env bash
# Runs every test, installing whatever is missing first:
#   1. formatting and clippy,
#   2. native tests (unit, the game battery, rules scenarios, perft, records, CLI,
#      the layers' imports), then the rules and records alone: built with no
#      features, without the view, the computer or the browser code,
#   3. wasm tests of the bindings in headless Chromium (wasm-bindgen-test),
#   4. a bounded fuzzing run of the record, link and embed-attribute parsers,
#   5. a release build of the site into dist/ (27 WebAssembly bundles, three
#      per game) and end-to-end tests that serve it from a plain static host,
#      play moves by clicking the canvas and check the pages, offline, long
#      input and saves, how every page looks (tests/e2e/look.cjs;
#      LOOK_UPDATE=1 rewrites its pictures), then boards embedded by a page
#      on another origin, and pasted into a Markdown blog Eleventy builds,
#   6. the weight of every page and embed against its limit
#      (tests/e2e/size_limits.json; the full report is scripts/size.sh),
#   7. the site built again as a compiler without the abort-on-panic flags
#      builds it (scripts/bundles.sh's fallback) and the end-to-end tests on it.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
ensure_build
ensure_browser
ensure_fuzz
cd "$ROOT"

# Chromedriver leaves profile folders behind; keep them where we clean up.
export TMPDIR="$ROOT/.tmp"
rm -rf "$TMPDIR" && mkdir -p "$TMPDIR"
trap 'rm -rf "$TMPDIR"' EXIT

say "formatting and lints"
cargo fmt --all -- --check
cargo clippy --all-targets --quiet -- -D warnings
cargo clippy --target wasm32-unknown-unknown --no-default-features --features web --lib --quiet -- -D warnings

say "native tests"
cargo test --quiet

say "the rules and records alone (no view, no computer, no browser)"
cargo clippy --no-default-features --features all-games --all-targets --quiet -- -D warnings
cargo test --no-default-features --features all-games --quiet

say "wasm tests in headless Chromium"
CHROMEDRIVER=/usr/bin/chromedriver WASM_BINDGEN_TEST_TIMEOUT=120 \
  cargo test --target wasm32-unknown-unknown --no-default-features --features web --test web

say "fuzzing the parsers (${FUZZ_SECONDS:-20} s per target)"
bash scripts/fuzz.sh "${FUZZ_SECONDS:-20}"

say "release build of the site into dist/"
trunk build index.html --release >&2

say "end-to-end tests in headless Chromium"
node tests/e2e/run.cjs
node tests/e2e/field.cjs
node tests/e2e/analysis.cjs
node tests/e2e/editor.cjs
node tests/e2e/look.cjs

say "boards embedded on another origin (plain hosts, no CORS headers)"
node tests/e2e/embeds.cjs

say "a Markdown blog built by Eleventy on another origin, with pasted boards"
node tests/e2e/blog_engines.cjs

say "weight: what each page and embed fetches before its first board"
BUDGETS=bytes BYTES_ONLY=1 LOADS=1 node tests/e2e/size.cjs

say "a compiler without the abort-on-panic flags: the site still builds and plays"
# scripts/bundles.sh falls back to the standard library as it comes where
# the compiler refuses -Cpanic=immediate-abort or -Z build-std; this forces
# that path and plays the site it builds (heavier, so not weighed).
rm -rf dist-plain
TAVOLIERE_PLAIN_STD=1 trunk build index.html --release --dist dist-plain >&2
TAVOLIERE_DIST=dist-plain node tests/e2e/run.cjs
