/**
 * nginx in front of the bench's app, configured with README's "nginx in front" block itself: the
 * block is read from README.md at run time, so the bench measures exactly what a deployer copies.
 * Only the upstream address and the cache directory are swapped for the bench's own; the rest of
 * the file (logs, temp paths, listen) is the bench's, in a temp dir.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { SetupError } from "../db/setup-error";

const README = "README.md";
const README_UPSTREAM = "http://127.0.0.1:3000";
const README_CACHE_DIR = "/var/cache/nginx/viralize";
const SERVER_MARKER = "# server { }";
export const INSTALL_HINT = "apt-get update && apt-get install -y nginx-light (or nginx), or set NGINX_PATH";

export type BenchNginx = {
  baseUrl: string;
  version: string;
  /** $upstream_cache_status counts per request URI, from the access log so far. */
  cacheStatus(): Record<string, Record<string, number>>;
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

/** The whole nginx.conf: README's lines inside, pointed at upstreamPort and a cache in prefix. */
export function nginxConfig(prefix: string, listenPort: number, upstreamPort: number, readme?: string): string {
  const { http, server } = readmeNginxBlock(readme);
  const local = (text: string) => swap(text, README_UPSTREAM, `http://127.0.0.1:${upstreamPort}`);
  const indent = (text: string, by: string) => text.trimEnd().split("\n").map((line) => (line ? by + line : line)).join("\n");
  return [
    // As root, nginx's workers would drop to nobody and could not write the temp dir's cache.
    ...(process.getuid?.() === 0 ? ["user root;"] : []),
    "worker_processes auto;",
    `error_log ${prefix}/error.log warn;`,
    "events { worker_connections 4096; }",
    "http {",
    "    log_format bench '$upstream_cache_status $request_uri';",
    `    access_log ${prefix}/access.log bench buffer=64k flush=1s;`,
    ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map((kind) => `    ${kind}_temp_path ${prefix}/${kind}_temp;`),
    "",
    "    # README.md, \"nginx in front\" (upstream and cache directory swapped for the bench's):",
    indent(swap(http, README_CACHE_DIR, `${prefix}/cache`), "    "),
    "    server {",
    `        listen 127.0.0.1:${listenPort};`,
    indent(local(server), "        "),
    "    }",
    "}",
    "",
  ].join("\n");
}

/** nginx (a child process, config and logs in a temp dir) on listenPort, proxying to upstreamPort. */
export async function startNginx(binary: string, listenPort: number, upstreamPort: number): Promise<BenchNginx> {
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), "viralize-bench-nginx-"));
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(conf, nginxConfig(prefix, listenPort, upstreamPort));
  const child = spawn(binary, ["-c", conf, "-p", prefix, "-e", path.join(prefix, "error.log"), "-g", `daemon off; pid ${prefix}/nginx.pid;`], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const errorLog = () => (fs.existsSync(path.join(prefix, "error.log")) ? fs.readFileSync(path.join(prefix, "error.log"), "utf8").slice(-2000) : "");
  const baseUrl = `http://127.0.0.1:${listenPort}`;
  for (let waited = 0; !(await fetch(`${baseUrl}/api/health`).then((r) => r.ok, () => false)); waited += 250) {
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
    baseUrl,
    version: versionRun,
    cacheStatus: () => {
      const counts: Record<string, Record<string, number>> = {};
      const log = path.join(prefix, "access.log");
      if (!fs.existsSync(log)) return counts;
      for (const line of fs.readFileSync(log, "utf8").split("\n")) {
        const [status, uri] = line.split(" ");
        if (!uri) continue;
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
