"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Undo2 } from "lucide";
import { Field } from "@/components/forms/field";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatCents, toDecimalString } from "@/lib/money";
import { refundFormSchema } from "@/lib/validation/refund";
import { CustomerMessageField } from "./customer-message-field";
import { OrderActionDialog, useOrderActionDialog } from "./order-action-dialog";

type RefundSchema = ReturnType<typeof refundFormSchema>;
type RefundValues = z.input<RefundSchema>;
type Refund = z.output<RefundSchema>;

type RefundDialogProps = {
  /** The refund route: /api/admin/orders/{id}/refund, /api/admin/print-orders/{id}/refund or /api/admin/invoices/{id}/refund. */
  url: string;
  /** What is refunded, as the title names it: "order #12", "print order #3", "invoice #7". */
  subject: string;
  /** What is left to refund, in cents. */
  refundable: number;
  /** An example of a reason, for the reason's placeholder. */
  example: string;
};

/**
 * Refund, for a merchandise order, a print order or a plan invoice alike: the amount in dollars,
 * everything left by default, and a reason; the server's sentence is shown in the dialog when it refuses.
 */
export function RefundDialog({ url, subject, refundable, example }: RefundDialogProps) {
  const everything = toDecimalString(refundable);
  const resolver = useMemo(() => zodResolver(refundFormSchema(refundable)), [refundable]);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<RefundValues, unknown, Refund>({ resolver, defaultValues: { amount: everything, reason: "", customerMessage: "", requestKey: "" } });
  const { send, ...dialog } = useOrderActionDialog((requestKey) => reset({ amount: everything, reason: "", customerMessage: "", requestKey }));

  return (
    <OrderActionDialog
      {...dialog}
      trigger={
        <Button variant="outline" className="h-11 sm:h-10">
          <Icon icon={Undo2} aria-hidden />
          Refund
        </Button>
      }
      title={`Refund ${subject}`}
      description={<>The money goes back to the customer&apos;s card. {formatCents(refundable)} is left to refund.</>}
      onSubmit={handleSubmit((refund) =>
        send(url, refund, { success: `Refunded ${formatCents(refund.amount ?? refundable)}.`, failure: "The refund didn't go through" }),
      )}
      keep="Keep the money"
      act={{ label: "Refund", busyLabel: "Refunding..." }}
    >
      <Field
        id="refund-amount"
        label="Amount ($)"
        hint={`Leave ${everything} to refund everything left; enter less for a partial refund.`}
        error={errors.amount?.message}
      >
        {(control) => <Input inputMode="decimal" autoComplete="off" {...control} {...register("amount")} />}
      </Field>
      <Field id="refund-reason" label="Reason" error={errors.reason?.message}>
        {(control) => <Textarea maxLength={500} placeholder={`e.g. ${example}`} {...control} {...register("reason")} />}
      </Field>
      <CustomerMessageField
        id="refund-customer-message"
        error={errors.customerMessage?.message}
        placeholder="e.g. Sorry for the trouble: this part of your payment is on its way back to your card."
        {...register("customerMessage")}
      />
    </OrderActionDialog>
  );
}
