import type { Database } from '@solo/db';
import { CONTENT_DIR } from '@solo/fixtures';
import type { Logger } from '../../logger.ts';
import { communityIndexInStep, rebuildCommunityIndex } from './community-index.ts';
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
  const report = (await contentFolderChanged(db, root))
    ? await importContentFolder(db, root)
    : undefined;
  // The index is written with every entry; only a database older than the index is out of step.
  if (!(await communityIndexInStep(db)))
    log.info(await rebuildCommunityIndex(db), 'community search index rebuilt');
  if (!report) return undefined;
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
