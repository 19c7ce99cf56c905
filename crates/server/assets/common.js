/**
 * common.js: what the lobby, the table and the Director's page share.
 *
 * - `el(tag, attrs, ...children)` builds DOM nodes (text is always set as text, never as HTML).
 * - Cards, calls and hands in the notation of the server (docs/server.md, docs/event-log.md):
 *   cards `SA`, `HT`, `D2`; calls `P`, `X`, `XX`, `1C`..`7NT` (and `1RS`, royal spades, under
 *   the 1912 code; `1NU`, nullo, under auction1915-nullo); hands in PBN (`AKQ.JT9.876.5432`,
 *   spades first).
 * - `prose`: the engine's texts in words with suit symbols; each code's vocabulary
 *   (`codeTraits`, `CODE_NAMES`).
 * - `Live`: a table's WebSocket, reconnecting with backoff and asking for the view again with
 *   the last `seq` seen; actions go over the socket, or over `POST .../actions` while it is down.
 * - Renderers shared by the table and the Director: a seat's label, the auction, the rulings,
 *   the deals played, the scorepad (a three-handed table's too), who must be ready for the next
 *   deal.
 * The events in words are events.js's, the view's notes in words notes.js's, the event forms
 * forms.js's.
 */

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
export const SIDE_NAMES = { NS: "North-South", EW: "East-West" };
/** Who is vulnerable (`table.vulnerable`), in words. */
export const VULNERABILITY = { None: "nobody vulnerable", NS: "North-South vulnerable", EW: "East-West vulnerable", All: "both sides vulnerable" };
export const SUITS = ["S", "H", "D", "C"];
export const SUIT_SYMBOLS = { S: "♠", H: "♥", D: "♦", C: "♣" };
const RED = new Set(["H", "D"]);

/** Builds an element: `attrs` keys starting with `on` are listeners, `class`, `text`, `data-*`
 * and the rest attributes; children are nodes, strings, arrays, or null (skipped). */
export function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (value === null || value === undefined || value === false) continue;
    if (key.startsWith("on") && typeof value === "function") {
      node.addEventListener(key.slice(2), value);
    } else if (key === "text") {
      node.textContent = value;
    } else if (key === "class") {
      node.className = value;
    } else if (key in node && typeof value !== "string") {
      node[key] = value;
    } else {
      node.setAttribute(key, value === true ? "" : value);
    }
  }
  appendAll(node, children);
  return node;
}

/** Appends `children` (nodes, strings, nested arrays; null, undefined and false skipped). */
function appendAll(node, children) {
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    if (Array.isArray(child)) appendAll(node, child);
    else node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
}

/** Replaces the children of `node` (or the element with that id). */
export function fill(node, ...children) {
  if (typeof node === "string") node = document.getElementById(node);
  if (!node) return null;
  node.replaceChildren();
  appendAll(node, children);
  return node;
}

/** Sets the text of the element with id `id`. */
export function setText(id, text) {
  const node = document.getElementById(id);
  if (node) node.textContent = text ?? "";
  return node;
}

/** Shows or hides (the `hidden` attribute). */
export function show(node, visible) {
  if (typeof node === "string") node = document.getElementById(node);
  if (node) node.hidden = !visible;
}

/**
 * Makes `container`'s children the nodes of `items` (`[{key, build}]`), in order, keeping each
 * child whose `data-key` is still wanted as it is (a form keeps what was typed into it) and
 * building the others.
 */
export function reconcile(container, items) {
  if (typeof container === "string") container = document.getElementById(container);
  const kept = new Map([...container.children].map((child) => [child.dataset.key, child]));
  items.forEach(({ key, build }, i) => {
    const node = kept.get(key) || build();
    node.dataset.key = key;
    // Only a node out of place moves: one left where it is keeps the focus and the caret.
    if (container.children[i] !== node) container.insertBefore(node, container.children[i] || null);
  });
  while (container.children.length > items.length) container.lastElementChild.remove();
  return container;
}

export const next = (seat) => SEATS[(SEATS.indexOf(seat) + 1) % 4];
export const partner = (seat) => SEATS[(SEATS.indexOf(seat) + 2) % 4];
export const sideOf = (seat) => (seat === "N" || seat === "S" ? "NS" : "EW");

/** A suit symbol, red for hearts and diamonds. */
export function suitSymbol(suit) {
  return el("span", { class: RED.has(suit) ? "suit red" : "suit black", text: SUIT_SYMBOLS[suit] });
}

/** The rank as printed: `10` for the ten. */
export const rankText = (rank) => (rank === "T" ? "10" : rank);

