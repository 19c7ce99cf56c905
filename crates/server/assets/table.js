/**
 * table.js: the table page, `/table/{id}#TOKEN`, for a seat or a kibitzer.
 *
 * It keeps the table's WebSocket open (`Live`, common.js) and draws every view the server sends:
 * the hands (the viewer's seat at the bottom, South for a kibitzer), the trick, the auction, the
 * bidding box of the code's own denominations, the ruling pending (with its options for the
 * player who chooses), claims, the result and the deals played. What it sends are the events of
 * docs/event-log.md; the server and the Laws decide: in an open table any card or call may be
 * tried, and a refusal is shown in the status line with its law.
 */
import {
  SEATS, SEAT_NAMES, SUITS, el, fill, setText, show, partner, sideOf, suitSymbol, rankText,
  callLabel, strainLabel, contractLabel, parseHand, parseDeal, lawLabel, chooserLabel, chooses,
  cardLabel, Live, errorText, renderAuction, renderRulings, renderDeals, renderScorepad, cardsLeft,
  signed,
} from "./common.js";

const id = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const token = location.hash.slice(1);
const POSITIONS = ["bottom", "left", "top", "right"];

let view = null;
let me = null; // the seat, or null for a kibitzer
let builtFor = null; // the denominations the bidding box was built for

function status(text, kind = "error") {
  const node = setText("status", text);
  node.className = `status ${text ? kind : ""}`;
}

const live = token
  ? new Live(id, token, {
      onView: (v, seq) => render(v, seq),
      onError: (e) => {
        status(errorText(e));
        document.getElementById("status").dataset.law = e.law || "";
      },
      onState: (text) => setText("conn", text),
    })
  : null;
if (!token) status("This link has no token: open the seat's link from the lobby (it ends in #TOKEN).");

/** Sends an event of the deal log for this seat. */
function send(event) {
  status("");
  live.send(event);
}

/** Where a seat sits on the screen: the viewer (or South) at the bottom, LHO on the left. */
function position(seat) {
  const bottom = me || "S";
  return POSITIONS[(SEATS.indexOf(seat) - SEATS.indexOf(bottom) + 4) % 4];
}

function render(v, seq) {
  view = v;
  const t = v.table || {};
  me = SEATS.includes(t.role) ? t.role : null;
  document.body.dataset.role = t.role || "";
  document.body.dataset.mode = t.mode || "";
  setText("seq", seq ?? t.seq ?? "");
  const phase = setText("phase", v.phase);
  phase.dataset.phase = v.phase || "";
  phase.title = v.period ? `period: ${v.period}` : "";
  setText("turn", v.turn ? SEAT_NAMES[v.turn] : "—").dataset.seat = v.turn || "";
  fill("contract", contractLabel(v.contract, v.declarer)).dataset.contract = v.contract || "";
  const vul = { None: "none vul", NS: "N-S vul", EW: "E-W vul", All: "all vul" }[t.vulnerable] || "";
  const info = fill(
    "board-info",
    el("b", { text: `Board ${t.board ?? "?"}` }),
    ` · dealer ${t.dealer || "?"} · ${vul} `,
    el("span", { class: "badge", text: `${t.code || ""} · ${t.mode || ""}` }),
  );
  info.title = `deal ${t.deal_number ?? "?"} at this table`;
  setText("role", me ? `You are ${SEAT_NAMES[me]}${t.players && t.players[me] ? ` (${t.players[me]})` : ""}` : "Kibitzing");
  document.title = `Board ${t.board ?? ""} · ${me ? SEAT_NAMES[me] : "kibitzer"} · Arbiter`;
  show("actions-box", !!me);

  renderHands(v, t);
  renderTrick(v);
  renderPending(v);
  renderBiddingBox(v, t);
  renderClaim(v);
  renderResult(v, t);
  fill("auction", renderAuction(v.auction, t.dealer, me));
  renderNotes(v);
  fill("rulings", renderRulings(v.rulings));
  fill("deals", renderDeals(t.deals, t.event));
  fill("scorepad", renderScorepad(t.scorepad));
}

/** The dummy, once the opening lead is faced. */
function dummyOf(v) {
  const begun = (v.trick && v.trick.length) || (v.played && v.played.length);
  return v.declarer && begun ? partner(v.declarer) : null;
}

