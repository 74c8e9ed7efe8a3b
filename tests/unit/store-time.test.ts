import { describe, expect, it } from "vitest";
import { endOfStoreDay, formatStoreDate, isTimeZone, timeZoneCity } from "@/lib/format/store-time";

const end = (day: string, zone: string) => endOfStoreDay(day, zone)?.toISOString();

describe("a coupon's expiry day on the store's clock", () => {
  it.each([
    ["winter (EST, UTC-5)", "2026-01-15", "2026-01-16T04:59:59.999Z"],
    ["summer (EDT, UTC-4)", "2026-07-04", "2026-07-05T03:59:59.999Z"],
    ["the day before clocks spring forward", "2026-03-07", "2026-03-08T04:59:59.999Z"],
    ["the day clocks spring forward (a 23-hour day)", "2026-03-08", "2026-03-09T03:59:59.999Z"],
    ["the day before clocks fall back", "2026-10-31", "2026-11-01T03:59:59.999Z"],
    ["the day clocks fall back (a 25-hour day)", "2026-11-01", "2026-11-02T04:59:59.999Z"],
  ])("ends at midnight New York time in %s", (_, day, instant) => {
    expect(end(day, "America/New_York")).toBe(instant);
  });

  it("follows another zone's clock", () => {
    expect(end("2026-07-04", "America/Los_Angeles")).toBe("2026-07-05T06:59:59.999Z");
    expect(end("2026-01-15", "America/Los_Angeles")).toBe("2026-01-16T07:59:59.999Z");
    expect(end("2026-07-04", "UTC")).toBe("2026-07-04T23:59:59.999Z");
    expect(end("2026-07-04", "Asia/Kolkata")).toBe("2026-07-04T18:29:59.999Z");
  });

  it("ends a day whose next midnight is skipped (DST starting at 00:00) when the clocks jump", () => {
    // Chile moves from UTC-4 to UTC-3 as September 5 2026 ends: 00:00 on the 6th never happens.
    expect(end("2026-09-05", "America/Santiago")).toBe("2026-09-06T03:59:59.999Z");
    expect(end("2026-09-06", "America/Santiago")).toBe("2026-09-07T02:59:59.999Z");
  });

  it.each(["2026-02-30", "2026-13-01", "2026-7-4", "July 4", ""])("refuses %o as a day", (day) => {
    expect(endOfStoreDay(day, "America/New_York")).toBeNull();
  });

  it("shows an instant as the store's day, which may differ from UTC's", () => {
    expect(formatStoreDate("2026-07-05T03:59:59.999Z", "America/New_York")).toBe("Jul 4, 2026");
    expect(formatStoreDate(new Date("2026-07-05T03:59:59.999Z"), "UTC")).toBe("Jul 5, 2026");
  });

  it("names a zone as a person would", () => {
    expect(timeZoneCity("America/New_York")).toBe("New York");
    expect(timeZoneCity("America/Los_Angeles")).toBe("Los Angeles");
    expect(timeZoneCity("UTC")).toBe("UTC");
  });

  it("knows real zone names from made-up ones", () => {
    expect(isTimeZone("America/New_York")).toBe(true);
    expect(isTimeZone("America/Springfield")).toBe(false);
    expect(isTimeZone("")).toBe(false);
  });
});
