import { Quote } from "lucide";
import { Icon } from "@/components/ui/icon";
import { TESTIMONIALS } from "@/lib/content/testimonials";
import { SectionHeading } from "./section-heading";
import { StarRating } from "./star-rating";

function initials(name: string) {
  return name
    .split(" ")
    .map((part) => part[0])
    .join("")
    .slice(0, 2);
}

/** What contractors say: name, business, words and a five-star rating. */
export function TestimonialsSection() {
  return (
    <section
      aria-labelledby="testimonials-title"
      className="bg-surface py-12 sm:py-20 lg:py-24 render-when-near-301 sm:render-when-near-258 md:render-when-near-149 lg:render-when-near-129"
    >
      <div className="container-page">
        <SectionHeading
          id="testimonials-title"
          eyebrow="Testimonials"
          title="Contractors who stopped waiting for the phone"
          intro="Electricians, plumbers and roofers tell you what changed after launch."
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {TESTIMONIALS.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="flex h-full flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <StarRating rating={testimonial.rating} />
                  <Icon icon={Quote} className="size-8 text-blue-100" aria-hidden />
                </div>
                <blockquote className="mt-4 flex-1 text-ink">
                  <p>&ldquo;{testimonial.content}&rdquo;</p>
                </blockquote>
                <figcaption className="mt-6 flex items-center gap-3 border-t border-border pt-4">
                  <span aria-hidden className="flex size-11 items-center justify-center rounded-full bg-primary text-sm font-semibold text-white">
                    {initials(testimonial.name)}
                  </span>
                  <span className="leading-tight">
                    <span className="block font-semibold">{testimonial.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {testimonial.business} · {testimonial.trade}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
