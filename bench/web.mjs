// `npm run bench:web`: the workspace in Chromium on the production build, for a hypothesis tree of
// 300 nodes (the contract's maximum) against a 10-node baseline measured in the same run:
//   - first render: navigation start -> the Hypotheses step's canvas cards painted,
//   - rename: the Enter that commits a node's new text -> the new text painted in outline and canvas,
//   - panning: frames per second while the canvas is dragged for two seconds, in the view the step
//     opens with and zoomed out as far as the canvas goes (the most cards on screen).
// Everything is measured inside the page (performance.now, requestAnimationFrame, MutationObserver).
// Goals (issue 7): first render < 500 ms, rename < 50 ms, 60 fps. The exit code is 1 when a median
// misses its goal. BENCH_WEB_RUNS (7) and BENCH_WEB_PAN_RUNS (5) set the repetitions; BENCH_WEB_SHOTS
// names a directory for a screenshot of the canvas before each pan.
import { mkdtempSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { root, seedAccount, startCaseboard } from './lib.mjs';

const RUNS = Number(process.env.BENCH_WEB_RUNS ?? 7);
const PAN_RUNS = Number(process.env.BENCH_WEB_PAN_RUNS ?? 5);
const PAN_MS = 2_000;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const GOALS = { firstRender: 500, rename: 50, fps: 60 };
// A 60 Hz display shows at most 60 frames a second, and counting frames over a 2 s window can lose
// one at each edge: 58 or more is 60 fps with nothing dropped.
const FPS_PASS = 58;

const { ProjectDocumentSchema, countNodes, MAX_CHILDREN } = await import(
  pathToFileURL(join(root, 'packages/contracts/dist/index.js')).href
);

const STATUSES = ['untested', 'supported', 'refuted', 'inconclusive', 'parked'];
const SUBJECTS = [
  'prices',
  'discounts',
  'the sales mix',
  'customer churn',
  'freight costs',
  'store labour',
  'shrinkage',
];
const SEGMENTS = ['large accounts', 'mid-sized accounts', 'online shoppers', 'rural stores', 'new customers'];

/** A 1.1 document whose hypothesis tree has `size` nodes, filled level by level (six children each). */
export function documentWithHypotheses(size) {
  let made = 0;
  const node = (depth) => {
    const i = made;
    made += 1;
    const subject = SUBJECTS[i % SUBJECTS.length];
    const segment = SEGMENTS[Math.floor(i / SUBJECTS.length) % SEGMENTS.length];
    return {
      id: `h${i}`,
      label:
        depth === 0
          ? 'FreshWay can restore a 4% EBIT margin within 18 months through price, mix and cost'
          : `${subject[0].toUpperCase()}${subject.slice(1)} among ${segment} explain part of the margin gap (${i})`,
      kind: 'hypothesis',
      status: STATUSES[i % STATUSES.length],
      evidence:
        i % 4 === 0
          ? [{ id: `e${i}`, text: `Interview round ${i}: managers confirm the effect`, direction: 'supports' }]
          : [],
      priority: { impact: 1 + (i % 5), ease: 1 + ((i * 3) % 5) },
      children: [],
    };
  };
  const rootNode = node(0);
  const queue = [[rootNode, 0]];
  while (made < size) {
    const [parent, depth] = queue.shift();
    for (let k = 0; k < Math.min(6, MAX_CHILDREN) && made < size; k += 1) {
      const child = node(depth + 1);
      parent.children.push(child);
      queue.push([child, depth + 1]);
    }
  }
  const document = ProjectDocumentSchema.parse({
    version: '1.1',
    brief: { keyQuestion: 'How can FreshWay restore a 4% EBIT margin within 18 months?' },
    hypothesisTree: { root: rootNode },
  });
  if (countNodes(document.hypothesisTree.root) !== size) throw new Error(`expected ${size} nodes`);
  return document;
}

function percentile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
const median = (samples) => percentile(samples, 0.5);

/** Installed before any page script: records when the canvas's cards are first painted. */
function watchFirstPaint() {
  const done = (at) => {
    window.__bench = { ...(window.__bench ?? {}), canvasPainted: at };
  };
  const check = () => {
    const cards = document.querySelectorAll('.react-flow__node');
    // React Flow keeps cards hidden until it has measured them: painted means visible.
    if (cards.length > 0 && getComputedStyle(cards[0]).visibility === 'visible') {
      // This frame paints them; the time is taken once the frame is out (the next task).
      setTimeout(() => done(performance.now()), 0);
      return;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

async function openBrowser(baseUrl, token) {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
  });
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  await context.addCookies([
    { name: 'auth_token', value: token, url: baseUrl, httpOnly: true, sameSite: 'Lax' },
    {
      name: 'cookie_consent',
      value: encodeURIComponent(JSON.stringify({ necessary: true, analytics: 'denied', version: 1 })),
      url: baseUrl,
    },
  ]);
  await context.addInitScript(() => window.localStorage.setItem('small_screen_message', 'showed'));
  await context.addInitScript(watchFirstPaint);
  return { browser, context };
}

async function firstRender(page, projectId) {
  await page.goto(`/projects/${projectId}/hypotheses`);
  await page.waitForFunction(() => window.__bench?.canvasPainted !== undefined, null, { timeout: 30_000 });
  return page.evaluate(() => window.__bench.canvasPainted);
}

/** Renames one visible node by keyboard; the time runs from the Enter key event to the frame that shows both labels. */
async function rename(page, nodeLabel, nextLabel) {
  const tree = page.getByRole('tree', { name: 'Hypothesis tree' });
  await tree.getByRole('treeitem', { name: nodeLabel, exact: false }).first().click();
  await page.keyboard.press('F2');
  const field = tree.getByRole('textbox', { name: 'Node text' });
  await field.fill(nextLabel);
  await page.evaluate((label) => {
    window.__bench = { ...(window.__bench ?? {}), renamed: undefined };
    const shown = () => {
      const outline = [...document.querySelectorAll('[role="treeitem"] > span')].some((el) => el.textContent === label);
      const canvas = [...document.querySelectorAll('.react-flow__node p')].some((el) => el.textContent === label);
      return outline && canvas;
    };
    window.addEventListener(
      'keydown',
      (event) => {
        if (event.key !== 'Enter') return;
        const start = event.timeStamp;
        const observer = new MutationObserver(() => {
          if (!shown()) return;
          observer.disconnect();
          requestAnimationFrame(() => setTimeout(() => (window.__bench.renamed = performance.now() - start), 0));
        });
        observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      },
      { capture: true, once: true },
    );
  }, nextLabel);
  await field.press('Enter');
  await page.waitForFunction(() => window.__bench?.renamed !== undefined, null, { timeout: 10_000 });
  const elapsed = await page.evaluate(() => window.__bench.renamed);
  // Let autosave finish, so the next sample does not overlap a save.
  try {
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: 15_000 });
  } catch (error) {
    const states = await page.getByRole('status').allInnerTexts();
    throw new Error(`the rename was not saved: ${states.join(' | ')}`, { cause: error });
  }
  return elapsed;
}

