/**
 * table.js: the table page, `/table/{id}#TOKEN`, for a seat or a kibitzer.
 *
 * It keeps the table's WebSocket open (`Live`, common.js) and draws every view the server sends.
 * What the viewer may do is the view's `table.offers` (docs/server.md): each control below shows
 * only what is offered, and every offer is reachable, the uncommon ones in "More actions"
 * (table-forms.js). The parts: the felt (table-felt.js), the bidding box (table-box.js), the
 * chat (table-chat.js) and the keyboard (table-keys.js); here, the header, the ruling pending,
 * questions to answer, claims, the result and the next deal, the auction with its questions
 * and notes (notes.js), and the Director button. Every text of the engine is shown in words
 * (`prose`). At a three-handed table (docs/server.md) a player's seat is the one he bids from,
 * then the one he plays from: the page follows `table.role` in every view.
 */
import {
  SEATS, SEAT_NAMES, VULNERABILITY, el, fill, setText, show, partner, contractLabel, lawLabel,
  chooserLabel, chooses, Live, errorText, renderAuction, renderRulings, renderDeals, renderScorepad,
  scoresText, prose, proseNode, optionLabel, callText, codeTraits, threeHanded, readiness,
} from "./common.js";
import { Offers, renderForms, renderMore } from "./table-forms.js";
import { claimText, recordNotes } from "./notes.js";
import { renderFelt, showLastTrick } from "./table-felt.js";
import { renderBiddingBox } from "./table-box.js";
import { renderChat, wireChat } from "./table-chat.js";
import { wireKeys } from "./table-keys.js";

const id = decodeURIComponent(location.pathname.split("/").filter(Boolean)[1] || "");
const token = location.hash.slice(1);

/** The last view drawn and its seq, to draw again when only time has passed. */
let last = null;

/** Shows an error on the status line (empty clears it). `network` marks a failure to reach
 * the server, cleared when the socket is back. */
function status(text, network = false) {
  const node = setText("status", text);
  node.className = `status ${text ? "error" : ""}`;
  node.dataset.network = network ? "yes" : "";
}

const live = token
  ? new Live(id, token, {
      onView: (view, seq) => render(view, seq),
      onError: (e) => {
        status(prose(errorText(e)), !!e.network);
        document.getElementById("status").dataset.law = e.law || "";
      },
      onState: (text) => {
        setText("conn", text);
        // Back in touch: a "not sent" from while the server was away is stale.
        if (text === "connected" && document.getElementById("status").dataset.network === "yes") status("");
      },
    })
  : null;
if (!token) status("This link has no token: open the seat's link from the lobby (it ends in #TOKEN).");

/** Sends an event (docs/event-log.md, or `next-deal`, `chat`). */
function send(event) {
  status("");
  live.send(event);
}

/** Draws a view: every part of the page, the controls taking the offers they show, then "More
 * actions" the rest. */
function render(view, seq) {
  last = { view, seq };
  const table = view.table || {};
  const me = SEATS.includes(table.role) ? table.role : null;
  const traits = codeTraits(table.code);
  const ctx = {
    view, table, me, traits, threeHanded: threeHanded(table), offers: new Offers(table.offers), send,
    rerender: () => last && render(last.view, last.seq),
  };
  document.body.dataset.role = table.role || "";
  document.body.dataset.mode = table.mode || "";
  document.body.dataset.phase = view.phase || "";
  renderHeader(ctx, seq);
  renderPending(ctx);
  renderQuestions(ctx);
  renderFelt(ctx);
  renderBiddingBox(ctx);
  renderClaim(ctx);
  renderResult(ctx);
  renderAuctionPanel(ctx);
  renderActions(ctx);
  renderChat(ctx);
  renderMore(ctx.offers, { send, deal: table.deal_number, laws: traits.lawNumbers, alerts: traits.alerts });
  fill("rulings", renderRulings(view.rulings));
  fill("deals", renderDeals(table.deals, table.event, { scores: !ctx.threeHanded }));
  fill("scorepad", renderScorepad(table.scorepad));
}

