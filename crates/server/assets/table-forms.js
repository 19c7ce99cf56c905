/**
 * table-forms.js: what the table page may send, and the forms that send it.
 *
 * The view's `table.offers` (docs/server.md) lists every action the server would take from this
 * token now, grouped by event name, each the object to send without `event` and without its
 * free text. `Offers` reads them: the page's own controls (the bidding box, the cards, the
 * claim form, ...) `take` the offers they show, and `renderMore` gives every offer left a form
 * in the "More actions" panel, so that every action offered can be made from the page and none
 * that is not. `offerForm` is the one form for any offered event: a select for each field whose
 * value the player picks among those offered, a text field for its free text.
 */
import { SEAT_NAMES, el, fill, reconcile, callText, cardText, optionLabel, rankText, prose } from "./common.js";

/** What each event is called in the "More actions" panel, with the law it comes from (2017
 * numbering, docs/event-log.md), in the order the panel lists them. */
const EVENTS = {
  call: ["Make a call", "Laws 17-39"],
  change: ["Change your call: you did not mean it (a slip)", "Law 25"],
  question: ["Ask what an opponent's call means", "Law 20F"],
  explain: ["Explain a call", "Law 20F1"],
  "correct-explanation": ["Correct an explanation or a missing alert (calls the Director)", "Law 20F4, 20F5"],
  review: ["Ask for the auction to be restated", "Law 20"],
  play: ["Play a card", "Laws 44-47, 57"],
  lead: ["Lead a card", "Law 53B"],
  expose: ["A card exposed or dropped", "Laws 24, 48, 49"],
  "lead-facedown": ["Make the opening lead face down", "Law 41A"],
  spread: ["Face your hand before the first trick", "Law 54"],
  inspect: ["Look at the last trick", "Law 66A"],
  ask: ["Ask a player who showed out whether he has a card of the suit", "Law 61B"],
  warn: ["Dummy: warn declarer he is about to lead from the wrong hand", "Law 42B2"],
  "look-at": ["Dummy looks at another player's hand", "Law 43A2"],
  suggest: ["Dummy suggests a play", "Law 45F"],
  designate: ["Name dummy's card in words", "Law 46B"],
  redesignate: ["Correct an unintended designation of dummy's card", "Law 45C4(b)"],
  touch: ["Declarer touched a card in dummy (not to arrange it)", "Law 45C3"],
  "dummy-misplay": ["Dummy placed a card declarer did not name", "Law 45D"],
  retract: ["Ask to take back a card played", "Law 47"],
  "fifth-card": ["A card added to a completed trick", "Law 45E"],
  omit: ["The trick was turned without a card", "Law 67"],
  surplus: ["A second card was played to the last trick", "Law 67B2"],
  "point-wrongly": ["A card of the last trick points the wrong way", "Law 65B"],
  extraneous: ["Report a hesitation, a remark, a gesture or unusual speed", "Laws 16B, 73C"],
  "reserve-rights": ["Reserve the right to call the Director later", "Law 16B2"],
  "allege-suggested": ["Say a call or play could have been suggested by partner's information", "Law 16B3"],
  claim: ["Claim", "Law 68A"],
  concede: ["Concede", "Law 68B"],
  agree: ["Agree", "Laws 16B2, 69A"],
  dispute: ["Dispute", "Laws 16B2, 70"],
  reopen: ["Ask for tricks conceded to be given back", "Laws 69B, 71"],
  choose: ["Choose among the ruling's options", "Law 10C"],
  attention: ["Call the Director", "Law 9"],
  shuffle: ["Shuffle the pack", "Law 6A"],
  cut: ["Cut the pack", "Law 6A"],
  deal: ["Begin to deal", "Law 6"],
  dealt: ["Deal the last card", "Law 6"],
  look: ["Look at your cards", "Law 7"],
  misdeal: ["Report a misdeal", "Law 6D"],
  count: ["A hand holds the wrong number of cards", "Laws 13, 14"],
  "wrong-board": ["Cards from a wrong board", "Law 15A"],
  "next-deal": ["Ready for the next deal", ""],
};

