"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import type { ReactNode } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { Ban } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/forms/field";
import { Textarea } from "@/components/ui/textarea";
import { formatCents } from "@/lib/money";
import { cancelOrderSchema } from "@/lib/validation/order";
import { CustomerMessageField } from "./customer-message-field";
import { OrderActionDialog, useOrderActionDialog } from "./order-action-dialog";

type CancelValues = z.input<typeof cancelOrderSchema>;
type Cancellation = z.output<typeof cancelOrderSchema>;

type CancelOrderDialogProps = {
  orderId: number;
  refundable: number;
  /** What opens it instead of the Cancel order button, given the function that opens it (the status list's "Cancelled"). */
  opener?: (open: () => void) => ReactNode;
};

/**
 * Cancel order (POST /api/admin/orders/{id}/cancel) with a reason for the shop and an optional
 * message for the customer: it refunds what is left and stops the print job where Printful still allows.
 */
export function CancelOrderDialog({ orderId, refundable, opener }: CancelOrderDialogProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CancelValues, unknown, Cancellation>({
    resolver: zodResolver(cancelOrderSchema),
    defaultValues: { reason: "", customerMessage: "", requestKey: "" },
  });
  const { send, ...dialog } = useOrderActionDialog((requestKey) => reset({ reason: "", customerMessage: "", requestKey }));

  return (
    <>
      {opener?.(() => dialog.onOpenChange(true))}
      <OrderActionDialog
        {...dialog}
        trigger={
          opener ? undefined : (
            <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
              <Icon icon={Ban} aria-hidden />
              Cancel order
            </Button>
          )
        }
        title={`Cancel order #${orderId}?`}
        description={
          <>
            {refundable > 0 ? `${formatCents(refundable)} still paid goes back to the customer's card. ` : "Nothing is left to refund. "}
            The print job is stopped if Printful hasn&apos;t started it; once it is in production it can&apos;t be pulled back.
          </>
        }
        onSubmit={handleSubmit((values) =>
          send(`/api/admin/orders/${orderId}/cancel`, values, { success: `Order #${orderId} cancelled.`, failure: "The order wasn't cancelled" }),
        )}
        keep="Keep the order"
        act={{ label: "Cancel order", busyLabel: "Cancelling...", destructive: true }}
      >
        <Field id="cancel-reason" label="Reason" error={errors.reason?.message}>
          {(control) => <Textarea required maxLength={500} placeholder="e.g. Customer ordered the wrong size" {...control} {...register("reason")} />}
        </Field>
        <CustomerMessageField
          id="cancel-customer-message"
          error={errors.customerMessage?.message}
          placeholder="e.g. As we discussed on the phone, we've cancelled your order."
          {...register("customerMessage")}
        />
      </OrderActionDialog>
    </>
  );
}
