"use client";

import { Link } from "@/components/ui/link";
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { Bot, SendHorizontal, X } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { MAX_HISTORY_TURNS, MAX_MESSAGE_CHARS } from "@/lib/ai/chat-config";
import { cn } from "@/lib/utils/cn";
import type { ChatTurn } from "@/lib/validation/chat";
import { ReadableChatError, requestReply } from "./chat-client";
import { PANEL_FRAME } from "./panel-frame";

/** A chat message (docs/product.md#chat-assistant). `local` marks the greeting and failure notes, which are not sent back as history. */
type ChatMessage = ChatTurn & { id: number; local?: boolean };

const GREETING =
  "Hi! I'm the Viralize Assistant. Ask me anything about websites for your trade, print materials like business cards and yard signs, or how to grow your business.";
/** What the visitor reads when the assistant cannot answer (docs/product.md#messages). */
const FALLBACK = "I'm sorry, I'm having trouble responding right now. Please try again or contact us directly.";

const LIST_PADDING_PX = 16;

// Site paths in a reply ("/print-shop", "/#contact") become links; everything else stays text.
const SITE_PATH = /(^|[\s(])(\/[\w#?=&/-]*[\w])/g;

function ReplyText({ text }: { text: string }) {
  const parts: React.ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const start = match.index + match[1]!.length;
    parts.push(text.slice(last, start));
    parts.push(
      <Link key={start} href={match[2]!} className="font-medium text-primary underline underline-offset-2">
        {match[2]}
      </Link>,
    );
    last = start + match[2]!.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

function TypingIndicator() {
  return (
    <li className="flex justify-start">
      <span className="flex items-center gap-1 rounded-lg rounded-bl-sm bg-muted px-4 py-3" data-testid="chat-typing">
        {[0, 150, 300].map((delay) => (
          <span key={delay} className="size-2 rounded-full bg-slate-400 animate-bounce" style={{ animationDelay: `${delay}ms` }} aria-hidden />
        ))}
        <span className="sr-only">Viralize Assistant is typing</span>
      </span>
    </li>
  );
}

/** The chat panel (loaded on the first click of the chat button). */
export function ChatPanel({ id, open, onClose }: { id: string; open: boolean; onClose: () => void }) {
  const titleId = useId();
  const [messages, setMessages] = useState<ChatMessage[]>([{ id: 0, type: "assistant", content: GREETING, local: true }]);
  const [draft, setDraft] = useState("");
  const [pending, setPending] = useState(false);
  const [replying, setReplying] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const nextId = useRef(1);
  const inputRef = useRef<HTMLInputElement>(null);
  const panelRef = useRef<HTMLElement>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const inFlight = useRef<AbortController | null>(null);

  useEffect(() => () => inFlight.current?.abort(), []);

  // Into the input on open, and back into it once a reply has finished. While the reply comes the
  // input is disabled, so focus waits on the panel itself: Escape still closes it, and the keyboard
  // is not dropped onto the page behind.
  useEffect(() => {
    if (!open) return;
    if (!pending) inputRef.current?.focus();
    else if (document.activeElement === inputRef.current || document.activeElement === document.body) panelRef.current?.focus({ preventScroll: true });
  }, [open, pending]);

  // Each new message brings the visitor's latest question to the top, so a long reply is read from its start.
  useEffect(() => {
    const list = listRef.current;
    const question = list?.querySelectorAll<HTMLElement>('li[data-role="user"]');
    const latest = question?.[question.length - 1];
    if (list && latest) list.scrollTo({ top: latest.offsetTop - LIST_PADDING_PX });
  }, [messages.length]);

  const add = (message: Omit<ChatMessage, "id">) => {
    const id = nextId.current++;
    setMessages((current) => [...current, { ...message, id }]);
    return id;
  };

  async function send(event: FormEvent) {
    event.preventDefault();
    const message = draft.trim();
    if (!message || pending) return;
    const history = messages
      .filter((m) => !m.local)
      .slice(-MAX_HISTORY_TURNS)
      .map(({ type, content }) => ({ type, content: content.slice(0, MAX_MESSAGE_CHARS) }));
    add({ type: "user", content: message });
    setDraft("");
    setPending(true);
    setAnnouncement("");

    const controller = new AbortController();
    inFlight.current = controller;
    let replyId: number | undefined;
    const show = (text: string) => {
      if (replyId === undefined) {
        replyId = add({ type: "assistant", content: text });
        setReplying(true);
      } else {
        const target = replyId;
        setMessages((current) => current.map((m) => (m.id === target ? { ...m, content: text } : m)));
      }
    };
    try {
      const reply = await requestReply(message, history, show, controller.signal);
      setAnnouncement(reply);
    } catch (error) {
      if (controller.signal.aborted) return;
      const note = error instanceof ReadableChatError ? error.message : FALLBACK;
      add({ type: "assistant", content: note, local: true });
      setAnnouncement(note);
    } finally {
      if (!controller.signal.aborted) {
        setPending(false);
        setReplying(false);
      }
    }
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      ref={panelRef}
      tabIndex={-1}
      id={id}
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      hidden={!open}
      onKeyDown={onKeyDown}
      className={cn(PANEL_FRAME, "outline-none", !open && "hidden")}
    >
      <header className="flex items-center gap-3 bg-ink px-4 py-3 text-white">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-white/10 text-highlight">
          <Icon icon={Bot} className="size-5" aria-hidden />
        </span>
        <h2 id={titleId} className="flex-1 text-base font-semibold text-white">
          Viralize Assistant
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close chat"
          className="flex size-11 items-center justify-center rounded-md text-slate-300 transition-colors hover:bg-white/10 hover:text-white focus-visible:ring-3 focus-visible:ring-white/60 focus-visible:outline-none"
        >
          <Icon icon={X} className="size-5" aria-hidden />
        </button>
      </header>

      <ol ref={listRef} aria-label="Conversation" className="relative flex flex-1 flex-col gap-3 overflow-y-auto bg-surface p-4" data-testid="chat-messages">
        {messages.map((message) => (
          <li key={message.id} className={cn("flex", message.type === "user" ? "justify-end" : "justify-start")} data-role={message.type}>
            <p
              className={cn(
                "max-w-[85%] rounded-lg px-3.5 py-2.5 text-sm leading-relaxed break-words whitespace-pre-line",
                message.type === "user" ? "rounded-br-sm bg-primary text-primary-foreground" : "rounded-bl-sm border border-border bg-background text-ink",
              )}
            >
              <span className="sr-only">{message.type === "user" ? "You: " : "Viralize Assistant: "}</span>
              {message.type === "assistant" ? <ReplyText text={message.content} /> : message.content}
            </p>
          </li>
        ))}
        {pending && !replying && <TypingIndicator />}
      </ol>
      <div aria-live="polite" className="sr-only">
        {announcement}
      </div>

      <form onSubmit={send} className="flex gap-2 border-t border-border bg-background p-3">
        <Input
          ref={inputRef}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder="Ask about our services..."
          aria-label="Your message"
          maxLength={MAX_MESSAGE_CHARS}
          disabled={pending}
          autoComplete="off"
          enterKeyHint="send"
        />
        <Button type="submit" size="icon" className="size-11" disabled={pending || !draft.trim()} aria-label="Send message">
          <Icon icon={SendHorizontal} aria-hidden />
        </Button>
      </form>
    </section>
  );
}
