import { z } from "@/lib/validation/zod";

export const MIN_PASSWORD_LENGTH = 6;

export const loginSchema = z.object({
  email: z.email({ error: "Enter your email address." }).max(254),
  password: z.string({ error: "Enter your password." }).min(1, "Enter your password.").max(200),
});

/** POST /api/auth/signup (SPEC §3). The form adds a confirmation field on top. */
export const signupSchema = z.object({
  firstName: z.string({ error: "Enter your first name." }).trim().min(1, "Enter your first name.").max(100),
  lastName: z.string({ error: "Enter your last name." }).trim().min(1, "Enter your last name.").max(100),
  email: z.email({ error: "Enter a valid email address." }).max(254),
  password: z
    .string({ error: "Enter a password." })
    .min(MIN_PASSWORD_LENGTH, "Password must be at least 6 characters long.")
    .max(200, "Keep your password under 200 characters."),
});

export const adminPinSchema = z.object({
  pin: z.string({ error: "ACCESS DENIED - INVALID PIN LENGTH" }).regex(/^\d{6}$/, "ACCESS DENIED - INVALID PIN LENGTH"),
});

export type LoginInput = z.infer<typeof loginSchema>;
export type SignupInput = z.infer<typeof signupSchema>;
