import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { championSignupModes, type ChampionSignup } from '../shared/permissions.ts';
import type { Quotas } from '../shared/quotas.ts';
import { parseAllowedHosts } from './lib/http-fetch/allowed-hosts.ts';
import { quotaEnv, quotasFrom } from './lib/quota-settings.ts';

/** The days WEEKLY_EMAIL_DAY may name, Monday first (the order of the job runner's UTC weeks). */
export const weeklyEmailDays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type WeeklyEmailDay = (typeof weeklyEmailDays)[number];

const optionalText = z
  .string()
  .trim()
  .transform((v) => (v === '' ? undefined : v))
  .optional();

const urlText = (what: string) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : v))
    .pipe(z.url(`${what} must be a URL`).optional())
    .optional();

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    /** Set by npm to the script it runs: "start" under `npm start`. */
    npm_lifecycle_event: z.string().optional(),
    /** Where recipe photos live; DATA_DIR/photos unless set. Several app servers point it at one shared volume. */
    PHOTOS_DIR: optionalText,
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must start with postgres:// or postgresql://')
        .optional(),
    ),
    BASE_URL: urlText('BASE_URL'),
    AUTH_SECRET: optionalText.pipe(z.string().min(32, 'AUTH_SECRET must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    /** Where Google's OpenID configuration lives; only tests point it elsewhere (a local OpenID provider). */
    GOOGLE_ISSUER: urlText('GOOGLE_ISSUER'),
    OIDC_ISSUER: urlText('OIDC_ISSUER'),
    OIDC_CLIENT_ID: optionalText,
    OIDC_CLIENT_SECRET: optionalText,
    OIDC_NAME: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, 'SMTP_URL must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: optionalText,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** Comma-separated addresses or CIDR ranges of reverse proxies whose X-Forwarded-For is believed. */
    TRUSTED_PROXIES: optionalText,
    /**
     * Comma-separated host:port pairs the recipe importer may fetch although they resolve to a private address
     * (an intranet recipe site; the tests' local pages). See docs/decisions/0006-recipe-import.md.
     */
    IMPORT_ALLOWED_HOSTS: optionalText,
    /** Invitations one person may have emailed per hour and per day (docs/decisions/0025-mail-and-stored-secrets.md). */
    INVITATION_EMAILS_PER_HOUR: z.coerce.number().int().min(1).max(10_000).default(10),
    INVITATION_EMAILS_PER_DAY: z.coerce.number().int().min(1).max(100_000).default(30),
    /** What choosing Champion or Both does: `open` grants it, `approval` asks an admin (decision 0024). */
    CHAMPION_SIGNUP: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(championSignupModes, { error: 'CHAMPION_SIGNUP must be open or approval' }))
      .default('open'),
    /** Background jobs of one kind one app server runs at once (docs/decisions/0067-one-job-runner.md). */
    JOB_CONCURRENCY: z.coerce
      .number()
      .int()
      .min(1, 'JOB_CONCURRENCY must be a whole number from 1 to 32')
      .max(32, 'JOB_CONCURRENCY must be a whole number from 1 to 32')
      .default(2),
    /** How often an idle app server looks for background jobs that are due, in seconds. */
    JOB_POLL_SECONDS: z.coerce
      .number()
      .min(0.5, 'JOB_POLL_SECONDS must be from 0.5 to 60')
      .max(60, 'JOB_POLL_SECONDS must be from 0.5 to 60')
      .default(2),
    /** When the weekly email goes out: the day (UTC) and hour (0–23, UTC) (docs/decisions/0084-the-weekly-digest.md). */
    WEEKLY_EMAIL_DAY: z
      .string()
      .trim()
      .toLowerCase()
      .pipe(z.enum(weeklyEmailDays, { error: `WEEKLY_EMAIL_DAY must be one of ${weeklyEmailDays.join(', ')}` }))
      .default('friday'),
    WEEKLY_EMAIL_HOUR: z.coerce
      .number()
      .int('WEEKLY_EMAIL_HOUR must be a whole hour from 0 to 23 (UTC)')
      .min(0, 'WEEKLY_EMAIL_HOUR must be a whole hour from 0 to 23 (UTC)')
      .max(23, 'WEEKLY_EMAIL_HOUR must be a whole hour from 0 to 23 (UTC)')
      .default(16),
    ...quotaEnv,
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: 'custom',
        path: ['GOOGLE_CLIENT_ID'],
        message: 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
      });
    }
    const oidc = [env.OIDC_ISSUER, env.OIDC_CLIENT_ID, env.OIDC_CLIENT_SECRET];
    if (oidc.some(Boolean) && !oidc.every(Boolean)) {
      ctx.addIssue({
        code: 'custom',
        path: ['OIDC_ISSUER'],
        message: 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together, or none',
      });
    }
    try {
      parseAllowedHosts(env.IMPORT_ALLOWED_HOSTS);
    } catch (err) {
      ctx.addIssue({ code: 'custom', path: ['IMPORT_ALLOWED_HOSTS'], message: (err as Error).message });
    }
  });

