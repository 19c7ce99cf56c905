/**
 * table-felt.js: the felt of the table page: the four hands around the trick.
 *
 * The viewer's seat (South for a kibitzer) sits at the bottom. Each hand the viewer may see is
 * shown face up (his own as a fan, dummy in rows), the others as backs; once the deal is over
 * and every hand may be seen, the deal as it was dealt. In front of a hand lie its penalty cards
 * and the cards exposed during the auction, face up, and what the Laws require of it (a lead
 * obligation or restriction, a play required, a bar), marked on the very cards it restricts
 * where the viewer holds them. In the centre: the trick in progress, the tricks quitted as
 * face-down markers by side, and the last trick, face up for a moment after it is quitted or on
 * request (Law 66A). A card the viewer may play now is a button sending `play` (or `lead`).
 */
import {
  SEATS, SEAT_NAMES, SIDE_NAMES, SUITS, SUIT_SYMBOLS, el, fill, partner, sideOf, suitSymbol, rankText,
  cardText, cardLabel, parseHand, parseDeal, cardsLeft, lawLabel, seatLabel,
} from "./common.js";
import { faceUpOf, requirementsOf } from "./notes.js";

const POSITIONS = ["bottom", "left", "top", "right"];
/** How long the last trick stays face up after it is quitted. */
const LAST_TRICK_MS = 2500;

/** Where a seat sits on the screen: the viewer (or South) at the bottom, his LHO on the left. */
function position(me, seat) {
  return POSITIONS[(SEATS.indexOf(seat) - SEATS.indexOf(me || "S") + 4) % 4];
}

/** When the last trick is face up: for a moment after it is quitted (`flashUntil`), or from the
 * viewer's `inspect` until the next card (`inspected`: the cards on the table then). */
const lastTrick = { quitted: null, flashUntil: 0, timer: null, inspected: null };

/** The viewer asked to see the last trick (his `inspect` was sent): it stays up until the next
 * card is played. */
export function showLastTrick(view) {
  lastTrick.inspected = cardsOnTable(view);
}

/** The cards on the table, as a count of tricks quitted and cards of the trick in progress. */
const cardsOnTable = (view) => `${(view.played || []).length}:${(view.trick || []).length}`;

/** Draws the felt; `rerender()` is called when the last trick's moment is over. */
export function renderFelt(ctx) {
  noteQuitted(ctx);
  renderHands(ctx);
  renderTrick(ctx);
  renderLastTrick(ctx);
  renderQuitted(ctx);
  renderInspect(ctx);
}

/** Starts the last trick's moment face up when a trick has just been quitted (not when the
 * page opens on a deal already under way). */
function noteQuitted({ view, rerender }) {
  const quitted = (view.played || []).length;
  if (lastTrick.quitted !== null && quitted > lastTrick.quitted) {
    lastTrick.flashUntil = Date.now() + LAST_TRICK_MS;
    clearTimeout(lastTrick.timer);
    lastTrick.timer = setTimeout(rerender, LAST_TRICK_MS + 50);
  }
  if (quitted < (lastTrick.quitted ?? 0)) lastTrick.flashUntil = 0; // a new deal
  lastTrick.quitted = quitted;
  if (lastTrick.inspected !== null && lastTrick.inspected !== cardsOnTable(view)) lastTrick.inspected = null;
}

/** Dummy, once the opening lead is faced. */
function dummyOf(view) {
  const begun = (view.trick && view.trick.length) || (view.played && view.played.length);
  return view.declarer && begun ? partner(view.declarer) : null;
}

