import { signIn, toast } from "./admin-session";
import { emailedQuotePath } from "./email-links";
import { expect, open, SERVER, test } from "./fixtures";
import { closeOrdersDb, db, uniqueTag } from "./orders-db";

/*
 * A print order refunded from its quote's admin page (desktop): part of it, then the rest, through
 * the same dialog as an order's refund, each refund on the page, in the ledger and at the gateway.
 */

const seededRequests: number[] = [];

test.afterAll(async () => {
  if (seededRequests.length) await db().quoteRequest.deleteMany({ where: { id: { in: seededRequests.splice(0) } } });
  await closeOrdersDb();
});

test("the admin refunds part of a paid print order, then the rest, from its quote's page", async ({ page, expectAccessible }) => {
  const email = `refund-${uniqueTag().toLowerCase()}@mason.test`;
  const request = await db().quoteRequest.create({
    data: {
      product: "flyers",
      paper: "premium",
      finish: "gloss",
      corners: "square",
      quantity: 1000,
      designOption: "template",
      businessName: `Mason Roofing ${uniqueTag()}`,
      contactPerson: "Joe Mason",
      phone: "555-0100",
      email,
    },
  });
  seededRequests.push(request.id);
  await signIn(page);
  const priced = await page.request.post(`/api/admin/quotes/${request.id}/price`, {
    data: { items: [{ description: "1,000 flyers, premium gloss", quantity: 1000, amount: 11400 }] },
  });
  expect(priced.status(), await priced.text()).toBe(201);
  // The customer pays from the emailed link with the TEST MODE card.
  const token = (await emailedQuotePath(email)).split("/").at(-1)!;
  const { clientSecret } = (await (
    await page.request.post(`/api/quotes/${token}/payment`, {
      data: { shipping: { name: "Joe Mason", address: "12 Elm St", city: "Austin", state: "TX", zip: "78701" } },
    })
  ).json()) as { clientSecret: string };
  expect(
    (
      await page.request.post("/api/payments/sandbox/confirm", { data: { clientSecret, card: { number: "4242 4242 4242 4242", expiry: "12/34", cvc: "123" } } })
    ).status(),
  ).toBe(200);
  const paid = await page.request.post(`/api/quotes/${token}/payment/confirm`, { data: {} });
  expect(paid.status(), await paid.text()).toBe(201);
  const { printOrderId } = (await paid.json()) as { printOrderId: number };

  await open(page, `/admin/quotes/${request.id}`);
  const panel = page.getByRole("region", { name: `Print order P-${printOrderId}` });
  await expect(panel.getByTestId("print-order-payment")).toHaveText("Payment: Paid");

  await panel.getByRole("button", { name: "Refund" }).click();
  const dialog = page.getByRole("dialog", { name: `Refund print order P-${printOrderId}` });
  await expect(dialog.getByLabel("Amount ($)")).toHaveValue("114.00");
  await dialog.getByLabel("Amount ($)").fill("25");
  await dialog.getByLabel("Reason").fill("Flyers arrived a day late");
  await expectAccessible();
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "Refunded $25.00.")).toBeVisible(SERVER);
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByTestId("print-order-payment")).toHaveText("Payment: Partially refunded$25.00 refunded");
  await expect(panel.getByTestId("refund-row")).toContainText("Flyers arrived a day late");

  await panel.getByRole("button", { name: "Refund" }).click();
  await expect(dialog.getByLabel("Amount ($)")).toHaveValue("89.00");
  await dialog.getByLabel("Reason").fill("Customer cancelled the rest");
  await dialog.getByRole("button", { name: "Refund" }).click();
  await expect(toast(page, "Refunded $89.00.")).toBeVisible(SERVER);
  await expect(panel.getByTestId("print-order-payment")).toHaveText("Payment: Refunded$114.00 refunded");
  await expect(panel.getByRole("button", { name: "Refund" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Timeline" })).toContainText("Refunded $89.00.");

  const movements = await db().ledgerEntry.findMany({ where: { printOrderId }, orderBy: { id: "asc" } });
  expect(movements.map((m) => [m.kind, m.net])).toEqual([
    ["capture", 11400],
    ["refund", -2500],
    ["refund", -8900],
  ]);
  const order = await db().printOrder.findUniqueOrThrow({ where: { id: printOrderId } });
  expect(
    (await db().sandboxRefund.findMany({ where: { paymentIntentId: order.paymentIntentId }, orderBy: { createdAt: "asc" } })).map((r) => r.amount),
  ).toEqual([2500, 8900]);
});
