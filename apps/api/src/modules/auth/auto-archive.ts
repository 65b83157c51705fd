import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { DAY_MS } from '../../lib/clock.js';
import { archiveInactive } from './beta.js';

export const AUTO_ARCHIVE_DAYS = 30;

/**
 * With BETA_AUTO_ARCHIVE=true the server runs `archive-inactive` (30 days) once at start and then once
 * a day. Several instances may all run it: archiving an account twice finds nothing the second time.
 */
export const autoArchivePlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.deps.config.betaAutoArchive) return;
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;
    const run = () => {
      if (closed) return;
      running ??= archiveInactive({ db: app.deps.db, clock: app.deps.clock, days: AUTO_ARCHIVE_DAYS })
        .then((archived) => {
          if (archived.length > 0) {
            app.log.info(
              { count: archived.length, userIds: archived.map(({ user }) => user.id) },
              'archived inactive beta accounts',
            );
          }
        })
        .catch((err: unknown) => app.log.error({ err }, 'archiving inactive accounts failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      setImmediate(run);
      timer = setInterval(run, DAY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearInterval(timer);
      await running;
    });
  },
  { name: 'auto-archive', dependencies: ['deps'] },
);
