#!/usr/bin/env python3
"""Writes full-board.txt: one board of the Blue Chip protocol (version 18) played to the end,
every line a client sends and every line a table manager sends, in the forms the protocol's
page gives (http://www.bluechipbridge.co.uk/protocol.htm) and the table managers and clients
that speak it write (see the header written below). Written by hand from those forms, not by
our table manager: the test replays it against ours.

The deal is made so that the play is plain: North holds the spades, East the hearts, South the
diamonds, West the clubs. North opens 1NT (alerted), East doubles, South redoubles, and all
pass: 1NTXX by North, East leads his hearts from the top and wins all thirteen tricks.
"""

SEATS = ["North", "East", "South", "West"]
RANKS = "AKQJT98765432"
SUIT_OF = {"North": "S", "East": "H", "South": "D", "West": "C"}


def hand(seat):
    suits = {"S": "-", "H": "-", "D": "-", "C": "-"}
    suits[SUIT_OF[seat]] = " ".join(RANKS)
    return " ".join(f"{s} {suits[s]}." for s in "SHDC")


lines = []


def client(seat, text):
    lines.append(f"{seat[0]}> {text}")


def tm(seat, text):
    lines.append(f"{seat[0]}< {text}")


teams = {"North": "Blue", "South": "Blue", "East": "Red", "West": "Red"}
for seat in SEATS:
    client(seat, f'Connecting "{teams[seat]}" as {seat} using protocol version 18')
    tm(seat, f'{seat} ("{teams[seat]}") seated')
for seat in SEATS:
    client(seat, f"{seat} ready for teams")
for seat in SEATS:
    tm(seat, 'Teams : N/S : "Blue" E/W : "Red"')
    client(seat, f"{seat} ready to start")
for seat in SEATS:
    tm(seat, "Start of Board")
    client(seat, f"{seat} ready for deal")
for seat in SEATS:
    tm(seat, "Board number 1. Dealer North. Neither vulnerable.")
    client(seat, f"{seat} ready for cards")
for seat in SEATS:
    tm(seat, f"{seat}'s cards : {hand(seat)}")

# The auction: the caller sends his call; each other player says he is ready for it and is
# sent it. An alert goes to the opponents, not to the caller's partner.
auction = [
    ("North", "bids 1NT", "15 to 17 points"),
    ("East", "doubles", None),
    ("South", "redoubles", None),
    ("West", "passes", None),
    ("North", "passes", None),
    ("East", "passes", None),
]
for caller, call, alert in auction:
    text = f"{caller} {call}" + (f" Alert. {alert}" if alert else "")
    client(caller, text)
    for seat in SEATS:
        if seat == caller:
            continue
        client(seat, f"{seat} ready for {caller}'s bid")
        opponent = (SEATS.index(seat) - SEATS.index(caller)) % 2 == 1
        tm(seat, f"{caller} {call}" + (f" Alert. {alert}" if alert and opponent else ""))

# The play: East leads each trick; South is dummy, North names its cards.
declarer, dummy = "North", "South"
order = ["East", "South", "West", "North"]
for trick in range(1, 14):
    rank = RANKS[trick - 1]
    for place, hand_seat in enumerate(order):
        card = f"{rank}{SUIT_OF[hand_seat]}"
        player = declarer if hand_seat == dummy else hand_seat
        if place == 0:
            tm(player, f"{'Dummy' if hand_seat == dummy else hand_seat} to lead")
        client(player, f"{hand_seat} plays {card}")
        for seat in SEATS:
            if seat == player:
                continue
            whose = "dummy" if seat == dummy and hand_seat == dummy else hand_seat
            client(seat, f"{seat} ready for {whose}'s card to trick {trick}")
            tm(seat, f"{hand_seat} plays {card}")
        if trick == 1 and place == 0:
            for seat in SEATS:
                if seat == dummy:
                    continue
                client(seat, f"{seat} ready for dummy")
                tm(seat, f"Dummy's cards : {hand(dummy)}")

for seat in SEATS:
    tm(seat, "Timing - N/S : this board *")
for seat in SEATS:
    tm(seat, "End of session")

HEADER = """\
# A board of the Blue Chip Bridge protocol, version 18, played to its end: written with
# make_full_board.py, by hand from the protocol's forms, not by our table manager.
#
# Where the forms come from: the protocol's page (http://www.bluechipbridge.co.uk/protocol.htm,
# version 18 of 1 August 2005: the connecting, seated, teams, board, cards and call lines);
# the table managers that speak it (a C# TableManagerHost: `ready for dummy's card to trick N`
# from dummy, `to lead` to the hand to lead each trick, declarer naming dummy's card as
# `South plays 4D`, the timing line; a Python server after version 18: `ready for dummy`
# after the opening lead from all but dummy, `Dummy's cards : ...`); clients (BEN's,
# bridge-player's, OpenSpiel's wrapper of WBridge5: `ready for North's bid`, `bids 1NT Alert.`).
# `Start of Board` and the teams line are written as the issue spells them.
#
# Lines: `N> text` North's client sends; `N< text` the table manager sends North (a `*` at the
# end: any line that begins so). `= deal` and `= board` set the table manager's board.
= board 1
= deal N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432
"""

with open("full-board.txt", "w") as out:
    out.write(HEADER)
    out.write("\n".join(lines))
    out.write("\n")
