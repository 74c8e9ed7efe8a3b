import { JsonLd } from "@/components/seo/json-ld";
import { PRICING_PLANS } from "@/lib/content/plans";
import { toDecimalString } from "@/lib/money";

/** schema.org Organization with its contact point, offering the three monthly plans. */
export function HomeJsonLd({ siteUrl, phone, email }: { siteUrl: string; phone: string; email: string }) {
  const url = new URL("/", siteUrl).toString();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "Viralize",
        url,
        description: "Websites, print materials and branded merchandise for trade contractors.",
        contactPoint: {
          "@type": "ContactPoint",
          telephone: phone,
          email,
          contactType: "customer service",
          areaServed: "US",
          availableLanguage: "English",
        },
        makesOffer: PRICING_PLANS.map((plan) => ({
          "@type": "Offer",
          name: `${plan.name} plan`,
          description: plan.description,
          url: new URL("/#pricing", siteUrl).toString(),
          price: toDecimalString(plan.priceCents),
          priceCurrency: "USD",
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            price: toDecimalString(plan.priceCents),
            priceCurrency: "USD",
            unitText: "MONTH",
            referenceQuantity: { "@type": "QuantitativeValue", value: 1, unitCode: "MON" },
          },
          itemOffered: { "@type": "Service", name: `Viralize ${plan.name} website plan`, serviceType: "Contractor website and marketing" },
        })),
      }}
    />
  );
}
