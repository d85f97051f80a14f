import type { ImportReport } from './import.ts';

/** The import's report as an operator reads it: each change on its own line, then the totals. */
export function formatReport(r: ImportReport): string {
  if (r.problems.length)
    return [
      `Nothing imported: ${r.problems.length} problem(s) in the content folder`,
      ...r.problems.map((p) => `  ${p.file}${p.field ? ` ${p.field}` : ''}: ${p.message}`),
    ].join('\n');
  const would = r.dryRun ? 'would be ' : '';
  const lines = [
    ...r.created.map((k) => `  ${would}created  ${k}`),
    ...r.updated.map((k) => `  ${would}updated  ${k}`),
    ...r.deleted.map((k) => `  ${would}deleted  ${k}`),
    ...r.kept.map((k) => `  kept     ${k} (changed through the API since the last import)`),
    ...r.assets.map((p) => `  ${would}stored   ${p}`),
  ];
  const changes = r.created.length + r.updated.length + r.deleted.length + r.assets.length;
  const total = `${r.created.length} created, ${r.updated.length} updated, ${r.deleted.length} deleted, ${r.kept.length} kept, ${r.unchanged} unchanged, ${r.assets.length} assets`;
  if (changes === 0) return [...lines, `Nothing to change (${total})`].join('\n');
  return [...lines, r.dryRun ? `Dry run, nothing written: ${total}` : `Imported: ${total}`].join(
    '\n',
  );
}