/** A card `SA` as "♠A". */
export function cardLabel(card) {
  return el("span", { class: "card-label" }, suitSymbol(card[0]), rankText(card.slice(1)));
}

/** A call as people write it: `1♠`, `2NT`, `1R♠` (royal spades), Pass, Dbl, Rdbl. */
export function callLabel(call) {
  if (call === "P") return el("span", { class: "call pass", text: "Pass" });
  if (call === "X") return el("span", { class: "call double", text: "Dbl" });
  if (call === "XX") return el("span", { class: "call redouble", text: "Rdbl" });
  const level = call[0];
  const strain = call.slice(1);
  return el("span", { class: "call bid" }, level, strainLabel(strain));
}

/** A denomination: a suit symbol, `R♠` for royal spades, `NT`, "nullo". */
export function strainLabel(strain) {
  if (strain === "NT" || strain === "N") return el("span", { class: "nt", text: "NT" });
  if (strain === "NU") return el("span", { class: "nullo", text: " nullo" });
  if (strain === "RS") return el("span", { class: "royal", title: "royal spades" }, "R", suitSymbol("S"));
  return suitSymbol(strain);
}

/** A contract `4SX` by `N` as "4♠X by North". */
export function contractLabel(contract, declarer) {
  if (!contract) return el("span", { text: "—" });
  const m = /^(\d)(NT|NU|RS|[SHDC])(X{0,2})$/.exec(contract);
  const body = m ? el("span", {}, m[1], strainLabel(m[2]), m[3]) : el("span", { text: contract });
  return el("span", { class: "contract" }, body, declarer ? ` by ${SEAT_NAMES[declarer]}` : "");
}

/*
 * The engine's notation in words: every text a player reads (rulings, a pending ruling's
 * explanation and options, refusals) is the engine's English with seats, sides, calls and
 * cards written in its notation (`W's 1D is insufficient over 1H`). `prose` writes them as
 * people do ("West's 1♦ is insufficient over 1♥"); law citations are left as they are.
 */

const STRAIN_WORDS = { C: "♣", D: "♦", H: "♥", S: "♠", NT: "NT", N: "NT", RS: "R♠", NU: " nullo" };
const CALL_WORDS = { P: "Pass", X: "Dbl", XX: "Rdbl" };

/** The tokens `prose` rewrites, by kind, in one pattern (tried left to right). */
const NOTATION = new RegExp(
  [
    String.raw`(?<law>\bLaws? \d+[\w()]*(?:(?:,\s*|\s+and\s+|\s+or\s+|-)\d+[\w()]*)*)`,
    String.raw`(?<bid>\b[1-7](?:NT|NU|RS|N|[CDHS])(?:XX|X)?(?![\w']))`,
    String.raw`(?<card>\b[SHDC][AKQJT2-9]\b)`,
    String.raw`(?<side>\b(?:NS|EW)\b)`,
    String.raw`(?<call>\b(?:XX|X|P)\b(?!')|(?<=\bcall )(?:XX|X|P)\b)`,
    String.raw`(?<letter>\b[NESWHDC]\b)`,
  ].join("|"),
  "g",
);

/** Text ending where a lone suit letter is a suit, not a seat: after a verb that takes a suit
 * ("prohibit S", "lead H or S"). */
const SUIT_CONTEXT = /\b(?:require|requires|prohibit|prohibits|lead|leads|led|not|play|plays|forbid|forbids|call|calls|suit)\s+(?:[SHDC](?:,\s*|\s+or\s+|\s+and\s+))*$/;

/** A bid `3RS`, `2NU`, `4SX` in words: "3R♠", "2 nullo", "4♠X". */
function bidText(bid) {
  const m = /^([1-7])(NT|NU|RS|N|[CDHS])(X{0,2})$/.exec(bid);
  return m ? `${m[1]}${STRAIN_WORDS[m[2]]}${m[3]}` : bid;
}

/** A call in words: "Pass", "Dbl", "Rdbl", "1♦", "3NT". */
export const callText = (call) => CALL_WORDS[call] || bidText(call);

/** A card `HT` in words: "♥10". */
export const cardText = (card) => `${SUIT_SYMBOLS[card[0]]}${rankText(card.slice(1))}`;

/** What `prose` rewrites before the notation: the command-line hints meant for `arbiter`
 * users ("(director choose ...)", "`director ...`"), an option quoted in backticks, and an
 * assigned result (`4SX N 10`, Law 12C) as "4SX by N, 10 tricks". */
