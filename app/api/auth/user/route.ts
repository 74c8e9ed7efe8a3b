import { NextResponse } from "next/server";
import { userOfRequest } from "@/lib/auth/accounts";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

/** The signed-in user (fresh from the database), or 401. */
export const GET = apiHandler(async (request) => {
  const user = await userOfRequest(request);
  // A session that ended elsewhere (signed out everywhere, expired): its cookies go too, hint included.
  if (!user) return withoutSession(NextResponse.json({ error: "You're not logged in." }, { status: 401 }));
  return NextResponse.json(user, { headers: { "Cache-Control": "no-store" } });
});
