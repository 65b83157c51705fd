import type { ArtefactKind, GenerationRequest, ProblemReading } from '@caseboard/contracts';
import { readProblem, type Engine, type GenerateResult } from '@caseboard/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGenerationPool, offloadedGenerate, type GenerationPool } from './offline-pool.js';

const statement =
  'Our regional airline’s operating margin fell from 8% to 2% over three years. How can it restore 8% within 24 months?';

/** An engine standing in for a provider's: it records what it was asked and answers at once. */
function recordingEngine() {
  const asked: Array<{ kind: ArtefactKind; body: GenerationRequest }> = [];
  const engine: Engine = {
    models: () => [],
    defaultModel: () => 'offline',
    generate: (async (kind: ArtefactKind, body: GenerationRequest) => {
      asked.push({ kind, body });
      return { artefact: {}, meta: {} } as GenerateResult<ArtefactKind>;
    }) as Engine['generate'],
  };
  return { engine, asked };
}

/** The pool, with every task it was given recorded. */
function recorded(pool: GenerationPool) {
  const tasks: Array<{ kind: ArtefactKind; model: unknown }> = [];
  const wrapped: GenerationPool = {
    ...pool,
    run: (task, options) => {
      tasks.push({ kind: task.kind, model: 'model' in task.body ? task.body.model : undefined });
      return pool.run(task, options);
    },
  };
  return { pool: wrapped, tasks };
}

describe('generations by a provider, with the offline pool beside them', () => {
  let pool: GenerationPool;
  beforeAll(() => {
    pool = createGenerationPool({ size: 1, maxQueue: 4 });
  });
  afterAll(() => pool.close());

  it('read the problem in the pool when the request brings no reading, and send the proposal along', async () => {
    const { engine, asked } = recordingEngine();
    const { pool: watched, tasks } = recorded(pool);
    await offloadedGenerate(engine, watched)('issue-tree', { problemStatement: statement, model: 'test-model' });
    expect(tasks).toEqual([{ kind: 'reading', model: 'offline' }]);
    const reading = asked[0]!.body.context?.reading as ProblemReading;
    // The same proposal the engine would have made on this thread, and still unconfirmed.
    expect(reading).toEqual(readProblem(statement));
    expect(reading.confirmed).toBe(false);
    expect(asked[0]!.body).toMatchObject({ problemStatement: statement, model: 'test-model' });
  });

  it('leave a request that brings its reading, and a reading request, as they are', async () => {
    const { engine, asked } = recordingEngine();
    const { pool: watched, tasks } = recorded(pool);
    const reading = { ...readProblem(statement), confirmed: true, subject: 'the airline' };
    const generate = offloadedGenerate(engine, watched);
    await generate('brief', { problemStatement: statement, model: 'test-model', context: { reading } });
    await generate('reading', { problemStatement: statement, model: 'test-model' });
    expect(tasks).toEqual([]);
    expect(asked.map((call) => call.kind)).toEqual(['brief', 'reading']);
    expect(asked[0]!.body.context?.reading).toBe(reading);
    expect(asked[1]!.body.context).toBeUndefined();
  });

  it('go on without the pool’s reading when no worker is free, rather than queue behind offline work', async () => {
    const { engine, asked } = recordingEngine();
    const { pool: watched, tasks } = recorded(pool);
    const full: GenerationPool = { ...watched, stats: () => ({ workers: 1, busy: 1, queued: 2 }) };
    await offloadedGenerate(engine, full)('issue-tree', { problemStatement: statement, model: 'test-model' });
    expect(tasks).toEqual([]);
    expect(asked[0]!.body.context).toBeUndefined();
  });

  it('go on without the pool’s reading when it fails, and stay cancelled when the request is', async () => {
    const { engine, asked } = recordingEngine();
    const failing: GenerationPool = { ...pool, run: () => Promise.reject(new Error('worker lost')) };
    await offloadedGenerate(engine, failing)('issue-tree', { problemStatement: statement, model: 'test-model' });
    expect(asked[0]!.body.context).toBeUndefined();
    const cancelled = new AbortController();
    cancelled.abort();
    await expect(
      offloadedGenerate(engine, failing)(
        'issue-tree',
        { problemStatement: statement, model: 'test-model' },
        { signal: cancelled.signal },
      ),
    ).rejects.toThrow('worker lost');
    expect(asked).toHaveLength(1);
  });

  it('run offline generations in the pool, as before', async () => {
    const { engine, asked } = recordingEngine();
    const { pool: watched, tasks } = recorded(pool);
    const { artefact } = await offloadedGenerate(engine, watched)('reading', {
      problemStatement: statement,
      model: 'offline',
    });
    expect(tasks).toEqual([{ kind: 'reading', model: 'offline' }]);
    expect(asked).toEqual([]);
    expect(artefact).toEqual(readProblem(statement));
  });
});
