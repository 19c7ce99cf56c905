/**
 * notes.js: what the view records besides the calls and the cards, in words with suit symbols,
 * for the table page and the Director's page alike (docs/server.md, the view):
 * - `requirementsOf(view, seat)`: what the Laws require of a seat now (a bar on calling, a
 *   lead obligation or restriction, a play required), each with the suit or card it requires
 *   or forbids, so that the table can mark the very cards;
 * - `faceUpOf(view, seat)`: the cards lying face up in front of a seat (penalty cards, cards
 *   exposed or led during the auction);
 * - `recordNotes(view)`: the lines of the auction's and the play's record: questions,
 *   explanations and their corrections (Laws 20F, 75), information from a hesitation, remark
 *   or gesture (Law 16B), a face-down lead, revokes, the Director's reservations;
 * - `claimText(claim)`, `messageHeading(message, reader)`: a claim, and who wrote a chat
 *   message to whom, in words.
 */
import { SEATS, SEAT_NAMES, SUIT_SYMBOLS, el, callText, cardText, lawLabel, prose, withSuits } from "./common.js";
import { FACTS, MANNERS } from "./events.js";

/** How long a bar on calling lasts (the engine's `BarUntil`). */
const BAR_UNTIL = {
  "next-turn": "at his next turn",
  "end-of-auction": "for the rest of the auction",
  "opponent-bids-or-doubles": "until an opponent bids or doubles",
};

/** The suits as words run together: "♠ or ♥". */
const suitsText = (suits) => suits.map((s) => SUIT_SYMBOLS[s]).join(" or ");

/** What a play requirement (`view.play_requirement`, the engine's `must`) asks of its seat,
 * and the suit or card it requires or forbids. */
function playRequirement(p) {
  switch (p.must) {
    case "highest": return { text: "must play his highest card of the suit led" };
    case "lowest": return { text: "must play his lowest card of the suit led" };
    case "win": return { text: "must win the trick if he can" };
    case "lose": return { text: "must not win the trick if he can avoid it" };
    case "play": return { text: `must play a ${SUIT_SYMBOLS[p.suit]} if he cannot follow suit`, required: p.suit };
    case "not-play": return { text: `may not play a ${SUIT_SYMBOLS[p.suit]} if he cannot follow suit`, forbidden: p.suit };
    case "card": return { text: `must play the ${cardText(p.card)} if he lawfully can`, requiredCard: p.card };
    case "not-card": return { text: `may not play the ${cardText(p.card)} unless he must`, forbiddenCard: p.card };
    default: return { text: `must play as declarer chose (${p.must})` };
  }
}

/**
 * What the Laws require of `seat` now, each `{text, law}` ("must pass for the rest of the
 * auction", "Law 31A2"), with `required` or `forbidden` a suit, or `requiredCard` or
 * `forbiddenCard` a card, where it names one: a bar on calling, a lead obligation after a
 * penalty card (Law 50D), declarer's option on the opening lead (Law 26), a play required
 * (Law 57A; the Auction codes' play laws).
 */
export function requirementsOf(view, seat) {
  const out = [];
  for (const bar of (view.barred || []).filter((b) => b.seat === seat)) {
    const what = bar.scope === "double-or-redouble" ? "may not double or redouble" : "must pass";
    out.push({ text: `${what} ${BAR_UNTIL[bar.until] || bar.until}`, law: bar.law });
  }
  for (const o of (view.lead_obligations || []).filter((o) => o.seat === seat)) {
    const symbol = SUIT_SYMBOLS[o.suit];
    out.push(
      o.must === "lead"
        ? { text: `must lead a ${symbol}`, law: o.law, required: o.suit }
        : { text: `may not lead a ${symbol} while he keeps the lead`, law: o.law, forbidden: o.suit },
    );
  }
  for (const r of (view.lead_restrictions || []).filter((r) => r.seat === seat)) {
    const suits = r.suits.length === 4 ? "any one suit declarer names" : suitsText(r.suits);
    const may = r.declarer_may === "prohibit" ? `may be forbidden to lead ${suits}` : `may be required to lead ${suits}, or forbidden to`;
    out.push({ text: `${may} at his first turn to lead (declarer chooses)`, law: r.law });
  }
  const p = view.play_requirement;
  if (p && p.seat === seat) out.push(playRequirement(p));
  return out;
}

/** The cards face up in front of `seat`, each `{card, kind}`: his penalty cards (Laws 49-51;
 * the Auction codes' exposed cards) and the cards he exposed or led during the auction (Law
 * 24). */
export function faceUpOf(view, seat) {
  const penalty = (view.penalty_cards || [])
    .filter((p) => p.seat === seat)
    .map((p) => ({ card: p.card, kind: p.kind === "exposed" ? "exposed card" : `${p.kind} penalty card` }));
  const exposed = (view.exposed_during_auction || [])
    .filter((x) => x.seat === seat)
    .map((x) => ({ card: x.card, kind: x.led ? "led during the auction" : "exposed during the auction" }));
  return [...penalty, ...exposed];
}

