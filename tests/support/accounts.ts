import { prisma } from "@/lib/db";
import { hashSecret } from "@/lib/auth/password";
import { ADMIN_STEP_COOKIE, createAdminStepToken } from "@/lib/auth/admin-step";
import { encodeSession, newSessionId, sessionCookieName, type SessionUser } from "@/lib/auth/session";

export const ADMIN_PIN = "135799";

export async function createUser(role: "USER" | "ADMIN", email = `${role.toLowerCase()}-${crypto.randomUUID()}@example.com`): Promise<SessionUser> {
  const user = await prisma.user.create({
    data: {
      email,
      firstName: role === "ADMIN" ? "Ada" : "Pat",
      lastName: "Tester",
      role,
      passwordHash: await hashSecret("correct horse"),
      adminPinHash: role === "ADMIN" ? await hashSecret(ADMIN_PIN) : null,
    },
  });
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** The Cookie header a browser would send for this person (with the PIN step when asked). */
export async function cookieFor(user: SessionUser, { pinStep = false } = {}): Promise<string> {
  const sid = newSessionId();
  const { sessionVersion } = await prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { sessionVersion: true } });
  const cookies = [`${sessionCookieName()}=${await encodeSession(user, { version: sessionVersion, sid })}`];
  if (pinStep) cookies.push(`${ADMIN_STEP_COOKIE}=${createAdminStepToken(user.id, sid)}`);
  return cookies.join("; ");
}