const REWRITES = [
  [/\s*\((?:director|write) [^)]*\)/g, ""],
  [/`director [^`]*`/g, "the Director's ruling"],
  [/`([a-z0-9-]+)`/g, (_, option) => `“${optionLabel(option)}”`],
  [/\b([1-7](?:NT|NU|RS|[SHDC])X{0,2}) ([NESW]) (\d{1,2})\b/g, "$1 by $2, $3 tricks"],
];

/**
 * The engine's text in bridge notation with suit symbols and plain words: seats standing alone
 * (`N`, `N's`) as North, North's; sides `NS`, `EW` as North-South, East-West; bids `1D`, `3NT`,
 * `1RS`, `2NU` as 1♦, 3NT, 1R♠, 2 nullo; cards `SA`, `HT` as ♠A, ♥10; the calls `P`, `X`, `XX`
 * as Pass, Dbl, Rdbl; a suit's letter after a verb that takes a suit ("prohibit S") as its
 * symbol; an assigned result `4SX N 10` as "4♠X by North, 10 tricks"; the command line's hints
 * left out. Law citations ("Law 27B", "Laws 50, 52") stay as they are.
 */
export function prose(text) {
  if (!text) return "";
  const plain = REWRITES.reduce((rest, [pattern, replacement]) => rest.replace(pattern, replacement), String(text));
  return plain.replace(NOTATION, (token, ...rest) => {
    const groups = rest[rest.length - 1];
    const offset = rest[rest.length - 3];
    if (groups.law) return token;
    if (groups.bid) return bidText(token);
    if (groups.card) return cardText(token);
    if (groups.side) return SIDE_NAMES[token];
    if (groups.call) return CALL_WORDS[token];
    const possessive = plain.startsWith("'s", offset + 1);
    const suitHere = token === "S" && !possessive && SUIT_CONTEXT.test(plain.slice(0, offset));
    if (suitHere || !SEAT_NAMES[token]) return SUIT_SYMBOLS[token];
    return SEAT_NAMES[token];
  });
}

/** `prose(text)` as a node, its suit symbols coloured. */
export function proseNode(text) {
  return withSuits(prose(text));
}

/** Words as a node, their suit symbols coloured (red hearts and diamonds). */
export function withSuits(words) {
  const node = el("span", { class: "prose" });
  for (const part of String(words).split(/([♠♥♦♣])/)) {
    if (!part) continue;
    const suit = Object.keys(SUIT_SYMBOLS).find((s) => SUIT_SYMBOLS[s] === part);
    node.append(suit ? suitSymbol(suit) : part);
  }
  return node;
}

/** The options of pending rulings with words of their own (the rest are read by `prose`). */
const OPTION_WORDS = {
  accept: "Accept",
  reject: "Reject",
  keep: "Keep",
  adjust: "Adjust the score",
  adjudicate: "Adjudicate",
  unintended: "Unintended (a slip)",
  intended: "Intended",
  withdraw: "Withdraw it",
  leave: "Leave it",
  none: "Impose nothing",
  spread: "Spread the hand",
  exposed: "Leave it exposed",
  "other-call": "Another call",
  "new-deal": "A new deal",
  stand: "Let it stand",
  win: "Win the trick",
  lose: "Lose the trick",
  highest: "His highest card",
  lowest: "His lowest card",
};

/**
 * A pending ruling's option as the chooser reads it: "accept" → "Accept", "require H" →
 * "Require a ♥ lead", "prohibit S" → "Prohibit a ♠ lead", "play H" / "not H" → "Require a ♥" /
 * "Forbid a ♥", "call SA" → "Call the ♠A", "from N" → "From North's hand", a number → "N tricks",
 * a card → "♠A"; any other hyphenated word in words ("not-comparable" → "Not comparable").
 */
