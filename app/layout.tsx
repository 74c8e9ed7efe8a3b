import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { Toaster } from "@/components/ui/toaster";
import { env } from "@/lib/env";
import { SITE_SHARING } from "@/lib/seo/metadata";
import "./globals.css";

// Inter's Latin characters at the weights the site uses, in two files made by `npm run font`
// (scripts/font): the basic one every page preloads, and the rest, fetched only for a page that
// shows one of them. The ranges are the files' characters (a unit test compares them).
// swap: a first visit whose font comes late is drawn at once in "Inter Fallback" (app/brand.css),
// sized to Inter's widths and heights, then in Inter when it arrives, with nothing moving.
const inter = localFont({
  src: "./fonts/inter-latin-basic-wght-400-700.woff2",
  variable: "--font-inter",
  weight: "400 700",
  display: "swap",
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value: "U+0020-007E, U+00A0, U+00A9, U+00AE, U+00B0, U+00B7, U+00D7, U+2013-2014, U+2018-2019, U+201C-201D, U+2022, U+2026, U+2032-2033, U+2122",
    },
  ],
});
// brand.css's --font-sans names this family first: its range leaves out the basic characters, and
// a character it has that has not loaded then falls to the basic family's size-matched fallback.
const interRest = localFont({
  src: "./fonts/inter-latin-rest-wght-400-700.woff2",
  variable: "--font-inter-rest",
  weight: "400 700",
  // Fetched only once a page shows one of its characters, so too late for the first paint: swap
  // puts the right letters in when it arrives (a word or two, drawn meanwhile in the matched fallback).
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000, U+00A1-00A8, U+00AA-00AC, U+00AF, U+00B1-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0300-0301, U+0303-0304, U+0308-0309, U+0323, U+2002, U+2009, U+200B, U+201A, U+201E, U+2039-203A, U+2044, U+20AC, U+2191, U+2193, U+2212, U+FEFF",
    },
  ],
});

export const metadata: Metadata = {
  metadataBase: new URL(env().SITE_URL),
  title: { default: "Viralize | Websites, Print & Merch for Contractors", template: "%s | Viralize" },
  description:
    "Websites that make the phone ring for electricians, plumbers, HVAC, roofers and general contractors. Live within 72 hours, plus print materials and branded merch.",
  applicationName: "Viralize",
  ...SITE_SHARING,
};

export const viewport: Viewport = { themeColor: "#0f1b2d", width: "device-width", initialScale: 1 };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    // The checkout marks <html> with the saved cart's state before React starts (checkout-placeholder.tsx).
    <html lang="en" className={`${inter.variable} ${interRest.variable}`} data-scroll-behavior="smooth" suppressHydrationWarning>
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <Toaster />
      </body>
    </html>
  );
}
