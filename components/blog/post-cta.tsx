import { Link } from "@/components/ui/link";
import { ArrowLeft, ArrowRight, Phone } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** The end of every article (docs/product.md#blog): plans, contact, and the way back to every article. */
export function PostCta() {
  return (
    <aside aria-labelledby="post-cta-title" className="mt-12 sm:mt-16">
      <div className="rounded-lg bg-ink p-6 text-slate-300 sm:p-10">
        <p className="text-sm font-semibold tracking-widest text-highlight uppercase">Put it to work</p>
        <h2 id="post-cta-title" className="mt-3 text-2xl font-bold text-white sm:text-3xl">
          Want more calls from your website?
        </h2>
        <p className="mt-3 max-w-xl text-lg">
          We build contractor websites that turn searches into booked jobs, live within 72 hours. See the plans, or tell us about your business.
        </p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <Button asChild size="lg" variant="highlight">
            <Link href="/#pricing">
              View Our Plans
              <Icon icon={ArrowRight} aria-hidden />
            </Link>
          </Button>
          <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
            <Link href="/#contact">
              <Icon icon={Phone} aria-hidden />
              Contact Us
            </Link>
          </Button>
        </div>
      </div>
      <Link
        href="/blog"
        className="mt-8 inline-flex min-h-11 items-center gap-2 rounded-md font-semibold text-primary hover:underline focus-visible:ring-3 focus-visible:ring-ring/60 focus-visible:outline-none"
      >
        <Icon icon={ArrowLeft} className="size-4" aria-hidden />
        View All Articles
      </Link>
    </aside>
  );
}
