#!/usr/bin/env python3
"""Checks a published session with tools that are not ours: endplay (from PyPI) reads the PBN
`arbiter event publish` writes, board by board with the deals the event file holds, and
Python's XML parser reads the USEBIO file, whose pair totals must equal the sums of their
traveller lines' matchpoints.

Usage: check_event_interop.py ARBITER_BINARY
"""
import json
import pathlib
import sqlite3
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

from endplay.parsers import pbn


def main() -> int:
    arbiter = sys.argv[1]
    with tempfile.TemporaryDirectory() as tmp:
        event = pathlib.Path(tmp) / "club.sqlite"
        site = pathlib.Path(tmp) / "site"
        run = lambda *args: subprocess.run([arbiter, "event", *args], check=True, capture_output=True)
        run("new", str(event), "mitchell", "--tables", "5", "--boards-per-round", "2", "--seed", "11")
        run("names", str(event), "--pair", "3", "Ann Smith & Bob Jones")
        run("simulate", str(event), "--seed", "4")
        run("publish", str(event), "--out", str(site))

        session = json.loads(sqlite3.connect(event).execute(
            "SELECT value FROM meta WHERE key = 'session'").fetchone()[0])
        deals = {int(board): deal for board, deal in session["deals"].items()}

        with open(site / "results.pbn", encoding="utf-8") as f:
            boards = pbn.load(f)
        assert len(boards) == len(deals), (len(boards), len(deals))
        for board in boards:
            ours = deals[board.board_num]
            theirs = board.deal.to_pbn()
            # Both in PBN notation; compare the four hands from North.
            assert hands(ours) == hands(theirs), (board.board_num, ours, theirs)

        root = ET.parse(site / "results.xml").getroot()
        assert root.tag == "USEBIO" and root.get("Version") == "1.3"
        totals = {}
        for line in root.iter("TRAVELLER_LINE"):
            for side in ("NS", "EW"):
                pair = int(line.find(f"{side}_PAIR_NUMBER").text)
                totals[pair] = totals.get(pair, 0.0) + float(line.find(f"{side}_MATCH_POINTS").text)
        pairs = root.find("EVENT").find("PARTICIPANTS").findall("PAIR")
        assert len(pairs) == 10
        for pair in pairs:
            number = int(pair.find("PAIR_NUMBER").text)
            assert abs(float(pair.find("TOTAL_SCORE").text) - totals[number]) < 0.011, number
        names = [p.text for p in root.iter("PLAYER_NAME")]
        assert names == ["Ann Smith", "Bob Jones"], names
    print(f"endplay read {len(boards)} published boards with the event's deals; USEBIO totals agree")
    return 0


def hands(deal: str) -> list:
    """The hands of a PBN deal from North, whichever seat it starts with."""
    first, rest = deal.split(":")
    hands = rest.split()
    start = "NESW".index(first.strip().upper())
    return [hands[(i - start) % 4] for i in range(4)]


if __name__ == "__main__":
    sys.exit(main())
