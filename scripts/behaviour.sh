#!/usr/bin/env bash
# Prints the engines' behaviour as plain text, with no timings: perft counts,
# random-playout statistics and `match` results at fixed seeds, for every game
# and the variants that change the most code. Two builds that print the same
# text play the same games; a refactor is checked by diffing this output
# before and after. Usage: scripts/behaviour.sh [TAVOLIERE_BINARY]
set -euo pipefail
bin=${1:-target/release/tavoliere}
cases=(
  "porta" "porta --opt variant=doppia_anta" "porta --opt variant=finestra"
  "ponte" "ponte --opt bridges=off" "cancelletto" "cancelletto --opt board=7"
  "archimede" "loa" "byte" "byte --opt size=10" "magneton" "magneton --opt force=weak"
  "quoridor" "quoridor --opt players=4" "quoridor --opt variant=movable"
  "quoridor --opt variant=coin" "quoridor --opt variant=die"
  "quoridor --opt variant=moving_goal" "quoridor --opt variant=wall_jump"
  "gyges --opt setup=321123/321123" "gyges --opt profile=fogliaccio --opt setup=321123/321123"
)
for case in "${cases[@]}"; do
  read -r -a words <<<"$case"
  game=${words[0]} opts=("${words[@]:1}")
  case $game in loa | ponte | porta | byte | magneton) depth=4 ;; gyges) depth=2 ;; *) depth=3 ;; esac
  echo "== $case"
  echo "perft $depth: $("$bin" perft "$game" "$depth" "${opts[@]}" 2>/dev/null)"
  "$bin" playout "$game" --games 60 --seed 7 --max-plies 2000 "${opts[@]}" |
    sed -E 's/,"seconds":[^,]*,"playouts_per_second":[0-9]*,"plies_per_second":[0-9]*//'
  for pair in "easy medium" "hard random" "medium:mcts easy:ab"; do
    read -r a b <<<"$pair"
    "$bin" match "$game" --a "$a" --b "$b" --games 2 --seed 11 --max-plies 300 --verbose "${opts[@]}" 2>&1 |
      grep -v 'per move'
  done
done
