#!/usr/bin/env python3
"""Side-by-side timing of `arbiter solve` against DDS's SolveBoard (solutions 3: every card),
through endplay, on the same positions, checking every card's value.

    python3 -m venv ../ddsvenv && ../ddsvenv/bin/pip install -q endplay==0.5.12
    cargo build --release -p arbiter
    ../ddsvenv/bin/python scripts/compare_solve.py --deals 20 --seed 1

For each random deal (the same deals as ../shared/tools/dds-compare.py for the same seed) it
solves West's opening lead against South's contract in each strain, on one thread each. Ours
are solved by one `arbiter solve --batch` process, each solve timed inside it as DDS's are
inside the library; the process's whole time, start-up included, is printed beside it.
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
    positions = [(random_deal(rng), strain) for _ in range(a.deals) for strain in STRAINS]
    # Ours: every position through one `arbiter solve --batch` process, each solve timed inside
    # it (one solver, its memory reused, as DDS's is inside the library); the whole process's
    # time, start-up included, is reported beside it.
    batch = "".join(json.dumps({"deal": pbn, "strain": strain, "leader": "W"}) + "\n"
                    for pbn, strain in positions)
    t0 = time.perf_counter()
    p = subprocess.run([a.arbiter, "solve", "--batch", "-"], input=batch, capture_output=True,
                       text=True)
    t_process = time.perf_counter() - t0
    answers = [json.loads(line) for line in p.stdout.splitlines()]
    if p.returncode != 0 or len(answers) != len(positions):
        sys.exit(f"arbiter solve --batch failed: {p.stderr}")
    t_ours = sum(answer["ms"] for answer in answers) / 1000
    t_dds = 0.0
    wrong = 0
    for i, ((pbn, strain), answer) in enumerate(zip(positions, answers)):
        deal = Deal(pbn)
        deal.first = Player.west
        deal.trump = STRAINS[strain]
        t1 = time.perf_counter()
        solved = dds.solve_board(deal)
        t_dds += time.perf_counter() - t1
        want = {f"{c.suit.name[0].upper()}{c.rank.name[1]}": s for c, s in solved}
        if answer["cards"] != want:
            wrong += 1
            print(f"deal {i // 5} {strain}: {pbn}\n  DDS  {want}\n  ours {answer['cards']}",
                  file=sys.stderr)
    solves = len(positions)
    print(f"{solves} solves, {wrong} differ; per solve: ours {t_ours / solves * 1000:.1f} ms, "
          f"DDS {t_dds / solves * 1000:.1f} ms; ratio ours/DDS {t_ours / t_dds:.2f} "
          f"(ours with the process's start-up and reading: {t_process / solves * 1000:.1f} ms, "
          f"{t_process / t_dds:.2f})")
    return 1 if wrong else 0


if __name__ == "__main__":
    sys.exit(main())
