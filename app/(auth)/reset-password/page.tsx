import { Link } from "@/components/ui/link";
import { AuthCard, authLinkClass } from "@/components/auth/auth-card";
import { ResetLinkUnusable } from "@/components/auth/reset-link-unusable";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { resetLinkState } from "@/lib/auth/password-reset";
import { pageMetadata } from "@/lib/seo/metadata";
import { RESET_LINK_UNUSABLE } from "@/lib/validation/password";

export const metadata = {
  ...pageMetadata({
    title: "Set a New Password",
    description: "Choose a new password for your Viralize account.",
    path: "/reset-password",
  }),
  robots: { index: false, follow: false },
};

/** What the page says of a link that can't set a password: a used one says so, whatever else it is. */
const DEAD_LINK = {
  used: {
    title: "This link was already used",
    description: "Your password was already changed with a reset link. Log in with your new password.",
    message: "This reset link was already used.",
  },
  expired: { title: "This link has run out", description: "No harm done: your password is still the same.", message: "This reset link has expired." },
  unknown: { title: "This link has run out", description: "No harm done: your password is still the same.", message: RESET_LINK_UNUSABLE },
} as const;

/**
 * Where the emailed link lands (/reset-password?token=…). A link that can no longer be used says
 * why before anything is typed; the token is checked again, and used up, when the form is sent.
 */
export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const linkToken = typeof token === "string" ? token : "";
  const state = await resetLinkState(linkToken);
  const dead = state === "usable" ? null : DEAD_LINK[state];

  return (
    <AuthCard
      title={dead?.title ?? "Set a new password"}
      description={dead?.description ?? "Choose a new password for your account. Saving it signs you out on every device, so you'll log in again with it."}
      footer={
        <p>
          Remembered your password?{" "}
          <Link href="/login" className={authLinkClass}>
            Log in
          </Link>
        </p>
      }
    >
      {dead ? <ResetLinkUnusable message={dead.message} /> : <ResetPasswordForm token={linkToken} />}
    </AuthCard>
  );
}
