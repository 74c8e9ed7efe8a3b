"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Ban, LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/forms/field";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/format/money";
import { cancelOrderSchema } from "@/lib/validation/order";
import { useAdminAction } from "./use-admin-action";

type CancelValues = z.input<typeof cancelOrderSchema>;
type Cancellation = z.output<typeof cancelOrderSchema>;

/**
 * Cancel order (POST /api/admin/orders/{id}/cancel) with a reason: it refunds what is left and
 * stops the print job where Printful still allows. One requestKey per opening, as for refunds.
 */
export function CancelOrderDialog({ orderId, refundable }: { orderId: number; refundable: number }) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelValues, unknown, Cancellation>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: "", requestKey: "" } });

  function openWith(next: boolean) {
    if (busy) return;
    if (next) {
      reset({ reason: "", requestKey: crypto.randomUUID() });
      setError(null);
    }
    setOpen(next);
  }

  async function submit(values: Cancellation) {
    const failed = await run("POST", `/api/admin/orders/${orderId}/cancel`, values, { success: `Order #${orderId} cancelled.`, failure: "The order wasn't cancelled" });
    if (failed === undefined) return; // a second click while the first is in flight: that one answers
    setError(failed);
    if (failed === null) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={openWith}>
      <DialogTrigger asChild>
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
          <Icon icon={Ban} aria-hidden />
          Cancel order
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={handleSubmit(submit)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Cancel order #{orderId}?</DialogTitle>
            <DialogDescription>
              {refundable > 0 ? `${formatCents(refundable)} still paid goes back to the customer's card. ` : "Nothing is left to refund. "}
              The print job is stopped if Printful hasn&apos;t started it; once it is in production it can&apos;t be pulled back.
            </DialogDescription>
          </DialogHeader>
          <Field id="cancel-reason" label="Reason" error={errors.reason?.message}>
            {(control) => <Textarea required maxLength={500} placeholder="e.g. Customer ordered the wrong size" {...control} {...register("reason")} />}
          </Field>
          {error && (
            <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Keep the order
              </Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={busy}>
              {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
              {busy ? "Cancelling..." : "Cancel order"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
