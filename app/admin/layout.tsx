import type { Metadata } from "next";
import { connection } from "next/server";
import "./admin.css";

/** The admin area: no site header or footer, never indexed. Each page brings its own look. */
export const metadata: Metadata = {
  title: { default: "Viralize Admin", template: "%s | Viralize Admin" },
  robots: { index: false, follow: false },
};

export default async function AdminLayout({ children }: { children: React.ReactNode }) {
  // Every admin page is rendered per request, the PIN keypad too, so each carries its nonce and
  // its policy allows no other inline script (lib/http/security-headers.ts).
  await connection();
  return children;
}