export function optionLabel(option) {
  const text = String(option);
  if (OPTION_WORDS[text]) return OPTION_WORDS[text];
  if (/^\d+$/.test(text)) return `${text} trick${text === "1" ? "" : "s"}`;
  if (/^[SHDC][AKQJT2-9]$/.test(text)) return cardText(text);
  let m = /^(require|prohibit) ([SHDC])$/.exec(text);
  if (m) return `${m[1] === "require" ? "Require" : "Prohibit"} a ${SUIT_SYMBOLS[m[2]]} lead`;
  m = /^(play|not) ([SHDC])$/.exec(text);
  if (m) return `${m[1] === "play" ? "Require" : "Forbid"} a ${SUIT_SYMBOLS[m[2]]}`;
  m = /^call ([SHDC])$/.exec(text);
  if (m) return `Call a ${SUIT_SYMBOLS[m[1]]} lead`;
  m = /^call ([SHDC][AKQJT2-9])$/.exec(text);
  if (m) return `Call the ${cardText(m[1])}`;
  m = /^from ([NESW])$/.exec(text);
  if (m) return `From ${SEAT_NAMES[m[1]]}'s hand`;
  const words = prose(text.replaceAll("-", " "));
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/*
 * Each code's vocabulary: what its tables call a deal, whether they alert, how vulnerability
 * comes about, and, for the Auction codes, what each bid is worth (the value a bid must pass to
 * be sufficient: 1908 Law 48, 1912 Law 45, 1915 Law 38).
 */

/** Points a trick is worth in each denomination under the Auction codes. */
const TRICK_VALUES = {
  auction1908: { S: 2, C: 4, D: 6, H: 8, NT: 12 },
  auction1912: { S: 2, C: 6, D: 7, H: 8, RS: 9, NT: 10 },
  auction1915: { C: 6, D: 7, H: 8, S: 9, NT: 10 },
  "auction1915-nullo": { C: 6, D: 7, H: 8, S: 9, NU: 10, NT: 10 },
};

/** Each code's name, as the lobby lists it. */
export const CODE_NAMES = {
  duplicate2017: "Duplicate, Laws of 2017",
  duplicate2007: "Duplicate, Laws of 2007",
  rubber: "Rubber bridge",
  chicago: "Chicago",
  auction1908: "Auction bridge, 1908",
  auction1912: "Auction bridge, 1912",
  auction1915: "Auction bridge, 1915",
  "auction1915-nullo": "Auction bridge, 1915, with nullos",
};

/** How a code's tables name and score their deals: its `name`; `boards` (duplicate boards,
 * else deals of a rubber or Chicago); `alerts`; `lawNumbers` (the pages cite the 2017 Laws'
 * numbers, which are the duplicate codes'); `values` (the Auction codes' trick values);
 * `vulnerability`: `board` (duplicate,
 * Chicago: every deal has one), `games` (rubber: a side with a game is vulnerable) or `none`
 * (the Auction codes have none). */
export function codeTraits(code) {
  const duplicate = /^duplicate/.test(code || "");
  const auction = /^auction/.test(code || "");
  return {
    name: CODE_NAMES[code] || code || "",
    boards: duplicate,
    alerts: duplicate,
    lawNumbers: duplicate,
    vulnerability: auction ? "none" : code === "rubber" ? "games" : "board",
    values: TRICK_VALUES[code] || null,
  };
}

/** A bid's value under an Auction code (`3S` at 1912: 6), or null where bids rank by level. */
export function bidValue(code, call) {
  const values = TRICK_VALUES[code];
  const m = /^([1-7])(.+)$/.exec(call);
  return values && m && values[m[2]] ? Number(m[1]) * values[m[2]] : null;
}

/** A hand in PBN (`AKQ.JT9.876.5432`) as cards by suit: `{S: ["A", "K"], ...}`. */
export function parseHand(pbn) {
  const parts = (pbn || "").split(".");
  const hand = {};
  SUITS.forEach((suit, i) => (hand[suit] = (parts[i] || "").split("").filter((c) => c !== "-")));
  return hand;
}

/** A whole deal in PBN (`N:hand hand hand hand`) as hands by seat. */
export function parseDeal(pbn) {
  const m = /^\s*([NESW]):(.*)$/.exec(pbn || "");
  if (!m) return {};
  const hands = {};
  let seat = m[1];
  for (const hand of m[2].trim().split(/\s+/)) {
    hands[seat] = hand;
    seat = next(seat);
  }
  return hands;
}

/** The law as a reader names it: a bare number (`27B1`) as `Law 27B1`, any other citation as it
 * is (the engine's `law_label`). */
export function lawLabel(law) {
  if (!law) return "";
  return /^\d/.test(law) && !law.includes(" ") ? `Law ${law}` : law;
}

/** The chooser of a pending ruling in words: a seat, the Director, or a side. */
export function chooserLabel(chooser) {
  if (chooser === "director") return "the Director";
  if (chooser === "NS") return "North or South";
  if (chooser === "EW") return "East or West";
  return SEAT_NAMES[chooser] || chooser;
}

/** Whether a seat is the chooser (or one of the side that chooses). */
export function chooses(chooser, seat) {
  return !!seat && (chooser === seat || chooser === sideOf(seat));
}

/** A key that makes an action safe to send twice (docs/server.md). */
export function actionKey() {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * A table's live view over its WebSocket.
 *
 * `onView(view, seq)` gets every view; `onError({error, law, status})` every refusal;
 * `onState(text)` the connection's state ("connected", "reconnecting in 2 s", ...).
 */
export class Live {
  constructor(id, token, { onView, onError, onState }) {
    Object.assign(this, { id, token, onView, onError, onState });
    this.lastSeq = null;
    this.delay = 500;
    this.socket = null;
    this.stopped = false;
    this.connect();
  }

  /** Opens the socket; on a view the page draws it, on a close it tries again (after asking
   * over HTTP why, if the socket never answered). */
  connect() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    const url = `${scheme}//${location.host}/api/tables/${encodeURIComponent(this.id)}/ws?token=${encodeURIComponent(this.token)}`;
    const socket = new WebSocket(url);
    this.socket = socket;
    let heard = false;
    socket.onopen = () => {
      this.delay = 500;
      this.onState("connected");
      if (this.lastSeq !== null) socket.send(JSON.stringify({ seq: this.lastSeq }));
    };
    socket.onmessage = (message) => {
      heard = true;
      let data;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      if (data.error !== undefined) this.onError(data);
      else if (data.view) this.receive(data.view, data.seq);
    };
    socket.onclose = () => {
      if (this.socket !== socket || this.stopped) return;
      this.socket = null;
      if (heard) return this.retry();
      // Never heard from: ask over HTTP why (no such table, a bad token) before trying again.
      this.request("GET", "state").then(
        ({ status, body }) => {
          if (status >= 400 && status < 500 && status !== 429) {
            this.stopped = true;
            this.onState("not connected");
            this.onError({ status, ...body });
          } else {
            if (status === 200 && body.table) this.receive(body, body.table.seq);
            this.retry();
          }
        },
        () => this.retry(),
      );
    };
  }

  /** Connects again after a delay, doubled each time up to ten seconds. */
  retry() {
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, 10000);
    this.onState(`reconnecting in ${Math.round(delay / 100) / 10} s`);
    setTimeout(() => this.connect(), delay);
  }

  /** A view from the server, drawn unless an older one than the last drawn. */
  receive(view, seq) {
    if (seq === undefined) seq = view.table ? view.table.seq : null;
    if (this.lastSeq !== null && seq !== null && seq < this.lastSeq) return;
    this.lastSeq = seq;
    this.onView(view, seq);
  }

  /** Sends an action (an event of docs/event-log.md, or `next-deal`). */
  send(action) {
    const body = { ...action, key: actionKey() };
    if (this.socket && this.socket.readyState === WebSocket.OPEN) {
      this.socket.send(JSON.stringify(body));
      return;
    }
    this.request("POST", "actions", body).then(
      ({ status, body: answer }) => {
        if (status === 200) this.receive(answer);
        else this.onError({ status, ...answer });
      },
      (e) => this.onError({ error: `not sent: the server could not be reached (${e.message}); send it again once connected`, network: true }),
    );
  }

  /** An HTTP request to the table's API with the bearer token. */
  async request(method, path, body) {
    const response = await fetch(`/api/tables/${encodeURIComponent(this.id)}/${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.token}`, "Content-Type": "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = { error: text || response.statusText };
    }
    return { status: response.status, body: parsed };
  }
}

