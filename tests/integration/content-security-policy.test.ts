import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { cookieFor, createUser } from "@/tests/support/accounts";

/**
 * The policy proxy.ts gives each page, and the one it forwards to the render: Next puts the nonce
 * it finds in the request's policy on the page's scripts (e2e: tests/e2e/security-headers.spec.ts).
 */
let adminCookie = "";

beforeAll(async () => {
  adminCookie = await cookieFor(await createUser("ADMIN"), { pinStep: true });
});

const visit = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost${path}`, { headers }));
const scriptSrc = (policy: string | null) =>
  (policy ?? "")
    .split("; ")
    .find((directive) => directive.startsWith("script-src "))
    ?.split(" ")
    .slice(1) ?? [];
const nonceOf = (policy: string | null) => scriptSrc(policy).find((source) => source.startsWith("'nonce-"));
/** The request's Content-Security-Policy as the render will see it (NextResponse.next's forwarded headers). */
const forwardedPolicy = (response: Response) => response.headers.get("x-middleware-request-content-security-policy");

describe("the Content-Security-Policy of each page", () => {
  it.each(["/account", "/orders/lookup", "/plans/basic/start"])(
    "%s, rendered per request, allows no inline script but its nonce's, new each time",
    async (path) => {
      const [first, second] = [await visit(path), await visit(path)];
      for (const response of [first, second]) {
        const policy = response.headers.get("content-security-policy");
        expect(scriptSrc(policy)).not.toContain("'unsafe-inline'");
        expect(nonceOf(policy)).toMatch(/^'nonce-[A-Za-z0-9+/]{22,}={0,2}'$/);
        expect(forwardedPolicy(response)).toBe(policy);
      }
      expect(nonceOf(first.headers.get("content-security-policy"))).not.toBe(nonceOf(second.headers.get("content-security-policy")));
    },
  );

  it("the admin's pages too, and the 404 page strangers are shown there keeps the prerendered pages' policy", async () => {
    for (const path of ["/admin", "/admin/orders", "/admin/login"]) {
      const response = await visit(path, { cookie: adminCookie });
      expect(response.headers.get("x-middleware-next"), path).toBe("1");
      expect(nonceOf(response.headers.get("content-security-policy")), path).toBeDefined();
    }
    const refused = await visit("/admin/orders");
    expect(refused.status).toBe(404);
    expect(scriptSrc(refused.headers.get("content-security-policy"))).toContain("'unsafe-inline'");
    expect(nonceOf(refused.headers.get("content-security-policy"))).toBeUndefined();
  });

  it.each(["/", "/print-shop", "/blog/a-post", "/product/12", "/login", "/checkout"])("%s, prerendered, keeps 'unsafe-inline' and no nonce", async (path) => {
    const response = await visit(path);
    expect(scriptSrc(response.headers.get("content-security-policy"))).toContain("'unsafe-inline'");
    expect(nonceOf(response.headers.get("content-security-policy"))).toBeUndefined();
  });

  it("never forwards a policy a visitor sent, whose nonce Next would put on the page's scripts", async () => {
    const planted = { "content-security-policy": "script-src 'nonce-planted'", "content-security-policy-report-only": "script-src 'nonce-planted'" };
    const prerendered = await visit("/", planted);
    expect(prerendered.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("content-security-policy");
    expect(prerendered.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("content-security-policy-report-only");
    const perRequest = await visit("/account", planted);
    expect(forwardedPolicy(perRequest)).not.toContain("planted");
    expect(perRequest.headers.get("x-middleware-override-headers")?.split(",")).not.toContain("content-security-policy-report-only");
  });
});
