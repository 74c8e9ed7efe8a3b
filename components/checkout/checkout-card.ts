/** The surface of each checkout panel (form sections, summary, confirmation and their skeletons). */
export const CHECKOUT_CARD = "rounded-lg border border-border bg-card shadow-sm";
