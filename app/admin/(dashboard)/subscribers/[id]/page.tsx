import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { SubscriberDetail } from "@/components/admin/subscriber-detail";
import { subscriberDetail } from "@/lib/billing/admin-subscribers";
import { adminForPage } from "@/lib/auth/admin-guard";

export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Subscriber" };

/** One subscriber: the business and the plan, its invoices to refund, its timeline, and cancel. */
export default async function AdminSubscriberPage({ params }: { params: Promise<{ id: string }> }) {
  await adminForPage();
  const subscriber = await subscriberDetail((await params).id);
  if (!subscriber) notFound();
  return <SubscriberDetail subscriber={subscriber} />;
}
