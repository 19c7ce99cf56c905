#!/usr/bin/env python3
"""Checks that another tool's PBN reader (endplay, from PyPI) reads the PBN that
`arbiter deal --format pbn` writes with the same deals, board numbers, dealers and
vulnerabilities as `arbiter deal --format json` reports.

Usage: check_pbn_interop.py ARBITER_BINARY
"""
import json
import subprocess
import sys

from endplay.parsers import pbn
from endplay.types import Vul

VUL = {"None": Vul.none, "NS": Vul.ns, "EW": Vul.ew, "All": Vul.both}


def main() -> int:
    arbiter = sys.argv[1]
    args = [arbiter, "deal", "--seed", "2026", "--count", "64", "--first", "1"]
    pbn_text = subprocess.run(args + ["--format", "pbn"], check=True, capture_output=True, text=True).stdout
    ours = [json.loads(line) for line in
            subprocess.run(args + ["--format", "json"], check=True, capture_output=True, text=True).stdout.splitlines()]
    boards = pbn.loads(pbn_text)
    assert len(boards) == len(ours) == 64, (len(boards), len(ours))
    for theirs, mine in zip(boards, ours):
        assert theirs.deal.to_pbn() == mine["deal"], (theirs.deal.to_pbn(), mine["deal"])
        assert theirs.board_num == mine["board"], (theirs.board_num, mine["board"])
        assert theirs.dealer.abbr == mine["dealer"], (theirs.dealer, mine["dealer"])
        assert theirs.vul == VUL[mine["vulnerable"]], (theirs.vul, mine["vulnerable"])
    print(f"endplay read {len(boards)} boards written by arbiter: deals, numbers, dealers, vulnerability identical")
    return 0


if __name__ == "__main__":
    sys.exit(main())