/** The header: who the viewer is, the deal in the code's own words, the contract, the turn. */
function renderHeader({ view, table, me, traits }, seq) {
  setText("seq", seq ?? table.seq ?? "");
  const phase = setText("phase", view.phase);
  phase.dataset.phase = view.phase || "";
  setText("turn", view.turn ? SEAT_NAMES[view.turn] : "—").dataset.seat = view.turn || "";
  fill("contract", contractLabel(view.contract, view.declarer)).dataset.contract = view.contract || "";
  fill("board-info", ...dealInfo(table, traits));
  setText("code-info", `${traits.name} · ${table.mode === "open" ? "open table" : "guarded"}`);
  const role = setText("role", roleText(table, me));
  role.dataset.role = table.role || "";
  document.title = `${traits.boards ? `Board ${table.board ?? ""}` : `Deal ${table.deal_number ?? ""}`} · ${me ? SEAT_NAMES[me] : "Kibitzer"} · Arbiter`;
}

/** Who the viewer is, said plainly. */
function roleText(table, me) {
  if (!me) return "Kibitzer: you watch the table";
  const name = table.players && table.players[me] ? ` (${table.players[me]})` : "";
  const robot = (table.robots || []).includes(me) ? ": a robot plays your seat" : "";
  return `You are ${SEAT_NAMES[me]}${name}${robot}`;
}

/** The deal as its code names it: a duplicate board with its vulnerability; a rubber's or
 * Auction table's deal with the rubber's games (vulnerability only where the code has it). */
function dealInfo(table, traits) {
  const parts = [traits.boards ? el("b", { text: `Board ${table.board ?? "?"}` }) : el("b", { text: `Deal ${table.deal_number ?? "?"}` })];
  if (!traits.boards) parts.push(rubberText(table.scorepad));
  parts.push(`Dealer ${SEAT_NAMES[table.dealer] || "?"}`);
  parts.push(vulnerabilityText(table.vulnerable, traits));
  return parts.filter(Boolean).flatMap((part, i) => (i ? [" · ", part] : [part]));
}

/** The rubber in play and its games won, from the scorepad: each side's (rubber, Chicago,
 * Auction), or each player's at a three-handed table. */
function rubberText(pad) {
  if (!pad) return null;
  if (pad.chicagos) return `Chicago ${pad.chicagos.length || 1}`;
  if (pad.three_handed) {
    const { players, games, rubbers } = pad.three_handed;
    const rubber = rubbers.reduce((sum, won) => sum + won, 0) + 1;
    return `Rubber ${rubber}: games ${players.map((name, i) => `${name} ${games[i]}`).join(", ")}`;
  }
  const rubbers = pad.rubbers || [];
  const games = { NS: 0, EW: 0 };
  for (const game of rubbers.at(-1)?.games || []) if (game.winner) games[game.winner] += 1;
  return `Rubber ${rubbers.length || 1}: games North-South ${games.NS}, East-West ${games.EW}`;
}

/** Who is vulnerable, in words, where the code has vulnerability (never under the Auction
 * codes; at rubber bridge only once a side has a game). */
function vulnerabilityText(vulnerable, traits) {
  if (traits.vulnerability === "none") return null;
  if (traits.vulnerability === "games" && (!vulnerable || vulnerable === "None")) return null;
  return VULNERABILITY[vulnerable] || null;
}

/** The ruling waiting for a choice: its law and explanation in words, and, for the viewer who
 * chooses, a button for each option offered (`choose`, `data-option`). */
