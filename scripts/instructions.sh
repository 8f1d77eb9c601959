#!/usr/bin/env bash
# Counts the instructions two builds of the command line execute for the
# same perft and random playouts (valgrind's cachegrind, no cache model): a
# measure of engine speed that the machine's load cannot disturb, for
# checking that a change leaves the engines' code as fast as it was. Timings
# (scripts/compare.sh, scripts/bench.sh) still decide; on a shared virtual
# machine they vary by tens of percent from run to run.
# Usage: scripts/instructions.sh OLD_BINARY NEW_BINARY
set -euo pipefail
a=$1 b=$2
count() {
  valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null "$@" 2>&1 >/dev/null |
    sed -n 's/.*I *refs: *\([0-9,]*\).*/\1/p' | tr -d ,
}
cases=(
  "porta 3 20" "ponte 5 200" "cancelletto 3 5000" "archimede 3 200" "loa 4 200"
  "byte 4 1000" "magneton 3 500" "quoridor 3 100" "gyges 2 20 --opt setup=321123/321123"
)
printf '%-12s %-9s %15s %15s %8s\n' game run A B B/A
for case in "${cases[@]}"; do
  read -r game depth games opts <<<"$case"
  read -r -a opts <<<"${opts:-}"
  for run in perft playouts; do
    if [ $run = perft ]; then args=(perft "$game" "$depth" "${opts[@]}"); else
      args=(playout "$game" --games "$games" --seed 1 "${opts[@]}"); fi
    ia=$(count "$a" "${args[@]}") ib=$(count "$b" "${args[@]}")
    printf '%-12s %-9s %15s %15s %8s\n' "$game" "$run" "$ia" "$ib" \
      "$(awk "BEGIN { printf \"%.4f\", $ib / $ia }")"
  done
done
