import { EmailConfirmation } from "@/components/auth/email-confirmation";
import { verificationLinkAccount } from "@/lib/auth/email-verification";
import { signedInUser } from "@/lib/auth/page-user";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = {
  ...pageMetadata({
    title: "Confirm Your Email",
    description: "Confirm the email address of your Viralize account.",
    path: "/verify-email",
  }),
  robots: { index: false, follow: false },
};

/**
 * Where the emailed link lands (/verify-email?token=…). Opening it changes nothing (mail scanners
 * open links too): the button or the password form confirms, and the token is checked again then.
 * Rendered per request (the session).
 */
export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { token } = await searchParams;
  const linkToken = typeof token === "string" ? token : "";
  const account = linkToken ? await verificationLinkAccount(linkToken) : null;
  const user = account && (await signedInUser());
  return <EmailConfirmation link={account && { token: linkToken, email: account.email, signedInAsOwner: user?.id === account.userId }} />;
}
