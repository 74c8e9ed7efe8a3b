"use client";

import { useState } from "react";
import { LoaderCircle, Undo2 } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/format/money";
import { useAdminAction } from "./use-admin-action";

/** "12.5" or "$12.50" -> 1250; anything that isn't dollars and up to two cents digits -> null. */
function dollarsToCents(text: string): number | null {
  const match = /^\$?\s*(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
}

/**
 * Refund (POST /api/admin/orders/{id}/refund): the amount in dollars, everything left by default,
 * and a reason. Each opening of the dialog gets its own requestKey, so a double click or a retry
 * after a lost answer refunds once; the server's sentence is shown in the dialog when it refuses.
 */
export function RefundOrderDialog({ orderId, refundable }: { orderId: number; refundable: number }) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [requestKey, setRequestKey] = useState("");
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const everything = (refundable / 100).toFixed(2);

  function openWith(next: boolean) {
    if (busy) return;
    if (next) {
      setRequestKey(crypto.randomUUID());
      setAmount(everything);
      setReason("");
      setError(null);
    }
    setOpen(next);
  }

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cents = dollarsToCents(amount);
    if (cents === null || cents < 1) return setError("Enter an amount in dollars, like 12.50.");
    if (cents > refundable) return setError(`At most ${formatCents(refundable)} is left to refund.`);
    // The whole remainder is sent as "everything left", so a refund made meanwhile elsewhere can't push it over.
    const body = { ...(cents === refundable ? {} : { amount: cents }), reason, requestKey };
    const failed = await run("POST", `/api/admin/orders/${orderId}/refund`, body, { success: `Refunded ${formatCents(cents)}.`, failure: "The refund didn't go through" });
    setError(failed);
    if (failed === null) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11 sm:h-10">
          <Icon icon={Undo2} aria-hidden />
          Refund
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={submit} className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Refund order #{orderId}</DialogTitle>
            <DialogDescription>The money goes back to the customer&apos;s card. {formatCents(refundable)} is left to refund.</DialogDescription>
          </DialogHeader>
          <div className="grid gap-1.5">
            <Label htmlFor="refund-amount">Amount ($)</Label>
            <Input id="refund-amount" inputMode="decimal" autoComplete="off" required value={amount} onChange={(event) => setAmount(event.target.value)} aria-describedby="refund-amount-hint" />
            <p id="refund-amount-hint" className="text-xs text-muted-foreground">
              Leave {everything} to refund everything left; enter less for a partial refund.
            </p>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="refund-reason">Reason</Label>
            <Textarea id="refund-reason" required minLength={3} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} placeholder="e.g. One shirt arrived with a misprint" />
          </div>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Keep the money
              </Button>
            </DialogClose>
            <Button type="submit" disabled={busy}>
              {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
              {busy ? "Refunding..." : "Refund"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
