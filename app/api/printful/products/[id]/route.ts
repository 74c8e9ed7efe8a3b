import { NextResponse } from "next/server";
import { ApiError, apiHandler } from "@/lib/http/api";
import { merchCatalogue } from "@/lib/merch";

export const GET = apiHandler(async (_request, { params }: { params: Promise<{ id: string }> }) => {
  const { id } = await params;
  if (!/^\d{1,12}$/.test(id)) throw new ApiError(400, "Product id must be a number.");
  const product = await merchCatalogue().product(Number(id));
  if (!product || product.sync_product.is_ignored) throw new ApiError(404, "Product Not Found - The product you're looking for doesn't exist.");
  return NextResponse.json(product);
});