/** The four hands, the viewer's at the bottom: face up where he sees them, else as backs. */
function renderHands(ctx) {
  const { view, table, me } = ctx;
  const shown = Object.fromEntries((view.hands || []).map((h) => [h.seat, parseHand(h.hand)]));
  // Once the deal is over and every hand may be seen: the deal as it was dealt.
  const asDealt = table.deal && ["ended", "redeal"].includes(view.phase) ? parseDeal(table.deal) : null;
  const left = cardsLeft(view);
  for (const seat of SEATS) {
    const pos = position(me, seat);
    const spot = document.getElementById(`spot-${pos}`);
    spot.dataset.seat = seat;
    const faceUp = faceUpOf(view, seat);
    let body;
    if (asDealt && asDealt[seat]) body = dealtHand(parseHand(asDealt[seat]));
    else if (shown[seat]) body = handCards(ctx, seat, withoutFaceUp(shown[seat], faceUp), pos === "bottom" ? "fan" : "rows");
    else body = backs(left[seat] - faceUp.length);
    const label = seatLabel(view, seat, { me, extra: asDealt ? ["as dealt"] : [] });
    fill(spot, label, body, faceUpRows(ctx, seat, faceUp), requirements(ctx, seat));
    spot.classList.toggle("turn", view.turn === seat);
    spot.classList.toggle("dummy", seat === dummyOf(view));
  }
}

/** A hand less the cards lying face up in front of it. */
function withoutFaceUp(hand, faceUp) {
  const out = {};
  for (const suit of SUITS) out[suit] = hand[suit].filter((rank) => !faceUp.some((f) => f.card === suit + rank));
  return out;
}

/** The rows of cards face up in front of `seat`; his own are buttons he may play from. */
function faceUpRows(ctx, seat, faceUp) {
  if (!faceUp.length) return null;
  const mayHold = ctx.me === seat || (ctx.me === ctx.view.declarer && seat === dummyOf(ctx.view));
  return el(
    "div",
    { class: "face-up" },
    faceUp.map(({ card, kind }) =>
      el(
        "span",
        { class: "face-up-card" },
        mayHold ? cardButton(ctx, seat, card) : el("span", { class: `card static ${colour(card[0])}`, "data-face-up": card }, cardFace(card)),
        el("span", { class: "face-up-kind", text: kind }),
      ),
    ),
  );
}

/** What the Laws require of `seat` now, said in front of his hand (notes.js). */
function requirements({ view }, seat) {
  const notes = requirementsOf(view, seat).map((r) => el("li", { text: r.law ? `${r.text} (${lawLabel(r.law)})` : r.text }));
  return notes.length ? el("ul", { class: "requirements" }, notes) : null;
}

/** A hand's cards: a fan for the viewer's own, rows by suit otherwise; each a button. */
function handCards(ctx, holder, hand, layout) {
  const marks = requirementsOf(ctx.view, holder);
  const buttons = (suit) => hand[suit].map((rank) => cardButton(ctx, holder, suit + rank, marks));
  if (layout === "fan") {
    return el("div", { class: "hand fan" }, SUITS.map((suit) => el("div", { class: "suit-group" }, buttons(suit))));
  }
  return el(
    "div",
    { class: "hand rows" },
    SUITS.map((suit) => el("div", { class: "suit-row" }, suitSymbol(suit), hand[suit].length ? buttons(suit) : el("span", { class: "void", text: "—" }))),
  );
}

const colour = (suit) => (suit === "H" || suit === "D" ? "red" : "black");
const cardFace = (card) => [el("span", { class: "rank", text: rankText(card.slice(1)) }), el("span", { class: "pip", text: SUIT_SYMBOLS[card[0]] })];

/**
 * One card of a hand the viewer sees: a button sending `play` when that is offered now (during
 * the play; declarer's include dummy's cards), else `lead` when only a lead is, else disabled.
 * A card a lead or play requirement forbids or requires is marked so.
 */
function cardButton(ctx, holder, card, marks = requirementsOf(ctx.view, holder)) {
  const { view, offers, send } = ctx;
  const playing = view.phase === "play";
  const event = !playing ? null : offers.find("play", { seat: holder, card }) ? "play" : offers.find("lead", { seat: holder, card }) ? "lead" : null;
  // Where both are offered a lead is a play (Law 53B's own lead is offered alone): the card
  // is the one control for both.
  if (event) ["play", "lead"].forEach((name) => offers.take(name, { seat: holder, card }));
  const forbidden = marks.find((m) => m.forbidden === card[0] || (m.required && m.required !== card[0]) || m.forbiddenCard === card);
  const required = marks.find((m) => m.required === card[0] || m.requiredCard === card);
  const restriction = forbidden || required;
  return el(
    "button",
    {
      type: "button",
      class: `card ${colour(card[0])}${event && view.turn === holder ? " playable" : ""}${forbidden ? " restricted" : ""}${required ? " required" : ""}`,
      "data-card": card,
      "data-seat": holder,
      "data-event": event,
      disabled: !event,
      title: [event ? `${event === "lead" ? "Lead" : "Play"} ${cardText(card)}` : null, restriction ? `${SEAT_NAMES[holder]} ${restriction.text}` : null].filter(Boolean).join(" · ") || null,
      onclick: () => send({ event, seat: holder, card }),
    },
    cardFace(card),
  );
}

