import { PackageCheck, Printer, Truck } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { cn } from "@/lib/utils/cn";

export const STORE_INTRO = "Tees, hoodies, caps and drinkware with your company's logo. Printed when you order, shipped to your door.";
export const FIND_BUSINESS_INTRO = "Every company we work with gets its own merch line. Find yours to see its tees, hoodies, caps and gear.";

const FACTS: { icon: IconNode; title: string; text: string }[] = [
  { icon: PackageCheck, title: "No minimums", text: "Order one shirt or fifty" },
  { icon: Printer, title: "Printed to order", text: "Made for you, not pulled from a shelf" },
  { icon: Truck, title: "Shipped with tracking", text: "Straight to the shop or the jobsite" },
];

/**
 * The dark first band of /store and /find-your-business, with three plain facts about the merch.
 * The loading skeleton gives its copy another titleId: both are in the HTML of a streamed page.
 */
export function MerchHero({
  eyebrow,
  title,
  intro,
  children,
  titleClassName,
  titleId = "merch-hero-title",
}: {
  eyebrow: string;
  title: React.ReactNode;
  intro: string;
  children?: React.ReactNode;
  titleClassName?: string;
  titleId?: string;
}) {
  return (
    <section aria-labelledby={titleId} className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(48rem_24rem_at_85%_0%,rgba(29,78,216,0.45),transparent_70%)]" />
      <div className="relative container-page grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.4fr_1fr]">
        <div>
          <p className="text-sm font-semibold tracking-widest text-highlight uppercase">{eyebrow}</p>
          <h1 id={titleId} className={cn("mt-3 text-4xl font-bold text-white sm:text-5xl", titleClassName)}>
            {title}
          </h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">{intro}</p>
          {children}
        </div>
        <ul className="hidden gap-3 lg:grid" aria-label="Why order here">
          {FACTS.map(({ icon, title: factTitle, text }) => (
            <li key={factTitle} className="flex items-center gap-4 rounded-lg border border-white/10 bg-white/5 p-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-md bg-highlight/15 text-highlight">
                <Icon icon={icon} className="size-5" aria-hidden />
              </span>
              <span>
                <span className="block font-semibold text-white">{factTitle}</span>
                <span className="block text-sm text-slate-300">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

export const heroOutlineButton = "border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white";
