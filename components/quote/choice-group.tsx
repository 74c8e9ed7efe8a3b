"use client";

import { useId, type ReactNode } from "react";
import { clsx } from "clsx";

export type Choice = {
  value: string;
  /** The option's accessible name. */
  label: string;
  /** Shown under the label and read as its description. */
  detail?: ReactNode;
  /** Shown beside the label (a badge, an icon). */
  adornment?: ReactNode;
  /** Shown under the detail, also read as description. */
  extra?: ReactNode;
  /** A short flag pinned to the tile's top edge ("Most Popular"), read as description. */
  ribbon?: string;
};

/**
 * A radio group drawn as selectable tiles: the browser's own radio buttons, so a tap selects and
 * arrow keys move between options before any script has run; the whole tile is the hit area, and
 * each option is named by its label alone.
 */
export function ChoiceGroup({
  name,
  labelledBy,
  describedBy,
  value,
  onValueChange,
  choices,
  required,
  invalid,
  disabled,
  className,
  size = "default",
}: {
  /** The form field's name: one group per name. */
  name: string;
  labelledBy: string;
  describedBy?: string;
  value: string;
  onValueChange: (value: string) => void;
  choices: readonly Choice[];
  required?: boolean;
  invalid?: boolean;
  disabled?: boolean;
  className?: string;
  size?: "default" | "compact";
}) {
  const baseId = useId();
  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      aria-invalid={invalid || undefined}
      aria-required={required || undefined}
      className={clsx("grid grid-cols-1 gap-3", className)}
    >
      {choices.map((choice) => {
        const id = `${baseId}-${choice.value}`;
        const hasDescription = Boolean(choice.detail || choice.extra);
        const description = [choice.ribbon && `${id}-ribbon`, choice.adornment && `${id}-adornment`, hasDescription && `${id}-detail`]
          .filter(Boolean)
          .join(" ");
        return (
          <label
            key={choice.value}
            htmlFor={id}
            className={clsx(
              "group relative flex cursor-pointer rounded-lg border border-input bg-background shadow-xs transition-colors",
              "hover:border-primary/60 hover:bg-accent/40",
              "has-checked:border-primary has-checked:bg-accent has-checked:ring-1 has-checked:ring-primary",
              "has-[:focus-visible]:ring-3 has-[:focus-visible]:ring-ring/40",
              "has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60",
              invalid && "border-destructive/70",
              size === "compact" ? "min-h-11 items-center gap-2 px-2.5 py-2" : "min-h-11 items-start gap-3 p-4",
            )}
          >
            {choice.ribbon && (
              <span
                id={`${id}-ribbon`}
                className="absolute -top-2.5 right-3 rounded-full bg-highlight px-2 py-0.5 text-xs leading-4 font-semibold text-ink shadow-xs"
              >
                {choice.ribbon}
              </span>
            )}
            <input
              type="radio"
              id={id}
              name={name}
              value={choice.value}
              checked={value === choice.value}
              onChange={() => onValueChange(choice.value)}
              required={required}
              disabled={disabled}
              aria-labelledby={`${id}-label`}
              aria-describedby={description || undefined}
              className={clsx(
                "size-5 shrink-0 cursor-pointer accent-primary focus-visible:outline-none disabled:cursor-not-allowed",
                size === "default" && "mt-0.5",
              )}
            />
            <span className="flex min-w-0 flex-1 flex-col gap-1">
              <span className="flex items-start justify-between gap-2">
                <span id={`${id}-label`} className="leading-snug font-semibold text-ink">
                  {choice.label}
                </span>
                {choice.adornment && <span id={`${id}-adornment`}>{choice.adornment}</span>}
              </span>
              {hasDescription && (
                <span id={`${id}-detail`} className="flex flex-col gap-1 text-sm text-muted-foreground">
                  {choice.detail}
                  {choice.extra}
                </span>
              )}
            </span>
          </label>
        );
      })}
    </div>
  );
}