/** The free text an event takes beside its offered fields, and whether it must be given. */
const FREE_TEXT = {
  call: { name: "artificial", label: "Alert", required: false },
  claim: { name: "statement", label: "Statement", required: false },
  explain: { name: "explanation", label: "Explanation", required: true },
  "correct-explanation": { name: "explanation", label: "The right explanation", required: true },
  extraneous: { name: "words", label: "What was said or done (optional)", required: false },
};

/** The longest free text the server takes (docs/server.md). */
export const TEXT_LIMIT = 500;

/** Each field's label in a form, in the order a form asks for them (who, then what). */
const FIELD_LABELS = {
  seat: "Who", whom: "Whom", caller: "Whose call", call: "Call", card: "Card", manner: "How",
  tricks: "Tricks", option: "Choice", fault: "What", packet: "Cards lifted off", cards: "Cards",
  words: "Words",
};

/** The values of `extraneous`'s `manner`, `misdeal`'s `fault` and `designate`'s suits in words. */
const MANNERS = { hesitation: "a hesitation", speed: "unusual speed", remark: "a remark", gesture: "a gesture" };
const FAULTS = {
  faced: "a card faced in the pack", rotation: "dealt out of rotation", "two-cards": "two cards dealt together",
  "last-card": "the last card not to the dealer", imperfect: "an imperfect pack", seen: "a card seen while dealing",
  "wrong-pack": "the wrong pack",
};
const SUIT_WORDS = { S: "spades", H: "hearts", D: "diamonds", C: "clubs" };

/** A field's value as the player reads it in a form. */
function valueLabel(field, value) {
  const text = String(value);
  switch (field) {
    case "seat": case "whom": case "caller": return SEAT_NAMES[text] || text;
    case "call": return callText(text);
    case "card": return cardText(text);
    case "manner": return MANNERS[text] || text;
    case "fault": return FAULTS[text] || text;
    case "option": return optionLabel(text);
    case "tricks": return `${text} trick${text === "1" ? "" : "s"}`;
    case "words":
      if (SUIT_WORDS[text]) return SUIT_WORDS[text];
      if (/^[AKQJT2-9]$/.test(text)) return `the ${rankText(text)}`;
      return prose(text);
    default: return text;
  }
}

/** Whether `offer` has every field of `match` with the same value. */
const agrees = (offer, match) => Object.entries(match).every(([k, v]) => String(offer[k]) === String(v));
const offerKey = (name, offer) => `${name}|${JSON.stringify(offer)}`;

/** The view's `table.offers`, with a note of those a control of its own already shows. */
export class Offers {
  constructor(offers) {
    this.all = offers || {};
    this.taken = new Set();
  }

  /** The offers of event `name` whose fields agree with `match`. */
  list(name, match = {}) {
    return (this.all[name] || []).filter((offer) => agrees(offer, match));
  }

  /** The first offer of `name` agreeing with `match`, or null. */
  find(name, match = {}) {
    return this.list(name, match)[0] || null;
  }

  /** The offers of `name` agreeing with `match`, noted as shown by a control of their own. */
  take(name, match = {}) {
    const offers = this.list(name, match);
    for (const offer of offers) this.taken.add(offerKey(name, offer));
    return offers;
  }

  /** The offers no control has taken, by event name in the order of `EVENTS`. */
  rest() {
    const names = Object.keys(this.all).sort((a, b) => order(a) - order(b));
    return names
      .map((name) => [name, this.all[name].filter((offer) => !this.taken.has(offerKey(name, offer)))])
      .filter(([, offers]) => offers.length);
  }
}

/** An event's place in the "More actions" panel. */
const order = (name) => {
  const i = Object.keys(EVENTS).indexOf(name);
  return i < 0 ? 999 : i;
};

