/**
 * director.js: the Director's page, `/director#ID:TOKEN,ID:TOKEN`.
 *
 * One panel (`data-table="ID"`) per table whose Director's token the page holds: those in the
 * link, those this browser made or added (localStorage `arbiter-director`), and any added with
 * the form; with the room's Director key (`/director#key=KEY`, printed by `arbiter serve`),
 * every table of the server (`GET /api/tables`), looked for again every five seconds. Each panel follows its table over the WebSocket (`Live`, common.js): phase, auction,
 * all four hands, the trick, the ruling pending with its law and explanation, and when the Laws
 * put the choice to the Director, its options as buttons (`director-choose`), with a free field
 * for another (a number of tricks when adjudicating a claim). The log is the Director's to read
 * (`GET /api/tables/{id}/log`, with the token): shown, or saved as a file.
 */
import {
  SEATS, SEAT_NAMES, SUITS, el, fill, suitSymbol, rankText, contractLabel, parseHand, parseDeal,
  lawLabel, chooserLabel, Live, errorText, renderAuction, renderRulings, renderDeals,
  renderScorepad, cardLabel, signed, loadDirected, rememberDirected, saveDirected, parseTableToken,
} from "./common.js";

const panels = new Map(); // id -> {node, live}

function status(text, kind = "error") {
  const node = document.getElementById("status");
  node.textContent = text;
  node.className = `status ${text ? kind : ""}`;
}

/** The panel's element with class `name`. */
const part = (node, name) => node.querySelector(`.${name}`);

function addTable({ id, token }, remember = true) {
  if (!id || !token) return;
  if (remember) {
    const known = loadDirected().find((e) => e.id === id);
    rememberDirected({ ...(known || {}), id, token });
  }
  if (panels.has(id)) return;
  document.getElementById("none").hidden = true;
  const node = skeleton(id);
  document.getElementById("tables").append(node);
  const live = new Live(id, token, {
    onView: (view, seq) => render(node, view, seq),
    onError: (e) => {
      const line = part(node, "panel-status");
      line.textContent = errorText(e);
      line.dataset.law = e.law || "";
      line.className = "panel-status status error";
    },
    onState: (text) => (part(node, "conn").textContent = text),
  });
  panels.set(id, { node, live, token });
  summary();
}

/** The parts of a panel that stay (so a field being typed in is not redrawn). */
function skeleton(id) {
  const send = (action) => {
    const line = part(node, "panel-status");
    line.textContent = "";
    line.className = "panel-status status";
    panels.get(id).live.send(action);
  };
  const free = el("input", { type: "text", class: "director-free", placeholder: "another option, e.g. a number of tricks" });
  const node = el(
    "section",
    { class: "panel director-table", "data-table": id },
    el(
      "header",
      { class: "panel-head" },
      el("h2", {}, "Table ", el("code", { text: id.slice(0, 8), title: id })),
      el("span", { class: "info" }),
      el("span", { class: "conn muted" }),
      el("button", { type: "button", class: "remove", title: "Stop directing this table here", onclick: () => remove(id) }, "✕"),
    ),
    el(
      "div",
      { class: "facts" },
      el("span", {}, "Phase ", el("b", { class: "phase" })),
      el("span", {}, "Turn ", el("b", { class: "turn" })),
      el("span", {}, "Contract ", el("b", { class: "contract" })),
      el("span", {}, "Seq ", el("b", { class: "seq" })),
      el("span", { class: "result" }),
    ),
    el("div", { class: "panel-status status" }),
    el(
      "div",
      { class: "pending", hidden: true },
      el("h3", {}, "Ruling pending ", el("span", { class: "law pending-law" })),
      el("p", { class: "pending-explanation" }),
      el("p", { class: "pending-chooser muted" }),
      el("div", { class: "options director-options" }),
      el(
        "form",
        {
          class: "free-choice",
          onsubmit: (e) => {
            e.preventDefault();
            const option = free.value.trim();
            if (option) send({ event: "director-choose", option });
            free.value = "";
          },
        },
        free,
        el("button", { type: "submit", class: "director-send" }, "Decide"),
      ),
    ),
    el(
      "div",
      { class: "director-grid" },
      el("div", { class: "compass" }, ["N", "W", "centre", "E", "S"].map((k) => el("div", { class: `c-${k}` }))),
      el("div", { class: "auction-wrap" }, el("h3", { text: "Auction" }), el("div", { class: "auction-box" })),
    ),
    el("h3", { text: "Rulings" }),
    el("div", { class: "rulings-box" }),
    el("h3", { text: "Deals" }),
    el("div", { class: "deals-box" }),
    el("div", { class: "scorepad-box" }),
    el(
      "div",
      { class: "log-tools" },
      el("button", { type: "button", class: "show-log", onclick: () => showLog(id) }, "Show the log"),
      el("button", { type: "button", class: "save-log", onclick: () => saveLog(id) }, "Save the log"),
      el("button", { type: "button", class: "next-deal", hidden: true, onclick: () => send({ event: "next-deal" }) }, "Next deal"),
    ),
    el(
      "div",
      { class: "robot-tools" },
      el("span", { class: "muted", text: "Robots play:" }),
      ["N", "E", "S", "W"].map((seat) => el("label", { class: "inline" }, el("input", { type: "checkbox", class: `robot-${seat}`, "data-robot": seat }), ` ${SEAT_NAMES[seat]}`)),
      el(
        "button",
        {
          type: "button",
          class: "seat-robots",
          onclick: () => send({ event: "robots", robots: ["N", "E", "S", "W"].filter((seat) => part(node, `robot-${seat}`).checked) }),
        },
        "Seat robots",
      ),
    ),
    el("pre", { class: "log", hidden: true }),
  );
  node.send = send;
  return node;
}

