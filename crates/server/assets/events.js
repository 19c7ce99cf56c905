/**
 * events.js: the events of docs/event-log.md in words, for the table page and the Director's
 * page alike.
 *
 * - `EVENTS`: each event a seat may make, with its group (the Director's "Record" select lists
 *   them by group), what a player reads in his "More actions" panel (`label`), the law it comes
 *   from (2017 numbering) and what the Director reads when he records it (`record`, `@` the
 *   seat). Their order, group by group as a deal goes, is the order both pages list them in.
 * - `FREE_TEXTS`: the free texts an event takes beside the fields the server offers.
 * - `FIELD_LABELS` and `valueText`: an offered field's name, and its values, in words.
 * - `MANNERS`, `FACTS`: a hesitation, remark or gesture (Law 16B) and where its fact stands.
 * - `CHAT_SETTINGS`: who reads a table's chat.
 */
import { SEAT_NAMES, cardText, callText, optionLabel, rankText } from "./common.js";

/** The events a seat may make, by group, each `[name, label, law, record]`. */
const GROUPS = [
  ["The deal", [
    ["shuffle", "Shuffle the pack", "Law 6A", "@ shuffles the pack"],
    ["cut", "Cut the pack", "Law 6A", "@ cuts the pack"],
    ["deal", "Begin to deal", "Law 6", "@ begins to deal"],
    ["dealt", "Deal the last card", "Law 6", "@ deals the last card"],
    ["look", "Look at your cards", "Law 7", "@ looks at his cards"],
    ["misdeal", "Report a misdeal", "Law 6D", "@ finds a misdeal"],
    ["count", "A hand holds the wrong number of cards", "Laws 13, 14", "@'s hand has a wrong number of cards"],
    ["wrong-board", "Cards from a wrong board", "Law 15A", "@ called on cards from a wrong board"],
  ]],
  ["The auction", [
    ["call", "Make a call", "Laws 17-39", "@ calls"],
    ["change", "Change your call: you did not mean it (a slip)", "Law 25", "@ changes his call"],
    ["review", "Ask for the auction to be restated", "Law 20", "@ asks for a review of the auction"],
  ]],
  ["Explanations", [
    ["question", "Ask what an opponent's call means", "Law 20F", "@ asks about an opponent's call"],
    ["explain", "Explain a call", "Law 20F1", "@ explains a call"],
    ["correct-explanation", "Correct an explanation or a missing alert (calls the Director)", "Law 20F4, 20F5", "@ corrects an explanation, or a missing alert"],
  ]],
  ["The play", [
    ["play", "Play a card", "Laws 44-47, 57", "@ plays a card"],
    ["lead", "Lead a card", "Law 53B", "@ leads (the proper leader's own lead)"],
    ["lead-facedown", "Make the opening lead face down", "Law 41A", "@ leads face down"],
    ["expose", "A card exposed or dropped", "Laws 24, 48, 49", "@ exposes a card"],
    ["retract", "Ask to take back a card played", "Law 47", "@ asks to take back a card"],
    ["fifth-card", "A card added to a completed trick", "Law 45E", "@ adds a card to a completed trick"],
    ["omit", "The trick was turned without a card", "Law 67", "the trick was turned without @'s card"],
    ["surplus", "A second card was played to the last trick", "Law 67B2", "@ played a second card to the last trick"],
    ["point-wrongly", "A card of the last trick points the wrong way", "Law 65B", "@ points his card the wrong way"],
    ["inspect", "Look at the last trick", "Law 66A", "@ looks at the last trick"],
    ["ask", "Ask a player who showed out whether he has a card of the suit", "Law 61B", "@ asks a player who showed out"],
    ["spread", "Face your hand before the first trick", "Law 54", "@ faces his hand before the first trick"],
  ]],
  ["Dummy", [
    ["touch", "Declarer touched a card in dummy (not to arrange it)", "Law 45C3", "@ (declarer) touches a card in dummy"],
    ["designate", "Name dummy's card in words", "Law 46B", "declarer names a card of @'s (dummy)"],
    ["redesignate", "Correct an unintended designation of dummy's card", "Law 45C4(b)", "declarer corrects his designation of @'s card"],
    ["dummy-misplay", "Dummy placed a card declarer did not name", "Law 45D", "@ (dummy) placed a card declarer did not name: the card named"],
    ["suggest", "Dummy suggests a play", "Law 45F", "@ (dummy) suggests a play"],
    ["warn", "Dummy: warn declarer he is about to lead from the wrong hand", "Law 42B2", "@ (dummy) warns declarer"],
    ["look-at", "Dummy looks at another player's hand", "Law 43A2", "@ (dummy) looks at a hand"],
  ]],
  ["Claims", [
    ["claim", "Claim", "Law 68A", "@ claims"],
    ["concede", "Concede", "Law 68B", "@ concedes"],
    ["agree", "Agree", "Laws 16B2, 69A", "@ agrees (to a claim, or that information was conveyed)"],
    ["dispute", "Dispute", "Laws 16B2, 70", "@ disputes (a claim, or that information was conveyed)"],
    ["reopen", "Ask for tricks conceded to be given back", "Laws 69B, 71", "@ asks to reopen an agreed claim or concession"],
  ]],
  ["Information", [
    ["extraneous", "Report a hesitation, a remark, a gesture or unusual speed", "Laws 16B, 73C", "@ conveyed information (a hesitation, a remark, a gesture)"],
    ["reserve-rights", "Reserve the right to call the Director later", "Law 16B2", "@ reserves his rights"],
    ["allege-suggested", "Say a call or play could have been suggested by partner's information", "Law 16B3", "@ says an action was suggested by information"],
  ]],
  ["Other", [
    ["attention", "Call the Director", "Law 9", "@ draws attention, calls the Director"],
    ["choose", "Choose among the ruling's options", "Law 10C", "@ chooses an option of a ruling"],
    ["next-deal", "Ready for the next deal", "", "@ is ready for the next deal"],
  ]],
];

