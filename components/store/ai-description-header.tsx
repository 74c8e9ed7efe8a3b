import { Sparkles } from "lucide";
import { Icon } from "@/components/ui/icon";

/** The AI description panel's title and promise, rendered on the server. */
export function AiDescriptionHeader() {
  return (
    <div className="flex gap-3">
      <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-accent text-primary">
        <Icon icon={Sparkles} className="size-5" />
      </span>
      <div>
        <h2 id="ai-description-title" className="text-xl font-semibold">
          AI product description
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">
          A ready-to-use write-up of this product for trade contractors: for your site, a newsletter or a social post.
        </p>
      </div>
    </div>
  );
}
