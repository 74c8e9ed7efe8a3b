import { z } from "@/lib/validation/zod";

/** How long a "confirm your email" link works. */
export const VERIFY_LINK_HOURS = 24;

/** Every unusable link (expired, used, unknown or mangled) gets this one sentence. */
export const VERIFY_LINK_UNUSABLE = "This link has expired or was already used. Log in and ask for a new one from your account page.";

/** A link opened without the account's session: whoever chose the password confirms. */
export const PASSWORD_TO_CONFIRM = "Enter your account's password to confirm your email.";

export const EMAIL_ALREADY_CONFIRMED = "Your email is already confirmed.";

/** The answer to "Send a new link". */
export const VERIFY_LINK_SENT = `We've sent a new link to your email. It works for ${VERIFY_LINK_HOURS} hours.`;

/** POST /api/auth/email-verification/confirm: the link's token, and the password when the link is opened signed out. */
export const emailConfirmationSchema = z.object({
  token: z.string({ error: VERIFY_LINK_UNUSABLE }).min(20, VERIFY_LINK_UNUSABLE).max(200, VERIFY_LINK_UNUSABLE),
  password: z.string({ error: PASSWORD_TO_CONFIRM }).min(1, PASSWORD_TO_CONFIRM).max(200, PASSWORD_TO_CONFIRM).optional(),
});

/** The confirm form when signed out: the password only (the email is the link's). */
export const emailConfirmationFormSchema = z.object({ password: z.string().min(1, "Enter your password.").max(200) });

export type EmailConfirmationInput = z.infer<typeof emailConfirmationSchema>;
