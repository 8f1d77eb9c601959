#!/usr/bin/env python3
"""Fits a game's analysis chance scale (`Strategy::chance_scale`) to games:
reads `tavoliere match ... --verbose` output of a two-seat game whose first
seat moves on odd plies (Lines of Action: Black), pairs every move's score
(points for the side to move, sure results left out) with whether that side
won, and prints the scale under which the logistic
`1 / (1 + e^(-points/scale))` makes those results likeliest, with how often
a side won in each band of one scale's width.

Usage: scripts/chance_scale.py MATCH_LOG [MATCH_LOG...]
The logs of docs/COMPUTER.md ("Analysis"):
  tavoliere match loa --a expert --b expert --expert-ms 250 --games 60 --seed 4701 --verbose
"""
import math
import re
import sys

SURE = 10_000
MOVE = re.compile(r"\s*ply (\d+): .* score (-?\d+)")
GAME = re.compile(r"game \d+: .*?: (?:(\w+) wins|.*)")


def samples(paths):
    """(score, 1 if the side to move won else 0) for every scored move."""
    found = []
    for path in paths:
        plies = []
        with open(path, encoding="utf-8") as log:
            for line in log:
                move = MOVE.match(line)
                if move:
                    plies.append((int(move.group(1)), int(move.group(2))))
                    continue
                game = GAME.match(line)
                if not game:
                    continue
                winner = game.group(1)
                for ply, score in plies:
                    mover = "Black" if ply % 2 == 1 else "White"
                    if winner and abs(score) < SURE:
                        found.append((score, 1 if mover == winner else 0))
                plies = []
    return found


def surprise(points, scale):
    """The negative log-likelihood of the results under `scale`."""
    total = 0.0
    for score, won in points:
        p = min(max(1 / (1 + math.exp(-score / scale)), 1e-9), 1 - 1e-9)
        total -= math.log(p) if won else math.log(1 - p)
    return total


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    points = samples(sys.argv[1:])
    if not points:
        sys.exit("no scored moves of finished games in the logs")
    scale = min(range(50, 3001, 10), key=lambda s: surprise(points, s))
    print(f"{len(points)} positions; best scale {scale}")
    bands = {}
    for score, won in points:
        band = max(-4, min(4, math.floor(score / scale)))
        wins, count = bands.get(band, (0, 0))
        bands[band] = (wins + won, count + 1)
    for band in sorted(bands):
        wins, count = bands[band]
        if band == -4:
            label = f"below {(band + 1) * scale}"
        elif band == 4:
            label = f"{band * scale} and above"
        else:
            label = f"{band * scale} to {(band + 1) * scale}"
        print(f"{label:>16}: {count:>5} positions, won {wins / count:.0%}")


if __name__ == "__main__":
    main()