/** Drags the canvas background for PAN_MS and counts the frames the page produced meanwhile. */
async function pan(page, shot) {
  const pane = page.locator('.react-flow__pane');
  const box = await pane.boundingBox();
  // A point on the background, not on a card (dragging a card would move it).
  const start = await page.evaluate(({ x, y, width, height }) => {
    for (let fy = 0.1; fy < 0.95; fy += 0.05) {
      for (let fx = 0.1; fx < 0.95; fx += 0.05) {
        const px = x + width * fx;
        const py = y + height * fy;
        if (document.elementFromPoint(px, py)?.classList.contains('react-flow__pane')) return { x: px, y: py };
      }
    }
    return null;
  }, box);
  if (!start) throw new Error('no empty spot on the canvas to drag');
  if (shot && process.env.BENCH_WEB_SHOTS)
    await page.screenshot({ path: join(process.env.BENCH_WEB_SHOTS, `${shot}.png`) });
  await page.mouse.move(start.x, start.y);
  await page.mouse.down();
  await page.evaluate(() => {
    window.__frames = [];
    window.__moved = 0;
    window.__cards = 0;
    const viewport = document.querySelector('.react-flow__viewport');
    let last = viewport?.style.transform;
    const tick = (at) => {
      window.__frames.push(at);
      // Count the frames in which the canvas really moved: the pan must not be a no-op.
      if (viewport?.style.transform !== last) window.__moved += 1;
      window.__cards = (window.__cards ?? 0) + document.querySelectorAll('.react-flow__node').length;
      last = viewport?.style.transform;
      if (window.__framesOn) requestAnimationFrame(tick);
    };
    window.__framesOn = true;
    requestAnimationFrame(tick);
  });
  const began = Date.now();
  let step = 0;
  while (Date.now() - began < PAN_MS) {
    step += 1;
    // Back and forth over 400 px, up and down over 200 px: the pan never runs out of tree.
    const phase = (step % 200) / 200;
    const dx = Math.sin(phase * 2 * Math.PI) * 200;
    const dy = Math.cos(phase * 2 * Math.PI) * 100;
    await page.mouse.move(start.x + dx, start.y + dy);
  }
  await page.mouse.up();
  const { frames, moved, cards } = await page.evaluate(() => {
    window.__framesOn = false;
    return { frames: window.__frames, moved: window.__moved, cards: window.__cards / window.__frames.length };
  });
  if (moved < frames.length / 2) throw new Error(`the canvas moved in only ${moved} of ${frames.length} frames`);
  const duration = frames.at(-1) - frames[0];
  const gaps = frames.slice(1).map((at, i) => at - frames[i]);
  return {
    fps: ((frames.length - 1) / duration) * 1000,
    p95Frame: percentile(gaps, 0.95),
    moved: moved / frames.length,
    cards,
  };
}

