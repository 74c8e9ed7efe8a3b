"use client";

import Image, { type ImageProps } from "next/image";
import { useState } from "react";

export const PLACEHOLDER_IMAGE = "/merch/placeholder.webp";

type MerchImageProps = Omit<ImageProps, "src" | "onError"> & { src: string | null | undefined };

/**
 * A product picture with fixed width and height (no layout shift) that falls back to the
 * placeholder when it cannot be loaded (SPEC §8). Remote provider images are shown as they are:
 * they are already sized by the provider and need no allow-list entry.
 */
export function MerchImage({ src, alt, unoptimized, ...props }: MerchImageProps) {
  const wanted = src || PLACEHOLDER_IMAGE;
  // Remember which source failed, so a new source (another variant) gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const current = failed === wanted ? PLACEHOLDER_IMAGE : wanted;
  return (
    <Image
      {...props}
      src={current}
      alt={alt}
      unoptimized={unoptimized ?? /^https?:\/\//.test(current)}
      onError={() => {
        if (current !== PLACEHOLDER_IMAGE) setFailed(wanted);
      }}
    />
  );
}
