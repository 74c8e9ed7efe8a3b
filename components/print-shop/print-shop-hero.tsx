import { StaticImage } from "@/components/ui/static-image";
import Link from "next/link";
import { ArrowDown, MessageSquareQuote } from "lucide";
import { Icon } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

/** /print-shop first screen: Shop Now jumps to the products, Custom Quote to the home contact form. */
export function PrintShopHero() {
  return (
    <section aria-labelledby="print-shop-title" className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(50rem_28rem_at_90%_0%,rgba(29,78,216,0.5),transparent_70%)]" />
      <div className="relative container-page grid items-center gap-10 py-12 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="text-sm font-semibold tracking-widest text-highlight uppercase">Print shop</p>
          <h1 id="print-shop-title" className="mt-3 text-4xl font-bold text-white sm:text-5xl">
            Print that gets your phone number into every driveway
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            Business cards, flyers, door hangers, brochures, postcards and yard signs, designed for contractors and printed on thick, sharp
            stock. Ready in 3-10 business days, free shipping on orders over $150.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="highlight">
              <a href="#products">
                Shop Now
                <Icon icon={ArrowDown} aria-hidden />
              </a>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <Link href="/#contact">
                <Icon icon={MessageSquareQuote} aria-hidden />
                Custom Quote
              </Link>
            </Button>
          </div>
        </div>
        <div className="relative mx-auto w-full max-w-xl">
          <StaticImage
            src="/print/business-cards.webp"
            alt="Business cards printed for a contractor, front and back"
            width={800}
            height={600}
            loading="eager"
            fetchPriority="high"
            sizes="(min-width: 1024px) 560px, 100vw"
            className="h-auto w-full rounded-lg shadow-2xl ring-1 ring-white/10"
          />
          <p className="absolute -bottom-4 left-4 rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink shadow-xl sm:left-6">
            500 business cards from <span className="text-primary">$89.00</span>
          </p>
        </div>
      </div>
    </section>
  );
}
