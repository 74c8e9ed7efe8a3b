import { Award, ShieldCheck, Timer, Truck } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { FREE_SHIPPING_OVER_CENTS, PRINT_TURNAROUND } from "@/lib/content/print-products";
import { formatCents } from "@/lib/money";

const freeShippingOver = formatCents(FREE_SHIPPING_OVER_CENTS, { trimZeroCents: true });

const BENEFITS: { title: string; detail: string; description: string; icon: IconNode }[] = [
  {
    title: "Industry Expertise",
    detail: "Made for the trades",
    description: "Layouts that put your services, license and phone number where homeowners look first.",
    icon: Award,
  },
  { title: "Fast Turnaround", detail: PRINT_TURNAROUND, description: "Proof first, then printed and on its way. Most orders ship within a week.", icon: Timer },
  {
    title: "Free Shipping",
    detail: `Orders over ${freeShippingOver}`,
    description: `Delivered to your shop or job site at no charge once your order passes ${freeShippingOver}.`,
    icon: Truck,
  },
  {
    title: "Satisfaction Guarantee",
    detail: "100% or remake",
    description: "If a print job is not right, we remake it. No arguments, no extra cost.",
    icon: ShieldCheck,
  },
];

/** The four benefit tiles of /print-shop (docs/product.md#print-shop). */
export function BenefitTiles() {
  return (
    <section aria-labelledby="benefits-title" className="py-12 sm:py-20">
      <div className="container-page">
        <h2 id="benefits-title" className="sr-only">
          Why order print from us
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4" data-testid="benefit-tiles">
          {BENEFITS.map(({ title, detail, description, icon }) => (
            <li key={title} className="flex gap-4 rounded-lg border border-border bg-card p-5 shadow-sm sm:block sm:p-6">
              <span className="flex size-12 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
                <Icon icon={icon} className="size-6" aria-hidden />
              </span>
              <div>
                <h3 className="text-lg font-semibold sm:mt-4">{title}</h3>
                <p className="text-sm font-semibold text-primary">{detail}</p>
                <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
