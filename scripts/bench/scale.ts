/**
 * Scale: fills the bench database with a busy shop's worth of rows in bulk SQL, then times what
 * the admin opens first (each list's first page, through the HTTP API as the admin who passed
 * the PIN step) and the public blog.
 */
import pg from "pg";
import { median, round } from "./stats";

export const SCALE = { orders: 100_000, quoteRequests: 10_000, contactInquiries: 10_000, blogPosts: 1_000 };

export type Timing = { path: string; status: number; medianMs: number; samplesMs: number[]; cache?: string | null };

const FIRST_NAMES = "ARRAY['Joe','Ana','Luis','Kim','Sam','Priya','Tom','Rosa','Dev','Mia']";
const LAST_NAMES = "ARRAY['Mason','Nguyen','Garcia','Smith','Brown','Patel','Lopez','Kowalski','Okafor','Reyes']";
const TRADES = "ARRAY['Electrician','Plumber','HVAC','Roofer','General Contractor','Landscaper']";

// Spread over the last year or so, newest first, as a shop that has been trading a while.
const SEED_SQL = [
  `INSERT INTO "Order" ("paymentIntentId", "paymentProvider", "customerName", "customerEmail", "customerPhone", "shipLine1", "shipCity", "shipState", "shipZip",
     "subtotal", "discount", "total", "status", "fulfillmentStatus", "createdAt", "updatedAt")
   SELECT 'pi_bench_' || g, 'sandbox',
     (${FIRST_NAMES})[1 + g % 10] || ' ' || (${LAST_NAMES})[1 + (g / 10) % 10],
     'customer' || g || '@example.com', '555-01' || lpad((g % 100)::text, 2, '0'), g || ' Main St', 'Austin', 'TX', '73301',
     2499 + (g * 7919) % 20000, 0, 2499 + (g * 7919) % 20000,
     (ARRAY['pending','processing','shipped','delivered','cancelled'])[1 + g % 5]::"OrderStatus",
     (ARRAY['pending','submitted','shipped','shipped','cancelled'])[1 + g % 5]::"FulfillmentStatus",
     now() - g * interval '5 minutes', now() - g * interval '5 minutes'
   FROM generate_series(1, ${SCALE.orders}) g`,
  `WITH variant AS (
     SELECT v.id, v."productId", v.name, v."retailPrice", v."imageUrl", p.name AS product, row_number() OVER (ORDER BY v.id) - 1 AS n
     FROM "MerchVariant" v JOIN "MerchProduct" p ON p.id = v."productId"),
   variants AS (SELECT count(*) AS total FROM variant)
   INSERT INTO "OrderItem" ("orderId", "productId", "variantId", "name", "variantName", "image", "price", "quantity")
   SELECT o.id, variant."productId"::text, variant.id::text, variant.product, variant.name, variant."imageUrl", variant."retailPrice", 1 + (o.id + i) % 3
   FROM "Order" o CROSS JOIN generate_series(1, 1 + o.id % 3) i CROSS JOIN variants
   JOIN variant ON variant.n = (o.id * 31 + i) % variants.total
   WHERE o."paymentIntentId" LIKE 'pi_bench_%'`,
  `INSERT INTO "QuoteRequest" ("product", "paper", "finish", "corners", "quantity", "designOption", "businessName", "contactPerson",
     "phone", "email", "address", "website", "services", "specialRequests", "createdAt")
   SELECT (ARRAY['Business Cards','Door Hangers','Flyers','Yard Signs','Postcards','Vehicle Magnets'])[1 + g % 6],
     '16pt', (ARRAY['Matte','Gloss'])[1 + g % 2], (ARRAY['Square','Rounded'])[1 + g % 2], (ARRAY[250,500,1000,2500])[1 + g % 4],
     (ARRAY['upload','design'])[1 + g % 2], (${LAST_NAMES})[1 + g % 10] || ' ' || (${TRADES})[1 + g % 6] || ' Co ' || g,
     (${FIRST_NAMES})[1 + g % 10] || ' ' || (${LAST_NAMES})[1 + (g / 10) % 10], '555-02' || lpad((g % 100)::text, 2, '0'),
     'quote' || g || '@example.com', g || ' Oak Ave, Denver, CO', NULL, 'Repairs, installs', NULL,
     now() - g * interval '50 minutes'
   FROM generate_series(1, ${SCALE.quoteRequests}) g`,
  `INSERT INTO "ContactInquiry" ("firstName", "lastName", "businessName", "email", "phone", "tradeType", "message", "createdAt")
   SELECT (${FIRST_NAMES})[1 + g % 10], (${LAST_NAMES})[1 + (g / 10) % 10], (${LAST_NAMES})[1 + g % 10] || ' ' || (${TRADES})[1 + g % 6] || ' ' || g,
     'lead' || g || '@example.com', '555-03' || lpad((g % 100)::text, 2, '0'), (${TRADES})[1 + g % 6],
     'We need a website that brings in more calls. We are a crew of ' || (2 + g % 20) || ' and cover the metro area.',
     now() - g * interval '50 minutes'
   FROM generate_series(1, ${SCALE.contactInquiries}) g`,
  `INSERT INTO "BlogPost" ("slug", "title", "excerpt", "content", "category", "tags", "publishedAt", "createdAt", "updatedAt")
   SELECT 'bench-post-' || g, 'Growing a trade business, part ' || g,
     'Practical advice for contractors on getting more calls, part ' || g || '.',
     repeat(E'## A heading\\n\\nA paragraph of practical advice for contractors who want the phone to ring more often. **Bold** and *italic* text.\\n\\n- one point\\n- another point\\n\\n', 8),
     (ARRAY['Marketing','Web Design','Business Growth','SEO','Technology'])[1 + g % 5], ARRAY['Bench', 'Tag ' || g % 20],
     now() - g * interval '1 day', now() - g * interval '1 day', now() - g * interval '1 day'
   FROM generate_series(1, ${SCALE.blogPosts}) g`,
  // A shop's tables grew over months and were vacuumed long ago. Freshly bulk-loaded ones are
  // vacuumed by autovacuum minutes later, which landed in the load run and took much of its CPU.
  `VACUUM ANALYZE`,
  `CHECKPOINT`,
];

