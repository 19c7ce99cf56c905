/**
 * lobby.js: the lobby, `/`. Makes a table (`POST /api/tables`, docs/server.md) from the form and
 * shows its links: the four seats (`/table/ID#TOKEN`, ids `link-N` .. `link-W`), the kibitzers'
 * (`link-kibitzer`) and the Director's (`/director#ID:TOKEN`, `link-director`). The Director's
 * token of every table made here is kept in localStorage (`arbiter-director`), for /director.
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
  fill(
    "links",
    ["N", "E", "S", "W"].map((seat) =>
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

// Typing a deal chooses it; choosing a seed chooses a random deal.
$("pbn").addEventListener("input", () => ($("source-pbn").checked = true));
$("seed").addEventListener("input", () => ($("source-random").checked = true));
showMine();
