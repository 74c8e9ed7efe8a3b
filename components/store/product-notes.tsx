import { BadgeCheck, ShieldCheck, Truck } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";

const NOTES: { icon: IconNode; title: string; text: string }[] = [
  { icon: BadgeCheck, title: "Quality", text: "Printed or embroidered to order on brand-name blanks that hold up to jobsite wear and weekly washes." },
  { icon: Truck, title: "Shipping", text: "Made for you in 2-5 business days, then shipped with tracking to the shop or the jobsite." },
  { icon: ShieldCheck, title: "Guarantee", text: "Arrived misprinted or damaged? Tell us within 30 days and we replace it free." },
];

/** Short, concrete notes about quality, shipping and the guarantee (docs/product.md#product-page). */
export function ProductNotes() {
  return (
    <ul className="grid gap-4 rounded-lg border border-border bg-surface p-5" aria-label="Quality, shipping and guarantee">
      {NOTES.map(({ icon, title, text }) => (
        <li key={title} className="flex gap-3">
          <Icon icon={icon} className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden />
          <p className="text-sm">
            <strong className="font-semibold text-ink">{title}.</strong> <span className="text-muted-foreground">{text}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
