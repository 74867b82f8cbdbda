#!/usr/bin/env python3
"""letterzak play, driven through a pseudo-terminal as a person would play it.

The program sees a real terminal (80x24, TERM=xterm: colours, clearing frames). The script reads
the screen (ANSI codes stripped) and types: a refused move must say why in Dutch and leave the
game as it was; a word, an exchange and a pass are played; the game is saved to GCG and loaded
again; the rest of the game is played by typing the engine's own first hint each turn until the
game ends, and the final arithmetic and the analysis are shown. A second session checks English
and that the end of input (Ctrl-D) ends the program cleanly.

The word list is the two- and three-letter words below (written to a temporary file), so the
lexicon compiles in milliseconds and the bag still empties in a few dozen turns. Everything is
seeded: the same binary plays the same game every run.

Usage: play_test.py path/to/letterzak
"""

import fcntl
import os
import re
import select
import struct
import subprocess
import sys
import tempfile
import termios
import time

WORDS = """
aa aad aai aak aal aam aan aap aar aas aat ab aba abc abt ace ach act ad adi adv af afa aft aga ah
aha ahs ai aio air ais aju aki aks al ale alf alg alk all alm alp als alt alu alv am ama ani ank anw
apa apk app apr ar ara are arg ark arm ars art as aso ast at ata atb atv au aug ava ave aya azc ba
bad baf bag bah bak bal bam ban bao bar bas bat beb bed bef beg bei bek bel ben beo bes bet beu bi
bib bic bid bie big bij bik bil bin bio bis bit blo bo boa bob bod boe bof bok bol bom bon bop bos
bot bov box boy bra bug bui buk bul bun bus but bye cab cai cao cap cas cat cel ces chi cif cis cli
co col coq cos cox cru cue cum cup dab dad dag dak dal dam dan dar das dat de dec dei dek del den
deo dep der des det dia die dii dij dik dim dip dis dit do doe dof dog dok dol dom don dop dor dos
dot dpi dra dry dub duf duh dul dum dun duo dus dut duw dux eau eb ebo ebt ecg ecu ede eed eeg eek
eel een eer eet eg ego egt eh ei eik eis eit el elf elk elo els emo emt en end ene eng enk ens ent
eon epa epi epo er era ere erf erg es esp est et eto ets eva ex fa fan far fat fax feb fee fel fep
fes fez fij fik fin fis fit fix flo fok fom fop fot fox fra fte fun fut ga gad gaf gag gak gal gap
gas gat gay ge gei gek gel gem gen ger ges get ghi gif gig gij gil gin gis git glo go god goh goj
gok gom gon gos gul gum gun gup gus gut gym ha had haf hai hak hal ham han hap har hbo he heb hee
hef heg hei hek hel hem hen her hes het heu hex hic hij hik hil hip hit hiv ho hoc hoe hof hoi hok
hol hom hop hor hos hot hou hso hu hub hug huh hui huk hul hum hun hup hus hut huw ia ic ice id ie
iek iel iep ier iet ij ijk ijl ijs ik imp in ink ino ins int io ion is isp ito iva ivf ja jak jam
jan jap jas jat je jee jen jet jeu jid jig jij job joe jog joh jok jol jon jou ju juf jug juk jul
jun jus jut ka kaf kak kam kan kap kar kas kat kca kea kee kef keg kei kek kel ken ket keu ki kid
kif kik kil kim kin kip kir kis kit kmo kno koe kof kog koi kok kol kom kon kop kor kot kou ku kub
kui kul kun kus kut kyu la lab laf lag lak lal lam lap lar las lat law lbo leb led lee lef leg lei
lek lel lep les let lev lex li lic lid lig lij lik lil lio lip lis lno lob loc lof log lok lol lom
loo lor los lot lou lso lto lub lug lui luk lul lus lut luw lux ma mad maf mag mak mal mam man map
mar mat max mbo me mea mee meg mei mem men mep mer mes met mi mia mic mie mij mik min mis mix moa
mob mod moe mof mok mol mom mop mor mos mot mu mud muf mug mui mul mum mus mut na nag nam nap nar
nas nat naw ne neb nee neg nek nel nep nes net neu ney ngo nik nil nip nis no nog nok nol nom non
nop nor nou nov nu nuf nuk nul nun nut obi obs och odd ode oed oef oeh oei oen oer of oh ohm oho oi
oio oir okt olm om oma ome on ons ont oog ooi ook oom oor oot op opa opi or orb ork ors ort os ots
oud out ov ozb pa pad paf pak pal pan pap par pas pat pax pay pda pee peg pek pel pen pep per pet
peu pi pij pik pil pin pip pis pit plu po pof pok pol pom pon pop por pos pot pre pro pu pub puf puh
pui puk pul pup pur pus put qat qua quo ra rad raf rag rai rak ral ram rap ras rat re rea reb red
ree ref rei rek rel rem ren rep res reu rex ri ria rib rif rij rik ril rim rio rip ris rit rob roe
rof rog rok rol rop ros rot row rug rui ruk rul rum run rup rus rut ruw sa sak sap sar sas sax saz
se sec sem sen sep set si sic sik sim sip sir sis ska ski sla sma so soa sof sok sol som son sop sou
spa spe sta sub suf sui sul sup sus swa tab taf tag tai tak tal tam tan tao tap tas te tea tee tel
tem ten ter tes tet the ti tic tie tig tij tik til tin tip tit tja to tob tod toe tof tok tol ton
top tor tos tot toy tra tri try tu tub tuf tui tuk tul tut typ ub ud ufo uh uhd ui uil uit uk ulo
uni up ups ure urm urn urt uso ut uur uv uw uwe uzi va vak val van var vat vbo vee vei vel ven ver
vet via vie vil vim vin vip vis vit vla vlo vo vod vof voj vol vos vot vso vu vul vut vve vwo wad
waf wak wal wam wan wap war was wat wax we web wed wee weg wei wek wel wem wen wep wet wie wig wii
wij wik wil wim win wip wis wit wo wok wol won wou wow wui yam yel yen yes yin yo yup zag zak zal
zap zat ze zee zeg zei zen zes zet zie zij zin zip zit zo zog zon zoo zot zou zul zus
"""

