/**
 * Sizes of source code for `bench/code-size.ts`: lines per file and per function, found with the
 * TypeScript parser so arrow functions held in constants count under their constant's name.
 */
import ts from 'typescript';

export interface FunctionSize {
  name: string;
  line: number;
  lines: number;
}

/** A test, a journey or its page objects: not product code. */
export const isTestFile = (path: string) =>
  /\.(test|spec)\.tsx?$/.test(path) || path.startsWith('e2e/');

export const isSourceFile = (path: string) => /\.tsx?$/.test(path) && !path.endsWith('.d.ts');

/** Lines as an editor counts them: a final newline does not start another line. */
export const lineCount = (text: string) =>
  text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0);

const nameOf = (node: ts.Node, source: ts.SourceFile): string => {
  const named = node as ts.Node & { name?: ts.Node };
  if (named.name && !ts.isComputedPropertyName(named.name)) return named.name.getText(source);
  const parent = node.parent;
  if (
    (ts.isVariableDeclaration(parent) || ts.isPropertyAssignment(parent)) &&
    !ts.isComputedPropertyName(parent.name)
  )
    return parent.name.getText(source);
  return '(anonymous)';
};

/** Every function in `text` (nested ones too, each counted with its own lines). */
export function functionSizes(fileName: string, text: string): FunctionSize[] {
  const kind = fileName.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const found: FunctionSize[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const last = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      found.push({ name: nameOf(node, source), line: first + 1, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
