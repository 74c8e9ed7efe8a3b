/**
 * nginx in front of the bench's servers, configured with README's "nginx in front" block itself:
 * the block is read from README.md at run time, so the bench measures exactly what a deployer
 * copies. README's upstream (its address, or an upstream { } block of its own) becomes a pool of
 * the bench's app processes, one per core as the deployment runs them; the cache directory, the
 * HTTPS port and the certificate are swapped for the bench's own (a certificate made for the run
 * with openssl); the rest of the file (logs, temp paths) is the bench's, in a temp dir. Each site
 * (the shop, and the empty app beside it) gets README's server { } lines with its own listeners:
 * README's HTTPS + HTTP/2 one, and a plain HTTP one for autocannon and the load run, which speak
 * HTTP/1.1 only.
 */
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SetupError } from "../db/setup-error";

const README = "README.md";
const README_UPSTREAM = "http://127.0.0.1:3000";
const README_CACHE_DIR = "/var/cache/nginx/viralize";
const README_LISTEN = "listen 443 ssl http2;";
const README_CERTIFICATE = "/etc/letsencrypt/live/shop.example.com/fullchain.pem";
const README_CERTIFICATE_KEY = "/etc/letsencrypt/live/shop.example.com/privkey.pem";
const SERVER_MARKER = "# server { }";
export const INSTALL_HINT = "apt-get update && apt-get install -y nginx-light (or nginx), or set NGINX_PATH";

/** A site nginx serves: its two listeners and the app processes behind it. */
export type NginxSite = { name: string; http: number; https: number; upstreamPorts: number[] };

export type NginxListeners = {
  /** The bench's plain HTTP/1.1 listener. */
  baseUrl: string;
  /** README's listener: HTTPS with HTTP/2, as visitors meet the site. */
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

/** README's nginx code block under "nginx in front", split into its http { } and server { } parts. */
export function readmeNginxBlock(readme = fs.readFileSync(README, "utf8")): { http: string; server: string } {
  const section = readme.indexOf("**nginx in front.**");
  const open = readme.indexOf("```nginx\n", section);
  const close = readme.indexOf("\n```", open + 1);
  if (section < 0 || open < 0 || close < 0) throw new SetupError(`${README} has no \`\`\`nginx block under "nginx in front": the bench configures nginx from it.`);
  const block = readme.slice(open + "```nginx\n".length, close);
  const split = block.indexOf(SERVER_MARKER);
  if (split < 0) throw new SetupError(`${README}'s nginx block has no "${SERVER_MARKER}" line separating the http { } lines from the server { } lines.`);
  return { http: block.slice(0, split), server: block.slice(split) };
}

function swap(text: string, from: string, to: string): string {
  if (!text.includes(from)) throw new SetupError(`${README}'s nginx block no longer contains ${from}: update scripts/bench/nginx.ts to match.`);
  return text.split(from).join(to);
}

/** README's upstream { } block in its http { } lines, if it has one: its name, and its lines other than the servers (keepalive...). */
function readmeUpstream(http: string): { name: string; block: string; settings: string[] } | null {
  const match = /upstream\s+([\w.-]+)\s*\{([^}]*)\}/.exec(http);
  if (!match) return null;
  const settings = match[2]!.split("\n").map((line) => line.trim()).filter((line) => line && !line.startsWith("#") && !/^server\s/.test(line));
  return { name: match[1]!, block: match[0], settings };
}

/** The whole nginx.conf: README's lines inside, once per site, each proxying to its own pool, a cache and a certificate in prefix. */
export function nginxConfig(prefix: string, sites: NginxSite[], readme?: string): string {
  const { http, server } = readmeNginxBlock(readme);
  const upstream = readmeUpstream(http);
  const readmeTarget = upstream ? `http://${upstream.name}` : README_UPSTREAM;
  const pool = (site: NginxSite) => `bench_${site.name.replace(/\W/g, "_")}`;
  const local = (site: NginxSite) =>
    [
      [readmeTarget, `http://${pool(site)}`],
      [README_LISTEN, `listen 127.0.0.1:${site.https} ssl http2;`],
      [README_CERTIFICATE, `${prefix}/cert.pem`],
      [README_CERTIFICATE_KEY, `${prefix}/key.pem`],
    ].reduce((lines, [from, to]) => swap(lines, from!, to!), server);
  const indent = (text: string, by: string) => text.trimEnd().split("\n").map((line) => (line ? by + line : line)).join("\n");
  const httpLines = swap(upstream ? http.replace(upstream.block, "") : http, README_CACHE_DIR, `${prefix}/cache`);
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
    "    # README.md, \"nginx in front\" (upstream, cache directory, HTTPS port and certificate swapped for the bench's):",
    indent(httpLines, "    "),
    ...sites.flatMap((site) => [
      `    upstream ${pool(site)} {`,
      ...site.upstreamPorts.map((port) => `        server 127.0.0.1:${port};`),
      ...(upstream?.settings ?? []).map((line) => `        ${line}`),
      "    }",
      "    server {",
      `        listen 127.0.0.1:${site.http};`,
      indent(local(site), "        "),
      "    }",
    ]),
    "}",
    "",
  ].join("\n");
}

/** A certificate for 127.0.0.1, valid two days, for README's HTTPS listener; browsers are told to accept it. */
function makeCertificate(prefix: string): void {
  try {
    execFileSync(
      "openssl",
      ["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes", "-days", "2", "-subj", "/CN=127.0.0.1", "-addext", "subjectAltName=IP:127.0.0.1", "-keyout", `${prefix}/key.pem`, "-out", `${prefix}/cert.pem`],
      { stdio: "pipe" },
    );
  } catch (error) {
    throw new SetupError(`openssl could not make the bench's certificate (apt-get install -y openssl): ${error instanceof Error ? error.message : String(error)}`);
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
  const child = spawn(binary, ["-c", conf, "-p", prefix, "-e", path.join(prefix, "error.log"), "-g", `daemon off; pid ${prefix}/nginx.pid;`], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => (fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8").slice(-2000) : "");
  const baseUrl = `http://127.0.0.1:${sites[0]!.http}`;
  for (let waited = 0; !(await fetch(baseUrl).then((r) => r.status < 500, () => false)); waited += 250) {
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
