"use client";

import { Switch } from "@/components/ui/switch";
import { useOptimisticUpdate } from "./use-optimistic-update";

/** Turns a coupon on or off with PATCH /api/admin/coupons/{id} { isActive }. */
export function CouponActiveSwitch({ id, code, isActive }: { id: number; code: string; isActive: boolean }) {
  const { value, busy, change } = useOptimisticUpdate(isActive, (next) => ({ url: `/api/admin/coupons/${id}`, body: { isActive: next } }), {
    success: "Coupon updated successfully!",
    failure: "Failed to update coupon",
  });

  const switchId = `coupon-${id}-active`;
  // The label laid over the cell is the switch's 44 px target: a tap anywhere on it flips the switch.
  // It sits beside the switch, not around it: on the server Radix renders a hidden checkbox next to
  // the switch, and a label may hold only one control.
  return (
    <span className="relative inline-flex min-h-11 min-w-11 items-center">
      <label htmlFor={switchId} className="absolute inset-0 cursor-pointer" />
      <Switch id={switchId} className="relative" checked={value} onCheckedChange={(next) => void change(next)} disabled={busy} aria-label={`${code} active`} />
    </span>
  );
}
