"use client";

import { useState } from "react";
import { LoaderCircle, NotebookPen } from "lucide";
import { Field } from "@/components/forms/field";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { Textarea } from "@/components/ui/textarea";
import { useAdminAction } from "./use-admin-action";

/** The team's note on a lead (what was said on the call, when to try again), saved with PATCH /api/admin/contact-inquiries/{id}. */
export function ContactNoteDialog({ id, name, note }: { id: number; name: string; note: string | null }) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(note ?? "");
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      setText(note ?? "");
      setError(null);
    }
    setOpen(next);
  }

  async function save(event: React.FormEvent) {
    event.preventDefault();
    const failed = await run(
      "PATCH",
      `/api/admin/contact-inquiries/${id}`,
      { note: text },
      { success: text.trim() ? "Note saved." : "Note removed.", failure: "The note wasn't saved" },
    );
    if (failed === undefined) return;
    setError(failed);
    if (failed === null) setOpen(false);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="outline" size="phoneSm" aria-label={`${note ? "Edit" : "Add"} note on ${name}'s inquiry`}>
          <Icon icon={NotebookPen} aria-hidden />
          {note ? "Edit note" : "Add note"}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-md">
        <form onSubmit={save} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Note on {name}</DialogTitle>
            <DialogDescription>Only the team sees it. Leave it empty to remove the note.</DialogDescription>
          </DialogHeader>
          <Field id={`contact-note-${id}`} label="Note" error={error ?? undefined} announce>
            {(control) => (
              <Textarea
                rows={4}
                maxLength={2000}
                placeholder="e.g. Called Tuesday, wants a quote for a 5-page site. Try again Friday."
                value={text}
                onChange={(event) => setText(event.target.value)}
                {...control}
              />
            )}
          </Field>
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" size="phone" disabled={busy}>
                Cancel
              </Button>
            </DialogClose>
            <Button type="submit" size="phone" disabled={busy}>
              {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
              {busy ? "Saving..." : "Save note"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
