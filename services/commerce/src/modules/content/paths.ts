/**
 * Field paths of the content API: dotted (`post.categories`), comma-separated in query strings
 * (`sections,post.categories`). A set of paths becomes a tree so that each level of references
 * is resolved with one query.
 */
export type PathTree = Map<string, PathTree>;

export const PATH_SEGMENT = /^[A-Za-z0-9_-]+$/;

export const splitPath = (path: string): string[] => path.split('.');

/**
 * Deepest field path accepted. Content models here nest a few levels; a path is resolved (and,
 * in searches, turned into a JSON path query) segment by segment, so an unbounded one only costs.
 */
export const MAX_PATH_SEGMENTS = 16;

export const isValidPath = (path: string): boolean => {
  const segments = splitPath(path);
  return segments.length <= MAX_PATH_SEGMENTS && segments.every((s) => PATH_SEGMENT.test(s));
};

export function pathTree(paths: readonly string[]): PathTree {
  const root: PathTree = new Map();
  for (const path of paths) {
    let node = root;
    for (const segment of splitPath(path)) {
      let next = node.get(segment);
      if (!next) node.set(segment, (next = new Map<string, PathTree>()));
      node = next;
    }
  }
  return root;
}

export type JsonObject = Record<string, unknown>;

export const isObject = (v: unknown): v is JsonObject =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Calls `visit(container, key)` for every place the tree's first level names in `node`: a field,
 * or each element when the field is an array. `container[key]` is the value found there.
 */
export function eachSlot(
  node: JsonObject,
  tree: PathTree,
  visit: (container: JsonObject | unknown[], key: string | number, subtree: PathTree) => void,
): void {
  for (const [field, subtree] of tree) {
    const value = node[field];
    if (Array.isArray(value)) value.forEach((_, i) => visit(value, i, subtree));
    else if (value !== undefined) visit(node, field, subtree);
  }
}
