import { afterEach, describe, expect, it, vi } from "vitest";

/** clientIp as a server started with TRUST_PROXY_HOPS=hops reads it (lib/env.ts reads the environment once per module instance). */
async function clientIpBehind(hops: number) {
  vi.resetModules();
  vi.stubEnv("TRUST_PROXY_HOPS", String(hops));
  return (await import("@/lib/http/client-ip")).clientIp;
}

const forwardedFor = (header: string) => new Request("http://localhost/", { headers: { "x-forwarded-for": header, "x-real-ip": "192.0.2.99" } });

// What reaches the handler from a visitor at 203.0.113.7 who typed "X-Forwarded-For: 6.6.6.6":
// each trusted proxy appends the address it was reached from, and server.js appends the socket's.
const DIRECT = "6.6.6.6, 203.0.113.7";
const ONE_PROXY = "6.6.6.6, 203.0.113.7, 10.0.0.1";
const TWO_PROXIES = "6.6.6.6, 203.0.113.7, 10.0.0.2, 10.0.0.1";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("the visitor's address", () => {
  it.each([
    [0, DIRECT],
    [1, ONE_PROXY],
    [2, TWO_PROXIES],
  ])("behind %i trusted proxies is the one the outermost proxy saw, never what the visitor typed", async (hops, header) => {
    const clientIp = await clientIpBehind(hops);
    expect(clientIp(forwardedFor(header))).toBe("203.0.113.7");
  });

  it("is the leftmost entry when a request passed fewer proxies than are trusted", async () => {
    const clientIp = await clientIpBehind(2);
    expect(clientIp(forwardedFor("203.0.113.7, 10.0.0.1"))).toBe("203.0.113.7");
  });

  it('skips blank entries and spaces, and is "local" with no header at all', async () => {
    const clientIp = await clientIpBehind(1);
    expect(clientIp(forwardedFor(" 203.0.113.7 ,, 10.0.0.1 "))).toBe("203.0.113.7");
    expect(clientIp(new Request("http://localhost/"))).toBe("local");
  });

  it("is a whole IPv6 /64 network, which one subscriber holds, so rotating addresses inside it buys no more attempts", async () => {
    const clientIp = await clientIpBehind(0);
    expect(clientIp(forwardedFor("2001:db8:7:1::1"))).toBe("2001:db8:7:1::/64");
    expect(clientIp(forwardedFor("2001:DB8:7:1:ffff:aaaa:bbbb:cccc"))).toBe("2001:db8:7:1::/64");
    expect(clientIp(forwardedFor("2001:db8:7:2::1"))).toBe("2001:db8:7:2::/64");
    // An IPv4 visitor reaching an IPv6 socket is written as a mapped address: the IPv4 one counts.
    expect(clientIp(forwardedFor("::ffff:203.0.113.7"))).toBe("203.0.113.7");
  });
});
