import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { OrderDetail } from "@/components/admin/order-detail";
import { orderDetail } from "@/lib/orders/admin-orders";
import { adminForPage } from "@/lib/auth/admin-guard";
import { numericIdSchema } from "@/lib/validation/id";

export const dynamic = "force-dynamic";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return { title: `Order #${(await params).id}` };
}

/** One order with its money, parcel and timeline, and the admin's actions on it. */
export default async function AdminOrderPage({ params }: Props) {
  await adminForPage();
  // An id that can't be one answers as not found, like an unknown one.
  const id = numericIdSchema("Order").safeParse((await params).id);
  const order = id.success ? await orderDetail(id.data) : null;
  if (!order) notFound();
  return <OrderDetail order={order} />;
}
