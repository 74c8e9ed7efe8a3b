/**
 * nginx in front of the bench's servers, configured with the "nginx in front" block of
 * docs/deploying.md itself: the block is read from that page at run time, so the bench measures
 * exactly what a deployer copies. The upstream address, the cache directory, the HTTPS port and
 * the certificate are swapped for the bench's own (a certificate made for the run with openssl);
 * the rest of the file (logs, temp paths) is the bench's, in a temp dir. Each site (the shop, and
 * the empty app beside it) gets the page's server { } lines with its own listeners: the page's
 * HTTPS + HTTP/2 one, and a plain HTTP one for autocannon and the load run, which speak HTTP/1.1
 * only.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SetupError } from "../db/setup-error";

const DEPLOY_DOC = "docs/deploying.md";
const SECTION = "## nginx in front";
const BLOCK_UPSTREAM = "http://127.0.0.1:3000";
const BLOCK_CACHE_DIR = "/var/cache/nginx/viralize";
const BLOCK_LISTEN = "listen 443 ssl http2;";
const BLOCK_CERTIFICATE = "/etc/letsencrypt/live/shop.example.com/fullchain.pem";
const BLOCK_CERTIFICATE_KEY = "/etc/letsencrypt/live/shop.example.com/privkey.pem";
const SERVER_MARKER = "# server { }";
export const INSTALL_HINT = "apt-get update && apt-get install -y nginx-light (or nginx), or set NGINX_PATH";

/** A site nginx serves: its two listeners and the port of the server behind them. */
export type NginxSite = { name: string; http: number; https: number; upstreamPort: number };

export type NginxListeners = {
  /** The bench's plain HTTP/1.1 listener. */
  baseUrl: string;
  /** The documented listener: HTTPS with HTTP/2, as visitors meet the site. */
  httpsUrl: string;
};

export type BenchNginx = {
  /** Each site's listeners, by name. */
  sites: Record<string, NginxListeners>;
  version: string;
  /** $upstream_cache_status counts per request URI on a site's plain listener, from the access log so far. */
  cacheStatus(site: string): Record<string, Record<string, number>>;
  stop(): Promise<void>;
};

/** The nginx binary: NGINX_PATH, else Debian's /usr/sbin/nginx; null when neither exists. */
export function findNginx(): string | null {
  const candidate = process.env.NGINX_PATH || "/usr/sbin/nginx";
  return fs.existsSync(candidate) ? candidate : null;
}

/** The nginx code block under docs/deploying.md's "nginx in front", split into its http { } and server { } parts. */
export function documentedNginxBlock(page = fs.readFileSync(DEPLOY_DOC, "utf8")): { http: string; server: string } {
  const section = page.indexOf(SECTION);
  const open = page.indexOf("```nginx\n", section);
  const close = page.indexOf("\n```", open + 1);
  if (section < 0 || open < 0 || close < 0)
    throw new SetupError(`${DEPLOY_DOC} has no \`\`\`nginx block under "${SECTION}": the bench configures nginx from it.`);
  const block = page.slice(open + "```nginx\n".length, close);
  const split = block.indexOf(SERVER_MARKER);
  if (split < 0) throw new SetupError(`${DEPLOY_DOC}'s nginx block has no "${SERVER_MARKER}" line separating the http { } lines from the server { } lines.`);
  return { http: block.slice(0, split), server: block.slice(split) };
}

function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new SetupError(`${DEPLOY_DOC}'s nginx block no longer contains ${from}: update scripts/bench/nginx.ts to match.`);
  return text.split(from).join(to);
}

