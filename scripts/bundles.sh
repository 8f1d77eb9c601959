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
# A panic that aborts at once needs two unstable flags, which the stable
# compiler takes through RUSTC_BOOTSTRAP: rustc's -Cpanic=immediate-abort
# and cargo's -Z build-std (with the rust-src component). A toolchain that
# renames or drops either would break the build, so they are asked for
# first; without them the bundles are built with the standard library as
# it comes, which works the same and weighs 20 to 25 KB gzip more each
# (docs/SIZE.md). TAVOLIERE_PLAIN_STD=1 takes that path on purpose, as a
# test of it does (scripts/test.sh).
abort_flags_work() {
  [ "${TAVOLIERE_PLAIN_STD:-0}" != 1 ] || return 1
  RUSTC_BOOTSTRAP=1 rustc -Zunstable-options -Cpanic=immediate-abort \
    --target wasm32-unknown-unknown --print cfg >/dev/null 2>&1 || return 1
  local unstable
  unstable=$(RUSTC_BOOTSTRAP=1 cargo -Z help 2>/dev/null) || return 1
  case "$unstable" in *"-Z build-std "*) ;; *) return 1 ;; esac
  [ -d "$(rustc --print sysroot)/lib/rustlib/src/rust/library" ]
}
if abort_flags_work; then
  STD=immediate-abort
else
  STD=plain
  echo "bundles.sh: this compiler does not take -Cpanic=immediate-abort and -Z build-std" \
    "(or TAVOLIERE_PLAIN_STD=1): building with the standard library as it comes," \
    "20 to 25 KB gzip more per bundle" >&2
fi
SOURCES=$(cd "$ROOT" && find src build.rs Cargo.toml Cargo.lock -type f -print0 | LC_ALL=C sort -z \
  | xargs -0 sha256sum; rustc -V; wasm-bindgen --version; wasm-opt --version; cat "$0"; echo "$STD")
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
  local target_dir="$TARGET_DIR/wasm-bundles"
  if [ "$STD" = immediate-abort ]; then
    (cd "$ROOT" && RUSTC_BOOTSTRAP=1 RUSTFLAGS="-Zunstable-options -Cpanic=immediate-abort" \
      cargo rustc --quiet --lib --crate-type cdylib --profile "$profile" \
      --target wasm32-unknown-unknown --no-default-features --features "${FEATURES[$part]},$game" \
      --target-dir "$target_dir" -Z build-std=std,panic_abort)
  else
    # Its own folder, so the two kinds of build never overwrite each other.
    target_dir="$TARGET_DIR/wasm-bundles-plain"
    (cd "$ROOT" && cargo rustc --quiet --lib --crate-type cdylib --profile "$profile" \
      --target wasm32-unknown-unknown --no-default-features --features "${FEATURES[$part]},$game" \
      --target-dir "$target_dir")
  fi
  local wasm="$target_dir/wasm32-unknown-unknown/$profile/tavoliere.wasm"
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
