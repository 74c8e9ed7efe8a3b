import { notFound } from "next/navigation";
import { connection } from "next/server";
import { OrderConfirmation } from "@/components/checkout/order-confirmation";
import { confirmedOrder } from "@/lib/orders/customer-orders";

export const metadata = { title: "Order Confirmed", robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }>; searchParams: Promise<{ key?: string | string[] }> };

/**
 * Where the checkout lands once the order exists: the order's own address, so a reload or a
 * bookmark shows it again. Its key comes only with the checkout's answer; without it, a 404.
 */
export default async function OrderConfirmedPage({ params, searchParams }: Props) {
  await connection();
  const [{ id }, { key }] = await Promise.all([params, searchParams]);
  const confirmed = typeof key === "string" ? await confirmedOrder(id, key) : null;
  if (!confirmed) notFound();
  return (
    <div className="bg-surface">
      <div className="container-page py-8 sm:py-12">
        <OrderConfirmation confirmed={confirmed} />
      </div>
    </div>
  );
}