function renderPending({ view, me, offers }) {
  const pending = view.pending;
  show("pending-box", !!pending);
  if (!pending) return;
  setText("pending-law", lawLabel(pending.law));
  fill("pending-explanation", proseNode(pending.explanation));
  const choices = me ? offers.take("choose", { seat: me }) : [];
  setText(
    "pending-chooser",
    choices.length ? "Your choice:" : chooses(pending.chooser, me) ? "Your choice is not open now." : `Waiting for ${chooserLabel(pending.chooser)} to choose.`,
  );
  fill(
    "pending-options",
    choices.map(({ seat, option }) =>
      el("button", { type: "button", "data-event": "choose", "data-seat": seat, "data-option": option, title: option, onclick: () => send({ event: "choose", seat, option }) }, optionLabel(option)),
    ),
  );
}

/** The questions the viewer is to answer about his partner's calls (Law 20F1): a form for
 * each (`explain`), kept while it waits so that what is typed stays. */
function renderQuestions({ view, me, offers, table }) {
  const waiting = (view.questions || [])
    .filter((q) => me && !q.answered && q.caller === partner(me))
    .map((q) => ({ q, offer: offers.take("explain", { seat: me, caller: q.caller, call: q.call })[0] }))
    .filter(({ offer }) => offer);
  show("questions-box", waiting.length > 0);
  renderForms(
    "questions",
    waiting.map(({ q, offer }) => ({
      key: `${table.deal_number}|${q.seat}|${q.caller}|${q.call}`,
      event: "explain",
      offers: [offer],
      options: { send, submitLabel: "Answer", quiet: ["seat", "caller", "call"], buttons: false },
      wrap: (form) => {
        form.setAttribute("data-asker", q.seat);
        return el("div", { class: "question" }, el("p", { text: `${SEAT_NAMES[q.seat]} asks what your partner's ${callText(q.call)} means.` }), form);
      },
    })),
  );
}

/** Claims and concessions (Laws 68-70): one waiting, with the viewer's answers (`agree`,
 * `dispute`) as offered; else the claim and concession forms, made afresh at every new deal
 * (a statement typed is the deal's). (Asking for conceded tricks back, `reopen`, is in "More
 * actions".) */
function renderClaim({ view, me, offers, table }) {
  const claim = view.claim;
  const answers = claim && me ? ["agree", "dispute"].flatMap((event) => offers.take(event, { seat: me }).map((o) => ({ event, ...o }))) : [];
  const forms = me && !claim ? ["claim", "concede"].map((event) => [event, offers.take(event, { seat: me })]).filter(([, list]) => list.length) : [];
  show("claim-box", !!claim || forms.length > 0);
  show("claim-pending", !!claim);
  if (claim) setText("claim-text", claimText(claim));
  const labels = { agree: "Agree", dispute: "Dispute (call the Director)" };
  fill(
    "claim-answers",
    answers.map(({ event, seat }) => el("button", { type: "button", id: event, "data-event": event, "data-seat": seat, onclick: () => send({ event, seat }) }, labels[event])),
  );
  renderForms(
    "claim-forms",
    forms.map(([event, list]) => ({
      key: `${table.deal_number}|${event}`,
      event,
      offers: list,
      options: { send, submitLabel: event === "claim" ? "Claim" : "Concede", quiet: ["seat"] },
    })),
  );
}

/** The result once the deal is over (at a three-handed table its score is the pad's, not a
 * side's), who is ready for the next deal, and the viewer's "Next deal" (`next-deal`): the
 * next deal comes when every seat a person holds is ready. */
function renderResult({ view, table, me, offers, threeHanded }) {
  const over = ["ended", "redeal"].includes(view.phase);
  show("result-box", over || !!view.result);
  const result = document.getElementById("result");
  if (view.result) {
    const score = view.score && !threeHanded ? ` · ${scoresText(view.score)}` : "";
    fill(result, el("b", { text: prose(view.result) }), score);
  } else {
    fill(result, view.phase === "redeal" ? "To be dealt again." : over ? "Passed out." : "");
  }
  result.dataset.result = view.result || "";
  const ready = table.ready || [];
  const { people, name } = readiness(table, me);
  const waiting = people.filter((s) => !ready.includes(s));
  const names = (seats) => seats.map(name).join(", ");
  setText("ready", over && !view.pending ? `${ready.length ? `Ready for the next deal: ${names(ready)}. ` : ""}${waiting.length ? `Waiting for ${names(waiting)}.` : ""}` : "");
  document.getElementById("ready").dataset.ready = ready.join("");
  // The token's own offer (a three-handed player is ready by the seat he bids from).
  const offer = me ? offers.take("next-deal")[0] : null;
  const button = document.getElementById("next-deal");
  button.hidden = !offer;
  button.dataset.seat = offer ? offer.seat : "";
}

