/** The shipping address as the lines of a label (the multi-line shippingAddress of docs/api.md#get-apiadminorders). */
export function formatAddress(order: {
  shipLine1: string;
  shipLine2: string | null;
  shipCity: string;
  shipState: string;
  shipZip: string;
  shipCountry: string;
}): string {
  return [
    order.shipLine1,
    order.shipLine2,
    `${order.shipCity}, ${order.shipState} ${order.shipZip}`,
    order.shipCountry === "US" ? "United States" : order.shipCountry,
  ]
    .filter(Boolean)
    .join("\n");
}
