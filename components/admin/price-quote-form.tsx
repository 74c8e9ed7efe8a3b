"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useForm, useFieldArray, useWatch } from "react-hook-form";
import type { z } from "zod";
import { LoaderCircle, Plus, Send, Trash2 } from "lucide";
import { Field } from "@/components/forms/field";
import { FieldError } from "@/components/forms/field-error";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { formatCents, parseDollarInput, sumCents } from "@/lib/money";
import { MAX_QUOTE_TOTAL, priceQuoteFormSchema } from "@/lib/validation/print-quote";
import { useAdminAction } from "./use-admin-action";

type PriceValues = z.input<typeof priceQuoteFormSchema>;
type Priced = z.output<typeof priceQuoteFormSchema>;

const MAX_LINES = 30;
const resolver = zodResolver(priceQuoteFormSchema);
const blankLine = (quantity = "") => ({ description: "", quantity, amount: "" });
/** A line's amount as typed, for the running total; one over the limit is refused on sending, so it counts as nothing. */
function lineCents(text: string): number {
  const amount = parseDollarInput(text);
  return amount !== null && amount <= MAX_QUOTE_TOTAL ? amount : 0;
}

/** Prices a request: lines (description, quantity, amount for the line in dollars) and a note; the customer gets the link by email. */
export function PriceQuoteForm({ quoteRequestId, quantity, repricing }: { quoteRequestId: number; quantity: number; repricing: boolean }) {
  const { busy, run } = useAdminAction();
  const fresh = { items: [blankLine(String(quantity))], note: "" };
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<PriceValues, unknown, Priced>({ resolver, defaultValues: fresh });
  const { fields, append, remove } = useFieldArray({ control, name: "items" });
  const total = sumCents(useWatch({ control, name: "items" }).map((line) => lineCents(line.amount ?? "")));

  async function send(quote: Priced) {
    const failed = await run("POST", `/api/admin/quotes/${quoteRequestId}/price`, quote, {
      success: "Quote sent: the customer gets the link by email.",
      failure: "The quote wasn't sent",
    });
    if (failed === null) reset(fresh);
  }

  return (
    <form onSubmit={handleSubmit(send)} noValidate className="grid gap-4" aria-label="Price this request">
      <ul className="grid gap-3">
        {fields.map((field, index) => {
          const lineErrors = errors.items?.[index];
          // By position, not by the field array's random key, so the server's ids match the browser's.
          const id = `line-${index}`;
          return (
            <li
              key={field.id}
              className="grid gap-2 rounded-md border border-border p-3 sm:grid-cols-[minmax(0,1fr)_7rem_8rem_auto] sm:items-start sm:border-0 sm:p-0"
            >
              <Field id={`${id}-description`} label={`Line ${index + 1} description`} error={lineErrors?.description?.message}>
                {(control) => (
                  <Input maxLength={200} placeholder="e.g. 500 business cards, premium matte" {...control} {...register(`items.${index}.description`)} />
                )}
              </Field>
              <Field id={`${id}-quantity`} label="Quantity" error={lineErrors?.quantity?.message}>
                {(control) => <Input inputMode="numeric" {...control} {...register(`items.${index}.quantity`)} />}
              </Field>
              <Field id={`${id}-amount`} label="Amount ($)" error={lineErrors?.amount?.message}>
                {(control) => <Input inputMode="decimal" placeholder="89.00" {...control} {...register(`items.${index}.amount`)} />}
              </Field>
              <Button
                type="button"
                variant="ghost"
                className="h-11 justify-self-start sm:mt-6 sm:h-10"
                disabled={fields.length === 1}
                onClick={() => remove(index)}
                aria-label={`Remove line ${index + 1}`}
              >
                <Icon icon={Trash2} aria-hidden />
              </Button>
            </li>
          );
        })}
      </ul>
      <Button
        type="button"
        variant="outline"
        className="h-11 justify-self-start sm:h-10"
        disabled={fields.length >= MAX_LINES}
        onClick={() => append(blankLine())}
      >
        <Icon icon={Plus} aria-hidden />
        Add a line
      </Button>
      <Field id="quote-note" label="Note to the customer (optional)" error={errors.note?.message}>
        {(control) => (
          <Textarea rows={3} maxLength={2000} placeholder="e.g. Ready 5 business days after payment. Free shipping." {...control} {...register("note")} />
        )}
      </Field>
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
        <p className="text-lg font-semibold text-ink">
          Total{" "}
          <span className="tabular-nums" data-testid="price-total">
            {formatCents(total)}
          </span>
        </p>
        <Button type="submit" className="h-11 sm:h-10" disabled={busy}>
          <Icon icon={busy ? LoaderCircle : Send} className={busy ? "animate-spin" : undefined} aria-hidden />
          {repricing ? "Send new quote" : "Send quote"}
        </Button>
      </div>
      <FieldError id="quote-total-error" message={errors.items?.root?.message ?? errors.items?.message} />
      {repricing && <p className="text-sm text-muted-foreground">Sending a new quote stops the earlier link working.</p>}
    </form>
  );
}