/** What the Director found of an action said to be suggested (Law 16B1). */
const FINDINGS = {
  "no-logical-alternative": "no logical alternative: the result stands",
  "not-demonstrably-suggested": "not demonstrably suggested: the result stands",
  "not-damaged": "an infraction, without damage",
  damaged: "an infraction that damaged the non-offenders",
};

/** A line of the record: its kind as its class, its words with the suits coloured. */
const line = (kind, text, attrs = {}) => el("li", { class: `note-${kind}`, ...attrs }, withSuits(text));

/** A seat's call: "East's 2♣". */
const callOf = (caller, call) => `${SEAT_NAMES[caller]}'s ${callText(call)}`;

/** The lines of the record of the deal so far, in order: questions, explanations and their
 * corrections, information from a hesitation, remark or gesture, a face-down lead, revokes,
 * the Director's reservations. Explanations carry `data-explanation`, information
 * `data-information` (the seat it is about). */
export function recordNotes(view) {
  return [
    ...(view.questions || []).map((q) =>
      line("question", `${SEAT_NAMES[q.seat]} asked about ${callOf(q.caller, q.call)}: ${q.answered ? "answered" : "not yet answered"}`),
    ),
    ...(view.explanations || []).map((x) =>
      line("explanation", `${SEAT_NAMES[x.explainer]} explained ${callOf(x.caller, x.call)}: “${x.text}”`, { "data-explanation": "" }),
    ),
    ...(view.corrections || []).map((c) => {
      const finding = c.finding ? `Finding: ${prose(c.finding.replaceAll("-", " "))}.` : "The Director is to find what the agreement is (Law 75).";
      const what = c.explained ? "the explanation of" : "a missing alert of";
      return line("correction", `${SEAT_NAMES[c.seat]} corrected ${what} ${callOf(c.caller, c.call)}: “${c.text}”. ${finding}`);
    }),
    ...(view.unauthorised_information || []).map((u) => {
      const parts = [
        `${SEAT_NAMES[u.seat]}'s ${MANNERS[u.manner] || u.manner}${u.words ? ` “${u.words}”` : ""} (${FACTS[u.fact] || u.fact})`,
        u.reserved_by ? `${SEAT_NAMES[u.reserved_by]} reserved his rights` : null,
        u.suggested ? `${SEAT_NAMES[u.suggested.by]} says ${SEAT_NAMES[u.suggested.seat]}'s ${prose(u.suggested.action)} was suggested by it` : null,
        u.finding ? `finding: ${FINDINGS[u.finding] || u.finding}` : null,
      ];
      return line("information", `${parts.filter(Boolean).join("; ")}.`, { "data-information": u.seat });
    }),
    view.facedown_lead ? line("play", `${SEAT_NAMES[view.facedown_lead]} has made the opening lead face down`) : null,
    ...(view.revokes || []).map((r) => line("revoke", `${SEAT_NAMES[r.seat]} revoked on trick ${r.trick} (${r.established ? "established" : "not established"})`)),
    ...(view.reservations || []).map((r) => line("reservation", `Score reserved (${lawLabel(r.law)}): ${prose(r.reason)}`)),
  ].filter(Boolean);
}

/** A claim or concession waiting for the opponents: "North claims 9 of the 13 remaining
 * tricks: “...”; agreed by East". */
export function claimText(claim) {
  const kind = claim.kind === "concession" ? "concedes" : "claims";
  const statement = claim.statement ? `: “${claim.statement}”` : "";
  const agreed = claim.agreed.length ? `agreed by ${claim.agreed.map((s) => SEAT_NAMES[s]).join(" and ")}` : "nobody has agreed yet";
  return `${SEAT_NAMES[claim.seat]} ${kind} ${claim.tricks} of the ${claim.remaining} remaining tricks${statement}; ${agreed}.`;
}

/** Who wrote a chat message to whom, as `reader` (a seat, `director`, or null for a
 * kibitzer) reads it: "You to the table", "South to you", "Director to you, privately" (a
 * player is told a line is private; the Director's every line is). A message to the table
 * written while only the opponents could read it is to the opponents. */
export function messageHeading({ from, to, setting }, reader) {
  const who = (seat) => (seat === reader ? "you" : seat === "director" ? "the Director" : SEAT_NAMES[seat] || seat);
  const sender = from === reader ? "You" : from === "director" ? "Director" : SEAT_NAMES[from] || from;
  const privately = reader !== "director" && (to === "director" || SEATS.includes(to)) ? ", privately" : "";
  if (to === "table") return `${sender} to ${setting === "opponents" ? "the opponents" : "the table"}`;
  if (to === "all") return `${sender} to every table`;
  return `${sender} to ${who(to)}${privately}`;
}
