"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { Controller, useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { LoaderCircle, Plus } from "lucide";
import { Field } from "@/components/forms/field";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, DialogClose } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { couponSchema } from "@/lib/validation/coupon";
import { adminRequest } from "./admin-request";

type CouponValues = z.input<typeof couponSchema>;

/** The coupon form's defaults (docs/product.md#coupons-tab): percentage, value 0, minimum order 0, unlimited uses, no expiry. */
const DEFAULTS = {
  code: "",
  description: "",
  discountType: "percentage",
  discountValue: "0",
  minOrderAmount: "0",
  maxUses: "",
  expiresAt: "",
} satisfies CouponValues;

// The route takes the amounts as typed, in dollars, and converts them itself: the form checks
// them with the route's schema but sends what the admin typed (raw), not the schema's cents.
const resolver = zodResolver(couponSchema, undefined, { raw: true });

/**
 * Create Coupon (docs/product.md#coupons-tab). The expiry is a day on the store's clock (`timeZoneCity` names it),
 * ending at its midnight. The server checks again, and its sentence is shown when it refuses.
 */
export function CreateCouponDialog({ timeZoneCity }: { timeZoneCity: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const {
    control: formControl,
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting: saving },
  } = useForm<CouponValues>({ resolver, defaultValues: DEFAULTS });
  const percentage = useWatch({ control: formControl, name: "discountType" }) === "percentage";

  async function submit(values: CouponValues) {
    const result = await adminRequest("POST", "/api/admin/coupons", { ...values, maxUses: values.maxUses || null, expiresAt: values.expiresAt || null });
    if (result.ok) {
      toast.success("Coupon created successfully!");
      setOpen(false);
      reset(DEFAULTS);
      router.refresh();
    } else {
      toast.error("Failed to create coupon", { description: result.error });
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button size="phone">
          <Icon icon={Plus} aria-hidden />
          Create Coupon
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Coupon</DialogTitle>
          <DialogDescription>Customers enter the code at checkout. Amounts are in dollars.</DialogDescription>
        </DialogHeader>
        <form id="create-coupon-form" className="grid gap-4" onSubmit={handleSubmit(submit)} noValidate>
          <Field id="coupon-code" label="Code" error={errors.code?.message}>
            {(control) => (
              <Input
                placeholder="SPRING20"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={32}
                className="font-mono uppercase"
                {...control}
                {...register("code")}
              />
            )}
          </Field>
          <Field id="coupon-description" label="Description" error={errors.description?.message}>
            {(control) => <Input placeholder="20% off spring print orders" maxLength={200} {...control} {...register("description")} />}
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="coupon-type" label="Discount type" error={errors.discountType?.message}>
              {(control) => (
                <Controller
                  control={formControl}
                  name="discountType"
                  render={({ field }) => (
                    <Select value={field.value} onValueChange={field.onChange}>
                      <SelectTrigger onBlur={field.onBlur} {...control}>
                        <SelectValue>{percentage ? "Percentage" : "Fixed amount"}</SelectValue>
                      </SelectTrigger>
                      <SelectContent>
                        <SelectItem value="percentage">Percentage</SelectItem>
                        <SelectItem value="fixed">Fixed amount</SelectItem>
                      </SelectContent>
                    </Select>
                  )}
                />
              )}
            </Field>
            <Field id="coupon-discountValue" label={percentage ? "Discount (%)" : "Discount ($)"} error={errors.discountValue?.message}>
              {(control) => <Input type="number" inputMode="decimal" min={0} step={percentage ? 1 : 0.01} {...control} {...register("discountValue")} />}
            </Field>
            <Field id="coupon-minOrderAmount" label="Minimum order ($)" error={errors.minOrderAmount?.message}>
              {(control) => <Input type="number" inputMode="decimal" min={0} step={0.01} {...control} {...register("minOrderAmount")} />}
            </Field>
            <Field id="coupon-maxUses" label="Maximum uses" hint="Leave empty for unlimited." error={errors.maxUses?.message}>
              {(control) => <Input type="number" inputMode="numeric" min={1} step={1} placeholder="Unlimited" {...control} {...register("maxUses")} />}
            </Field>
          </div>
          <Field
            id="coupon-expiresAt"
            label="Expiry date"
            hint={`Expires at the end of this day, ${timeZoneCity} time. Leave empty if it never expires.`}
            error={errors.expiresAt?.message}
          >
            {(control) => <Input type="date" {...control} {...register("expiresAt")} />}
          </Field>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" size="phone" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form="create-coupon-form" size="phone" disabled={saving}>
            {saving && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {saving ? "Creating..." : "Create Coupon"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
