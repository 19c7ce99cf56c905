/**
 * table-box.js: the table page's bidding box, shown to a seat during the auction.
 *
 * Its bids are levels one to seven of the code's own denominations (`table.denominations`), in
 * rows by level; under the Auction codes, where a bid must be worth more than the last (1908 Law
 * 48, 1912 Law 45, 1915 Law 38), they are ranked by value and each shows its value. Then Pass,
 * Double and Redouble. Each button `data-call` (transcript notation: `1RS`) sends `call` and is
 * enabled exactly when that call is offered: the engine decides sufficiency, bars, turns, and a
 * dealer who must declare (1908, 1912). A slip may be changed (Law 25A; 1912 Law 52): the
 * "Change" button turns the box into one sending `change`. Alerts are written where the code
 * has them (the duplicate codes).
 */
import { el, fill, callLabel, callText, bidValue } from "./common.js";

/** The box as built: for which code and denominations. */
let builtFor = null;
/** Whether the next call chosen changes the viewer's last call (Law 25A) instead. */
let changing = false;

/** The bids of a box, in its order: by level then denomination, or by value under the Auction
 * codes (equal values by level). */
function bids(code, denominations) {
  const all = [1, 2, 3, 4, 5, 6, 7].flatMap((level) => denominations.map((d) => `${level}${d}`));
  if (bidValue(code, "1" + denominations[0]) === null) return all;
  return all
    .map((call, i) => ({ call, i, value: bidValue(code, call) }))
    .sort((a, b) => a.value - b.value || Number(a.call[0]) - Number(b.call[0]) || a.i - b.i)
    .map((b) => b.call);
}

/** Builds the box's buttons for the code (once per code); each calls `press`. */
function build(code, denominations, press) {
  const key = `${code}|${denominations.join(",")}`;
  if (builtFor === key) return;
  builtFor = key;
  const button = (call, cls, ...children) =>
    el("button", { type: "button", class: cls, "data-call": call, "data-event": "call", onclick: () => press(call) }, ...children);
  const byValue = bidValue(code, `1${denominations[0]}`) !== null;
  const bidsNode = document.getElementById("bids");
  bidsNode.style.setProperty("--columns", denominations.length);
  bidsNode.classList.toggle("by-value", byValue);
  fill(
    bidsNode,
    bids(code, denominations).map((call) =>
      button(
        call,
        "bid-button",
        callLabel(call),
        byValue ? el("small", { class: "value", text: bidValue(code, call), title: "its value" }) : null,
      ),
    ),
  );
  fill("other-calls", ["P", "X", "XX"].map((call) => button(call, `call-button c-${call}`, callLabel(call))));
  document.getElementById("box-title").textContent = byValue ? "Bidding box · by value" : "Bidding box";
}

/** Draws the box for the viewer `me` during the auction, unless a robot plays his seat; hidden
 * otherwise (a call offered after the final pass is in "More actions"). Takes the offers of
 * `call` and `change` it shows. */
export function renderBiddingBox({ view, table, me, offers, send, traits, rerender }) {
  const box = document.getElementById("bidding-box");
  const up = !!me && view.phase === "auction" && !(table.robots || []).includes(me);
  box.hidden = !up;
  if (!up) {
    changing = false;
    return;
  }
  const denominations = table.denominations || ["C", "D", "H", "S", "NT"];
  build(table.code, denominations, (call) => press(call, me, send, traits));
  const changes = offers.list("change", { seat: me });
  if (!changes.length) changing = false;
  const event = changing ? "change" : "call";
  for (const button of box.querySelectorAll("[data-call]")) {
    const call = button.dataset.call;
    const offered = offers.take(event, { seat: me, call }).length > 0;
    button.dataset.event = event;
    button.disabled = !offered;
    button.title = `${changing ? "Change your call to" : "Call"} ${callText(call)}${offered ? "" : ": not open to you now"}`;
  }
  box.classList.toggle("changing", changing);
  box.classList.toggle("my-turn", view.turn === me && !view.pending);
  renderChange(changes, me, traits, rerender);
  renderNote(view, table, me, offers, traits);
  document.getElementById("alert-field").hidden = !traits.alerts || changing;
}

/** A button of the box was pressed: the call, with its alert, or the change of the last call. */
function press(call, me, send, traits) {
  if (changing) {
    changing = false;
    send({ event: "change", seat: me, call });
    return;
  }
  const alert = document.getElementById("alert");
  const event = { event: "call", seat: me, call };
  if (traits.alerts && alert.value.trim()) event.artificial = alert.value.trim();
  alert.value = "";
  send(event);
}

/** The "Change my call" button (Law 25A), while a change is offered: it turns the box into
 * one that sends `change`, and back. */
function renderChange(changes, me, traits, rerender) {
  const button = document.getElementById("change-call");
  button.hidden = !changes.length;
  button.dataset.seat = me;
  button.textContent = changing ? "Cancel the change" : `Change my call${traits.lawNumbers ? " (Law 25A)" : ""}`;
  button.title = "You made a call you did not mean (a slip of the hand or tongue): change it now, before your left-hand opponent calls";
  button.onclick = () => {
    changing = !changing;
    rerender();
  };
}

/** The line above the box: the change being made, or a dealer who may not pass (1908, 1912). */
function renderNote(view, table, me, offers, traits) {
  const note = document.getElementById("box-note");
  let text = "";
  if (changing) text = "Choose the call you meant to make.";
  else if (traits.values && view.turn === me && !(view.auction || []).length && offers.list("call", { seat: me }).length && !offers.find("call", { seat: me, call: "P" })) {
    text = "The dealer must declare: he may not pass.";
  }
  note.textContent = text;
  note.hidden = !text;
}

/** The box's button for `call`, if it may be pressed now (for the keyboard). */
export function boxButton(call) {
  const button = document.querySelector(`#bidding-box:not([hidden]) [data-call="${call}"]`);
  return button && !button.disabled ? button : null;
}
