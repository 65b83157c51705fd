// Pure domain work the editor does on every keystroke: the MECE lint of a 300-node tree, against
// copying the same tree (structuredClone) as a baseline, in the same run. Goal: well under a frame (16 ms).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { percentiles, printLatencies, root } from '../lib.mjs';

export async function run() {
  const { lintTree } = await import(pathToFileURL(join(root, 'packages/domain/dist/index.js')).href);
  let next = 0;
  const n = (label, children = []) => ({ id: `n${(next += 1)}`, label, children });
  const words = ['fuel', 'crew', 'airport', 'fares', 'cargo', 'seats', 'routes', 'fleet', 'staff', 'sales'];
  const tree = {
    root: n(
      'Root question?',
      Array.from({ length: 6 }, (_, i) =>
        n(
          `Is ${words[i]} driving the margin?`,
          Array.from({ length: 7 }, (_, j) =>
            n(
              `Does ${words[j]} ${words[i]} matter in region ${j}?`,
              Array.from({ length: 6 }, (_, k) => n(`Has ${words[k]} changed for ${words[j]} ${i}-${j}?`)),
            ),
          ),
        ),
      ),
    ),
  };
  const time = (work) => {
    const samples = [];
    for (let i = 0; i < 200; i += 1) {
      const started = performance.now();
      work();
      samples.push(performance.now() - started);
    }
    return percentiles(samples);
  };
  time(() => lintTree(tree));
  const baseline = time(() => structuredClone(tree));
  const lint = time(() => lintTree(tree));
  printLatencies(`MECE lint of a ${next}-node tree (200 runs)`, [
    { name: 'structuredClone of the tree (baseline)', ...baseline },
    {
      name: 'lintTree',
      ...lint,
      note: `p99 ${(lint.p99 / Math.max(baseline.p99, 0.01)).toFixed(1)}x baseline; goal < 16 ms: ${lint.p99 < 16 ? 'met' : 'MISSED'}`,
    },
  ]);
}
