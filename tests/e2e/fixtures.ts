import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Page } from "@playwright/test";

type Fixtures = {
  /** Fails the test on any serious or critical accessibility violation of the current page. */
  expectAccessible: (options?: { include?: string }) => Promise<void>;
};

async function seriousViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}

export const test = base.extend<Fixtures>({
  expectAccessible: async ({ page }, provide) => {
    await provide(async (options) => {
      expect(await seriousViolations(page, options?.include)).toEqual([]);
    });
  },
});

export { expect };
