/**
 * table-forms.js: what the table page may send, and its forms for it (forms.js's `EventForm`).
 *
 * The view's `table.offers` (docs/server.md) lists every action the server would take from this
 * token now, grouped by event name, each the object to send without `event` and without its
 * free text. `Offers` reads them: the page's own controls (the bidding box, the cards, the
 * claim form, ...) `take` the offers they show, and `renderMore` gives every offer left a form
 * in the "More actions" panel, so that every action offered can be made from the page and none
 * that is not. `renderForms` keeps a container's forms from one view to the next.
 */
import { el, reconcile } from "./common.js";
import { EventForm } from "./forms.js";
import { EVENTS, eventRank } from "./events.js";

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

  /** The offers no control has taken, by event name in the order of `EVENTS` (events.js). */
  rest() {
    const names = Object.keys(this.all).sort((a, b) => eventRank(a) - eventRank(b));
    return names
      .map((name) => [name, this.all[name].filter((offer) => !this.taken.has(offerKey(name, offer)))])
      .filter(([, offers]) => offers.length);
  }
}

/**
 * Makes the children of `container` (an id) a form for each of `items`, in order: `{key,
 * event, offers, options, wrap}`, where `options` are the `EventForm`'s and `wrap(formNode)`,
 * if given, the element the form stands in. A form is kept while its `key` stays (what is
 * typed into it stays) and given its offers anew; one with a new key is made afresh (the key
 * names the deal where a form must start empty at the next one).
 */
export function renderForms(container, items) {
  const node = reconcile(
    container,
    items.map(({ key, event, options, wrap }) => ({
      key,
      build: () => {
        const form = new EventForm(event, options);
        const child = wrap ? wrap(form.node) : form.node;
        child.eventForm = form;
        return child;
      },
    })),
  );
  [...node.children].forEach((child, i) => child.eventForm.update(items[i].offers));
}

/** The "More actions" panel: a form for each event offered that no control of its own shows,
 * titled with its label and, where `laws` (the 2017 numbering fits the table's code), the law
 * it comes from; an alert only where the code has alerts (`alerts`). The player's own seat,
 * the only one he acts for, is not asked. */
export function renderMore(offers, { send, deal, laws, alerts }) {
  const rest = offers.rest();
  renderForms(
    "more-forms",
    rest.map(([name, list]) => ({
      key: `${deal}|${name}`,
      event: name,
      offers: list,
      options: { send, submitLabel: "Send", quiet: ["seat"], without: alerts ? [] : ["artificial"] },
      wrap: (form) => {
        const { label, law } = EVENTS[name] || { label: name, law: "" };
        return el("div", { class: "more-item" }, el("h3", {}, label, laws && law ? el("span", { class: "law small", text: ` ${law}` }) : null), form);
      },
    })),
  );
  document.getElementById("more-count").textContent = rest.length ? `(${rest.length})` : "";
  document.getElementById("more-box").hidden = rest.length === 0;
}
