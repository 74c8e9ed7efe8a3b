import { describe, expect, it } from "vitest";
import { documentedNginxBlock, nginxConfig } from "@/scripts/bench/nginx";

// The bench runs nginx from docs/deploying.md's "nginx in front" block itself: these fail when the page's
// block and what the bench swaps in it drift apart, before anyone waits for a bench run.
describe("the bench's nginx.conf, built from docs/deploying.md's block", () => {
  const shop = { name: "shop", http: 8080, https: 8443, upstreamPort: 3100 };
  const empty = { name: "empty-app", http: 8081, https: 8444, upstreamPort: 3200 };
  const config = nginxConfig("/tmp/bench-nginx", [shop, empty]);

  it("serves the documented HTTPS + HTTP/2 listener on the bench's port, with the run's certificate", () => {
    expect(config).toContain("listen 127.0.0.1:8443 ssl http2;");
    expect(config).toMatch(/ssl_certificate\s+\/tmp\/bench-nginx\/cert\.pem;/);
    expect(config).toMatch(/ssl_certificate_key\s+\/tmp\/bench-nginx\/key\.pem;/);
    expect(config).not.toContain("letsencrypt");
    expect(config).not.toContain("listen 443");
  });

  it("adds a plain listener for the load tool and proxies every location to the bench's app", () => {
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config.match(/proxy_pass http:\/\/127\.0\.0\.1:3100;/g)).toHaveLength(3);
    expect(config).not.toContain("127.0.0.1:3000");
  });

  it("puts the empty app behind the same lines, on listeners of its own", () => {
    expect(config).toContain("listen 127.0.0.1:8081;");
    expect(config).toContain("listen 127.0.0.1:8444 ssl http2;");
    expect(config.match(/proxy_pass http:\/\/127\.0\.0\.1:3200;/g)).toHaveLength(3);
  });

  it("keeps the documented cache and header lines, with the cache in the bench's directory", () => {
    const { http } = documentedNginxBlock();
    expect(http).toContain("server_tokens off;");
    expect(config).toContain("proxy_cache_path /tmp/bench-nginx/cache ");
    expect(config).toContain("proxy_cache_path /tmp/bench-nginx/cache-static ");
    expect(config).toContain("proxy_cache_valid 200 1s;");
    expect(config).toContain("server_tokens off;");
  });

  it("says what to mend when the documented block loses a line the bench swaps", () => {
    const page = `## nginx in front\n\n\`\`\`nginx\n# http { }\nproxy_cache_path /var/cache/nginx/viralize keys_zone=v:1m;\n\n# server { }\nlisten 443 ssl;\nlocation / { proxy_pass http://127.0.0.1:3000; }\n\`\`\`\n`;
    expect(() => nginxConfig("/tmp/x", [{ name: "shop", http: 1, https: 2, upstreamPort: 3 }], page)).toThrow(/no longer contains listen 443 ssl http2;/);
  });
});
