#!/usr/bin/env python3
"""Replays the lost games of scripts/lost_games.txt through `tavoliere engine`
and finds, in each, the move of the expert's side that cost it most by the
engine's own analysis: for every position, `analyse MS`; a move's cost is
the score before it minus the score after it (both from the mover's view).

Usage: scripts/study_losses.py TAVOLIERE_BINARY [MS] [GAMES_FILE]
Prints one line per game: the costliest move of the expert's side that the
engine would not have played (ply, move, the engine's choice, scores before
and after), and the first ply from which the engine judges that side lost.
A move the engine would play too can still cost much: then the analysis after
it saw further than the one before, and the cost is the horizon's, not the
move's.
"""
import subprocess
import sys

SURE = 10_000


def score_of(words):
    """`info depth D score S ...` -> points for the side to move."""
    i = words.index("score")
    if words[i + 1] == "win":
        return SURE - int(words[i + 2])
    if words[i + 1] == "loss":
        return -SURE + int(words[i + 2])
    return int(words[i + 1])


def analyse_game(binary, ms, moves):
    commands = ["game loa"]
    for move in moves:
        commands += [f"analyse {ms}", f"play {move}"]
    text = "\n".join(commands) + "\n"
    out = subprocess.run([binary, "engine"], input=text, capture_output=True, text=True).stdout
    results, last = [], None
    answers = [block for block in out.split("\n\n") if block.strip()]
    # First answer: `game`; then pairs of (analyse, play).
    for block in answers[1::2]:
        lines = block.strip().splitlines()
        infos = [line.split() for line in lines if line.startswith("info")]
        best = lines[-1].split()[-1]
        last = score_of(infos[-1]) if infos else last
        results.append((last, best))
    return results


def main():
    binary = sys.argv[1]
    ms = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    path = sys.argv[3] if len(sys.argv) > 3 else "scripts/lost_games.txt"
    games = [line.split() for line in open(path) if line.strip() and not line.startswith("#")]
    for number, (colour, *moves) in enumerate(games, 1):
        ours = 0 if colour == "black" else 1
        found = analyse_game(binary, ms, moves)
        worst, lost_from = None, None
        for ply in range(ours, len(moves), 2):
            before, best = found[ply]
            after = -found[ply + 1][0] if ply + 1 < len(found) else -SURE
            cost = before - after
            if best != moves[ply] and (worst is None or cost > worst[0]):
                worst = (cost, ply + 1, moves[ply], best, before, after)
            if lost_from is None and before < -SURE // 2:
                lost_from = ply + 1
        text = "the engine agreed with every move"
        if worst:
            cost, ply, played, best, before, after = worst
            text = f"costliest ply {ply} {played} (engine: {best}), {before} -> {after}"
        print(f"game {number} ({colour}, {len(moves)} plies): {text}; judged lost from ply {lost_from or '-'}")


if __name__ == "__main__":
    main()
