import type { Page, Route } from "@playwright/test";
import { expect, holdRequests, test } from "./fixtures";

const FALLBACK = "I'm sorry, I'm having trouble responding right now. Please try again or contact us directly.";

const chatButton = (page: Page) => page.getByRole("button", { name: "Chat with Viralize Assistant" });
const panel = (page: Page) => page.getByRole("dialog", { name: "Viralize Assistant" });
const input = (page: Page) => page.getByPlaceholder("Ask about our services...");
const sendButton = (page: Page) => panel(page).getByRole("button", { name: "Send message" });
// Each message starts with a screen-reader-only "You:" or "Viralize Assistant:", hence toContainText.
const messages = (page: Page) => page.getByTestId("chat-messages").getByRole("listitem");

async function openChat(page: Page) {
  await page.goto("/");
  await chatButton(page).click();
  await expect(panel(page)).toBeVisible();
  await expect(input(page)).toBeFocused();
}

/** Answers /api/ai/chat with a stream of the given pieces, as the server does. */
function streamOf(pieces: string[]) {
  return (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: "text/event-stream",
      body: `${pieces.map((delta) => `data: ${JSON.stringify({ delta })}\n\n`).join("")}event: done\ndata: {}\n\n`,
    });
}

test.describe("chat widget", () => {
  test("loads the panel's code only when opened, greets, and answers from the site's facts as it streams @phone", async ({ page }) => {
    const panelScripts: string[] = [];
    page.on("response", async (response) => {
      if (response.request().resourceType() !== "script") return;
      const body = await response.text().catch(() => "");
      if (body.includes("Ask about our services...")) panelScripts.push(response.url());
    });
    await page.goto("/");
    await expect(chatButton(page)).toBeVisible();
    await page.waitForLoadState("networkidle");
    expect(panelScripts).toEqual([]);
    await expect(panel(page)).toHaveCount(0);

    await chatButton(page).click();
    await expect(panel(page)).toBeVisible();
    // The response listener reads each script's body before recording it, which can end after the panel shows.
    await expect.poll(() => panelScripts.length).toBeGreaterThan(0);
    await expect(input(page)).toBeFocused();
    await expect(messages(page)).toHaveCount(1);
    await expect(messages(page).first()).toContainText(/websites.*print materials.*grow your business/);

    const reply = page.waitForResponse("**/api/ai/chat");
    await input(page).fill("How much is the Professional plan?");
    await input(page).press("Enter");
    await expect(messages(page).nth(1)).toContainText(/How much is the Professional plan\?/);
    expect((await reply).headers()["content-type"]).toContain("text/event-stream");
    await expect(messages(page).nth(2)).toContainText("$97.00");
    await expect(input(page)).toBeEnabled();
    await expect(input(page)).toBeFocused();
  });

  test("does not send an empty or whitespace-only message", async ({ page }) => {
    let sent = 0;
    page.on("request", (request) => {
      if (request.url().includes("/api/ai/chat")) sent += 1;
    });
    await openChat(page);
    const send = sendButton(page);
    await expect(send).toBeDisabled();
    await input(page).fill("    ");
    await expect(send).toBeDisabled();
    await input(page).press("Enter");
    await expect(messages(page)).toHaveCount(1);
    expect(sent).toBe(0);
  });

  test("disables input and send while a reply is pending, with a typing indicator", async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/ai/chat", async (route) => {
      await released;
      await streamOf(["Yard signs are ", "$199.00 for 10."])(route);
    });
    await openChat(page);
    await input(page).fill("Do you do yard signs?");
    await sendButton(page).click();
    await expect(messages(page).nth(1)).toContainText(/Do you do yard signs\?/);
    await expect(input(page)).toBeDisabled();
    await expect(sendButton(page)).toBeDisabled();
    await expect(page.getByTestId("chat-typing")).toBeVisible();
    release();
    await expect(messages(page).nth(2)).toContainText(/Yard signs are \$199\.00 for 10\./);
    await expect(page.getByTestId("chat-typing")).toHaveCount(0);
    await expect(input(page)).toBeEnabled();
  });

  test("shows the fallback message when the assistant fails, and a mid-stream failure too", async ({ page }) => {
    await page.route("**/api/ai/chat", (route) => route.fulfill({ status: 502, json: { error: "Failed to get AI response" } }));
    await openChat(page);
    await input(page).fill("Can I cancel?");
    await input(page).press("Enter");
    await expect(messages(page).nth(2)).toContainText(FALLBACK);
    await expect(input(page)).toBeEnabled();

    await page.unroute("**/api/ai/chat");
    await page.route("**/api/ai/chat", (route) =>
      route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: `data: {"delta":"Every plan "}\n\nevent: error\ndata: {"error":"Failed to get AI response"}\n\n`,
      }),
    );
    await input(page).fill("Can I cancel?");
    await input(page).press("Enter");
    await expect(messages(page).nth(4)).toContainText("Every plan");
    await expect(messages(page).nth(5)).toContainText(FALLBACK);
  });

  test("shows rate-limit and length errors as the server words them", async ({ page }) => {
    const limit = "You've sent a lot of requests in the last minute. Please wait a moment and try again.";
    await page.route("**/api/ai/chat", (route) => route.fulfill({ status: 429, json: { error: limit } }));
    await openChat(page);
    await input(page).fill("Hello?");
    await input(page).press("Enter");
    await expect(messages(page).nth(2)).toContainText(limit);
    await expect(input(page)).toHaveAttribute("maxlength", "2000");
  });

  test("shows replies as plain text, never as HTML", async ({ page }) => {
    await page.route("**/api/ai/chat", streamOf(['<img src="x" onerror="document.title=\'owned\'"> ', "<b>bold</b>"]));
    await openChat(page);
    await input(page).fill("Say something odd");
    await input(page).press("Enter");
    await expect(messages(page).nth(2)).toContainText('<img src="x"');
    await expect(panel(page).locator("img, b")).toHaveCount(0);
    await expect(page).not.toHaveTitle("owned");
  });

  test("Escape closes the panel, focus returns to the button, and the conversation is kept", async ({ page, expectAccessible }) => {
    await page.route("**/api/ai/chat", streamOf(["We launch within 72 hours."]));
    await openChat(page);
    await expectAccessible({ include: "#chat-panel" });
    await input(page).fill("How fast?");
    await input(page).press("Enter");
    await expect(messages(page).nth(2)).toContainText("We launch within 72 hours.");
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(panel(page)).toBeVisible();
    await expect(input(page)).toBeFocused();
    await expect(messages(page)).toHaveCount(3);
  });

  test("Escape closes the panel while a reply is still coming, though the input is disabled meanwhile", async ({ page }) => {
    const release = await holdRequests(page, "**/api/ai/chat");
    await openChat(page);
    await input(page).fill("How fast?");
    await input(page).press("Enter");
    await expect(input(page)).toBeDisabled();
    await page.keyboard.press("Escape");
    await expect(panel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
    release();
  });

  test("the panel is 384 x 500 px above the button on a desktop", async ({ page }) => {
    await openChat(page);
    const box = (await panel(page).boundingBox())!;
    expect(box.width).toBe(384);
    expect(box.height).toBe(500);
    const button = (await page.getByRole("button", { name: "Close chat" }).last().boundingBox())!;
    expect(box.y + box.height).toBeLessThan(button.y);
  });

  test("the panel spans the full width of a phone and closes with its close button @phone-only", async ({ page }) => {
    await openChat(page);
    const box = (await panel(page).boundingBox())!;
    expect(box.width).toBe(page.viewportSize()!.width);
    expect(box.x).toBe(0);
    await panel(page).getByRole("button", { name: "Close chat" }).click();
    await expect(panel(page)).toBeHidden();
    await expect(chatButton(page)).toBeFocused();
  });
});
