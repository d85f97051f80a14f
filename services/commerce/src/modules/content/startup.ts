import type { Database } from '@solo/db';
import { CONTENT_DIR } from '@solo/fixtures';
import type { Logger } from '../../logger.ts';
import { contentFolderChanged, importContentFolder, type ImportReport } from './import.ts';

/**
 * At start: imports the content folder when it differs from the one last imported (the first
 * start, a deploy that changed content files). An invalid file is logged with its path and the
 * store keeps serving the content it has: a typo in one file must not stop the shop.
 */
export async function importContentOnStart(
  db: Database,
  log: Logger,
  root: string = CONTENT_DIR,
): Promise<ImportReport | undefined> {
  if (!(await contentFolderChanged(db, root))) return undefined;
  const report = await importContentFolder(db, root);
  if (report.problems.length)
    log.error({ problems: report.problems }, 'content folder not imported: invalid files');
  else
    log.info(
      {
        created: report.created.length,
        updated: report.updated.length,
        deleted: report.deleted.length,
        kept: report.kept.length,
        unchanged: report.unchanged,
        assets: report.assets.length,
      },
      'content folder imported',
    );
  return report;
}
