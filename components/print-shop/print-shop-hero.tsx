import { getImageProps } from "next/image";
import { Link } from "@/components/ui/link";
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
            Business cards, flyers, door hangers, brochures, postcards and yard signs, designed for contractors and printed on thick, sharp stock. Ready in 3-10
            business days, free shipping on orders over $150.
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
        <HeroPicture />
      </div>
    </section>
  );
}

const PICTURE = { src: "/print/business-cards.webp", alt: "Business cards printed for a contractor, front and back", width: 800, height: 600 };

/**
 * The business cards and their starting price. From 640 px it is the large picture beside or under
 * the text; on a phone a thumbnail next to the price, so the phone's first screen is the heading
 * and its two buttons, and the browser fetches a file sized for 7rem (256 or 384 px wide, not 750).
 */
function HeroPicture() {
  const shared = { ...PICTURE, loading: "eager", fetchPriority: "high" } as const;
  const large = getImageProps({ ...shared, sizes: "(min-width: 1024px) 560px, 576px" }).props;
  const thumbnail = getImageProps({ ...shared, sizes: "7rem" }).props;
  return (
    <div className="relative mx-auto flex w-full max-w-xl items-center gap-4 rounded-lg bg-white/5 p-3 ring-1 ring-white/10 sm:block sm:bg-transparent sm:p-0 sm:ring-0">
      <picture className="shrink-0">
        <source media="(min-width: 640px)" srcSet={large.srcSet} sizes={large.sizes} width={PICTURE.width} height={PICTURE.height} />
        {/* eslint-disable-next-line jsx-a11y/alt-text -- alt comes from PICTURE; this is next/image's own markup */}
        <img {...thumbnail} className="h-auto w-28 rounded-md sm:w-full sm:rounded-lg sm:shadow-2xl sm:ring-1 sm:ring-white/10" />
      </picture>
      <p className="font-semibold sm:absolute sm:-bottom-4 sm:left-6 sm:rounded-lg sm:bg-white sm:px-4 sm:py-2 sm:text-sm sm:text-ink sm:shadow-xl">
        500 business cards from <span className="text-highlight sm:text-primary">$89.00</span>
      </p>
    </div>
  );
}
