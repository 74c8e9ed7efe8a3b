"use client";

import { useState } from "react";
import { LoaderCircle } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useAdminAction } from "./use-admin-action";

/** The shop's private note on an order (PUT /api/admin/orders/{id}/note); the customer never sees it. */
export function OrderNoteForm({ orderId, note }: { orderId: number; note: string }) {
  const { busy, run } = useAdminAction();
  const [text, setText] = useState(note);

  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        void run("PUT", `/api/admin/orders/${orderId}/note`, { note: text }, { success: text.trim() ? "Note saved." : "Note removed.", failure: "The note wasn't saved" });
      }}
    >
      <Label htmlFor="internal-note" className="sr-only">
        Internal note
      </Label>
      <Textarea id="internal-note" maxLength={5000} rows={4} value={text} onChange={(event) => setText(event.target.value)} placeholder="Only the team sees this, e.g. called the customer about the size." />
      <Button type="submit" variant="secondary" className="h-11 justify-self-start border border-input sm:h-10" disabled={busy || text === note}>
        {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        Save note
      </Button>
    </form>
  );
}
