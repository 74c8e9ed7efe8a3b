import { describe, expect, it } from "vitest";
import { printOrderIdOf, printOrderNumber } from "@/lib/quotes/print-order-number";
import { printOrderLabel, shippingGuess } from "@/lib/quotes/shipping";
import { orderLookupSchema } from "@/lib/validation/order";

describe("a print order's number", () => {
  it("is P- and the id, and reads back however it is typed", () => {
    expect(printOrderNumber(1042)).toBe("P-1042");
    for (const typed of ["P-1042", "p-1042", "P1042", " P 1042 ", "p - 1042"]) expect(printOrderIdOf(typed)).toBe(1042);
    for (const other of ["1042", "#1042", "Q-1042", "P-", "P-1234567890", "P-10a"]) expect(printOrderIdOf(other)).toBeNull();
  });

  it("is what a look-up keeps apart from a merchandise order's number", () => {
    const lookUp = (orderNumber: string) => orderLookupSchema.safeParse({ orderNumber, email: "joe@mason.test" });
    expect(lookUp("#1042").data?.orderNumber).toBe("1042");
    expect(lookUp(" p1042 ").data?.orderNumber).toBe("P-1042");
    expect(lookUp("P-1042").data?.orderNumber).toBe("P-1042");
    expect(lookUp("PO-1042").error?.issues[0]?.message).toBe("Enter your order number, like 1042 (or P-1042 for a print order).");
  });
});

describe("the payment form's guess at where to ship", () => {
  const guess = (address: string | null) => shippingGuess({ contactPerson: "Joe Mason", address });

  it.each([
    ["12 Elm St, Austin, TX 78701", { address: "12 Elm St", city: "Austin", state: "TX", zip: "78701" }],
    ["12 Elm St, Suite 4, Austin, tx 78701-1234", { address: "12 Elm St, Suite 4", city: "Austin", state: "TX", zip: "78701-1234" }],
    ["400 Industrial Pkwy, New Braunfels TX 78130", { address: "400 Industrial Pkwy", city: "New Braunfels", state: "TX", zip: "78130" }],
    ["12 Elm St, TX 78701", { address: "12 Elm St", city: "", state: "TX", zip: "78701" }],
  ])("splits %s into its fields", (address, fields) => {
    expect(guess(address)).toEqual({ name: "Joe Mason", address2: "", ...fields });
  });

  it.each([["123 Main St, Springfield"], ["PO Box 12"], ["TX 78701"]])("leaves %s whole as the street for the customer to finish", (address) => {
    expect(guess(address)).toEqual({ name: "Joe Mason", address, address2: "", city: "", state: "", zip: "" });
  });

  it("starts empty but for the name when the request gave no address", () => {
    expect(guess(null)).toEqual({ name: "Joe Mason", address: "", address2: "", city: "", state: "", zip: "" });
  });
});

describe("a print order's shipping label", () => {
  const columns = { shipName: "Joe Mason", shipLine1: "12 Elm St", shipLine2: null, shipCity: "Austin", shipState: "TX", shipZip: "78701", shipCountry: "US" };

  it("reads as a parcel's label, and is none for an order paid before addresses were asked", () => {
    expect(printOrderLabel(columns)).toBe("Joe Mason\n12 Elm St\nAustin, TX 78701\nUnited States");
    expect(printOrderLabel({ ...columns, shipName: null, shipLine1: null, shipCity: null, shipState: null, shipZip: null, shipCountry: null })).toBeNull();
  });
});
