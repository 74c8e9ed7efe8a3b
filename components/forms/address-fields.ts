import type { TextFieldSpec } from "./text-field-spec";

/** A text field placed on a form's grid: 2 columns on phones, 6 from the sm breakpoint. */
export type GridFieldSpec<Name extends string> = TextFieldSpec<Name> & { span: string; className?: string };

/** A US shipping address's fields, as the checkout and a print quote's payment ask for it. */
export const ADDRESS_FIELDS: GridFieldSpec<"address" | "address2" | "city" | "state" | "zip">[] = [
  { name: "address", label: "Street address", autoComplete: "address-line1", placeholder: "123 Main St", required: true, span: "col-span-2 sm:col-span-6" },
  { name: "address2", label: "Apartment, suite, unit", autoComplete: "address-line2", placeholder: "Suite 200 (optional)", span: "col-span-2 sm:col-span-6" },
  // City, State and ZIP share a row from sm up, a third each: wide enough for State's error in a line or two.
  { name: "city", label: "City", autoComplete: "address-level2", required: true, span: "col-span-2" },
  {
    name: "state",
    label: "State",
    autoComplete: "address-level1",
    placeholder: "TX",
    required: true,
    maxLength: 2,
    span: "col-span-1 sm:col-span-2",
    className: "uppercase",
  },
  {
    name: "zip",
    label: "ZIP",
    inputMode: "numeric",
    autoComplete: "postal-code",
    placeholder: "78701",
    required: true,
    maxLength: 10,
    span: "col-span-1 sm:col-span-2",
  },
];