/** Whether this viewer may try to play `holder`'s cards: his own; dummy's if he is declarer. In
 * a guarded table, only at that hand's turn and following suit (the server would refuse the
 * rest); in an open table any card may be tried and the Laws rule on it. */
function mayPlay(v, holder, card, hand) {
  if (!me || !["auction", "play"].includes(v.phase)) return false;
  const declarerPlaysDummy = !v.table || v.table.declarer_plays_dummy !== false;
  const dummy = dummyOf(v);
  const own = holder === me ? true : holder === dummy && me === v.declarer && declarerPlaysDummy;
  if (!own) return false;
  if (v.table && v.table.mode === "open") return true;
  if (holder === me && me === dummy && declarerPlaysDummy) return false;
  if (v.phase !== "play" || v.pending || v.claim || v.turn !== holder) return false;
  const led = v.trick && v.trick.length ? v.trick[0].card[0] : null;
  return !led || card[0] === led || hand[led].length === 0;
}

function inTurn(v, holder) {
  return v.phase === "play" && !v.pending && v.turn === holder;
}

function renderHands(v, t) {
  const shown = {};
  for (const h of v.hands || []) shown[h.seat] = h.hand;
  // Once the deal is over and every hand may be seen, show the deal as it was dealt.
  const asDealt = t.deal && ["ended", "redeal"].includes(v.phase) ? parseDeal(t.deal) : null;
  const left = cardsLeft(v);
  const dummy = dummyOf(v);
  for (const seat of SEATS) {
    const pos = position(seat);
    const spot = document.getElementById(`spot-${pos}`);
    spot.dataset.seat = seat;
    const name = t.players && t.players[seat];
    const tags = [];
    if (seat === t.dealer) tags.push(el("span", { class: "tag", text: "dealer" }));
    if (seat === v.declarer) tags.push(el("span", { class: "tag", text: "declarer" }));
    if (seat === dummy) tags.push(el("span", { class: "tag", text: "dummy" }));
    if (seat === me) tags.push(el("span", { class: "tag me", text: "you" }));
    if ((t.robots || []).includes(seat)) tags.push(el("span", { class: "tag robot", text: "robot" }));
    if (asDealt && asDealt[seat]) tags.push(el("span", { class: "tag", text: "as dealt" }));
    const vulnerable = t.vulnerable === "All" || t.vulnerable === sideOf(seat);
    const label = el(
      "div",
      { class: `seat-label${v.turn === seat ? " turn" : ""}${vulnerable ? " vul" : ""}` },
      el("strong", { text: SEAT_NAMES[seat] }),
      name ? el("span", { class: "player", text: name }) : null,
      tags,
    );
    let body;
    if (asDealt && asDealt[seat]) {
      body = handCards(v, seat, parseHand(asDealt[seat]), "rows", true);
    } else if (shown[seat] !== undefined) {
      body = handCards(v, seat, parseHand(shown[seat]), pos === "bottom" ? "fan" : "rows");
    } else {
      body = backs(left[seat]);
    }
    fill(spot, label, body);
    spot.classList.toggle("turn", v.turn === seat);
    spot.classList.toggle("dummy", seat === dummy);
  }
}

