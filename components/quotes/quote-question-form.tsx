"use client";

import { useRef, useState } from "react";
import { LoaderCircle, MessageSquare } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { askQuoteQuestion } from "./quote-api";

/** "Ask a question": a message to the team about this quote; the answer comes by email. */
export function QuoteQuestionForm({ token, email, paid }: { token: string; email: string; paid: boolean }) {
  const [message, setMessage] = useState("");
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    const reply = await askQuoteQuestion(token, message);
    inFlight.current = false;
    setBusy(false);
    if (!reply.ok) return void toast.error("Your question wasn't sent", { description: reply.error ?? "Please try again." });
    setMessage("");
    toast.success("Question sent", { description: `We'll answer at ${email} within 24 hours.` });
  }

  return (
    <form onSubmit={onSubmit} aria-labelledby="quote-question-title" className="rounded-lg border border-border bg-card shadow-sm">
      <div className="flex items-center gap-3 border-b border-border px-4 py-4 sm:px-6">
        <Icon icon={MessageSquare} aria-hidden className="size-5 text-primary" />
        <h2 id="quote-question-title" className="text-lg font-semibold">
          Ask a question
        </h2>
      </div>
      <div className="grid gap-3 px-4 py-6 sm:px-6">
        <p id="quote-question-hint" className="text-sm text-muted-foreground">
          {paid ? "About your print order? " : "Something to change or check before you pay? "}We answer by email within 24 hours.
        </p>
        <Label htmlFor="quote-question">Your question</Label>
        <Textarea id="quote-question" aria-describedby="quote-question-hint" rows={4} maxLength={2000} value={message} onChange={(event) => setMessage(event.target.value)} placeholder="e.g. Can you do rounded corners for the same price?" />
        <Button type="submit" variant="outline" className="h-11 justify-self-start" disabled={busy || message.trim().length < 3}>
          {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
          Ask a question
        </Button>
      </div>
    </form>
  );
}
