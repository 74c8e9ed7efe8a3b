import { startFakeServer, type FakeResponse, type FakeServer } from "./http-server";

const product = {
  id: 9001,
  external_id: "ext-9001",
  name: "RCI Work Tee",
  variants: 2,
  synced: 2,
  thumbnail_url: "https://files.example/rci-tee.png",
  is_ignored: false,
};
const detail = {
  sync_product: { ...product, description: "Heavyweight tee." },
  sync_variants: [
    { id: 7001, external_id: "v1", sync_product_id: 9001, name: "RCI Work Tee / Black / M", synced: true, variant_id: 4012, retail_price: "21.50", currency: "USD", size: "M", color: "Black", product: { variant_id: 4012, product_id: 71, image: "https://files.example/black.png", name: "Tee" }, files: [{ type: "preview", preview_url: "https://files.example/black-preview.png" }, { type: "embroidery_front", preview_url: "x" }] },
    { id: 7002, external_id: "v2", sync_product_id: 9001, name: "RCI Work Tee / White / L", synced: false, variant_id: 4013, retail_price: "21.50", currency: "USD", size: "L", color: "White", product: { variant_id: 4013, product_id: 71, image: "https://files.example/white.png", name: "Tee" }, files: [] },
  ],
};

/** Printful's v1 API shapes: `{ code, result }`, counts in the product list, prices as strings. */
export async function startFakePrintful(options: { failFirst?: FakeResponse[] } = {}): Promise<FakeServer> {
  const server = await startFakeServer(({ method, path }) => {
    if (method === "GET" && path === "/stores") return { json: { code: 200, result: [{ id: 1, name: "RCI & Friends Store", website: "https://shop.example" }] } };
    if (method === "GET" && path === "/store/products") return { json: { code: 200, result: [product, { ...product, id: 9002, name: "Hidden Sample", is_ignored: true }], paging: { total: 2, offset: 0, limit: 100 } } };
    if (method === "GET" && path === "/store/products/9001") return { json: { code: 200, result: detail } };
    if (method === "GET" && path.startsWith("/store/products/")) return { status: 404, json: { code: 404, result: "Not found", error: { message: "Not found" } } };
    if (method === "POST" && path === "/orders") return { json: { code: 200, result: { id: 55501, status: "pending" } } };
    return { status: 404, json: { code: 404, result: "Not found" } };
  });
  for (const failure of options.failFirst ?? []) server.inject(failure, { times: 1 });
  return server;
}
