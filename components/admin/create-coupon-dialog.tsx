"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { LoaderCircle, Plus } from "lucide";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger, DialogClose } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { adminRequest } from "./admin-request";

type CouponForm = {
  code: string;
  description: string;
  discountType: "percentage" | "fixed";
  discountValue: string;
  minOrderAmount: string;
  maxUses: string;
  expiresAt: string;
};

/** SPEC §9's coupon form defaults: percentage, value 0, minimum order 0, unlimited uses, no expiry. */
const DEFAULTS: CouponForm = { code: "", description: "", discountType: "percentage", discountValue: "0", minOrderAmount: "0", maxUses: "", expiresAt: "" };

/**
 * Create Coupon (SPEC §5): amounts go to the server as typed, in dollars; the server stores cents.
 * The expiry is a day on the store's clock (`timeZoneCity` names it), ending at its midnight.
 * Checks are the server's, and its sentence is shown when it refuses.
 */
export function CreateCouponDialog({ timeZoneCity }: { timeZoneCity: string }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<CouponForm>(DEFAULTS);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof CouponForm>(key: K, value: CouponForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    const result = await adminRequest("POST", "/api/admin/coupons", {
      code: form.code,
      description: form.description,
      discountType: form.discountType,
      discountValue: form.discountValue,
      minOrderAmount: form.minOrderAmount,
      maxUses: form.maxUses.trim() === "" ? null : form.maxUses,
      expiresAt: form.expiresAt === "" ? null : form.expiresAt,
    });
    setSaving(false);
    if (result.ok) {
      toast.success("Coupon created successfully!");
      setOpen(false);
      setForm(DEFAULTS);
      router.refresh();
    } else {
      toast.error("Failed to create coupon", { description: result.error });
    }
  }

  const percentage = form.discountType === "percentage";

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && setOpen(next)}>
      <DialogTrigger asChild>
        <Button>
          <Icon icon={Plus} aria-hidden />
          Create Coupon
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Create Coupon</DialogTitle>
          <DialogDescription>Customers enter the code at checkout. Amounts are in dollars.</DialogDescription>
        </DialogHeader>
        <form id="create-coupon-form" className="grid gap-4" onSubmit={submit} noValidate>
          <Field id="coupon-code" label="Code">
            <Input
              id="coupon-code"
              value={form.code}
              onChange={(event) => set("code", event.target.value.toUpperCase())}
              placeholder="SPRING20"
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              className="font-mono"
            />
          </Field>
          <Field id="coupon-description" label="Description">
            <Input id="coupon-description" value={form.description} onChange={(event) => set("description", event.target.value)} placeholder="20% off spring print orders" maxLength={200} />
          </Field>
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id="coupon-type" label="Discount type">
              <Select value={form.discountType} onValueChange={(value) => set("discountType", value as CouponForm["discountType"])}>
                <SelectTrigger id="coupon-type">
                  <SelectValue>{percentage ? "Percentage" : "Fixed amount"}</SelectValue>
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="percentage">Percentage</SelectItem>
                  <SelectItem value="fixed">Fixed amount</SelectItem>
                </SelectContent>
              </Select>
            </Field>
            <Field id="coupon-value" label={percentage ? "Discount (%)" : "Discount ($)"}>
              <Input id="coupon-value" type="number" inputMode="decimal" min={0} step={percentage ? 1 : 0.01} value={form.discountValue} onChange={(event) => set("discountValue", event.target.value)} />
            </Field>
            <Field id="coupon-min-order" label="Minimum order ($)">
              <Input id="coupon-min-order" type="number" inputMode="decimal" min={0} step={0.01} value={form.minOrderAmount} onChange={(event) => set("minOrderAmount", event.target.value)} />
            </Field>
            <Field id="coupon-max-uses" label="Maximum uses" hint="Leave empty for unlimited.">
              <Input id="coupon-max-uses" type="number" inputMode="numeric" min={1} step={1} value={form.maxUses} onChange={(event) => set("maxUses", event.target.value)} placeholder="Unlimited" aria-describedby="coupon-max-uses-hint" />
            </Field>
          </div>
          <Field id="coupon-expiry" label="Expiry date" hint={`Expires at the end of this day, ${timeZoneCity} time. Leave empty if it never expires.`}>
            <Input id="coupon-expiry" type="date" value={form.expiresAt} onChange={(event) => set("expiresAt", event.target.value)} aria-describedby="coupon-expiry-hint" />
          </Field>
        </form>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={saving}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" form="create-coupon-form" disabled={saving}>
            {saving && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
            {saving ? "Creating..." : "Create Coupon"}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Field({ id, label, hint, children }: { id: string; label: string; hint?: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}
