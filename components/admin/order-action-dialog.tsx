"use client";

import { useState, type FormEventHandler, type ReactNode } from "react";
import { LoaderCircle } from "lucide";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";
import { useAdminAction, type AdminActionWords } from "./use-admin-action";

/**
 * What the order page's money dialogs (refund, cancel) share: each opening starts the form afresh
 * with its own requestKey, so a double click or a retry after a lost answer acts once; the dialog
 * stays locked open while the request is in flight, shows the server's refusal inside it, and
 * closes once the server has said yes.
 */
export function useOrderActionDialog(startFresh: (requestKey: string) => void) {
  const { busy, run } = useAdminAction();
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);

  function onOpenChange(next: boolean) {
    if (busy) return;
    if (next) {
      startFresh(crypto.randomUUID());
      setError(null);
    }
    setOpen(next);
  }

  async function send(url: string, body: unknown, words: AdminActionWords) {
    const failed = await run("POST", url, body, words);
    if (failed === undefined) return; // a second click while the first is in flight: that one answers
    setError(failed);
    if (failed === null) setOpen(false);
  }

  return { busy, error, open, onOpenChange, send };
}

type OrderActionDialogProps = Omit<ReturnType<typeof useOrderActionDialog>, "send"> & {
  /** The button that opens it; without one, whoever renders it opens it with onOpenChange(true). */
  trigger?: ReactNode;
  title: string;
  description: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's fields. */
  children: ReactNode;
  /** The words of the button that closes it, and of the one that sends it (while sending). */
  keep: string;
  act: { label: string; busyLabel: string; destructive?: boolean };
};

/** The dialog itself: its title and description, the form's fields, the server's refusal, and its two buttons. */
export function OrderActionDialog({ busy, error, open, onOpenChange, trigger, title, description, onSubmit, children, keep, act }: OrderActionDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogTrigger asChild>{trigger}</DialogTrigger>}
      <DialogContent className="sm:max-w-md">
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{description}</DialogDescription>
          </DialogHeader>
          {children}
          {error && (
            <Alert variant="destructive">
              <AlertDescription>{error}</AlertDescription>
            </Alert>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline" size="phone" disabled={busy}>
                {keep}
              </Button>
            </DialogClose>
            <Button type="submit" variant={act.destructive ? "destructive" : "default"} size="phone" disabled={busy}>
              {busy && <Icon icon={LoaderCircle} className="animate-spin" aria-hidden />}
              {busy ? act.busyLabel : act.label}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
