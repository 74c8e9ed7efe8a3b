/** Chat limits and the fixed context, shared by the widget and the server (no zod: the widget's chunk stays small). */
export const MAX_MESSAGE_CHARS = 2_000;
/** How many earlier messages travel with a question, so follow-ups make sense. */
export const MAX_HISTORY_TURNS = 10;
/** The context the widget sends with every message (docs/api.md#post-apiaichat). */
export const CHAT_CONTEXT = "A website visitor is asking about Viralize's services.";
