"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { LoaderCircle, Undo2 } from "lucide";
import { Field } from "@/components/forms/field";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/format/money";
import { refundFormSchema } from "@/lib/validation/order";
import { useAdminAction } from "./use-admin-action";

type RefundSchema = ReturnType<typeof refundFormSchema>;
type RefundValues = z.input<RefundSchema>;
type Refund = z.output<RefundSchema>;

/**
 * Refund (POST /api/admin/orders/{id}/refund): the amount in dollars, everything left by default,
 * and a reason. Each opening of the dialog gets its own requestKey, so a double click or a retry
 * after a lost answer refunds once; the server's sentence is shown in the dialog when it refuses.
 */
export function RefundOrderDialog({ orderId, refundable }: { orderId: number; refundable: number }) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const everything = (refundable / 100).toFixed(2);
  const resolver = useMemo(() => zodResolver(refundFormSchema(refundable)), [refundable]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundValues, unknown, Refund>({ resolver, defaultValues: { amount: everything, reason: "", requestKey: "" } });

  function openWith(next: boolean) {
    if (busy) return;
    if (next) {
      reset({ amount: everything, reason: "", requestKey: crypto.randomUUID() });
      setError(null);
    }
    setOpen(next);
  }

  async function submit(refund: Refund) {
    const refunded = formatCents(refund.amount ?? refundable);
    const failed = await run("POST", `/api/admin/orders/${orderId}/refund`, refund, { success: `Refunded ${refunded}.`, failure: "The refund didn't go through" });
    if (failed === undefined) return; // a second click while the first is in flight: that one answers
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
        <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Refund order #{orderId}</DialogTitle>
            <DialogDescription>The money goes back to the customer&apos;s card. {formatCents(refundable)} is left to refund.</DialogDescription>
          </DialogHeader>
          <Field id="refund-amount" label="Amount ($)" hint={`Leave ${everything} to refund everything left; enter less for a partial refund.`} error={errors.amount?.message}>
            {(control) => <Input inputMode="decimal" autoComplete="off" {...control} {...register("amount")} />}
          </Field>
          <Field id="refund-reason" label="Reason" error={errors.reason?.message}>
            {(control) => <Textarea maxLength={500} placeholder="e.g. One shirt arrived with a misprint" {...control} {...register("reason")} />}
          </Field>
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