ANSI = re.compile(r"\x1b\[[0-9;?]*[@-~]")
CLEAR = "\x1b[H\x1b[2J"
PROMPT = "Jij> "
OFFER = r"analyse van elke beurt zien\? \(j/n\)\nJij> "  # the end of the game, then the prompt
COLUMNS, ROWS = 80, 24


class Failure(Exception):
    pass


class Terminal:
    """A program on the slave side of a pty; the master side is the keyboard and the screen."""

    def __init__(self, argv, env):
        self.master, slave = os.openpty()
        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", ROWS, COLUMNS, 0, 0))
        self.proc = subprocess.Popen(argv, stdin=slave, stdout=slave, stderr=slave, env=env,
                                     start_new_session=True, close_fds=True)
        os.close(slave)
        self.raw = ""      # everything the program wrote, with escape codes
        self.seen = 0      # how much of the plain text expect() has consumed

    def _read(self, timeout):
        ready, _, _ = select.select([self.master], [], [], timeout)
        if not ready:
            return False
        try:
            data = os.read(self.master, 65536)
        except OSError:  # the program has exited and the pty is closed
            return None
        if not data:
            return None
        self.raw += data.decode("utf-8", errors="replace")
        return True

    def text(self):
        return ANSI.sub("", self.raw).replace("\r", "")

    def expect(self, pattern, timeout=30):
        """Waits for the pattern in the output after what was matched before; returns the text
        from the previous match up to and including this one."""
        regex = re.compile(pattern)
        deadline = time.time() + timeout
        while True:
            plain = self.text()
            m = regex.search(plain, self.seen)
            if m:
                chunk = plain[self.seen:m.end()]
                self.seen = m.end()
                return chunk, m
            left = deadline - time.time()
            if left <= 0 or self._read(left) is None:
                tail = plain[self.seen:][-2000:]
                raise Failure(f"expected {pattern!r}; the screen ends with:\n{tail}")

    def type(self, line):
        os.write(self.master, (line + "\n").encode())

    def eof(self):
        os.write(self.master, b"\x04")  # Ctrl-D at the start of a line: end of input

    def wait(self, timeout=30):
        deadline = time.time() + timeout
        while self.proc.poll() is None and time.time() < deadline:
            self._read(0.1)
        while self._read(0.05):
            pass
        if self.proc.poll() is None:
            self.proc.kill()
            raise Failure("the program did not exit")
        return self.proc.returncode


def check(condition, message):
    if not condition:
        raise Failure(message)


