import { describe, expect, it } from "vitest";
import { seqScannedTables } from "@/scripts/bench/query-plans";
import { renderMarkdown, BUDGETS, type BenchResults } from "@/scripts/bench/report";

describe("the load run's statements in the bench", () => {
  it("names each table a plan still reads whole, once", () => {
    const plan = [
      "Limit  (cost=1.33..2.65 rows=1 width=280)",
      '  ->  Seq Scan on "SandboxPaymentIntent"  (cost=0.00..1.33 rows=1 width=280)',
      "        Filter: (id = $1)",
      "  ->  Seq Scan on j32a291d job_1  (cost=0.00..0.00 rows=1 width=26)",
      '  ->  Seq Scan on "SandboxPaymentIntent" s2  (cost=0.00..1.33 rows=1 width=6)',
    ].join("\n");
    expect(seqScannedTables(plan)).toEqual(["SandboxPaymentIntent", "j32a291d"]);
    expect(seqScannedTables('Index Scan using "Order_paymentIntentId_key" on "Order"')).toEqual([]);
  });

  it("lists them under the load run, a statement's pipes escaped so the table holds", () => {
    const results = {
      meta: {
        startedAt: "",
        finishedAt: "",
        mode: "quick",
        commit: "",
        node: "",
        cpus: 2,
        loadAverage: { start: [0], end: [0] },
        phaseLoad: {},
        lighthouseRuns: 1,
        lighthouseVia: "",
        autocannon: { connections: 1, durationSec: 1 },
        server: "",
        nextVersion: "",
      },
      budgets: BUDGETS,
      floor: { path: "/", status: 200 },
      lighthouse: [],
      throughput: { pages: [], apis: [] },
      scale: { seedSeconds: 0, counts: {}, adminLists: [], adminOther: [], blog: [] },
      load: {
        visitors: 0,
        durationSec: 0,
        thinkMs: [0, 0],
        via: "",
        visits: 0,
        requests: 0,
        errors: 0,
        errorSamples: [],
        overall: { requests: 0, p50Ms: 0, p99Ms: 0 },
        byKind: {},
        checkouts: 0,
        checkoutsPerSec: 0,
        chats: 0,
        chatAvailable: false,
      },
      queries: { statements: [{ query: 'SELECT a || b FROM "Order" WHERE id = $1', calls: 12, totalMs: 3.6, meanMs: 0.3, maxMs: 1.2, seqScans: ["Order"] }] },
    } satisfies BenchResults;
    expect(renderMarkdown(results, [])).toContain('| `SELECT a \\|\\| b FROM "Order" WHERE id = $1` | 12 | 0.3 | 1.2 | 3.6 | `Order` |');
  });
});
