import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/components/admin/order-detail";
import { orderDetail } from "@/lib/admin/orders";
import { adminForPage } from "@/lib/auth/admin-guard";
import { MAX_DB_INT } from "@/lib/db/limits";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

/** "42" -> 42; anything that can't be an order id -> null (answered as not found, like an unknown one). */
const orderId = (id: string) => (/^\d{1,10}$/.test(id) && Number(id) <= MAX_DB_INT ? Number(id) : null);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order #${(await params).id}` };
}

/** One order with its money, parcel and timeline, and the admin's actions on it. */
export default async function AdminOrderPage({ params }: Props) {
  await adminForPage();
  const id = orderId((await params).id);
  const order = id === null ? null : await orderDetail(id);
  if (!order) notFound();
  return <OrderDetail order={order} />;
}
