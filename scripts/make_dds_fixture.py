#!/usr/bin/env python3
"""Writes the DDS fixture that `crates/dds/tests/agree_with_dds.rs` checks the solver against.

DDS 2.9 (through endplay, which bundles it) solves random deals once; the answers are
committed as data, so the tests need neither Python nor DDS:

    python3 -m venv ../ddsvenv && ../ddsvenv/bin/pip install -q endplay==0.5.12
    ../ddsvenv/bin/python scripts/make_dds_fixture.py crates/dds/tests/fixtures

tables.txt, a deal a line:
    <deal> | <vulnerability> <dealer> | <N: C D H S NT> <E: ...> <S: ...> <W: ...> | <par score> <contracts>
positions.txt, a position a line (a deal, its strain and opening leader, the cards played):
    <deal> | <strain> <leader> | <played cards> | <card>=<tricks> ...
where tricks are those of the side to play from the trick in progress on.
"""
import random, sys

from endplay import _dds, dds
from endplay.types import Card, Deal, Denom, Player, Vul

SUITS, RANKS, SEATS = "SHDC", "AKQJT98765432", "NESW"
STRAINS = [("C", Denom.clubs), ("D", Denom.diamonds), ("H", Denom.hearts), ("S", Denom.spades), ("NT", Denom.nt)]
VULS = [("none", Vul.none), ("ns", Vul.ns), ("ew", Vul.ew), ("all", Vul.both)]
SYMBOL = {"♠": "S", "♥": "H", "♦": "D", "♣": "C"}


def random_hands(rng):
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    return [set(cards[13 * i:13 * i + 13]) for i in range(4)]


def pbn(hands):
    def hand(cs):
        return ".".join("".join(r for r in RANKS if s + r in cs) for s in SUITS)
    return "N:" + " ".join(hand(h) for h in hands)


def contract(text):
    """endplay's '4♠Ex-1' as ours, '4SX-E'."""
    level, rest = text[0], text[1:]
    strain = "NT" if rest.startswith("NT") else SYMBOL[rest[0]]
    rest = rest[len(strain) if strain == "NT" else 1:]
    declarer, rest = rest[0], rest[1:]
    doubled = "XX" if rest.startswith("xx") else "X" if rest.startswith("x") else ""
    return f"{level}{strain}{doubled}-{declarer}"


def winner(trick, leader, trump):
    best = 0
    for i in range(1, len(trick)):
        c, b = trick[i], trick[best]
        if (c[0] == b[0] and RANKS.index(c[1]) < RANKS.index(b[1])) or (c[0] == trump and b[0] != trump):
            best = i
    return (leader + best) % 4


def tables(rng, count, out):
    for _ in range(count):
        hands = random_hands(rng)
        deal = Deal(pbn(hands))
        table = dds.calc_dd_table(deal)
        vul_name, vul = rng.choice(VULS)
        dealer = rng.randrange(4)
        par = dds.par(table, vul, Player(dealer))
        rows = " ".join(
            ",".join(str(table[denom, Player(seat)]) for _, denom in STRAINS) for seat in range(4))
        contracts = ",".join(sorted(contract(str(c)) for c in par)) or "pass"
        out.write(f"{pbn(hands)} | {vul_name} {SEATS[dealer]} | {rows} | {par.score} {contracts}\n")


def positions(rng, count, out):
    for _ in range(count):
        hands = random_hands(rng)
        start = pbn(hands)
        strain, denom = rng.choice(STRAINS)
        trump = strain if strain != "NT" else None
        leader = first = rng.randrange(4)
        played, trick = [], []
        for _ in range(rng.randrange(0, 48)):
            seat = (leader + len(trick)) % 4
            hand = sorted(hands[seat])
            if trick and any(c[0] == trick[0][0] for c in hand):
                hand = [c for c in hand if c[0] == trick[0][0]]
            card = rng.choice(hand)
            hands[seat].discard(card)
            played.append(card)
            trick.append(card)
            if len(trick) == 4:
                leader = winner(trick, leader, trump)
                trick = []
        # The position for DDS: the hands with the trick's cards back, then the trick played.
        now = [set(h) for h in hands]
        for i, card in enumerate(trick):
            now[(leader + i) % 4].add(card)
        deal = Deal(pbn(now))
        deal.first = Player(leader)
        deal.trump = denom
        for card in trick:
            deal.play(Card(card))
        values = " ".join(f"{c.suit.name[0].upper()}{c.rank.name[1]}={s}" for c, s in dds.solve_board(deal))
        out.write(f"{start} | {strain} {SEATS[first]} | {' '.join(played) or '-'} | {values}\n")


def main():
    folder = sys.argv[1]
    _dds.SetMaxThreads(1)
    rng = random.Random(2026)
    with open(f"{folder}/tables.txt", "w") as out:
        tables(rng, 200, out)
    with open(f"{folder}/positions.txt", "w") as out:
        positions(rng, 200, out)


if __name__ == "__main__":
    main()
