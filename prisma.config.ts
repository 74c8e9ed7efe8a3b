import { defineConfig } from "prisma/config";

// Migrations are applied by scripts/db/migrate.ts (see DESIGN.md); the CLI only needs a URL
// for commands that talk to a database, so a missing one is left empty rather than refused.
export default defineConfig({
  schema: "prisma/schema.prisma",
  migrations: { path: "prisma/migrations" },
  datasource: { url: process.env.DATABASE_URL ?? "" },
});
