import { contentStems } from '@caseboard/domain';

/**
 * References a model writes (a work-plan row's hypothesis, a storyline point's hypotheses, an instruction's
 * analysis) resolved to a node that exists. Models copy ids loosely: "H2.1", "h 2.1", "hypothesis 2.1",
 * the id instead of the hypothesis's, an id the engine re-keyed, or the label instead of the id.
 * Each is taken to the nearest real node; what matches nothing (or two nodes equally) is left unresolved,
 * and the caller drops it with a note instead of guessing.
 */
export interface Target {
  id: string;
  label: string;
}

export interface ResolveOptions {
  /** Ids the model used for nodes the engine re-keyed, to the engine's ids. */
  aliases?: ReadonlyMap<string, string> | undefined;
  /** Text of the referring item (an analysis name, a point) when the reference itself is unusable. */
  hint?: string | undefined;
}

export function resolveRef(ref: unknown, targets: readonly Target[], options: ResolveOptions = {}): string | undefined {
  const raw = typeof ref === 'number' ? String(ref) : typeof ref === 'string' ? ref.trim() : '';
  if (raw) {
    if (targets.some((t) => t.id === raw)) return raw;
    const alias = options.aliases?.get(raw);
    if (alias && targets.some((t) => t.id === alias)) return alias;
    const byPath = unique(targets.filter((t) => samePath(t.id, raw)));
    if (byPath) return byPath.id;
    if (/\s/.test(raw) && /[a-z]{3}/i.test(raw)) {
      const byLabel = closestByWords(raw, targets);
      if (byLabel) return byLabel;
    }
  }
  return options.hint ? closestByWords(options.hint, targets) : undefined;
}

function unique<T>(list: T[]): T | undefined {
  return list.length === 1 ? list[0] : undefined;
}

/** "h.2.1", "H2-1", "hypothesis 2.1" and "i.2.1" share the path 2.1; "h" and "H0"... only "h" is the root. */
function samePath(id: string, ref: string): boolean {
  const a = pathOf(id);
  const b = pathOf(ref);
  if (a === undefined || b === undefined) return false;
  return a === b;
}

function pathOf(id: string): string | undefined {
  const digits = id.match(/\d+/g);
  if (digits) return digits.join('.');
  // A bare prefix ("h", "i", "root") names the root.
  return /^(?:[a-z]|root)$/i.test(id.trim()) ? '' : undefined;
}

/** The target whose label shares most words with `text`, when it clearly beats the runner-up. */
export function closestByWords(text: string, targets: readonly Target[]): string | undefined {
  const words = new Set(contentStems(text));
  if (words.size === 0) return undefined;
  let best: { id: string; score: number } | undefined;
  let second = 0;
  for (const target of targets) {
    const own = new Set(contentStems(target.label));
    if (own.size === 0) continue;
    let shared = 0;
    for (const w of words) if (own.has(w)) shared += 1;
    const score = (2 * shared) / (words.size + own.size);
    if (!best || score > best.score) {
      second = best?.score ?? 0;
      best = { id: target.id, score };
    } else if (score > second) second = score;
  }
  if (!best || best.score < 0.3 || best.score - second < 0.1) return undefined;
  return best.id;
}
