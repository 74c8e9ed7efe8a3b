import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { productsForSale } from "@/lib/merch";

/** Products on sale: ignored ones are left out (SPEC §7). */
export const GET = apiHandler(async () => NextResponse.json(await productsForSale()));
