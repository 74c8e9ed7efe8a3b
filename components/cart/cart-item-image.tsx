"use client";

import Image from "next/image";
import { PLACEHOLDER_IMAGE } from "@/lib/merch/placeholder";

/** A cart line's 64 px picture (cart panel, checkout summary); the placeholder if it fails (docs/product.md#messages). */
export function CartItemImage({ src, className }: { src: string; className: string }) {
  return (
    <Image
      src={src || PLACEHOLDER_IMAGE}
      alt=""
      width={64}
      height={64}
      className={className}
      onError={(event) => {
        if (!event.currentTarget.src.endsWith(PLACEHOLDER_IMAGE)) event.currentTarget.src = PLACEHOLDER_IMAGE;
      }}
    />
  );
}
