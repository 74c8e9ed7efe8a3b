import { Suspense } from "react";
import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { GoogleNotice } from "@/components/auth/google-notice";
import { LoginForm } from "@/components/auth/login-form";
import { LoginNotice } from "@/components/auth/login-notice";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Log In",
  description: "Log in to your Viralize account with Google or your email address.",
  path: "/login",
});

/** /login (docs/product.md#log-in). Static: the Google notice is read from the address in the browser. */
export default function LoginPage() {
  return (
    <AuthCard
      title="Welcome back"
      description="Log in with Google or your email to pick up where you left off."
      footer={
        <p>
          Don&apos;t have an account?{" "}
          <Link href="/signup" className={authLinkClass}>
            Sign up
          </Link>
        </p>
      }
    >
      <Suspense fallback={null}>
        <GoogleNotice />
        <LoginNotice />
      </Suspense>
      <SocialSignIn />
      <LoginForm />
    </AuthCard>
  );
}