def rack_of(screen):
    """The tiles of 'Jouw rek:' on the latest frame, e.g. 'BENNNOT'."""
    line = [l for l in screen.splitlines() if l.startswith(("Jouw rek:", "Your rack:"))][-1]
    return "".join(re.findall(r"([A-Z?])[₀-₉]+", line))


def scores_of(screen):
    """Each player's score as the panel shows it on the latest frame."""
    frame = screen.rsplit("wedstrijdscrabble", 1)[-1]
    return re.findall(r"^.{48}..[▶ ] (\S+) +(\d+)\s*$", frame, re.M)


def check_frames(raw):
    """Every board frame fits the 80x24 terminal."""
    frames = [f for f in raw.split(CLEAR)[1:] if "Jouw rek:" in f]
    check(frames, "no frame was drawn")
    for frame in frames:
        lines = ANSI.sub("", frame).replace("\r", "").split("\n")
        prompts = [i for i, l in enumerate(lines) if l.startswith(PROMPT)]
        if prompts:
            lines = lines[:prompts[0] + 1]  # up to the prompt and what the player typed there
        for line in lines:
            check(len(line) <= COLUMNS, f"a line is {len(line)} columns wide:\n{line}")
        # The board, the rack, the messages and the hint line; the prompt is the last row.
        if "Eindafrekening" not in frame:
            check(len(lines) <= ROWS, f"a frame has {len(lines)} lines:\n" + "\n".join(lines))
    return len(frames)


def play_hint(term):
    """Types the engine's first hint: a placement, an exchange or a pass. Returns the screen
    after it, up to the next prompt or the end of the game."""
    term.type("tip 1")
    screen, _ = term.expect(r"Jij> ")
    m = re.search(r"^1\. (\S+ \S+) +\d+ punten", screen, re.M)
    if m:
        move = m.group(1)
    else:
        m = re.search(r"^1\. ruil ([^,\s]+)", screen, re.M)
        move = "ruil " + m.group(1) if m else "pas"
    term.type(move)
    screen, m = term.expect(OFFER + "|" + PROMPT)
    return screen, move, m.group(0) != PROMPT


