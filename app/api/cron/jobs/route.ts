import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { runCron } from "@/lib/jobs/cron";

export const dynamic = "force-dynamic";
export const maxDuration = 60;

/** The cron-called job runner for serverless hosts (lib/jobs/cron.ts). */
export const GET = apiHandler(async (request) => NextResponse.json(await runCron(request), { headers: { "Cache-Control": "no-store" } }));
