import { describe, expect, it } from "vitest";
import { adminHref, adminTabAt } from "@/components/admin/admin-url";

describe("admin tab addresses", () => {
  it("puts each tab on its own path, the dashboard on /admin", () => {
    expect(adminHref("dashboard")).toBe("/admin");
    expect(adminHref("orders")).toBe("/admin/orders");
    expect(adminHref("outbox")).toBe("/admin/outbox");
  });

  it("keeps a list's search, filter, sort and page, leaving out empty parts and page 1", () => {
    expect(adminHref("orders", { q: "smith & sons", status: "shipped", sort: "-total", page: 3 })).toBe("/admin/orders?q=smith+%26+sons&status=shipped&sort=-total&page=3");
    expect(adminHref("quotes", { q: "", sort: undefined, page: 1 })).toBe("/admin/quotes");
  });

  it.each([
    ["/admin", "dashboard"],
    ["/admin/", "dashboard"],
    ["/admin/orders", "orders"],
    ["/admin/orders/123", "orders"],
    ["/admin/blog", "blog"],
    ["/admin/no-such-tab", "dashboard"],
  ] as const)("%s belongs to the %s tab", (pathname, tab) => {
    expect(adminTabAt(pathname)).toBe(tab);
  });
});
