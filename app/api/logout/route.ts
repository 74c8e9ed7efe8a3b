import { NextResponse } from "next/server";
import { endSessions, userOfRequest } from "@/lib/auth/accounts";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

/** The form on /logout: sign out, then home (a relative Location keeps the host the visitor used). */
export const POST = apiHandler(async (request) => {
  await endSessions(await userOfRequest(request));
  return withoutSession(new NextResponse(null, { status: 303, headers: { Location: "/" } }));
});

/**
 * The fallback navigation when POST /api/auth/logout fails (docs/product.md#header). A GET never signs out (any
 * link or image on another site could); it shows the page with the button that does.
 */
export const GET = apiHandler(async () => new NextResponse(null, { status: 303, headers: { Location: "/logout" } }));
