/**
 * Reads JSON that may stop anywhere: a model's answer cut off at its token cap, or a stream half way.
 * Unlike "repair and parse", it keeps only what the model finished: a string cut mid-word is left out,
 * not shortened, so a label is never saved half written. Objects and arrays that never closed are kept
 * with their finished members and reported as open, so a caller can decide whether a list that stopped
 * early is good enough (items of a batch: yes) or must be asked for again (one field of a brief: no).
 */
export interface PartialJson {
  /** The finished part of the first JSON value in the text; undefined when not even that began. */
  value: unknown;
  /** True when the top-level value closed. */
  complete: boolean;
  /** Objects and arrays whose closing bracket never came. */
  open: ReadonlySet<object>;
}

const NONE = Symbol('none');
type Parsed = unknown | typeof NONE;

export function parsePartialJson(text: string, start = firstValueStart(text)): PartialJson {
  const open = new Set<object>();
  if (start < 0) return { value: undefined, complete: false, open };
  const reader = new Reader(text, open);
  reader.at = start;
  const value = reader.value();
  return { value: value === NONE ? undefined : value, complete: reader.closed(value), open };
}

/** Where the first object or array begins, or -1. */
export function firstValueStart(text: string): number {
  const object = text.indexOf('{');
  const array = text.indexOf('[');
  if (object < 0) return array;
  if (array < 0) return object;
  return Math.min(object, array);
}

class Reader {
  at = 0;
  private ended = false;
  constructor(
    private readonly text: string,
    private readonly open: Set<object>,
  ) {}

  closed(value: Parsed): boolean {
    if (value === NONE || this.ended) return false;
    return typeof value !== 'object' || value === null || !this.open.has(value);
  }

  private space(): void {
    while (this.at < this.text.length && /\s/.test(this.text[this.at]!)) this.at += 1;
    if (this.at >= this.text.length) this.ended = true;
  }

  value(): Parsed {
    this.space();
    if (this.ended) return NONE;
    const c = this.text[this.at]!;
    if (c === '{') return this.object();
    if (c === '[') return this.array();
    if (c === '"') return this.string();
    return this.literal();
  }

  private object(): Parsed {
    const out: Record<string, unknown> = {};
    this.open.add(out);
    this.at += 1;
    for (;;) {
      this.space();
      if (this.ended) return out;
      const c = this.text[this.at]!;
      if (c === '}') {
        this.at += 1;
        this.open.delete(out);
        return out;
      }
      if (c === ',') {
        this.at += 1;
        continue;
      }
      if (c !== '"') {
        // Not JSON from here on (a model's stray token): keep what came before.
        this.ended = true;
        return out;
      }
      const key = this.string();
      if (key === NONE) return out;
      this.space();
      if (this.ended || this.text[this.at] !== ':') return out;
      this.at += 1;
      const value = this.value();
      if (value === NONE) return out;
      // A member counts once its value is whole, or is a container (kept open with its finished parts).
      if (this.closed(value) || (typeof value === 'object' && value !== null)) out[key as string] = value;
      if (this.ended) return out;
    }
  }

  private array(): Parsed {
    const out: unknown[] = [];
    this.open.add(out);
    this.at += 1;
    for (;;) {
      this.space();
      if (this.ended) return out;
      const c = this.text[this.at]!;
      if (c === ']') {
        this.at += 1;
        this.open.delete(out);
        return out;
      }
      if (c === ',') {
        this.at += 1;
        continue;
      }
      const value = this.value();
      if (value === NONE) return out;
      if (this.closed(value) || (typeof value === 'object' && value !== null)) out.push(value);
      if (this.ended) return out;
    }
  }

  private string(): Parsed {
    let out = '';
    let i = this.at + 1;
    while (i < this.text.length) {
      const c = this.text[i]!;
      if (c === '"') {
        this.at = i + 1;
        return out;
      }
      if (c === '\\') {
        const next = this.text[i + 1];
        if (next === undefined) break;
        if (next === 'u') {
          const hex = this.text.slice(i + 2, i + 6);
          if (!/^[0-9a-fA-F]{4}$/.test(hex)) break;
          out += String.fromCharCode(parseInt(hex, 16));
          i += 6;
          continue;
        }
        out += ESCAPES[next] ?? next;
        i += 2;
        continue;
      }
      out += c;
      i += 1;
    }
    this.at = this.text.length;
    this.ended = true;
    return NONE;
  }

  private literal(): Parsed {
    const match = /^(?:-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(this.text.slice(this.at, this.at + 40));
    if (!match) {
      this.ended = true;
      return NONE;
    }
    const end = this.at + match[0].length;
    // A number at the very end may be cut ("0.8" arriving as "0."): only a delimiter after it proves it whole.
    if (end >= this.text.length || !/[\s,}\]]/.test(this.text[end]!)) {
      this.at = this.text.length;
      this.ended = true;
      return NONE;
    }
    this.at = end;
    return JSON.parse(match[0]) as unknown;
  }
}

const ESCAPES: Record<string, string> = { n: '\n', t: '\t', r: '\r', b: '\b', f: '\f', '"': '"', '\\': '\\', '/': '/' };