/** Each event by name: `{group, label, law, record}`, in the order of `GROUPS`. */
export const EVENTS = Object.fromEntries(
  GROUPS.flatMap(([group, events]) => events.map(([name, label, law, record]) => [name, { group, label, law, record }])),
);

/** The groups' titles, with their events' names, in order. */
export const EVENT_GROUPS = GROUPS.map(([title, events]) => [title, events.map(([name]) => name)]);

/** An event's place in the lists (an event not in `EVENTS` comes last). */
export function eventRank(name) {
  const i = Object.keys(EVENTS).indexOf(name);
  return i < 0 ? Infinity : i;
}

/** What `seat` did, as the Director records it: "North calls". */
export function recordWords(event, seat) {
  return (EVENTS[event] ? EVENTS[event].record : `@: ${event}`).replace("@", SEAT_NAMES[seat] || seat);
}

/** The free texts each event takes (the offers leave them out), each with its label, whether
 * the event needs it, and any attributes its input carries. */
export const FREE_TEXTS = {
  call: [{ name: "artificial", label: "Alert: its meaning (empty if not alerted)" }],
  claim: [{ name: "statement", label: "Statement of the line of play" }],
  explain: [{ name: "explanation", label: "Explanation", required: true }],
  "correct-explanation": [{ name: "explanation", label: "The correct explanation", required: true }],
  extraneous: [{ name: "words", label: "What was said or done" }],
  chat: [{ name: "text", label: "Message", required: true, attrs: { "data-chat": "" } }],
};

/** Each field's name in words, in the order a form asks for them: who, then about whom, then
 * what. */
export const FIELD_LABELS = {
  seat: "Who",
  to: "To",
  caller: "Whose call",
  whom: "Whom",
  manner: "What",
  fault: "Fault",
  chat: "Who may read the table's chat",
  option: "Choice",
  words: "Declarer's words",
  tricks: "Tricks",
  cards: "Cards in the hand",
  packet: "Cards lifted off",
  call: "Call",
  card: "Card",
};

/** A hesitation, remark or gesture (`extraneous`'s `manner`; Law 16B). */
export const MANNERS = { hesitation: "hesitation", speed: "unusual speed", remark: "remark", gesture: "gesture" };

/** Where the fact of a hesitation, remark or gesture stands (Law 16B2). */
export const FACTS = {
  noted: "reported",
  agreed: "agreed",
  disputed: "disputed: the Director finds the fact",
  found: "found to have happened",
  "not-found": "found not to have happened",
};

/** What went wrong in the deal (`misdeal`'s `fault`; Law 6D). */
const FAULTS = {
  faced: "a card faced in the deal",
  rotation: "dealt out of rotation",
  "two-cards": "two cards dealt at once",
  "last-card": "the last card not to the dealer",
  imperfect: "an imperfect pack",
  seen: "a card seen before the deal ended",
  "wrong-pack": "the wrong pack",
};

/** Who reads a table's chat, by its setting (`chat-setting`'s `chat`). */
export const CHAT_SETTINGS = { all: "everyone at the table", opponents: "the opponents only", off: "nobody (chat off)" };

/** The audiences of a message besides a seat (`chat`'s `to`). */
const AUDIENCES = { table: "the table", director: "the Director", all: "every table" };

/** Fields whose values are seats (or, for `to`, an audience). */
const SEAT_FIELDS = new Set(["seat", "caller", "whom", "to"]);

const SUIT_NAMES = { S: "a spade", H: "a heart", D: "a diamond", C: "a club" };

/** Declarer's words for dummy's card (Law 46B), in the one spelling the server offers. */
function designationText(words) {
  if (words === "anything") return "play anything";
  if (words === "win") return "win the trick";
  if (SUIT_NAMES[words]) return SUIT_NAMES[words];
  if (/^[AKQJT2-9]$/.test(words)) return `the ${rankText(words)}`;
  if (/^[SHDC][AKQJT2-9]$/.test(words)) return cardText(words);
  return words;
}

/** A field's value in words: a seat's name, a card "♠A", a call "1♥", "3 tricks"... */
export function valueText(field, value) {
  const text = String(value);
  if (SEAT_FIELDS.has(field)) return SEAT_NAMES[text] || AUDIENCES[text] || text;
  if (field === "card") return cardText(text);
  if (field === "call") return callText(text);
  if (field === "manner") return MANNERS[text] || text;
  if (field === "fault") return FAULTS[text] || text;
  if (field === "chat") return CHAT_SETTINGS[text] || text;
  if (field === "option") return optionLabel(text);
  if (field === "words") return designationText(text);
  if (field === "tricks") return `${text} trick${text === "1" ? "" : "s"}`;
  return text;
}
