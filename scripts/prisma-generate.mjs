// Generates the Prisma client without downloading Prisma's native schema engine, which this
// project never needs: migrations are applied by scripts/db/migrate.ts and written by
// scripts/db/migrate-dev.ts with the engine compiled to WebAssembly. Prisma's CLI accepts a
// replacement engine binary; one that fails at once keeps every other command honest.
import { spawnSync } from "node:child_process";
import { writeFileSync, chmodSync, mkdtempSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";

const engine = path.join(mkdtempSync(path.join(tmpdir(), "prisma-engine-")), "schema-engine");
writeFileSync(engine, "#!/bin/sh\necho 'schema engine not available offline' >&2\nexit 1\n");
chmodSync(engine, 0o755);

// This project's Prisma CLI, for the schema in the current folder (a scratch copy's in the tests).
const prismaCli = createRequire(import.meta.url).resolve("prisma/build/index.js");
const result = spawnSync(process.execPath, [prismaCli, "generate"], {
  stdio: "inherit",
  env: {
    ...process.env,
    PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? engine,
    PRISMA_HIDE_UPDATE_MESSAGE: "1",
    CHECKPOINT_DISABLE: "1",
  },
});
process.exit(result.status ?? 1);
