import { Clock, Mail, Phone, Users } from "lucide";
import { Icon } from "@/components/ui/icon";
import { LazyContactForm } from "./lazy-contact-form";
import { SectionHeading } from "./section-heading";

const NEXT_STEPS = [
  "We read your message the same business day.",
  "We call to learn about your trade and service area.",
  "You get a plan and a price. No pressure, no setup fees.",
];

const linkClass =
  "inline-flex min-h-11 items-center rounded-sm font-semibold text-white underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-white/70 focus-visible:outline-none";

/**
 * The contact section (docs/product.md#contact-form): phone, support email and hours, and the form. A third-party form embed
 * (CONTACT_FORM_EMBED_URL) replaces our own form when one is configured.
 */
export function ContactSection({ phone, email, hours, embedUrl }: { phone: string; email: string; hours: string; embedUrl?: string }) {
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="py-12 sm:py-20 lg:py-24 render-when-near-444 sm:render-when-near-375 lg:render-when-near-213"
    >
      <div className="container-page">
        <SectionHeading
          id="contact-title"
          eyebrow="Contact"
          title="Tell us about your business"
          intro="Ask a question, get a quote, or pick a plan together. A real person answers."
        />
        <div className="mt-12 grid gap-6 lg:grid-cols-[1fr_2fr]">
          <aside aria-label="Contact details" className="flex flex-col rounded-lg bg-ink p-6 text-slate-300 sm:p-8">
            <h3 className="text-xl font-semibold text-white">Reach us directly</h3>
            <ul className="mt-6 space-y-5">
              <li className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-highlight">
                  <Icon icon={Phone} className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block text-sm">Phone</span>
                  <a href={`tel:${phone.replace(/[^\d+]/g, "")}`} className={linkClass}>
                    {phone}
                  </a>
                </span>
              </li>
              <li className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-highlight">
                  <Icon icon={Mail} className="size-5" aria-hidden />
                </span>
                <span className="min-w-0">
                  <span className="block text-sm">Support email</span>
                  <a href={`mailto:${email}`} className={`${linkClass} break-all`}>
                    {email}
                  </a>
                </span>
              </li>
              <li className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-white/10 text-highlight">
                  <Icon icon={Clock} className="size-5" aria-hidden />
                </span>
                <span>
                  <span className="block text-sm">Business hours</span>
                  <span className="inline-flex min-h-11 items-center font-semibold text-white">{hours}</span>
                </span>
              </li>
            </ul>
            <p className="mt-8 flex gap-3 rounded-lg border border-white/10 bg-white/5 p-4 text-sm">
              <Icon icon={Users} className="mt-0.5 size-5 shrink-0 text-highlight" aria-hidden />
              <span>Your inquiry goes straight to our team, not a call center. We reply within one business day.</span>
            </p>
            <h4 className="mt-8 text-sm font-semibold tracking-widest text-white uppercase">What happens next</h4>
            <ol className="mt-4 space-y-3 text-sm">
              {NEXT_STEPS.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span aria-hidden className="flex size-6 shrink-0 items-center justify-center rounded-full bg-highlight text-xs font-bold text-ink">
                    {index + 1}
                  </span>
                  <span>{step}</span>
                </li>
              ))}
            </ol>
          </aside>
          <div className="rounded-lg border border-border bg-card p-6 shadow-sm sm:p-8">
            {embedUrl ? (
              <iframe src={embedUrl} title="Request a quote from our team" height={558} loading="lazy" className="block h-[558px] w-full rounded-md border-0" />
            ) : (
              <>
                <h3 className="mb-6 text-xl font-semibold">Send us a message</h3>
                <LazyContactForm />
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
