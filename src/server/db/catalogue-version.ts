import { compiledOnce, type Db } from './kysely.ts';

const versionQuery = compiledOnce<{ version: number | string }, [id: number]>((kysely) =>
  kysely.selectFrom('catalogueVersion').select('version').where('id', '=', 0),
);

/**
 * The catalogue's version: a number that moves with every change to a catalogue recipe or tag, by any writer on any
 * server (migration 0007's triggers). What a process keeps of the catalogue is kept under it.
 */
export async function catalogueVersion(db: Db): Promise<number> {
  const [row] = await versionQuery(db, 1);
  return Number(row?.version ?? 0);
}
