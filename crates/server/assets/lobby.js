/**
 * lobby.js: the lobby, `/`. Makes a table (`POST /api/tables`, docs/server.md) from the form and
 * shows its links: the four seats (`/table/ID#TOKEN`, ids `link-N` .. `link-W`; at a
 * three-handed table East, South and West only), the kibitzers' (`link-kibitzer`) and the
 * Director's (`/director#ID:TOKEN`, `link-director`). The Director's token of every table made
 * here is kept in localStorage (`arbiter-director`), for /director. Makes a session too (`POST
 * /api/sessions`: the cut, or progressive auction) and shows each player's session link
 * (`link-player-NAME`) and the Director's (`link-session-director`).
 */
import { SEAT_NAMES, el, fill, show, setText, loadDirected, rememberDirected } from "./common.js";

const $ = (id) => document.getElementById(id);

function status(text, kind = "error") {
  const node = setText("status", text);
  node.className = `status ${text ? kind : ""}`;
}

/** The request the form asks for: only what was filled in. */
function request() {
  const body = { code: $("code").value, mode: $("mode-open").checked ? "open" : "guarded", kibitzing: $("kibitzing").value };
  if ($("source-pbn").checked) {
    const deal = $("pbn").value.trim();
    if (!deal) throw new Error("deal: write the deal in PBN (N:spades.hearts.diamonds.clubs ...) or choose a random deal");
    body.deal = deal;
  } else if ($("source-event").checked) {
    // The table plays its set of the round, with the event's deals, and enters each result.
    const file = $("event-file").value.trim();
    if (!file) throw new Error("event: name the event's file (as arbiter event new made it)");
    body.event = { file, table: Number($("event-table").value || 1), round: Number($("event-round").value || 1) };
  } else if ($("seed").value !== "") {
    body.seed = Number($("seed").value);
  }
  const players = {};
  for (const seat of ["N", "E", "S", "W"]) {
    const name = $(`player-${seat}`).value.trim();
    if (name) players[seat] = name;
  }
  if (Object.keys(players).length) body.players = players;
  const robots = ["N", "E", "S", "W"].filter((seat) => $(`robot-${seat}`).checked);
  if (robots.length) body.robots = robots;
  if ($("board").value !== "") body.board = Number($("board").value);
  if ($("dealer").value) body.dealer = $("dealer").value;
  if ($("vulnerable").value) body.vulnerable = $("vulnerable").value;
  if ($("chat").value) body.chat = $("chat").value;
  if ($("three-handed").checked) body.three_handed = true;
  return body;
}

/** The session the session form asks for: the cut's four names, or the progressive tables
 * (one a line, North South East West). */
function sessionRequest() {
  const kind = $("session-progressive").checked ? "progressive" : "cut";
  const lines = $("session-players")
    .value.split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
  const body = { kind, code: $("session-code").value, mode: $("session-open").checked ? "open" : "guarded" };
  if (kind === "cut") {
    body.players = lines.flatMap((line) => line.split(/\s*,\s*/)).filter(Boolean);
  } else {
    body.tables = lines.map((line) => line.split(/[\s,]+/).filter(Boolean));
    if (body.tables.some((t) => t.length !== 4)) throw new Error("tables: each line seats a table: North South East West");
  }
  return body;
}

/** A link with a button that copies it. */
function linkItem(key, label, path, note) {
  const url = new URL(path, location.origin).href;
  const copy = el("button", { type: "button", class: "copy", "data-copy": key }, "Copy");
  copy.addEventListener("click", async () => {
    try {
      await navigator.clipboard.writeText(url);
      copy.textContent = "Copied";
    } catch {
      const range = document.createRange();
      range.selectNodeContents($(`link-${key}`));
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      copy.textContent = "Selected: press Ctrl+C";
    }
  });
  return el(
    "li",
    {},
    el("span", { class: "link-label" }, label, note ? el("small", { class: "muted", text: ` ${note}` }) : null),
    el("a", { id: `link-${key}`, href: url, target: "_blank", rel: "noopener", text: url }),
    copy,
  );
}