export async function seedAtScale(databaseUrl: string): Promise<{ seconds: number; counts: Record<string, number> }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    for (const sql of SEED_SQL) await client.query(sql);
    const counts: Record<string, number> = {};
    for (const table of ["Order", "OrderItem", "QuoteRequest", "ContactInquiry", "BlogPost"]) {
      const { rows } = await client.query<{ count: string }>(`SELECT count(*) FROM "${table}"`);
      counts[table] = Number(rows[0]!.count);
    }
    return { seconds: round((performance.now() - started) / 1000), counts };
  } finally {
    await client.end();
  }
}

function cookiesFrom(response: Response): string[] {
  return response.headers.getSetCookie().map((cookie) => cookie.split(";")[0]!);
}

/** Logs in and passes the PIN step as a person would; the Cookie header the admin's browser then sends. */
export async function adminCookie(baseUrl: string, admin: { email: string; password: string; pin: string }): Promise<string> {
  const headers = { "content-type": "application/json", "x-forwarded-for": "203.0.113.250" };
  const login = await fetch(`${baseUrl}/api/auth/login`, { method: "POST", headers, body: JSON.stringify({ email: admin.email, password: admin.password }) });
  if (!login.ok) throw new Error(`Admin login failed: ${login.status} ${await login.text()}`);
  const session = cookiesFrom(login);
  const pin = await fetch(`${baseUrl}/api/admin/pin`, {
    method: "POST",
    headers: { ...headers, cookie: session.join("; ") },
    body: JSON.stringify({ pin: admin.pin }),
  });
  if (!pin.ok) throw new Error(`Admin PIN step failed: ${pin.status} ${await pin.text()}`);
  return [...session, ...cookiesFrom(pin)].join("; ");
}

/** The median of several timed GETs, after one untimed request that warms the route. */
export async function timeRequests(baseUrl: string, path: string, samples: number, cookie = ""): Promise<Timing> {
  const get = () => fetch(`${baseUrl}${path}`, { headers: cookie ? { cookie } : {} });
  const warm = await get();
  await warm.arrayBuffer();
  const samplesMs: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await get();
    await response.arrayBuffer();
    samplesMs.push(round(performance.now() - started));
  }
  const timing = { path, status: warm.status, medianMs: median(samplesMs), samplesMs, cache: warm.headers.get("x-nextjs-cache") };
  console.log(`  ${path}: ${timing.status}, median ${timing.medianMs} ms`);
  return timing;
}
