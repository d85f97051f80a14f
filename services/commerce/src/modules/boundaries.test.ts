/**
 * Module boundaries (DESIGN.md "Layout", docs/architecture.md "Modules and their tables"), checked
 * from the source text so it stays fast: no module imports another module's files but its
 * `index.ts` (tests may also use another module's `*-testing.ts`), no import cycle between
 * modules, domain files never import src/http, and a module writes only the tables it owns.
 * ESLint rejects the same imports as they are typed; this test also sees cycles and writes.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { schema } from '@solo/db';

const SRC = path.resolve(import.meta.dirname, '..');
const MODULES = path.join(SRC, 'modules');
const SCHEMA = path.resolve(SRC, '../../../packages/db/src/schema');
const MODULE_NAMES = new Set(
  readdirSync(MODULES, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name),
);

/**
 * The module owning each table (by SQL name): the one named by the schema file declaring it,
 * packages/db/src/schema/<module>.ts. Tables of other files (meta.ts) are `shared`: each row
 * belongs to whoever wrote its key (fixtures: the demo data version; search: its index record).
 */
const TABLE_OWNERS: Record<string, string> = Object.fromEntries(
  readdirSync(SCHEMA)
    .filter((name) => name.endsWith('.ts'))
    .flatMap((name) => {
      const file = name.slice(0, -'.ts'.length);
      const owner = MODULE_NAMES.has(file) ? file : 'shared';
      const text = readFileSync(path.join(SCHEMA, name), 'utf8');
      return [...text.matchAll(/\bpgTable\(\s*'(\w+)'/g)].map((m) => [m[1]!, owner]);
    }),
);

/** Files of a module that speak HTTP and so may import src/http; every other file is domain. */
export const isEdgeFile = (name: string) =>
  /^(routes|http|params|schemas)\.ts$|\.routes\.ts$|-schemas\.ts$/.test(name);
const isTestCode = (name: string) => /\.test\.ts$|(^|-)testing\.ts$/.test(name);

interface SourceFile {
  file: string;
  module: string | undefined;
  text: string;
  imports: string[];
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s+(?:type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g;
const DYNAMIC_IMPORT = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sources(dir: string): SourceFile[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(file);
    if (!entry.name.endsWith('.ts')) return [];
    const text = readFileSync(file, 'utf8');
    const imports = [...text.matchAll(IMPORT), ...text.matchAll(DYNAMIC_IMPORT)]
      .map((m) => m[1]!)
      .filter((s) => s.startsWith('.'))
      .map((s) => path.resolve(path.dirname(file), s));
    return [{ file, module: moduleOf(file), text, imports }];
  });
}

function moduleOf(file: string): string | undefined {
  const rel = path.relative(MODULES, file);
  return rel.startsWith('..') || !rel.includes(path.sep) ? undefined : rel.split(path.sep)[0];
}

const rel = (file: string) => path.relative(SRC, file);
const files = sources(SRC);

/** Imports of another module's files other than its public entry points. */
function deepImports(): string[] {
  return files.flatMap((f) =>
    f.imports.flatMap((target) => {
      const owner = moduleOf(target);
      if (!owner || owner === f.module) return [];
      const name = path.basename(target);
      if (path.dirname(target) === path.join(MODULES, owner) && name === 'index.ts') return [];
      if (isTestCode(path.basename(f.file)) && /-testing\.ts$/.test(name)) return [];
      return [`${rel(f.file)} imports ${rel(target)}`];
    }),
  );
}

/** Domain files (not routes, params, schemas, tests) importing src/http. */
function domainImportsOfHttp(): string[] {
  const http = path.join(SRC, 'http') + path.sep;
  return files
    .filter((f) => f.module && !isEdgeFile(path.basename(f.file)))
    .filter((f) => !isTestCode(path.basename(f.file)))
    .flatMap((f) =>
      f.imports.filter((t) => t.startsWith(http)).map((t) => `${rel(f.file)} imports ${rel(t)}`),
    );
}

/** Cycles in the graph of production imports between modules, each as `a → b → a`. */
function moduleCycles(): string[] {
  const edges = new Map<string, Set<string>>();
  for (const f of files) {
    if (!f.module || isTestCode(path.basename(f.file))) continue;
    for (const target of f.imports) {
      const to = moduleOf(target);
      if (to && to !== f.module) edges.set(f.module, (edges.get(f.module) ?? new Set()).add(to));
    }
  }
  const cycles = new Set<string>();
  const walk = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) {
      const loop = trail.slice(at);
      // One name per cycle: start it at its smallest module.
      const start = loop.indexOf([...loop].sort()[0]!);
      const named = [...loop.slice(start), ...loop.slice(0, start)];
      cycles.add([...named, named[0]].join(' → '));
      return;
    }
    for (const next of edges.get(node) ?? []) walk(next, [...trail, node]);
  };
  for (const node of edges.keys()) walk(node, []);
  return [...cycles].sort();
}

const TABLES: Array<[string, PgTable]> = Object.entries(schema).flatMap(([name, value]) =>
  is(value, PgTable) ? [[name, value] as [string, PgTable]] : [],
);
const ownerOf = (table: PgTable) => TABLE_OWNERS[getTableName(table)];
const ownerOfName = new Map(TABLES.map(([name, table]) => [name, ownerOf(table)]));
const ownerOfSqlName = new Map(TABLES.map(([, table]) => [getTableName(table), ownerOf(table)]));

const WRITE_CALL =
  /\.(insert|update|delete)\(\s*(?:schema\.)?(\w+)\s*\)|\bbulkInsert\(\s*\w+\s*,\s*(?:schema\.)?(\w+)/g;
const WRITE_SQL = /\b(?:insert\s+into|delete\s+from|update)\s+"?(\w+)"?/gi;

/** Writes of production module code to tables another module owns. */
function foreignWrites(): string[] {
  return files
    .filter((f) => f.module && !isTestCode(path.basename(f.file)))
    .flatMap((f) => {
      const written = [
        ...[...f.text.matchAll(WRITE_CALL)].map(
          (m) => ownerOfName.get(m[2] ?? m[3]!) && (m[2] ?? m[3]!),
        ),
        ...[...f.text.matchAll(WRITE_SQL)].map((m) => ownerOfSqlName.get(m[1]!) && m[1]!),
      ].filter((t): t is string => !!t);
      return written
        .filter((t) => ![f.module, 'shared'].includes(ownerOfName.get(t) ?? ownerOfSqlName.get(t)))
        .map((t) => `${rel(f.file)} writes ${t}`);
    });
}

describe('module boundaries', () => {
  it('finds imports, including multi-line and type-only ones', () => {
    const app = files.find((f) => rel(f.file) === path.join('http', 'app.ts'))!;
    expect(app.imports.filter((t) => moduleOf(t)).length).toBeGreaterThan(10);
  });

  it('imports other modules only through their index.ts', () => {
    expect(deepImports()).toEqual([]);
  });

  it('keeps src/http out of domain files', () => {
    expect(domainImportsOfHttp()).toEqual([]);
  });

  it('has no import cycle between modules', () => {
    expect(moduleCycles()).toEqual([]);
  });

  it('knows the owner of every table from its schema file', () => {
    const names = TABLES.map(([, t]) => getTableName(t));
    expect(names.filter((n) => !TABLE_OWNERS[n])).toEqual([]);
    expect(TABLE_OWNERS).toMatchObject({
      inventory: 'inventory',
      baskets: 'baskets',
      meta: 'shared',
    });
  });

  it('writes only tables of the writing module', () => {
    expect(foreignWrites()).toEqual([]);
  });
});
