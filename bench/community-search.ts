/**
 * Community search latency: GET /content-stack/search through the commerce app (`app.request()`:
 * routing, validation, the query and the JSON wire shape; no network), on the demo community
 * content and on a generated corpus of BENCH_COMMUNITY_POSTS (default 10,000) posts, a fifth of
 * them with a German translation, on PGlite, and on PostgreSQL too when DATABASE_URL is set.
 * The generated posts share a small vocabulary, so most queries match nearly every post: the
 * worst case of ranking, where every match is ranked before the page is cut.
 * The generated posts are written as content rows and indexed by the content module's own
 * rebuild (the indexing every content write runs). Beside each figure: a primary-key read of one
 * content entry on the same database in the same run, and the ratio.
 * `npm run bench:community-search` runs it.
 */
import { and, eq } from 'drizzle-orm';
import {
  createCommerceApp,
  createLogger,
  importContentFolder,
  loadConfig,
  rebuildCommunityIndex,
} from '@solo/commerce';
import { bulkInsert, schema, type DatabaseHandle } from '@solo/db';
import { CONTENT_DIR } from '@solo/fixtures';
import { openBenchDatabase } from './lib/bench-database.ts';
import { round, timed } from './lib/stats.ts';

/** What shoppers type, letter by letter, with phrases and operators; in English and German. */
const QUERIES: Array<[string, string]> = [
  ['en-us', 'p'],
  ['en-us', 'pi'],
  ['en-us', 'piz'],
  ['en-us', 'pizza'],
  ['en-us', 'fire pit'],
  ['en-us', 'margherita'],
  ['en-us', 'smoke'],
  ['en-us', 'camp stove'],
  ['en-us', '"fire pit" safety'],
  ['en-us', 'cast iron -pizza'],
  ['de-de', 'pizza'],
  ['de-de', 'feuer'],
];

const WORDS = (
  'fire pit pizza oven stove grill smoke ember ash cedar oak birch steel iron skillet dough ' +
  'winter summer lake cabin camp trail backyard garden evening friends family bread steak ' +
  'vegetables chili ramen burger breakfast safety care storage cover kindling spark flame'
).split(' ');
const GERMAN = 'Feuer Ofen Holz Rauch Glut Pfanne Teig Winter Sommer See Hütte Garten Abend'.split(
  ' ',
);
const CATEGORIES = ['guides', 'recipes', 'videos', 'stories', 'blog'];
const TYPES: Record<string, string> = {
  guides: 'Article',
  recipes: 'Recipe',
  videos: 'VideoObject',
  stories: 'Article',
  blog: 'BlogPosting',
};

/** A deterministic pseudo-random source, so every run searches the same corpus. */
function random(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2 ** 31;
    return s / 2 ** 31;
  };
}

/** `count` posts (a fifth also in German) and their categories, as content rows. */
export function generatedRows(count: number) {
  const next = random(42);
  const pick = (list: string[]) => list[Math.floor(next() * list.length)]!;
  const words = (n: number, list = WORDS) => Array.from({ length: n }, () => pick(list)).join(' ');
  const rows: Array<typeof schema.contentEntries.$inferInsert> = CATEGORIES.map((uid) => ({
    contentTypeUid: 'community_category',
    uid,
    locale: 'en-us',
    title: uid,
    body: { title: uid[0]!.toUpperCase() + uid.slice(1), url: `/${uid}` },
  }));
  for (let i = 0; i < count; i++) {
    const uid = `generated-post-${i}`;
    const category = pick(CATEGORIES);
    const post = (locale: string, vocabulary: string[]) => {
      const title = words(5, vocabulary);
      return {
        contentTypeUid: 'community_posts',
        uid,
        locale,
        title,
        body: {
          title,
          url: `/${uid}`,
          summary: words(20, vocabulary),
          featured_image: { url: `/images/content/community/${uid}.svg`, alt: title },
          categories: [{ _content_type_uid: 'community_category', uid: category }],
          publish_date: new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString(),
          post_type: TYPES[category],
          post_author: { name: `Author ${i % 40}` },
          tags: [pick(WORDS), pick(WORDS)],
          body: {
            type: 'doc',
            children: Array.from({ length: 6 }, () => ({
              type: 'p',
              children: [{ text: words(60, vocabulary) }],
            })),
          },
        },
      };
    };
    rows.push(post('en-us', WORDS));
    if (i % 5 === 0) rows.push(post('de', [...GERMAN, ...WORDS]));
  }
  return rows;
}

