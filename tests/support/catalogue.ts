// Imports a route handler, which reads the environment once: import this module after setting it.
import { GET as getProduct } from "@/app/api/printful/products/[id]/route";
import { prisma } from "@/lib/db";

/** A small offline catalogue: a $24.99 tee in two sizes (one out of stock) and an ignored product. */
export async function seedTestCatalogue(): Promise<void> {
  await prisma.merchProduct.create({
    data: {
      id: 101,
      name: "RCI Unisex Tee",
      slug: "rci-unisex-tee",
      description: "Tee",
      thumbnailUrl: "/merch/rci-unisex-tee.webp",
      variants: {
        create: [
          { id: 1001, name: "RCI Unisex Tee / Black / M", size: "M", color: "Black", retailPrice: 2499, imageUrl: "/merch/a.webp" },
          { id: 1002, name: "RCI Unisex Tee / Black / L", size: "L", color: "Black", retailPrice: 2499, imageUrl: "/merch/a.webp", inStock: false },
        ],
      },
    },
  });
  await prisma.merchProduct.create({
    data: {
      id: 102,
      name: "Sample (Draft)",
      slug: "sample",
      description: "",
      thumbnailUrl: "/merch/b.webp",
      isIgnored: true,
      variants: { create: [{ id: 1003, name: "Sample / Red / S", retailPrice: 100, imageUrl: "/merch/b.webp" }] },
    },
  });
}

/** A shipping address for orders tests write straight to the database. */
export const TEST_ADDRESS = { shipLine1: "1 Main St", shipCity: "Springfield", shipState: "IL", shipZip: "62701" };

export const customer = {
  firstName: "Joe",
  lastName: "Mason",
  email: "joe@mason.test",
  phone: "555-0100",
  address: "1 Brick Rd",
  city: "Austin",
  state: "TX",
  zip: "73301",
  notes: "",
};

/** GET /api/printful/products/{id}, as the product page asks for one product. */
export const productRequest = (id: string) =>
  getProduct(new Request(`http://localhost/api/printful/products/${encodeURIComponent(id)}`), { params: Promise.resolve({ id }) });
