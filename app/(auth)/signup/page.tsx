import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { SignupForm } from "@/components/auth/signup-form";
import { SocialSignIn } from "@/components/auth/social-sign-in";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Sign Up",
  description: "Create a free Viralize account for your trade business. It takes under a minute.",
  path: "/signup",
});

/** /signup (docs/product.md#sign-up). */
export default function SignupPage() {
  return (
    <AuthCard
      title="Create an account"
      description="Free, and it takes under a minute. No card needed."
      footer={
        <p>
          Already have an account?{" "}
          <Link href="/login" className={authLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      <SocialSignIn />
      <SignupForm />
    </AuthCard>
  );
}
