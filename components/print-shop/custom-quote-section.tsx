import { Link } from "@/components/ui/link";
import { ArrowRight, Car, Flag, Images, PenTool } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

const EXTRAS = [
  { label: "Vehicle decals and magnets", icon: Car },
  { label: "Banners and job-site signs", icon: Flag },
  { label: "Custom logo and print design", icon: PenTool },
];

/** Anything not in the grid: vehicle decals, custom design and the rest, quoted on request. */
export function CustomQuoteSection() {
  return (
    <section aria-labelledby="custom-quote-title" className="py-12 sm:py-20 lg:py-24 render-when-near-190 sm:render-when-near-165 lg:render-when-near-92">
      <div className="container-page">
        <div className="grid gap-10 overflow-hidden rounded-lg bg-ink p-6 text-slate-300 sm:p-10 lg:grid-cols-[1.4fr_1fr] lg:p-12">
          <div>
            <p className="text-sm font-semibold tracking-widest text-highlight uppercase">Custom quote</p>
            <h2 id="custom-quote-title" className="mt-3 text-3xl font-bold text-white sm:text-4xl">
              Need something else?
            </h2>
            <p className="mt-4 max-w-xl text-lg">
              Vehicle decals for the fleet, a banner for the home show, or a design made from scratch. Tell us what you need and we will send a price within 24
              hours.
            </p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-start">
              <Button asChild size="lg" variant="highlight">
                <Link href="/customize-order">
                  Request Custom Quote
                  <Icon icon={ArrowRight} aria-hidden />
                </Link>
              </Button>
              <div className="flex flex-col items-center gap-1 sm:items-start">
                <Button
                  type="button"
                  size="lg"
                  variant="outline"
                  aria-disabled="true"
                  aria-describedby="portfolio-soon"
                  className="w-full cursor-not-allowed border-white/20 bg-transparent text-slate-300 opacity-70 hover:bg-transparent hover:text-slate-300 sm:w-auto"
                >
                  <Icon icon={Images} aria-hidden />
                  View Portfolio
                </Button>
                <span id="portfolio-soon" className="text-xs text-slate-400">
                  Portfolio coming soon
                </span>
              </div>
            </div>
          </div>
          <ul className="grid content-center gap-4">
            {EXTRAS.map(({ label, icon }) => (
              <li key={label} className="flex items-center gap-4 rounded-lg border border-white/10 bg-white/5 p-4 font-medium text-white">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-highlight/15 text-highlight">
                  <Icon icon={icon} className="size-5" aria-hidden />
                </span>
                {label}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