/** The auction (at a three-handed table, the three bidders' columns), with a "?" on each
 * opponent's call the viewer may ask about (`question`, Law 20F), the "Review" button (Law
 * 20), and the notes. */
function renderAuctionPanel(ctx) {
  const { view, table, me, offers, threeHanded } = ctx;
  const ask = (record) => {
    const offer = me && offers.take("question", { seat: me, caller: record.seat, call: record.call })[0];
    if (!offer) return null;
    return el("button", {
      type: "button",
      class: "ask",
      "data-event": "question",
      "data-seat": me,
      "data-caller": record.seat,
      "data-call": record.call,
      title: `Ask ${SEAT_NAMES[partner(record.seat)]} what ${SEAT_NAMES[record.seat]}'s ${callText(record.call)} means`,
      text: "?",
      onclick: () => send({ event: "question", seat: me, caller: record.seat, call: record.call }),
    });
  };
  const columns = threeHanded ? ["W", "E", "S"] : undefined;
  fill("auction", renderAuction(view.auction, table.dealer, { viewer: me, extra: ask, columns }));
  const review = me ? offers.take("review", { seat: me })[0] : null;
  show("review", !!review);
  document.getElementById("review").dataset.seat = me || "";
  renderNotes(ctx);
}

/** The auction panel's notes (notes.js): questions, explanations, corrections, information
 * from a hesitation, remark or gesture (Law 16B) with the viewer's agreement or dispute when
 * offered, a face-down lead, revokes, reservations. */
function renderNotes({ view, me, offers }) {
  const notes = recordNotes(view);
  const answers = view.claim || !me ? [] : ["agree", "dispute"].flatMap((event) => offers.take(event, { seat: me }).map((o) => ({ event, ...o })));
  if (answers.length) {
    const labels = { agree: "Agree it happened", dispute: "Dispute it (the Director finds the fact)" };
    const buttons = el("li", { class: "note-answers" }, answers.map(({ event, seat }) => el("button", { type: "button", "data-event": event, "data-seat": seat, onclick: () => send({ event, seat }) }, labels[event])));
    const information = notes.findLastIndex((node) => node.dataset.information !== undefined);
    notes.splice(information + 1, 0, buttons);
  }
  fill("notes", notes);
}

/** The Director button (`attention`, Law 9: always open to a player) and the keyboard's help. */
function renderActions({ me, offers }) {
  const offer = me ? offers.take("attention", { seat: me })[0] : null;
  show("actions-box", !!me);
  const button = document.getElementById("attention");
  button.hidden = !offer;
  button.dataset.seat = me || "";
}

document.getElementById("attention").addEventListener("click", (e) => send({ event: "attention", seat: e.currentTarget.dataset.seat }));
document.getElementById("next-deal").addEventListener("click", (e) => send({ event: "next-deal", seat: e.currentTarget.dataset.seat }));
document.getElementById("review").addEventListener("click", (e) => send({ event: "review", seat: e.currentTarget.dataset.seat }));
document.getElementById("inspect").addEventListener("click", (e) => {
  send({ event: "inspect", seat: e.currentTarget.dataset.seat });
  if (last) {
    showLastTrick(last.view);
    render(last.view, last.seq);
  }
});
// Another seat's link opened in this tab: the page is that seat's from the start.
window.addEventListener("hashchange", () => location.reload());
wireChat(send);
wireKeys();