export interface OidcProviderConfig {
  providerId: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  /** Recipe photo files (PHOTOS_DIR, else DATA_DIR/photos): shared by every app server of one installation. */
  photosDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  baseUrl: string;
  /** BASE_URL was set: only it is accepted. Unset, a request may also come from the address it was sent to. */
  baseUrlSet: boolean;
  /** Started by `npm start`: say in one plain line where to open the app, for the person at the terminal. */
  announceAddress: boolean;
  authSecret: string;
  google: OidcProviderConfig | null;
  oidc: OidcProviderConfig | null;
  smtpUrl: string | null;
  mailFrom: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustedProxies: string[];
  /** Normalised `host:port` pairs the recipe importer may fetch inside the network (IMPORT_ALLOWED_HOSTS). */
  importAllowedHosts: string[];
  /** How many invitations one person may have emailed per hour and per day. */
  invitationEmails: { perHour: number; perDay: number };
  /** CHAMPION_SIGNUP: whether choosing Champion makes a champion at once or asks an admin. */
  championSignup: ChampionSignup;
  /** Per-account limits (QUOTA_*; docs/decisions/0023-quotas.md). */
  quotas: Quotas;
  /** The job runner's settings (JOB_CONCURRENCY, JOB_POLL_SECONDS; docs/decisions/0067-one-job-runner.md). */
  jobs: { concurrency: number; pollIntervalMs: number };
  /** When the weekly email goes out each week (WEEKLY_EMAIL_DAY, WEEKLY_EMAIL_HOUR): a day and an hour, UTC. */
  weeklyEmail: { day: WeeklyEmailDay; hour: number };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function discoveryUrlFor(issuer: string): string {
  return `${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
}

/** AUTH_SECRET when given; otherwise one generated once and kept in DATA_DIR (mode 0600). */
function loadOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'auth-secret');
  if (existsSync(file)) {
    const secret = readFileSync(file, 'utf8').trim();
    if (secret.length >= 32) return secret;
  }
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600); // `mode` applies only to a new file; a too-short one being replaced keeps its own
  return secret;
}

/** Reads the environment once, validates it and fails fast with every problem named. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.') || '(environment)'}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = path.resolve(env.DATA_DIR);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 }); // a new DATA_DIR: the server's user only
  const baseUrl = (env.BASE_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, '');

  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    photosDir: env.PHOTOS_DIR ? path.resolve(env.PHOTOS_DIR) : path.join(dataDir, 'photos'),
    database: env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'champion-kitchen.db') },
    baseUrl,
    baseUrlSet: env.BASE_URL !== undefined,
    announceAddress: env.npm_lifecycle_event === 'start',
    authSecret: env.AUTH_SECRET ?? loadOrCreateSecret(dataDir),
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            providerId: 'google',
            name: 'Google',
            discoveryUrl: discoveryUrlFor(env.GOOGLE_ISSUER ?? 'https://accounts.google.com'),
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : null,
    oidc:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET
        ? {
            providerId: 'oidc',
            name: env.OIDC_NAME ?? 'single sign-on',
            discoveryUrl: discoveryUrlFor(env.OIDC_ISSUER),
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
          }
        : null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM ?? 'Champion Kitchen <no-reply@localhost>',
    logLevel: env.LOG_LEVEL,
    trustedProxies: (env.TRUSTED_PROXIES ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    importAllowedHosts: parseAllowedHosts(env.IMPORT_ALLOWED_HOSTS),
    invitationEmails: { perHour: env.INVITATION_EMAILS_PER_HOUR, perDay: env.INVITATION_EMAILS_PER_DAY },
    championSignup: env.CHAMPION_SIGNUP,
    quotas: quotasFrom(env),
    jobs: { concurrency: env.JOB_CONCURRENCY, pollIntervalMs: Math.round(env.JOB_POLL_SECONDS * 1000) },
    weeklyEmail: { day: env.WEEKLY_EMAIL_DAY, hour: env.WEEKLY_EMAIL_HOUR },
  };
}
