import type { Database } from '@solo/db';
import type { EntryReference } from '@solo/content-model';
import { eachSlot, isObject, type JsonObject, type PathTree } from './paths.ts';
import { findReferenced, refKey, toEntry } from './store.ts';

export const isReference = (v: unknown): v is EntryReference & JsonObject =>
  isObject(v) && typeof v.uid === 'string' && typeof v._content_type_uid === 'string';

interface Slot {
  container: JsonObject | unknown[];
  key: string | number;
  ref: EntryReference;
  subtree: PathTree;
}

/** Finds the references the tree names in `node`; plain objects on the way are groups to enter. */
function collectSlots(node: JsonObject, tree: PathTree, slots: Slot[]): void {
  eachSlot(node, tree, (container, key, subtree) => {
    const value = (container as Record<string | number, unknown>)[key];
    if (isReference(value)) slots.push({ container, key, ref: value, subtree });
    else if (isObject(value) && subtree.size) collectSlots(value, subtree, slots);
  });
}

const MISSING = Symbol('missing reference');

/**
 * Replaces the references named by `tree` with the referenced entries (same locale, same
 * fallback), level by level: one query per level of the tree, however many entries. References
 * to entries that do not exist are dropped from arrays and become null in single fields.
 * Entries are changed in place.
 */
export async function resolveReferences(
  db: Database,
  roots: JsonObject[],
  tree: PathTree,
  locale: string,
): Promise<void> {
  let level = roots.map((node) => ({ node, tree }));
  while (level.length) {
    const slots: Slot[] = [];
    for (const { node, tree: t } of level) collectSlots(node, t, slots);
    if (!slots.length) return;
    const found = await findReferenced(
      db,
      slots.map((s) => s.ref),
      locale,
    );
    const next: typeof level = [];
    const pruned = new Set<unknown[]>();
    for (const slot of slots) {
      const row = found.get(refKey(slot.ref._content_type_uid, slot.ref.uid));
      const target = slot.container as Record<string | number, unknown>;
      if (!row) {
        target[slot.key] = Array.isArray(slot.container) ? MISSING : null;
        if (Array.isArray(slot.container)) pruned.add(slot.container);
        continue;
      }
      const entry = toEntry(row);
      target[slot.key] = entry;
      if (slot.subtree.size) next.push({ node: entry, tree: slot.subtree });
    }
    for (const array of pruned) {
      for (let i = array.length - 1; i >= 0; i--) if (array[i] === MISSING) array.splice(i, 1);
    }
    level = next;
  }
}

/** A JSON rich-text node embedding an entry (spec 000 §3 rich-text reference nodes). */
interface RteReferenceNode {
  type: 'reference';
  attrs: JsonObject & { 'entry-uid': string; 'content-type-uid': string };
}

const isRteReference = (v: unknown): v is RteReferenceNode =>
  isObject(v) &&
  v.type === 'reference' &&
  isObject(v.attrs) &&
  typeof v.attrs['entry-uid'] === 'string' &&
  typeof v.attrs['content-type-uid'] === 'string';

function collectRteNodes(value: unknown, out: RteReferenceNode[]): void {
  if (Array.isArray(value)) for (const item of value) collectRteNodes(item, out);
  else if (isObject(value)) {
    if (isRteReference(value)) out.push(value);
    for (const child of Object.values(value)) collectRteNodes(child, out);
  }
}

/** The values at the ends of the tree's paths (through arrays and nested objects). */
function valuesAt(node: JsonObject, tree: PathTree, out: unknown[]): void {
  eachSlot(node, tree, (container, key, subtree) => {
    const value = (container as Record<string | number, unknown>)[key];
    if (!subtree.size) out.push(value);
    else if (isObject(value)) valuesAt(value, subtree, out);
  });
}

/**
 * In the JSON rich-text fields named by `tree`, attaches each embedded entry to its reference
 * node as `attrs.entry` (one query for all of them). Run after resolveReferences, so paths may
 * go through resolved references (`sections.content`).
 */
export async function attachRteEntries(
  db: Database,
  roots: JsonObject[],
  tree: PathTree,
  locale: string,
): Promise<void> {
  const fields: unknown[] = [];
  for (const root of roots) valuesAt(root, tree, fields);
  const nodes: RteReferenceNode[] = [];
  collectRteNodes(fields, nodes);
  if (!nodes.length) return;
  const refs = nodes.map((n) => ({
    _content_type_uid: n.attrs['content-type-uid'],
    uid: n.attrs['entry-uid'],
  }));
  const found = await findReferenced(db, refs, locale);
  for (const node of nodes) {
    const row = found.get(refKey(node.attrs['content-type-uid'], node.attrs['entry-uid']));
    if (row) node.attrs.entry = toEntry(row);
  }
}
