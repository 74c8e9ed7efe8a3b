import type { PrintOrderStatus, QuoteStage } from "@/lib/validation/print-quote";

/** The request's stage that a print order's status puts it in. */
export const stageOfPrintOrder: Record<PrintOrderStatus, QuoteStage> = { paid: "paid", in_production: "in_production", shipped: "done", delivered: "done" };

/** Stages past payment: the request can no longer be priced again or declined. */
export const PAID_STAGES: readonly QuoteStage[] = ["paid", "in_production", "done"];

export const STAGE_LABELS: Record<QuoteStage, string> = {
  new: "New",
  quoted: "Quoted",
  paid: "Paid",
  in_production: "In production",
  done: "Done",
  declined: "Declined",
};

export const PRINT_STATUS_LABELS: Record<PrintOrderStatus, string> = {
  paid: "Paid",
  in_production: "In production",
  shipped: "Shipped",
  delivered: "Delivered",
};
