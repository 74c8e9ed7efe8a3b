import "server-only";
import { MerchUnavailableError } from "./errors";
import { priceRangeOfVariants } from "./price-range";
import type { MerchCatalogue, PriceRange, ProductDetail, ProductListItem, StoreInfo } from "./types";

export type PrintfulConfig = { baseUrl: string; token: string; storeId?: string; cacheSeconds?: number; retries?: number; timeoutMs?: number };

export type PrintfulOrder = {
  externalId: string;
  recipient: {
    name: string;
    address1: string;
    address2?: string;
    city: string;
    state_code: string;
    country_code: string;
    zip: string;
    email: string;
    phone?: string;
  };
  items: { sync_variant_id: number; quantity: number; retail_price: string }[];
};

/** An order as Printful reports it (GET /orders/@{external_id}). */
export type PrintfulOrderState = {
  id: number;
  status: string;
  shipments: { carrier: string; service?: string; tracking_number: string | number; tracking_url: string; shipped_at?: number }[];
};

type Envelope<T> = { code: number; result: T; error?: { message?: string } };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Printful's API v1 (responses are `{ code, result }`). Reads are cached briefly (Printful allows
 * 120 calls a minute).
 */
export function printfulClient(config: PrintfulConfig) {
  const cache = new Map<string, { until: number; value: unknown }>();
  const retries = config.retries ?? 3;
  const timeoutMs = config.timeoutMs ?? 10_000;

  /**
   * One call, retried only where that is safe: a read after a 429, a 5xx or a failed connection;
   * an order only when Printful certainly did not take it (a 429, or no connection at all), so it
   * is never submitted twice. Backoff honours Retry-After. A call that timed out is not retried:
   * the visitor has already waited the whole timeout.
   */
  async function call<T>(path: string, init: RequestInit = {}): Promise<{ status: number; body: Envelope<T> | null }> {
    const headers: Record<string, string> = { Authorization: `Bearer ${config.token}`, "Content-Type": "application/json" };
    if (config.storeId) headers["X-PF-Store-Id"] = config.storeId;
    const idempotent = (init.method ?? "GET") === "GET";
    for (let attempt = 0; ; attempt++) {
      const mayRetry = attempt < retries;
      let response: Response;
      try {
        response = await fetch(`${config.baseUrl.replace(/\/$/, "")}${path}`, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if ((error as Error).name === "TimeoutError") throw new MerchUnavailableError("timeout", `Printful did not answer ${path} within ${timeoutMs} ms.`);
        const refused = (error as { cause?: { code?: string } }).cause?.code === "ECONNREFUSED";
        if (mayRetry && (idempotent || refused)) {
          await sleep(250 * 2 ** attempt);
          continue;
        }
        throw new MerchUnavailableError("unavailable", `Printful could not be reached (${(error as Error).message}).`);
      }
      const busy = response.status === 429 || response.status >= 500;
      if (busy && mayRetry && (idempotent || response.status === 429)) {
        await response.body?.cancel();
        const retryAfter = Number(response.headers.get("retry-after"));
        await sleep(Number.isFinite(retryAfter) && retryAfter > 0 ? Math.min(retryAfter, 5) * 1000 : 250 * 2 ** attempt);
        continue;
      }
      const body = (await response.json().catch(() => null)) as Envelope<T> | null;
      if (busy) {
        const failure = response.status === 429 || response.status === 503 ? "unavailable" : "error";
        throw new MerchUnavailableError(failure, `Printful answered ${response.status} to ${path}${body?.error?.message ? `: ${body.error.message}` : ""}.`);
      }
      return { status: response.status, body };
    }
  }

  async function cachedGet<T>(path: string): Promise<{ status: number; body: Envelope<T> | null }> {
    const hit = cache.get(path);
    if (hit && hit.until > Date.now()) return hit.value as { status: number; body: Envelope<T> | null };
    const value = await call<T>(path);
    if (value.status < 400) cache.set(path, { until: Date.now() + (config.cacheSeconds ?? 60) * 1000, value });
    return value;
  }

  function unwrap<T>(path: string, { status, body }: { status: number; body: Envelope<T> | null }): T {
    if (status >= 400 || !body) throw new MerchUnavailableError("error", `Printful answered ${status} to ${path}.`);
    return body.result;
  }

  const catalogue: MerchCatalogue = {
    async store(): Promise<StoreInfo> {
      const stores = unwrap("/stores", await cachedGet<{ id: number; name: string; website?: string | null }[]>("/stores"));
      const store = stores.find((s) => String(s.id) === config.storeId) ?? stores[0];
      return { name: store?.name ?? "Merch Store", website: store?.website || null };
    },
    async products(): Promise<ProductListItem[]> {
      const all: ProductListItem[] = [];
      for (let offset = 0; ; offset += 100) {
        const page = await cachedGet<ProductListItem[]>(`/store/products?offset=${offset}&limit=100`);
        const rows = unwrap("/store/products", page);
        all.push(...rows.map((p) => ({ id: p.id, name: p.name, thumbnail_url: p.thumbnail_url, variants: p.variants, is_ignored: p.is_ignored })));
        const total = (page.body as { paging?: { total?: number } } | null)?.paging?.total ?? all.length;
        if (rows.length < 100 || all.length >= total) return all;
      }
    },
    async product(id: number): Promise<ProductDetail | null> {
      const response = await cachedGet<ProductDetail>(`/store/products/${id}`);
      if (response.status === 404) return null;
      const result = unwrap(`/store/products/${id}`, response);
      return {
        sync_product: {
          ...result.sync_product,
          description: result.sync_product.description ?? "",
          slug: result.sync_product.slug ?? String(result.sync_product.id),
        },
        sync_variants: result.sync_variants.map((v) => ({
          id: v.id,
          name: v.name,
          retail_price: v.retail_price,
          currency: v.currency,
          synced: v.synced,
          size: v.size ?? null,
          color: v.color ?? null,
          files: (v.files ?? []).filter((f) => f.type === "preview" || f.type === "default").map((f) => ({ type: f.type, preview_url: f.preview_url })),
          product: { image: v.product?.image ?? "" },
        })),
      };
    },
    // Printful's product list has no prices: each product's own (cached) answer has them.
    async priceRanges(ids: number[]): Promise<Map<number, PriceRange>> {
      const products = await Promise.all(ids.map((id) => catalogue.product(id)));
      const ranges = new Map<number, PriceRange>();
      for (const product of products) {
        const range = product && priceRangeOfVariants(product.sync_variants);
        if (product && range) ranges.set(product.sync_product.id, range);
      }
      return ranges;
    },
  };

  return {
    catalogue,
    /** Submits an order for fulfilment; answers Printful's order id. */
    async createOrder(order: PrintfulOrder): Promise<string> {
      const response = await call<{ id: number }>("/orders?confirm=true", {
        method: "POST",
        body: JSON.stringify({ external_id: order.externalId, recipient: order.recipient, items: order.items }),
      });
      if (response.status >= 400 || !response.body) {
        throw new MerchUnavailableError(
          "error",
          `Printful refused the order (${response.status}${response.body?.error?.message ? `: ${response.body.error.message}` : ""}).`,
        );
      }
      return String(response.body.result.id);
    },
    /** The order made for externalId, or null when Printful has none. */
    async findOrder(externalId: string): Promise<PrintfulOrderState | null> {
      const path = `/orders/@${encodeURIComponent(externalId)}`;
      const response = await call<PrintfulOrderState>(path);
      if (response.status === 404) return null;
      const order = unwrap(path, response);
      return { id: order.id, status: order.status, shipments: order.shipments ?? [] };
    },
    /** Cancels the order where Printful still allows it; false when it is too late. */
    async cancelOrder(externalId: string): Promise<boolean> {
      const path = `/orders/@${encodeURIComponent(externalId)}`;
      const response = await call<PrintfulOrderState>(path, { method: "DELETE" });
      if (response.status === 404) return true;
      return response.status < 400;
    },
  };
}
