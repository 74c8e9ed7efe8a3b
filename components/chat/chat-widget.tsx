"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { LoaderCircle, MessageCircle, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { PANEL_FRAME } from "./panel-frame";
import { useHydrated } from "@/components/site/use-hydrated";
import { useFocusedFieldClear } from "./use-focused-field-clear";

const PANEL_ID = "chat-panel";

// The panel's code is fetched on the first click, so pages never pay for a chat nobody opens.
// It only renders after that click, so React's own lazy() does (next/dynamic would add its code to every page).
const ChatPanel = lazy(() => import("./chat-panel").then((module) => ({ default: module.ChatPanel })));

function OpeningChat() {
  return (
    <div className={`${PANEL_FRAME} items-center justify-center`} role="status">
      <Icon icon={LoaderCircle} className="size-6 animate-spin text-primary" />
      <span className="sr-only">Opening chat</span>
    </div>
  );
}

/** The chat widget (docs/product.md#chat-assistant): a round button at the bottom right of every public page. */
export function ChatWidget() {
  useFocusedFieldClear();
  const [open, setOpen] = useState(false);
  // Once opened the panel stays mounted (hidden when closed), so the conversation survives closing.
  const [started, setStarted] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Disabled (and dimmed) in the server's HTML, so a tap before the page is ready isn't lost silently.
  const hydrated = useHydrated();
  // Focus goes back to the button once the closed panel has rendered. Focusing it in the handler
  // lost it when Escape came just as a reply ended: the panel's still-pending effect for that reply
  // then moved focus into its input, which was hiding.
  const returnFocus = useRef(false);
  const close = useCallback(() => {
    returnFocus.current = true;
    setOpen(false);
  }, []);
  useEffect(() => {
    if (open || !returnFocus.current) return;
    returnFocus.current = false;
    buttonRef.current?.focus();
  }, [open]);

  return (
    <>
      {started && (
        <Suspense fallback={<OpeningChat />}>
          <ChatPanel id={PANEL_ID} open={open} onClose={close} />
        </Suspense>
      )}
      <button
        ref={buttonRef}
        type="button"
        aria-label={open ? "Close chat" : "Chat with Viralize Assistant"}
        aria-expanded={open}
        aria-controls={started ? PANEL_ID : undefined}
        disabled={!hydrated}
        onClick={() => {
          setStarted(true);
          setOpen((current) => !current);
        }}
        className="fixed right-4 bottom-4 z-40 flex size-14 items-center justify-center rounded-full border-2 border-white bg-primary text-primary-foreground shadow-lg transition-[background-color,opacity] hover:bg-primary/90 disabled:opacity-60 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        {open ? <Icon icon={X} className="size-6" /> : <Icon icon={MessageCircle} className="size-6" />}
      </button>
    </>
  );
}
