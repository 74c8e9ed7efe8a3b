import { Link } from "@/components/ui/link";
import { Gift, HardHat, Shirt } from "lucide";
import { Icon, type IconNode } from "@/components/ui/icon";
import { Button } from "@/components/ui/button";

const TEASERS: { icon: IconNode; title: string; text: string }[] = [
  { icon: Shirt, title: "Apparel", text: "Tees, hoodies and work jackets with your logo, in sizes S to 2XL." },
  { icon: HardHat, title: "Accessories", text: "Caps, beanies, mugs and tumblers for the crew and the truck." },
  { icon: Gift, title: "Custom items", text: "Stickers, posters and one-off pieces made for your company." },
];

/** The store with no products yet (docs/product.md#store). */
export function StoreComingSoon({ titleId }: { titleId?: string }) {
  return (
    <div className="text-center">
      <h2 id={titleId} className="text-3xl font-bold">
        Printful Store Coming Soon
      </h2>
      <p className="mx-auto mt-3 max-w-xl text-lg text-muted-foreground">
        Branded merch printed on demand and shipped to your door. Here is what is on the way.
      </p>
      <ul className="mt-10 grid gap-6 text-left md:grid-cols-3">
        {TEASERS.map(({ icon, title, text }) => (
          <li key={title} className="rounded-lg border border-border bg-card p-6 shadow-sm">
            <span className="flex size-12 items-center justify-center rounded-lg bg-accent text-primary">
              <Icon icon={icon} className="size-6" aria-hidden />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{title}</h3>
            <p className="mt-1 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ul>
      <Button asChild size="lg" className="mt-10">
        <Link href="/#contact">Ask about merch for your business</Link>
      </Button>
    </div>
  );
}
