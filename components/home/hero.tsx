import { ArrowRight, CircleCheck, PhoneCall, Star, TrendingUp } from "lucide";
import { Icon } from "@/components/ui/icon";
import { SectionLink } from "@/components/site/section-link";
import { Button } from "@/components/ui/button";

const PROMISES = ["Live within 72 hours", "No setup fees", "Cancel anytime"];

/** First screen: what we do, for whom, how fast, and the way to the prices. */
export function Hero() {
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden bg-ink text-white">
      <div aria-hidden className="pointer-events-none absolute inset-0 bg-[radial-gradient(60rem_30rem_at_85%_-10%,rgba(29,78,216,0.55),transparent_70%)]" />
      <div className="relative container-page grid items-center gap-12 py-12 sm:py-20 lg:grid-cols-[1.1fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full border border-white/15 bg-white/5 px-3 py-1 text-sm font-medium text-slate-200">
            <span className="size-2 rounded-full bg-highlight" aria-hidden />
            Websites for electricians, plumbers, HVAC, roofers and GCs
          </p>
          <h1 id="hero-title" className="mt-6 text-4xl font-bold text-white sm:text-5xl lg:text-6xl">
            Websites that make the phone <span className="text-highlight">ring</span>.
          </h1>
          <p className="mt-6 max-w-xl text-lg text-slate-300">
            We build your site, set up lead capture and launch within 72 hours, then back it with the print materials and branded merch that get your name on
            every street you work.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg" variant="highlight">
              <SectionLink section="pricing">
                View Our Plans
                <Icon icon={ArrowRight} aria-hidden />
              </SectionLink>
            </Button>
            <Button asChild size="lg" variant="outline" className="border-white/30 bg-transparent text-white hover:bg-white/10 hover:text-white">
              <SectionLink section="contact">Talk to Our Team</SectionLink>
            </Button>
          </div>
          <ul className="mt-8 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-300">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <Icon icon={CircleCheck} className="size-4 text-highlight" aria-hidden />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <SiteMockup />
      </div>
    </section>
  );
}

/** A drawn contractor website with live-looking lead notifications: decoration only. */
function SiteMockup() {
  return (
    // On a phone the two notices float clear of the mockup's text: above its address bar and below
    // its reviews line, in the room the margins keep; from sm up there is room beside it.
    <div aria-hidden className="relative mx-auto my-12 w-full max-w-lg select-none sm:my-0">
      <div className="overflow-hidden rounded-lg bg-white text-ink shadow-2xl ring-1 ring-white/10">
        <div className="flex items-center gap-2 border-b border-slate-200 bg-slate-100 px-4 py-3">
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="size-2.5 rounded-full bg-slate-300" />
          <span className="ml-3 h-5 flex-1 rounded-sm bg-white px-2 text-[11px] leading-5 text-slate-500">summitelectric.com</span>
        </div>
        <div className="bg-gradient-to-br from-[#16294a] to-ink px-6 py-8 text-white">
          <p className="text-xs font-semibold tracking-widest text-highlight uppercase">Licensed &amp; insured</p>
          <p className="mt-2 text-2xl leading-tight font-bold">Denver&apos;s trusted electricians</p>
          <p className="mt-2 text-sm text-slate-300">Same-day service · Panel upgrades · EV chargers</p>
          <div className="mt-5 flex gap-2">
            <span className="inline-flex items-center gap-1.5 rounded-md bg-highlight px-3 py-2 text-xs font-semibold text-ink">
              <Icon icon={PhoneCall} className="size-3.5" />
              Call (555) 013-7788
            </span>
            <span className="rounded-md border border-white/30 px-3 py-2 text-xs font-semibold">Free estimate</span>
          </div>
        </div>
        <div className="grid grid-cols-3 gap-3 p-5">
          {["Panel upgrades", "EV chargers", "Lighting"].map((service) => (
            <div key={service} className="rounded-md border border-slate-200 p-3">
              <span className="block size-6 rounded-sm bg-blue-100" />
              <span className="mt-2 block text-[11px] font-semibold text-slate-700">{service}</span>
              <span className="mt-1 block h-1.5 w-4/5 rounded-full bg-slate-200" />
            </div>
          ))}
        </div>
        <div className="flex items-center justify-end gap-2 border-t border-slate-200 px-5 py-3 text-xs text-slate-600">
          <span className="flex text-highlight">
            {Array.from({ length: 5 }, (_, index) => (
              <Icon icon={Star} key={index} className="size-3.5 fill-current" />
            ))}
          </span>
          4.9 from 214 Google reviews
        </div>
      </div>

      <div className="absolute -bottom-14 left-3 flex items-center gap-3 rounded-lg bg-white px-4 py-3 text-ink shadow-xl sm:-bottom-6 sm:-left-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-green-100 text-green-700">
          <Icon icon={PhoneCall} className="size-4" />
        </span>
        <span className="text-sm leading-tight">
          <span className="block font-semibold">New lead: panel upgrade</span>
          <span className="text-slate-600">2 minutes ago</span>
        </span>
      </div>
      <div className="absolute -top-16 right-3 flex items-center gap-2 rounded-lg bg-white px-4 py-3 text-ink shadow-xl sm:-top-5 sm:-right-6">
        <Icon icon={TrendingUp} className="size-5 text-primary" />
        <span className="text-sm leading-tight">
          <span className="block text-lg font-bold">+212%</span>
          <span className="text-slate-600">calls this quarter</span>
        </span>
      </div>
    </div>
  );
}
