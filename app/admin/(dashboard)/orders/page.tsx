import type { Metadata } from "next";
import { listQuery, listState, optionParam } from "@/components/admin/list-params";
import type { SearchParams } from "@/lib/http/search-params";
import { ORDER_STATUS_OPTIONS } from "@/components/admin/order-status";
import { OrdersTab } from "@/components/admin/orders-tab";
import { listOrders, ORDER_SORTS } from "@/lib/admin/orders";
import { adminForPage } from "@/lib/auth/admin-guard";
import { FULFILMENT_STATES, PAYMENT_STATES } from "@/lib/validation/order";

export const metadata: Metadata = { title: "Orders" };
export const dynamic = "force-dynamic";

/** SPEC §2 /admin Orders: searched, filtered by status, payment and fulfilment, sorted and paged through the URL. */
export default async function AdminOrdersPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  await adminForPage();
  const params = await searchParams;
  const filters = {
    status: optionParam(params.status, ORDER_STATUS_OPTIONS),
    payment: optionParam(params.payment, PAYMENT_STATES),
    fulfilment: optionParam(params.fulfilment, FULFILMENT_STATES),
  };
  const query = listQuery(params, ORDER_SORTS, "-createdAt");
  return <OrdersTab page={await listOrders(query, filters)} state={listState(query, "-createdAt", filters)} />;
}