async function measureProject(context, projectId, label) {
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  // A first visit warms the HTTP cache and the lazily loaded code, as a returning consultant has it.
  await firstRender(page, projectId);
  const renders = [];
  for (let i = 0; i < RUNS; i += 1) renders.push(await firstRender(page, projectId));
  const renames = [];
  const tree = page.getByRole('tree', { name: 'Hypothesis tree' });
  let current = (await tree.getByRole('treeitem').nth(1).locator(':scope > span').first().innerText()).trim();
  for (let i = 0; i < RUNS; i += 1) {
    const next = `${current.replace(/ \(renamed \d+\)$/, '')} (renamed ${i + 1})`;
    renames.push(await rename(page, current, next));
    current = next;
  }
  // Panning from a fresh page each time: the split view as it opens (root at the left, legible zoom),
  // then the canvas alone after "Fit to width": the whole width at the readable minimum zoom, the most
  // cards on screen (the heaviest view; docs/decisions/027-presentable-trees-and-mouse-editing.md).
  const opening = [];
  for (let i = 0; i < PAN_RUNS; i += 1) {
    await firstRender(page, projectId);
    opening.push(await pan(page, `${label.replace(/\W+/g, '-')}-opening-${i + 1}`));
  }
  const whole = [];
  for (let i = 0; i < PAN_RUNS; i += 1) {
    await firstRender(page, projectId);
    await page.getByRole('radio', { name: 'Canvas', exact: true }).click();
    await page.getByRole('button', { name: 'Fit to width' }).click();
    await page.waitForTimeout(400); // the fit animates
    whole.push(await pan(page, `${label.replace(/\W+/g, '-')}-whole-${i + 1}`));
  }
  await page.close();
  if (errors.length > 0) throw new Error(`${label}: uncaught page errors: ${errors.map(String).join('; ')}`);
  return { renders, renames, opening, whole };
}

async function createProject(url, token, name, document) {
  const res = await fetch(`${url}/api/v1/projects`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      name,
      model: 'offline',
      problemStatement: 'EBIT margin fell from 4.1% to 2.3% in two years.',
      body: JSON.stringify(document),
    }),
  });
  if (res.status !== 201) throw new Error(`creating ${name}: ${res.status} ${await res.text()}`);
  return (await res.json()).id;
}

const fmt = (value, digits = 0) => value.toFixed(digits);

