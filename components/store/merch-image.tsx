"use client";

import { useState, type ComponentProps } from "react";
import { PLACEHOLDER_IMAGE } from "@/lib/merch/placeholder";
import type { MerchPicture } from "./merch-picture";

type MerchImageProps = Omit<ComponentProps<"img">, "src" | "srcSet" | "width" | "height" | "onError"> & { picture: MerchPicture; alt: string };

/**
 * A product picture with fixed width and height (no layout shift) that falls back to the
 * placeholder when it cannot be loaded (docs/product.md#messages). Its sources and the width it is drawn at come
 * from merchPicture() on the server (a smaller `sizes` may narrow it, as a gallery thumbnail does);
 * this part only watches for the failure.
 */
export function MerchImage({ picture, alt, loading = "lazy", sizes = picture.sizes, ...props }: MerchImageProps) {
  // Remember which picture failed, so a new one (another variant) gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === picture.src;
  const fail = () => {
    if (!broken) setFailed(picture.src);
  };
  return (
    // eslint-disable-next-line @next/next/no-img-element -- the sources are next/image's, from getImageProps on the server
    <img
      {...props}
      alt={alt}
      src={broken ? PLACEHOLDER_IMAGE : picture.src}
      srcSet={broken ? undefined : picture.srcSet}
      sizes={sizes}
      width={picture.width}
      height={picture.height}
      loading={loading}
      decoding="async"
      onError={fail}
      // A picture that failed before React took over never fires onError: look when it mounts.
      ref={(image) => {
        if (image?.complete && image.naturalWidth === 0 && image.currentSrc) fail();
      }}
    />
  );
}
