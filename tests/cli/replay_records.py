#!/usr/bin/env python3
"""Writes game records as other programs and people write them, from records letterzak's own
self-play wrote (so every score in them is right): one variant per kind that replay must read
with warnings, not refuse. Used by replay_test.sh.

    replay_records.py KIND IN.gcg OUT.gcg

KIND:
  overdraw     a rack column with one tile too many (the player overdrew)
  mistyped     a rack column that lost a tile kept from the last turn (typed by a person)
  incomplete   the first half of the game, #incomplete, racks naming only the tiles played
  challenge    the opponent challenges the play that went out (double challenge), written after
               it as a pass
  cp1252       player names with letters outside ASCII, the file in windows-1252
  utf16        the same in UTF-16 with a byte-order mark
  summed       3 or 4 players: the gain of the player who went out as one line with the sum of
               all other racks
"""
import re
import sys

EVENT = re.compile(r"^>([^:]+):\s*(\S*)\s+(.*?)\s+([+-]\d+)\s+(-?\d+)\s*$")


def events(lines):
    """(index, nick, rack, middle, score, total) of each event line."""
    out = []
    for i, line in enumerate(lines):
        m = EVENT.match(line)
        if m:
            nick, rack, middle, score, total = m.groups()
            out.append((i, nick, rack, middle, int(score), int(total)))
    return out


def is_play(middle):
    return re.match(r"^(\d+[A-Oa-o]|[A-Oa-o]\d+)\s", middle) is not None


def played_letters(middle):
    """The letters a placement takes from the rack ('?' for a blank)."""
    word = middle.split()[1]
    word = re.sub(r"\([^)]*\)", "", word).replace(".", "")
    return ["?" if c.islower() else c for c in word]


def leave_of(rack, middle):
    left = list(rack)
    for c in played_letters(middle):
        if c in left:
            left.remove(c)
    return left


def later_play_with_a_leave(evs):
    """A play, not the player's first, that keeps a tile other than a blank."""
    seen = set()
    for e in evs:
        if not is_play(e[3]) or not e[2]:
            continue
        if e[1] in seen and any(c != "?" for c in leave_of(e[2], e[3])):
            return e
        seen.add(e[1])
    raise SystemExit("no such play")


def main():
    kind, src, dst = sys.argv[1:4]
    with open(src, encoding="utf-8") as f:
        lines = f.read().split("\n")
    evs = events(lines)
    encoding = "utf-8"

    if kind == "overdraw":
        i, nick, rack, middle, score, total = later_play_with_a_leave(evs)
        extra = "E" if rack.count("E") < 3 else "A"
        lines[i] = f">{nick}: {rack}{extra} {middle} {score:+d} {total}"
    elif kind == "mistyped":
        # A play whose leave holds a tile the same player's next play keeps again (does not
        # play): that next rack is typed without it.
        for e in evs:
            if not is_play(e[3]) or not e[2]:
                continue
            nxt = next((n for n in evs if n[0] > e[0] and n[1] == e[1]), None)
            if nxt is None or not is_play(nxt[3]) or not nxt[2]:
                continue
            keeps = [c for c in leave_of(e[2], e[3]) if c != "?" and c in leave_of(nxt[2], nxt[3])]
            if keeps:
                break
        else:
            raise SystemExit("no play keeps a tile through the next")
        i, nick, rack, middle, score, total = nxt
        swap = next(c for c in "EAO" if c not in rack)
        lines[i] = f">{nick}: {rack.replace(keeps[0], swap, 1)} {middle} {score:+d} {total}"
    elif kind == "incomplete":
        cut = evs[len(evs) // 2][0]
        out = []
        for line in lines[:cut]:
            m = EVENT.match(line)
            if m and is_play(m.group(3)):
                nick, rack, middle, score, total = m.groups()
                line = f">{nick}: {''.join(played_letters(middle))} {middle} {score} {total}"
            out.append(line)
        lines = [l for l in out if l.strip()] + ["#incomplete", ""]
    elif kind == "challenge":
        gains = [e for e in evs if e[2] == "" and e[3].startswith("(")]
        if not gains:
            raise SystemExit("the game did not end by going out")
        out_play = [e for e in evs if e[0] < gains[0][0] and is_play(e[3])][-1]
        opponent = [e for e in evs if e[1] != out_play[1] and e[0] < out_play[0]][-1]
        opp_rack = re.match(r"^\((.*)\)", gains[0][3]).group(1)
        lines.insert(out_play[0] + 1, f">{opponent[1]}: {opp_rack} - +0 {opponent[5]}")
    elif kind in ("cp1252", "utf16"):
        names = {"#player1": "Zoë Ærts", "#player2": "Björn Ångström"}
        for k, line in enumerate(lines):
            for key, name in names.items():
                if line.startswith(key + " "):
                    nick = line.split()[1]
                    lines[k] = f"{key} {nick} {name}"
        for k, line in enumerate(lines):
            if line.startswith("#character-encoding"):
                lines[k] = "#character-encoding " + ("windows-1252" if kind == "cp1252" else "UTF-16")
        lines.insert(1, "#note prijs: €5 — café")
        encoding = "cp1252" if kind == "cp1252" else "utf-16"  # Python writes the BOM
    elif kind == "summed":
        gains = [e for e in evs if e[2] == "" and e[3].startswith("(")]
        if len(gains) < 2:
            raise SystemExit("no game with two or more racks gained")
        nick = gains[0][1]
        tiles = "".join(sorted("".join(re.match(r"^\((.*)\)", g[3]).group(1) for g in gains)))
        points = sum(g[4] for g in gains)
        first = gains[0][0]
        lines[first] = f">{nick}:  ({tiles}) {points:+d} {gains[-1][5]}"
        drop = {g[0] for g in gains[1:]}
        lines = [l for k, l in enumerate(lines) if k not in drop]
    else:
        raise SystemExit(f"unknown kind {kind}")

    with open(dst, "w", encoding=encoding, newline="\n") as f:
        f.write("\n".join(lines))


if __name__ == "__main__":
    main()
