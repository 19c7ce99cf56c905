#!/usr/bin/env python3
"""Plays random deals at open and guarded tables under every code with two `arbiter` binaries
and reports where their states differ.

    python3 scripts/table_differential.py OLD_ARBITER NEW_ARBITER [--deals N] [--seed S]
        [--ignore-laws CODE,CODE]

Each deal grows one action at a time: the transcript so far is replayed by the old binary
(`arbiter replay FILE --json`), and the next action is drawn from what the state allows (the
player to act, the pending ruling's options) with a share of irregular ones (calls out of
turn, insufficient bids, cards that do not follow suit, leads out of turn, exposed cards,
dummy's suggestions, claims). Every prefix is replayed by both binaries and their outputs
(standard output, the refusal on standard error, the exit code) compared. For the codes named
by `--ignore-laws` the laws cited are masked before comparing (a change that fixes citations
under those codes changes nothing else). Used to check a refactoring of the table engine: no
behaviour changes.
"""

import argparse
import json
import random
import re
import subprocess
import sys
import tempfile

SEATS = "NESW"
SUITS = "SHDC"
RANKS = "AKQJT98765432"
CODES = ["duplicate2017", "duplicate2007", "rubber", "chicago",
         "auction1908", "auction1912", "auction1915"]


def deal(rng):
    cards = [s + r for s in SUITS for r in RANKS]
    rng.shuffle(cards)
    hands = []
    for i in range(4):
        hand = cards[13 * i:13 * i + 13]
        parts = []
        for s in SUITS:
            held = sorted((c[1] for c in hand if c[0] == s), key=RANKS.index)
            parts.append("".join(held))
        hands.append(".".join(parts))
    return "N:" + " ".join(hands), cards


def run(binary, text):
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(text)
        path = f.name
    done = subprocess.run([binary, "replay", path, "--json"], capture_output=True, text=True)
    return done.returncode, done.stdout, done.stderr.replace(path, "FILE")


CITATION = re.compile(
    r"(?:Club )?Laws? [0-9][0-9A-Za-z]*(?:\([0-9a-z]+\))*"
    r"(?:(?:, | and |-)[0-9][0-9A-Za-z]*(?:\([0-9a-z]+\))*)*"
    r"|19(?:08|12|15) (?:\(as in Bridge\)|code \(as (?:1912 Law [0-9]+|in Bridge)\)|Laws? [0-9-]+(?: and [0-9]+)?"
    r"|Playing the Cards(?: and Scoring Laws \(f\))?|Declaration Laws|Scoring Laws[^:\"]*)"
    r"(?:: (?:the play|play in order|exposed cards?|lead out of turn|declarer's lead out of turn"
    r"|fourth hand before second|the revoke|dummy's revoke|dummy))?"
)


def masked_json(value):
    if isinstance(value, dict):
        return {k: ("LAW" if k == "law" else masked_json(v)) for k, v in value.items()}
    if isinstance(value, list):
        return [masked_json(v) for v in value]
    if isinstance(value, str):
        # A cross-reference to another law in parentheses may be dropped where the code has
        # no such law: " (LAW)" counts for nothing.
        return CITATION.sub("LAW", value).replace(" (LAW)", "")
    return value


def masked(output):
    """The output with every law cited replaced by LAW: the JSON state or a refusal."""
    code, out, err = output
    if out.strip():
        out = json.dumps(masked_json(json.loads(out)), sort_keys=True)
    return code, out, CITATION.sub("LAW", err)


def bids(code):
    strains = ["C", "D", "H", "S", "NT"] + (["RS"] if code == "auction1912" else [])
    return [f"{level}{s}" for level in range(1, 8) for s in strains]


