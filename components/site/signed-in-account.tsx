"use client";

import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { CircleUser, LoaderCircle, LogOut } from "lucide";
import { useLogOut } from "@/components/auth/use-log-out";
import { buttonVariants } from "@/components/ui/button-variants";
import { Icon } from "@/components/ui/icon";
import type { AccountLayout } from "./account-links";
import { desktopLink, mobileLink } from "./header-styles";
import { useCurrentUser } from "./use-current-user";

/**
 * The header's greeting (to /account) and Log Out for a browser holding the signed-in hint;
 * `whileUnknown` (Log In and Sign Up) until the user is known, and for a session that ended.
 */
export function SignedInAccount({ layout, whileUnknown }: { layout: AccountLayout; whileUnknown: ReactNode }) {
  const user = useCurrentUser();
  // Then a full reload at / (docs/product.md#header).
  const { pending: loggingOut, logOut } = useLogOut("/");
  if (!user) return whileUnknown;

  const greeting = `Hi, ${user.firstName?.trim() || "User"}`;
  const inMenu = layout === "menu";

  return (
    <>
      <Link href="/account" className={inMenu ? `${mobileLink} min-w-0 gap-2` : `${desktopLink} min-w-0 truncate`} title={inMenu ? undefined : greeting}>
        {inMenu && <Icon icon={CircleUser} className="size-5 shrink-0" />}
        {inMenu ? <span className="truncate">{greeting}</span> : greeting}
        <span className="sr-only"> (your account)</span>
      </Link>
      <button
        type="button"
        className={buttonVariants({ variant: inMenu ? "inverseOutline" : "inverse", size: inMenu ? "touch" : "default" })}
        disabled={loggingOut}
        onClick={logOut}
      >
        {loggingOut ? <Icon icon={LoaderCircle} className="animate-spin" /> : <Icon icon={LogOut} />}
        {loggingOut ? "Logging out..." : "Log Out"}
      </button>
    </>
  );
}
