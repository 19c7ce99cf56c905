#!/usr/bin/env python3
"""Compatibility of `arbiter dealer` with Hans van Staveren's dealer (/usr/games/dealer).

For each script (ours in crates/robots/tests/data/dealer, and the examples Debian installs in
/usr/share/doc/dealer/examples/Descr.*, read at run time and never copied):

1. Whether `arbiter dealer` takes it (or refuses it, with the line and column).
2. Deal by deal, both ways: the deals dealer produces meet the condition under our
   evaluator, and the deals we produce meet it under dealer. Each deal is checked by a
   script of the same names and condition with all 52 cards predealt, run for one deal.
3. The statistics both print over the same number of deals tried agree: each row of each
   frequency table as a share of the deals (flagged when the shares differ by more than five
   standard errors), and each average (flagged beyond six standard errors, the spread bounded
   by max(|value|, 1): loose for counts, right for the 0/1 averages most scripts take).

Usage: scripts/dealer_compat.py [--arbiter target/release/arbiter] [--deals 8]
Exits 1 if any supported script disagrees. Skips (exit 0) when /usr/games/dealer is absent.
"""
import argparse
import glob
import math
import os
import re
import subprocess
import sys

DEALER = "/usr/games/dealer"
HERE = os.path.dirname(os.path.abspath(__file__))
OURS = os.path.join(HERE, "..", "crates", "robots", "tests", "data", "dealer")
STATEMENTS = ("generate", "produce", "vulnerable", "dealer", "predeal", "pointcount",
              "altcount", "condition", "action")


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    text = re.sub(r"//[^\n]*", "", text)
    return "\n".join(l for l in text.split("\n") if not l.lstrip().startswith("#"))


def without(text, keywords):
    """The script without the statements starting with these keywords (up to the next line
    that starts a statement or a definition)."""
    out, skipping = [], False
    for line in text.split("\n"):
        word = line.strip().split(" ")[0].split("\t")[0]
        starts = word in STATEMENTS or re.match(r"^\s*\w+\s*=[^=]", line)
        if starts:
            skipping = word in keywords
        if not skipping:
            out.append(line)
    return "\n".join(out)


