import { Droplets, Fan, HardHat, House, PaintRoller, Zap } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { TRADE_CARDS, type TradeIcon } from "@/lib/content/trades";
import { SectionHeading } from "./section-heading";

const ICONS: Record<TradeIcon, IconNode> = {
  "hard-hat": HardHat,
  zap: Zap,
  droplets: Droplets,
  fan: Fan,
  house: House,
  "paint-roller": PaintRoller,
};

/** Six trade cards: what each trade gets and what it brought our customers. */
export function TradesGrid() {
  return (
    <section aria-labelledby="trades-title" className="py-12 sm:py-20 lg:py-24">
      <div className="container-page">
        <SectionHeading
          id="trades-title"
          eyebrow="Built for your trade"
          title="A website that knows the work you do"
          intro="Every trade gets calls differently. We build the pages, buttons and forms your customers expect, so they call you, not the next listing."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {TRADE_CARDS.map((trade) => {
            const icon = ICONS[trade.icon];
            return (
              <li key={trade.id} className="flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm transition-shadow hover:shadow-md">
                <div className="flex items-center gap-3">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
                    <Icon icon={icon} className="size-6" aria-hidden />
                  </span>
                  <h3 className="text-xl font-semibold">{trade.title}</h3>
                </div>
                <p className="mt-4 text-muted-foreground">{trade.description}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm" aria-label={`${trade.title}: key features`}>
                  {trade.features.map((feature) => (
                    <li key={feature} className="tick flex gap-2">
                      {feature}
                    </li>
                  ))}
                </ul>
                <p className="mt-6 flex items-baseline gap-2 border-t border-border pt-4">
                  <span className="text-2xl font-bold text-primary">{trade.result.value}</span>
                  <span className="text-sm font-medium text-muted-foreground">{trade.result.label}</span>
                </p>
              </li>
            );
          })}
        </ul>
        <p className="mt-6 text-center text-sm text-muted-foreground">Results are averages from customers in their first six months.</p>
      </div>
    </section>
  );
}
