import { NextResponse } from "next/server";
import { apiHandler } from "@/lib/http/api";
import { merchCatalogue } from "@/lib/merch";

/** Products on sale: ignored ones are left out (SPEC §7). */
export const GET = apiHandler(async () => {
  const products = await merchCatalogue().products();
  return NextResponse.json(products.filter((product) => !product.is_ignored));
});
