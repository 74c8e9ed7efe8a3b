"use client";

import Link from "next/link";
import { lazy, Suspense, useSyncExternalStore } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { hasSignedInHint } from "@/lib/auth/signed-in-hint";

export type AccountLayout = "bar" | "menu";

// A signed-in visitor's greeting and Log Out are fetched only for a browser that holds the
// signed-in hint: an anonymous visitor's page never loads their code or asks for a user.
const SignedInAccount = lazy(() => import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })));

const subscribe = () => () => {};

/** false in the server's HTML and while hydrating, then whether this browser holds the hint cookie. */
function useSignedInHint(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hasSignedInHint(document.cookie),
    () => false,
  );
}

function AnonymousLinks({ layout, onNavigate }: { layout: AccountLayout; onNavigate?: () => void }) {
  const inMenu = layout === "menu";
  return (
    <>
      <Link href="/login" onClick={onNavigate} className={buttonVariants({ variant: inMenu ? "inverseOutline" : "inverse", size: inMenu ? "touch" : "default" })}>
        Log In
      </Link>
      <Link href="/signup" onClick={onNavigate} className={buttonVariants({ variant: inMenu ? "secondary" : "highlight", size: inMenu ? "touch" : "default" })}>
        Sign Up
      </Link>
    </>
  );
}

/**
 * SPEC §2's account links. The server's HTML (and an anonymous visitor's page) holds Log In and
 * Sign Up; for a signed-in visitor the greeting and Log Out take their place once the user is
 * known, in the same box, so nothing moves.
 */
export function AccountLinks({ layout, onNavigate }: { layout: AccountLayout; onNavigate?: () => void }) {
  const anonymous = <AnonymousLinks layout={layout} onNavigate={onNavigate} />;
  if (!useSignedInHint()) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInAccount layout={layout} onNavigate={onNavigate} whileUnknown={anonymous} />
    </Suspense>
  );
}