function showMade(made, body) {
  const id = made.id;
  setText("made-id", id);
  // At a three-handed table North holds the dummy hand: nobody's link.
  const seats = body.three_handed ? ["E", "S", "W"] : ["N", "E", "S", "W"];
  fill(
    "links",
    seats.map((seat) =>
      linkItem(seat, SEAT_NAMES[seat], `/table/${id}#${made.seats[seat].token}`, (body.robots || []).includes(seat) ? "(robot)" : body.players && body.players[seat] ? `(${body.players[seat]})` : ""),
    ),
    linkItem("kibitzer", "Kibitzers", `/table/${id}#${made.kibitzer.token}`),
    linkItem("director", "Director", `/director#${id}:${made.director.token}`),
  );
  show("made", true);
  window.scrollTo({ top: 0 });
}

function showMine() {
  const list = loadDirected();
  fill(
    "mine",
    list.length
      ? el(
          "ul",
          { class: "mine-list" },
          list
            .slice()
            .reverse()
            .map((t) =>
              el(
                "li",
                {},
                el("a", { href: `/director#${t.id}:${t.token}`, text: t.id }),
                ` ${t.code || ""}${t.made ? ` · ${new Date(t.made).toLocaleString()}` : ""}`,
              ),
            ),
          el("li", {}, el("a", { href: "/director", text: "All of them on the Director's page" })),
        )
      : el("p", { class: "muted", text: "None yet." }),
  );
}

$("make").addEventListener("submit", async (event) => {
  event.preventDefault();
  status("");
  let body;
  try {
    body = request();
  } catch (e) {
    status(e.message);
    return;
  }
  $("create").disabled = true;
  try {
    const response = await fetch("/api/tables", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ error: response.statusText }));
    if (response.status !== 201) {
      status(`${answer.error || "the table was not made"} (${response.status})`);
      return;
    }
    rememberDirected({ id: answer.id, token: answer.director.token, code: body.code, made: Date.now() });
    showMade(answer, body);
    showMine();
    status("The table is made.", "ok");
  } catch (e) {
    status(`The server did not answer: ${e.message}`);
  } finally {
    $("create").disabled = false;
  }
});

$("make-session").addEventListener("submit", async (event) => {
  event.preventDefault();
  status("");
  let body;
  try {
    body = sessionRequest();
  } catch (e) {
    status(e.message);
    return;
  }
  $("create-session").disabled = true;
  try {
    const response = await fetch("/api/sessions", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const answer = await response.json().catch(() => ({ error: response.statusText }));
    if (response.status !== 201) {
      status(`${answer.error || "the session was not made"} (${response.status})`);
      return;
    }
    setText("session-id", answer.id);
    fill(
      "session-links",
      Object.entries(answer.players).map(([name, { token }]) =>
        linkItem(`player-${name}`, name, `/session/${answer.id}#${token}`),
      ),
      linkItem("session-director", "Director", `/session/${answer.id}#${answer.director.token}`),
    );
    show("session-made", true);
    window.scrollTo({ top: 0 });
    status("The session is made.", "ok");
  } catch (e) {
    status(`The server did not answer: ${e.message}`);
  } finally {
    $("create-session").disabled = false;
  }
});

/** The session form's help: four names for the cut, a table a line for progressive auction. */
function sessionHelp() {
  const progressive = $("session-progressive").checked;
  setText("session-players-help", progressive ? "one table a line: North South East West (the first is the head table)" : "four names, one a line");
  $("session-players").placeholder = progressive ? "Ann Bob Cat Dan\nEve Fay Gus Hal" : "Ann\nBob\nCy\nDi";
}
$("session-cut").addEventListener("change", sessionHelp);
$("session-progressive").addEventListener("change", sessionHelp);

/** Three-handed auction is a game of the 1915 codes only. */
function threeHandedChoice() {
  const available = ["auction1915", "auction1915-nullo"].includes($("code").value);
  show("three-handed-choice", available);
  if (!available) $("three-handed").checked = false;
}
$("code").addEventListener("change", threeHandedChoice);
threeHandedChoice();

// Typing a deal chooses it; choosing a seed chooses a random deal.
$("pbn").addEventListener("input", () => ($("source-pbn").checked = true));
$("seed").addEventListener("input", () => ($("source-random").checked = true));
showMine();
