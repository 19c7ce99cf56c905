#!/usr/bin/env python3
"""Deal by deal timing of `arbiter dd` against DDS (through endplay, which bundles DDS 2.9):
the full table of each deal on one thread, the answers checked, the ratio ours/DDS per deal
and the worst deal.

    python3 -m venv ../ddsvenv && ../ddsvenv/bin/pip install -q endplay==0.5.12
    cargo build --release -p arbiter
    ../ddsvenv/bin/python scripts/compare_deals.py --deals 100 --seed 1       # random deals
    ../ddsvenv/bin/python scripts/compare_deals.py --fixture 187,40,159,41,98  # fixture deals

Random deals are those of ../shared/tools/dds-compare.py for the same seed. Each deal is
solved by its own `arbiter dd - --json --threads 1`; the start-up of the process (the median
of ten runs on no deal) is taken off its time.
"""
import argparse, json, os, random, subprocess, sys, time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))

from endplay import _dds, dds
from endplay.types import Deal, Player

# The same random deals for the same seed, and the same strains.
from compare_solve import STRAINS, random_deal

SEATS = "NESW"
FIXTURE = "crates/dds/tests/fixtures/tables.txt"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--deals", type=int, default=20)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--fixture", help="fixture deal numbers (1-based), comma separated")
    ap.add_argument("--arbiter", default="target/release/arbiter")
    a = ap.parse_args()
    _dds.SetMaxThreads(1)
    if a.fixture:
        lines = open(FIXTURE).read().splitlines()
        names = [int(n) for n in a.fixture.split(",")]
        deals = [lines[n - 1].split("|")[0].strip() for n in names]
    else:
        rng = random.Random(a.seed)
        deals = [random_deal(rng) for _ in range(a.deals)]
        names = list(range(1, a.deals + 1))
    command = [a.arbiter, "dd", "-", "--json", "--threads", "1"]
    def run(text):
        t0 = time.perf_counter()
        out = subprocess.run(command, input=text, capture_output=True, text=True, check=True).stdout
        return time.perf_counter() - t0, out
    startup = sorted(run("")[0] for _ in range(10))[5]
    ours, got = [], []
    for pbn in deals:
        elapsed, out = run(pbn + "\n")
        ours.append(max(elapsed - startup, 1e-6))
        got.append(json.loads(out.strip().splitlines()[-1])["tricks"])
    print(f"start-up of arbiter dd, taken off each deal: {startup * 1000:.1f} ms")
    worst, wrong, total_ours, total_dds = (0.0, None), 0, 0.0, 0.0
    print(f"{'deal':>5} {'ours ms':>9} {'DDS ms':>9} {'ratio':>6}")
    for name, pbn, t_ours, tricks in zip(names, deals, ours, got):
        t0 = time.perf_counter()
        table = dds.calc_dd_table(Deal(pbn))
        t_dds = time.perf_counter() - t0
        want = {s: {k: int(table[d, Player.find(s)]) for k, d in STRAINS.items()} for s in SEATS}
        if tricks != want:
            wrong += 1
            print(f"deal {name}: {pbn}\n  DDS  {want}\n  ours {tricks}", file=sys.stderr)
        ratio = t_ours / t_dds
        worst = max(worst, (ratio, name))
        total_ours += t_ours
        total_dds += t_dds
        print(f"{name:>5} {t_ours * 1000:9.1f} {t_dds * 1000:9.1f} {ratio:6.2f}")
    print(f"{len(deals)} deals, {wrong} differ; per table: ours {total_ours / len(deals) * 1000:.1f} ms, "
          f"DDS {total_dds / len(deals) * 1000:.1f} ms; ratio ours/DDS {total_ours / total_dds:.2f}; "
          f"worst deal {worst[1]} at {worst[0]:.2f}")
    sys.exit(1 if wrong else 0)


if __name__ == "__main__":
    main()
