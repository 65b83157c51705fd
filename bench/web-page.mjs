// The in-page half of `npm run bench:web` (bench/web.mjs): what one measurement does in Chromium.
// Every time is taken inside the page (performance.now, requestAnimationFrame, MutationObserver), and
// every wait ends on a condition with a generous timeout: the bench runs on a loaded two-core machine.
import { join } from 'node:path';

/** Generous: a loaded two-core machine may take seconds for what takes milliseconds idle. */
export const WAIT_MS = 60_000;
const PAN_MS = 2_000;

export function percentile(samples, q) {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}
export const median = (samples) => percentile(samples, 0.5);

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

/** A fresh browser context (its own empty HTTP cache), signed in, consent given, the paint watch installed. */
export async function newContext(browser, baseUrl, token) {
  const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1440, height: 900 } });
  context.setDefaultTimeout(WAIT_MS);
  context.setDefaultNavigationTimeout(WAIT_MS);
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
  return context;
}

/**
 * Navigation start -> the Hypotheses step's canvas cards painted, with what the page held then: its
 * elements, the outline's rows, and the JavaScript it fetched (bytes on the wire, from resource timing).
 */
export async function firstRender(page, projectId) {
  await page.goto(`/projects/${projectId}/hypotheses`);
  await page.waitForFunction(() => window.__bench?.canvasPainted !== undefined, null, { timeout: WAIT_MS });
  return page.evaluate(() => {
    const scripts = performance
      .getEntriesByType('resource')
      .filter((entry) => entry.initiatorType === 'script' || entry.name.endsWith('.js'));
    return {
      ms: window.__bench.canvasPainted,
      elements: document.querySelectorAll('*').length,
      rows: document.querySelectorAll('[role="treeitem"]').length,
      cards: document.querySelectorAll('.react-flow__node').length,
      scriptKb: scripts.reduce((sum, entry) => sum + (entry.transferSize || 0), 0) / 1024,
    };
  });
}

/** Renames one visible node by keyboard; the time runs from the Enter key event to the frame that shows both labels. */
export async function rename(page, nodeLabel, nextLabel) {
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
  await page.waitForFunction(() => window.__bench?.renamed !== undefined, null, { timeout: WAIT_MS });
  const elapsed = await page.evaluate(() => window.__bench.renamed);
  // Let autosave finish, so the next sample does not overlap a save.
  try {
    await page
      .getByRole('status')
      .filter({ hasText: /^Saved$/ })
      .waitFor({ timeout: WAIT_MS });
  } catch (error) {
    const states = await page.getByRole('status').allInnerTexts();
    throw new Error(`the rename was not saved: ${states.join(' | ')}`, { cause: error });
  }
  return elapsed;
}

/**
 * Drags the canvas background for two seconds and counts the frames the page produced meanwhile.
 * The drag is driven from inside the page, one mouse move per frame (d3-zoom, under React Flow, reads
 * plain mouse events): driven through the DevTools protocol, the moves reach a loaded machine's page
 * too slowly for the canvas to move every frame, and the figure measured the driver, not the page.
 * A pan in which the canvas moved in fewer than half the frames is returned with `moved` below 0.5 for
 * the caller to discard, never thrown.
 */
export async function pan(page, shot) {
  const pane = page.locator('.react-flow__pane');
  await pane.waitFor({ state: 'visible', timeout: WAIT_MS });
  const box = await pane.boundingBox();
  if (!box) throw new Error('the canvas has no box');
  if (shot && process.env.BENCH_WEB_SHOTS)
    await page.screenshot({ path: join(process.env.BENCH_WEB_SHOTS, `${shot}.png`) });
  const result = await page.evaluate(
    ({ x, y, width, height, duration }) =>
      new Promise((resolve, reject) => {
        // A point on the background, not on a card (dragging a card would move it).
        let start = null;
        for (let fy = 0.1; fy < 0.95 && !start; fy += 0.05) {
          for (let fx = 0.1; fx < 0.95 && !start; fx += 0.05) {
            const px = x + width * fx;
            const py = y + height * fy;
            if (document.elementFromPoint(px, py)?.classList.contains('react-flow__pane')) start = { x: px, y: py };
          }
        }
        if (!start) return reject(new Error('no empty spot on the canvas to drag'));
        const target = document.elementFromPoint(start.x, start.y);
        const mouse = (type, cx, cy) =>
          target.dispatchEvent(
            new MouseEvent(type, {
              bubbles: true,
              cancelable: true,
              view: window,
              clientX: cx,
              clientY: cy,
              button: 0,
              buttons: 1,
            }),
          );
        const viewport = document.querySelector('.react-flow__viewport');
        const frames = [];
        let moved = 0;
        let cards = 0;
        let last = viewport?.style.transform;
        mouse('mousedown', start.x, start.y);
        const began = performance.now();
        const tick = (at) => {
          frames.push(at);
          if (viewport?.style.transform !== last) moved += 1;
          last = viewport?.style.transform;
          cards += document.querySelectorAll('.react-flow__node').length;
          if (at - began >= duration) {
            mouse('mouseup', start.x, start.y);
            resolve({ frames, moved, cards });
            return;
          }
          // Back and forth over 400 px, up and down over 200 px, once a second: the pan never runs out of tree.
          const phase = ((at - began) / 1000) * 2 * Math.PI;
          mouse('mousemove', start.x + Math.sin(phase) * 200, start.y + (Math.cos(phase) - 1) * 100);
          requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { ...box, duration: PAN_MS },
  );
  const { frames, moved, cards } = result;
  if (frames.length < 3) throw new Error('no frames were painted while panning');
  // The first frame only starts the drag: count from the second.
  const counted = frames.slice(1);
  const span = counted.at(-1) - counted[0];
  const gaps = counted.slice(1).map((at, i) => at - counted[i]);
  return {
    fps: ((counted.length - 1) / span) * 1000,
    p95Frame: percentile(gaps, 0.95),
    moved: moved / counted.length,
    cards: cards / frames.length,
  };
}
