import type { Metadata } from "next";
import { listQuery, listState, optionParam } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { ORDER_STATUS_OPTIONS } from "@/components/admin/order-status";
import { OrdersTab } from "@/components/admin/orders-tab";
import { PrintOrdersTab } from "@/components/admin/print-orders-tab";
import { countOrders, listOrders, ORDER_SORTS } from "@/lib/orders/admin-orders";
import { countPrintOrders, listPrintOrders, PRINT_ORDER_SORTS } from "@/lib/quotes/admin-print-orders";
import { adminForPage } from "@/lib/auth/admin-guard";
import { FULFILMENT_STATES, PAYMENT_STATES } from "@/lib/validation/order";
import { PRINT_ORDER_STATUSES } from "@/lib/validation/print-quote";

export const metadata: Metadata = { title: "Orders" };
export const dynamic = "force-dynamic";

/**
 * The admin's Orders (docs/product.md#orders-tab): merchandise orders searched, filtered by status, payment and fulfilment,
 * sorted and paged through the URL; ?kind=print lists the print orders (paid quotes) the same way.
 */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const params = await searchParams;
  if (optionParam(params.kind, ["print"] as const)) {
    const filters = { status: optionParam(params.status, PRINT_ORDER_STATUSES) };
    const query = listQuery(params, PRINT_ORDER_SORTS, "-createdAt");
    const [page, merchandise] = await Promise.all([listPrintOrders(query, filters), countOrders(query.q)]);
    // The counts beside the two lists are the search's alone: with no filter, the list's own total.
    const print = filters.status ? await countPrintOrders(query.q) : page.total;
    return <PrintOrdersTab page={page} state={listState(query, "-createdAt", { kind: "print", ...filters })} counts={{ merchandise, print }} />;
  }
  const filters = {
    status: optionParam(params.status, ORDER_STATUS_OPTIONS),
    payment: optionParam(params.payment, PAYMENT_STATES),
    fulfilment: optionParam(params.fulfilment, FULFILMENT_STATES),
  };
  const query = listQuery(params, ORDER_SORTS, "-createdAt");
  const [page, print] = await Promise.all([listOrders(query, filters), countPrintOrders(query.q)]);
  const merchandise = filters.status || filters.payment || filters.fulfilment ? await countOrders(query.q) : page.total;
  return <OrdersTab page={page} state={listState(query, "-createdAt", filters)} counts={{ merchandise, print }} />;
}
