/**
 * director.js: the Director's page, `/director#ID:TOKEN,ID:TOKEN` or `/director#key=KEY`.
 *
 * One panel (`data-table="ID"`) per table whose Director's token the page holds: those in the
 * link, those this browser made or added (localStorage `arbiter-director`), and any added with
 * the form; with the room's Director key (printed by `arbiter serve`), every table of the
 * server (`GET /api/tables`), looked for again every five seconds. Each panel follows its table
 * over the WebSocket (`Live`, common.js) and is the Director's ruling aid at a face-to-face
 * club:
 * - his judgement: the ruling waiting for him, its question in words, its options as buttons
 *   (`director-choose`), a player's choice recorded for him (`choose`), and the adjusted score
 *   of every kind the engine takes (`adjust`: assigned, split, weighted, artificial; Law 12C);
 * - what happened: the deal as dealt, the auction with its alerts, the play trick by trick
 *   with who won each, each side's tricks named, and every note the Laws keep (questions,
 *   explanations, corrections, unauthorised information, reservations, claims, penalty cards,
 *   lead restrictions, rulings), in plain words with suit symbols;
 * - recording: any event of any seat, from the offers (`table.offers`), by the groups of
 *   events.js, each with its form (forms.js);
 * - the chat (his messages, his replies, announcements, the table's setting), the next deal
 *   and who is ready, the robots, the log.
 * Only what the server offers is shown as a control, so no control meets a refusal. The words
 * are those of common.js (`prose`), events.js and notes.js, which the table page shares.
 */
import {
  SEATS, SEAT_NAMES, SIDE_NAMES, VULNERABILITY, SUITS, el, fill, suitSymbol, rankText,
  contractLabel, parseHand, parseDeal, lawLabel, chooserLabel, Live, errorText, renderAuction,
  renderDeals, renderRulings, renderScorepad, cardLabel, scoresText, sideOf, loadDirected,
  rememberDirected, saveDirected, parseTableToken, proseNode, withSuits, optionLabel, codeTraits,
  threeHanded, seatLabel, readiness,
} from "./common.js";
import { EventForm } from "./forms.js";
import { CHAT_SETTINGS, EVENTS, EVENT_GROUPS, recordWords } from "./events.js";
import { claimText, faceUpOf, messageHeading, recordNotes, requirementsOf } from "./notes.js";

const panels = new Map(); // id -> TablePanel

// ---------------------------------------------------------------------------------------------
// Plain words

/** Where the deal stands, in words. */
function phaseWords(view) {
  if (view.phase === "play" && view.period === "clarification") return "Play: the opening lead";
  return { dealing: "Dealing", auction: "Auction", play: "Play", ended: "Over", redeal: "To be dealt again" }[view.phase] || view.phase || "";
}

/**
 * The questions the engine asks the Director, by the options it offers, in words; the law is
 * the ruling's own. Law 16's are asked in order (85A1, 16B1(b), 16B1(a), 12B1), Law 75's
 * finding then Law 21B1(a).
 */
const QUESTIONS = [
  // Law 85A1: a disputed fact (a hesitation, a remark) found on the balance of probabilities.
  [["happened", "did-not-happen"], "Did it happen?"],
  // Law 16B1(b): a logical alternative to the action chosen.
  [["logical-alternative", "no-logical-alternative"], "Was there a logical alternative to the action chosen?"],
  // Law 16B1(a): the action demonstrably suggested over it.
  [["demonstrably-suggested", "not-suggested"], "Could the information demonstrably have suggested the action chosen over it?"],
  // Law 12B1: damage to the non-offending side.
  [["damaged", "not-damaged"], "Were the non-offenders damaged?"],
  // Law 75 (Club Law 40): what the partnership agreement is.
  [["mistaken-explanation", "mistaken-call"], "Was the explanation mistaken, or the call?"],
  // Law 21B1(a): may the misinformed player change his last call?
  [["influenced", "not-influenced"], "Could the last call well have been influenced by the misinformation?"],
  // Law 12A: the reservations answered at the end of the play.
  [["keep", "adjust"], "Keep the table result, or award an adjusted score?"],
  // Law 23: the replacement of a withdrawn call.
  [["comparable", "not-comparable"], "Is the replacement call comparable?"],
  // Laws 25A, 45C4(b): a slip, or a change of mind.
  [["unintended", "intended"], "Was it unintended (a slip), or a change of mind?"],
  // Law 47E: a card played on misinformation.
  [["misinformed", "not-misinformed"], "Was the player misinformed?"],
  // Club Laws 16, 23, 27, 40: the Arbiter's reservation.
  [["reserve", "no-reservation"], "Reserve the right to adjust the score?"],
  // Laws 64C, 45F, 43B3: equity after the play.
  [["keep", "0"], "Keep the result, or assign declarer's side's tricks?"],
  // Law 70: a disputed claim.
  [["0"], "How many of the remaining tricks does the claimer's side win?"],
];

/** A ruling's explanation without the law it begins with (shown beside it already), its
 * first letter a capital. */
