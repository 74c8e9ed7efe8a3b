import "server-only";
import { env, PUBLISHED_ADMIN } from "@/lib/env";
import { areaLogger } from "@/lib/log";

const log = areaLogger("auth");

type Account = { id: string; email: string; role: "USER" | "ADMIN" };

/**
 * Production has one admin: the account of ADMIN_EMAIL. Any other admin account (the published
 * demo one a seed run wrote from a shell without the admin settings, a former owner's) is no admin
 * there. Elsewhere every admin account counts, the demo one included.
 */
export function isForeignAdmin(user: Account): boolean {
  const config = env();
  return config.NODE_ENV === "production" && user.role === "ADMIN" && user.email.toLowerCase() !== config.ADMIN_EMAIL.toLowerCase();
}

/**
 * Whether production refuses this admin at sign-in or at the PIN: a foreign admin, or one whose
 * password or PIN is the published one. What was just entered tells that for free: it has matched
 * the account's hash, so the account's secret is the published one exactly when the entry is.
 * Logged, so a deployer who seeded the old way learns why the demo admin is turned away.
 */
export function refusesAdmin(user: Account, entered: { password: string } | { pin: string }): boolean {
  if (env().NODE_ENV !== "production" || user.role !== "ADMIN") return false;
  const published = "password" in entered ? entered.password === PUBLISHED_ADMIN.password : entered.pin === PUBLISHED_ADMIN.pin;
  const reason = isForeignAdmin(user)
    ? "its email is not ADMIN_EMAIL"
    : published
      ? `its ${"password" in entered ? "password" : "PIN"} is the published demo one`
      : undefined;
  if (!reason) return false;
  log.warn(
    { userId: user.id, reason },
    `Admin account refused: ${reason}. Production takes only ADMIN_EMAIL's account, with a password and PIN of its own (see docs/operations.md#the-admin-account)`,
  );
  return true;
}
