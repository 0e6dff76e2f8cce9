/**
 * What one catalogue search costs when no kept page answers it (docs/performance.md): the benchmark's
 * catalogue alone (100,000 recipes, or 2,000 with --quick), then each query of the search scenario asked in
 * process 31 times, the catalogue's version moved before each so the kept pages (decision 0021) never answer.
 * Prints the median and the slowest per query, and what the last answer held. With --suits, each query is also
 * asked with the dietary chips vegetarian and gluten-free, and kept to what suits the searcher's household, whose
 * one member has those needs (decision 0065), the three in turn.
 *
 *   node --import tsx scripts/bench/uncached-search.ts [--db sqlite|postgres] [--quick] [--suits]
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { createDb } from '../../src/server/db/kysely.ts';
import { migrateToLatest } from '../../src/server/db/migrate.ts';
import { searchCatalogue, type CatalogueQuery } from '../../src/server/modules/catalogue/index.ts';
import { findPostgresBin, startPostgresCluster, type PostgresCluster } from '../../src/server/test/postgres-cluster.ts';
import { generateDataset } from './dataset.ts';
import { SEARCH_QUERIES } from './scenarios.ts';

const RUNS = 31;
const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'sqlite' },
    quick: { type: 'boolean', default: false },
    suits: { type: 'boolean', default: false },
  },
});
if (values.db !== 'sqlite' && values.db !== 'postgres') throw new Error('--db must be sqlite or postgres');

const dir = mkdtempSync(path.join(os.tmpdir(), 'ck-uncached-search-'));
let cluster: PostgresCluster | null = null;
try {
  if (values.db === 'postgres') {
    const bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL is not installed');
    cluster = await startPostgresCluster(bin);
  }
  const db = createDb(cluster ? { kind: 'postgres', url: cluster.url } : { kind: 'sqlite', file: path.join(dir, 'catalogue.db') });
  try {
    await migrateToLatest(db);
    const catalogue = values.quick ? 2_000 : 100_000;
    const dataset = await generateDataset(db, { catalogue, users: 1, heavyCollection: 1 }, 'uncached-search'.padEnd(64, '-'), (line) =>
      console.error(line),
    );
    const searcher = dataset.users[0]?.id ?? 'nobody';
    if (values.suits) {
      await db.kysely
        .updateTable('user')
        .set({ dietaryNeeds: JSON.stringify(['vegetarian', 'gluten-free']) })
        .where('id', '=', searcher)
        .execute();
    }
    if (db.kind === 'postgres') await sql`analyze`.execute(db.kysely);
    console.log(
      `${db.kind}: ${catalogue} catalogue recipes, each query ${RUNS} times, no kept page${values.suits ? '; plain, with chips vegetarian + gluten-free, suiting a household with those needs' : ''}`,
    );
    // With --suits, three searches of each query in turn, so the machine's ups and downs fall on all three alike: the
    // query alone, with the same needs as dietary chips, and kept to what suits the household.
    const variants: { name: string; search: Omit<CatalogueQuery, 'q' | 'limit'> }[] = values.suits
      ? [
          { name: 'plain', search: {} },
          { name: 'chips', search: { dietary: ['vegetarian', 'gluten-free'] } },
          { name: 'suits', search: { suits: 'household' } },
        ]
      : [{ name: '', search: {} }];
    for (const q of SEARCH_QUERIES) {
      const times = variants.map((): number[] => []);
      const last: (Awaited<ReturnType<typeof searchCatalogue>> | null)[] = variants.map(() => null);
      for (let i = 0; i < RUNS; i++) {
        for (const [v, variant] of variants.entries()) {
          await sql`update "catalogueVersion" set "version" = "version" + 1 where "id" = 1`.execute(db.kysely);
          const started = performance.now();
          last[v] = await searchCatalogue(db, searcher, { q, limit: 24, ...variant.search });
          times[v]?.push(performance.now() - started);
        }
      }
      for (const [v, variant] of variants.entries()) {
        const sorted = (times[v] ?? []).sort((a, b) => a - b);
        const median = sorted[Math.floor(RUNS / 2)] ?? 0;
        const slowest = sorted[RUNS - 1] ?? 0;
        const answer = last[v];
        const found = `${answer?.recipes.length ?? 0}${answer?.nextCursor ? '+' : ''} found`;
        const suggestion = answer?.suggestion ? `, did you mean "${answer.suggestion}"` : '';
        console.log(
          `${q.padEnd(14)}${variant.name ? ` ${variant.name.padEnd(5)}` : ''} median ${median.toFixed(1).padStart(6)} ms  slowest ${slowest.toFixed(1).padStart(6)} ms  ${found}${suggestion}`,
        );
      }
    }
  } finally {
    await db.destroy();
  }
} finally {
  cluster?.stop();
  rmSync(dir, { recursive: true, force: true });
}
