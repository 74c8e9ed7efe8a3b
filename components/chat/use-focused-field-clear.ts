"use client";

import { useEffect } from "react";

const FORM_FIELD = "input, select, textarea";

/**
 * Keeps the field a visitor types in, or reaches with the keyboard, clear of the chat button and
 * the sticky header: out of the page's scroll padding, which is sized for them (app/brand.css).
 * The browser honours that padding when focus has to scroll the page anyway, and when a tapped text
 * field opens the keyboard, but not when Tab reaches a field already on screen, such as a radio card
 * under the button. A tapped radio card is left where it is (it doesn't match :focus-visible): the
 * visitor can see what they tapped.
 */
export function useFocusedFieldClear(): void {
  useEffect(() => {
    const onFocus = (event: FocusEvent) => {
      const field = event.target;
      // A dialog's fields don't move when the page scrolls.
      if (!(field instanceof HTMLElement) || !field.matches(FORM_FIELD) || !field.matches(":focus-visible") || field.closest("[role=dialog]")) return;
      // A radio or checkbox drawn as a card shows its focus ring on the whole card.
      const shown = field.closest("label") ?? field;
      // "nearest" scrolls only if the field reaches into the padding, and only as far as needed.
      shown.scrollIntoView({ block: "nearest" });
    };
    document.addEventListener("focusin", onFocus);
    return () => document.removeEventListener("focusin", onFocus);
  }, []);
}
