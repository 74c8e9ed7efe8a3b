import { defineConfig } from "prisma/config";

// Migrations are applied by scripts/db/migrate.ts (see docs/schema-changes.md); the CLI only needs a URL
// for commands that talk to a database, so a missing one is left empty rather than refused.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  // The direct (unpooled) address when the app's goes through a pooler: migrations need a session.
  datasource: { url: process.env.DIRECT_DATABASE_URL || process.env.DATABASE_URL || "" },
});
