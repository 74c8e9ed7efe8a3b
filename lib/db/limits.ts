/** The largest value of PostgreSQL's `integer` (Prisma's Int): ids and counts above it cannot be stored or looked up. */
export const MAX_DB_INT = 2_147_483_647;
