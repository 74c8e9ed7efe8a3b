import { FileText, ImagePlus } from "lucide";
import { Icon } from "@/components/ui/icon";
import type { SavedLogo } from "@/lib/business-profile/profile";
import { clsx } from "clsx";

// What a browser shows as an image; the other kinds we take (PDF, AI, EPS) are named instead.
const SHOWN = new Set(["image/png", "image/jpeg"]);

const TILE = "flex shrink-0 items-center justify-center overflow-hidden rounded-lg border";

/**
 * The logo saved on the signed-in account, as a tile: the image itself, or a file icon with the
 * file's type; an empty tile while there is none. Served only to the account (its address changes
 * with the logo). Next to words that name it, `alt=""` keeps it from being read twice.
 */
export function SavedLogoTile({ logo, className, alt = "Your logo" }: { logo: SavedLogo | null; className?: string; alt?: string }) {
  if (!logo) {
    return (
      <div className={clsx(TILE, "flex-col gap-1 border-dashed border-input bg-surface text-center text-xs text-muted-foreground", className)}>
        <Icon icon={ImagePlus} aria-hidden className="size-6" />
        No logo yet
      </div>
    );
  }
  if (!SHOWN.has(logo.contentType)) {
    return (
      <div className={clsx(TILE, "flex-col gap-1 border-border bg-white text-xs font-semibold text-muted-foreground uppercase", className)} title={logo.name}>
        <Icon icon={FileText} aria-hidden className="size-7 text-primary" />
        {logo.name.split(".").pop()}
      </div>
    );
  }
  return (
    <div className={clsx(TILE, "border-border bg-white p-2", className)}>
      {/* eslint-disable-next-line @next/next/no-img-element -- the account's own file, served by our API only to its owner: nothing to optimise */}
      <img src={`/api/account/business-profile/logo?v=${encodeURIComponent(logo.id)}`} alt={alt} className="size-full object-contain" />
    </div>
  );
}
