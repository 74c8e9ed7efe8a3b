import { Magnet, Microscope, PencilRuler, Rocket } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { LAUNCH_HOURS, PROCESS_STEPS, type ProcessStep } from "@/lib/content/process";
import { SectionHeading } from "./section-heading";

const ICONS: Record<ProcessStep["id"], IconNode> = { study: Microscope, build: PencilRuler, leads: Magnet, launch: Rocket };

/** About: the four-step process, ending with launch within 72 hours. */
export function ProcessSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="bg-surface py-12 sm:py-20 lg:py-24 render-when-near-398 sm:render-when-near-362 md:render-when-near-209 lg:render-when-near-145"
    >
      <div className="container-page">
        <SectionHeading
          id="about-title"
          eyebrow="How it works"
          title={`From first call to live site in ${LAUNCH_HOURS} hours`}
          intro="You run jobs. We handle the rest in four steps, and your new site launches within 72 hours."
        />
        <ol className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {PROCESS_STEPS.map((step, index) => {
            const icon = ICONS[step.id];
            return (
              <li key={step.id} className="relative flex flex-col rounded-lg border border-border bg-card p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="flex size-12 items-center justify-center rounded-lg bg-primary text-white">
                    <Icon icon={icon} className="size-6" aria-hidden />
                  </span>
                  <span className="rounded-full bg-accent px-3 py-1 text-sm font-semibold text-accent-foreground">Step {index + 1}</span>
                </div>
                <p className="mt-5 text-xs font-semibold tracking-widest text-primary uppercase">{step.timing}</p>
                <h3 className="mt-1 text-xl font-semibold">{step.title}</h3>
                <p className="mt-3 flex-1 text-muted-foreground">{step.description}</p>
                <ul className="mt-4 space-y-1.5 text-sm">
                  {step.points.map((point) => (
                    <li key={point} className="tick tick-circle flex gap-2">
                      {point}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
