"use client";

import { LoaderCircle, MailWarning } from "lucide";
import { useState } from "react";
import { sendJson } from "@/components/forms/send-json";
import { useHydrated } from "@/components/site/use-hydrated";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { toast } from "@/components/ui/toast";

/**
 * /account while the address is not confirmed: why it matters, and "Send a new link" (a few an
 * hour, POST /api/auth/email-verification).
 */
export function ConfirmEmailNotice({ email }: { email: string }) {
  const hydrated = useHydrated();
  const [sending, setSending] = useState(false);

  async function sendLink() {
    setSending(true);
    const reply = await sendJson<{ message: string }>("/api/auth/email-verification");
    setSending(false);
    if (reply.ok) await toast.success("Link sent", { description: reply.data.message });
    else await toast.error("We couldn't send the link", { description: reply.error ?? "Something went wrong. Please try again." });
  }

  return (
    <section
      aria-labelledby="confirm-email"
      className="mt-6 flex flex-col gap-4 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex gap-3">
        <Icon icon={MailWarning} className="mt-0.5 size-5 shrink-0" />
        <div className="grid gap-1">
          <h2 id="confirm-email" className="font-semibold">
            Confirm your email
          </h2>
          <p className="text-sm">
            Open the link we sent to <span className="font-medium break-all">{email}</span>. Print orders paid with this address show here once it&apos;s
            confirmed.
          </p>
        </div>
      </div>
      <Button type="button" variant="outline" size="touch" className="shrink-0" disabled={!hydrated || sending} onClick={sendLink}>
        {sending && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        {sending ? "Sending..." : "Send a new link"}
      </Button>
    </section>
  );
}
