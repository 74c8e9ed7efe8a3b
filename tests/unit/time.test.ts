import { afterEach, describe, expect, it, vi } from "vitest";

/** lib/time as a process with STORE_TIME_ZONE=zone sees it (the environment is read once per process). */
async function storeClock(zone?: string) {
  vi.resetModules();
  if (zone) vi.stubEnv("STORE_TIME_ZONE", zone);
  return import("@/lib/time");
}

afterEach(() => {
  vi.unstubAllEnvs();
});

// Some Intl data puts a narrow no-break space before AM and PM: compare the words, not the spaces.
const spaced = (text: string) => text.replaceAll("\u202f", " ");

describe("the store's clock by default (New York)", () => {
  it.each([
    ["winter (EST, UTC-5)", "2026-01-15", "2026-01-16T04:59:59.999Z"],
    ["summer (EDT, UTC-4)", "2026-07-04", "2026-07-05T03:59:59.999Z"],
    ["the day before clocks spring forward", "2026-03-07", "2026-03-08T04:59:59.999Z"],
    ["the day clocks spring forward (a 23-hour day)", "2026-03-08", "2026-03-09T03:59:59.999Z"],
    ["the day before clocks fall back", "2026-10-31", "2026-11-01T03:59:59.999Z"],
    ["the day clocks fall back (a 25-hour day)", "2026-11-01", "2026-11-02T04:59:59.999Z"],
  ])("ends a day at midnight New York time in %s", async (_, day, instant) => {
    const { endOfStoreDay } = await storeClock();
    expect(endOfStoreDay(day)?.toISOString()).toBe(instant);
  });

  it.each(["2026-02-30", "2026-13-01", "2026-7-4", "July 4", ""])("refuses %o as a day", async (day) => {
    const { endOfStoreDay } = await storeClock();
    expect(endOfStoreDay(day)).toBeNull();
  });

  it("prints dates and times as the shop always has", async () => {
    const time = await storeClock();
    expect(time.formatDate("2026-01-05T20:04:00Z")).toBe("Jan 5, 2026");
    expect(time.formatLongDate(new Date("2025-01-21T20:04:00Z"))).toBe("January 21, 2025");
    expect(spaced(time.formatDateTime("2026-01-05T20:04:00Z"))).toBe("Jan 5, 2026, 3:04 PM ET");
    expect(spaced(time.formatDateTime("2026-07-05T20:04:00Z"))).toBe("Jul 5, 2026, 4:04 PM ET");
    expect(spaced(time.formatDateTimeSpecific("2025-01-21T20:04:00Z"))).toBe("Jan 21, 2025, 3:04 PM EST");
    expect(spaced(time.formatDateTimeSpecific("2025-07-21T19:04:00Z"))).toBe("Jul 21, 2025, 3:04 PM EDT");
    expect(time.formatCalendarDay("2026-03-04")).toBe("Mar 4");
    expect(time.storeTimeZoneCity()).toBe("New York");
  });

  it("shows an instant on New York's day, which may differ from UTC's", async () => {
    const time = await storeClock();
    expect(time.storeDay(new Date("2026-07-05T03:59:59.999Z"))).toBe("2026-07-04");
    expect(time.storeDay(new Date("2026-07-05T04:00:00Z"))).toBe("2026-07-05");
    expect(time.formatDate("2026-07-05T03:59:59.999Z")).toBe("Jul 4, 2026");
    expect(time.formatLongDate("2026-07-05T03:59:59.999Z")).toBe("July 4, 2026");
  });

  it("ends today at the next midnight, 23 hours after the last on the day clocks spring forward", async () => {
    const { startOfNextStoreDay } = await storeClock();
    expect(startOfNextStoreDay(new Date("2026-03-08T12:00:00Z")).toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect(startOfNextStoreDay(new Date("2026-03-08T04:59:59Z")).toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(startOfNextStoreDay(new Date("2026-11-01T12:00:00Z")).toISOString()).toBe("2026-11-02T05:00:00.000Z");
  });

  it("counts the last days across a clock change without skipping or repeating one", async () => {
    const { lastStoreDays } = await storeClock();
    const { days, since } = lastStoreDays(4, new Date("2026-03-10T03:30:00Z"));
    expect(days).toEqual(["2026-03-06", "2026-03-07", "2026-03-08", "2026-03-09"]);
    expect(since.toISOString()).toBe("2026-03-06T05:00:00.000Z");
  });
});

describe("the store's clock in another zone (STORE_TIME_ZONE=Europe/Berlin)", () => {
  it("prints dates on Berlin's day and names its zone", async () => {
    const time = await storeClock("Europe/Berlin");
    // 23:30 on January 5 in New York is 05:30 on January 6 in Berlin.
    expect(time.formatDate("2026-01-06T04:30:00Z")).toBe("Jan 6, 2026");
    expect(time.formatLongDate("2026-01-06T04:30:00Z")).toBe("January 6, 2026");
    expect(spaced(time.formatDateTimeSpecific("2026-01-06T04:30:00Z"))).toBe("Jan 6, 2026, 5:30 AM GMT+1");
    expect(spaced(time.formatDateTimeSpecific("2026-07-06T04:30:00Z"))).toBe("Jul 6, 2026, 6:30 AM GMT+2");
    expect(time.storeDay(new Date("2026-01-05T23:30:00Z"))).toBe("2026-01-06");
    expect(time.storeTimeZoneCity()).toBe("Berlin");
  });

  it("ends days at Berlin's midnight, across its spring change (March 29, 2026)", async () => {
    const { endOfStoreDay, startOfNextStoreDay } = await storeClock("Europe/Berlin");
    expect(endOfStoreDay("2026-03-28")?.toISOString()).toBe("2026-03-28T22:59:59.999Z");
    expect(endOfStoreDay("2026-03-29")?.toISOString()).toBe("2026-03-29T21:59:59.999Z");
    expect(startOfNextStoreDay(new Date("2026-03-28T12:00:00Z")).toISOString()).toBe("2026-03-28T23:00:00.000Z");
    expect(startOfNextStoreDay(new Date("2026-03-29T12:00:00Z")).toISOString()).toBe("2026-03-29T22:00:00.000Z");
  });

  it("counts the revenue chart's days on Berlin's calendar", async () => {
    const { lastStoreDays } = await storeClock("Europe/Berlin");
    // 23:30 UTC on March 29 is already March 30 in Berlin.
    const { days, since } = lastStoreDays(3, new Date("2026-03-29T23:30:00Z"));
    expect(days).toEqual(["2026-03-28", "2026-03-29", "2026-03-30"]);
    expect(since.toISOString()).toBe("2026-03-27T23:00:00.000Z");
  });
});

describe("the store's clock in zones with unusual days", () => {
  it("ends a day whose next midnight is skipped (Chile, DST starting at 00:00) when the clocks jump", async () => {
    const { endOfStoreDay } = await storeClock("America/Santiago");
    expect(endOfStoreDay("2026-09-05")?.toISOString()).toBe("2026-09-06T03:59:59.999Z");
    expect(endOfStoreDay("2026-09-06")?.toISOString()).toBe("2026-09-07T02:59:59.999Z");
  });

  it.each([
    ["America/Los_Angeles", "2026-07-04", "2026-07-05T06:59:59.999Z"],
    ["UTC", "2026-07-04", "2026-07-04T23:59:59.999Z"],
    ["Asia/Kolkata", "2026-07-04", "2026-07-04T18:29:59.999Z"],
  ])("follows %s's clock", async (zone, day, instant) => {
    const { endOfStoreDay } = await storeClock(zone);
    expect(endOfStoreDay(day)?.toISOString()).toBe(instant);
  });

  it("names a zone as a person would", async () => {
    expect((await storeClock("America/Los_Angeles")).storeTimeZoneCity()).toBe("Los Angeles");
    expect((await storeClock("UTC")).storeTimeZoneCity()).toBe("UTC");
  });
});
