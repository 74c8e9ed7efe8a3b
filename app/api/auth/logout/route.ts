import { NextResponse } from "next/server";
import { withoutSession } from "@/lib/auth/responses";
import { apiHandler } from "@/lib/http/api";

export const POST = apiHandler(async () => withoutSession(NextResponse.json({ success: true })));
