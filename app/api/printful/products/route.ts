import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { productsForSale } from "@/lib/merch";

/** Products on sale: ignored ones are left out (docs/api.md#get-apiprintfulproducts). */
export const GET = apiHandler(async () => NextResponse.json(await productsForSale()));
