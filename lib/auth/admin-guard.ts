import "server-only";
import { Forbidden, Unauthenticated } from "@/lib/errors";
import { findSessionUser } from "./accounts";
import { ADMIN_STEP_COOKIE, verifyAdminStepToken } from "./admin-step";
import { isForeignAdmin } from "./production-admin";
import { cookieFrom, decodeSession, sessionCookieName, sessionFromRequest, type DecodedSession, type SessionUser } from "./session";

import { cache } from "react";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";

export type AdminAccess = "anonymous" | "not-admin" | "needs-pin" | "admin";

/** Who is asking, as far as the admin area is concerned (role checked against the database; production's admin is ADMIN_EMAIL's account only). */
type Access = { access: AdminAccess; user: SessionUser | null; session: DecodedSession | null };

export async function adminAccess(request: Request): Promise<Access> {
  return accessOf(await sessionFromRequest(request), cookieFrom(request, ADMIN_STEP_COOKIE));
}

async function accessOf(session: DecodedSession | null, stepToken: string | undefined): Promise<Access> {
  const user = session && (await findSessionUser(session));
  if (!session || !user) return { access: "anonymous", user: null, session: null };
  if (user.role !== "ADMIN" || isForeignAdmin(user)) return { access: "not-admin", user, session };
  if (!verifyAdminStepToken(stepToken, user.id, session.sid)) return { access: "needs-pin", user, session };
  return { access: "admin", user, session };
}

export type AdminCaller = { user: SessionUser; session: DecodedSession; pinStepDone: boolean };

/**
 * The signed-in admin who passed the PIN step (or, with `pinStep: false`, whether or not they
 * did: the PIN endpoint itself), or the Unauthenticated/Forbidden refusal of anyone else.
 */
export async function requireAdminCaller(request: Request, { pinStep = true } = {}): Promise<AdminCaller> {
  const { access, user, session } = await adminAccess(request);
  if (access === "anonymous") throw new Unauthenticated("Log in as the admin to do this.");
  if (access === "not-admin") throw new Forbidden("Only the admin can do this.");
  if (access === "needs-pin" && pinStep) throw new Forbidden("Enter the admin PIN first.");
  return { user: user!, session: session!, pinStepDone: access === "admin" };
}

/** The signed-in admin who passed the PIN step, or an Unauthenticated/Forbidden refusal. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  return (await requireAdminCaller(request)).user;
}

/** A signed-in admin, whether or not the PIN step is done (the PIN endpoint itself needs this). */
export async function requireAdminAccount(request: Request): Promise<{ user: SessionUser; session: DecodedSession }> {
  const { user, session } = await requireAdminCaller(request, { pinStep: false });
  return { user, session };
}

/**
 * For admin pages (server components): the admin, or the 404 page / the PIN keypad, as the proxy
 * does. A layout and its page both check, so the answer is kept for the rest of the request.
 */
export const adminForPage = cache(async (): Promise<SessionUser> => {
  const jar = await cookies();
  const { access, user } = await accessOf(await decodeSession(jar.get(sessionCookieName())?.value), jar.get(ADMIN_STEP_COOKIE)?.value);
  if (access === "anonymous" || access === "not-admin") notFound();
  if (access === "needs-pin") redirect("/admin/login");
  return user!;
});
