/** Largest value of a PostgreSQL `integer` (serial ids): a bigger id cannot exist. */
const MAX_DB_ID = 2_147_483_647;

/** True when `id` can be a row id (a bigger number would make PostgreSQL fail with 'out of range'). */
export const isDbId = (id: number): boolean => Number.isInteger(id) && id > 0 && id <= MAX_DB_ID;
