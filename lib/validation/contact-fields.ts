/** What the contact form needs besides its schema, kept apart so the form can render without zod. */
export const TRADE_TYPES = ["General Contractor", "Electrician", "Plumber", "HVAC", "Roofing", "Specialty Trade", "Other"] as const;

/** A hidden field people never fill in; a bot that fills it is thanked and ignored. */
export const CONTACT_HONEYPOT_FIELD = "companyFax";
