import { siFacebook, siInstagram, siX, siYoutube, type SimpleIcon } from "simple-icons";
import { env } from "@/lib/env";

export type SocialProfile = { network: string; url: string; icon: SimpleIcon };

/** The shop's social profiles that are configured (SOCIAL_*_URL), in the footer's order. */
export function socialProfiles(): SocialProfile[] {
  const { SOCIAL_FACEBOOK_URL, SOCIAL_INSTAGRAM_URL, SOCIAL_YOUTUBE_URL, SOCIAL_X_URL } = env();
  const profiles: [string, string | undefined, SimpleIcon][] = [
    ["Facebook", SOCIAL_FACEBOOK_URL, siFacebook],
    ["Instagram", SOCIAL_INSTAGRAM_URL, siInstagram],
    ["YouTube", SOCIAL_YOUTUBE_URL, siYoutube],
    ["X", SOCIAL_X_URL, siX],
  ];
  return profiles.flatMap(([network, url, icon]) => (url ? [{ network, url, icon }] : []));
}
