import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils/cn";
import { capitalize } from "./format";

/** Tinted badges in SPEC §2's colours; every text colour keeps AA contrast on its tint. */
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

function ToneBadge({ tone, className, children }: { tone: Tone; className?: string; children: React.ReactNode }) {
  return <Badge className={cn(TONES[tone], className)}>{children}</Badge>;
}

export function OrderStatusBadge({ status, className }: { status: string; className?: string }) {
  return (
    <ToneBadge tone={ORDER_TONES[status] ?? "gray"} className={className}>
      {capitalize(status)}
    </ToneBadge>
  );
}

export function ActiveBadge({ active }: { active: boolean }) {
  return <ToneBadge tone={active ? "green" : "gray"}>{active ? "Active" : "Inactive"}</ToneBadge>;
}

export function EmailStatusBadge({ status }: { status: string }) {
  return <ToneBadge tone={EMAIL_TONES[status] ?? "gray"}>{status === "outbox" ? "Outbox" : capitalize(status)}</ToneBadge>;
}

export function BlogStatusBadge({ status }: { status: "draft" | "published" }) {
  return <ToneBadge tone={status === "published" ? "green" : "gray"}>{status === "published" ? "Published" : "Draft"}</ToneBadge>;
}
