"use client";

import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactStatus } from "@/lib/validation/contact";
import { useOptimisticUpdate } from "./use-optimistic-update";

/** Marks where a lead is (new, called back, won, lost) with PATCH /api/admin/contact-inquiries/{id}. */
export function ContactStatusSelect({ id, name, status }: { id: number; name: string; status: ContactStatus }) {
  const { value, busy, change } = useOptimisticUpdate(status, (next) => ({ url: `/api/admin/contact-inquiries/${id}`, body: { status: next } }), {
    success: "Contact updated.",
    failure: "The contact wasn't updated",
  });
  return (
    <Select value={value} onValueChange={(next) => void change(next as ContactStatus)} disabled={busy}>
      <SelectTrigger className="h-11 w-36 sm:text-sm md:h-10" aria-label={`Status of ${name}'s inquiry`}>
        <SelectValue>{CONTACT_STATUS_LABELS[value]}</SelectValue>
      </SelectTrigger>
      <SelectContent>
        {CONTACT_STATUSES.map((option) => (
          <SelectItem key={option} value={option}>
            {CONTACT_STATUS_LABELS[option]}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