/** A refusal as the status line shows it: the message, with the law if it does not say it. */
export function errorText(error) {
  let text = error.error || "refused";
  if (error.law && !text.includes(error.law)) text = `${error.law}: ${text}`;
  if (error.status) text += ` (${error.status})`;
  return text;
}

/** A three-handed auction table's (its scorepad is the three-handed pad): three people bid,
 * North holds the dummy hand and never calls (docs/server.md, "Three-handed auction"). */
export const threeHanded = (table) => !!(table && table.scorepad && table.scorepad.three_handed);

/** The seats that must be ready for the next deal (`table.ready`'s), and each one's name as
 * `reader` (a seat, or null) reads it: the four seats but the robots', named by seat; at a
 * three-handed table the three people by the seats they bid from (E, S, W), named by name,
 * the seat they play from having changed. */
export function readiness(table, reader = null) {
  if (!threeHanded(table)) {
    const people = SEATS.filter((s) => !(table.robots || []).includes(s));
    return { people, name: (seat) => (seat === reader ? "you" : SEAT_NAMES[seat]) };
  }
  const bidding = ["E", "S", "W"];
  const players = table.scorepad.three_handed.players;
  const mine = reader && table.players ? table.players[reader] : null;
  const name = (seat) => {
    const player = players[bidding.indexOf(seat)] || seat;
    return player === mine ? "you" : player;
  };
  return { people: bidding, name };
}

