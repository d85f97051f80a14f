/**
 * The `select` property projection of the Shopper APIs: `(id,name,variants.(productId,price))`,
 * `(data.(id,imageGroups.(**)))`. A name keeps that property; `name.(…)` or `name.sub` keeps part
 * of it; `*` or `**` keeps everything. Arrays are projected element by element. Filters and
 * indexes (`[…]`) are not supported and are refused.
 */
export type Selection = { all: true } | { all: false; fields: Map<string, Selection> };

const ALL: Selection = { all: true };
const NAME = /^[A-Za-z0-9_$-]+/;

export class SelectSyntaxError extends Error {
  override name = 'SelectSyntaxError';
}

export function parseSelect(text: string): Selection {
  let pos = 0;
  const fail = (what: string): never => {
    throw new SelectSyntaxError(`${what} at position ${pos + 1} of "${text}"`);
  };
  const expect = (ch: string) => {
    if (text[pos] !== ch) fail(`expected "${ch}"`);
    pos++;
  };
  const item = (): [string, Selection] | 'all' => {
    if (text.startsWith('**', pos)) return ((pos += 2), 'all');
    if (text[pos] === '*') return ((pos += 1), 'all');
    const name = NAME.exec(text.slice(pos))?.[0] ?? fail('expected a property name');
    pos += name.length;
    if (text[pos] !== '.') return [name, ALL];
    pos++;
    if (text[pos] === '(') return [name, group()];
    const inner = item();
    return [name, inner === 'all' ? ALL : { all: false, fields: new Map([inner]) }];
  };
  const group = (): Selection => {
    expect('(');
    const fields = new Map<string, Selection>();
    let all = false;
    for (;;) {
      const next = item();
      if (next === 'all') all = true;
      else fields.set(next[0], merge(fields.get(next[0]), next[1]));
      if (text[pos] === ',') pos++;
      else break;
    }
    expect(')');
    return all ? ALL : { all: false, fields };
  };
  const result = group();
  if (pos !== text.length) fail('unexpected text');
  return result;
}

function merge(a: Selection | undefined, b: Selection): Selection {
  if (!a) return b;
  if (a.all || b.all) return ALL;
  const fields = new Map(a.fields);
  for (const [k, v] of b.fields) fields.set(k, merge(fields.get(k), v));
  return { all: false, fields };
}

/** `value` with only the selected properties. */
export function applySelect(value: unknown, selection: Selection): unknown {
  if (selection.all || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => applySelect(v, selection));
  const out: Record<string, unknown> = {};
  for (const [key, sub] of selection.fields) {
    const v = (value as Record<string, unknown>)[key];
    if (v !== undefined) out[key] = applySelect(v, sub);
  }
  return out;
}
