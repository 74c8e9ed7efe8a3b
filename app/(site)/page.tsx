import { Check, Clock, Mail, Phone } from "lucide-react";
import { SectionLink } from "@/components/site/section-link";
import { Button } from "@/components/ui/button";
import { env } from "@/lib/env";
import { PLAN_GUARANTEES, PRICING_PLANS } from "@/lib/content/plans";
import { formatDollars } from "@/lib/format/money";

export default function HomePage() {
  const { CONTACT_PHONE, SUPPORT_EMAIL, BUSINESS_HOURS } = env();
  return (
    <>
      <section className="bg-gradient-to-b from-ink to-[#16294a] text-white">
        <div className="container-page py-20 text-center sm:py-28">
          <p className="mb-4 text-sm font-semibold tracking-widest text-highlight uppercase">Websites for the trades</p>
          <h1 className="mx-auto max-w-3xl text-4xl font-bold text-white sm:text-6xl">Websites that make the phone ring</h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-200">
            For electricians, plumbers, HVAC techs, roofers and general contractors. Live within 72 hours, with the print and merch
            to match.
          </p>
          <div className="mt-10 flex flex-wrap justify-center gap-3">
            <Button asChild size="lg" variant="highlight">
              <SectionLink section="pricing">View Our Plans</SectionLink>
            </Button>
          </div>
        </div>
      </section>

      <section id="about" className="container-page py-16 sm:py-24">
        <h2 className="text-3xl font-bold sm:text-4xl">Built for contractors, by people who answer the phone</h2>
        <p className="mt-4 max-w-3xl text-lg text-muted-foreground">
          We study your market, design and build your site, set up lead capture, and launch within 72 hours. Then we keep
          optimizing so every month brings more calls than the last.
        </p>
      </section>

      <section id="pricing" className="bg-surface py-16 sm:py-24">
        <div className="container-page">
          <h2 className="text-center text-3xl font-bold sm:text-4xl">Simple monthly pricing</h2>
          <div className="mt-12 grid gap-6 md:grid-cols-3">
            {PRICING_PLANS.map((plan) => (
              <article key={plan.id} className="flex flex-col rounded-lg border bg-card p-6 shadow-sm">
                <h3 className="text-xl font-semibold">{plan.name}</h3>
                <p className="mt-2 text-4xl font-bold">
                  {formatDollars(plan.price)}
                  <span className="text-base font-medium text-muted-foreground">/month</span>
                </p>
                <ul className="mt-6 flex-1 space-y-2">
                  {plan.features.map((feature) => (
                    <li key={feature} className="flex gap-2">
                      <Check className="mt-1 size-4 shrink-0 text-success" aria-hidden />
                      {feature}
                    </li>
                  ))}
                </ul>
              </article>
            ))}
          </div>
          <p className="mt-8 text-center text-muted-foreground">{PLAN_GUARANTEES.join(" · ")}</p>
        </div>
      </section>

      <section id="contact" className="container-page py-16 sm:py-24">
        <h2 className="text-3xl font-bold sm:text-4xl">Talk to our team</h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-3">
          <li className="flex items-center gap-3">
            <Phone className="size-5 text-primary" aria-hidden />
            <a href={`tel:${CONTACT_PHONE.replace(/[^\d+]/g, "")}`} className="font-medium hover:underline">
              {CONTACT_PHONE}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Mail className="size-5 text-primary" aria-hidden />
            <a href={`mailto:${SUPPORT_EMAIL}`} className="font-medium hover:underline">
              {SUPPORT_EMAIL}
            </a>
          </li>
          <li className="flex items-center gap-3">
            <Clock className="size-5 text-primary" aria-hidden />
            <span className="font-medium">{BUSINESS_HOURS}</span>
          </li>
        </ul>
      </section>
    </>
  );
}