/** A seat's name, its player and its tags (you, robot, dealer, declarer, dummy or, at a
 * three-handed table, the dummy hand North, vulnerable, to act), `extra` tags before the last:
 * a `div.seat-label`, for the table's felt and the Director's deal. */
export function seatLabel(view, seat, { me = null, extra = [] } = {}) {
  const t = view.table || {};
  const vulnerable = codeTraits(t.code).vulnerability !== "none" && (t.vulnerable === "All" || t.vulnerable === sideOf(seat));
  const tag = (text, cls = "") => el("span", { class: `tag ${cls}`, text });
  const three = threeHanded(t);
  const dummy = three && seat === "N" ? tag("dummy hand") : !three && view.declarer && seat === partner(view.declarer) ? tag("dummy") : null;
  // The three-handed dummy hand is nobody's seat, and silent in the auction.
  const silent = three && seat === "N" && !view.declarer ? tag("nobody's: silent") : null;
  return el(
    "div",
    { class: `seat-label${view.turn === seat ? " turn" : ""}${vulnerable ? " vul" : ""}` },
    el("strong", { text: SEAT_NAMES[seat] }),
    t.players && t.players[seat] ? el("span", { class: "player", text: t.players[seat] }) : null,
    seat === me ? tag("you", "me") : null,
    (t.robots || []).includes(seat) ? tag("robot", "robot") : null,
    seat === t.dealer ? tag("dealer") : null,
    seat === view.declarer ? tag("declarer") : null,
    dummy,
    silent,
    vulnerable ? tag("vulnerable", "vul") : null,
    extra.map((text) => tag(text)),
    view.turn === seat ? tag("to act", "turn") : null,
  );
}

/** The auction, a column a seat that calls (W N E S; at a three-handed table W E S): each call
 * in its caller's column, a new row when a call's column is not to the right of the last
 * (calls out of rotation keep their seat). `viewer`'s column is marked; `extra(record)`, if
 * given, adds nodes to a call's cell (the table page's question buttons). */
export function renderAuction(auction, dealer, { viewer = null, extra = null, columns = ["W", "N", "E", "S"] } = {}) {
  const rows = [];
  let row = null;
  let last = -1;
  const start = Math.max(0, columns.indexOf(dealer || "N"));
  for (const record of auction || []) {
    const col = columns.indexOf(record.seat);
    if (col < 0) continue;
    if (!row || col <= last) {
      row = columns.map(() => null);
      rows.push(row);
      if (rows.length === 1 && col >= start) {
        for (let i = 0; i < start; i++) row[i] = "blank";
      }
    }
    row[col] = record;
    last = col;
  }
  const head = el("tr", {}, columns.map((s) => el("th", { class: s === viewer ? "me" : "" }, SEAT_NAMES[s])));
  const body = rows.map((r) =>
    el(
      "tr",
      {},
      r.map((record) => {
        if (!record || record === "blank") return el("td", { class: record ? "blank" : "" });
        const alerted = record.artificial !== undefined && record.artificial !== null;
        return el(
          "td",
          {
            class: alerted ? "alerted" : "",
            title: alerted ? `Alerted: ${record.artificial}` : null,
            "data-seat": record.seat,
          },
          callLabel(record.call),
          alerted ? el("span", { class: "alert-mark", text: "!" }) : null,
          alerted && record.artificial ? el("div", { class: "explanation", text: record.artificial }) : null,
          extra ? extra(record) : null,
        );
      }),
    ),
  );
  return el("table", { class: "auction" }, el("thead", {}, head), el("tbody", {}, body));
}

/** The rulings given, each with its law. */
export function renderRulings(rulings) {
  if (!rulings || rulings.length === 0) return el("p", { class: "muted", text: "No rulings." });
  return el(
    "ol",
    { class: "rulings" },
    rulings.map((r) => el("li", {}, el("strong", { class: "law", text: lawLabel(r.law) }), " ", proseNode(r.text))),
  );
}

/** The deals played at the table: number, board, contract, result and (unless `scores` is
 * false: a three-handed table's are on its pad) each side's score; at an event's table,
 * whether each result went into the event (`table.event.results`: `entered`, or why the
 * event refused it). */
