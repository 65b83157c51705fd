import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { housekeep } from './housekeeping.js';

const HOUR_MS = 60 * 60 * 1000;
/** The first run waits a little, so a start (or a rolling restart of several instances) is not slowed by it. */
const FIRST_RUN_DELAY_MS = 5 * 60 * 1000;

/**
 * Runs `housekeep` a few minutes after start and then every hour. Tests call `housekeep` themselves on
 * their own clock, so the timer stays off in the test environment.
 */
export const housekeepingPlugin = fp(
  async (app: FastifyInstance) => {
    if (app.deps.config.env === 'test') return;
    let timers: NodeJS.Timeout[] = [];
    let running: Promise<void> | undefined;
    const run = () => {
      running ??= housekeep({ db: app.deps.db, clock: app.deps.clock })
        .then((removed) => {
          if (Object.values(removed).some((count) => count > 0)) app.log.info({ removed }, 'housekeeping');
        })
        .catch((err: unknown) => app.log.error({ err }, 'housekeeping failed'))
        .finally(() => {
          running = undefined;
        });
    };
    app.addHook('onReady', async () => {
      timers = [setTimeout(run, FIRST_RUN_DELAY_MS), setInterval(run, HOUR_MS)];
      for (const timer of timers) timer.unref();
    });
    app.addHook('onClose', async () => {
      for (const timer of timers) clearTimeout(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['deps'] },
);