def sandbox(tmp):
    """The sample word list written into `tmp`, and an environment for `letterzak play` that
    keeps the lexicon cache and the save key there too, not in the user's home."""
    words = os.path.join(tmp, "woorden.txt")
    with open(words, "w") as f:
        f.write("\n".join(WORDS.split()) + "\n")
    env = dict(os.environ, TERM="xterm", LETTERZAK_CACHE_DIR=tmp, LANG="C.UTF-8",
               XDG_CONFIG_HOME=os.path.join(tmp, "config"))
    return words, env


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as tmp:
        words, env = sandbox(tmp)
        env.pop("NO_COLOR", None)
        saved = os.path.join(tmp, "partij.gcg")

        # ---- A whole game in Dutch ----
        term = Terminal([binary, "play", "--seed", "5", "--lexicon", words, "--level", "club"], env)
        screen, _ = term.expect(PROMPT)
        check("Welkom bij Letterzak" in screen, "no welcome")
        check("Jij begint." in screen, "with seed 5 the player starts")
        check("\x1b[" in term.raw, "no colours on a terminal")
        rack = rack_of(screen)
        check(len(rack) == 7, f"rack {rack!r}")

        # Refusals say why, in Dutch, and change nothing.
        term.type(f"A1 {rack[0].lower()}{rack[1].lower()}")
        screen, _ = term.expect(PROMPT)
        check("De eerste zet moet over het middelste vak H8" in screen, "first move off the centre")
        term.type("H8 qqqq")
        screen, _ = term.expect(PROMPT)
        check("Die stenen heb je niet: " in screen, "tiles not on the rack")
        term.type("Z9 aap")
        screen, _ = term.expect(PROMPT)
        check("is geen vak op het bord" in screen, "a square off the board")
        term.type("ruil XYZXYZ")
        screen, _ = term.expect(PROMPT)
        check("Die stenen heb je niet om te ruilen" in screen, "exchange of tiles not held")
        term.type("waddup")
        screen, _ = term.expect(PROMPT)
        check("Dat begrijp ik niet" in screen, "unknown command")
        check(rack_of(screen) == rack and "beurt 1" in screen, "a refusal changed the game")

        # A word (the best placement the engine suggests), an exchange, a pass.
        term.type("tip 4")  # as many as fit under the board in 24 rows
        screen, _ = term.expect(PROMPT)
        placements = re.findall(r"^\d\. (\S+ \S+) +(\d+) punten", screen, re.M)
        check(placements, "no placement among the hints:\n" + screen[-1500:])
        move, score = placements[0]
        term.type(move.upper())  # upper case, as a score sheet writes it, works as well
        screen, _ = term.expect(PROMPT)
        check(f"Je legt " in screen and f"voor {score} punten" in screen, f"the word {move!r} was not played")
        rack = rack_of(screen)
        term.type(f"ruil {rack[0]}")
        screen, _ = term.expect(PROMPT)
        check(f"Je ruilt {rack[0]}; nieuwe stenen: " in screen, "exchange:\n" + screen[-1500:])
        term.type("pas")
        screen, _ = term.expect(PROMPT)
        check("Je past." in screen, "pass")

        # The score sheet, then save and load: the same game, the same scores.
        term.type("blad")
        screen, _ = term.expect(PROMPT)
        check("Wedstrijdformulier" in screen and "ruil 1" in screen and "pas" in screen, "score sheet")
        term.type("bord")
        screen, _ = term.expect(PROMPT)
        before = scores_of(screen)
        check(len(before) == 2, f"scores {before}")
        term.type(f"bewaar {saved}")
        screen, _ = term.expect(PROMPT)
        check("Partij bewaard in" in screen, "save")
        with open(saved, encoding="utf-8") as f:
            record = f.read()
        check("#letterzak-play human=0" in record and "sealed=v1." in record and "#rules tournament" in record, "the saved record")
        # The computer's racks and the seed are sealed (issue 17): not readable in the file.
        check("seed=5" not in record, "the seed is not in the file in clear")
        key = os.path.join(tmp, "config", "letterzak", "save.key")
        check(os.path.exists(key) and (os.stat(key).st_mode & 0o777) == 0o600, "the save key is the player's alone (0600)")
        term.type(f"laad {saved}")
        screen, _ = term.expect(PROMPT)
        check("Partij geladen uit" in screen, "load")
        check(scores_of(screen) == before, f"scores after loading {scores_of(screen)} != {before}")
        term.type(f"laad {os.path.join(tmp, 'bestaat-niet.gcg')}")
        screen, _ = term.expect(PROMPT)
        check("dat bestand bestaat niet" in screen, "loading a missing file")

        # The rest of the game: the engine's first hint, every turn. With so few words a game
        # can stall (both sides exchanging forever breaks every run of passes); then the player
        # resigns, which ends it as well. With this seed and today's engine it ends by passes.
        ending = "passes"
        for _ in range(120):
            screen, move, over = play_hint(term)
            if over:
                break
        if not over:
            ending = "resignation"
            term.type("opgeven")
            term.expect(r"Echt opgeven\?")
            term.type("j")
            screen, _ = term.expect(OFFER)
        check("De partij is afgelopen" in screen, "why the game ended")
        check("Eindafrekening:" in screen, "final arithmetic")
        check(re.search(r"gespeeld( [−+] \d+ [^=]+)* = -?\d+", screen), "the arithmetic of each player")
        term.type("j")
        screen, _ = term.expect(r"Jij> ")
        check("Analyse van elke beurt" in screen and "beste zet" in screen, "analysis:\n" + screen[-1500:])
        term.type("H8 aa")
        screen, _ = term.expect(PROMPT)
        check("De partij is afgelopen" in screen, "a move after the end")
        term.type("stop")
        term.expect("Tot ziens!")
        check(term.wait() == 0, "exit code after stop")
        frames = check_frames(term.raw)

        # ---- English, and the end of input ----
        term = Terminal([binary, "play", "--seed", "5", "--lexicon", words, "--level", "club", "--lang", "en"], env)
        screen, _ = term.expect(r"You> ")
        check("Welcome to Letterzak" in screen and "You starts." not in screen, "English welcome")
        term.type("help")
        screen, _ = term.expect(r"You> ")
        check("How to play" in screen and "H8 tra?in" in screen, "English help")
        term.type("H8 qqqq")
        screen, _ = term.expect(r"You> ")
        check("You do not have" in screen, "English refusal")
        term.eof()
        term.expect("End of input")
        check(term.wait() == 0, "exit code after end of input")

        print(f"play_test: ok ({frames} frames, the game ended by {ending})")


if __name__ == "__main__":
    try:
        main()
    except Failure as e:
        print(f"play_test: FAILED: {e}", file=sys.stderr)
        sys.exit(1)