export function renderDeals(deals, event, { scores = true } = {}) {
  if (!deals || deals.length === 0) return el("p", { class: "muted", text: "None yet." });
  const heads = ["Deal", "Board", "Contract", "Result", ...(scores ? ["NS", "EW"] : [])];
  if (event) heads.push(`In ${event.file}`);
  return el(
    "table",
    { class: "deals" },
    el("thead", {}, el("tr", {}, heads.map((h) => el("th", { text: h })))),
    el(
      "tbody",
      {},
      deals.map((d) => {
        const cells = [
          el("td", { text: d.number }),
          el("td", { text: d.board }),
          el("td", {}, d.contract ? contractLabel(d.contract, d.declarer) : d.result ? "—" : "…"),
          el("td", { text: prose(d.result || "") }),
          scores ? el("td", { class: "num", text: d.score ? signed(d.score.NS) : "" }) : null,
          scores ? el("td", { class: "num", text: d.score ? signed(d.score.EW) : "" }) : null,
        ];
        if (event) cells.push(el("td", { text: (event.results || {})[d.board] || "" }));
        return el("tr", {}, cells);
      }),
    ),
  );
}

export const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** Each side's score: "North-South +420, East-West -420" (points signed, `A+` as it is). */
export function scoresText({ NS, EW }) {
  const score = (points) => (typeof points === "number" ? signed(points) : points);
  return `North-South ${score(NS)}, East-West ${score(EW)}`;
}

/** The scorepad of a rubber, Chicago or Auction table (`arbiter rubber --json`, `arbiter
 * chicago --json`: each deal's points above and below the line by side, the games' winners
 * and the totals) or of a three-handed table (a column a player). */
export function renderScorepad(pad) {
  if (!pad) return null;
  if (pad.three_handed) return renderThreeHandedPad(pad);
  const sheets = pad.chicagos ? pad.chicagos : [pad];
  const wrap = el("div", { class: "scorepad" });
  sheets.forEach((sheet, i) => {
    const units = sheet.rubbers ? sheet.rubbers : [sheet];
    units.forEach((unit, j) => {
      const title = pad.chicagos ? `Chicago ${i + 1}` : `Rubber ${j + 1}`;
      const rows = [];
      (unit.games || []).forEach((game, g) => {
        for (const deal of game.deals || []) {
          const points = { NS: { above: 0, below: 0 }, EW: { above: 0, below: 0 } };
          for (const entry of (deal.score && deal.score.entries) || []) {
            if (points[entry.side]) points[entry.side][entry.line === "below" ? "below" : "above"] += entry.points;
          }
          rows.push(
            el(
              "tr",
              {},
              el("td", { text: deal.number }),
              el("td", { text: prose(deal.result) }),
              el("td", { class: "num", text: points.NS.above || "" }),
              el("td", { class: "num", text: points.NS.below || "" }),
              el("td", { class: "num", text: points.EW.above || "" }),
              el("td", { class: "num", text: points.EW.below || "" }),
            ),
          );
        }
        if (game.winner) {
          rows.push(el("tr", { class: "game-line" }, el("td", { colspan: 6, text: `Game ${g + 1} to ${prose(game.winner)}` })));
        }
      });
      for (const premium of unit.premiums || []) {
        rows.push(
          el("tr", {}, el("td", { colspan: 2, text: premium.kind.replaceAll("-", " ") }), el("td", { class: "num", colspan: 4, text: `${prose(premium.side)} ${premium.points}` })),
        );
      }
      const totals = unit.totals || {};
      const state = unit.state ? ` (${unit.state.replaceAll("-", " ")}${unit.winner ? `: ${prose(unit.winner)}` : ""})` : unit.complete === false ? " (in play)" : "";
      wrap.append(
        el(
          "table",
          { class: "pad" },
          el("caption", { text: title + state }),
          el(
            "thead",
            {},
            el("tr", {}, el("th", { rowspan: 2, text: "Deal" }), el("th", { rowspan: 2, text: "Result" }), el("th", { colspan: 2, class: "num", text: "NS" }), el("th", { colspan: 2, class: "num", text: "EW" })),
            el("tr", {}, ["above", "below", "above", "below"].map((line) => el("th", { class: "num line", text: line }))),
          ),
          el("tbody", {}, rows.length ? rows : el("tr", {}, el("td", { colspan: 6, class: "muted", text: "Nothing scored yet." }))),
          el(
            "tfoot",
            {},
            el(
              "tr",
              {},
              el("td", { colspan: 2, text: "Totals" }),
              el("td", { class: "num", colspan: 2, text: totals.north_south ?? "" }),
              el("td", { class: "num", colspan: 2, text: totals.east_west ?? "" }),
            ),
          ),
        ),
      );
    });
  });
  const totals = pad.totals;
  if (totals && totals.net_north_south !== undefined) wrap.append(el("p", { class: "net", text: `Net to North-South: ${signed(totals.net_north_south)}` }));
  return wrap;
}

