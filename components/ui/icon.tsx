import { createElement, type SVGProps } from "react";
import type { IconNode } from "lucide";

export type { IconNode };

/**
 * A Lucide icon (its shapes come from the `lucide` package: `<Icon icon={Check} />`) drawn as
 * plain SVG. lucide-react's icons are client components, so every icon on a server-rendered page
 * was shipped, serialised and hydrated in the browser; these cost nothing there. Stroke and the
 * default 24 px size come from the `icon` class (app/brand.css), so each one adds little markup.
 * Decorative by default: give an aria-label (and role="img") where the icon says something alone.
 */
export function Icon({ icon, className, ...props }: { icon: IconNode } & SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" className={className ? `icon ${className}` : "icon"} aria-hidden={props["aria-label"] ? undefined : true} {...props}>
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
