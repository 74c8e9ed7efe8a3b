import type { Metadata } from "next";
import { PinScreen } from "@/components/admin/pin-screen";

export const metadata: Metadata = { title: "Admin Access" };

/** The admin's second step after signing in (docs/product.md#admin-pin); proxy.ts lets only the admin in. */
export default function AdminLoginPage() {
  return <PinScreen />;
}
