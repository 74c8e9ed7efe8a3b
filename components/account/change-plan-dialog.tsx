"use client";

import { useRouter } from "next/navigation";
import { useRef, useState } from "react";
import { ArrowLeft, ArrowRightLeft, LoaderCircle } from "lucide";
import { sendJson } from "@/components/forms/send-json";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import type { PlanChangePreview } from "@/lib/billing/change-plan";
import type { PlanChangeOption } from "@/lib/billing/customer-plans";
import { formatCents } from "@/lib/money";

function prorationNote(prorated: number): string {
  if (prorated > 0) return `about ${formatCents(prorated)} today for the rest of this month`;
  if (prorated < 0) return `about ${formatCents(-prorated)} credit off your next bills`;
  return "Nothing to pay today";
}

/** What the confirm step says is due: the server's amount, to the cent. */
function dueNow(preview: PlanChangePreview): string {
  if (preview.amountDue > 0) return `${formatCents(preview.amountDue)} is due now for the rest of this month, then ${formatCents(preview.monthly)} a month.`;
  if (preview.credit > 0) return `Nothing is due now: ${formatCents(preview.credit)} comes off your next bills, then ${formatCents(preview.monthly)} a month.`;
  return `Nothing is due now, then ${formatCents(preview.monthly)} a month.`;
}

/** The toast once the switch is made. */
function switched(preview: PlanChangePreview): string {
  const then = `then ${formatCents(preview.monthly)} a month`;
  if (preview.amountDue > 0) return `${formatCents(preview.amountDue)} was charged for the rest of this month, ${then}.`;
  if (preview.credit > 0) return `${formatCents(preview.credit)} comes off your next bills, ${then}.`;
  return `Nothing was charged today, ${then}.`;
}

/**
 * Change plan, in two steps: choose another plan (each with its monthly price and roughly what
 * switching costs today), then confirm the exact amount the server works out for now, with a
 * button that says it ("Pay $399.99 now"). One confirm at a time, whatever the clicks.
 */
export function ChangePlanDialog({ planId, planName, options }: { planId: string; planName: string; options: PlanChangeOption[] }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState<string | null>(null);
  const [preview, setPreview] = useState<PlanChangePreview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const inFlight = useRef(false);
  const busy = loading !== null || paying;

  function onOpenChange(next: boolean) {
    if (busy) return;
    setOpen(next);
    setPreview(null);
    setError(null);
  }

  function backToPlans() {
    setPreview(null);
    setError(null);
  }

  async function choose(option: PlanChangeOption) {
    setLoading(option.id);
    setError(null);
    const reply = await sendJson<PlanChangePreview>(`/api/plans/${planId}/change?plan=${option.id}`, undefined, { method: "GET" });
    setLoading(null);
    if (!reply.ok) return setError(reply.error ?? "We couldn't work out the price just now. Please try again.");
    setPreview(reply.data);
  }

  async function confirm(chosen: PlanChangePreview) {
    if (inFlight.current) return;
    inFlight.current = true;
    setPaying(true);
    const reply = await sendJson<{ plan: string; prorated: number }>(`/api/plans/${planId}/change`, { plan: chosen.plan, prorationDate: chosen.prorationDate });
    inFlight.current = false;
    setPaying(false);
    if (!reply.ok) return setError(reply.error ?? "Something went wrong, and your plan wasn't changed. Please try again.");
    setOpen(false);
    toast.success(`You're on ${chosen.planName} now`, { description: switched(chosen) });
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline">
          <Icon icon={ArrowRightLeft} aria-hidden />
          Change plan
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{preview ? `Switch to ${preview.planName}?` : `Change your ${planName} plan`}</DialogTitle>
          <DialogDescription>
            {preview ? dueNow(preview) : "The switch is immediate. You pay, or get credited, only the difference for the days left this month."}
          </DialogDescription>
        </DialogHeader>
        {preview ? (
          <p className="rounded-md border border-border bg-surface p-3 text-sm" data-testid="change-plan-due">
            <span className="block text-muted-foreground">Due now</span>
            <span className="text-2xl font-bold text-ink tabular-nums">{formatCents(preview.amountDue)}</span>
          </p>
        ) : (
          <ul className="grid gap-3">
            {options.map((option) => (
              <li key={option.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border border-border p-3">
                <div>
                  <p className="font-semibold text-ink">
                    {option.name} <span className="font-normal text-muted-foreground">{formatCents(option.amount)}/month</span>
                  </p>
                  <p className="text-sm text-muted-foreground">{prorationNote(option.prorated)}</p>
                </div>
                <Button onClick={() => choose(option)} disabled={busy} aria-label={`Switch to ${option.name}`}>
                  {loading === option.id && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
                  {loading === option.id ? "Working it out..." : "Switch"}
                </Button>
              </li>
            ))}
          </ul>
        )}
        {error && (
          <Alert variant="destructive">
            <AlertDescription>{error}</AlertDescription>
          </Alert>
        )}
        <DialogFooter>
          {preview ? (
            <>
              <Button type="button" variant="outline" onClick={backToPlans} disabled={busy}>
                <Icon icon={ArrowLeft} aria-hidden />
                Other plans
              </Button>
              <Button type="button" onClick={() => confirm(preview)} disabled={busy}>
                {paying && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
                {paying ? "Switching..." : preview.amountDue > 0 ? `Pay ${formatCents(preview.amountDue)} now` : `Switch to ${preview.planName}`}
              </Button>
            </>
          ) : (
            <DialogClose asChild>
              <Button type="button" variant="outline" disabled={busy}>
                Keep {planName}
              </Button>
            </DialogClose>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
