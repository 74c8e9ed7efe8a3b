import { Badge } from "@/components/ui/badge";
import { formatCents } from "@/lib/money";
import type { CustomerOrder } from "@/lib/orders/customer-orders";
import { cn } from "@/lib/utils/cn";

/** Tints in the status colours (docs/brand.md#colour); each text colour keeps AA contrast on its tint. */
export const TONES = {
  yellow: "border-yellow-300 bg-yellow-100 text-yellow-900",
  blue: "border-blue-200 bg-blue-100 text-blue-800",
  green: "border-green-200 bg-green-100 text-green-800",
  orange: "border-orange-200 bg-orange-100 text-orange-900",
  red: "border-red-200 bg-red-100 text-red-800",
  gray: "border-slate-200 bg-slate-100 text-slate-700",
} as const;

type State = { label: string; tone: keyof typeof TONES };

type PaymentFacts = Pick<CustomerOrder, "paymentStatus" | "refundedAmount">;
type FulfilmentFacts = Pick<CustomerOrder, "status" | "fulfillmentStatus">;

/** The money side of an order, in the customer's words. */
function paymentState({ paymentStatus, refundedAmount }: PaymentFacts): State {
  switch (paymentStatus) {
    case "partially_refunded":
      return { label: `Partially refunded (−${formatCents(refundedAmount)})`, tone: "blue" };
    case "refunded":
      return { label: "Refunded", tone: "gray" };
    case "disputed":
      return { label: "Disputed", tone: "red" };
    default:
      return { label: "Paid", tone: "green" };
  }
}

/** Where the parcel is, in the customer's words; a delivery the shop has confirmed comes first. */
function fulfilmentState({ status, fulfillmentStatus }: FulfilmentFacts): State {
  if (status === "delivered") return { label: "Delivered", tone: "green" };
  if (status === "cancelled") return { label: "Cancelled", tone: "red" };
  switch (fulfillmentStatus) {
    case "submitted":
      return { label: "In production", tone: "blue" };
    case "shipped":
      return { label: "Shipped", tone: "green" };
    case "cancelled":
      return { label: "Cancelled", tone: "red" };
    case "failed":
      return { label: "Problem — we're on it", tone: "orange" };
    default:
      return { label: "Preparing", tone: "yellow" };
  }
}

function StateBadge({ kind, state }: { kind: string; state: State }) {
  return (
    <Badge className={cn("px-3 py-1 text-sm font-medium", TONES[state.tone])}>
      <span className="sr-only">{kind}: </span>
      {state.label}
    </Badge>
  );
}

/** The payment and delivery states of one order, side by side. */
export function OrderStateBadges({ order }: { order: PaymentFacts & FulfilmentFacts }) {
  return (
    <div className="flex flex-wrap gap-2">
      <StateBadge kind="Payment" state={paymentState(order)} />
      <StateBadge kind="Delivery" state={fulfilmentState(order)} />
    </div>
  );
}
