"use client";

import { Switch } from "@/components/ui/switch";
import { useOptimisticUpdate } from "./use-optimistic-update";

/** Turns a coupon on or off with PATCH /api/admin/coupons/{id} { isActive }. */
export function CouponActiveSwitch({ id, code, isActive }: { id: number; code: string; isActive: boolean }) {
  const { value, busy, change } = useOptimisticUpdate(isActive, (next) => ({ url: `/api/admin/coupons/${id}`, body: { isActive: next } }), {
    success: "Coupon updated successfully!",
    failure: "Failed to update coupon",
  });

  return (
    // The label around the switch is its 44 px target: a tap anywhere on it flips the switch.
    <label className="inline-flex min-h-11 min-w-11 cursor-pointer items-center">
      <Switch checked={value} onCheckedChange={(next) => void change(next)} disabled={busy} aria-label={`${code} active`} />
    </label>
  );
}