export interface CommunityLatencyRow {
  database: string;
  corpus: string;
  measure: string;
  requests: number;
  p50: number;
  p95: number;
  'p50 ÷ PK read': number;
  'p95 ÷ PK read': number;
}

async function measure(
  handle: DatabaseHandle,
  database: string,
  corpus: string,
  iterations: number,
): Promise<CommunityLatencyRow[]> {
  const app = createCommerceApp({
    db: handle,
    config: loadConfig({ LOG_LEVEL: 'silent' }),
    logger: createLogger('silent'),
  });
  const uids = (
    await handle.db
      .select({ uid: schema.contentEntries.uid })
      .from(schema.contentEntries)
      .where(eq(schema.contentEntries.contentTypeUid, 'community_posts'))
      .limit(500)
  ).map((r) => r.uid);
  const pk = await timed(iterations, async (i) => {
    await handle.db
      .select()
      .from(schema.contentEntries)
      .where(
        and(
          eq(schema.contentEntries.contentTypeUid, 'community_posts'),
          eq(schema.contentEntries.uid, uids[i % uids.length] ?? ''),
          eq(schema.contentEntries.locale, 'en-us'),
        ),
      );
  });
  const search = await timed(iterations, async (i) => {
    const [locale, q] = QUERIES[i % QUERIES.length]!;
    const res = await app.request(
      `/content-stack/search?index=community_posts&hitsPerPage=4&locale=${locale}&q=${encodeURIComponent(q)}`,
    );
    if (res.status !== 200) throw new Error(`${q}: ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  });
  const row = (label: string, r: typeof pk): CommunityLatencyRow => ({
    database,
    corpus,
    measure: label,
    requests: r.requests,
    p50: round(r.p50, 2),
    p95: round(r.p95, 2),
    'p50 ÷ PK read': round(r.p50 / pk.p50, 1),
    'p95 ÷ PK read': round(r.p95 / pk.p95, 1),
  });
  return [
    row('PK read of a content entry (baseline)', pk),
    row('community search (4 hits)', search),
  ];
}

export async function benchCommunitySearch(options: {
  iterations: number;
  posts: number;
}): Promise<CommunityLatencyRow[]> {
  const rows: CommunityLatencyRow[] = [];
  const kinds = (['pglite', 'postgres'] as const).filter(
    (kind) => kind === 'pglite' || !!process.env.DATABASE_URL,
  );
  for (const kind of kinds) {
    for (const corpus of ['demo', 'generated'] as const) {
      const { handle, drop } = await openBenchDatabase(kind, 4);
      try {
        const started = performance.now();
        if (corpus === 'demo') await importContentFolder(handle.db, CONTENT_DIR);
        else {
          await bulkInsert(handle.db, schema.contentEntries, generatedRows(options.posts));
          await rebuildCommunityIndex(handle.db);
        }
        const documents = await handle.db.$count(schema.communitySearchDocuments);
        console.log(
          `${kind}, ${corpus} posts: ${documents} search documents written in ${Math.round(performance.now() - started)} ms`,
        );
        rows.push(
          ...(await measure(
            handle,
            kind,
            `${corpus} (${documents} documents)`,
            options.iterations,
          )),
        );
      } finally {
        await handle.close();
        await drop();
      }
    }
  }
  return rows;
}

if (import.meta.main) {
  console.table(
    await benchCommunitySearch({
      iterations: Number(process.env.BENCH_SEARCH_ITERATIONS ?? 300),
      posts: Number(process.env.BENCH_COMMUNITY_POSTS ?? 10_000),
    }),
  );
}
