import { z } from "@/lib/validation/zod";

const MIN_PASSWORD_LENGTH = 6;

/** The sentence for a short password (docs/product.md#sign-up); the signup form's notice says it too. */
export const PASSWORD_TOO_SHORT = `Password must be at least ${MIN_PASSWORD_LENGTH} characters long.`;

/** An email address as a person types it: trimmed, then checked; stored in lower case. */
export const emailAddress = z
  .string({ error: "Enter your email address." })
  .trim()
  .min(1, "Enter your email address.")
  .toLowerCase()
  .pipe(z.email({ error: "Enter a valid email address." }).max(254, "Enter a valid email address."));

/** A new password (signup, reset, change): at least 6 characters (docs/product.md#sign-up), under 200. */
export const newPassword = z
  .string({ error: "Enter a password." })
  .min(1, "Enter a password.")
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TOO_SHORT)
  .max(200, "Keep your password under 200 characters.");

/**
 * A form's schema on top of its route's: the new password (which `password` picks out) typed
 * again in `confirmPassword`, which must be filled in (`empty`) and the same (`mismatch`).
 */
export function withPasswordConfirmation<Shape extends z.ZodRawShape>(
  schema: z.ZodObject<Shape>,
  password: (values: z.output<z.ZodObject<Shape>>) => string,
  words: { empty: string; mismatch: string },
) {
  const confirmation = z.object({ confirmPassword: z.string().min(1, words.empty) });
  return z
    .intersection(schema, confirmation)
    .refine((values) => password(values) === values.confirmPassword, { message: words.mismatch, path: ["confirmPassword"] });
}

export const loginSchema = z.object({
  email: emailAddress,
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
});

/** POST /api/auth/signup (docs/api.md#post-apiauthsignup). */
export const signupSchema = z.object({
  firstName: z.string({ error: "Enter your first name." }).trim().min(1, "Enter your first name.").max(100),
  lastName: z.string({ error: "Enter your last name." }).trim().min(1, "Enter your last name.").max(100),
  email: emailAddress,
  password: newPassword,
});

/**
 * The one answer to a sign-up, whether or not the address has an account already (the owner of a
 * taken address is emailed how to log in instead), so the form tells nobody which addresses are taken.
 */
export const SIGNUP_REQUESTED = "Check your email: we've sent you a link to confirm your address (or, if you already have an account, a way to log in).";

/** The signup form's refusal of two different passwords (the form also shows its notice: docs/product.md#sign-up). */
export const PASSWORDS_DIFFER = "The passwords don't match.";

/** The signup form: the route's fields and the password typed twice (docs/product.md#sign-up). */
export const signupFormSchema = withPasswordConfirmation(signupSchema, (values) => values.password, {
  empty: "Confirm your password.",
  mismatch: PASSWORDS_DIFFER,
});

export const adminPinSchema = z.object({
  pin: z.string({ error: "ACCESS DENIED - INVALID PIN LENGTH" }).regex(/^\d{6}$/, "ACCESS DENIED - INVALID PIN LENGTH"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
