"""Full tables of DDS-fixture deals FROM..=TO by DDS 2.9 (through endplay), on one thread: the
DDS side of the instruction counts in docs/PERFORMANCE.md. With `leads` after the range, every
card of West's opening lead in each strain instead (SolveBoard, solutions 3: the DDS side of
`cargo run --release -p dds --features stats --example lead_nodes -- FROM TO`).

    valgrind --tool=callgrind ../ddsvenv/bin/python scripts/dds_tables.py crates/dds/tests/fixtures/tables.txt 2 3
    valgrind --tool=callgrind ../ddsvenv/bin/python scripts/dds_tables.py crates/dds/tests/fixtures/tables.txt 1 0

The second run (no deal) counts Python's and endplay's start-up, to be taken off the first.
"""
import sys
from endplay import _dds, dds
from endplay.types import Deal, Denom, Player
_dds.SetMaxThreads(1)
lines = open(sys.argv[1]).read().splitlines()
a, b = int(sys.argv[2]), int(sys.argv[3])
leads = sys.argv[4:] == ["leads"]
for line in lines[a-1:b]:
    pbn = line.split('|')[0].strip()
    if not leads:
        dds.calc_dd_table(Deal(pbn))
        continue
    for denom in (Denom.clubs, Denom.diamonds, Denom.hearts, Denom.spades, Denom.nt):
        deal = Deal(pbn)
        deal.first = Player.west
        deal.trump = denom
        dds.solve_board(deal)
