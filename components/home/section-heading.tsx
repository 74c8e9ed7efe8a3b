import { cn } from "@/lib/utils/cn";

/** Eyebrow, title and intro shared by every home and print-shop section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "center",
  tone = "light",
  className,
}: {
  id?: string;
  eyebrow: string;
  title: string;
  intro?: string;
  align?: "center" | "left";
  tone?: "light" | "dark";
  className?: string;
}) {
  return (
    <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center", className)}>
      <p className={cn("text-sm font-semibold tracking-widest uppercase", tone === "dark" ? "text-highlight" : "text-primary")}>{eyebrow}</p>
      <h2 id={id} className={cn("mt-3 text-3xl font-bold sm:text-4xl", tone === "dark" && "text-white")}>
        {title}
      </h2>
      {intro && <p className={cn("mt-4 text-lg", tone === "dark" ? "text-slate-300" : "text-muted-foreground")}>{intro}</p>}
    </div>
  );
}
