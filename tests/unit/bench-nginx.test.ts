import { describe, expect, it } from "vitest";
import { nginxConfig, readmeNginxBlock } from "@/scripts/bench/nginx";

// The bench runs nginx from README's "nginx in front" block itself: these fail when README's
// block and what the bench swaps in it drift apart, before anyone waits for a bench run.
describe("the bench's nginx.conf, built from README's block", () => {
  const shop = { name: "shop", http: 8080, https: 8443, upstreamPorts: [3100, 3101] };
  const empty = { name: "empty-app", http: 8081, https: 8444, upstreamPorts: [3200] };
  const config = nginxConfig("/tmp/bench-nginx", [shop, empty]);

  it("serves README's HTTPS + HTTP/2 listener on the bench's port, with the run's certificate", () => {
    expect(config).toContain("listen 127.0.0.1:8443 ssl http2;");
    expect(config).toMatch(/ssl_certificate\s+\/tmp\/bench-nginx\/cert\.pem;/);
    expect(config).toMatch(/ssl_certificate_key\s+\/tmp\/bench-nginx\/key\.pem;/);
    expect(config).not.toContain("letsencrypt");
    expect(config).not.toContain("listen 443");
  });

  it("adds a plain listener for the load tool and proxies every location to the site's pool of app processes", () => {
    expect(config).toContain("listen 127.0.0.1:8080;");
    expect(config).toMatch(/upstream bench_shop \{\s+server 127\.0\.0\.1:3100;\s+server 127\.0\.0\.1:3101;\s+\}/);
    expect(config.match(/proxy_pass http:\/\/bench_shop;/g)).toHaveLength(3);
    expect(config).not.toContain("127.0.0.1:3000");
  });

  it("puts the empty app behind the same lines, on listeners of its own", () => {
    expect(config).toContain("listen 127.0.0.1:8081;");
    expect(config).toContain("listen 127.0.0.1:8444 ssl http2;");
    expect(config).toMatch(/upstream bench_empty_app \{\s+server 127\.0\.0\.1:3200;\s+\}/);
    expect(config.match(/proxy_pass http:\/\/bench_empty_app;/g)).toHaveLength(3);
  });

  it("takes README's own upstream block, when it has one, keeping its settings and putting the bench's processes in it", () => {
    const readme = `**nginx in front.**\n\n\`\`\`nginx\n# http { }\nproxy_cache_path /var/cache/nginx/viralize keys_zone=v:1m;\nupstream viralize {\n    server 127.0.0.1:3000;\n    server 127.0.0.1:3001;\n    keepalive 32;\n}\n\n# server { }\nlisten 443 ssl http2;\nssl_certificate     /etc/letsencrypt/live/shop.example.com/fullchain.pem;\nssl_certificate_key /etc/letsencrypt/live/shop.example.com/privkey.pem;\nlocation / { proxy_pass http://viralize; }\n\`\`\`\n`;
    const own = nginxConfig("/tmp/x", [shop], readme);
    expect(own).not.toContain("upstream viralize");
    expect(own).toMatch(/upstream bench_shop \{\s+server 127\.0\.0\.1:3100;\s+server 127\.0\.0\.1:3101;\s+keepalive 32;\s+\}/);
    expect(own).toContain("location / { proxy_pass http://bench_shop; }");
  });

  it("keeps README's cache and header lines, with the cache in the bench's directory", () => {
    const { http } = readmeNginxBlock();
    expect(http).toContain("server_tokens off;");
    expect(config).toContain("proxy_cache_path /tmp/bench-nginx/cache ");
    expect(config).toContain("proxy_cache_path /tmp/bench-nginx/cache-static ");
    expect(config).toContain("proxy_cache_valid 200 1s;");
    expect(config).toContain("server_tokens off;");
  });

  it("says what to mend when README's block loses a line the bench swaps", () => {
    const readme = `**nginx in front.**\n\n\`\`\`nginx\n# http { }\nproxy_cache_path /var/cache/nginx/viralize keys_zone=v:1m;\n\n# server { }\nlisten 443 ssl;\nlocation / { proxy_pass http://127.0.0.1:3000; }\n\`\`\`\n`;
    expect(() => nginxConfig("/tmp/x", [{ name: "shop", http: 1, https: 2, upstreamPorts: [3] }], readme)).toThrow(/no longer contains listen 443 ssl http2;/);
  });
});
