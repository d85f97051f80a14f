import type { TestProject } from 'vitest/node';
import {
  MIGRATED,
  ensurePgliteTemplate,
  ensurePostgresTemplate,
  startTestRun,
} from '@solo/db/testing';
import { DEMO_DATA } from '@solo/fixtures/testing';

/**
 * One test run: it builds the templates every test file copies its database from (see
 * @solo/db/testing) before the first file starts, outside any hook's timeout; at the end the
 * run's directory, templates and databases go.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.DATABASE_URL;
  const { run, finish } = startTestRun(serverUrl);
  try {
    for (const template of [MIGRATED, DEMO_DATA]) {
      if (project.config.env.TEST_DB === 'postgres' && serverUrl)
        await ensurePostgresTemplate(serverUrl, run, template);
      else await ensurePgliteTemplate(run, template);
    }
  } catch (error) {
    await finish();
    throw error;
  }
  project.provide('testRun', run);
  return finish;
}
