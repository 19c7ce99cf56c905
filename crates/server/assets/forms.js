/**
 * forms.js: the one form for any event, on the table page and the Director's page alike,
 * built from what the server offers (`table.offers`, docs/server.md): a control per field,
 * limited to the values offered, and a text input for each free text the event takes;
 * submitting it sends the event.
 *
 * `new EventForm("play", {send})` makes `<form data-event="play">`; `form.update(offers)` gives
 * it the offers of that event (objects such as `{"seat": "N", "card": "SA"}`), and rebuilds it
 * only when they change, keeping what was chosen and typed. Each field becomes, in order:
 * - one value only: shown as text (unless the page says it elsewhere), sent as a hidden input;
 * - the last field, when it is a card or a call: a grid of buttons, each sending the event at
 *   once (one click records a card or a call), unless the form asks otherwise;
 * - otherwise a `<select>` whose choices are the values offered with the fields before it.
 * (The fields before it come first: a card's seat, a call's caller.) Every input is named by
 * its field (`name="card"`), and every button that sends carries `data-event`. What is sent
 * is the offer chosen, exactly as the server wrote it, with the free texts typed. The words
 * are events.js's.
 */
import { SUITS, el, fill, cardLabel, callLabel } from "./common.js";
import { FIELD_LABELS, FREE_TEXTS, valueText } from "./events.js";

/** The longest free text the server takes (docs/server.md). */
export const TEXT_LIMIT = 500;

/** A field's value as the label of a button: cards and calls with their suits coloured. */
function valueNode(field, value) {
  if (field === "card") return cardLabel(value);
  if (field === "call") return callLabel(value);
  return valueText(field, value);
}

/** The fields of a list of offers, in the order they are asked (`FIELD_LABELS`'s). */
function fieldsOf(offers) {
  const names = new Set(offers.flatMap((offer) => Object.keys(offer)));
  const known = Object.keys(FIELD_LABELS).filter((name) => names.delete(name));
  return [...known, ...names];
}

/** The distinct values of `field` among `offers`, in the order offered. */
function valuesOf(offers, field) {
  const seen = new Map();
  for (const offer of offers) if (!seen.has(String(offer[field]))) seen.set(String(offer[field]), offer[field]);
  return [...seen.values()];
}

/**
 * A form sending one kind of event, from the offers of that event.
 *
 * `send(action)` receives `{event, ...offer, ...free texts}`. `submitLabel` names the button
 * (else the event's name); `quiet` names fields whose only value need not be shown (the page
 * shows it elsewhere); `buttons: false` keeps a last card or call field a `<select>` (where
 * the event is about a call, not the making of it) and the form's own send button; `without`
 * names free texts the table's code has no use for (an alert where the code has no alerts).
 */
export class EventForm {
  constructor(event, { send, submitLabel, quiet = [], buttons = true, without = [] }) {
    Object.assign(this, { event, send, submitLabel, quiet: new Set(quiet), buttons });
    this.texts = (FREE_TEXTS[event] || []).filter((spec) => !without.includes(spec.name));
    this.offers = [];
    this.key = null;
    this.chosen = {};
    this.node = el("form", { class: "event-form", "data-event": event, onsubmit: (e) => this.submit(e) });
    this.node.addEventListener("change", (e) => this.choose(e.target));
    this.node.addEventListener("keydown", (e) => this.keepEnter(e));
  }

  /** Enter in a text field sends the form only where a send button ends it: never the first
   * card or call of a grid. */
  keepEnter(e) {
    if (e.key === "Enter" && e.target.type === "text" && this.node.querySelector(".pick-grid")) e.preventDefault();
  }

  /** Gives the form the offers of its event; rebuilt only when they changed. */
  update(offers) {
    const key = JSON.stringify(offers || []);
    if (key === this.key) return;
    this.key = key;
    this.offers = offers || [];
    this.render();
  }

  /** A choice made in a `<select>`: the fields after it are asked again. */
  choose(target) {
    if (target.tagName !== "SELECT") return;
    this.chosen[target.name] = target.value;
    this.render();
  }

