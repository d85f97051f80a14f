export * from './client.ts';
export * as schema from './schema.ts';
export type * from './schema.ts';
