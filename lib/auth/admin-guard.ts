import "server-only";
import { ApiError } from "@/lib/http/api";
import { findSessionUser } from "./accounts";
import { ADMIN_STEP_COOKIE, verifyAdminStepToken } from "./admin-step";
import { cookieFrom, sessionFromRequest, type SessionUser } from "./session";

export type AdminAccess = "anonymous" | "not-admin" | "needs-pin" | "admin";

/** Who is asking, as far as the admin area is concerned (role checked against the database). */
export async function adminAccess(request: Request): Promise<{ access: AdminAccess; user: SessionUser | null }> {
  const session = await sessionFromRequest(request);
  if (!session) return { access: "anonymous", user: null };
  const user = await findSessionUser(session.id);
  if (!user) return { access: "anonymous", user: null };
  if (user.role !== "ADMIN") return { access: "not-admin", user };
  if (!verifyAdminStepToken(cookieFrom(request, ADMIN_STEP_COOKIE), user.id)) return { access: "needs-pin", user };
  return { access: "admin", user };
}

/** The signed-in admin who passed the PIN step, or a 401/403 ApiError. */
export async function requireAdmin(request: Request): Promise<SessionUser> {
  const { access, user } = await adminAccess(request);
  if (access === "anonymous") throw new ApiError(401, "Log in as the admin to do this.");
  if (access === "not-admin") throw new ApiError(403, "Only the admin can do this.");
  if (access === "needs-pin") throw new ApiError(403, "Enter the admin PIN first.");
  return user!;
}

/** A signed-in admin, whether or not the PIN step is done (the PIN endpoint itself needs this). */
export async function requireAdminAccount(request: Request): Promise<SessionUser> {
  const { access, user } = await adminAccess(request);
  if (access === "anonymous") throw new ApiError(401, "Log in as the admin to do this.");
  if (access === "not-admin") throw new ApiError(403, "Only the admin can do this.");
  return user!;
}
