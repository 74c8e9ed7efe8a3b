import { z } from "@/lib/validation/zod";
import { emailAddress, newPassword, withPasswordConfirmation } from "./auth";

/** How long a "reset your password" link works. */
export const RESET_LINK_MINUTES = 30;

/** The one answer to a reset request, whether or not the address has an account. */
export const RESET_REQUESTED = `If an account uses that email, we've sent it a link to reset the password. The link works for ${RESET_LINK_MINUTES} minutes.`;

/** Every unusable link (expired, used, unknown or mangled) gets this one sentence. */
export const RESET_LINK_UNUSABLE = "This reset link has expired or was already used. Ask for a new one.";

/** POST /api/auth/password-reset: where to send the link. */
export const passwordResetRequestSchema = z.object({ email: emailAddress });

/** POST /api/auth/password-reset/confirm: the link's token and the new password. */
export const passwordResetSchema = z.object({
  token: z.string({ error: RESET_LINK_UNUSABLE }).min(20, RESET_LINK_UNUSABLE).max(200, RESET_LINK_UNUSABLE),
  password: newPassword,
});

/** The reset form: the new password, typed twice. */
export const passwordResetFormSchema = withPasswordConfirmation(passwordResetSchema.pick({ password: true }), (values) => values.password, {
  empty: "Type the new password again.",
  mismatch: "The passwords don't match.",
});

export const NEW_PASSWORD_SAME = "Choose a new password that's different from your current one.";

/** POST /api/auth/password-change: the signed-in person's current password and the new one. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password." }).min(1, "Enter your current password.").max(200, "Enter your current password."),
    newPassword,
  })
  .refine((input) => input.currentPassword !== input.newPassword, { message: NEW_PASSWORD_SAME, path: ["newPassword"] });

/** The change form: the route's fields, the new password typed twice. */
export const passwordChangeFormSchema = withPasswordConfirmation(passwordChangeSchema, (values) => values.newPassword, {
  empty: "Type the new password again.",
  mismatch: "The new passwords don't match.",
});

export type PasswordResetRequestInput = z.infer<typeof passwordResetRequestSchema>;
export type PasswordResetInput = z.infer<typeof passwordResetSchema>;
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;
