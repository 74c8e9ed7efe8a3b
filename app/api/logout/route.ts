import { NextResponse } from "next/server";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

/** The fallback SPEC §7 navigates to when POST /api/auth/logout fails: sign out, then home (a relative Location keeps the host the visitor used). */
export const GET = apiHandler(async () => withoutSession(new NextResponse(null, { status: 303, headers: { Location: "/" } })));
