"use client";

import { useRef, useState } from "react";
import { LoaderCircle, Plus, Send, Trash2 } from "lucide";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { toast } from "@/components/ui/toast";
import { dollarsToCents } from "@/lib/format/cents";
import { formatCents } from "@/lib/format/money";
import { useAdminAction } from "./use-admin-action";

type Line = { key: number; description: string; quantity: string; amount: string };

const blankLine = (key: number, quantity = ""): Line => ({ key, description: "", quantity, amount: "" });

/** Prices a request: lines (description, quantity, amount for the line in dollars) and a note; the customer gets the link by email. */
export function PriceQuoteForm({ quoteRequestId, quantity, repricing }: { quoteRequestId: number; quantity: number; repricing: boolean }) {
  const { busy, run } = useAdminAction();
  const [lines, setLines] = useState<Line[]>([blankLine(0, String(quantity))]);
  const [note, setNote] = useState("");
  const nextKey = useRef(1);
  const newKey = () => nextKey.current++;
  const cents = lines.map((line) => dollarsToCents(line.amount));
  const total = cents.reduce<number>((sum, value) => sum + (value ?? 0), 0);

  const update = (key: number, field: keyof Omit<Line, "key">, value: string) => setLines((current) => current.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const bad = lines.findIndex((line, index) => !line.description.trim() || !/^\d+$/.test(line.quantity) || cents[index] === null);
    if (bad >= 0) return void toast.error("Check line " + (bad + 1), { description: "Each line needs a description, a whole quantity and an amount in dollars, e.g. 89.00." });
    const items = lines.map((line, index) => ({ description: line.description.trim(), quantity: Number(line.quantity), amount: cents[index]! }));
    const failed = await run("POST", `/api/admin/quotes/${quoteRequestId}/price`, { items, note: note.trim() || undefined }, { success: "Quote sent: the customer gets the link by email.", failure: "The quote wasn't sent" });
    if (!failed) {
      setLines([blankLine(newKey(), String(quantity))]);
      setNote("");
    }
  }

  return (
    <form onSubmit={onSubmit} className="grid gap-4" aria-label="Price this request">
      <ul className="grid gap-3">
        {lines.map((line, index) => (
          <li key={line.key} className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1fr)_7rem_8rem_auto] sm:items-end sm:border-0 sm:p-0">
            <div className="grid gap-1.5">
              <Label htmlFor={`line-${line.key}-description`}>Line {index + 1} description</Label>
              <Input id={`line-${line.key}-description`} value={line.description} maxLength={200} onChange={(event) => update(line.key, "description", event.target.value)} placeholder="e.g. 500 business cards, premium matte" />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`line-${line.key}-quantity`}>Quantity</Label>
              <Input id={`line-${line.key}-quantity`} inputMode="numeric" value={line.quantity} onChange={(event) => update(line.key, "quantity", event.target.value.replace(/\D/g, ""))} />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor={`line-${line.key}-amount`}>Amount ($)</Label>
              <Input id={`line-${line.key}-amount`} inputMode="decimal" value={line.amount} onChange={(event) => update(line.key, "amount", event.target.value)} placeholder="89.00" />
            </div>
            <Button type="button" variant="ghost" className="h-11 justify-self-start sm:h-10" disabled={lines.length === 1} onClick={() => setLines((current) => current.filter((l) => l.key !== line.key))} aria-label={`Remove line ${index + 1}`}>
              <Icon icon={Trash2} aria-hidden />
            </Button>
          </li>
        ))}
      </ul>
      <Button type="button" variant="outline" className="h-11 justify-self-start sm:h-10" disabled={lines.length >= 30} onClick={() => setLines((current) => [...current, blankLine(newKey())])}>
        <Icon icon={Plus} aria-hidden />
        Add a line
      </Button>
      <div className="grid gap-1.5">
        <Label htmlFor="quote-note">Note to the customer (optional)</Label>
        <Textarea id="quote-note" rows={3} maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} placeholder="e.g. Ready 5 business days after payment. Free shipping." />
      </div>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-lg font-semibold text-ink">
          Total <span className="tabular-nums" data-testid="price-total">{formatCents(total)}</span>
        </p>
        <Button type="submit" className="h-11 sm:h-10" disabled={busy}>
          <Icon icon={busy ? LoaderCircle : Send} className={busy ? "animate-spin" : undefined} aria-hidden />
          {repricing ? "Send new quote" : "Send quote"}
        </Button>
      </div>
      {repricing && <p className="text-sm text-muted-foreground">Sending a new quote stops the earlier link working.</p>}
    </form>
  );
}
