import type { BusinessAddress } from "./profile";

/** The business's address on one line, as the quote form's single address field takes it: "12 Elm St, Suite 4, Austin, TX 78701". */
export function addressOnOneLine({ address, address2, city, state, zip }: BusinessAddress): string {
  return [address, address2, city, `${state} ${zip}`].filter(Boolean).join(", ");
}
