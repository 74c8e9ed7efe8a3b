import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { ForgotPasswordForm } from "@/components/auth/forgot-password-form";
import { pageMetadata } from "@/lib/seo/metadata";
import { RESET_LINK_MINUTES } from "@/lib/validation/password";

export const metadata = {
  ...pageMetadata({
    title: "Forgot Your Password?",
    description: "Get a link by email to set a new password for your Viralize account.",
    path: "/forgot-password",
  }),
  robots: { index: false },
};

/** Step one of a password reset: the email the link goes to. */
export default function ForgotPasswordPage() {
  return (
    <AuthCard
      title="Forgot your password?"
      description={`Enter the email you log in with. We'll send you a link to set a new password; it works for ${RESET_LINK_MINUTES} minutes.`}
      footer={
        <p>
          Remembered it?{" "}
          <Link href="/login" className={authLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
