import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: './libs/db/src/schema.ts',
  out: './libs/db/migrations',
  casing: 'snake_case',
});
