import type { Metadata } from "next";
import "./admin.css";

/** The admin area: no site header or footer, never indexed. Each page brings its own look. */
export const metadata: Metadata = {
  title: { default: "Viralize Admin", template: "%s | Viralize Admin" },
  robots: { index: false, follow: false },
};

export default function AdminLayout({ children }: { children: React.ReactNode }) {
  return children;
}
