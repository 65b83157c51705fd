import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs with no configuration at all: embedded database, file mail, offline engine', () => {
    const config = loadConfig({}, '/srv/caseboard');
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/caseboard/data',
      databaseUrl: undefined,
      maxProjects: 3,
      betaSeats: 200,
      secure: false,
      analytics: null,
      mail: { transport: 'file', outboxDir: '/srv/caseboard/data/mail' },
      ai: { provider: 'offline' },
    });
    expect(config.publicUrl.toString()).toBe('http://localhost:3000/');
  });

  it('names every bad variable in one error', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        MAX_PROJECTS: '0',
        DATABASE_URL: 'mysql://x',
        AI_PROVIDER: 'skynet',
        PUBLIC_URL: 'not a url',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    for (const name of ['PORT', 'MAX_PROJECTS', 'DATABASE_URL', 'AI_PROVIDER', 'PUBLIC_URL'])
      expect(message).toContain(name);
    expect((error as ConfigError).problems).toHaveLength(5);
  });

  it('switches to SMTP when SMTP_URL is set, and requires it for MAIL_TRANSPORT=smtp', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://mail.example.com:587' }).mail.transport).toBe('smtp');
    expect(() => loadConfig({ MAIL_TRANSPORT: 'smtp' })).toThrow(/SMTP_URL/);
  });

  it('requires a model for an LLM provider', () => {
    expect(() => loadConfig({ AI_PROVIDER: 'openai' })).toThrow(/AI_MODEL/);
    expect(loadConfig({ AI_PROVIDER: 'openai', AI_MODEL: 'gpt-4o-mini' }).ai.model).toBe('gpt-4o-mini');
  });

  it('marks https deployments secure and reads the analytics origin', () => {
    const config = loadConfig({
      PUBLIC_URL: 'https://caseboard.example.com',
      ANALYTICS_URL: 'https://www.googletagmanager.com/gtag/js',
      ANALYTICS_TAG_ID: 'G-1',
    });
    expect(config.secure).toBe(true);
    expect(config.analytics).toEqual({
      url: 'https://www.googletagmanager.com/gtag/js',
      origin: 'https://www.googletagmanager.com',
      tagId: 'G-1',
    });
  });

  it('links out to the feedback and data-request forms only when they are configured', () => {
    expect(loadConfig({}).links).toEqual({ feedbackForm: null, dataRequestForm: null });
    expect(
      loadConfig({
        FEEDBACK_FORM_URL: 'https://forms.example.com/feedback',
        DSR_FORM_URL: 'https://forms.example.com/dsr',
      }).links,
    ).toEqual({ feedbackForm: 'https://forms.example.com/feedback', dataRequestForm: 'https://forms.example.com/dsr' });
    expect(() => loadConfig({ DSR_FORM_URL: 'javascript:alert(1)' })).toThrow(/DSR_FORM_URL/);
  });

  it('keeps the language out of URLs unless told to prefix every language but the default', () => {
    expect(loadConfig({}).i18nUrlStrategy).toBe('no_prefix');
    expect(loadConfig({ I18N_URL_STRATEGY: 'prefix_except_default' }).i18nUrlStrategy).toBe('prefix_except_default');
    expect(() => loadConfig({ I18N_URL_STRATEGY: 'prefix' })).toThrow(/I18N_URL_STRATEGY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', REDIS_URL: ' ' })).toMatchObject({
      databaseUrl: undefined,
      redisUrl: undefined,
    });
  });

  it('runs the inactivity clean-up in the server only when BETA_AUTO_ARCHIVE is true', () => {
    expect(loadConfig({}).betaAutoArchive).toBe(false);
    expect(loadConfig({ BETA_AUTO_ARCHIVE: 'true' }).betaAutoArchive).toBe(true);
    expect(loadConfig({ BETA_AUTO_ARCHIVE: 'false' }).betaAutoArchive).toBe(false);
    expect(() => loadConfig({ BETA_AUTO_ARCHIVE: 'yes please' })).toThrow(/BETA_AUTO_ARCHIVE/);
  });

  it('trusts no proxy by default, and a flag, a hop count or addresses when told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8,127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('stops at a variable one slip away from a known one, and names the one it resembles', () => {
    expect(() => loadConfig({ DATABSE_URL: 'postgres://db.internal/caseboard' })).toThrow(
      'DATABSE_URL is not a Caseboard variable; did you mean DATABASE_URL?',
    );
    expect(() => loadConfig({ REDIS_ULR: 'redis://cache:6379' })).toThrow(/did you mean REDIS_URL\?/);
    expect(() => loadConfig({ AI_PROVDER: 'openai' })).toThrow(/did you mean AI_PROVIDER\?/);
    expect(() => loadConfig({ DATABASE_POOL_MAXX: '5' })).toThrow(/did you mean DATABASE_POOL_MAX\?/);
  });

  it('leaves alone the variables of the shell, the platform and other tools', () => {
    const env = Object.fromEntries(
      [
        'HOME',
        'PATH',
        'USER',
        'SHELL',
        'TERM',
        'LANG',
        'PWD',
        'HOSTNAME',
        'TMPDIR',
        'NODE_OPTIONS',
        'NODE_VERSION',
        'CI',
        'PGHOST',
        'PGPORT',
        'TZ',
        'TEST_DATABASE_URL',
        'E2E_PORT',
        'OTEL_SERVICE_NAME',
        'KUBERNETES_SERVICE_HOST',
        'HTTP_PROXY',
        'npm_lifecycle_event',
      ].map((name) => [name, 'x']),
    );
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('reads the PostgreSQL pool size and timeouts, with defaults', () => {
    expect(loadConfig({}).databasePool).toEqual({ max: 10, statementTimeoutMs: 30_000, connectTimeoutMs: 5_000 });
    expect(
      loadConfig({
        DATABASE_POOL_MAX: '40',
        DATABASE_STATEMENT_TIMEOUT_MS: '0',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
      }).databasePool,
    ).toEqual({ max: 40, statementTimeoutMs: 0, connectTimeoutMs: 2_000 });
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it("reads how far below the request thread the embedded database's thread runs", () => {
    expect(loadConfig({}).embeddedDatabaseNiceness).toBe(10);
    expect(loadConfig({ EMBEDDED_DATABASE_NICENESS: '0' }).embeddedDatabaseNiceness).toBe(0);
    expect(() => loadConfig({ EMBEDDED_DATABASE_NICENESS: '20' })).toThrow(/EMBEDDED_DATABASE_NICENESS/);
    expect(() => loadConfig({ EMBEDDED_DATABASE_NICENESS: '-5' })).toThrow(/EMBEDDED_DATABASE_NICENESS/);
  });

  it('gives a shutdown grace that covers the provider timeout unless told otherwise', () => {
    expect(loadConfig({}).shutdown).toEqual({ graceMs: 90_000, readinessDelayMs: 5_000 });
    expect(loadConfig({ AI_TIMEOUT_MS: '120000' }).shutdown.graceMs).toBe(150_000);
    expect(loadConfig({ SHUTDOWN_GRACE_MS: '20000', SHUTDOWN_DELAY_MS: '0' }).shutdown).toEqual({
      graceMs: 20_000,
      readinessDelayMs: 0,
    });
  });
});