def run(cmd, text, timeout=600):
    path = "/tmp/dealer_compat_%d.dlr" % os.getpid()
    with open(path, "w") as f:
        f.write(text)
    p = subprocess.run(cmd + [path], capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def deals_of(output):
    """Hands from printoneline output: [(north, east, south, west)] in dotted notation."""
    found = []
    for line in output.split("\n"):
        m = re.match(r"^n (\S*) e (\S*) s (\S*) w (\S*)", line)
        if m:
            found.append(m.groups())
    return found


def predeal_text(hands):
    lines = []
    for seat, hand in zip(("north", "east", "south", "west"), hands):
        suits = hand.split(".")
        holdings = ["%s%s" % (s, r.upper()) for s, r in zip("SHDC", suits) if r]
        lines.append("predeal %s %s" % (seat, ", ".join(holdings)))
    return "\n".join(lines) + "\n"


def produced(output):
    m = re.search(r"Produced (\d+) hands", output)
    return int(m.group(1)) if m else None


def averages(output):
    values = []
    for line in output.split("\n"):
        m = re.match(r"^(?:(.*): )?(-?[0-9.]+(?:e[-+]\d+)?)$", line.strip())
        if m:
            values.append((m.group(1) or "", float(m.group(2))))
    return values


def frequencies(output):
    """The rows of the one-way frequency tables: [(table number, row label, count)]."""
    rows, table = [], -1
    for line in output.replace("\f", "\n").split("\n"):
        if line.startswith("Frequency"):
            table += 1
            continue
        m = re.match(r"^\s*(Low|High|-?\d+)\t\s*(\d+)$", line)
        if m and table >= 0:
            rows.append((table, m.group(1), int(m.group(2))))
    return rows


def worst_z(a, b):
    """The largest z statistic between the two runs' shares of a frequency row (the shares'
    difference over its standard error under a common share)."""
    ta, tb = {}, {}
    for t, _, n in a:
        ta[t] = ta.get(t, 0) + n
    for t, _, n in b:
        tb[t] = tb.get(t, 0) + n
    counts_b = {(t, r): n for t, r, n in b}
    worst = 0.0
    for t, r, na in a:
        nb = counts_b.get((t, r), 0)
        if not ta.get(t) or not tb.get(t):
            continue
        pa, pb = na / ta[t], nb / tb[t]
        p = (na + nb) / (ta[t] + tb[t])
        se = math.sqrt(max(p * (1 - p), 1e-12) * (1 / ta[t] + 1 / tb[t]))
        worst = max(worst, abs(pa - pb) / se)
    return worst


def comparable(output):
    """Output without what may differ: the closing counts (Debian's dealer leaves them out
    after an odd number of PBN games) and the program named in the PBN Event tag."""
    lines = []
    for line in output.split("\n"):
        if re.match(r"^(Generated|Produced) \d+ hands|^Initial random seed|^Time needed", line):
            continue
        lines.append(line.replace("simulated by arbiter dealer", "simulated by dealer"))
    return "\n".join(lines).rstrip("\n")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--arbiter", default=os.path.join(HERE, "..", "target", "release", "arbiter"))
    ap.add_argument("--deals", type=int, default=8, help="deals checked each way a script")
    ap.add_argument("--generate", type=int, default=200000, help="deals tried for averages")
    args = ap.parse_args()
    if not os.path.exists(args.arbiter):
        print("%s: %s is missing; build it with cargo build --release -p arbiter"
              % (os.path.basename(__file__), args.arbiter))
        return 2
    if not os.path.exists(DEALER):
        print("dealer_compat: %s is not installed; skipped" % DEALER)
        return 0
    ours = [args.arbiter, "dealer", "-s", "1"]
    scripts = sorted(glob.glob(os.path.join(OURS, "*.dlr"))) + sorted(
        glob.glob("/usr/share/doc/dealer/examples/Descr.*"))
    failures = 0
    print("%-22s %-10s %-13s %-13s %s" % ("script", "ours", "dealer->ours", "ours->dealer", "averages"))
    for path in scripts:
        name = os.path.basename(path)
        text = strip_comments(open(path, encoding="latin-1").read())
        code, out, err = run(ours + ["-g", "1", "-p", "0"], text)
        if code != 0:
            print("%-22s refused: %s" % (name, err.strip().split(": ", 1)[-1][:70]))
            continue
        if "tricks(" in text:
            print("%-22s %-10s (tricks needs GIB under dealer: not compared)" % (name, "takes"))
            continue
        fixed = name == "every_print.dlr" or not re.search(r"\b(north|east|south|west)\b", text)
        if fixed:
            # A deal fixed whole (every_print.dlr), or output not depending on the deal:
            # the two outputs must be the same.
            _, a, _ = run(ours, open(path).read())
            _, b, _ = run([DEALER, "-s", "1"], open(path).read())
            same = comparable(a) == comparable(b)
            failures += not same
            print("%-22s %-10s output %s" % (name, "takes", "the same as dealer's" if same else "DIFFERS from dealer's"))
            continue
        core = without(text, ("action", "produce", "generate"))
        # dealer's deals, checked by us.
        probe = core + "\nproduce %d\naction printoneline\n" % args.deals
        _, dout, _ = run([DEALER, "-s", "1"], probe)
        bad_ours = 0
        dealer_deals = deals_of(dout)
        checked = without(core, ("predeal",))
        for hands in dealer_deals:
            _, out, _ = run(ours + ["-p", "1", "-g", "1"], predeal_text(hands) + checked + "\naction printoneline\n")
            if produced(out) != 1:
                bad_ours += 1
        # our deals, checked by dealer.
        _, oout, _ = run(ours, probe)
        bad_dealer = 0
        our_deals = deals_of(oout)
        for hands in our_deals:
            _, out, _ = run([DEALER, "-s", "1", "-p", "1", "-g", "1"], predeal_text(hands) + checked + "\naction printoneline\n")
            if produced(out) != 1:
                bad_dealer += 1
        # averages over the same number of deals tried.
        note = ""
        if re.search(r"\b(average|frequency)\b", text):
            gen = args.generate
            _, a, _ = run(ours + ["-g", str(gen), "-p", "10000000"], text, timeout=1200)
            _, b, _ = run([DEALER, "-s", "1", "-g", str(gen), "-p", "10000000"], text, timeout=1200)
            na, nb = produced(a) or 0, produced(b) or 0
            pairs = list(zip(averages(a), averages(b)))
            worst = 0.0
            for (la, va), (_, vb) in pairs:
                # A bound for values in [0, 1] or a count: the spread is at most
                # max(|va|, |vb|, 1); six standard errors of the difference.
                spread = max(abs(va), abs(vb), 1.0)
                se = spread * math.sqrt(1.0 / max(na, 1) + 1.0 / max(nb, 1))
                if abs(va - vb) > 6 * se:
                    worst = max(worst, abs(va - vb) / se)
            fa, fb = frequencies(a), frequencies(b)
            z = worst_z(fa, fb)
            note = "produced %d/%d; %d averages%s; %d frequency rows, worst z %.1f%s" % (
                na, nb, len(pairs), "" if worst == 0 else " DIFFER (%.1f se)" % worst,
                len(fa), z, " DIFFER" if z > 5 else "")
            if worst or z > 5:
                failures += 1
        ok_ours = "%d/%d ok" % (len(dealer_deals) - bad_ours, len(dealer_deals))
        ok_dealer = "%d/%d ok" % (len(our_deals) - bad_dealer, len(our_deals))
        if bad_ours or bad_dealer:
            failures += 1
        print("%-22s %-10s %-13s %-13s %s" % (name, "takes", ok_ours, ok_dealer, note))
    print("disagreements: %d" % failures)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
