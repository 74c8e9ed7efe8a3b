import { z } from "@/lib/validation/zod";
import { signupSchema } from "./auth";

/** How long a "reset your password" link works. */
export const RESET_LINK_MINUTES = 30;

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED = `If an account uses that email, we've sent it a link to reset the password. The link works for ${RESET_LINK_MINUTES} minutes.`;

/** Every unusable link (expired, used, unknown or mangled) gets this one sentence. */
export const RESET_LINK_UNUSABLE = "This reset link has expired or was already used. Ask for a new one.";

/** A new password follows the signup rules (at least 6 characters, under 200). */
const newPassword = signupSchema.shape.password;

/** POST /api/auth/password-reset: where to send the link. */
export const passwordResetRequestSchema = z.object({
  email: z
    .string({ error: "Enter your email address." })
    .trim()
    .min(1, "Enter your email address.")
    .toLowerCase()
    .pipe(z.email({ error: "Enter a valid email address." }).max(254, "Enter a valid email address.")),
});

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: RESET_LINK_UNUSABLE }).min(20, RESET_LINK_UNUSABLE).max(200, RESET_LINK_UNUSABLE),
  password: newPassword,
});

/** The fields of a password change (the form adds a confirmation on top). */
export const passwordChangeFields = z.object({
  currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(200, "Enter your current password."),
  newPassword,
});

export const NEW_PASSWORD_SAME = "Choose a new password that's different from your current one.";

/** POST /api/auth/password-change: the signed-in person's current password and the new one. */
export const passwordChangeSchema = passwordChangeFields.refine((input) => input.currentPassword !== input.newPassword, { message: NEW_PASSWORD_SAME, path: ["newPassword"] });

export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
