import { Badge } from "@/components/ui/badge";
import type { CouponAvailability } from "@/lib/checkout/coupon-rules";
import { CONTACT_STATUS_LABELS, type ContactStatus } from "@/lib/validation/contact";
import { PRINT_STATUS_LABELS, STAGE_LABELS } from "@/lib/quotes/stage";
import { cn } from "@/lib/utils/cn";
import type { PrintOrderStatus, QuoteStage } from "@/lib/validation/print-quote";
import { capitalize } from "./format";
import { FULFILMENT_STATE_LABELS, PAYMENT_STATE_LABELS } from "./order-status";

/** Tinted badges in the status colours (docs/brand.md#colour); every text colour keeps AA contrast on its tint. */
const TONES = {
  yellow: "border-yellow-300 bg-yellow-100 text-yellow-900",
  blue: "border-blue-200 bg-blue-100 text-blue-800",
  green: "border-green-200 bg-green-100 text-green-800",
  red: "border-red-200 bg-red-100 text-red-800",
  gray: "border-slate-200 bg-slate-100 text-slate-700",
} as const;

type Tone = keyof typeof TONES;

const ORDER_TONES: Record<string, Tone> = { pending: "yellow", processing: "blue", shipped: "green", delivered: "green", cancelled: "red" };
const EMAIL_TONES: Record<string, Tone> = { outbox: "blue", sent: "green", failed: "red" };

function ToneBadge({ tone, className, title, children }: { tone: Tone; className?: string; title?: string; children: React.ReactNode }) {
  return (
    <Badge className={cn(TONES[tone], className)} title={title}>
      {children}
    </Badge>
  );
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <ToneBadge tone={ORDER_TONES[status] ?? "gray"} className={className}>
      {capitalize(status)}
    </ToneBadge>
  );
}

const PAYMENT_TONES: Record<keyof typeof PAYMENT_STATE_LABELS, Tone> = { paid: "green", partially_refunded: "blue", refunded: "gray", disputed: "red" };
const FULFILMENT_TONES: Record<keyof typeof FULFILMENT_STATE_LABELS, Tone> = {
  pending: "yellow",
  submitted: "blue",
  failed: "red",
  shipped: "green",
  cancelled: "gray",
};

export function PaymentStatusBadge({ status }: { status: keyof typeof PAYMENT_STATE_LABELS }) {
  return (
    <ToneBadge tone={PAYMENT_TONES[status]}>
      <span className="sr-only">Payment: </span>
      {PAYMENT_STATE_LABELS[status]}
    </ToneBadge>
  );
}

/** A plan invoice: its payment's state, or Failed when the card was declined. */
export function InvoiceStateBadge({ state }: { state: keyof typeof PAYMENT_STATE_LABELS | "failed" }) {
  if (state !== "failed") return <PaymentStatusBadge status={state} />;
  return (
    <ToneBadge tone="red">
      <span className="sr-only">Payment: </span>
      Failed
    </ToneBadge>
  );
}

/** A failed fulfilment carries the provider's reason: on hover, and for screen readers in the text. */
export function FulfilmentStatusBadge({ status, error }: { status: keyof typeof FULFILMENT_STATE_LABELS; error?: string | null }) {
  const reason = status === "failed" && error ? error : undefined;
  return (
    <ToneBadge tone={FULFILMENT_TONES[status]} className={reason ? "cursor-help" : undefined} title={reason}>
      <span className="sr-only">Fulfilment: </span>
      {FULFILMENT_STATE_LABELS[status]}
      {reason && <span className="sr-only">: {reason}</span>}
    </ToneBadge>
  );
}

const COUPON_BADGES: Record<CouponAvailability, { tone: Tone; label: string }> = {
  usable: { tone: "green", label: "Active" },
  inactive: { tone: "gray", label: "Inactive" },
  expired: { tone: "red", label: "Expired" },
  "used-up": { tone: "yellow", label: "Used up" },
};

/** Active only when a customer could redeem it now: a switched-on coupon past its date or uses says so. */
export function CouponStatusBadge({ availability }: { availability: CouponAvailability }) {
  const { tone, label } = COUPON_BADGES[availability];
  return <ToneBadge tone={tone}>{label}</ToneBadge>;
}

export function EmailStatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={EMAIL_TONES[status] ?? "gray"}>{status === "outbox" ? "Outbox" : capitalize(status)}</ToneBadge>;
}

export function BlogStatusBadge({ status }: { status: "draft" | "published" }) {
  return <ToneBadge tone={status === "published" ? "green" : "gray"}>{status === "published" ? "Published" : "Draft"}</ToneBadge>;
}

const STAGE_TONES: Record<QuoteStage, Tone> = { new: "yellow", quoted: "blue", paid: "green", in_production: "blue", done: "green", declined: "red" };

/** A quote request's stage in the admin's list: new, quoted, paid, in production, done, declined. */
export function QuoteStageBadge({ stage }: { stage: QuoteStage }) {
  return <ToneBadge tone={STAGE_TONES[stage]}>{STAGE_LABELS[stage]}</ToneBadge>;
}

const PRINT_STATUS_TONES: Record<PrintOrderStatus, Tone> = { paid: "yellow", in_production: "blue", shipped: "green", delivered: "green" };

/** A print order's status in the Orders tab: paid (waiting to be printed), in production, shipped, delivered. */
export function PrintOrderStatusBadge({ status }: { status: PrintOrderStatus }) {
  return <ToneBadge tone={PRINT_STATUS_TONES[status]}>{PRINT_STATUS_LABELS[status]}</ToneBadge>;
}

const CONTACT_TONES: Record<ContactStatus, Tone> = { new: "yellow", called_back: "blue", won: "green", lost: "gray" };

/** Where a lead is: new (nobody has called back yet), called back, won or lost. */
export function ContactStatusBadge({ status }: { status: ContactStatus }) {
  return <ToneBadge tone={CONTACT_TONES[status]}>{CONTACT_STATUS_LABELS[status]}</ToneBadge>;
}
