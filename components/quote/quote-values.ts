import type { Control } from "react-hook-form";
import type { QuoteRequest } from "@/lib/validation/quote";
import { QUOTE_DEFAULTS } from "@/lib/validation/quote-fields";

/** The quote form's fields as typed and chosen: the request's schema reads them as they are. */
export type QuoteFormValues = {
  product: string;
  paper: string;
  finish: string;
  corners: string;
  quantity: string;
  designOption: string;
  businessInfo: {
    businessName: string;
    contactPerson: string;
    phone: string;
    email: string;
    address: string;
    website: string;
    services: string;
    specialRequests: string;
  };
};

export type BusinessField = keyof QuoteFormValues["businessInfo"];

/** What the form starts from, and resets to after a successful request (docs/product.md#quote-request-form). */
export const EMPTY_QUOTE: QuoteFormValues = {
  product: "",
  paper: QUOTE_DEFAULTS.paper,
  finish: QUOTE_DEFAULTS.finish,
  corners: QUOTE_DEFAULTS.corners,
  quantity: String(QUOTE_DEFAULTS.quantity),
  designOption: QUOTE_DEFAULTS.designOption,
  businessInfo: { businessName: "", contactPerson: "", phone: "", email: "", address: "", website: "", services: "", specialRequests: "" },
};

export type QuoteControl = Control<QuoteFormValues, unknown, QuoteRequest>;