/** A hand as dealt, shown once the deal is over: its ranks by suit, as text. */
function dealtHand(hand) {
  return el(
    "div",
    { class: "hand rows dealt" },
    SUITS.map((suit) => el("div", { class: "suit-row" }, suitSymbol(suit), el("span", { class: "ranks", text: hand[suit].map(rankText).join(" ") || "—" }))),
  );
}

/** A hidden hand: its backs and how many cards it holds. */
function backs(count) {
  const n = Math.max(0, count);
  return el(
    "div",
    { class: "hand hidden-hand" },
    el("div", { class: "backs" }, Array.from({ length: n }, () => el("span", { class: "back" }))),
    el("span", { class: "count", text: `${n} card${n === 1 ? "" : "s"}` }),
  );
}

/** The trick in progress, each card in front of its player, the lead marked. */
function renderTrick({ view, me }) {
  for (const pos of POSITIONS) fill(`played-${pos}`);
  (view.trick || []).forEach((played, i) => {
    fill(
      `played-${position(me, played.seat)}`,
      el("div", { class: `played-card${i === 0 ? " lead" : ""}`, "data-played": played.card, title: `${SEAT_NAMES[played.seat]}${i === 0 ? " led" : ""}` }, cardLabel(played.card)),
    );
  });
}

/** The last quitted trick face up (`data-last-trick`, its four cards `data-card`), while its
 * moment lasts or the viewer inspects it. */
function renderLastTrick({ view, me }) {
  const last = (view.played || []).at(-1);
  const up = last && (Date.now() < lastTrick.flashUntil || lastTrick.inspected !== null);
  fill(
    "last-trick-spot",
    up
      ? el(
          "div",
          { class: "last-trick", "data-last-trick": "", "data-winner": last.winner },
          el("div", { class: "last-trick-title", text: `Last trick · won by ${SEAT_NAMES[last.winner]}` }),
          el(
            "div",
            { class: "mini-compass" },
            last.cards.map((c) =>
              el("div", { class: `mini-card at-${position(me, c.seat)}${c.seat === last.winner ? " winner" : ""}`, "data-card": c.card, "data-seat": c.seat, title: SEAT_NAMES[c.seat] }, cardLabel(c.card)),
            ),
          ),
        )
      : null,
  );
}

/** The quitted tricks, face down, by the side that won them (the viewer's side first). */
function renderQuitted({ view, me }) {
  const won = { NS: 0, EW: 0 };
  for (const trick of view.played || []) won[sideOf(trick.winner)]++;
  const mine = me ? sideOf(me) : "NS";
  const sides = mine === "NS" ? ["NS", "EW"] : ["EW", "NS"];
  const declaring = view.declarer ? sideOf(view.declarer) : null;
  const row = (side) =>
    el(
      "div",
      { class: "quitted-row", "data-side": side },
      el(
        "span",
        { class: "quitted-side" },
        `${SIDE_NAMES[side]}${me && side === mine ? " (you)" : ""}`,
        declaring ? el("span", { class: "quitted-role", text: side === declaring ? " · declarer" : " · defenders" }) : null,
      ),
      el("span", { class: "quitted-backs" }, Array.from({ length: won[side] }, () => el("span", { class: "trick-back" }))),
      el("b", { class: "quitted-count", text: won[side] }),
    );
  fill("quitted", view.contract || (view.played || []).length ? sides.map(row) : null);
}

/** The "Last trick" button, while looking at it is offered (Law 66A). */
function renderInspect({ view, me, offers }) {
  const offer = me && (view.played || []).length ? offers.take("inspect", { seat: me })[0] : null;
  const button = document.getElementById("inspect");
  button.hidden = !offer;
  button.dataset.seat = me || "";
}
