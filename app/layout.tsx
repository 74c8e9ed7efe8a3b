import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/lib/env";
import "./globals.css";

// Inter's Latin characters at the weights the site uses, made by `npm run font` (scripts/font).
const inter = localFont({
  src: "./fonts/inter-latin-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "optional",
});

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: "Viralize | Websites, Print & Merch for Contractors", template: "%s | Viralize" },
  description:
    "Websites that make the phone ring for electricians, plumbers, HVAC, roofers and general contractors. Live within 72 hours, plus print materials and branded merch.",
  applicationName: "Viralize",
};

export const viewport: Viewport = { themeColor: "#0f1b2d", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The checkout marks <html> with the saved cart's state before React starts (checkout-placeholder.tsx).
    <html lang="en" className={inter.variable} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