  /** Draws the controls, keeping the texts typed and the values chosen that are still
   * offered. */
  render() {
    const typed = this.typedTexts();
    const fields = fieldsOf(this.offers);
    let left = this.offers;
    const controls = [];
    let grid = null;
    fields.forEach((field, i) => {
      const values = valuesOf(left, field);
      const last = i === fields.length - 1;
      if (last && this.buttons && (field === "card" || field === "call")) {
        grid = this.buttonGrid(field, values);
        return;
      }
      const chosen = this.chosen[field];
      const value = values.some((v) => String(v) === chosen) ? chosen : String(values[0]);
      controls.push(values.length === 1 ? this.fixed(field, values[0]) : this.select(field, values, value));
      left = left.filter((offer) => String(offer[field]) === value);
    });
    const texts = this.texts.map((spec) => this.textInput(spec, typed[spec.name]));
    const button = grid ? null : el("button", { type: "submit", class: "send", "data-event": this.event }, this.submitLabel || this.event);
    fill(this.node, controls, texts, grid, button);
  }

  /** A field with one value offered: shown, and sent as a hidden input. */
  fixed(field, value) {
    const input = el("input", { type: "hidden", name: field, value: String(value) });
    if (this.quiet.has(field)) return input;
    return el(
      "span",
      { class: "field fixed" },
      el("span", { class: "field-label", text: FIELD_LABELS[field] || field }),
      el("b", {}, valueNode(field, value)),
      input,
    );
  }

  /** A field with several values offered: a `<select>` of them. */
  select(field, values, value) {
    return el(
      "label",
      { class: "field" },
      el("span", { class: "field-label", text: FIELD_LABELS[field] || field }),
      el(
        "select",
        { name: field },
        values.map((v) => el("option", { value: String(v), selected: String(v) === value }, valueText(field, v))),
      ),
    );
  }

  /** The last field as buttons that send at once: cards by suit, calls by level. */
  buttonGrid(field, values) {
    const button = (v) => el("button", { type: "submit", name: field, value: String(v), "data-event": this.event, class: `pick pick-${field}` }, valueNode(field, v));
    const rows = field === "card" ? SUITS.map((suit) => values.filter((v) => String(v)[0] === suit)) : callRows(values);
    return el(
      "div",
      { class: `pick-grid pick-grid-${field}`, role: "group", "aria-label": FIELD_LABELS[field] || field },
      rows.filter((row) => row.length).map((row) => el("div", { class: "pick-row" }, row.map(button))),
    );
  }

  /** A free text's input, refilled with what was typed. */
  textInput(spec, value) {
    return el(
      "label",
      { class: "field text" },
      el("span", { class: "field-label", text: spec.label }),
      el("input", { type: "text", name: spec.name, value: value || "", maxlength: TEXT_LIMIT, required: !!spec.required, autocomplete: "off", ...(spec.attrs || {}) }),
    );
  }

  /** The free texts typed so far, by name. */
  typedTexts() {
    const typed = {};
    for (const input of this.node.querySelectorAll("input[type=text]")) typed[input.name] = input.value;
    return typed;
  }

  /** Sends the offer chosen with the free texts typed; the texts are then emptied. */
  submit(e) {
    e.preventDefault();
    const data = new FormData(this.node, e.submitter);
    const offer = this.offers.find((o) => Object.keys(o).every((field) => data.get(field) === String(o[field])));
    if (!offer) return;
    const action = { event: this.event, ...offer };
    for (const spec of this.texts) {
      const text = (data.get(spec.name) || "").trim();
      if (text) action[spec.name] = text;
    }
    for (const input of this.node.querySelectorAll("input[type=text]")) input.value = "";
    this.send(action);
  }
}

/** Calls as a bidding box lays them out: pass, double and redouble, then a row per level. */
function callRows(values) {
  const level = (v) => (/^\d/.test(String(v)) ? String(v)[0] : "0");
  const levels = [...new Set(values.map(level))];
  return levels.map((l) => values.filter((v) => level(v) === l));
}
