"use client";

import { useController } from "react-hook-form";
import { CORNER_OPTIONS, FINISH_OPTIONS, PAPER_OPTIONS, QUANTITY_OPTIONS } from "@/lib/validation/quote-fields";
import { ChoiceGroup, type Choice } from "./choice-group";
import { FieldError } from "@/components/forms/field-error";
import { QuoteSection } from "./quote-section";
import type { QuoteControl } from "./quote-values";

/** "Premium (216-270gsm)" -> label "Premium", detail "216-270gsm" */
const PAPER_CHOICES: Choice[] = PAPER_OPTIONS.map((option) => {
  const [, name = option.label, weight] = /^(.*?)\s*\((.*)\)$/.exec(option.label) ?? [];
  return { value: option.value, label: name, detail: weight };
});

const FINISH_CHOICES: Choice[] = FINISH_OPTIONS.map((option) => ({ value: option.value, label: option.label }));

const CORNER_CHOICES: Choice[] = CORNER_OPTIONS.map((option) => ({
  value: option.value,
  label: option.label,
  adornment: (
    <svg aria-hidden viewBox="0 0 28 18" className="h-[18px] w-7 text-muted-foreground">
      <rect x="1" y="1" width="26" height="16" rx={option.value === "rounded" ? 5 : 0} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  ),
}));

const QUANTITY_CHOICES: Choice[] = QUANTITY_OPTIONS.map((quantity) => ({ value: String(quantity), label: quantity.toLocaleString("en-US") }));

/** Steps 2 to 5: paper, finish, corners and quantity. */
export function PrintOptions({ control }: { control: QuoteControl }) {
  return (
    <>
      <OptionStep
        control={control}
        name="paper"
        step={2}
        title="Paper quality"
        description="Heavier stock feels sturdier in the hand."
        choices={PAPER_CHOICES}
        className="sm:grid-cols-3"
      />
      <OptionStep
        control={control}
        name="finish"
        step={3}
        title="Finish"
        description="Matte reads easily and takes a pen; gloss makes colors pop."
        choices={FINISH_CHOICES}
        className="sm:grid-cols-3"
        size="compact"
      />
      <OptionStep
        control={control}
        name="corners"
        step={4}
        title="Corner style"
        description="Rounded corners stand out in a stack of cards."
        choices={CORNER_CHOICES}
        className="min-[400px]:grid-cols-2 sm:grid-cols-3"
        size="compact"
      />
      <OptionStep
        control={control}
        name="quantity"
        step={5}
        title="Quantity"
        description="Pieces per order."
        choices={QUANTITY_CHOICES}
        className="grid-cols-2 min-[400px]:grid-cols-3 sm:grid-cols-6"
        size="compact"
      />
    </>
  );
}

function OptionStep({
  control,
  name,
  step,
  title,
  description,
  choices,
  className,
  size,
}: {
  control: QuoteControl;
  name: "paper" | "finish" | "corners" | "quantity";
  step: number;
  title: string;
  description: string;
  choices: Choice[];
  className: string;
  size?: "compact";
}) {
  const { field, fieldState } = useController({ control, name });
  return (
    <QuoteSection id={`quote-${name}`} step={step} title={title} description={description}>
      <ChoiceGroup
        name={field.name}
        labelledBy={`quote-${name}-title`}
        value={field.value}
        onValueChange={field.onChange}
        choices={choices}
        size={size}
        className={className}
      />
      <FieldError id={`quote-${name}-error`} message={fieldState.error?.message} className="mt-2" />
    </QuoteSection>
  );
}
