/**
 * common.js: what the lobby, the table and the Director's page share.
 *
 * - `el(tag, attrs, ...children)` builds DOM nodes (text is always set as text, never as HTML).
 * - Cards, calls and hands in the notation of the server (docs/server.md, docs/event-log.md):
 *   cards `SA`, `HT`, `D2`; calls `P`, `X`, `XX`, `1C`..`7NT` (and `1RS`, royal spades, under
 *   the 1912 code; `1NU`, nullo, under auction1915-nullo); hands in PBN (`AKQ.JT9.876.5432`,
 *   spades first).
 * - `Live`: a table's WebSocket, reconnecting with backoff and asking for the view again with
 *   the last `seq` seen; actions go over the socket, or over `POST .../actions` while it is down.
 * - Renderers shared by the table and the Director: the auction, the rulings, the deals played,
 *   the scorepad.
 */

export const SEATS = ["N", "E", "S", "W"];
export const SEAT_NAMES = { N: "North", E: "East", S: "South", W: "West" };
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

/** A denomination: a suit symbol, `R♠` for royal spades, `NT`, `NU` for nullo. */
export function strainLabel(strain) {
  if (strain === "NT" || strain === "N") return el("span", { class: "nt", text: "NT" });
  if (strain === "NU") return el("span", { class: "nt", title: "nullo", text: "NU" });
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

  retry() {
    const delay = this.delay;
    this.delay = Math.min(this.delay * 2, 10000);
    this.onState(`reconnecting in ${Math.round(delay / 100) / 10} s`);
    setTimeout(() => this.connect(), delay);
  }

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
      (e) => this.onError({ error: `not sent: ${e.message}` }),
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

/** The auction in four columns, W N E S; each call in its caller's column, a new row when a
 * call's column is not to the right of the last (calls out of rotation keep their seat). */
export function renderAuction(auction, dealer, viewer) {
  const order = ["W", "N", "E", "S"];
  const rows = [];
  let row = null;
  let last = -1;
  const start = order.indexOf(dealer || "N");
  for (const record of auction || []) {
    const col = order.indexOf(record.seat);
    if (!row || col <= last) {
      row = [null, null, null, null];
      rows.push(row);
      if (rows.length === 1 && col >= start) {
        for (let i = 0; i < start; i++) row[i] = "blank";
      }
    }
    row[col] = record;
    last = col;
  }
  const head = el("tr", {}, order.map((s) => el("th", { class: s === viewer ? "me" : "" }, SEAT_NAMES[s])));
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
    rulings.map((r) => el("li", {}, el("strong", { class: "law", text: lawLabel(r.law) }), " ", r.text)),
  );
}

/** The deals played at the table: number, board, contract, result and score. */
/** The deals played at the table; at an event's table, whether each result went into the
 * event (`table.event.results`: `entered`, or why the event refused it). */
export function renderDeals(deals, event) {
  if (!deals || deals.length === 0) return el("p", { class: "muted", text: "None yet." });
  const heads = ["Deal", "Board", "Contract", "Result", "NS", "EW"];
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
          el("td", { text: d.result || "" }),
          el("td", { class: "num", text: d.score ? signed(d.score.NS) : "" }),
          el("td", { class: "num", text: d.score ? signed(d.score.EW) : "" }),
        ];
        if (event) cells.push(el("td", { text: (event.results || {})[d.board] || "" }));
        return el("tr", {}, cells);
      }),
    ),
  );
}

export const signed = (n) => (n > 0 ? `+${n}` : String(n));

/** The rubber or Chicago scorepad (`arbiter rubber --json`, `arbiter chicago --json`): each
 * deal's points above and below the line by side, the games' winners and the totals. */
export function renderScorepad(pad) {
  if (!pad) return null;
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
              el("td", { text: deal.result }),
              el("td", { class: "num", text: points.NS.above || "" }),
              el("td", { class: "num", text: points.NS.below || "" }),
              el("td", { class: "num", text: points.EW.above || "" }),
              el("td", { class: "num", text: points.EW.below || "" }),
            ),
          );
        }
        if (game.winner) {
          rows.push(el("tr", { class: "game-line" }, el("td", { colspan: 6, text: `Game ${g + 1} to ${game.winner}` })));
        }
      });
      for (const premium of unit.premiums || []) {
        rows.push(
          el("tr", {}, el("td", { colspan: 2, text: premium.kind }), el("td", { class: "num", colspan: 4, text: `${premium.side} ${premium.points}` })),
        );
      }
      const totals = unit.totals || {};
      const state = unit.state ? ` (${unit.state}${unit.winner ? `: ${unit.winner}` : ""})` : unit.complete === false ? " (in play)" : "";
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
  if (totals) wrap.append(el("p", { class: "net", text: `Net to North-South: ${signed(totals.net_north_south)}` }));
  return wrap;
}

/** Cards still in each hand: 13 less the cards it has played (to quitted tricks and the trick
 * in progress). */
export function cardsLeft(view) {
  const left = { N: 13, E: 13, S: 13, W: 13 };
  for (const trick of view.played || []) for (const c of trick.cards) left[c.seat]--;
  for (const c of view.trick || []) left[c.seat]--;
  return left;
}

/** Phase text as the header shows it. */
export function phaseText(view) {
  if (view.phase === "play" && view.period === "clarification") return "play (opening lead)";
  return view.phase || "";
}

/** The tables whose Director's token this browser holds (localStorage `arbiter-director`): a
 * list of `{id, token, code, made}`; `ID:TOKEN` strings are read too. */
export const DIRECTOR_KEY = "arbiter-director";

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
