"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircle } from "lucide";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { fieldControl } from "@/components/forms/field";
import { FieldError } from "@/components/forms/field-error";
import { registerWithValue } from "@/components/forms/register-with-value";
import { orderNoteSchema } from "@/lib/validation/order";
import { useAdminAction } from "./use-admin-action";

type NoteValues = z.input<typeof orderNoteSchema>;
type Note = z.output<typeof orderNoteSchema>;

/** The shop's private note on an order (PUT /api/admin/orders/{id}/note); the customer never sees it. */
export function OrderNoteForm({ orderId, note }: { orderId: number; note: string }) {
  const { busy, run } = useAdminAction();
  const form = useForm<NoteValues, unknown, Note>({ resolver: zodResolver(orderNoteSchema), defaultValues: { note } });
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const text = useWatch({ control, name: "note" });

  async function save(values: Note) {
    await run("PUT", `/api/admin/orders/${orderId}/note`, values, { success: values.note ? "Note saved." : "Note removed.", failure: "The note wasn't saved" });
  }

  return (
    <form className="grid gap-3" noValidate onSubmit={handleSubmit(save)}>
      <Label htmlFor="internal-note" className="sr-only">
        Internal note
      </Label>
      <Textarea
        maxLength={5000}
        rows={4}
        placeholder="Only the team sees this, e.g. called the customer about the size."
        {...fieldControl("internal-note", errors.note?.message)}
        {...registerWithValue(form, "note")}
      />
      <FieldError id="internal-note-error" message={errors.note?.message} />
      <Button type="submit" variant="secondary" className="h-11 justify-self-start border border-input sm:h-10" disabled={busy || text === note}>
        {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
        Save note
      </Button>
    </form>
  );
}
