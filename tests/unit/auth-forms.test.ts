import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { PASSWORD_TOO_SHORT, signupFormSchema, signupSchema } from "@/lib/validation/auth";
import { NEW_PASSWORD_SAME, passwordChangeFormSchema, passwordResetFormSchema } from "@/lib/validation/password";

const SIGNUP = { firstName: "Rosa", lastName: "Diaz", email: "rosa@example.com", password: "hammer-time", confirmPassword: "hammer-time" };

/** Each refused field with its first sentence, as the form shows them. */
function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? []) errors[issue.path.join(".")] ??= issue.message;
  return errors;
}

describe("the signup form's schema", () => {
  it("is the route's, plus the password typed twice", () => {
    expect(signupFormSchema.parse(SIGNUP)).toEqual(SIGNUP);
    expect(fieldErrors(signupFormSchema, { ...SIGNUP, confirmPassword: "hammer-tim3" })).toEqual({ confirmPassword: "The passwords don't match." });
  });

  it("says which field is empty, the route the same", () => {
    const empty = { firstName: "", lastName: "", email: "", password: "", confirmPassword: "" };
    const words = { firstName: "Enter your first name.", lastName: "Enter your last name.", email: "Enter your email address.", password: "Enter a password." };
    expect(fieldErrors(signupFormSchema, empty)).toEqual({ ...words, confirmPassword: "Confirm your password." });
    expect(fieldErrors(signupSchema, empty)).toEqual(words);
  });

  it("refuses a short password with the product's sentence, in the form and the route", () => {
    expect(fieldErrors(signupFormSchema, { ...SIGNUP, password: "abc12", confirmPassword: "abc12" })).toEqual({ password: PASSWORD_TOO_SHORT });
    expect(PASSWORD_TOO_SHORT).toBe("Password must be at least 6 characters long.");
  });

  it("takes the email as typed, spaces and capitals included", () => {
    expect(signupFormSchema.parse({ ...SIGNUP, email: " Rosa@Example.com " }).email).toBe("rosa@example.com");
  });
});

describe("the password forms' schemas", () => {
  it("reset: the new password twice", () => {
    expect(fieldErrors(passwordResetFormSchema, { password: "new-password", confirmPassword: "new-passw0rd" })).toEqual({
      confirmPassword: "The passwords don't match.",
    });
    expect(fieldErrors(passwordResetFormSchema, { password: "", confirmPassword: "" })).toEqual({
      password: "Enter a password.",
      confirmPassword: "Type the new password again.",
    });
  });

  it("change: the route's rule that the new password differs, and the new password twice", () => {
    const same = { currentPassword: "hammer-time", newPassword: "hammer-time", confirmPassword: "hammer-time" };
    expect(fieldErrors(passwordChangeFormSchema, same)).toEqual({ newPassword: NEW_PASSWORD_SAME });
    expect(fieldErrors(passwordChangeFormSchema, { ...same, newPassword: "nail-gun-42" })).toEqual({ confirmPassword: "The new passwords don't match." });
  });
});
