import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { buttonVariants } from "@/components/ui/button-variants";

export const metadata: Metadata = { title: "Log Out", robots: { index: false, follow: false } };

/**
 * Where GET /api/logout (the fallback when the log-out call fails: docs/api.md#get-apilogout) lands: signing out takes
 * a click here, a POST from this site, so a link or an image on another site can't do it.
 */
export default function LogoutPage() {
  return (
    <AuthCard
      title="Log out"
      description="We couldn't log you out automatically. Press the button to log out: you'll be signed out on every device."
      footer={
        <p>
          Changed your mind?{" "}
          <Link href="/" className={authLinkClass}>
            Back to the home page
          </Link>
        </p>
      }
    >
      <form method="post" action="/api/logout">
        <button type="submit" className={`${buttonVariants()} h-11 w-full`}>
          Log out
        </button>
      </form>
    </AuthCard>
  );
}
