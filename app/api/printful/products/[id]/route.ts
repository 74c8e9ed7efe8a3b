import { NextResponse } from "next/server";
import { ApiError, apiHandler, parseWith } from "@/lib/http/api";
import { productForSale } from "@/lib/merch";
import { productIdSchema } from "@/lib/validation/id";

/** GET /api/printful/products/{id}: one product for sale with its variants (docs/api.md#get-apiprintfulproductsid); the product's words when there is none. */
export const GET = apiHandler(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const product = await productForSale(parseWith(productIdSchema, (await params).id));
  if (!product) throw new ApiError(404, "Product Not Found - The product you're looking for doesn't exist.");
  return NextResponse.json(product);
});
