import { afterEach, describe, expect, it } from "vitest";
import { freshPage } from "@/scripts/bench/warm";
import { startFakeServer, type FakeServer } from "@/tests/fakes/http-server";

// Next answers a page past its revalidate time as STALE and renders it again behind the answer:
// the bench waits for that render before Lighthouse loads the page, so the two do not overlap.
describe("the bench's freshPage", () => {
  let server: FakeServer | undefined;
  afterEach(async () => server?.close());

  it("asks again while Next answers STALE, and returns the first HIT's status and HTML", async () => {
    const answers = ["STALE", "STALE", "HIT"];
    server = await startFakeServer(() => {
      const cache = answers.shift() ?? "HIT";
      return { headers: { "x-nextjs-cache": cache, "content-type": "text/html" }, pieces: [`<p>${cache}</p>`] };
    });
    const page = await freshPage(server.url, "/store");
    expect(page).toEqual({ status: 200, html: "<p>HIT</p>" });
    expect(server.requests.map((request) => request.path)).toEqual(["/store", "/store", "/store"]);
  });

  it("takes a page rendered per request, which has no cache header, at once", async () => {
    server = await startFakeServer(() => ({ status: 200, pieces: ["<p>checkout</p>"] }));
    expect(await freshPage(server.url, "/checkout")).toEqual({ status: 200, html: "<p>checkout</p>" });
    expect(server.requests).toHaveLength(1);
  });
});
