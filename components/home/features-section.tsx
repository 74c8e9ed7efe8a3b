import { ChartColumn, Globe, Headset, Layers, SearchCheck, Smartphone } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { FEATURES, type FeatureIcon } from "@/lib/content/features";
import { SectionHeading } from "./section-heading";

const ICONS: Record<FeatureIcon, IconNode> = {
  globe: Globe,
  smartphone: Smartphone,
  layers: Layers,
  "search-check": SearchCheck,
  headset: Headset,
  "chart-column": ChartColumn,
};

/** Why choose us: six things every plan is built on. */
export function FeaturesSection() {
  return (
    <section
      aria-labelledby="features-title"
      className="bg-ink py-12 text-white sm:py-20 lg:py-24 render-when-near-432 sm:render-when-near-248 md:render-when-near-224 lg:render-when-near-170"
    >
      <div className="container-page">
        <SectionHeading
          id="features-title"
          tone="dark"
          eyebrow="Why contractors choose Viralize"
          title="Everything it takes to win the job online"
          intro="One team for your website, your leads and your marketing. No juggling five vendors."
        />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => {
            const icon = ICONS[feature.icon];
            return (
              <li key={feature.id} className="rounded-lg border border-white/10 bg-white/5 p-6">
                <span className="flex size-12 items-center justify-center rounded-lg bg-highlight/15 text-highlight">
                  <Icon icon={icon} className="size-6" aria-hidden />
                </span>
                <h3 className="mt-5 text-xl font-semibold text-white">{feature.title}</h3>
                <p className="mt-2 text-slate-300">{feature.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
