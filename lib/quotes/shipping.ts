import { formatAddress } from "@/lib/orders/address";
import { shippingAddressSchema, type ShippingAddress } from "@/lib/validation/print-quote";

// "…, ST 12345" or "… City ST 12345" at the end of an address written on one line.
const STATE_ZIP = /^(?:(.+?)\s+)?([A-Za-z]{2})\s+(\d{5}(?:-\d{4})?)$/;

/**
 * The payment form's first guess at where to ship: the request's contact, at the business
 * address the request gave (one free line, e.g. "12 Elm St, Austin, TX 78701"), split into its
 * fields where it reads that way and otherwise left whole as the street for the customer to finish.
 */
export function shippingGuess(request: { contactPerson: string; address: string | null }): ShippingAddress {
  const guess: ShippingAddress = { name: request.contactPerson.slice(0, 100), address: "", address2: "", city: "", state: "", zip: "" };
  const parts = (request.address ?? "")
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  const ending = STATE_ZIP.exec(parts.at(-1) ?? "");
  if (!ending || parts.length < 2) return { ...guess, address: parts.join(", ").slice(0, 200) };
  const [, cityBeforeState, state, zip] = ending;
  const street = parts.slice(0, -1);
  const city = cityBeforeState ?? (street.length > 1 ? street.pop()! : "");
  return { ...guess, address: street.join(", ").slice(0, 200), city: city.slice(0, 100), state: state!.toUpperCase(), zip: zip! };
}

/** The address a quote's payment was opened with, or null (none, or stored before addresses were asked). */
export function storedShipping(value: unknown): ShippingAddress | null {
  const parsed = shippingAddressSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A print order's columns for the address it ships to. */
export function shippingColumns(address: ShippingAddress) {
  return {
    shipName: address.name,
    shipLine1: address.address,
    shipLine2: address.address2 || null,
    shipCity: address.city,
    shipState: address.state.toUpperCase(),
    shipZip: address.zip,
    shipCountry: "US",
  };
}

type ShippingColumns = {
  shipName: string | null;
  shipLine1: string | null;
  shipLine2: string | null;
  shipCity: string | null;
  shipState: string | null;
  shipZip: string | null;
  shipCountry: string | null;
};

/** A print order's shipping label (name, street, city line, country), or null when it has no address. */
export function printOrderLabel(order: ShippingColumns): string | null {
  const { shipName, shipLine1, shipCity, shipState, shipZip, shipCountry } = order;
  if (!shipName || !shipLine1 || !shipCity || !shipState || !shipZip || !shipCountry) return null;
  return `${shipName}\n${formatAddress({ shipLine1, shipLine2: order.shipLine2, shipCity, shipState, shipZip, shipCountry })}`;
}
