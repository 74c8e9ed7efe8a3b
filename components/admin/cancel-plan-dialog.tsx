"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Ban } from "lucide";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Textarea } from "@/components/ui/textarea";
import { adminPlanCancelSchema } from "@/lib/validation/plan";
import { CustomerMessageField } from "./customer-message-field";
import { OrderActionDialog, useOrderActionDialog } from "./order-action-dialog";

type CancelValues = z.input<typeof adminPlanCancelSchema>;
type Cancellation = z.output<typeof adminPlanCancelSchema>;

type CancelPlanDialogProps = {
  subscriptionId: string;
  businessName: string;
  /** The end of the month paid for, formatted, or null when the gateway has not said. */
  periodEnd: string | null;
};

/**
 * Cancel plan (POST /api/admin/subscribers/{id}/cancel), now or at the end of the month paid for,
 * with a reason for the shop and an optional message for the customer's email. It refunds nothing:
 * each invoice has its own Refund.
 */
export function CancelPlanDialog({ subscriptionId, businessName, periodEnd }: CancelPlanDialogProps) {
  const fresh = (requestKey: string): CancelValues => ({ when: "period_end", reason: "", customerMessage: "", requestKey });
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<CancelValues, unknown, Cancellation>({ resolver: zodResolver(adminPlanCancelSchema), defaultValues: fresh("") });
  const { send, ...dialog } = useOrderActionDialog((requestKey) => reset(fresh(requestKey)));
  const when = useWatch({ control, name: "when" });
  const until = periodEnd ?? "the end of the month paid for";

  return (
    <OrderActionDialog
      {...dialog}
      trigger={
        <Button variant="outline" className="h-11 text-red-700 hover:bg-red-50 hover:text-red-800 sm:h-10">
          <Icon icon={Ban} aria-hidden />
          Cancel plan
        </Button>
      }
      title={`Cancel the plan of ${businessName}?`}
      description={
        <>
          {when === "now" ? "The plan ends today." : `The plan runs until ${until}, then stops.`} Nothing more is charged. Cancelling refunds nothing: refund
          invoices from the list.
        </>
      }
      onSubmit={handleSubmit((values) =>
        send(`/api/admin/subscribers/${subscriptionId}/cancel`, values, {
          success: values.when === "now" ? "The plan has ended." : `The plan ends on ${until}.`,
          successDescription: "The customer is emailed.",
          failure: "The plan wasn't cancelled",
        }),
      )}
      keep="Keep the plan"
      act={{ label: when === "now" ? "End the plan now" : "Cancel at period end", busyLabel: "Cancelling...", destructive: true }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-ink">When</legend>
        {(
          [
            ["period_end", `At the end of the period (${until})`],
            ["now", "Now"],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-input px-3 text-sm has-checked:border-primary has-checked:bg-accent"
          >
            <input type="radio" value={value} className="size-4 accent-primary" {...register("when")} />
            {label}
          </label>
        ))}
      </fieldset>
      <Field
        id="cancel-plan-reason"
        label="Reason"
        hint="Only the team sees it, on the plan's timeline and in the activity log."
        error={errors.reason?.message}
      >
        {(controlProps) => (
          <Textarea
            required
            maxLength={500}
            placeholder="e.g. Customer asked by phone to stop at the end of the month"
            {...controlProps}
            {...register("reason")}
          />
        )}
      </Field>
      <CustomerMessageField
        id="cancel-plan-customer-message"
        error={errors.customerMessage?.message}
        placeholder="e.g. As we discussed, your plan stops at the end of this month. Thanks for being with us."
        {...register("customerMessage")}
      />
    </OrderActionDialog>
  );
}
