import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { merchCatalogue } from "@/lib/merch";

export const GET = apiHandler(async () => NextResponse.json(await merchCatalogue().store()));
