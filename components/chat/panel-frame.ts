/**
 * Where the chat panel sits, shared by the panel and its loading stand-in: a full-width sheet at
 * the bottom of a phone, 384 x 500 px above the chat button on wider screens (docs/product.md#chat-assistant).
 */
export const PANEL_FRAME =
  "fixed inset-x-0 bottom-0 z-50 flex h-[min(500px,100dvh)] w-full flex-col overflow-hidden border border-border bg-background shadow-2xl rounded-t-lg sm:inset-x-auto sm:right-4 sm:bottom-24 sm:h-[500px] sm:max-h-[calc(100dvh-7rem)] sm:w-96 sm:rounded-lg";
