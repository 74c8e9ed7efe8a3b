import { Link } from "@/components/ui/link";
import { ArrowRight } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";
import { PRICING_PLANS } from "@/lib/content/plans";
import { formatCents } from "@/lib/money";

const lowestPrice = Math.min(...PRICING_PLANS.map((plan) => plan.priceCents));

/** The end of /blog: from reading about leads to a plan that brings them (docs/product.md#blog: links to /#pricing). */
export function BlogCta({ titleId = "blog-cta-title" }: { titleId?: string }) {
  return (
    <section aria-labelledby={titleId} className="py-12 sm:py-16 lg:py-20">
      <div className="container-page">
        <div className="flex flex-col gap-8 rounded-lg bg-ink p-6 text-slate-300 sm:p-10 lg:flex-row lg:items-center lg:justify-between lg:p-12">
          <div className="max-w-2xl">
            <p className="text-sm font-semibold tracking-widest text-highlight uppercase">Put it to work</p>
            <h2 id={titleId} className="mt-3 text-3xl font-bold text-white sm:text-4xl">
              Ready for a website that makes the phone ring?
            </h2>
            <p className="mt-4 text-lg">Plans start at {formatCents(lowestPrice)} a month, with no setup fees. Your new site goes live within 72 hours.</p>
          </div>
          <Button asChild size="lg" variant="highlight" className="w-full shrink-0 sm:w-auto">
            <Link href="/#pricing">
              View Our Plans
              <Icon icon={ArrowRight} aria-hidden />
            </Link>
          </Button>
        </div>
      </div>
    </section>
  );
}
