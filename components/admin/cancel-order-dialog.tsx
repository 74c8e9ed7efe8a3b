"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Ban } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/forms/field";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/money";
import { cancelOrderSchema } from "@/lib/validation/order";
import { OrderActionDialog, useOrderActionDialog } from "./order-action-dialog";

type CancelValues = z.input<typeof cancelOrderSchema>;
type Cancellation = z.output<typeof cancelOrderSchema>;

/**
 * Cancel order (POST /api/admin/orders/{id}/cancel) with a reason: it refunds what is left and
 * stops the print job where Printful still allows.
 */
export function CancelOrderDialog({ orderId, refundable }: { orderId: number; refundable: number }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelValues, unknown, Cancellation>({ resolver: zodResolver(cancelOrderSchema), defaultValues: { reason: "", requestKey: "" } });
  const { send, ...dialog } = useOrderActionDialog((requestKey) => reset({ reason: "", requestKey }));

  return (
    <OrderActionDialog
      {...dialog}
      trigger={
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
          <Icon icon={Ban} aria-hidden />
          Cancel order
        </Button>
      }
      title={`Cancel order #${orderId}?`}
      description={
        <>
          {refundable > 0 ? `${formatCents(refundable)} still paid goes back to the customer's card. ` : "Nothing is left to refund. "}
          The print job is stopped if Printful hasn&apos;t started it; once it is in production it can&apos;t be pulled back.
        </>
      }
      onSubmit={handleSubmit((values) => send(`/api/admin/orders/${orderId}/cancel`, values, { success: `Order #${orderId} cancelled.`, failure: "The order wasn't cancelled" }))}
      keep="Keep the order"
      act={{ label: "Cancel order", busyLabel: "Cancelling...", destructive: true }}
    >
      <Field id="cancel-reason" label="Reason" error={errors.reason?.message}>
        {(control) => <Textarea required maxLength={500} placeholder="e.g. Customer ordered the wrong size" {...control} {...register("reason")} />}
      </Field>
    </OrderActionDialog>
  );
}