function withoutLaw(pending) {
  const text = pending.explanation.replace(`${lawLabel(pending.law)}: `, "");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The Director's options where his words are not a player's (`optionLabel`, common.js). */
const DIRECTOR_OPTIONS = {
  keep: "Keep the table result",
  adjudicate: "Adjudicate: the solver plays it out",
  "no-evidence": "No evidence either way",
};

/** A Director's option in words. */
const directorOption = (option) => DIRECTOR_OPTIONS[option] || optionLabel(option);

/** The question a ruling asks the Director, in words, or none. */
function questionOf(pending) {
  const found = QUESTIONS.find(([options]) => options.every((o) => pending.options.includes(o)));
  return found ? found[1] : null;
}

// ---------------------------------------------------------------------------------------------
// The page

/** The page's status line: `text` as an error (or `ok`), or nothing. */
function status(text, kind = "error") {
  const node = document.getElementById("status");
  node.textContent = text;
  node.className = `status ${text ? kind : ""}`;
}

/** Adds a table's panel (remembered in this browser unless it came with the room's key). */
function addTable({ id, token }, remember = true) {
  if (!id || !token) return;
  if (remember) {
    const known = loadDirected().find((e) => e.id === id);
    rememberDirected({ ...(known || {}), id, token });
  }
  if (panels.has(id)) return;
  document.getElementById("none").hidden = true;
  const panel = new TablePanel(id, token);
  panels.set(id, panel);
  document.getElementById("tables").append(panel.node);
  summary();
}

/** The room's tables the Director took off this page: not added again from the room. */
const dismissed = new Set();

/** Takes a table off the page (and out of this browser's list). */
function remove(id) {
  dismissed.add(id);
  const panel = panels.get(id);
  if (!panel) return;
  panel.stop();
  panels.delete(id);
  saveDirected(loadDirected().filter((e) => e.id !== id));
  document.getElementById("none").hidden = panels.size > 0;
  summary();
}

/** The header's count of tables and of those waiting for the Director. */
function summary() {
  const waiting = [...panels.values()].filter((p) => p.node.classList.contains("needs-director")).length;
  document.getElementById("summary").textContent = `${panels.size} table${panels.size === 1 ? "" : "s"}${waiting ? ` · ${waiting} waiting for you` : ""}`;
  document.title = `${waiting ? `(${waiting}) ` : ""}Director · Arbiter`;
}

// ---------------------------------------------------------------------------------------------
// A table's panel

/** The panel of one table: built once, drawn again at each view. */
class TablePanel {
  constructor(id, token) {
    Object.assign(this, { id, token });
    this.send = (action) => this.sendAction(action);
    this.judgement = new Judgement(this.send);
    this.record = new RecordArea(this.send);
    this.chat = new ChatArea(this.send);
    this.nextDeal = new NextDeal(this.send);
    this.node = this.build();
    this.live = new Live(id, token, {
      onView: (view, seq) => this.render(view, seq),
      onError: (e) => this.showError(e),
      onState: (text) => (this.part("conn").textContent = text),
    });
  }

  /** The panel's element with class `name`. */
  part(name) {
    return this.node.querySelector(`.${name}`);
  }

  /** The panel's parts, each drawn by `render`. */
  build() {
    return el(
      "section",
      { class: "panel director-table loading", "data-table": this.id },
      el(
        "header",
        { class: "d-head" },
        el("h2", {}, "Table ", el("code", { text: this.id.slice(0, 8), title: this.id })),
        el("span", { class: "info" }),
        el("span", { class: "conn muted" }),
        el("button", { type: "button", class: "remove", title: "Stop directing this table here", onclick: () => remove(this.id) }, "✕"),
      ),
      el("div", { class: "d-facts" }),
      el("div", { class: "panel-status status", role: "status" }),
      this.judgement.node,
      el(
        "div",
        { class: "d-board" },
        el("div", { class: "d-deal" }),
        el("div", { class: "d-auction" }, el("h3", { text: "Auction" }), el("div", { class: "auction-box" })),
      ),
      el("div", { class: "d-play" }),
      el("div", { class: "d-notes" }),
      el("div", { class: "d-rulings" }),
      this.record.node,
      this.chat.node,
      this.nextDeal.node,
      el(
        "details",
        { class: "d-more" },
        el("summary", { text: "Deals played and robots" }),
        el("div", { class: "deals-box" }),
        el("div", { class: "scorepad-box" }),
        this.robotTools(),
      ),
      el(
        "div",
        { class: "log-tools" },
        el("button", { type: "button", class: "show-log", onclick: () => this.showLog() }, "Show the log"),
        el("button", { type: "button", class: "save-log", onclick: () => this.saveLog() }, "Save the log"),
      ),
      el("pre", { class: "log", hidden: true }),
    );
  }

  /** The "Robots play" row: a box per seat, sent with "Seat robots". */
  robotTools() {
    return el(
      "div",
      { class: "robot-tools" },
      el("span", { class: "muted", text: "Robots play:" }),
      SEATS.map((seat) => el("label", { class: "inline" }, el("input", { type: "checkbox", class: `robot-${seat}`, "data-robot": seat }), ` ${SEAT_NAMES[seat]}`)),
      el(
        "button",
        {
          type: "button",
          class: "seat-robots",
          "data-event": "robots",
          onclick: () => this.send({ event: "robots", robots: SEATS.filter((seat) => this.part(`robot-${seat}`).checked) }),
        },
        "Seat robots",
      ),
    );
  }

  /** Sends an action, the last refusal cleared. */
  sendAction(action) {
    const line = this.part("panel-status");
    line.textContent = "";
    line.className = "panel-status status";
    this.live.send(action);
  }

  /** A refusal, with its law, in the panel's status line. */
  showError(e) {
    const line = this.part("panel-status");
    line.textContent = errorText(e);
    line.dataset.law = e.law || "";
    line.className = "panel-status status error";
  }

  /** Draws the table as `view` shows it. */
  render(view, seq) {
    const t = view.table || {};
    this.node.classList.remove("loading");
    this.part("info").textContent = tableInfo(t);
    fill(this.part("d-facts"), renderFacts(view, seq));
    this.judgement.update(view);
    this.node.classList.toggle("needs-director", this.judgement.waiting);
    fill(this.part("d-deal"), renderDeal(view));
    fill(this.part("auction-box"), renderAuction(view.auction, t.dealer, { columns: threeHanded(t) ? ["W", "E", "S"] : undefined }));
    fill(this.part("d-play"), renderPlay(view));
    fill(this.part("d-notes"), renderNotes(view));
    fill(this.part("d-rulings"), (view.rulings || []).length ? [el("h3", { text: "Rulings" }), renderRulings(view.rulings)] : null);
    this.record.update(view);
    this.chat.update(view);
    this.nextDeal.update(view);
    fill(this.part("deals-box"), renderDeals(t.deals, t.event, { scores: !threeHanded(t) }));
    fill(this.part("scorepad-box"), renderScorepad(t.scorepad));
    this.showRobots(t.robots || []);
    summary();
  }

  /** The boxes show the seats robots play, unless the Director is changing them. */
  showRobots(robots) {
    const active = document.activeElement;
    if (this.node.contains(active) && active.dataset.robot) return;
    for (const seat of SEATS) this.part(`robot-${seat}`).checked = robots.includes(seat);
  }

  /** The table's log (`GET .../log`), JSON Lines. */
  async fetchLog() {
    const response = await fetch(`/api/tables/${encodeURIComponent(this.id)}/log`, { headers: { Authorization: `Bearer ${this.token}` } });
    const text = await response.text();
    if (!response.ok) throw new Error(`${text} (${response.status})`);
    return text;
  }

  /** Shows the log under the panel, a deal an object. */
  async showLog() {
    try {
      const text = await this.fetchLog();
      const pre = this.part("log");
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

  /** Saves the log as a file. */
  async saveLog() {
    try {
      const text = await this.fetchLog();
      const url = URL.createObjectURL(new Blob([text], { type: "application/x-ndjson" }));
      const a = el("a", { href: url, download: `table-${this.id}.jsonl` });
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10000);
    } catch (e) {
      status(`The log could not be read: ${e.message}`);
    }
  }

  /** Stops following the table and takes the panel away. */
  stop() {
    this.live.stopped = true;
    if (this.live.socket) this.live.socket.close();
    this.node.remove();
  }
}

/** The panel's heading: the code, mode, board or deal, dealer and vulnerability. */
function tableInfo(t) {
  const traits = codeTraits(t.code);
  return [
    traits.name,
    t.mode === "open" ? "open table" : "guarded table",
    traits.boards ? `board ${t.board}` : `deal ${t.deal_number}`,
    t.dealer ? `${SEAT_NAMES[t.dealer]} deals` : null,
    traits.vulnerability !== "none" && t.vulnerable ? VULNERABILITY[t.vulnerable] : null,
  ]
    .filter(Boolean)
    .join(" · ");
}

/** Phase, turn, contract, each side's tricks named, the `seq`, the result. */
function renderFacts(view, seq) {
  const t = view.table || {};
  const fact = (label, value, cls) => el("span", { class: `fact ${cls || ""}` }, `${label} `, el("b", {}, value));
  return [
    fact("Phase", phaseWords(view), "phase"),
    fact("To act", view.turn ? SEAT_NAMES[view.turn] : "—", "turn"),
    fact("Contract", contractLabel(view.contract, view.declarer), "contract"),
    view.contract ? fact("Tricks", trickTally(view), "tricks") : null,
    el("span", { class: "fact" }, "Seq ", el("b", { class: "seq", text: String(seq ?? t.seq ?? "") })),
    view.result ? fact("Result", resultWords(view), "result") : null,
  ];
}

/** Each side's tricks, named: "North-South (declaring) 7 · East-West 3". */
function trickTally(view) {
  const declaring = sideOf(view.declarer);
  const defending = declaring === "NS" ? "EW" : "NS";
  return `${SIDE_NAMES[declaring]} (declaring) ${view.tricks.declarer} · ${SIDE_NAMES[defending]} ${view.tricks.defenders}`;
}

/** The result and each side's score; an adjusted score beside it. */
function resultWords(view) {
  const score = view.score && !threeHanded(view.table) ? ` · ${scoresText(view.score)}` : "";
  const adjusted = view.adjusted ? ` · adjusted: ${scoresText(view.adjusted)}` : "";
  return el("span", {}, proseNode(view.result), score, adjusted);
}

// ---------------------------------------------------------------------------------------------
// What he sees: the deal, the play, the notes, the rulings

/** The cards played so far (quitted tricks and the trick in progress). */
function cardsPlayed(view) {
  const played = new Set();
  for (const trick of view.played || []) for (const c of trick.cards) played.add(c.card);
  for (const c of view.trick || []) played.add(c.card);
  return played;
}

/** The deal as dealt (`table.deal`) round the trick in progress, the cards played struck
 * through while the play goes on. */
function renderDeal(view) {
  const t = view.table || {};
  const dealt = t.deal ? parseDeal(t.deal) : Object.fromEntries((view.hands || []).map((h) => [h.seat, h.hand]));
  const played = view.phase === "play" ? cardsPlayed(view) : new Set();
  const hands = SEATS.map((seat) => el("div", { class: `d-hand at-${seat}` }, seatLabel(view, seat), handRows(dealt[seat], played)));
  return el(
    "div",
    { class: "d-compass", "aria-label": "The deal as dealt" },
    hands,
    el("div", { class: "d-centre" }, renderTrick(view.trick), el("div", { class: "muted small", text: trickNumber(view) })),
  );
}

/** "Trick 5" while the play goes on. */
function trickNumber(view) {
  if (view.phase !== "play") return "";
  return `Trick ${(view.played || []).length + 1}`;
}

/** A hand by suits, each card struck through once played. */
function handRows(pbn, played) {
  const hand = parseHand(pbn || "");
  return el(
    "div",
    { class: "d-suits" },
    SUITS.map((suit) =>
      el(
        "div",
        { class: "suit-row" },
        suitSymbol(suit),
        hand[suit].length
          ? hand[suit].map((rank) => el("span", { class: `rank${played.has(suit + rank) ? " gone" : ""}`, "data-card": suit + rank, title: played.has(suit + rank) ? "played" : null, text: rankText(rank) }))
          : el("span", { class: "muted", text: "—" }),
      ),
    ),
  );
}

/** The trick in progress, each card at its player's place. */
function renderTrick(trick) {
  return el(
    "div",
    { class: "d-trick" },
    (trick || []).map((c, i) => el("div", { class: `d-played at-${c.seat}${i === 0 ? " lead" : ""}`, title: `${SEAT_NAMES[c.seat]}${i === 0 ? " led" : ""}` }, cardLabel(c.card))),
  );
}

/** The play trick by trick: who led, each seat's card, who won it, the running count. */
function renderPlay(view) {
  const tricks = view.played || [];
  if (!tricks.length && !(view.trick || []).length) return null;
  let ns = 0;
  let ew = 0;
  const rows = tricks.map((trick, i) => {
    if (sideOf(trick.winner) === "NS") ns++;
    else ew++;
    return trickRow(i + 1, trick.cards, trick.winner, `${ns}–${ew}`);
  });
  if ((view.trick || []).length) rows.push(trickRow(tricks.length + 1, view.trick, null, "…"));
  return el(
    "div",
    {},
    el("h3", {}, "The play ", el("span", { class: "muted small", text: view.contract ? trickTally(view) : `North-South ${ns} · East-West ${ew}` })),
    el(
      "table",
      { class: "d-tricks" },
      el("thead", {}, el("tr", {}, ["Trick", "Led by", ...SEATS.map((s) => SEAT_NAMES[s]), "Won by", "NS–EW"].map((h) => el("th", { text: h })))),
      el("tbody", {}, rows),
    ),
  );
}

/** One trick's row; the lead underlined, the winning card marked. */
function trickRow(number, cards, winner, count) {
  const bySeat = Object.fromEntries(cards.map((c, i) => [c.seat, { ...c, lead: i === 0 }]));
  return el(
    "tr",
    { "data-trick": number },
    el("td", { class: "num", text: number }),
    el("td", { text: cards[0] ? SEAT_NAMES[cards[0].seat] : "" }),
    SEATS.map((seat) => {
      const c = bySeat[seat];
      const cls = c ? `${c.lead ? "lead" : ""}${seat === winner ? " won" : ""}` : "";
      return el("td", { class: cls }, c ? cardLabel(c.card) : "");
    }),
    el("td", { class: "winner", text: winner ? SEAT_NAMES[winner] : "" }),
    el("td", { class: "num", text: count }),
  );
}

/** Everything the Laws keep on the table besides the calls and cards, one line each: what
 * each seat is required to do and the cards face up in front of it, the record of the deal
 * (notes.js), a claim waiting, the shuffle, cut and deal, the adjusted score. */
function renderNotes(view) {
  const lines = [
    ...SEATS.flatMap((seat) => requirementsOf(view, seat).map((r) => note("restriction", `${SEAT_NAMES[seat]} ${r.text}${r.law ? ` (${lawLabel(r.law)})` : ""}`))),
    ...SEATS.flatMap((seat) => faceUpOf(view, seat).map(({ card, kind }) => note("penalty", `${SEAT_NAMES[seat]}'s `, cardLabel(card), `: ${kind}`))),
    ...recordNotes(view),
    view.claim ? note("claim", claimText(view.claim)) : null,
    view.dealing ? dealingLine(view.dealing) : null,
    view.next_dealer ? note("dealing", `${SEAT_NAMES[view.next_dealer]} deals next`) : null,
    view.adjusted ? note("adjusted", `Adjusted score (${lawLabel(view.adjusted.law)}): ${scoresText(view.adjusted)}`) : null,
  ].filter(Boolean);
  if (!lines.length) return null;
  return [el("h3", { text: "At the table" }), el("ul", { class: "d-note-list" }, lines)];
}

/** A note's line, with the kind as its class; its words' suits coloured. */
const note = (kind, ...parts) => el("li", { class: `note-${kind}` }, parts.map((part) => (typeof part === "string" ? withSuits(part) : part)));

/** The shuffle, cut and deal so far. */
function dealingLine(d) {
  const parts = [
    d.dealer ? `${SEAT_NAMES[d.dealer]} deals` : null,
    d.shuffled.length ? `shuffled by ${d.shuffled.map((s) => SEAT_NAMES[s]).join(", ")}` : null,
    d.cut ? `cut by ${SEAT_NAMES[d.cut[0]]} (${d.cut[1]} cards lifted)` : null,
    d.dealt ? "dealt" : "not yet dealt",
    d.looked.length ? `${d.looked.map((s) => SEAT_NAMES[s]).join(", ")} looked at their cards` : null,
  ];
  return note("dealing", parts.filter(Boolean).join("; "));
}

// ---------------------------------------------------------------------------------------------
// His judgement: the ruling waiting, the players' choices, the adjusted score

/** The ruling pending: his options as buttons, or the players' choice recorded for them; and
 * the adjusted score form when the engine takes one. */
class Judgement {
  constructor(send) {
    this.send = send;
    this.waiting = false;
    this.ruling = el("div", { class: "d-ruling", hidden: true });
    this.adjust = new AdjustForm(send);
    this.node = el("div", { class: "d-judgement" }, this.ruling, this.adjust.node);
  }

  /** Draws the ruling pending, if any, and shows the adjusted score form when offered. */
  update(view) {
    const p = view.pending;
    const offers = (view.table && view.table.offers) || {};
    this.waiting = !!(p && p.chooser === "director");
    this.ruling.hidden = !p;
    this.ruling.classList.toggle("mine", this.waiting);
    if (p) fill(this.ruling, this.waiting ? this.directorsRuling(p, offers) : this.playersRuling(p, offers));
    this.adjust.update(view, !!(p && this.waiting && p.options.includes("adjust")));
  }

  /** A question for the Director: in words, with the engine's text, his options as buttons
   * in the engine's order (a number of tricks in a row of its own). */
  directorsRuling(p, offers) {
    const offered = new Set((offers["director-choose"] || []).map((o) => o.option));
    const options = p.options.filter((o) => offered.has(o));
    const button = (option) => {
      const number = /^\d+$/.test(option);
      const attrs = { type: "button", "data-event": "director-choose", "data-option": option, title: number ? directorOption(option) : null };
      return el("button", { ...attrs, onclick: () => this.send({ event: "director-choose", option }) }, number ? option : directorOption(option));
    };
    const numbers = options.filter((o) => /^\d+$/.test(o));
    const words = options.filter((o) => !/^\d+$/.test(o));
    return [
      el("h3", {}, "Your ruling ", el("span", { class: "law pending-law", text: lawLabel(p.law) })),
      el("p", { class: "question", text: questionOf(p) || "Your decision:" }),
      el("p", { class: "explanation-text" }, proseNode(withoutLaw(p))),
      words.length ? el("div", { class: "options" }, words.map(button)) : null,
      numbers.length ? el("div", { class: "options numbers", "aria-label": "Tricks" }, el("span", { class: "muted", text: "Tricks:" }), numbers.map(button)) : null,
      p.options.includes("adjust") ? el("p", { class: "muted small", text: "To adjust, award the score in the form below." }) : null,
    ];
  }

  /** A choice that is a player's: who chooses, and buttons recording his choice. */
  playersRuling(p, offers) {
    const choices = offers.choose || [];
    return [
      el("h3", {}, "Ruling pending ", el("span", { class: "law pending-law", text: lawLabel(p.law) })),
      el("p", { class: "explanation-text" }, proseNode(withoutLaw(p))),
      el("p", { class: "muted", text: `${chooserLabel(p.chooser)} chooses. At the table, record the choice:` }),
      el(
        "div",
        { class: "options" },
        choices.map((c) =>
          el("button", { type: "button", "data-event": "choose", "data-seat": c.seat, "data-option": c.option, onclick: () => this.send({ event: "choose", ...c }) }, `${SEAT_NAMES[c.seat]}: ${optionLabel(c.option)}`),
        ),
      ),
    ];
  }
}

/** An exact fraction, reduced. */
function fraction(n, d) {
  const gcd = (a, b) => (b ? gcd(b, a % b) : a);
  const g = gcd(n, d) || 1;
  return { n: n / g, d: d / g };
}

/** A weight as the Director writes it, `3/5`, `0.6`, `60%` or `1`, as an exact fraction; null
 * if it is none (Law 12C1(c) weights are exact). */
function parseWeight(text) {
  const t = String(text || "").trim();
  let m = /^(\d+)\s*\/\s*(\d+)$/.exec(t);
  if (m) return +m[2] > 0 ? fraction(+m[1], +m[2]) : null;
  m = /^(\d*)(?:\.(\d{1,9}))?(%?)$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  const decimals = (m[2] || "").length;
  return fraction(Number(`${m[1] || 0}${m[2] || ""}`), 10 ** decimals * (m[3] ? 100 : 1));
}

/** The sum of exact fractions. */
const addWeights = (weights) => weights.reduce((sum, w) => fraction(sum.n * w.d + w.n * sum.d, sum.d * w.d), { n: 0, d: 1 });

/** A fraction as written in the adjustment: `3/5`, `1`. */
const weightText = (w) => (w.d === 1 ? String(w.n) : `${w.n}/${w.d}`);

/** The kinds of adjusted score: the offer that admits each, its lists of results (`both`
 * sides', or each side's; none for an artificial score), the rows each list begins with, and
 * whether a list may hold several results. */
const ADJUST_KINDS = [
  { kind: "assigned", offer: "assigned", label: "Assigned: one result for both sides", lists: ["both"], rows: 1, several: false },
  { kind: "split", offer: "assigned", label: "Split: each side its own result", lists: ["NS", "EW"], rows: 1, several: true },
  { kind: "weighted", offer: "assigned", label: "Weighted: several results, each with its weight", lists: ["both"], rows: 2, several: true },
  { kind: "artificial", offer: "artificial", label: "Artificial: average plus, average, average minus", lists: [], rows: 0, several: false },
];

/**
 * The adjusted score (Law 12C), `<form data-event="adjust">`: assigned (one result), split
 * (North-South's and East-West's), weighted (several results with exact weights adding to 1)
 * or artificial (A+, A, A- for each side). Sent as docs/event-log.md writes it.
 */
class AdjustForm {
  constructor(send) {
    this.send = send;
    this.deal = null;
    this.kind = "assigned";
    this.body = el("div", { class: "adjust-body" });
    this.check = el("p", { class: "adjust-check" });
    this.button = el("button", { type: "submit", class: "primary", "data-event": "adjust" }, "Award this score");
    this.kinds = el("div", { class: "adjust-kinds" });
    this.form = el("form", { "data-event": "adjust", onsubmit: (e) => this.submit(e), oninput: () => this.showCheck(), onchange: () => this.showCheck() }, this.kinds, this.body, this.check, this.button);
    this.node = el("details", { class: "d-adjust", hidden: true }, el("summary", { text: "Adjusted score (Law 12C)" }), this.form);
  }

  /** Shown when the engine takes an adjusted score; drawn afresh for each deal; opened when
   * the ruling pending asks for it. */
  update(view, asked) {
    const offered = new Set((((view.table && view.table.offers) || {}).adjust || []).map((o) => o.kind));
    this.node.hidden = offered.size === 0;
    if (asked) this.node.open = true;
    const key = `${view.table.deal_number}:${[...offered].join()}`;
    if (key === this.deal) return;
    this.deal = key;
    this.view = view;
    this.offered = offered;
    const first = ADJUST_KINDS.find((k) => offered.has(k.offer));
    if (first && !offered.has(ADJUST_KINDS.find((k) => k.kind === this.kind).offer)) this.kind = first.kind;
    this.draw();
  }

  /** The kinds as radio buttons (those offered), and the body of the kind chosen. */
  draw() {
    fill(
      this.kinds,
      ADJUST_KINDS.map((k) =>
        el(
          "label",
          { class: "inline" },
          el("input", { type: "radio", name: "kind", value: k.kind, checked: k.kind === this.kind, disabled: !this.offered.has(k.offer), onchange: () => this.choose(k.kind) }),
          ` ${k.label}`,
        ),
      ),
    );
    const spec = ADJUST_KINDS.find((k) => k.kind === this.kind);
    if (spec.kind === "artificial") fill(this.body, ["NS", "EW"].map((side) => this.artificialField(side)));
    else fill(this.body, spec.lists.map((side) => this.resultList(side, spec.rows, spec.several)));
    this.showCheck();
  }

  /** Another kind chosen: its form. */
  choose(kind) {
    this.kind = kind;
    this.draw();
  }

  /** A side's artificial score: A+, A or A-. */
  artificialField(side) {
    return el(
      "label",
      { class: "field" },
      el("span", { class: "field-label", text: SIDE_NAMES[side] }),
      el("select", { name: side }, [["A+", "Average plus (A+)"], ["A", "Average (A)"], ["A-", "Average minus (A-)"]].map(([v, t]) => el("option", { value: v, selected: v === "A" }, t))),
    );
  }

  /** A list of results for `side` (`both`, `NS`, `EW`), `rows` to begin with; where it may
   * hold `several`, a button adding one (each row's weight shown once there are two). */
  resultList(side, rows, several) {
    const list = el("div", { class: "result-rows" });
    for (let i = 0; i < rows; i++) list.append(this.resultRow());
    const legend = side === "both" ? `The result${several ? "s" : ""}` : `${SIDE_NAMES[side]}'s result${several ? "s" : ""}`;
    return el(
      "fieldset",
      { class: "result-list", "data-side": side },
      el("legend", { text: legend }),
      list,
      several ? el("button", { type: "button", class: "add-result", onclick: () => (list.append(this.resultRow()), this.showCheck()) }, "Add a result") : null,
    );
  }

  /** One result: its weight, contract (level, denomination, doubling), declarer and tricks;
   * the contract played to begin with. */
  resultRow() {
    const v = this.view;
    const m = /^([1-7])(NT|NU|RS|[SHDC])(X{0,2})$/.exec(v.contract || "") || [null, "1", "NT", ""];
    const denominations = (v.table && v.table.denominations) || ["C", "D", "H", "S", "NT"];
    const select = (name, values, chosen, text = String) =>
      el("select", { name, "aria-label": name }, values.map((x) => el("option", { value: String(x), selected: String(x) === String(chosen) }, text(x))));
    const range = (a, b) => Array.from({ length: b - a + 1 }, (_, i) => a + i);
    const row = el(
      "div",
      { class: "result-row" },
      el("input", { type: "text", name: "weight", class: "weight", placeholder: "3/5", "aria-label": "weight", title: "its weight: 3/5, 0.6 or 60%" }),
      select("level", range(1, 7), m[1]),
      select("strain", denominations, m[2], (d) => ({ S: "♠", H: "♥", D: "♦", C: "♣", RS: "R♠" })[d] || d),
      select("doubled", ["", "X", "XX"], m[3], (x) => x || "—"),
      el("span", { class: "muted", text: "by" }),
      select("declarer", SEATS, v.declarer || "N", (s) => SEAT_NAMES[s]),
      select("tricks", range(0, 13), v.contract ? v.tricks.declarer : 7),
      el("span", { class: "muted", text: "tricks" }),
      el("button", { type: "button", class: "remove-result", title: "Take this result out", onclick: () => (row.remove(), this.showCheck()) }, "✕"),
    );
    return row;
  }

  /** Each list's results as the event writes them, or why they cannot be sent. */
  lists() {
    const out = {};
    for (const fieldset of this.body.querySelectorAll(".result-list")) {
      const rows = [...fieldset.querySelectorAll(".result-row")];
      const results = rows.map((row) => {
        const value = (name) => row.querySelector(`[name=${name}]`).value;
        const result = `${value("level")}${value("strain")}${value("doubled")} ${value("declarer")} ${value("tricks")}`;
        const weight = rows.length === 1 ? { n: 1, d: 1 } : parseWeight(value("weight"));
        return { weight, result };
      });
      const side = fieldset.dataset.side;
      if (!results.length) return { error: `${side === "both" ? "The score" : SIDE_NAMES[side]} needs a result.` };
      if (results.some((r) => !r.weight)) return { error: "Write each weight as a fraction (3/5), a decimal (0.6) or a percentage (60%)." };
      const sum = addWeights(results.map((r) => r.weight));
      if (sum.n !== sum.d) return { error: `The weights add to ${weightText(sum)}: they must add to 1 (Law 12C1(c)).` };
      out[side] = results.map((r) => ({ weight: weightText(r.weight), result: r.result }));
    }
    return out;
  }

  /** The adjustment the form describes, or why it is not one yet. */
  adjustment() {
    if (this.kind === "artificial") {
      const value = (side) => this.body.querySelector(`[name=${side}]`).value;
      return { adjustment: { kind: "artificial", NS: value("NS"), EW: value("EW") } };
    }
    const lists = this.lists();
    if (lists.error) return lists;
    const ns = lists.both || lists.NS;
    const ew = lists.both || lists.EW;
    return { adjustment: { kind: "assigned", NS: ns, EW: ew } };
  }

  /** Under the form: the score in words, or what is wrong with it; the button enabled only
   * for a score the engine can take. */
  showCheck() {
    const { adjustment, error } = this.adjustment();
    this.button.disabled = !!error;
    this.check.className = `adjust-check${error ? " wrong" : ""}`;
    fill(this.check, error || describeAdjustment(adjustment));
  }

  /** Sends the adjustment. */
  submit(e) {
    e.preventDefault();
    const { adjustment } = this.adjustment();
    if (adjustment) this.send({ event: "adjust", adjustment });
  }
}

/** An adjustment in words: "North-South and East-West: 3/5 of 4♠ by North, 10 tricks + ...". */
function describeAdjustment(a) {
  if (a.kind === "artificial") return `North-South ${a.NS}, East-West ${a.EW} (Law 12C2).`;
  const list = (results) => results.map((r, i) => [i ? " + " : "", results.length > 1 ? `${r.weight} of ` : "", proseNode(r.result)]);
  const same = JSON.stringify(a.NS) === JSON.stringify(a.EW);
  const sum = (results) => (results.length > 1 ? ` (weights add to ${weightText(addWeights(results.map((r) => parseWeight(r.weight))))})` : "");
  if (same) return el("span", {}, "Both sides: ", list(a.NS), sum(a.NS), ".");
  return el("span", {}, "North-South: ", list(a.NS), sum(a.NS), "; East-West: ", list(a.EW), sum(a.EW), ".");
}

// ---------------------------------------------------------------------------------------------
// Recording what happens at the table

/** Calls `draw` only when `key` differs from the last one drawn in `node` (so that a control
 * the Director is using is not replaced under him by a view that changes nothing of it). */
function redraw(node, key, draw) {
  const text = JSON.stringify(key);
  if (node.dataset.drawn === text) return;
  node.dataset.drawn = text;
  draw();
}

/** The events of the Director's own, not any seat's (they have their own places). */
const OWN_EVENTS = new Set(["director-choose", "adjust", "next-deal", "robots", "chat", "chat-setting"]);

/**
 * "Record": pick the seat ("To act" follows the turn), then what he did (the events offered
 * for that seat, by group), then its fields (forms.js). In the auction a call and in the play
 * a card are the default for the seat to act, so a whole board is recorded a click a call.
 */
class RecordArea {
  constructor(send) {
    this.send = send;
    this.seat = "auto";
    this.kind = null;
    this.forms = new Map(); // event -> EventForm
    this.seats = el("div", { class: "record-seats", role: "group", "aria-label": "Who" });
    this.kinds = el("select", { class: "record-kind", "aria-label": "What happened", onchange: (e) => this.chooseKind(e.target.value) });
    this.place = el("div", { class: "record-form" });
    this.node = el(
      "details",
      { class: "d-record", open: true },
      el("summary", { text: "Record what happens at the table" }),
      el("div", { class: "record-pick" }, this.seats, this.kinds),
      this.place,
    );
  }

  /** A seat picked (`auto`: the seat to act); the event shown is then the usual one. */
  chooseSeat(seat) {
    this.seat = seat;
    if (seat === "auto") this.kind = null;
    this.draw();
  }

  /** An event picked for the seat. */
  chooseKind(kind) {
    this.kind = kind;
    this.draw();
  }

  /** Draws the area for `view`. */
  update(view) {
    this.view = view;
    this.draw();
  }

  /** The seat acting: the one picked, or the one to act. */
  actor() {
    return this.seat === "auto" ? this.view.turn : this.seat;
  }

  /** The events offered for `seat`, each with its offers. */
  offersFor(seat) {
    const offers = (this.view.table && this.view.table.offers) || {};
    const mine = {};
    for (const [event, list] of Object.entries(offers)) {
      if (OWN_EVENTS.has(event)) continue;
      const forSeat = list.filter((o) => o.seat === seat);
      if (forSeat.length) mine[event] = forSeat;
    }
    return mine;
  }

  /** The event shown: the one picked if offered, else a call in the auction or a card in
   * the play, else the first offered. */
  shownKind(offered) {
    if (this.kind && offered[this.kind]) return this.kind;
    const usual = { auction: "call", play: "play" }[this.view.phase];
    return offered[usual] ? usual : Object.keys(offered)[0] || null;
  }

  /** The seat buttons, the events offered to the seat acting, and the form of the one shown. */
  draw() {
    const seat = this.actor();
    redraw(this.seats, [this.seat, this.view.turn], () => this.drawSeats());
    const offered = seat ? this.offersFor(seat) : {};
    const kind = this.shownKind(offered);
    redraw(this.kinds, [seat, kind, Object.keys(offered)], () => this.drawKinds(seat, offered, kind));
    if (!seat) return fill(this.place, el("p", { class: "muted", text: "Nobody is to act: pick a seat to record what he does." }));
    if (!kind) return fill(this.place, el("p", { class: "muted", text: `${SEAT_NAMES[seat]} may do nothing now.` }));
    const form = this.formFor(kind);
    form.update(offered[kind]);
    if (this.place.firstChild !== form.node) fill(this.place, form.node);
  }

  /** The seat buttons: "To act", then the four seats. */
  drawSeats() {
    const turn = this.view.turn;
    const button = (seat, text) =>
      el("button", { type: "button", class: "seat-pick", "data-record-seat": seat, "aria-pressed": String(this.seat === seat), onclick: () => this.chooseSeat(seat) }, text);
    fill(this.seats, button("auto", turn ? `To act (${SEAT_NAMES[turn]})` : "To act"), SEATS.map((seat) => button(seat, SEAT_NAMES[seat])));
  }

  /** What the seat may be recorded doing, by group. */
  drawKinds(seat, offered, kind) {
    const option = (e) => el("option", { value: e, selected: e === kind }, recordWords(e, seat));
    const groups = EVENT_GROUPS.map(([title, events]) => {
      const here = events.filter((e) => offered[e]);
      return here.length ? el("optgroup", { label: title }, here.map(option)) : null;
    });
    const others = Object.keys(offered).filter((e) => !EVENTS[e]);
    fill(this.kinds, groups, others.length ? el("optgroup", { label: "More" }, others.map(option)) : null);
    this.kinds.hidden = !kind;
  }

  /** The form of an event, made once (an alert's field only where the code has alerts). */
  formFor(kind) {
    if (!this.forms.has(kind)) {
      const alerts = codeTraits((this.view.table || {}).code).alerts;
      const without = alerts ? [] : ["artificial"];
      this.forms.set(kind, new EventForm(kind, { send: this.send, submitLabel: "Record", quiet: ["seat"], without }));
    }
    return this.forms.get(kind);
  }
}

// ---------------------------------------------------------------------------------------------
// Chat and the next deal

/** The Director's chat: the messages (`data-chat-message`), a message to the table, a seat
 * or every table (`data-chat`), and the table's chat setting. */
class ChatArea {
  constructor(send) {
    this.form = new EventForm("chat", { send, submitLabel: "Send" });
    this.setting = new EventForm("chat-setting", { send, submitLabel: "Set" });
    this.log = el("ul", { class: "chat-log" });
    this.current = el("span", { class: "chat-setting-now" });
    this.count = 0;
    this.node = el(
      "details",
      { class: "d-chat", open: true },
      el("summary", {}, "Chat ", el("span", { class: "muted small chat-count" })),
      this.log,
      this.form.node,
      el("div", { class: "chat-setting" }, el("span", {}, "Table chat reaches ", this.current), this.setting.node),
    );
  }

  /** Draws the messages, the form (its audiences as offered) and the table's setting. */
  update(view) {
    const t = view.table || {};
    const chat = t.chat || { messages: [] };
    const offers = t.offers || {};
    const atBottom = this.log.scrollTop + this.log.clientHeight >= this.log.scrollHeight - 4;
    fill(this.log, chat.messages.length ? chat.messages.map(messageLine) : el("li", { class: "muted", text: "No messages." }));
    if (atBottom || chat.messages.length !== this.count) this.log.scrollTop = this.log.scrollHeight;
    this.count = chat.messages.length;
    this.node.querySelector(".chat-count").textContent = chat.messages.length ? `(${chat.messages.length})` : "";
    this.current.textContent = CHAT_SETTINGS[chat.setting] || chat.setting || "";
    // Whom he may write to, as offered: every table too when the panel holds the room's key.
    this.form.update(offers.chat || []);
    this.setting.update((offers["chat-setting"] || []).filter((o) => o.chat !== chat.setting));
  }
}

/** A message as the Director reads it: who to whom (notes.js), and the words. */
function messageLine(m) {
  return el("li", { "data-chat-message": "", class: m.to === "director" ? "to-me" : "" }, el("b", { text: `${messageHeading(m, "director")}: ` }), m.text);
}

/** The next deal: who is ready (`table.ready`), a button recording each other seat ready, and
 * "Deal the next now". */
class NextDeal {
  constructor(send) {
    this.send = send;
    this.node = el("div", { class: "d-next", hidden: true });
  }

  /** Shown once the deal is over: who is ready, and the buttons the offers allow. */
  update(view) {
    const offers = ((view.table && view.table.offers) || {})["next-deal"] || [];
    const ready = (view.table && view.table.ready) || [];
    const { name } = readiness(view.table || {});
    this.node.hidden = offers.length === 0;
    if (!offers.length) return;
    const now = offers.some((o) => !o.seat);
    const waiting = offers.filter((o) => o.seat);
    fill(
      this.node,
      el("h3", { text: "Next deal" }),
      el("p", { class: "ready" }, ready.length ? `Ready: ${ready.map(name).join(", ")}.` : "Nobody has asked for the next deal yet.", waiting.length ? ` Waiting for ${waiting.map((o) => name(o.seat)).join(", ")}.` : ""),
      el(
        "div",
        { class: "options" },
        waiting.map((o) => el("button", { type: "button", "data-event": "next-deal", "data-seat": o.seat, onclick: () => this.send({ event: "next-deal", seat: o.seat }) }, `${name(o.seat)} is ready`)),
        now ? el("button", { type: "button", class: "primary deal-now", "data-event": "next-deal", onclick: () => this.send({ event: "next-deal" }) }, "Deal the next now") : null,
      ),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// The tables the page holds

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
    for (const table of body) if (!dismissed.has(table.id)) addTable({ id: table.id, token: roomKey }, false);
  } catch (e) {
    status(`The room's tables could not be listed: ${e.message}`);
  }
}

/** The tables of the link: `ID:TOKEN` pieces, or the room's `key=KEY`. */
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
