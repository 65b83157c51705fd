import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ProjectDocumentSchema, type ProjectDocument } from '@caseboard/contracts';
import type { ExportInput } from '../src/input.js';

const examples = join(import.meta.dirname, '../../../apps/api/examples');

/** A worked example, as the API loads it at start. */
export function exampleInput(key = 'grocery-margin-recovery', overrides: Partial<ExportInput> = {}): ExportInput {
  const example = JSON.parse(readFileSync(join(examples, `${key}.json`), 'utf8')) as {
    name: string;
    problemStatement: string;
    body: unknown;
  };
  return {
    projectName: example.name,
    problemStatement: example.problemStatement,
    document: ProjectDocumentSchema.parse(example.body),
    theme: null,
    locale: 'en',
    generatedAt: new Date('2026-11-24T09:00:00Z'),
    ...overrides,
  };
}

const STATUSES = ['untested', 'supported', 'refuted', 'inconclusive', 'parked'] as const;

/**
 * A project whose hypothesis tree has `size` nodes (six children each, level by level), the shape of
 * the workspace benchmark's 300-node project, with long labels to stress the boxes.
 */
export function largeInput(size = 300): ExportInput {
  let made = 0;
  const node = (depth: number): Record<string, unknown> => {
    const i = made;
    made += 1;
    return {
      id: `h${i}`,
      label:
        depth === 0
          ? 'FreshWay can restore a 4% EBIT margin within 18 months through price, mix and cost'
          : `Freight costs among rural stores and new customers explain part of the margin gap since the discounters opened nearby (${i})`,
      kind: 'hypothesis',
      status: STATUSES[i % STATUSES.length],
      evidence: [],
      children: [] as unknown[],
    };
  };
  const root = node(0);
  const queue: Array<[Record<string, unknown>, number]> = [[root, 0]];
  while (made < size) {
    const [parent, depth] = queue.shift()!;
    for (let k = 0; k < 6 && made < size; k += 1) {
      const child = node(depth + 1);
      (parent.children as unknown[]).push(child);
      queue.push([child, depth + 1]);
    }
  }
  const document: ProjectDocument = ProjectDocumentSchema.parse({
    version: '1.1',
    brief: { keyQuestion: 'How can FreshWay restore a 4% EBIT margin within 18 months?' },
    hypothesisTree: { root },
  });
  return {
    projectName: 'Large hypothesis tree',
    problemStatement: '',
    document,
    theme: null,
    locale: 'en',
    generatedAt: new Date('2026-11-24T09:00:00Z'),
  };
}
