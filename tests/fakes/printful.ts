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
    {
      id: 7001,
      external_id: "v1",
      sync_product_id: 9001,
      name: "RCI Work Tee / Black / M",
      synced: true,
      variant_id: 4012,
      retail_price: "21.50",
      currency: "USD",
      size: "M",
      color: "Black",
      product: { variant_id: 4012, product_id: 71, image: "https://files.example/black.png", name: "Tee" },
      files: [
        { type: "preview", preview_url: "https://files.example/black-preview.png" },
        { type: "embroidery_front", preview_url: "x" },
      ],
    },
    {
      id: 7002,
      external_id: "v2",
      sync_product_id: 9001,
      name: "RCI Work Tee / White / L",
      synced: false,
      variant_id: 4013,
      retail_price: "21.50",
      currency: "USD",
      size: "L",
      color: "White",
      product: { variant_id: 4013, product_id: 71, image: "https://files.example/white.png", name: "Tee" },
      files: [],
    },
  ],
};

export type FakeShipment = { carrier: string; tracking_number: string; tracking_url: string };
/** An order as the fake keeps it: Printful's statuses (pending, inprocess, fulfilled, canceled). */
export type FakePrintfulOrder = {
  id: number;
  external_id: string;
  status: string;
  recipient: unknown;
  items: unknown[];
  shipments: (FakeShipment & { service: string; shipped_at: number })[];
};

export type FakePrintful = FakeServer & {
  /** Every order made (POST /orders), in order. */
  orders: FakePrintfulOrder[];
  /** How many orders were made for an external id (one, whatever our retries did). */
  ordersFor(externalId: string): FakePrintfulOrder[];
  /** The order is fulfilled and shipped with this shipment, as Printful reports it afterwards. */
  ship(externalId: string, shipment: FakeShipment): void;
  /** Moves an order on, e.g. to "inprocess" (in production: too late to cancel). */
  setStatus(externalId: string, status: string): void;
};

const FIRST_ORDER_ID = 55501;

const notFound = { status: 404, json: { code: 404, result: "Not found", error: { reason: "NotFound", message: "Not found" } } };
const badRequest = (message: string) => ({ status: 400, json: { code: 400, result: message, error: { reason: "BadRequest", message } } });

/**
 * Printful's v1 API shapes: `{ code, result }`, counts in the product list, prices as strings.
 * Orders: POST /orders makes one (ids count up from 55501) and, as Printful keeps external ids
 * unique, refuses a second with the same external_id; GET /orders/@{external_id} answers it;
 * DELETE /orders/@{external_id} (or /orders/{id}) cancels one still pending.
 */
export async function startFakePrintful(options: { failFirst?: FakeResponse[] } = {}): Promise<FakePrintful> {
  const orders: FakePrintfulOrder[] = [];
  const find = (ref: string) =>
    ref.startsWith("@") ? orders.find((o) => o.external_id === decodeURIComponent(ref.slice(1))) : orders.find((o) => String(o.id) === ref);

  const server = await startFakeServer(({ method, path, body }) => {
    if (method === "GET" && path === "/stores")
      return { json: { code: 200, result: [{ id: 1, name: "RCI & Friends Store", website: "https://shop.example" }] } };
    if (method === "GET" && path === "/store/products")
      return {
        json: { code: 200, result: [product, { ...product, id: 9002, name: "Hidden Sample", is_ignored: true }], paging: { total: 2, offset: 0, limit: 100 } },
      };
    if (method === "GET" && path === "/store/products/9001") return { json: { code: 200, result: detail } };
    if (method === "GET" && path.startsWith("/store/products/")) return notFound;
    if (method === "POST" && path === "/orders") {
      const sent = JSON.parse(body || "{}") as { external_id?: string; recipient?: unknown; items?: unknown[] };
      if (sent.external_id && orders.some((o) => o.external_id === sent.external_id))
        return badRequest(`An order with external ID ${sent.external_id} already exists.`);
      const order: FakePrintfulOrder = {
        id: FIRST_ORDER_ID + orders.length,
        external_id: sent.external_id ?? "",
        status: "pending",
        recipient: sent.recipient,
        items: sent.items ?? [],
        shipments: [],
      };
      orders.push(order);
      return { json: { code: 200, result: order } };
    }
    const orderPath = path.match(/^\/orders\/([^/]+)$/);
    if (orderPath) {
      const order = find(orderPath[1]!);
      if (!order) return notFound;
      if (method === "GET") return { json: { code: 200, result: order } };
      if (method === "DELETE") {
        if (order.status !== "pending" && order.status !== "draft") return badRequest(`Order ${order.id} is ${order.status} and can no longer be canceled.`);
        order.status = "canceled";
        return { json: { code: 200, result: order } };
      }
    }
    return notFound;
  });
  for (const failure of options.failFirst ?? []) server.inject(failure, { times: 1 });

  const orderOrThrow = (externalId: string) => {
    const order = orders.find((o) => o.external_id === externalId);
    if (!order) throw new Error(`The fake Printful has no order ${externalId}`);
    return order;
  };
  return {
    ...server,
    orders,
    ordersFor: (externalId) => orders.filter((o) => o.external_id === externalId),
    ship(externalId, shipment) {
      const order = orderOrThrow(externalId);
      order.status = "fulfilled";
      order.shipments.push({ ...shipment, service: "Flat Rate", shipped_at: Math.floor(Date.now() / 1000) });
    },
    setStatus(externalId, status) {
      orderOrThrow(externalId).status = status;
    },
  };
}