def next_action(rng, code, state, hands_left):
    """An action for the state: mostly what the state asks for, sometimes an irregularity."""
    pending = state.get("pending")
    if pending:
        options = pending.get("options") or []
        chooser = pending.get("chooser")
        if not options:
            return None
        option = rng.choice(options)
        if chooser == "director":
            return f"director choose {option}"
        if chooser in ("NS", "EW"):
            return f"{rng.choice(chooser)} choose {option}"
        return f"{chooser} choose {option}"
    phase = state.get("phase")
    turn = state.get("turn")
    if state.get("claim"):
        claim = state["claim"]
        answer = rng.choice(["agree", "agree", "dispute"])
        return f"{rng.choice(SEATS)} {answer}" if claim else None
    if phase == "auction":
        r = rng.random()
        seat = turn if (turn and r < 0.85) else rng.choice(SEATS)
        if r < 0.03:
            return f"{seat} attention"
        if r < 0.05:
            return f"{seat} change {rng.choice(bids(code)[:10] + ['P'])}"
        if r < 0.06:
            return f"{seat} review"
        call = rng.choices(["P", "X", "XX", "bid"], weights=[55, 6, 2, 37])[0]
        if call == "bid":
            call = rng.choice(bids(code)[:20])
        return f"{seat} call {call}"
    if phase == "play":
        r = rng.random()
        if r < 0.04:
            return f"{rng.choice(SEATS)} attention"
        if r < 0.05:
            return f"{rng.choice(SEATS)} expose {rng.choice(hands_left or ['SA'])}"
        if r < 0.06:
            return f"{rng.choice(SEATS)} suggest {rng.choice(hands_left or ['SA'])}"
        if r < 0.07:
            return f"{rng.choice(SEATS)} inspect"
        if r < 0.08:
            return f"{rng.choice(SEATS)} ask {rng.choice(SEATS)}"
        if r < 0.09:
            return f"{rng.choice(SEATS)} claim {rng.randint(0, 5)}"
        if r < 0.095:
            return f"{rng.choice(SEATS)} concede {rng.randint(0, 3)}"
        seat = turn if (turn and r < 0.9) else rng.choice(SEATS)
        return f"{seat} play {{card:{seat}}}"
    if phase == "ended" and rng.random() < 0.3:
        return f"{rng.choice(SEATS)} reopen"
    return None


def card_for(rng, seat, hand_text, state):
    """A card from the seat's hand: usually one that follows suit, sometimes any."""
    suits = hand_text.split(".")
    held = [s + r for s, ranks in zip(SUITS, suits) for r in ranks]
    if not held:
        return "SA"
    trick = state.get("trick") or []
    if trick and rng.random() < 0.93:
        led = trick[0]["card"][0]
        follow = [c for c in held if c[0] == led]
        if follow:
            return rng.choice(follow)
    return rng.choice(held)


def hands_of(state):
    return {h["seat"]: h["hand"] for h in state.get("hands", [])}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("old")
    parser.add_argument("new")
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ignore-laws", default="")
    args = parser.parse_args()
    masked_codes = set(filter(None, args.ignore_laws.split(",")))
    rng = random.Random(args.seed)
    compared = differences = 0
    for number in range(args.deals):
        code = CODES[number % len(CODES)]
        mode = "guarded" if number % 5 == 4 else "open"
        pbn, _ = deal(rng)
        lines = [f"code {code}", f"mode {mode}", f"board {number % 16 + 1}", f"deal {pbn}"]
        state = None
        for _ in range(160):
            text = "\n".join(lines) + "\n"
            old = run(args.old, text)
            new = run(args.new, text)
            compared += 1
            a, b = (old, new)
            if code in masked_codes:
                a, b = masked(old), masked(new)
            if a != b:
                differences += 1
                print(f"--- deal {number} ({code}, {mode}) differs after:\n{text}")
                print("old:", old[0], old[2].strip()[:400])
                print("new:", new[0], new[2].strip()[:400])
                if old[0] == 0 and new[0] == 0:
                    before, after = json.loads(a[1]), json.loads(b[1])
                    for key in before:
                        x, y = before.get(key), after.get(key)
                        if x == y:
                            continue
                        if isinstance(x, list) and isinstance(y, list):
                            pairs = [(i, p, q) for i, (p, q) in enumerate(zip(x, y)) if p != q]
                            for i, p, q in pairs[:3]:
                                print(f"  {key}[{i}]: old {json.dumps(p)}")
                                print(f"  {key}[{i}]: new {json.dumps(q)}")
                            if len(x) != len(y):
                                print(f"  {key}: {len(x)} items before, {len(y)} after")
                        else:
                            print(f"  {key}: old {json.dumps(x)[:600]}")
                            print(f"  {key}: new {json.dumps(y)[:600]}")
                break
            if old[0] != 0:
                lines.pop()  # refused: take the action back and draw another
                if state is None:
                    break
            else:
                state = json.loads(old[1])
            hands = hands_of(state)
            left = [s + r for h in hands.values() for s, rs in zip(SUITS, h.split(".")) for r in rs]
            action = next_action(rng, code, state, left)
            if action is None:
                break
            if "{card:" in action:
                seat = action.split()[0]
                action = action.replace("{card:" + seat + "}",
                                        card_for(rng, seat, hands.get(seat, ""), state))
            lines.append(action)
    print(f"{compared} prefixes compared, {differences} deals differ")
    return 1 if differences else 0


if __name__ == "__main__":
    sys.exit(main())
