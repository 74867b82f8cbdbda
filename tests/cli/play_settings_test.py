#!/usr/bin/env python3
"""letterzak play with the settings of issue 19, typed on standard input as a script would.

Each option reaches the game: the rule summary at the start names it, a setting the rule set
does not have stops the program with exit 2 and the reason, and under the box rules a failed
challenge costs the agreed penalty on the score sheet. A game saved with bewaar and played on
with --load (and no options) keeps every setting: the house rules act, the penalty is taken,
the clock's settings are stated again; a save file with a damaged setting is refused with the
reason. (Time-bound settings - overtime, total time - are played to their end in
tests/tui/settings_session_test.cpp, where time is injected.)

Usage: play_settings_test.py path/to/letterzak
"""

import os
import subprocess
import sys
import tempfile

WORDS = "aa ad af al an as at de en er es ik in is op te en eet aan een bak bal ben bed dak dal"

failures = []


def play(binary, args, lines, words_file):
    proc = subprocess.run(
        [binary, "play", "--lexicon", words_file, "--color", "never", *args],
        input="\n".join(lines) + "\n",
        capture_output=True,
        text=True,
        timeout=60,
        # The save key lives in the test's own configuration directory.
        env={**os.environ, "LETTERZAK_CACHE_DIR": os.path.dirname(words_file),
             "XDG_CONFIG_HOME": os.path.dirname(words_file)},
    )
    return proc.returncode, proc.stdout, proc.stderr


def expect(condition, what, output):
    if not condition:
        failures.append(f"{what}\n--- output ---\n{output[-3000:]}")


def save_and_load(binary, words, tmp):
    """Every setting through bewaar and --load; a damaged setting refused."""
    saved = os.path.join(tmp, "instellingen.gcg")
    settings = ["--rules", "box", "--blank-swap", "then_play", "--play-on", "--veto",
                "--challenge-penalty", "5", "--clock", "20", "--overtime", "penalty",
                "--overtime-rate", "15", "--overtime-limit", "2", "--total-time", "90"]
    for seed in range(1, 30):
        code, out, err = play(binary, ["--seed", str(seed), *settings], ["bewaar " + saved, "stop"],
                              words)
        expect(code == 0 and "Partij bewaard in" in out, "the game with every setting is saved",
               out + err)
        code, out, err = play(binary, ["--load", saved], ["blanco H8", "betwist", "blad", "stop",
                                                          "j"], words)
        if "betwisting mislukt" not in out:
            continue  # the player started: nothing to challenge; another seed
        expect(code == 0 and "Partij geladen uit" in out, "the saved game loads", out + err)
        expect("-5" in out, "after the load a failed challenge still costs 5", out)
        expect("Op dat vakje ligt geen blanco." in out
               and "Die huisregel is in deze partij niet afgesproken." not in out,
               "after the load the blank swap is still a house rule", out)
        for line in ("de anderen spelen door.", "Huisregel: veto.",
                     "Schaakklok: 20 minuten per speler.",
                     "Door de tijd: 15 punten straf per begonnen minuut; na 2 minuten",
                     "Totale speeltijd: 90 minuten."):
            expect(line in out, f"after the load the game still says: {line}", out)
        break
    else:
        failures.append("no seed gave the computer the first move")

    with open(saved) as f:
        text = f.read()
    expect("overtime_rate=15" in text and "veto=1" in text, "the settings are in the file", text)
    with open(saved, "w") as f:
        f.write(text.replace("overtime_rate=15", "overtime_rate=veel"))
    code, out, err = play(binary, ["--load", saved], [], words)
    expect(code == 1 and 'de instelling "overtime_rate=veel" beschadigd' in out + err,
           "a damaged setting refuses the file with the reason", out + err)
    with open(saved) as f:
        expect("overtime_rate=veel" in f.read(), "the refused file is left as it was", "")


def main():
    binary = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        words = os.path.join(tmp, "words.txt")
        with open(words, "w") as f:
            f.write("\n".join(WORDS.split()) + "\n")

        code, out, err = play(
            binary,
            ["--rules", "box", "--seed", "3", "--blank-swap", "is_turn", "--play-on", "--veto",
             "--challenge-penalty", "5"],
            ["stop"],
            words,
        )
        expect(code == 0, "box with every house rule starts", out + err)
        for line in ("dat is je hele beurt (blanco H8)", "de anderen spelen door.", "Huisregel: veto.",
                     "Een mislukte betwisting kost 5 punten."):
            expect(line in out, f"the summary says: {line}", out)

        code, out, err = play(
            binary,
            ["--seed", "3", "--clock", "20", "--overtime", "penalty", "--overtime-rate", "15",
             "--overtime-limit", "2", "--total-time", "90"],
            ["stop"],
            words,
        )
        expect(code == 0, "the clock settings start a game", out + err)
        for line in ("Schaakklok: 20 minuten per speler.",
                     "Door de tijd: 15 punten straf per begonnen minuut; na 2 minuten",
                     "Totale speeltijd: 90 minuten."):
            expect(line in out, f"the summary says: {line}", out)

        code, out, err = play(binary, ["--seed", "3", "--total-time", "45"], ["stop"], words)
        expect(code == 0 and "Totale speeltijd: 45 minuten." in out and "Schaakklok" not in out,
               "total time alone: no chess clock", out + err)

        for args, says in (
            (["--veto"], "box rules"),
            (["--rules", "woordspel", "--blank-swap", "then_play"], "box rules"),
            (["--challenge-penalty", "5"], "failed challenge"),
            (["--rules", "box", "--challenge-penalty", "500"], "0 to 100"),
            (["--clock", "25", "--overtime-rate", "5"], "\"penalty\""),
            (["--total-time", "30", "--overtime", "penalty"], "chess clock"),
            (["--overtime", "sometimes"], "--overtime loss|penalty"),
            (["--rules", "box", "--blank-swap", "maybe"], "--blank-swap"),
            (["--places", words], "woordspel"),
        ):
            code, out, err = play(binary, args, [], words)
            expect(code == 2 and says in err, f"play {' '.join(args)} is refused: {says}", out + err)

        # Box rules, the computer starts (or the player passes first): its word is valid, the
        # player's challenge fails and costs 5 on the sheet.
        for seed in range(1, 30):
            code, out, err = play(
                binary,
                ["--rules", "box", "--seed", str(seed), "--challenge-penalty", "5"],
                ["betwist", "blad", "stop", "j"],
                words,
            )
            if "betwisting mislukt" in out:
                expect("-5" in out, "the failed challenge costs 5 on the sheet", out)
                break
        else:
            failures.append("no seed gave a challenge that failed")

        save_and_load(binary, words, tmp)

    for f in failures:
        print("FAIL:", f)
    print(f"play settings: {len(failures)} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
