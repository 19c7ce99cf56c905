/**
 * table-keys.js: play and bid from the keyboard on the table page (the keys are listed in the
 * page's "Keyboard" panel).
 *
 * - A card: its suit, then its rank (`s` `a` is the ♠A; `t` or `1` the ten). Of the cards the
 *   viewer may play now (his own, and dummy's if he is declarer) the one named is played.
 * - ← and → move among the cards that may be played; Enter plays the one focused (the button's own).
 * - A bid: its level, then its denomination (`1` `h` is 1♥; `n` no trump, `r` royal spades, `u`
 *   nullo); `p` Pass, `x` Double, `r` Redouble.
 * - `l`: the last trick (when looking at it is offered).
 * Keys typed into a field are the field's. What has been typed so far shows in `#keys-typed`.
 */
import { boxButton } from "./table-box.js";

const RANKS = { a: "A", k: "K", q: "Q", j: "J", t: "T", 1: "T", 9: "9", 8: "8", 7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2" };
const STRAINS = { c: "C", d: "D", h: "H", s: "S", n: "NT", r: "RS", u: "NU" };
const CALLS = { p: "P", x: "X", r: "XX" };
/** How long a first key waits for its second. */
const PATIENCE_MS = 2000;

let typed = "";
let forget = null;

/** The cards that may be played now, in the order they lie. */
const playable = () => [...document.querySelectorAll(".felt button[data-card]:not(:disabled)")];

/** Remembers the first key of two, for a while. */
function remember(key) {
  typed = key;
  clearTimeout(forget);
  forget = setTimeout(() => (typed = ""), PATIENCE_MS);
  return true;
}

/** Clicks `button` if there is one, and forgets what was typed. */
function press(button) {
  typed = "";
  if (button) button.click();
  return !!button;
}

/** Moves the focus among the playable cards. */
function move(step) {
  const cards = playable();
  if (!cards.length) return false;
  const at = cards.indexOf(document.activeElement);
  cards[(at + step + cards.length) % cards.length].focus();
  return true;
}

/** Whether a key was for the page (not typed into a field, no modifier held). */
function forPage(e) {
  const target = e.target;
  const field = target && (target.isContentEditable || ["INPUT", "TEXTAREA", "SELECT"].includes(target.tagName));
  return !field && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/** One key: a card's suit or rank, a bid's level or denomination, a call, an arrow. */
function onKey(e) {
  if (!forPage(e)) return;
  if (act(e.key.toLowerCase())) e.preventDefault();
  const shown = document.getElementById("keys-typed");
  if (shown) shown.textContent = typed ? `typed: ${typed}` : "";
}

/** What `key` does, after what was typed before it; whether it did anything. */
function act(key) {
  const bidding = !!document.querySelector("#bidding-box:not([hidden])");
  if (key === "arrowright") return move(1);
  if (key === "arrowleft") return move(-1);
  if (/^[1-7]$/.test(typed) && STRAINS[key]) return press(boxButton(`${typed}${STRAINS[key]}`));
  if (/^[shdc]$/.test(typed) && RANKS[key]) {
    return press(document.querySelector(`.felt button[data-card="${typed.toUpperCase()}${RANKS[key]}"]:not(:disabled)`));
  }
  if (CALLS[key] && boxButton(CALLS[key])) return press(boxButton(CALLS[key]));
  if (key === "l") return press(document.querySelector("#inspect:not([hidden])"));
  if (/^[shdc]$/.test(key) && playable().length) return remember(key);
  if (/^[1-7]$/.test(key) && bidding) return remember(key);
  return false;
}

/** Listens to the keyboard for the whole page. */
export function wireKeys() {
  document.addEventListener("keydown", onKey);
}
