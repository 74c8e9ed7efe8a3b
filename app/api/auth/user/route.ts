import { NextResponse } from "next/server";
import { findSessionUser } from "@/lib/auth/accounts";
import { sessionFromRequest } from "@/lib/auth/session";
import { ApiError, apiHandler } from "@/lib/http/api";

/** The signed-in user (fresh from the database), or 401. */
export const GET = apiHandler(async (request) => {
  const session = await sessionFromRequest(request);
  const user = session && (await findSessionUser(session));
  if (!user) throw new ApiError(401, "You're not logged in.");
  return NextResponse.json(user, { headers: { "Cache-Control": "no-store" } });
});
