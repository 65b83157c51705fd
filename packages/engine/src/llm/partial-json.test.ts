import { describe, expect, it } from 'vitest';
import { isEmptyAnswer, readAnswer } from './answer-text.js';
import { parsePartialJson } from './partial-json.js';

describe('reading JSON that may be cut off', () => {
  it('reads whole JSON exactly as JSON.parse does', () => {
    const text = '{"a": [1, 2.5, -3e2], "b": {"c": "x\\"y\\u00e9"}, "d": true, "e": null}';
    const parsed = parsePartialJson(text);
    expect(parsed.complete).toBe(true);
    expect(parsed.value).toEqual(JSON.parse(text));
  });

  it('keeps the finished items of a cut list and leaves out the item being written', () => {
    const parsed = parsePartialJson('{"items": [{"id": "a", "text": "done"}, {"id": "b", "text": "half writ');
    expect(parsed.complete).toBe(false);
    const items = (parsed.value as { items: unknown[] }).items;
    expect(items[0]).toEqual({ id: 'a', text: 'done' });
    // The second item is open and has no half-written text.
    expect(items[1]).toEqual({ id: 'b' });
    expect(parsed.open.has(items[1] as object)).toBe(true);
    expect(parsed.open.has(items[0] as object)).toBe(false);
    expect(parsed.open.has(items)).toBe(true);
  });

  it('never keeps a number that may have been cut', () => {
    expect(parsePartialJson('{"confidence": 0.').value).toEqual({});
    expect(parsePartialJson('{"confidence": 0.8,').value).toEqual({ confidence: 0.8 });
  });

  it('reads nothing from text without an object or list', () => {
    expect(parsePartialJson('no json here').value).toBeUndefined();
  });
});

describe('finding the JSON in a model’s answer', () => {
  it('finds it inside Markdown fences, after prose and after a thinking block', () => {
    expect(readAnswer('```json\n{"a": 1}\n```').value).toEqual({ a: 1 });
    expect(readAnswer('Sure! Here is the tree {as asked}: {"a": 1} Hope it helps.').value).toEqual({ a: 1 });
    expect(readAnswer('<think>maybe {"a": 0}</think>\n{"a": 2}').value).toEqual({ a: 2 });
    expect(readAnswer('See [1] for details. {"a": 3}').value).toEqual({ a: 3 });
  });

  it('does not mistake an inner object of a cut answer for the whole answer', () => {
    const parsed = readAnswer('{"children": [{"label": "A", "children": []}, {"label": "B is cut');
    expect(parsed.complete).toBe(false);
    expect((parsed.value as { children: unknown[] }).children).toHaveLength(2);
  });

  it('calls an answer empty when it holds no content', () => {
    expect(isEmptyAnswer('')).toBe(true);
    expect(isEmptyAnswer('{"children": []}')).toBe(true);
    expect(isEmptyAnswer('{"instructions": []}')).toBe(true);
    expect(isEmptyAnswer('{"children": [{"label": "A"}]}')).toBe(false);
    expect(isEmptyAnswer('not json')).toBe(false);
  });
});