/** The three-handed pad (`{three_handed: {players, deals, games, below, rubbers}, totals,
 * settlement}`): a column a player, each deal's points (the entries in its title), then the
 * trick points towards the game in play, the games and rubbers won, the totals, and what each
 * wins or loses from the others when the play ends. */
function renderThreeHandedPad(pad) {
  const sheet = pad.three_handed;
  const players = sheet.players || [];
  const columns = players.length + 2;
  const perPlayer = (values, text = (v) => v) => players.map((_, i) => el("td", { class: "num", text: text((values || [])[i] ?? 0) }));
  const dealRow = (deal) => {
    const points = players.map(() => ({ above: 0, below: 0 }));
    for (const entry of deal.entries || []) if (points[entry.player]) points[entry.player][entry.line === "below" ? "below" : "above"] += entry.points;
    const declarer = deal.declarer !== null && deal.declarer !== undefined ? ` by ${players[deal.declarer]}` : "";
    return el(
      "tr",
      {},
      el("td", { text: deal.number }),
      el("td", { text: `${prose(deal.result)}${declarer}` }),
      points.map((p, i) => {
        const entries = (deal.entries || []).filter((e) => e.player === i);
        const title = entries.map((e) => `${e.kind.replaceAll("-", " ")} ${e.points} ${e.line === "below" ? "below" : "above"} (${e.law})`).join("; ");
        const text = [p.below ? `${p.below} below` : "", p.above ? `${p.above} above` : ""].filter(Boolean).join(", ");
        return el("td", { class: "num", title: title || null, text });
      }),
    );
  };
  const line = (label, cells, cls = "") => el("tr", { class: cls }, el("td", { colspan: 2, text: label }), cells);
  return el(
    "div",
    { class: "scorepad" },
    el(
      "table",
      { class: "pad three-handed" },
      el("caption", { text: "Three-handed pad" }),
      el("thead", {}, el("tr", {}, el("th", { text: "Deal" }), el("th", { text: "Result" }), players.map((name) => el("th", { class: "num", text: name })))),
      el("tbody", {}, (sheet.deals || []).length ? sheet.deals.map(dealRow) : el("tr", {}, el("td", { colspan: columns, class: "muted", text: "Nothing scored yet." }))),
      el(
        "tfoot",
        {},
        line("Towards the game in play", perPlayer(sheet.below)),
        line("Games (this rubber)", perPlayer(sheet.games)),
        line("Rubbers", perPlayer(sheet.rubbers)),
        line("Totals", perPlayer(pad.totals), "totals"),
        line("Settlement", perPlayer(pad.settlement, signed), "settlement"),
      ),
    ),
  );
}

/** Cards still in each hand: 13 less the cards it has played (to quitted tricks and the trick
 * in progress). */
export function cardsLeft(view) {
  const left = { N: 13, E: 13, S: 13, W: 13 };
  for (const trick of view.played || []) for (const c of trick.cards) left[c.seat]--;
  for (const c of view.trick || []) left[c.seat]--;
  return left;
}

/** The tables whose Director's token this browser holds (localStorage `arbiter-director`): a
 * list of `{id, token, code, made}`; `ID:TOKEN` strings are read too. */
export const DIRECTOR_KEY = "arbiter-director";

/** The tables kept in this browser, as `{id, token, ...}`. */
export function loadDirected() {
  let list;
  try {
    list = JSON.parse(localStorage.getItem(DIRECTOR_KEY) || "[]");
  } catch {
    list = [];
  }
  if (!Array.isArray(list)) return [];
  return list
    .map((entry) => (typeof entry === "string" ? parseTableToken(entry) : entry))
    .filter((entry) => entry && entry.id && entry.token);
}

/** Keeps the list of tables in this browser. */
export function saveDirected(list) {
  try {
    localStorage.setItem(DIRECTOR_KEY, JSON.stringify(list));
  } catch {
    // storage full or forbidden: the page still works from its link
  }
}

/** Adds (or updates) a table in the list kept. */
export function rememberDirected(entry) {
  const list = loadDirected().filter((e) => e.id !== entry.id);
  list.push(entry);
  saveDirected(list);
}

/** `ID:TOKEN`, or a Director's link ending in `#ID:TOKEN`, as `{id, token}`. */
export function parseTableToken(text) {
  const m = /([0-9A-Za-z_-]+):([0-9A-Za-z]+)\s*$/.exec((text || "").trim().split("#").pop());
  return m ? { id: m[1], token: m[2] } : null;
}
