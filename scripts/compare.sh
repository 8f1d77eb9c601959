#!/usr/bin/env bash
# Compares the engine speed of two builds of the command line, natively:
# perft leaves per second and random playouts per second for every game,
# the two binaries run in turn (A B A B ...) so that a slow moment of the
# machine falls on both, seven times each; prints the medians and B/A.
# Usage: scripts/compare.sh OLD_BINARY NEW_BINARY [ROUNDS]
# (scripts/bench.sh measures one build, native and wasm, with cargo bench.)
set -euo pipefail
a=$1 b=$2 rounds=${3:-7}
source "$(dirname "${BASH_SOURCE[0]}")/rates.sh"
# game, perft depth, playouts per run (each run about a second), options
cases=(
  "porta 4 400" "ponte 7 4000" "cancelletto 4 100000" "archimede 5 8000"
  "loa 5 6000" "byte 6 30000" "magneton 5 15000" "quoridor 4 4000"
  "gyges 3 1000 --opt setup=321123/321123"
)
printf '%-12s %-9s %12s %12s %7s\n' game measure A B B/A
for case in "${cases[@]}"; do
  read -r game depth games opts <<<"$case"
  read -r -a opts <<<"${opts:-}"
  for measure in perft playouts; do
    ra=() rb=()
    for _ in $(seq "$rounds"); do
      for side in a b; do
        bin=$a; [ $side = b ] && bin=$b
        if [ $measure = perft ]; then
          r=$(perft_rate "$bin" "$game" "$depth" "${opts[@]}")
        else
          r=$(playout_rate "$bin" "$game" --games "$games" --seed 1 "${opts[@]}")
        fi
        if [ $side = a ]; then ra+=("$r"); else rb+=("$r"); fi
      done
    done
    ma=$(printf '%s\n' "${ra[@]}" | median) mb=$(printf '%s\n' "${rb[@]}" | median)
    unit=$([ $measure = perft ] && echo "M leaves/s" || echo "games/s")
    printf '%-12s %-9s %12s %12s %7s  %s\n' "$game" "$measure" "$ma" "$mb" \
      "$(awk "BEGIN { printf \"%.3f\", $mb / $ma }")" "$unit"
  done
done
