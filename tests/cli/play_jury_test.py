#!/usr/bin/env python3
"""letterzak play's jury menu (001 V-6: the jury may give a player extra time), through a pty.

A game with a 25-minute chess clock: the one acting as jury types "jury", answers the menu's
questions (what, to whom, how long, why), and the computer's clock shows the time given; the
score sheet has the jury's line with its reason; the one-line form works, and more than 60
minutes at once is refused by the referee with its reason, the clock left as it was. Uses
play_test.py's terminal and word list.

Usage: play_jury_test.py path/to/letterzak
"""

import os
import re
import sys
import tempfile

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from play_test import PROMPT, Failure, Terminal, check, sandbox  # noqa: E402


def computer_clock(screen):
    """The computer's time left as the last frame on the screen shows it."""
    found = re.findall(r"Computer +-?\d+ +(-?\d+:\d\d)", screen)
    check(found, "no clock for the computer on the screen:\n" + screen[-1500:])
    return found[-1]


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        words, env = sandbox(tmp)
        term = Terminal([binary, "play", "--seed", "5", "--lexicon", words, "--level", "static",
                         "--clock", "25"], env)
        screen, _ = term.expect(PROMPT)
        check("Jij begint." in screen, "with seed 5 the player starts")
        check(computer_clock(screen) == "25:00", "the computer's clock starts at 25:00")

        term.type("help")
        screen, _ = term.expect(PROMPT)
        check("jury          de jury: een speler extra tijd geven" in screen, "help names the jury")

        # The menu, question by question.
        term.type("jury")
        screen, _ = term.expect(r"Kies 1, of niets om terug te gaan: ")
        check("een speler extra tijd geven op de schaakklok" in screen, "the menu's choice")
        term.type("1")
        term.expect(r"Aan wie\? 1 = Jij, 2 = Computer: ")
        term.type("2")
        term.expect(r"hoogstens 60 minuten: ")
        term.type("3")
        term.expect(r"Waarom\? \(mag leeg\): ")
        term.type("de klok haperde")
        screen, _ = term.expect(PROMPT)
        check("De jury geeft Computer 3:00 extra tijd; op de klok: 28:00." in screen,
              "the jury's decision is said:\n" + screen[-1500:])
        check(computer_clock(screen) == "28:00", "the computer's clock shows the time given")

        # The one-line form; then more than the referee allows at once.
        term.type("jury tijd 2 1:30")
        screen, _ = term.expect(PROMPT)
        check(computer_clock(screen) == "29:30", "1:30 more on the computer's clock")
        term.type("jury tijd 2 61")
        screen, _ = term.expect(PROMPT)
        check("Extra tijd is meer dan 0 en hoogstens 60 minuten." in screen,
              "61 minutes at once is refused")
        check(computer_clock(screen) == "29:30", "a refusal leaves the clock as it was")

        term.type("blad")
        screen, _ = term.expect(PROMPT)
        check("extra tijd van de jury: 3:00 (de klok haperde)" in screen,
              "the sheet has the jury's line with its reason:\n" + screen[-2000:])
        check("extra tijd van de jury: 1:30" in screen, "and the second")

        term.type("stop")
        term.expect(r"\(j/n\)")
        term.type("j")
        check(term.wait() == 0, "the program ends cleanly")


if __name__ == "__main__":
    try:
        main()
    except Failure as e:
        print(f"play_jury_test: FAILED: {e}", file=sys.stderr)
        sys.exit(1)
    print("play jury: ok")
