"use client";

import { LoaderCircle, MonitorSmartphone } from "lucide";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import { useLogOut } from "./use-log-out";

/** Where the person lands: the log-in page, which says what happened (components/auth/login-notice.tsx). */
const SIGNED_OUT = "/login?notice=signed-out-everywhere";

const LOOKS = {
  // On a white card (/account).
  light: `${buttonVariants({ variant: "outline", size: "touch" })} w-full sm:w-auto`,
  // On the admin's navy top bar.
  dark: `${buttonVariants({ variant: "inverse" })} focus-visible:ring-white/70 focus-visible:ring-offset-ink max-sm:h-11`,
};

/**
 * "Sign out everywhere": the same log-out call as Log Out (it ends every session of the account,
 * a copied cookie's too), then the log-in page with a notice saying so.
 */
export function SignOutEverywhereButton({ look = "light", className }: { look?: keyof typeof LOOKS; className?: string }) {
  const { pending, logOut } = useLogOut(SIGNED_OUT);

  return (
    <button type="button" className={className ? `${LOOKS[look]} ${className}` : LOOKS[look]} disabled={pending} onClick={logOut}>
      <Icon icon={pending ? LoaderCircle : MonitorSmartphone} className={pending ? "animate-spin" : undefined} />
      {pending ? "Signing out..." : "Sign out everywhere"}
    </button>
  );
}
