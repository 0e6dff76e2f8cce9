import { parseArgs } from 'node:util';
import type { DatabaseKind } from '../../src/server/db/kysely.ts';

export interface CommonFlags {
  databases: DatabaseKind[];
  quick: boolean;
  /** Seconds per measured run. */
  duration: number;
  connections: number;
  /** Rebuild dist/ first (`npm run build`). */
  build: boolean;
}

const positive = (name: string, value: string | undefined, fallback: number) => {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`--${name} must be a positive number, not "${value}"`);
  return n;
};

/** --db sqlite|postgres|both, --quick, --duration <s>, --connections <n>, --build; defaults per script. */
export function parseFlags(
  argv: string[],
  defaults: { duration: number; quickDuration: number; connections: number; quickConnections: number },
  usage: string,
  extra: Record<string, { type: 'string' | 'boolean' }> = {},
): CommonFlags & { extra: Record<string, string | boolean | undefined> } {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: {
        db: { type: 'string', default: 'both' },
        quick: { type: 'boolean', default: false },
        duration: { type: 'string' },
        connections: { type: 'string' },
        build: { type: 'boolean', default: false },
        help: { type: 'boolean', default: false },
        ...extra,
      },
      strict: true,
      allowPositionals: false,
    });
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
  const { values } = parsed;
  if (values.help) {
    console.log(usage);
    process.exit(0);
  }
  const db = String(values.db);
  if (!['sqlite', 'postgres', 'both'].includes(db)) {
    console.error(`--db must be sqlite, postgres or both, not "${db}"\n\n${usage}`);
    process.exit(2);
  }
  const quick = Boolean(values.quick);
  try {
    return {
      databases: db === 'both' ? ['sqlite', 'postgres'] : [db as DatabaseKind],
      quick,
      duration: positive('duration', values.duration as string | undefined, quick ? defaults.quickDuration : defaults.duration),
      connections: Math.round(
        positive('connections', values.connections as string | undefined, quick ? defaults.quickConnections : defaults.connections),
      ),
      build: Boolean(values.build),
      extra: values as Record<string, string | boolean | undefined>,
    };
  } catch (err) {
    console.error(`${(err as Error).message}\n\n${usage}`);
    process.exit(2);
  }
}
