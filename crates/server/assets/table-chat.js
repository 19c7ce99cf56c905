/**
 * table-chat.js: the table page's chat panel (docs/server.md, "Chat").
 *
 * It lists the messages this viewer may read (`table.chat.messages`), each `data-chat-message`
 * with its sender and audience, and says the table's setting (everyone, opponents only, or off).
 * A player writes to the table or privately to the Director, as `offers.chat` allows; a kibitzer
 * reads and does not write (Law 76).
 */
import { el, fill } from "./common.js";
import { TEXT_LIMIT } from "./forms.js";
import { CHAT_SETTINGS, valueText } from "./events.js";
import { messageHeading } from "./notes.js";

/** The table's chat setting, as the panel's heading says it. */
function settingText(setting) {
  return `· table chat reaches ${CHAT_SETTINGS[setting] || setting}${setting === "off" ? "; the Director's line stays open" : ""}`;
}

/** Draws the chat for `me` (a seat, or null for a kibitzer): the messages, the setting, and
 * the form's audiences as offered (`offers.chat`). */
export function renderChat({ table, me, offers }) {
  const chat = table.chat || { setting: "all", messages: [] };
  document.getElementById("chat-setting").textContent = settingText(chat.setting);
  renderMessages(chat.messages || [], me);
  const destinations = offers.take("chat").map((o) => o.to);
  const form = document.getElementById("chat-form");
  form.hidden = destinations.length === 0;
  const select = document.getElementById("chat-to");
  if (select.dataset.options !== destinations.join(",")) {
    select.dataset.options = destinations.join(",");
    fill(select, destinations.map((to) => el("option", { value: to, text: `to ${valueText("to", to)}` })));
  }
  if (!me) {
    document.getElementById("chat-setting").textContent += " · kibitzers read and do not write (Law 76)";
  }
}

/** The messages, the newest last, kept scrolled to the bottom if the reader was there. */
function renderMessages(messages, me) {
  const list = document.getElementById("chat-messages");
  const atBottom = list.scrollTop + list.clientHeight >= list.scrollHeight - 4;
  fill(
    list,
    messages.length
      ? messages.map((m) =>
          el(
            "li",
            { class: `chat-message${m.from === me ? " mine" : ""}${m.from === "director" ? " from-director" : ""}`, "data-chat-message": "", "data-from": m.from, "data-to": m.to },
            el("span", { class: "chat-who", text: `${messageHeading(m, me)}: ` }),
            el("span", { class: "chat-text", text: m.text }),
          ),
        )
      : el("li", { class: "muted", text: "No messages." }),
  );
  if (atBottom) list.scrollTop = list.scrollHeight;
}

/** Wires the chat form: a message to the chosen audience, 1 to 500 characters. */
export function wireChat(send) {
  const form = document.getElementById("chat-form");
  const input = form.querySelector("[data-chat]");
  input.maxLength = TEXT_LIMIT;
  form.addEventListener("submit", (e) => {
    e.preventDefault();
    const text = input.value.trim();
    if (!text) return;
    send({ event: "chat", to: document.getElementById("chat-to").value, text });
    input.value = "";
  });
}
