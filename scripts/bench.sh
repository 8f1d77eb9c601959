#!/usr/bin/env bash
# Measures engine speed natively and as WebAssembly (the same command line
# built for wasm32-wasip1, run by Node's WASI): random playouts per second
# and perft leaves per second (the median of five runs each), and the time
# hard's search takes for two games; each with its wasm/native ratio. Then
# runs `cargo bench`. Usage: scripts/bench.sh [GAME...] (default: every
# playable game).
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/setup.sh"
source "$(dirname "${BASH_SOURCE[0]}")/rates.sh"
ensure_rust
ensure_node
if ! rustup target list --installed | grep -qx wasm32-wasip1; then
  say "adding the wasm32-wasip1 target (for the wasm benchmark)"
  rustup target add wasm32-wasip1
fi
cd "$ROOT"
cargo build --quiet --release --bin tavoliere
cargo build --quiet --release --target wasm32-wasip1 --bin tavoliere
native() { ./target/release/tavoliere "$@"; }
wasm() { node --no-warnings benches/wasi.cjs target/wasm32-wasip1/release/tavoliere.wasm "$@"; }
playouts() { # runner game -> playouts/s
  # Enough games for a second or so: Porta's and Gyges' random games are long.
  local games=4000 setup=()
  case $2 in porta) games=400 ;; gyges) games=100; setup=(--opt setup=321123/321123) ;; esac
  for _ in 1 2 3 4 5; do
    playout_rate "$1" "$2" --games $games --seed 1 "${setup[@]}"
  done | median
}
leaves() { # runner game depth -> M leaves/s
  local setup=()
  [ "$2" = gyges ] && setup=(--opt setup=321123/321123)
  for _ in 1 2 3 4 5; do
    perft_rate "$1" "$2" "$3" "${setup[@]}"
  done | median
}
search_seconds() { # runner game -> seconds for two games of hard against hard
  # Hard stops at work budgets, not a clock, so both runners play the same
  # moves: the time is the search's own speed. Cancelletto's seats are partners.
  local setup=() start
  [ "$2" = gyges ] && setup=(--opt setup=321123/321123)
  start=$(date +%s.%N)
  "$1" match "$2" --a hard --b hard --games 2 --seed 1 --max-plies 40 "${setup[@]}" >/dev/null
  awk "BEGIN { printf \"%.2f\", $(date +%s.%N) - $start }"
}
if [ $# -gt 0 ]; then games=("$@"); else
  mapfile -t games < <(native list | awk -F'\t' '!/^ / { print $1 }')
fi
for game in "${games[@]}"; do
  n=$(playouts native "$game"); w=$(playouts wasm "$game")
  echo "$game playouts/s: native $n, wasm $w, native/wasm $(awk "BEGIN { printf \"%.2f\", $n / $w }")"
  # A depth that takes a fraction of a second: deep enough to measure.
  case $game in loa | ponte) depth=5 ;; gyges) depth=3 ;; cancelletto) depth=2 ;; *) depth=4 ;; esac
  n=$(leaves native "$game" $depth); w=$(leaves wasm "$game" $depth)
  echo "$game perft $depth M leaves/s: native $n, wasm $w, native/wasm $(awk "BEGIN { printf \"%.2f\", $n / $w }")"
  [ "$game" = cancelletto ] && continue
  n=$(search_seconds native "$game"); w=$(search_seconds wasm "$game")
  echo "$game hard's search, two games: native $n s, wasm $w s, wasm/native $(awk "BEGIN { printf \"%.2f\", $w / $n }")"
done
cargo bench --quiet --bench engine
