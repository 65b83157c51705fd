import { describe, expect, it } from 'vitest';
import { insertMention, mentionQuery, splitBody } from './mentions';

describe('mentions', () => {
  it('splits a body into text and mentions', () => {
    expect(splitBody('Hi @[Ada Lovelace](7), look')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Ada Lovelace', userId: 7 },
      { kind: 'text', text: ', look' },
    ]);
  });

  it('finds the @query before the caret and replaces it with a token', () => {
    const text = 'Ask @ad';
    expect(mentionQuery(text, text.length)).toEqual({ start: 4, query: 'ad' });
    expect(mentionQuery('mail@example', 12)).toBeNull();
    expect(insertMention(text, 4, text.length, { userId: 7, fullName: 'Ada Lovelace' })).toEqual({
      text: 'Ask @[Ada Lovelace](7) ',
      caret: 23,
    });
  });
});
