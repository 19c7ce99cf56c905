#!/usr/bin/env python3
"""Side-by-side timing of `arbiter solve` against DDS's SolveBoard (solutions 3: every card),
through endplay, on the same positions, checking every card's value.

    python3 -m venv ../ddsvenv && ../ddsvenv/bin/pip install -q endplay==0.5.12
    cargo build --release -p arbiter
    ../ddsvenv/bin/python scripts/compare_solve.py --deals 20 --seed 1

For each random deal (the same deals as ../shared/tools/dds-compare.py for the same seed) it
solves West's opening lead against South's contract in each strain, on one thread each.
Process start-up is included for ours (a few milliseconds).
"""
import argparse, json, random, subprocess, sys, time

from endplay import _dds, dds
from endplay.types import Deal, Denom, Player

SUITS, RANKS = "SHDC", "AKQJT98765432"
STRAINS = {"C": Denom.clubs, "D": Denom.diamonds, "H": Denom.hearts, "S": Denom.spades, "NT": Denom.nt}


def random_deal(rng):
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    def hand(cs):
        return ".".join("".join(r for r in RANKS if s + r in cs) for s in SUITS)
    return "N:" + " ".join(hand(cards[13 * i:13 * i + 13]) for i in range(4))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--arbiter", default="target/release/arbiter")
    a = ap.parse_args()
    _dds.SetMaxThreads(1)
    rng = random.Random(a.seed)
    t_ours = t_dds = 0.0
    solves = wrong = 0
    for i in range(a.deals):
        pbn = random_deal(rng)
        for strain, denom in STRAINS.items():
            t0 = time.perf_counter()
            p = subprocess.run([a.arbiter, "solve", "--deal", pbn, "--strain", strain, "--leader", "W",
                                "--json"], capture_output=True, text=True)
            t1 = time.perf_counter()
            deal = Deal(pbn)
            deal.first = Player.west
            deal.trump = denom
            want = {f"{c.suit.name[0].upper()}{c.rank.name[1]}": s for c, s in dds.solve_board(deal)}
            t2 = time.perf_counter()
            t_ours += t1 - t0
            t_dds += t2 - t1
            solves += 1
            got = json.loads(p.stdout)["cards"] if p.returncode == 0 else None
            if got != want:
                wrong += 1
                print(f"deal {i} {strain}: {pbn}\n  DDS  {want}\n  ours {got}", file=sys.stderr)
    print(f"{solves} solves, {wrong} differ; per solve: ours {t_ours / solves * 1000:.1f} ms, "
          f"DDS {t_dds / solves * 1000:.1f} ms; ratio ours/DDS {t_ours / t_dds:.2f}")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
