import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const tempDir = () => mkdtempSync(path.join(os.tmpdir(), 'ck-config-'));

describe('loadConfig', () => {
  it('runs on embedded SQLite in DATA_DIR with defaults', () => {
    const dir = tempDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.baseUrl).toBe('http://localhost:3000');
    expect(config.database).toEqual({ kind: 'sqlite', file: path.join(dir, 'champion-kitchen.db') });
    expect(config.google).toBeNull();
    expect(config.oidc).toBeNull();
    expect(config.smtpUrl).toBeNull();
  });

  it('announces where to open the app only under `npm start`, not under the tests, the CLI or a container', () => {
    const dir = tempDir();
    expect(loadConfig({ DATA_DIR: dir, npm_lifecycle_event: 'start' }).announceAddress).toBe(true);
    expect(loadConfig({ DATA_DIR: dir, npm_lifecycle_event: 'cli' }).announceAddress).toBe(false);
    expect(loadConfig({ DATA_DIR: dir }).announceAddress).toBe(false);
  });

  it('generates AUTH_SECRET once, keeps it in DATA_DIR readable only by its owner, and reuses it', () => {
    const dir = tempDir();
    const first = loadConfig({ DATA_DIR: dir }).authSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(path.join(dir, 'auth-secret')).mode & 0o077).toBe(0);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(first);
    expect(loadConfig({ DATA_DIR: dir, AUTH_SECRET: 'y'.repeat(40) }).authSecret).toBe('y'.repeat(40));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'postgres://app@db.internal:5432/kitchen' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://app@db.internal:5432/kitchen' });
  });

  it('configures Google and a generic OpenID provider by their discovery documents', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      GOOGLE_CLIENT_ID: 'g-id',
      GOOGLE_CLIENT_SECRET: 'g-secret',
      OIDC_ISSUER: 'https://id.example.org/realms/kitchen/',
      OIDC_CLIENT_ID: 'o-id',
      OIDC_CLIENT_SECRET: 'o-secret',
      OIDC_NAME: 'Example ID',
    });
    expect(config.google).toMatchObject({
      providerId: 'google',
      discoveryUrl: 'https://accounts.google.com/.well-known/openid-configuration',
    });
    expect(config.oidc).toMatchObject({
      providerId: 'oidc',
      name: 'Example ID',
      discoveryUrl: 'https://id.example.org/realms/kitchen/.well-known/openid-configuration',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL must start with postgres://'],
    [{ BASE_URL: 'not a url' }, 'BASE_URL must be a URL'],
    [{ AUTH_SECRET: 'too short' }, 'AUTH_SECRET must be at least 32 characters'],
    [{ GOOGLE_CLIENT_ID: 'only-the-id' }, 'set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET'],
    [{ OIDC_ISSUER: 'https://id.example.org' }, 'set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL must start with smtp://'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('fails fast on %o, naming the problem', (env, message) => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: tempDir(), ...env })).toThrow(message);
  });

  it('takes CHAMPION_SIGNUP open (the default) or approval, and refuses anything else', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).championSignup).toBe('open');
    expect(loadConfig({ DATA_DIR: tempDir(), CHAMPION_SIGNUP: ' Approval ' }).championSignup).toBe('approval');
    expect(() => loadConfig({ DATA_DIR: tempDir(), CHAMPION_SIGNUP: 'closed' })).toThrow(/CHAMPION_SIGNUP must be open or approval/);
  });

  it('runs two background jobs of a kind at once, looking every 2 s, unless told otherwise within bounds', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).jobs).toEqual({ concurrency: 2, pollIntervalMs: 2000 });
    expect(loadConfig({ DATA_DIR: tempDir(), JOB_CONCURRENCY: '4', JOB_POLL_SECONDS: '0.5' }).jobs).toEqual({
      concurrency: 4,
      pollIntervalMs: 500,
    });
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_CONCURRENCY: '0' })).toThrow(/JOB_CONCURRENCY must be a whole number from 1 to 32/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JOB_POLL_SECONDS: '0.1' })).toThrow(/JOB_POLL_SECONDS must be from 0.5 to 60/);
  });

  it('names every problem at once', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'x', AUTH_SECRET: 'short' })).toThrow(/PORT[\s\S]*AUTH_SECRET/);
  });
});
