#!/usr/bin/env bash
# Installs what building and testing Tavoliere needs, and only what is missing,
# so a second run costs nothing. Sourced by serve.sh and test.sh; `ensure_build`
# covers the site, `ensure_browser` adds Chromium, Playwright, axe-core and Eleventy for the tests.
# Versions are pinned and nothing comes from GitHub; comments beside the steps say why.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# Tools outside the checkout, so fresh clones on the same machine reuse them.
TOOLS="${TAVOLIERE_TOOLS:-${XDG_CACHE_HOME:-$HOME/.cache}/tavoliere-tools}"
TRUNK_VERSION=0.21.14
BINARYEN_VERSION=132.0.0
ESBUILD_VERSION=0.25.12
ZOPFLI_VERSION=1.0.15
PLAYWRIGHT_VERSION=1.64.1
AXE_VERSION=4.14.1
PNGJS_VERSION=7.0.0
PIXELMATCH_VERSION=5.3.0
ELEVENTY_VERSION=3.1.8
export PATH="$HOME/.cargo/bin:$TOOLS/node_modules/.bin:$PATH"
export NODE_PATH="$TOOLS/node_modules"

say() { printf '\033[1m[setup]\033[0m %s\n' "$*" >&2; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

apt_install() {
  say "installing Debian packages: $*"
  as_root apt-get update -qq
  as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "$@"
}

wasm_bindgen_version() {
  # The version Cargo.lock pins; the CLI must match it exactly.
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/version = |"/, ""); print; exit }' "$ROOT/Cargo.lock"
}

ensure_rust() {
  command -v cargo >/dev/null || { echo "Rust is missing: install it with rustup (https://rustup.rs)" >&2; exit 1; }
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi
  # The browser's bundles rebuild the standard library (scripts/bundles.sh).
  if ! rustup component list --installed | grep -q '^rust-src'; then
    say "adding the rust-src component"
    rustup component add rust-src
  fi
}

ensure_node() {
  if ! command -v npm >/dev/null; then
    apt_install nodejs npm
  fi
}

ensure_npm_package() { # name version binary-or-module
  local name=$1 version=$2
  local installed
  # Read from the file: a package whose "exports" leave out package.json
  # (Eleventy) cannot be require()d for it.
  installed=$(node -e "try{console.log(JSON.parse(require('fs').readFileSync(process.argv[1])).version)}catch(e){}" \
    "$TOOLS/node_modules/$name/package.json" 2>/dev/null || true)
  if [ "$installed" != "$version" ]; then
    say "installing $name@$version into $TOOLS"
    mkdir -p "$TOOLS"
    npm install --prefix "$TOOLS" --no-audit --no-fund --loglevel=error "$name@$version" >&2
  fi
}

ensure_build() {
  ensure_rust
  (cd "$ROOT" && cargo fetch --quiet)
  if [ "$(trunk --version 2>/dev/null)" != "trunk $TRUNK_VERSION" ]; then
    say "installing Trunk $TRUNK_VERSION (about 10 to 20 minutes on 2 cores, once)"
    cargo install trunk --version "$TRUNK_VERSION" --locked
  fi
  local wb
  wb=$(wasm_bindgen_version)
  if [ "$(wasm-bindgen --version 2>/dev/null)" != "wasm-bindgen $wb" ] \
     || ! command -v wasm-bindgen-test-runner >/dev/null; then
    say "installing wasm-bindgen-cli $wb (a few minutes, once)"
    # Not --locked: its lock file pins a crate version the registry no
    # longer serves, so that attempt always failed first; the version of the
    # CLI itself is still exact.
    cargo install wasm-bindgen-cli --version "$wb" --force
  fi
  ensure_node
  ensure_npm_package binaryen "$BINARYEN_VERSION"
  ensure_npm_package esbuild "$ESBUILD_VERSION"
  ensure_npm_package @gfx/zopfli "$ZOPFLI_VERSION"
}

# cargo-fuzz drives the fuzz targets in fuzz/; they need nightly compiler
# features, which stable rustc allows with RUSTC_BOOTSTRAP=1 (scripts/fuzz.sh).
ensure_fuzz() {
  if ! cargo fuzz --version >/dev/null 2>&1; then
    say "installing cargo-fuzz (a minute or two, once)"
    cargo install cargo-fuzz --locked
  fi
}

ensure_browser() {
  if ! command -v chromium >/dev/null || ! command -v chromedriver >/dev/null; then
    apt_install chromium chromium-driver
  fi
  ensure_node
  ensure_npm_package playwright-core "$PLAYWRIGHT_VERSION"
  ensure_npm_package axe-core "$AXE_VERSION"
  # The look tests (tests/e2e/look.cjs) decode and compare screenshots; pixelmatch 5
  # is the last CommonJS release, which Node 20 can require.
  ensure_npm_package pngjs "$PNGJS_VERSION"
  ensure_npm_package pixelmatch "$PIXELMATCH_VERSION"
  # A real Markdown blog on a second origin, built by Eleventy, with boards
  # pasted as the README says (tests/e2e/blog_engines.cjs).
  ensure_npm_package @11ty/eleventy "$ELEVENTY_VERSION"
}
