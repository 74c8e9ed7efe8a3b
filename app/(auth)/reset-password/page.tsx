import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { ResetLinkUnusable } from "@/components/auth/reset-link-unusable";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetTokenIsUsable } from "@/lib/auth/password-reset";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Set a New Password",
    description: "Choose a new password for your Viralize account.",
    path: "/reset-password",
  }),
  robots: { index: false, follow: false },
};

/**
 * Where the emailed link lands (/reset-password?token=…). A link that can no longer be used says
 * so before anything is typed; the token is checked again, and used up, when the form is sent.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const linkToken = typeof token === "string" ? token : "";
  const usable = linkToken !== "" && (await resetTokenIsUsable(linkToken));

  return (
    <AuthCard
      title={usable ? "Set a new password" : "This link has run out"}
      description={usable ? "Choose a new password for your account. Saving it signs you out on every device, so you'll log in again with it." : "No harm done: your password is still the same."}
      footer={
        <p>
          Remembered your password?{" "}
          <Link href="/login" className={authLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      {usable ? <ResetPasswordForm token={linkToken} /> : <ResetLinkUnusable />}
    </AuthCard>
  );
}
