"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { CreditCard, LoaderCircle, RotateCcw } from "lucide";
import { sendJson } from "@/components/forms/send-json";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";
import type { PlanChangeOption } from "@/lib/billing/customer-plans";
import { formatCents } from "@/lib/money";
import { ChangePlanDialog } from "./change-plan-dialog";

type Props = {
  planId: string;
  planName: string;
  cancelAtPeriodEnd: boolean;
  /** What cancelling would refund, formatted, while the account's 30-day guarantee applies: everything paid for plans since. */
  refundOnCancel: string | null;
  periodEnd: string | null;
  hasPortal: boolean;
  changeOptions: PlanChangeOption[];
};

/** Change plan, cancel (at the period's end, or now with the guarantee's refund), undo it, and Stripe's portal live. */
export function PlanActions({ planId, planName, cancelAtPeriodEnd, refundOnCancel, periodEnd, hasPortal, changeOptions }: Props) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(false);

  async function setCancelled(cancel: boolean) {
    setBusy(true);
    const reply = await sendJson<{ ended: string; refunded: number }>(`/api/plans/${planId}/cancel`, { cancel });
    setBusy(false);
    if (!reply.ok)
      return void toast.error(cancel ? "Your plan wasn't cancelled" : "Your plan wasn't resumed", {
        description: reply.error ?? "Something went wrong. Please try again.",
      });
    setOpen(false);
    if (!cancel) toast.success("Your plan carries on", { description: "Nothing changes: we'll keep billing you monthly." });
    else if (reply.data.ended === "now")
      toast.success("Your plan is cancelled and refunded", {
        description: `${formatCents(reply.data.refunded)} is on its way back to your card (5-10 business days).`,
      });
    else
      toast.success("Your plan is cancelled", {
        description: periodEnd
          ? `It runs until ${periodEnd}. Changed your mind? Undo it any time before then.`
          : "It runs to the end of the month you paid for.",
      });
    router.refresh();
  }

  async function openPortal() {
    setBusy(true);
    const reply = await sendJson<{ url: string }>(`/api/plans/${planId}/portal`, {});
    if (reply.ok) return window.location.assign(reply.data.url);
    setBusy(false);
    toast.error("We couldn't open your billing page", { description: reply.error ?? "Something went wrong. Please try again." });
  }

  return (
    <div className="mt-5 flex flex-wrap gap-3">
      {changeOptions.length > 0 && !cancelAtPeriodEnd && <ChangePlanDialog planId={planId} planName={planName} options={changeOptions} />}
      {cancelAtPeriodEnd ? (
        <Button onClick={() => setCancelled(false)} disabled={busy}>
          <Icon icon={busy ? LoaderCircle : RotateCcw} className={busy ? "animate-spin" : undefined} aria-hidden />
          Undo cancellation
        </Button>
      ) : (
        <Dialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
          <DialogTrigger asChild>
            <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800">
              Cancel plan
            </Button>
          </DialogTrigger>
          <DialogContent className="sm:max-w-md">
            <DialogHeader>
              <DialogTitle>Cancel your {planName} plan?</DialogTitle>
              <DialogDescription>
                {refundOnCancel
                  ? `You're within your 30-day money-back guarantee: your plan ends today and ${refundOnCancel}, everything you've paid for your plan, goes back to your card.`
                  : `Your plan runs until ${periodEnd ?? "the end of the month you paid for"}, then stops. Nothing more is charged, and you can undo this until then.`}
              </DialogDescription>
            </DialogHeader>
            <DialogFooter>
              <DialogClose asChild>
                <Button type="button" variant="outline" disabled={busy}>
                  Keep my plan
                </Button>
              </DialogClose>
              <Button type="button" variant="destructive" onClick={() => setCancelled(true)} disabled={busy}>
                {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
                {busy ? "Cancelling..." : refundOnCancel ? `Cancel and refund ${refundOnCancel}` : "Cancel plan"}
              </Button>
            </DialogFooter>
          </DialogContent>
        </Dialog>
      )}
      {hasPortal && (
        <Button variant="outline" onClick={openPortal} disabled={busy}>
          <Icon icon={CreditCard} aria-hidden />
          Update card and billing
        </Button>
      )}
    </div>
  );
}
