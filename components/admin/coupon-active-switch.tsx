"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "@/components/ui/toast";
import { Switch } from "@/components/ui/switch";
import { adminRequest } from "./admin-request";

/** Turns a coupon on or off with PATCH /api/admin/coupons/{id} { isActive }. */
export function CouponActiveSwitch({ id, code, isActive }: { id: number; code: string; isActive: boolean }) {
  const router = useRouter();
  const [checked, setChecked] = useState(isActive);
  const [saving, setSaving] = useState(false);

  async function toggle(next: boolean) {
    setChecked(next);
    setSaving(true);
    const result = await adminRequest("PATCH", `/api/admin/coupons/${id}`, { isActive: next });
    setSaving(false);
    if (result.ok) {
      toast.success("Coupon updated successfully!");
      router.refresh();
    } else {
      setChecked(isActive);
      toast.error("Failed to update coupon", { description: result.error });
    }
  }

  return (
    <span className="inline-flex min-h-11 items-center">
      <Switch checked={checked} onCheckedChange={toggle} disabled={saving} aria-label={`${code} active`} />
    </span>
  );
}
