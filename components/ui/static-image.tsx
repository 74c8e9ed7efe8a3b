import { getImageProps, type ImageProps } from "next/image";

/**
 * next/image's optimised, sized and lazily loaded <img>, rendered on the server with no client
 * code: for our own files under public/, which cannot fail to load. Images from a provider that
 * may be missing use MerchImage, whose placeholder needs the browser.
 */
export function StaticImage(props: ImageProps) {
  const { props: image } = getImageProps(props);
  // eslint-disable-next-line jsx-a11y/alt-text, @next/next/no-img-element -- alt comes from the required prop; this is next/image's own markup
  return <img {...image} />;
}
