import { StaticImage } from "@/components/ui/static-image";
import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { PRINT_PRODUCTS } from "@/lib/content/print-products";
import { SectionHeading } from "./section-heading";

const SAMPLE_IDS = ["business-cards", "door-hangers", "yard-signs", "flyers"] as const;
const SAMPLES = SAMPLE_IDS.flatMap((id) => PRINT_PRODUCTS.filter((product) => product.id === id));

const STATS = [
  { value: "48hr", label: "Average turnaround" },
  { value: "100%", label: "Satisfaction" },
  { value: "500+", label: "Designs" },
];

/** Print materials teaser: sample designs, three numbers, and the way to /print-shop. */
export function PrintMaterialsSection() {
  return (
    <section
      aria-labelledby="print-title"
      className="py-12 sm:py-20 lg:py-24 render-when-near-215 sm:render-when-near-248 md:render-when-near-284 lg:render-when-near-130"
    >
      <div className="container-page grid items-center gap-12 lg:grid-cols-[1fr_1.15fr]">
        <div>
          <SectionHeading
            id="print-title"
            align="left"
            eyebrow="Print materials"
            title="Print that matches your website"
            intro="Business cards, door hangers, flyers and yard signs designed to match your brand, so every truck stop and job site sends people to the same phone number."
          />
          <dl className="mt-8 grid grid-cols-3 gap-4">
            {STATS.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-lg border border-border bg-surface p-4 text-center">
                <dt className="text-sm text-muted-foreground">{stat.label}</dt>
                <dd className="order-first text-2xl font-bold text-ink sm:text-3xl">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <Button asChild size="lg" className="mt-8 w-full sm:w-auto">
            <Link href="/print-shop">
              Browse the Print Shop
              <Icon icon={ArrowRight} aria-hidden />
            </Link>
          </Button>
        </div>
        <ul className="grid grid-cols-2 gap-4" aria-label="Sample print designs">
          {SAMPLES.map((product) => (
            <li key={product.id} className="overflow-hidden rounded-lg border border-border bg-surface shadow-sm">
              <StaticImage
                src={product.image}
                alt={`Sample ${product.title.toLowerCase()} design for a contractor`}
                width={800}
                height={600}
                sizes="(min-width: 1024px) 320px, 50vw"
                className="aspect-[4/3] h-auto w-full object-cover"
              />
              <p className="px-3 py-2 text-sm font-semibold">{product.title}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