function render(node, v, seq) {
  const t = v.table || {};
  part(node, "info").textContent = `${t.code || ""} · ${t.mode || ""} · board ${t.board ?? "?"} · deal ${t.deal_number ?? "?"} · dealer ${t.dealer || "?"} · vul ${t.vulnerable || "?"}`;
  const phase = part(node, "phase");
  phase.textContent = v.phase || "";
  phase.dataset.phase = v.phase || "";
  part(node, "turn").textContent = v.turn ? SEAT_NAMES[v.turn] : "—";
  fill(part(node, "contract"), contractLabel(v.contract, v.declarer));
  part(node, "seq").textContent = seq ?? t.seq ?? "";
  part(node, "result").textContent = v.result ? `Result ${v.result}${v.score ? ` · NS ${signed(v.score.NS)} · EW ${signed(v.score.EW)}` : ""}` : "";

  const p = v.pending;
  const box = part(node, "pending");
  box.hidden = !p;
  node.classList.toggle("needs-director", !!(p && p.chooser === "director"));
  if (p) {
    part(node, "pending-law").textContent = lawLabel(p.law);
    part(node, "pending-explanation").textContent = p.explanation;
    const mine = p.chooser === "director";
    part(node, "pending-chooser").textContent = mine ? "Your decision:" : `Waiting for ${chooserLabel(p.chooser)} to choose (${p.options.join(", ")}).`;
    fill(
      part(node, "director-options"),
      mine ? p.options.map((option) => el("button", { type: "button", "data-option": option, onclick: () => node.send({ event: "director-choose", option }) }, option)) : null,
    );
    part(node, "free-choice").hidden = !mine;
  }

  renderCompass(node, v, t);
  fill(part(node, "auction-box"), renderAuction(v.auction, t.dealer, null));
  fill(part(node, "rulings-box"), renderRulings(v.rulings));
  fill(part(node, "deals-box"), renderDeals(t.deals, t.event));
  fill(part(node, "scorepad-box"), renderScorepad(t.scorepad));
  part(node, "next-deal").hidden = !(["ended", "redeal"].includes(v.phase) && !p);
  // The boxes show the seats robots play, unless the Director is changing them.
  if (!node.contains(document.activeElement) || !document.activeElement.dataset.robot) {
    for (const seat of SEATS) part(node, `robot-${seat}`).checked = (t.robots || []).includes(seat);
  }
  summary();
}

