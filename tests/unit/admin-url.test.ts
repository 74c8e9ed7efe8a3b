import { describe, expect, it } from "vitest";
import { adminHref, adminTabAt, exportHref } from "@/components/admin/admin-url";

describe("admin tab addresses", () => {
  it("puts each tab on its own path, the dashboard on /admin", () => {
    expect(adminHref("dashboard")).toBe("/admin");
    expect(adminHref("orders")).toBe("/admin/orders");
    expect(adminHref("outbox")).toBe("/admin/outbox");
  });

  it("keeps a list's search, filter, sort and page, leaving out empty parts and page 1", () => {
    expect(adminHref("orders", { q: "smith & sons", status: "shipped", sort: "-total", page: 3 })).toBe(
      "/admin/orders?q=smith+%26+sons&status=shipped&sort=-total&page=3",
    );
    expect(adminHref("quotes", { q: "", sort: undefined, page: 1 })).toBe("/admin/quotes");
  });

  it("keeps the Orders tab's print orders apart from its merchandise with ?kind=print", () => {
    expect(adminHref("orders", { kind: "print", q: "P-12", status: "paid", page: 2 })).toBe("/admin/orders?kind=print&q=P-12&status=paid&page=2");
    expect(exportHref("/api/admin/orders", { q: "smith" })).toBe("/api/admin/orders?format=csv&q=smith");
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