/** A hand's cards as buttons (`data-card`): a fan for the viewer's own, rows by suit otherwise. */
function handCards(v, holder, hand, layout, dealt = false) {
  const buttons = (suit) =>
    dealt
      ? el("span", { class: "ranks", text: hand[suit].map(rankText).join(" ") })
      : hand[suit].map((rank) => {
      const card = suit + rank;
      const can = !dealt && mayPlay(v, holder, card, hand);
      return el(
        "button",
        {
          type: "button",
          class: `card ${suit === "H" || suit === "D" ? "red" : "black"}${can && inTurn(v, holder) ? " playable" : ""}`,
          "data-card": card,
          "data-seat": holder,
          disabled: !can,
          title: can ? `Play ${rankText(rank)} of ${{ S: "spades", H: "hearts", D: "diamonds", C: "clubs" }[suit]}` : null,
          onclick: () => send({ event: "play", seat: holder, card }),
        },
        el("span", { class: "rank", text: rankText(rank) }),
        el("span", { class: "pip", text: { S: "♠", H: "♥", D: "♦", C: "♣" }[suit] }),
      );
    });
  if (layout === "fan") {
    return el("div", { class: "hand fan" }, SUITS.map((suit) => el("div", { class: "suit-group" }, buttons(suit))));
  }
  return el(
    "div",
    { class: `hand rows${dealt ? " dealt" : ""}` },
    SUITS.map((suit) => el("div", { class: "suit-row" }, suitSymbol(suit), hand[suit].length ? buttons(suit) : el("span", { class: "void", text: "—" }))),
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

function renderTrick(v) {
  for (const pos of POSITIONS) fill(`played-${pos}`);
  (v.trick || []).forEach((played, i) => {
    const slot = document.getElementById(`played-${position(played.seat)}`);
    fill(slot, el("div", { class: `played-card${i === 0 ? " lead" : ""}`, "data-played": played.card, title: SEAT_NAMES[played.seat] }, cardLabel(played.card)));
  });
  const quitted = (v.played || []).length;
  const tricks = v.tricks || { declarer: 0, defenders: 0 };
  fill(
    "trick-count",
    v.contract || quitted
      ? el("span", {}, `Tricks: declarer ${tricks.declarer} · defenders ${tricks.defenders}`, el("br"), `quitted: `, el("b", { id: "quitted", text: quitted }))
      : el("span", { class: "muted", text: v.phase === "auction" ? "The auction" : "" }),
  );
}

function renderPending(v) {
  const p = v.pending;
  show("pending-box", !!p);
  if (!p) return;
  setText("pending-law", lawLabel(p.law));
  setText("pending-explanation", p.explanation);
  const mine = chooses(p.chooser, me);
  setText("pending-chooser", mine ? "Your choice:" : `Waiting for ${chooserLabel(p.chooser)} to choose.`);
  fill(
    "pending-options",
    mine
      ? p.options.map((option) =>
          el("button", { type: "button", "data-option": option, onclick: () => send({ event: "choose", seat: me, option }) }, option),
        )
      : null,
  );
}

/** The bidding box: levels 1-7 of the code's denominations (in their rank order), then Pass,
 * Double, Redouble. Built once per code; enabled as the table allows. */
function renderBiddingBox(v, t) {
  const open = t.mode === "open";
  const calling = me && (v.phase === "auction" || (open && v.phase === "play" && v.period === "clarification"));
  show("bidding-box", !!calling);
  if (!me) return;
  const denominations = t.denominations || ["C", "D", "H", "S", "NT"];
  const key = denominations.join(",");
  if (builtFor !== key) {
    builtFor = key;
    const call = (c) => () => {
      const alert = document.getElementById("alert");
      const event = { event: "call", seat: me, call: c };
      if (alert.value.trim()) event.artificial = alert.value.trim();
      alert.value = "";
      send(event);
    };
    const bids = document.getElementById("bids");
    bids.style.setProperty("--columns", denominations.length);
    fill(
      bids,
      [1, 2, 3, 4, 5, 6, 7].map((level) =>
        denominations.map((d) => el("button", { type: "button", class: "bid-button", "data-call": `${level}${d}`, onclick: call(`${level}${d}`) }, String(level), strainLabel(d))),
      ),
    );
    fill(
      "other-calls",
      ["P", "X", "XX"].map((c) => el("button", { type: "button", class: `call-button c-${c}`, "data-call": c, onclick: call(c) }, callLabel(c))),
    );
  }
  // In a guarded table, only at the viewer's turn and only bids above the last.
  const myTurn = v.phase === "auction" && v.turn === me && !v.pending;
  const last = [...(v.auction || [])].reverse().find((r) => /^\d/.test(r.call));
  const rank = (call) => (Number(call[0]) - 1) * denominations.length + denominations.indexOf(call.slice(1));
  for (const button of document.querySelectorAll("#bidding-box [data-call]")) {
    const c = button.dataset.call;
    const sufficient = !last || !/^\d/.test(c) || rank(c) > rank(last.call);
    button.disabled = !calling || (!open && (!myTurn || !sufficient));
    button.classList.toggle("insufficient", !sufficient);
  }
  document.getElementById("bidding-box").classList.toggle("my-turn", myTurn);
}

function renderClaim(v) {
  const c = v.claim;
  const playing = me && v.phase === "play";
  show("claim-box", !!(playing && (c || me !== dummyOf(v))));
  show("claim-pending", !!c);
  document.getElementById("claim-box").classList.toggle("pending", !!c);
  show("claim-form", !!(playing && !c && me !== dummyOf(v)));
  if (c) {
    const kind = c.kind === "concession" ? "concedes" : "claims";
    setText("claim-text", `${SEAT_NAMES[c.seat]} ${kind} ${c.tricks} of the ${c.remaining} remaining tricks${c.statement ? `: “${c.statement}”` : ""}.${c.agreed.length ? ` Agreed by ${c.agreed.map((s) => SEAT_NAMES[s]).join(", ")}.` : ""}`);
    const opponent = me && sideOf(me) !== sideOf(c.seat);
    const partnerOf = me && me === partner(c.seat);
    show("agree", opponent && !c.agreed.includes(me));
    show("dispute", (opponent && !c.agreed.includes(me)) || partnerOf);
  } else {
    const remaining = 13 - (v.played || []).length;
    const input = document.getElementById("claim-tricks");
    input.max = remaining;
    if (Number(input.value) > remaining) input.value = remaining;
  }
}

function renderResult(v, t) {
  const over = ["ended", "redeal"].includes(v.phase);
  show("result-box", over || !!v.result);
  const result = document.getElementById("result");
  if (v.result) {
    const score = v.score ? ` · NS ${signed(v.score.NS)} · EW ${signed(v.score.EW)}` : "";
    fill(result, el("b", { text: v.result }), score);
  } else {
    fill(result, v.phase === "redeal" ? "To be dealt again." : over ? "Passed out." : "");
  }
  result.dataset.result = v.result || "";
  show("next-deal", !!(me && over && !v.pending));
}

/** What the Laws have laid on the table: barred players, lead restrictions and obligations,
 * penalty cards, a play required, revokes. */
function renderNotes(v) {
  const notes = [];
  for (const b of v.barred || []) notes.push(`${SEAT_NAMES[b.seat]} must pass ${b.until.replaceAll("-", " ")}${b.scope ? ` (${b.scope.replaceAll("-", " ")})` : ""} (${lawLabel(b.law)})`);
  for (const r of v.lead_restrictions || []) notes.push(`${SEAT_NAMES[r.seat]}'s lead: declarer may ${r.declarer_may.replaceAll("-", " ")} ${r.suits.join(", ")} (${lawLabel(r.law)})`);
  for (const o of v.lead_obligations || []) notes.push(`${SEAT_NAMES[o.seat]} must ${o.must === "lead" ? "lead" : "not lead"} ${o.suit} (${lawLabel(o.law)})`);
  for (const p of v.penalty_cards || []) notes.push(`Penalty card: ${SEAT_NAMES[p.seat]}'s ${p.card} (${p.kind})`);
  for (const r of v.revokes || []) notes.push(`Revoke by ${SEAT_NAMES[r.seat]} at trick ${r.trick}${r.established ? " (established)" : ""}`);
  if (v.play_requirement) notes.push(`Play required: ${JSON.stringify(v.play_requirement)}`);
  if (v.facedown_lead) notes.push(`${SEAT_NAMES[v.facedown_lead]} has led face down`);
  fill("notes", notes.map((n) => el("li", { text: n })));
}

document.getElementById("attention").addEventListener("click", () => me && send({ event: "attention", seat: me }));
document.getElementById("next-deal").addEventListener("click", () => me && send({ event: "next-deal", seat: me }));
document.getElementById("agree").addEventListener("click", () => send({ event: "agree", seat: me }));
document.getElementById("dispute").addEventListener("click", () => send({ event: "dispute", seat: me }));
document.getElementById("claim-form").addEventListener("submit", (e) => {
  e.preventDefault();
  const tricks = Number(document.getElementById("claim-tricks").value);
  const statement = document.getElementById("claim-statement").value.trim();
  const event = { event: "claim", seat: me, tricks };
  if (statement) event.statement = statement;
  send(event);
});
document.getElementById("concede").addEventListener("click", () => {
  send({ event: "concede", seat: me, tricks: 13 - ((view && view.played) || []).length });
});
