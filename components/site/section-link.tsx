"use client";

import { usePathname, useRouter } from "next/navigation";
import type { ComponentProps, MouseEvent } from "react";
import { SCROLL_AFTER_NAVIGATE_MS, type HomeSection } from "@/lib/content/navigation";

const GIVE_UP_AFTER_MS = 5000;

function scrollWhenPresent(section: HomeSection, startedAt = performance.now()) {
  const target = document.getElementById(section);
  if (target) {
    // The blocks the browser has not drawn yet (render-when-near in app/brand.css) are drawn first,
    // so a glide is aimed with their real heights and does not end off the section.
    document.documentElement.dataset.drawAll = "";
    // Smoothly, or at once for a visitor who asks for less motion: the page's scroll-behavior decides (app/brand.css).
    target.scrollIntoView({ block: "start" });
    return;
  }
  // The home page may still be rendering after the navigation: look again next frame.
  if (performance.now() - startedAt < GIVE_UP_AFTER_MS) {
    requestAnimationFrame(() => scrollWhenPresent(section, startedAt));
  }
}

/**
 * A link to a home page section (/#pricing). On the home page it scrolls smoothly (at once for a
 * visitor who asks for less motion); elsewhere it goes to / first and scrolls 100 ms later
 * (docs/product.md#header). Without JavaScript it is a plain link.
 */
export function SectionLink({ section, ...props }: Omit<ComponentProps<"a">, "href"> & { section: HomeSection }) {
  const pathname = usePathname();
  const router = useRouter();

  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    if (pathname === "/") {
      scrollWhenPresent(section);
      window.history.replaceState(null, "", `#${section}`);
      return;
    }
    router.push("/");
    window.setTimeout(() => scrollWhenPresent(section), SCROLL_AFTER_NAVIGATE_MS);
  }

  return <a href={`/#${section}`} onClick={handleClick} {...props} />;
}
