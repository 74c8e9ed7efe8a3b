import crypto from "node:crypto";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum, type SqlQuery, type SqlQueryable } from "@prisma/driver-adapter-utils";
import type { MigrationList, SchemaEngine } from "@prisma/schema-engine-wasm";
import type pg from "pg";
import { createDatabaseIfMissing, databaseUrl, dropDatabase } from "./database";

/**
 * Prisma's schema engine, the one behind `prisma migrate dev`, compiled to WebAssembly
 * (@prisma/schema-engine-wasm, the build matching our `prisma`), talking to PostgreSQL through
 * @prisma/adapter-pg. Prisma's CLI would download a native engine binary for the same work.
 */

/** The engine reports a Rust panic through this global before it throws (Prisma's CLI sets it up too). */
let lastPanic = "";
(globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY ??= { set_message: (message: string) => (lastPanic = message) };

/** The engine's own words when it panicked, to add to the error it throws. */
export function enginePanic(): string {
  return lastPanic;
}

// The package's entry imports the .wasm file as a module, which Node does not do: instantiate it here.
async function loadSchemaEngine(): Promise<typeof SchemaEngine> {
  const bindings = await import("@prisma/schema-engine-wasm/schema_engine_bg");
  const wasmPath = path.join(path.dirname(createRequire(import.meta.url).resolve("@prisma/schema-engine-wasm/schema_engine_bg")), "schema_engine_bg.wasm");
  const instance = new WebAssembly.Instance(new WebAssembly.Module(await fs.readFile(wasmPath)), { "./schema_engine_bg.js": bindings });
  bindings.__wbg_set_wasm(instance.exports);
  (instance.exports.__wbindgen_start as () => void)();
  return bindings.SchemaEngine;
}

const CHAR_OID = 18;
const TEXT_OID = 25;

/** What adapter-pg keeps private and the fixes below go through. */
type PgQueryableInternals = { performIO(query: SqlQuery): Promise<pg.QueryResult>; onError(error: unknown): never };

/**
 * adapter-pg 7.10 cannot read PostgreSQL's internal one-byte "char" type (pg_constraint.contype
 * and the like, which the engine reads from the catalogue): it fails with "Column type 'char'
 * could not be deserialized". Such columns are read as text and reported as the Character
 * values the engine expects.
 */
function readingCharColumns<T extends SqlQueryable>(queryable: T): T {
  const internals = queryable as unknown as PgQueryableInternals;
  const performIO = internals.performIO.bind(queryable);
  const queryRaw = queryable.queryRaw.bind(queryable);
  const charColumns = new WeakMap<unknown[], number[]>();
  internals.performIO = async (query) => {
    const result = await performIO(query);
    const columns = result.fields.flatMap((field, index) => (field.dataTypeID === CHAR_OID ? [index] : []));
    for (const index of columns) result.fields[index]!.dataTypeID = TEXT_OID;
    if (columns.length > 0) charColumns.set(result.rows, columns);
    return result;
  };
  queryable.queryRaw = async (query) => {
    const resultSet = await queryRaw(query);
    for (const index of charColumns.get(resultSet.rows) ?? []) resultSet.columnTypes[index] = ColumnTypeEnum.Character;
    return resultSet;
  };
  return queryable;
}

/**
 * adapter-pg for the engine: "char" columns readable, in transactions too; a migration's script
 * sent whole (adapter-pg's executeScript splits it at every ";", comments and strings included);
 * and a shadow database made beside the database (adapter-pg's own would connect to the main
 * database again when given a connection string, since pg lets the string win over the
 * `database` it sets).
 */
class MigrationAdapterFactory extends PrismaPg {
  /** The connections the engine opened; it never closes them itself, and their idle clients would keep the process alive. */
  readonly opened: { dispose(): Promise<void> }[] = [];

  constructor(private readonly url: string) {
    super({ connectionString: url });
  }

  override async connect() {
    const adapter = readingCharColumns(await super.connect());
    this.opened.push(adapter);
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) => readingCharColumns(await startTransaction(isolationLevel));
    adapter.executeScript = async (script) => {
      await adapter
        .underlyingDriver()
        .query(script)
        .catch((error: unknown) => (adapter as unknown as PgQueryableInternals).onError(error));
    };
    return adapter;
  }

  override async connectToShadowDb() {
    const name = `prisma_migrate_shadow_db_${crypto.randomUUID()}`;
    await createDatabaseIfMissing(this.url, name);
    const shadow = await new MigrationAdapterFactory(databaseUrl(this.url, name)).connect();
    const dispose = shadow.dispose.bind(shadow);
    shadow.dispose = async () => {
      await dispose();
      await dropDatabase(this.url, name);
    };
    return shadow;
  }
}

export type OpenSchemaEngine = {
  engine: SchemaEngine;
  /** The schema file as the engine's commands take it. */
  schema: { files: { path: string; content: string }[] };
  close(): Promise<void>;
};

/** An engine for the schema file at schemaPath, working on the database at url (and shadow databases beside it). */
export async function openSchemaEngine(url: string, schemaPath: string): Promise<OpenSchemaEngine> {
  const schema = { files: [{ path: schemaPath, content: await fs.readFile(schemaPath, "utf8") }] };
  const Engine = await loadSchemaEngine();
  const log = (message: string) => process.env.DEBUG && console.error("[schema-engine]", message);
  const adapters = new MigrationAdapterFactory(url);
  const engine = await Engine.new({ datamodels: schema.files.map((file) => [file.path, file.content]) }, log, bindMigrationAwareSqlAdapterFactory(adapters));
  return {
    engine,
    schema,
    async close() {
      engine.free();
      await Promise.all(adapters.opened.map((adapter) => adapter.dispose()));
    },
  };
}

/** The migrations folder as the engine reads it (as Prisma's CLI lists it). */
export async function readMigrationList(migrationsDir: string): Promise<MigrationList> {
  const lockfile = { path: "migration_lock.toml", content: await fs.readFile(path.join(migrationsDir, "migration_lock.toml"), "utf8").catch(() => null) };
  const entries = await fs.readdir(migrationsDir, { withFileTypes: true });
  const migrationDirectories = await Promise.all(
    entries
      .filter((entry) => entry.isDirectory())
      .map(async ({ name }) => ({
        path: name,
        migrationFile: {
          path: "migration.sql",
          content: await fs.readFile(path.join(migrationsDir, name, "migration.sql"), "utf8").then(
            (value) => ({ tag: "ok" as const, value }),
            (error: Error) => ({ tag: "error" as const, value: error.message }),
          ),
        },
      })),
  );
  migrationDirectories.sort((a, b) => a.path.localeCompare(b.path));
  return { baseDir: migrationsDir, lockfile, migrationDirectories, shadowDbInitScript: "" };
}