/** All four hands round the trick (the deal as dealt once every card is played). */
function renderCompass(node, v, t) {
  const hands = {};
  for (const h of v.hands || []) hands[h.seat] = h.hand;
  const dealt = !Object.values(hands).some((h) => h.replace(/\./g, "")) && t.deal ? parseDeal(t.deal) : null;
  for (const seat of SEATS) {
    const hand = parseHand((dealt || hands)[seat] || "");
    const tags = [seat === t.dealer ? "dealer" : "", seat === v.declarer ? "declarer" : "", v.turn === seat ? "to play" : "", (t.robots || []).includes(seat) ? "robot" : ""].filter(Boolean);
    fill(
      part(node, `c-${seat}`),
      el("div", { class: `seat-label${v.turn === seat ? " turn" : ""}` }, el("strong", { text: SEAT_NAMES[seat] }), t.players && t.players[seat] ? el("span", { class: "player", text: t.players[seat] }) : null, tags.map((x) => el("span", { class: "tag", text: x }))),
      el(
        "div",
        { class: `hand rows small${dealt ? " dealt" : ""}` },
        SUITS.map((suit) => el("div", { class: "suit-row" }, suitSymbol(suit), el("span", { class: "ranks", text: hand[suit].map(rankText).join(" ") || "—" }))),
      ),
    );
  }
  const quitted = (v.played || []).length;
  fill(
    part(node, "c-centre"),
    el("div", { class: "mini-trick" }, (v.trick || []).map((c) => el("div", { class: `mini-played at-${c.seat}` }, cardLabel(c.card)))),
    v.contract ? el("div", { class: "muted small", text: `tricks ${v.tricks.declarer}–${v.tricks.defenders} · quitted ${quitted}` }) : null,
  );
}

async function fetchLog(id) {
  const { token } = panels.get(id);
  const response = await fetch(`/api/tables/${encodeURIComponent(id)}/log`, { headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  if (!response.ok) throw new Error(`${text} (${response.status})`);
  return text;
}

async function showLog(id) {
  const { node } = panels.get(id);
  const pre = part(node, "log");
  try {
    const text = await fetchLog(id);
    pre.textContent = text
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.stringify(JSON.parse(line), null, 1))
      .join("\n\n");
    pre.hidden = false;
  } catch (e) {
    status(`The log could not be read: ${e.message}`);
  }
}

async function saveLog(id) {
  try {
    const text = await fetchLog(id);
    const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
    const a = el("a", { href: url, download: `table-${id}.jsonl` });
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  } catch (e) {
    status(`The log could not be read: ${e.message}`);
  }
}

function remove(id) {
  const panel = panels.get(id);
  if (!panel) return;
  panel.live.stopped = true;
  if (panel.live.socket) panel.live.socket.close();
  panel.node.remove();
  panels.delete(id);
  saveDirected(loadDirected().filter((e) => e.id !== id));
  document.getElementById("none").hidden = panels.size > 0;
  summary();
}

function summary() {
  const waiting = [...panels.values()].filter((p) => p.node.classList.contains("needs-director")).length;
  document.getElementById("summary").textContent = `${panels.size} table${panels.size === 1 ? "" : "s"}${waiting ? ` · ${waiting} waiting for you` : ""}`;
  document.title = `${waiting ? `(${waiting}) ` : ""}Director · Arbiter`;
}

document.getElementById("add").addEventListener("submit", (e) => {
  e.preventDefault();
  const input = document.getElementById("add-table");
  const entry = parseTableToken(input.value);
  if (!entry) {
    status("Write the table as ID:TOKEN (the part of a Director's link after #).");
    return;
  }
  status("");
  input.value = "";
  addTable(entry);
});

/** The room's Director key, once the page has one. */
let roomKey = null;

/** Adds every table of the server, with the room's key as their Director's token. */
async function fromRoom() {
  if (!roomKey) return;
  try {
    const answer = await fetch("/api/tables", { headers: { Authorization: `Bearer ${roomKey}` } });
    const body = await answer.json();
    if (!answer.ok) {
      status(`The room's tables could not be listed: ${body.error || answer.status}`);
      return;
    }
    for (const table of body) addTable({ id: table.id, token: roomKey }, false);
  } catch (e) {
    status(`The room's tables could not be listed: ${e.message}`);
  }
}

function fromHash() {
  for (const piece of decodeURIComponent(location.hash.slice(1)).split(",")) {
    if (piece.startsWith("key=")) {
      roomKey = piece.slice(4);
      fromRoom();
      continue;
    }
    const entry = parseTableToken(piece);
    if (entry) addTable(entry);
  }
}

setInterval(fromRoom, 5000);

fromHash();
for (const entry of loadDirected()) addTable(entry, false);
window.addEventListener("hashchange", fromHash);
