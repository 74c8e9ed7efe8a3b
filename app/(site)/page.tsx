import { ContactSection } from "@/components/home/contact-section";
import { FeaturesSection } from "@/components/home/features-section";
import { Hero } from "@/components/home/hero";
import { HomeJsonLd } from "@/components/home/home-json-ld";
import { PricingSection } from "@/components/home/pricing-section";
import { PrintMaterialsSection } from "@/components/home/print-materials-section";
import { ProcessSection } from "@/components/home/process-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";
import { TradesGrid } from "@/components/home/trades-grid";
import { env } from "@/lib/env";
import { pageMetadata } from "@/lib/seo/metadata";

export const metadata = pageMetadata({
  title: "Viralize | Websites, Print & Merch for Contractors",
  description:
    "Websites that make the phone ring for electricians, plumbers, HVAC, roofers and general contractors. Live within 72 hours from $47.00 a month, plus print materials and branded merch.",
  path: "/",
  absoluteTitle: true,
});

export default function HomePage() {
  const { SITE_URL, CONTACT_PHONE, SUPPORT_EMAIL, BUSINESS_HOURS, BASIC_PLAN_PAYMENT_URL, CONTACT_FORM_EMBED_URL } = env();
  return (
    <>
      <HomeJsonLd siteUrl={SITE_URL} phone={CONTACT_PHONE} email={SUPPORT_EMAIL} />
      <Hero />
      <TradesGrid />
      <ProcessSection />
      <PrintMaterialsSection />
      <FeaturesSection />
      <PricingSection basicPaymentUrl={BASIC_PLAN_PAYMENT_URL} />
      <TestimonialsSection />
      <ContactSection phone={CONTACT_PHONE} email={SUPPORT_EMAIL} hours={BUSINESS_HOURS} embedUrl={CONTACT_FORM_EMBED_URL} />
    </>
  );
}
