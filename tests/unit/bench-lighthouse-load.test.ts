import type { Result } from "lighthouse";
import { describe, expect, it, vi } from "vitest";
import { loadUntilPainted } from "@/scripts/bench/lighthouse";

const painted = { audits: {} } as unknown as Result;
const failure = (code: string) => ({ audits: {}, runtimeError: { code, message: `${code} message` } }) as unknown as Result;

describe("a Lighthouse load in the bench", () => {
  it("is repeated when Chrome drew nothing, and says how many times", async () => {
    const load = vi.fn<() => Promise<Result | undefined>>().mockResolvedValueOnce(failure("NO_FCP")).mockResolvedValueOnce(painted);
    await expect(loadUntilPainted(load, "https://shop.test/")).resolves.toEqual({ lhr: painted, unpainted: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("repeats a load Chrome did not draw in a new Chrome, and only then", async () => {
    const order: string[] = [];
    const load = vi.fn(async () => {
      order.push("load");
      return order.length === 1 ? failure("NO_FCP") : painted;
    });
    const relaunch = vi.fn(async () => {
      order.push("relaunch");
    });
    await expect(loadUntilPainted(load, "https://shop.test/", relaunch)).resolves.toEqual({ lhr: painted, unpainted: 1 });
    expect(order).toEqual(["load", "relaunch", "load"]);
    await loadUntilPainted(async () => painted, "https://shop.test/", relaunch);
    expect(relaunch).toHaveBeenCalledTimes(1);
  });

  it("fails the bench when the page never paints in three loads", async () => {
    const load = vi.fn<() => Promise<Result | undefined>>().mockResolvedValue(failure("NO_FCP"));
    await expect(loadUntilPainted(load, "https://shop.test/")).rejects.toThrow("Lighthouse could not load https://shop.test/: NO_FCP message");
    expect(load).toHaveBeenCalledTimes(3);
  });

  it("fails at once on any other error", async () => {
    const load = vi.fn<() => Promise<Result | undefined>>().mockResolvedValue(failure("ERRORED_DOCUMENT_REQUEST"));
    await expect(loadUntilPainted(load, "https://shop.test/")).rejects.toThrow("ERRORED_DOCUMENT_REQUEST message");
    expect(load).toHaveBeenCalledTimes(1);
  });
});
