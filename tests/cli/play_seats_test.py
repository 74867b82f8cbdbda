#!/usr/bin/env python3
"""letterzak play with 3 and 4 seats (box rules), at every computer level, through a pty.

For each level and seat count a whole game is played as a person would: the player types the
engine's first hinted placement every turn, the computers answer, until the game ends and the program offers
the analysis (the player passes when the hint is no placement). The computers must never fall back on a refused move (the terminal would say so
in a refusal message) and the program must not crash (the 3- and 4-seat games once ended in a
segmentation fault on the computer's first turn). Uses play_test.py's terminal and word list.

Usage: play_seats_test.py path/to/letterzak
"""

import os
import re
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from play_test import OFFER, PROMPT, Failure, Terminal, check, sandbox  # noqa: E402

# The levels, and the word list each plays with: the learners know only the common words of the
# full Dutch list (a vocabulary of the two- and three-letter sample below is all but empty),
# the searching levels play the sample, where they think as hard but a move costs less.
LEVELS = [("beginner", "full"), ("casual", "full"), ("club", "sample"), ("expert", "sample"),
          ("champion", "sample"), ("greedy", "sample"), ("static", "sample"), ("sim", "sample")]


def play_turn(term):
    """Types the engine's first hinted placement, or passes (exchanges on a board where no one
    can place would go on for ever). Returns the screen after it and whether the game ended."""
    term.type("tip 1")
    screen, _ = term.expect(PROMPT)
    m = re.search(r"^1\. (\S+ \S+) +\d+ punten", screen, re.M)
    term.type(m.group(1) if m else "pas")
    screen, m = term.expect(OFFER + "|" + PROMPT, timeout=300)
    return screen, m.group(0) != PROMPT


def whole_game(binary, words, env, level, seats, seed):
    lexicon = ["--lexicon", words] if words else []
    term = Terminal([binary, "play", "--rules", "box", "--players", str(seats), "--seed", str(seed),
                     "--level", level] + lexicon, env)
    screen, _ = term.expect(PROMPT, timeout=120)
    check("Welkom bij Letterzak" in screen, f"{level}/{seats}: no welcome")
    draw = re.search(r"Loting: (.*)", screen)
    drawn = set(re.findall(r"Computer (\d) [^\s,.;]+[,.;]", draw.group(1) if draw else ""))
    check(len(drawn) == seats - 1, f"{level}/{seats}: the draw: {draw and draw.group(0)}")
    turns = 0
    while True:
        screen, ended = play_turn(term)
        turns += 1
        check("weigert" not in screen and "Segmentation" not in screen,
              f"{level}/{seats}: a refusal or crash:\n{screen[-1500:]}")
        if ended:
            break
        check(turns < 200, f"{level}/{seats}: the game does not end")
    check("Eindstand" in term.text() or "afgelopen" in term.text(), f"{level}/{seats}: no final score")
    term.type("n")
    term.expect(PROMPT)
    term.type("stop")
    term.expect("Tot ziens!")
    check(term.wait() == 0, f"{level}/{seats}: exit code")
    placed = len(re.findall(r"Computer \d legt ", term.text()))
    check(placed > 0, f"{level}/{seats}: the computers placed nothing")
    return turns, placed


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        words, env = sandbox(tmp)
        for seats in (3, 4):
            for i, (level, lexicon) in enumerate(LEVELS):
                t0 = time.time()
                turns, placed = whole_game(binary, words if lexicon == "sample" else None, env, level,
                                           seats, seed=[1, 3, 8, 10, 11][i % 5])
                print(f"{level}, {seats} seats: {turns} own turns, {placed} computer placements, "
                      f"{time.time() - t0:.1f} s")
    print("play_seats_test: ok")


if __name__ == "__main__":
    try:
        main()
    except Failure as e:
        print(f"play_seats_test: FAILED: {e}", file=sys.stderr)
        sys.exit(1)
