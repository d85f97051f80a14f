export * from './client.ts';
export { bulkInsert } from './bulk.ts';
export { readTogether } from './parallel.ts';
export { queryRows, type Transaction } from './sql.ts';
export * as schema from './schema/index.ts';
export type * from './schema/index.ts';
