import "server-only";
import { prisma } from "@/lib/db";
import { MAX_DB_INT } from "@/lib/db/limits";
import { cents, toDecimalString } from "@/lib/money";
import { priceRangeOf } from "./price-range";
import type { MerchCatalogue, PriceRange, ProductDetail } from "./types";

/** The offline catalogue: seeded merchandise in our own database. */
export const offlineCatalogue: MerchCatalogue = {
  async store() {
    return { name: "Viralize Merch Store", website: null };
  },

  async products() {
    const rows = await prisma.merchProduct.findMany({ include: { _count: { select: { variants: true } } }, orderBy: { id: "asc" } });
    return rows.map((row) => ({ id: row.id, name: row.name, thumbnail_url: row.thumbnailUrl, variants: row._count.variants, is_ignored: row.isIgnored }));
  },

  async product(id) {
    // A larger id is fine for Printful but cannot be in this catalogue.
    if (id > MAX_DB_INT) return null;
    const row = await prisma.merchProduct.findUnique({ where: { id }, include: { variants: { orderBy: { id: "asc" } } } });
    if (!row) return null;
    const detail: ProductDetail = {
      sync_product: { id: row.id, name: row.name, description: row.description, thumbnail_url: row.thumbnailUrl, is_ignored: row.isIgnored, slug: row.slug },
      sync_variants: row.variants.map((variant) => ({
        id: variant.id,
        name: variant.name,
        retail_price: toDecimalString(variant.retailPrice),
        currency: variant.currency,
        synced: variant.inStock,
        size: variant.size,
        color: variant.color,
        files: [{ type: "preview", preview_url: variant.imageUrl }],
        product: { image: variant.imageUrl },
      })),
    };
    return detail;
  },

  async priceRanges(ids) {
    const variants = await prisma.merchVariant.findMany({
      where: { productId: { in: ids.filter((id) => id <= MAX_DB_INT) } },
      select: { productId: true, retailPrice: true, inStock: true },
    });
    const ranges = new Map<number, PriceRange>();
    for (const id of new Set(variants.map((variant) => variant.productId))) {
      const range = priceRangeOf(
        variants.filter((variant) => variant.productId === id).map((variant) => ({ price: cents(variant.retailPrice), inStock: variant.inStock })),
      );
      if (range) ranges.set(id, range);
    }
    return ranges;
  },
};

/** The products on sale in the offline catalogue, for the sitemap: each one's id and last change. */
export async function offlineSitemapProducts(): Promise<{ id: number; updatedAt: Date }[]> {
  return prisma.merchProduct.findMany({ where: { isIgnored: false }, select: { id: true, updatedAt: true }, orderBy: { id: "asc" } });
}
