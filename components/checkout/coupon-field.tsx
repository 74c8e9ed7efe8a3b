"use client";

import { useForm, useWatch } from "react-hook-form";
import type { KeyboardEvent } from "react";
import { LoaderCircle, TicketPercent } from "lucide";
import { Field } from "@/components/forms/field";
import { lazyZodResolver } from "@/components/forms/lazy-zod-resolver";
import { Icon } from "@/components/ui/icon";
import { buttonVariants } from "@/components/ui/button-variants";
import { Input } from "@/components/ui/input";
import type { CouponCode, CouponCodeInput } from "@/lib/validation/checkout";

const couponSchema = lazyZodResolver<CouponCodeInput, CouponCode>(() => import("@/lib/validation/checkout").then((module) => module.couponCodeSchema));

/**
 * The coupon code box of the order summary. It sits inside the checkout form, so it is not a form
 * of its own: Enter in it applies the code instead of paying. `error` is the server's refusal.
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
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<CouponCodeInput, unknown, CouponCode>({ resolver: couponSchema.resolver, defaultValues: { couponCode: "" } });
  const typed = useWatch({ control, name: "couponCode" });

  if (appliedCode) {
    return (
      <div className="flex min-h-11 items-center justify-between gap-3 rounded-md border border-success/30 bg-success/5 px-3 text-sm">
        <span className="flex items-center gap-2 font-medium text-success">
          <Icon icon={TicketPercent} aria-hidden className="size-4" />
          Coupon {appliedCode} applied
        </span>
        <button
          type="button"
          className={buttonVariants({ variant: "subtle", size: "touch" })}
          disabled={disabled}
          onClick={onRemove}
          aria-label={`Remove coupon ${appliedCode}`}
        >
          Remove
        </button>
      </div>
    );
  }

  // Like the Apply button, Enter does nothing while the box is empty or a check is under way.
  const apply = () => void (typed.trim() && !busy && handleSubmit(({ couponCode }) => onApply(couponCode))());
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    apply();
  };

  return (
    <Field id="coupon-code" label="Coupon code" error={errors.couponCode?.message ?? error ?? undefined} announce>
      {(code) => (
        <div className="flex gap-2" onFocus={couponSchema.prefetch}>
          <Input
            onKeyDown={onKeyDown}
            placeholder="Enter your code"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={32}
            disabled={disabled}
            className="uppercase placeholder:normal-case"
            {...code}
            {...register("couponCode")}
          />
          <button
            type="button"
            className={`${buttonVariants({ variant: "outline", size: "touch" })} min-w-20`}
            disabled={disabled || busy || !typed.trim()}
            onClick={apply}
          >
            {busy ? <Icon icon={LoaderCircle} aria-hidden className="animate-spin" /> : null}
            Apply
          </button>
        </div>
      )}
    </Field>
  );
}
