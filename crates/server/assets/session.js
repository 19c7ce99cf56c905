/**
 * session.js: a session's page, `/session/{id}#TOKEN`, for its players and its Director.
 *
 * A session seats people by the game's own rules (docs/server.md, "Sessions"): four players
 * cut for partners, seats and the first deal (each clicks a card of the pack spread face
 * down; the first dealer then chooses his seat), or a progressive session's players are moved
 * between tables after each round. The page shows the cut as it goes (every card drawn, who
 * must draw, the rulings of the code's cut laws), each round's tables and their progress, the
 * standings, and for a player where he sits now, with the link to his table (the same token:
 * a session's token is its player's seat at each of its tables). It asks the server for the
 * session every two seconds; what it sends are the session's actions (`draw`, `choose-seat`,
 * `next-round`), each offered by the server in the view's `offers`.
 */
import { SEATS, SEAT_NAMES, el, fill, setText, show, cardLabel, errorText, proseNode, CODE_NAMES as CODES } from "./common.js";

const id = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const token = location.hash.slice(1);

let view = null;

function status(text, kind = "error") {
  const node = setText("status", text);
  node.className = `status ${text ? kind : ""}`;
}

/** An HTTP request to the session's API with the bearer token. */
async function request(method, path, body) {
  const response = await fetch(`/api/sessions/${encodeURIComponent(id)}/${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  let parsed;
  try {
    parsed = await response.json();
  } catch {
    parsed = { error: response.statusText };
  }
  return { status: response.status, body: parsed };
}

/** Sends a session's action; the answer is the new view. */
async function send(action) {
  status("");
  const { status: code, body } = await request("POST", "actions", action);
  if (code === 200) render(body);
  else status(errorText({ status: code, ...body }));
}

/** Whether the view offers `event` (with these fields, if given). */
function offered(event, fields = {}) {
  return (view.offers || []).some(
    (o) => o.event === event && Object.entries(fields).every(([k, v]) => o[k] === v),
  );
}

async function refresh() {
  try {
    const { status: code, body } = await request("GET", "state");
    if (code === 200) {
      setText("conn", "connected");
      render(body);
    } else {
      setText("conn", "");
      status(errorText({ status: code, ...body }));
    }
  } catch (e) {
    setText("conn", `not connected: ${e.message}`);
  }
}

function render(v) {
  view = v;
  document.body.dataset.seq = v.seq;
  const kind = v.kind.kind === "progressive" ? "Progressive auction" : "The cut for partners";
  fill("title", el("b", { text: kind }), ` · ${CODES[v.code] || v.code} · ${v.mode}`);
  const me = v.me === null || v.me === undefined ? null : v.players[v.me];
  setText("who", me ? `You are ${me}` : v.role === "director" ? "The Director" : "");
  document.title = `${kind} · ${me || "Director"} · Arbiter`;
  renderSeat(v);
  renderCut(v);
  renderTables(v);
  renderStandings(v);
}

/** The player's seat now, and the link to his table. */
function renderSeat(v) {
  show("seat-box", !!v.seat);
  if (!v.seat) return;
  const table = v.tables.find((t) => t.id === v.seat.table);
  setText(
    "seat-text",
    `Round ${v.seat.round}, table ${v.seat.number}: you sit ${SEAT_NAMES[v.seat.seat]}` +
      (table ? `, partnering ${table.seats[SEATS[(SEATS.indexOf(v.seat.seat) + 2) % 4]]}.` : "."),
  );
  document.getElementById("seat-link").href = `/table/${encodeURIComponent(v.seat.table)}#${token}`;
}

/** The cut: the pack to draw from, the cards drawn, the rulings, the dealer's choice of seat. */
function renderCut(v) {
  show("cut-box", !!v.cut);
  if (!v.cut) return;
  setText("cut-rules", v.cut.rules);
  const waiting = v.cut.to_draw ? v.cut.to_draw.names : [];
  setText(
    "cut-waiting",
    v.cut.decided
      ? `${v.cut.decided.dealers_side.join(" and ")} play against ${v.cut.decided.opponents.join(" and ")}; ${v.cut.decided.dealer} deals first${v.tables.length ? "." : " and chooses his seat."}`
      : waiting.length
        ? `To draw: ${waiting.join(", ")}.`
        : "",
  );
  const mayDraw = offered("draw") && v.role === "player";
  fill(
    "pack",
    mayDraw
      ? Array.from({ length: 52 - v.cut.draws.length }, (_, i) =>
          el("button", {
            type: "button",
            class: "back-card",
            "data-event": "draw",
            title: "Draw this card",
            "aria-label": `Draw card ${i + 1}`,
            onclick: () => send({ event: "draw" }),
          }),
        )
      : null,
  );
  const record = document.getElementById("record-draw");
  show(record, v.role === "director" && offered("draw"));
  const select = document.getElementById("draw-player");
  if (select.options.length !== v.players.length) {
    fill(select, v.players.map((name, i) => el("option", { value: String(i), text: name })));
  }
  fill(
    "draws",
    v.cut.draws.map((d) => el("li", { "data-draw": d.card }, `${d.player}: `, cardLabel(d.card))),
  );
  fill(
    "seats",
    SEATS.filter((seat) => offered("choose-seat", { seat })).map((seat) =>
      el(
        "button",
        { type: "button", "data-event": "choose-seat", "data-seat": seat, onclick: () => send({ event: "choose-seat", seat }) },
        `Sit ${SEAT_NAMES[seat]}`,
      ),
    ),
  );
  fill("cut-rulings", v.cut.rulings.map((r) => el("li", {}, el("strong", { class: "law", text: r.law }), " ", proseNode(r.text))));
}

/** The tables of the round in play (and those of earlier rounds, for the record). */
function renderTables(v) {
  show("round-box", v.tables.length > 0);
  setText("round-title", v.kind.kind === "progressive" ? `Round ${v.round}` : "The table");
  const rows = v.tables
    .filter((t) => t.round === v.round)
    .map((t) => {
      const progress = t.progress || {};
      const state = progress.finished
        ? "round over"
        : progress.phase
          ? `deal ${progress.deal_number}${v.kind.kind === "progressive" ? ` (${progress.played} of 4 played)` : ""} · ${progress.phase}`
          : "";
      const mine = v.seat && v.seat.table === t.id;
      return el(
        "tr",
        { class: mine ? "mine" : "", "data-session-table": t.id },
        el("td", { text: String(t.number) }),
        SEATS.map((seat) => el("td", { text: t.seats[seat] })),
        el("td", { text: state }),
        el("td", {}, v.role === "director" ? el("a", { href: `/director#${t.id}:${token}`, text: "direct" }) : null),
      );
    });
  fill(
    "tables",
    el(
      "table",
      { class: "seating" },
      el("thead", {}, el("tr", {}, ["Table", ...SEATS.map((s) => SEAT_NAMES[s]), "", ""].map((h) => el("th", { text: h })))),
      el("tbody", {}, rows),
    ),
  );
  show("next-round", offered("next-round"));
}

/** A progressive session's standings: each player's net score at each round's table. */
function renderStandings(v) {
  const scored = v.progressive;
  show("standings-box", !!scored);
  if (!scored) return;
  fill(
    "standings",
    el(
      "table",
      { class: "seating" },
      el(
        "thead",
        {},
        el("tr", {}, ["Place", "Player", ...scored.rounds.map((_, i) => `Round ${i + 1}`), "Total"].map((h) => el("th", { text: h }))),
      ),
      el(
        "tbody",
        {},
        scored.standings.map((s) =>
          el(
            "tr",
            { class: v.me !== null && v.players[v.me] === s.player ? "mine" : "" },
            el("td", { text: String(s.place) }),
            el("td", { text: s.player }),
            s.nets.map((n) => el("td", { class: "num", text: n > 0 ? `+${n}` : String(n) })),
            el("td", { class: "num", text: s.total > 0 ? `+${s.total}` : String(s.total) }),
          ),
        ),
      ),
    ),
  );
}

document.getElementById("record-draw").addEventListener("submit", (e) => {
  e.preventDefault();
  const player = Number(document.getElementById("draw-player").value);
  const card = document.getElementById("draw-card").value.trim();
  document.getElementById("draw-card").value = "";
  send({ event: "draw", player, card });
});
document.getElementById("next-round").addEventListener("click", () => send({ event: "next-round" }));

if (!token) status("This link has no token: open the link the session's maker gave you (it ends in #TOKEN).");
else {
  refresh();
  setInterval(refresh, 2000);
}
