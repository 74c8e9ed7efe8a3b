"use client";

import type { ReactNode } from "react";
import { Receipt } from "lucide";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Icon } from "@/components/ui/icon";

/** A subscriber's invoices (the list is the children), opened from their row in the Subscribers table. */
export function InvoicesDialog({ businessName, count, children }: { businessName: string; count: number; children: ReactNode }) {
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="phoneSm" className="mt-1" aria-label={`Invoices of ${businessName}`}>
          <Icon icon={Receipt} aria-hidden />
          {count === 1 ? "1 invoice" : `${count} invoices`}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invoices of {businessName}</DialogTitle>
          <DialogDescription>Each monthly payment of the plan, newest first. Refund all or part of a paid one.</DialogDescription>
        </DialogHeader>
        <div className="max-h-[60vh] overflow-y-auto">{children}</div>
      </DialogContent>
    </Dialog>
  );
}
