/**
 * Next's cache of rendered pages on a self-hosted server (next.config.ts's cacheHandler): Next's
 * own file-system cache in each process, with on-demand revalidation shared by every process on
 * the database.
 *
 * revalidatePath() (a blog post published) runs in the one process that answered the admin, and
 * Next keeps what it revalidated in that process's memory: every other process, the other web
 * processes of server.js and every other machine, kept serving the old page until its revalidate
 * period ran out. Here each revalidation is also announced on a PostgreSQL channel (NOTIFY), and
 * every process applies what it hears to its own cache, so the next visit anywhere renders the
 * page afresh. A process that was not listening at the time (it started later, or lost its
 * connection) refreshes such a page when its revalidate period ends, as before.
 */
import { randomUUID } from "node:crypto";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import pg from "pg";

// A CommonJS module of Next's. Next loads this file twice: with Node's import (which gives the
// module's exports, the class being their `default`) and bundled by Turbopack into its server
// chunks (which gives the class itself); the two copies share the process's state below.
const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

const CHANNEL = "next_cache_revalidated";
const RECONNECT_MS = 2_000;

/** A line as the app's own log writes them (lib/log.ts). */
function log(level, msg, fields = {}) {
  process.stdout.write(`${JSON.stringify({ level, time: new Date().toISOString(), pid: process.pid, area: "server", msg, ...fields })}\n`);
}

/** Not while `next build` prerenders (no database then), nor where there is no database to share. */
const shared = () => Boolean(process.env.DATABASE_URL) && process.env.NEXT_PHASE !== "phase-production-build";

// This process's: whether it listens, its connection for announcing, and its name on the channel
// (every listener hears its own process's announcements too, which are applied already).
const state = (globalThis[Symbol.for("viralize.shared-revalidation")] ??= { listening: false, publisher: undefined, origin: randomUUID() });

/** Listens on the channel for good, applying what other processes announce; reconnects when the connection is lost. */
function listen(apply) {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  let retried = false;
  const retry = (error) => {
    if (retried) return;
    retried = true;
    log("warn", "Not hearing other processes' page revalidations; reconnecting", { reason: error?.message ?? "connection closed" });
    client.end().catch(() => undefined);
    setTimeout(() => listen(apply), RECONNECT_MS).unref();
  };
  client.on("error", retry);
  client.on("end", () => retry());
  client.on("notification", ({ payload }) => {
    try {
      const { origin, tags, durations } = JSON.parse(payload ?? "");
      if (origin !== state.origin) void apply(tags, durations);
    } catch (error) {
      log("warn", "A page revalidation announcement could not be read", { reason: error.message });
    }
  });
  client
    .connect()
    .then(() => client.query(`LISTEN ${CHANNEL}`))
    .catch(retry);
}

export default class SharedRevalidationCache extends FileSystemCache {
  constructor(options) {
    super(options);
    // Next makes a cache per request; the process listens once.
    if (!state.listening && shared()) {
      state.listening = true;
      listen((tags, durations) => FileSystemCache.prototype.revalidateTag.call(this, tags, durations));
    }
  }

  /** Revalidates here, then tells every other process (the announcement goes before the answer does). */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    if (!shared()) return;
    state.publisher ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    const payload = JSON.stringify({ origin: state.origin, tags: [tags].flat(), durations });
    await state.publisher.query("SELECT pg_notify($1, $2)", [CHANNEL, payload]).catch((error) => {
      log("error", "A page revalidation could not be announced to the other processes; they refresh the page within its revalidate period", {
        reason: error.message,
      });
    });
  }
}
