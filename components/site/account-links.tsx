"use client";

import { Link } from "@/components/ui/link";
import { lazy, Suspense } from "react";
import { buttonVariants } from "@/components/ui/button-variants";
import { useSignedInHint } from "./use-signed-in-hint";

export type AccountLayout = "bar" | "menu";

// A signed-in visitor's greeting and Log Out are fetched only for a browser that holds the
// signed-in hint: an anonymous visitor's page never loads their code or asks for a user.
const SignedInAccount = lazy(() => import("./signed-in-account").then((module) => ({ default: module.SignedInAccount })));

function AnonymousLinks({ layout }: { layout: AccountLayout }) {
  const inMenu = layout === "menu";
  return (
    <>
      <Link href="/login" className={buttonVariants({ variant: inMenu ? "inverseOutline" : "inverse", size: inMenu ? "touch" : "default" })}>
        Log In
      </Link>
      <Link href="/signup" className={buttonVariants({ variant: inMenu ? "secondary" : "highlight", size: inMenu ? "touch" : "default" })}>
        Sign Up
      </Link>
    </>
  );
}

/**
 * The header's account links (docs/product.md#header). The server's HTML (and an anonymous visitor's page) holds Log In and
 * Sign Up; for a signed-in visitor the greeting and Log Out take their place once the user is
 * known, in the same box, so nothing moves.
 */
export function AccountLinks({ layout }: { layout: AccountLayout }) {
  const signedIn = useSignedInHint();
  const anonymous = <AnonymousLinks layout={layout} />;
  if (!signedIn) return anonymous;
  return (
    <Suspense fallback={anonymous}>
      <SignedInAccount layout={layout} whileUnknown={anonymous} />
    </Suspense>
  );
}
