"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { ArrowRightLeft, LoaderCircle } from "lucide";
import { sendJson } from "@/components/forms/send-json";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import type { PlanChangeOption } from "@/lib/billing/customer-plans";
import { formatCents } from "@/lib/money";

function prorationNote(prorated: number): string {
  if (prorated > 0) return `${formatCents(prorated)} today for the rest of this month`;
  if (prorated < 0) return `${formatCents(-prorated)} credit off your next bills`;
  return "Nothing to pay today";
}

/** Change plan: each other plan with its price and what switching costs or credits today (prorated). */
export function ChangePlanDialog({ planId, planName, options }: { planId: string; planName: string; options: PlanChangeOption[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState<string | null>(null);

  async function switchTo(option: PlanChangeOption) {
    setBusy(option.id);
    const reply = await sendJson<{ plan: string; prorated: number }>(`/api/plans/${planId}/change`, { plan: option.id });
    setBusy(null);
    if (!reply.ok) return void toast.error("Your plan wasn't changed", { description: reply.error ?? "Something went wrong. Please try again." });
    setOpen(false);
    toast.success(`You're on ${option.name} now`, { description: `${prorationNote(reply.data.prorated)}, then ${formatCents(option.amount)} a month.` });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon icon={ArrowRightLeft} aria-hidden />
          Change plan
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Change your {planName} plan</DialogTitle>
          <DialogDescription>The switch is immediate. You pay, or get credited, only the difference for the days left this month.</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3">
          {options.map((option) => (
            <li key={option.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
              <div>
                <p className="font-semibold text-ink">
                  {option.name} <span className="font-normal text-muted-foreground">{formatCents(option.amount)}/month</span>
                </p>
                <p className="text-sm text-muted-foreground">{prorationNote(option.prorated)}</p>
              </div>
              <Button size="sm" onClick={() => switchTo(option)} disabled={busy !== null} aria-label={`Switch to ${option.name}`}>
                {busy === option.id && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
                {busy === option.id ? "Switching..." : "Switch"}
              </Button>
            </li>
          ))}
        </ul>
        <DialogFooter>
          <DialogClose asChild>
            <Button type="button" variant="outline" disabled={busy !== null}>
              Keep {planName}
            </Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
