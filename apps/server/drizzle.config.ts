import { defineConfig } from "drizzle-kit";

// Migrations are generated from src/db/schema.ts and committed; both PGlite and PostgreSQL run them.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema.ts",
  out: "./drizzle",
});
