import { NextRequest } from "next/server";
import { handlers } from "@/lib/auth/auth";
import { apiHandler, readText } from "@/lib/http/api";

export const GET = apiHandler(handlers.GET);

/** Auth.js reads a form post whole: it gets the body read here first, counted (readText). */
export const POST = apiHandler(async (request: NextRequest) => handlers.POST(new NextRequest(request, { body: await readText(request) })));