async function main() {
  const dataDir = mkdtempSync(join(tmpdir(), 'caseboard-bench-web-'));
  const seeded = await seedAccount({ dataDir });
  await seeded.database.close();
  const server = await startCaseboard({}, { dataDir });
  let browser;
  try {
    const large = await createProject(server.url, seeded.token, 'Hypotheses: 300 nodes', documentWithHypotheses(300));
    const small = await createProject(server.url, seeded.token, 'Hypotheses: 10 nodes', documentWithHypotheses(10));
    // The app's origin is PUBLIC_URL, http://localhost:<port> by default: cookie-signed writes must come from it.
    const opened = await openBrowser(server.url.replace('127.0.0.1', 'localhost'), seeded.token);
    browser = opened.browser;
    console.info(
      `Workspace in Chromium (${(await browser.version()) || 'unknown'}), production build, 1440x900; ` +
        `${cpus().length} CPUs, load ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}; ${RUNS} runs (pans: ${PAN_RUNS} x ${PAN_MS / 1000} s).`,
    );
    const base = await measureProject(opened.context, small, '10 nodes');
    const big = await measureProject(opened.context, large, '300 nodes');

    const fps = (pans) => pans.map((p) => p.fps);
    const rows = [
      ['first render (ms)', big.renders, base.renders, 'lower', GOALS.firstRender],
      ['rename commit (ms)', big.renames, base.renames, 'lower', GOALS.rename],
      ['panning, opening view (fps)', fps(big.opening), fps(base.opening), 'higher', GOALS.fps],
      ['panning, zoomed out (fps)', fps(big.whole), fps(base.whole), 'higher', GOALS.fps],
    ];
    const header = ['measure', 'median', 'p95', 'baseline median', 'ratio', 'goal', 'median', 'p95'];
    const lines = rows.map(([name, samples, baseline, better, goal]) => {
      const med = median(samples);
      // p95 of a latency is its slow end; for frame rates the slow end is the 5th percentile.
      const p95 = better === 'lower' ? percentile(samples, 0.95) : percentile(samples, 0.05);
      const meets = (value) => (better === 'lower' ? value < goal : value >= FPS_PASS);
      return [
        name,
        fmt(med, 1),
        fmt(p95, 1),
        fmt(median(baseline), 1),
        `${(med / median(baseline)).toFixed(2)}x`,
        better === 'lower' ? `< ${goal}` : `${goal} (>= ${FPS_PASS})`,
        meets(med) ? 'pass' : 'FAIL',
        meets(p95) ? 'pass' : 'FAIL',
      ];
    });
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((line) => line[i].length)));
    const out = (cells) =>
      cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
    console.info('\nHypotheses step, 300-node tree (baseline: 10-node tree, same run)');
    console.info(out(header));
    console.info(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const line of lines) console.info(out(line));
    console.info('(the last two columns: the goal met by the median, by the p95; for fps the p95 is the slowest 5%)');
    for (const [name, key] of [
      ['opening view', 'opening'],
      ['zoomed out', 'whole'],
    ]) {
      const list = (pans, pick, digits = 0) => pans.map((p) => fmt(pick(p), digits)).join(' ');
      console.info(
        `panning, ${name}: cards on screen ${list(big[key], (p) => p.cards)} (baseline ${list(base[key], (p) => p.cards)}); ` +
          `p95 frame ${list(big[key], (p) => p.p95Frame, 1)} ms; frames that moved ${list(big[key], (p) => p.moved * 100)}%`,
      );
    }
    console.info(
      `samples, 300 nodes: first render ${big.renders.map((n) => fmt(n)).join(' ')}; rename ${big.renames
        .map((n) => fmt(n, 1))
        .join(' ')}; fps ${fps(big.opening)
        .map((n) => fmt(n, 1))
        .join(' ')} / ${fps(big.whole)
        .map((n) => fmt(n, 1))
        .join(' ')}`,
    );
    if (lines.some((line) => line[6] === 'FAIL')) process.exitCode = 1;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

// Run when started as a script; importing it (for documentWithHypotheses) runs nothing.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
