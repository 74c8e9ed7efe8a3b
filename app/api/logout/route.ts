import { NextResponse } from "next/server";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

/** The fallback SPEC §7 navigates to when POST /api/auth/logout fails: sign out, then home. */
export const GET = apiHandler(async (request) => withoutSession(NextResponse.redirect(new URL("/", request.url), 303)));
