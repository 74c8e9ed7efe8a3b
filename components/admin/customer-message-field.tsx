import type { ComponentProps } from "react";
import { Field } from "@/components/forms/field";
import { Textarea } from "@/components/ui/textarea";

/**
 * The refund and cancel dialogs' own words for the customer, emailed with the news as written; the
 * reason beside it stays with the shop. The textarea's props come from the form (register).
 */
export function CustomerMessageField({ id, error, ...textarea }: { id: string; error?: string } & ComponentProps<"textarea">) {
  return (
    <Field id={id} label="Message to the customer" hint="Optional. We email it to the customer as you write it; the reason stays with the shop." error={error}>
      {(control) => <Textarea maxLength={1000} {...textarea} {...control} />}
    </Field>
  );
}