/** The fields of `offers`, in the order of `FIELD_LABELS` (who, then what). */
function fieldsOf(offers) {
  const fields = [...new Set(offers.flatMap((offer) => Object.keys(offer)))];
  const rank = (field) => (field in FIELD_LABELS ? Object.keys(FIELD_LABELS).indexOf(field) : 99);
  return fields.sort((a, b) => rank(a) - rank(b));
}

/**
 * A form sending event `name`, one of `offers`: `<form data-event="NAME">`, a select named by
 * each field whose value differs among the offers (later selects list only the values that go
 * with the earlier choices), the fields with one value as `data-*` attributes, an input for
 * the event's free text, and a submit button. `send(event)` sends it.
 */
export function offerForm(name, offers, { send, submit = "Send", text = FREE_TEXT[name], labels = {} }) {
  const fields = fieldsOf(offers);
  const varying = fields.filter((f) => new Set(offers.map((o) => String(o[f]))).size > 1);
  // A field with one value is sent as it is: a hidden input, and a `data-*` attribute (but for
  // `card`: `data-card` marks the cards on the table).
  const fixed = fields.filter((f) => !varying.includes(f));
  const attributes = fixed.filter((f) => f !== "card").map((f) => [`data-${f}`, offers[0][f]]);
  const form = el("form", { class: "offer-form", "data-event": name, ...Object.fromEntries(attributes) });
  // A field's label: `labels` may name it, or give "" for a select its button explains.
  const label = (field) => labels[field] ?? FIELD_LABELS[field] ?? field;
  const selects = varying.map((field) => el("select", { name: field, "aria-label": label(field) || FIELD_LABELS[field] }));
  const chosen = (upTo) => Object.fromEntries(selects.slice(0, upTo).map((s) => [s.name, s.value]));

  /** Each select from `from` on lists the values that go with the choices before it. */
  const narrow = (from) => {
    for (let i = from; i < selects.length; i++) {
      const select = selects[i];
      const values = [...new Set(offers.filter((o) => agrees(o, chosen(i))).map((o) => String(o[select.name])))];
      const keep = values.includes(select.value) ? select.value : values[0];
      select.replaceChildren(...values.map((v) => el("option", { value: v, text: valueLabel(select.name, v) })));
      select.value = keep;
    }
  };
  selects.forEach((select, i) => select.addEventListener("change", () => narrow(i + 1)));
  narrow(0);

  const input = text
    ? el("input", { name: text.name, type: "text", maxlength: TEXT_LIMIT, placeholder: text.label, "aria-label": text.label, required: text.required, autocomplete: "off" })
    : null;
  fill(
    form,
    fixed.map((f) => el("input", { type: "hidden", name: f, value: String(offers[0][f]) })),
    selects.map((select) => (label(select.name) ? el("label", { class: "field" }, label(select.name), " ", select) : select)),
    input,
    el("button", { type: "submit", text: submit }),
  );
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const offer = offers.find((o) => agrees(o, chosen(selects.length)));
    if (!offer) return;
    const event = { event: name, ...offer };
    if (input && input.value.trim()) event[text.name] = input.value.trim();
    send(event);
    if (input) input.value = "";
  });
  return form;
}

/** The "More actions" panel: a form for each event offered that no control of its own shows,
 * titled with the law it comes from where `laws` (the 2017 numbering fits the table's code).
 * Forms are kept while their offers stay the same, so what is typed in them stays. */
export function renderMore(offers, { send, deal, laws }) {
  const rest = offers.rest();
  reconcile(
    "more-forms",
    rest.map(([name, list]) => ({
      key: `${deal}|${name}|${JSON.stringify(list)}`,
      build: () => {
        const [label, law] = EVENTS[name] || [name, ""];
        return el(
          "div",
          { class: "more-item" },
          el("h3", {}, label, laws && law ? el("span", { class: "law small", text: ` ${law}` }) : null),
          offerForm(name, list, { send }),
        );
      },
    })),
  );
  document.getElementById("more-count").textContent = rest.length ? `(${rest.length})` : "";
  document.getElementById("more-box").hidden = rest.length === 0;
}
