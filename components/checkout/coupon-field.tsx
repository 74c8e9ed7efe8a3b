"use client";

import { useState, type KeyboardEvent } from "react";
import { LoaderCircle, TicketPercent } from "lucide";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/**
 * The coupon code box of the order summary. It sits inside the checkout form, so it is not a form
 * of its own: Enter in it applies the code instead of paying.
 */
export function CouponField({
  appliedCode,
  error,
  busy,
  disabled,
  onApply,
  onRemove,
}: {
  appliedCode: string | null;
  error: string | null;
  busy: boolean;
  disabled: boolean;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  const [code, setCode] = useState("");

  if (appliedCode) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-success/30 bg-success/5 px-3 text-sm">
        <span className="flex items-center gap-2 font-medium text-success">
          <Icon icon={TicketPercent} aria-hidden className="size-4" />
          Coupon {appliedCode} applied
        </span>
        <button type="button" className={buttonVariants({ variant: "subtle", size: "touch" })} disabled={disabled} onClick={onRemove} aria-label={`Remove coupon ${appliedCode}`}>
          Remove
        </button>
      </div>
    );
  }

  const apply = () => {
    if (code.trim() && !busy) onApply(code.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  };

  return (
    <div className="grid gap-2">
      <Label htmlFor="coupon-code">Coupon code</Label>
      <div className="flex gap-2">
        <Input
          id="coupon-code"
          value={code}
          onChange={(event) => setCode(event.target.value.toUpperCase())}
          onKeyDown={onKeyDown}
          placeholder="Enter your code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={32}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? "coupon-code-error" : undefined}
          className="uppercase placeholder:normal-case"
        />
        <button type="button" className={`${buttonVariants({ variant: "outline", size: "touch" })} min-w-20`} disabled={disabled || busy || !code.trim()} onClick={apply}>
          {busy ? <Icon icon={LoaderCircle} aria-hidden className="animate-spin motion-reduce:animate-none" /> : null}
          Apply
        </button>
      </div>
      {error && (
        <p id="coupon-code-error" role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}
