#!/usr/bin/env bash
# Builds the browser's WebAssembly bundles into the folder $1 (docs/SIZE.md):
# for every game, `site-GAME` (its page), `view-GAME` (a board embedded in
# another page, in view mode), `frame-GAME` (an embedded board in any mode:
# play and puzzles too) and `worker-GAME` (the computer, in a Web Worker),
# each one wasm file with its wasm-bindgen glue (`NAME.js`, `NAME_bg.wasm`).
#
# The page and board bundles are built for size (profile `bundle`), the
# computer for speed (profile `release`). One cargo build per bundle: the
# dependencies compile once and are shared, only this crate is rebuilt with
# the bundle's features (about 10 s each on two cores).
#
# TAVOLIERE_GAMES="loa gyges" builds only those games (quicker while
# developing); the release build and the tests build all nine. Built
# bundles are kept in target/bundles/, keyed by everything that makes them
# (the sources, Cargo.toml and Cargo.lock, the compiler and tools), so a
# build that changed only pages or scripts reuses them.
set -euo pipefail
OUT="${1:?usage: bundles.sh OUT_DIR}"
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
ALL_GAMES="porta ponte cancelletto archimede loa byte magneton quoridor gyges"
GAMES="${TAVOLIERE_GAMES:-$ALL_GAMES}"
TARGET_DIR="${CARGO_TARGET_DIR:-$ROOT/target}"
mkdir -p "$OUT"
SOURCES=$(cd "$ROOT" && find src build.rs Cargo.toml Cargo.lock -type f -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum; rustc -V; wasm-bindgen --version; wasm-opt --version; cat "$0")
KEY=$(printf '%s' "$SOURCES" | sha256sum | cut -c1-16)
CACHE="$TARGET_DIR/bundles/$KEY"

# wasm-opt's level for each profile: size for the page's bundles, speed for
# the computer's.
declare -A PROFILE=([site]=bundle [view]=bundle [frame]=bundle [worker]=release)
# The Cargo features of each part, besides the game's (Cargo.toml).
declare -A FEATURES=([site]=site [view]=frame [frame]=frame-play [worker]=worker)
declare -A OPT=([bundle]=-Oz [release]=-O3)

build() { # part game
  local part=$1 game=$2 name="$1-$2"
  local profile=${PROFILE[$part]}
  if [ -f "$CACHE/${name}_bg.wasm" ]; then
    cp "$CACHE/$name.js" "$CACHE/${name}_bg.wasm" "$OUT/"
    return
  fi
  # The standard library is rebuilt for the bundles (it needs the rust-src
  # component, scripts/setup.sh) so that a panic aborts at once: no panic
  # messages, source locations or formatting of them are linked, about 13 KB
  # gzip of every bundle (docs/SIZE.md). No code of ours panics on input; a
  # bug would show as "unreachable" in the console instead of its message.
  # RUSTC_BOOTSTRAP lets the stable compiler take these two unstable flags.
  (cd "$ROOT" && RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
    cargo rustc --quiet --lib --crate-type cdylib --profile "$profile" \
    --target wasm32-unknown-unknown --no-default-features --features "${FEATURES[$part]},$game" \
    --target-dir "$TARGET_DIR/wasm-bundles" -Z build-std=std,panic_abort)
  local wasm="$TARGET_DIR/wasm-bundles/wasm32-unknown-unknown/$profile/tavoliere.wasm"
  wasm-bindgen --target web --no-typescript --out-name "$name" --out-dir "$OUT" "$wasm"
  wasm-opt "${OPT[$profile]}" --strip-debug --strip-producers \
    "$OUT/${name}_bg.wasm" -o "$OUT/${name}_bg.wasm"
  printf '%-20s %8d bytes\n' "$name" "$(stat -c %s "$OUT/${name}_bg.wasm")" >&2
  mkdir -p "$CACHE"
  cp "$OUT/$name.js" "$OUT/${name}_bg.wasm" "$CACHE/"
}

for game in $GAMES; do
  case " $ALL_GAMES " in
    *" $game "*) ;;
    *) echo "bundles.sh: no game called $game" >&2; exit 1 ;;
  esac
  for part in site view frame worker; do
    build "$part" "$game"
  done
done
