#!/usr/bin/env python3
"""Deals a second: the same scripts through Hans van Staveren's dealer (/usr/games/dealer)
and `arbiter dealer`, side by side in one run.

Each script runs with the same seed and the same number of deals tried (-g), no limit on
those produced, output thrown away; the rate is deals tried over wall time, the best of
--repeat runs. Scripts: ours (crates/robots/tests/data/dealer, those without tricks) and
those given on the command line (for instance /usr/share/doc/dealer/examples/Descr.*).

Usage: scripts/compare_dealer.py [--arbiter target/release/arbiter] [-g 1000000] [FILE...]
"""
import argparse
import glob
import os
import subprocess
import sys
import time

DEALER = "/usr/games/dealer"
HERE = os.path.dirname(os.path.abspath(__file__))
OURS = os.path.join(HERE, "..", "crates", "robots", "tests", "data", "dealer")

EXTRA = {
    "four_seats.dlr": "action frequency (hcp(north), 0, 37), frequency (spades(east), 0, 13),\n"
                      "  frequency (loser(south), 0, 13), frequency (control(west), 0, 12)\n",
    "stayman.dlr": "nt = shape(east, any 4333 + any 4432 + any 5332) and hcp(east) >= 15 and hcp(east) <= 17\n"
                   "stayman = hcp(west) >= 8 && (hearts(west) == 4 || spades(west) == 4)\n"
                   "condition nt and stayman\naction average hearts(east) + hearts(west)\n",
}


def timed(cmd, path, repeat):
    best = None
    for _ in range(repeat):
        start = time.perf_counter()
        p = subprocess.run(cmd + [path], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        elapsed = time.perf_counter() - start
        if p.returncode != 0:
            return None, p.stderr.strip()
        best = elapsed if best is None else min(best, elapsed)
    return best, ""


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arbiter", default=os.path.join(HERE, "..", "target", "release", "arbiter"))
    ap.add_argument("-g", "--generate", type=int, default=1000000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    if not os.path.exists(args.arbiter):
        print("%s: %s is missing; build it with cargo build --release -p arbiter"
              % (os.path.basename(__file__), args.arbiter))
        return 2
    if not os.path.exists(DEALER):
        print("compare_dealer: %s is not installed" % DEALER)
        return 0
    paths = [p for p in sorted(glob.glob(os.path.join(OURS, "*.dlr")))
             if "tricks(" not in open(p).read() and "unsupported" not in p]
    for name, text in EXTRA.items():
        path = "/tmp/compare_dealer_" + name
        with open(path, "w") as f:
            f.write(text)
        paths.append(path)
    paths += args.files
    flags = ["-s", "1", "-g", str(args.generate), "-p", "10000000"]
    print("%-28s %14s %14s %8s" % ("script (-g %d)" % args.generate, "dealer deals/s", "arbiter deals/s", "ratio"))
    slower = 0
    for path in paths:
        name = os.path.basename(path).replace("compare_dealer_", "")
        ours, err = timed([args.arbiter, "dealer", "-v"] + flags, path, args.repeat)
        if ours is None:
            print("%-28s refused by arbiter: %s" % (name, err[:60]))
            continue
        theirs, err = timed([DEALER] + flags, path, args.repeat)
        if theirs is None:
            print("%-28s refused by dealer: %s" % (name, err[:60]))
            continue
        rate_d, rate_a = args.generate / theirs, args.generate / ours
        slower += rate_a < rate_d
        print("%-28s %14.0f %14.0f %7.2fx" % (name, rate_d, rate_a, rate_a / rate_d))
    print("scripts where arbiter is slower: %d" % slower)
    return 0


if __name__ == "__main__":
    sys.exit(main())
