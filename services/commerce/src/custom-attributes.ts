/**
 * Custom attributes are stored without their prefix and carry `c_` on the wire only
 * (spec 001 §3; packages/db/src/schema/catalog.ts).
 */
export function customAttributes(custom: Record<string, unknown>): Record<`c_${string}`, unknown> {
  const out: Record<`c_${string}`, unknown> = {};
  for (const [key, value] of Object.entries(custom)) {
    if (value !== undefined) out[`c_${key}`] = value;
  }
  return out;
}