/** The whole nginx.conf: the documented lines inside, once per site, each proxying to its own server, a cache and a certificate in prefix. */
export function nginxConfig(prefix: string, sites: NginxSite[], page?: string): string {
  const { http, server } = documentedNginxBlock(page);
  const local = (site: NginxSite) =>
    [
      [BLOCK_UPSTREAM, `http://127.0.0.1:${site.upstreamPort}`],
      [BLOCK_LISTEN, `listen 127.0.0.1:${site.https} ssl http2;`],
      [BLOCK_CERTIFICATE, `${prefix}/cert.pem`],
      [BLOCK_CERTIFICATE_KEY, `${prefix}/key.pem`],
    ].reduce((lines, [from, to]) => swap(lines, from!, to!), server);
  const indent = (text: string, by: string) =>
    text
      .trimEnd()
      .split("\n")
      .map((line) => (line ? by + line : line))
      .join("\n");
  return [
    // As root, nginx's workers would drop to nobody and could not write the temp dir's cache.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes auto;",
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 4096; }",
    "http {",
    "    log_format bench '$server_port $upstream_cache_status $request_uri';",
    `    access_log ${prefix}/access.log bench buffer=64k flush=1s;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${prefix}/${kind}_temp;`),
    "",
    '    # docs/deploying.md, "nginx in front" (upstream, cache directory, HTTPS port and certificate swapped for the bench\'s):',
    indent(swap(http, BLOCK_CACHE_DIR, `${prefix}/cache`), "    "),
    ...sites.flatMap((site) => ["    server {", `        listen 127.0.0.1:${site.http};`, indent(local(site), "        "), "    }"]),
    "}",
    "",
  ].join("\n");
}

/** A certificate for 127.0.0.1, valid two days, for the documented HTTPS listener; browsers are told to accept it. */
function makeCertificate(prefix: string): void {
  try {
    execFileSync(
      "openssl",
      [
        "req",
        "-x509",
        "-newkey",
        "ec",
        "-pkeyopt",
        "ec_paramgen_curve:prime256v1",
        "-nodes",
        "-days",
        "2",
        "-subj",
        "/CN=127.0.0.1",
        "-addext",
        "subjectAltName=IP:127.0.0.1",
        "-keyout",
        `${prefix}/key.pem`,
        "-out",
        `${prefix}/cert.pem`,
      ],
      { stdio: "pipe" },
    );
  } catch (error) {
    throw new SetupError(
      `openssl could not make the bench's certificate (apt-get install -y openssl): ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}

/** nginx (a child process, config, certificate and logs in a temp dir) serving each site. */
export async function startNginx(binary: string, sites: NginxSite[]): Promise<BenchNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-bench-nginx-"));
  const conf = path.join(prefix, "nginx.conf");
  try {
    makeCertificate(prefix);
    fs.writeFileSync(conf, nginxConfig(prefix, sites));
  } catch (error) {
    fs.rmSync(prefix, { recursive: true, force: true });
    throw error;
  }
  const child = spawn(binary, ["-c", conf, "-p", prefix, "-e", path.join(prefix, "error.log"), "-g", `daemon off; pid ${prefix}/nginx.pid;`], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => (fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8").slice(-2000) : "");
  const baseUrl = `http://127.0.0.1:${sites[0]!.http}`;
  for (
    let waited = 0;
    !(await fetch(baseUrl).then(
      (r) => r.status < 500,
      () => false,
    ));
    waited += 250
  ) {
    if (child.exitCode !== null) throw new SetupError(`nginx exited (code ${child.exitCode}) with ${conf}: ${output}${errorLog()}`);
    if (waited > 15_000) {
      child.kill("SIGKILL");
      throw new SetupError(`nginx did not answer within 15 s on ${baseUrl}: ${output}${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const versionRun = await new Promise<string>((resolve) => {
    const v = spawn(binary, ["-v"], { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    v.stderr?.on("data", (c: Buffer) => (text += c.toString()));
    v.stdout?.on("data", (c: Buffer) => (text += c.toString()));
    v.on("exit", () => resolve(text.trim().replace(/^nginx version: /, "")));
    v.on("error", () => resolve("unknown"));
  });
  return {
    sites: Object.fromEntries(sites.map((site) => [site.name, { baseUrl: `http://127.0.0.1:${site.http}`, httpsUrl: `https://127.0.0.1:${site.https}` }])),
    version: versionRun,
    cacheStatus: (name) => {
      const counts: Record<string, Record<string, number>> = {};
      const log = path.join(prefix, "access.log");
      const site = sites.find((s) => s.name === name);
      if (!fs.existsSync(log) || !site) return counts;
      for (const line of fs.readFileSync(log, "utf8").split("\n")) {
        const [port, status, uri] = line.split(" ");
        if (!uri || Number(port) !== site.http) continue;
        const forUri = (counts[uri] ??= {});
        const key = status === "-" ? "none" : status!;
        forUri[key] = (forUri[key] ?? 0) + 1;
      }
      return counts;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const done = () => {
          fs.rmSync(prefix, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        child.once("exit", done);
        // SIGQUIT: graceful stop, which also flushes the buffered access log.
        child.kill("SIGQUIT");
      }),
  };
}
