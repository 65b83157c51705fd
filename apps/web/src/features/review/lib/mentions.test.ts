import { describe, expect, it } from 'vitest';
import { insertMention, mentionQuery, splitBody, toBody, toDisplay } from './mentions';

describe('mentions', () => {
  it('splits a body into text and mentions', () => {
    expect(splitBody('Hi @[Ada Lovelace](7), look')).toEqual([
      { kind: 'text', text: 'Hi ' },
      { kind: 'mention', name: 'Ada Lovelace', userId: 7 },
      { kind: 'text', text: ', look' },
    ]);
  });

  it('finds the @query before the caret and replaces it with the name, remembering who was picked', () => {
    const text = 'Ask @ad';
    expect(mentionQuery(text, text.length)).toEqual({ start: 4, query: 'ad' });
    expect(mentionQuery('mail@example', 12)).toBeNull();
    expect(insertMention(text, 4, text.length, { userId: 7, fullName: 'Ada Lovelace' })).toEqual({
      text: 'Ask @Ada Lovelace ',
      caret: 18,
      picked: { name: 'Ada Lovelace', userId: 7 },
    });
  });

  it('sends picked names as tokens, the longest first, and leaves a name edited away as text', () => {
    const picked = [
      { name: 'Ada', userId: 3 },
      { name: 'Ada Lovelace', userId: 7 },
    ];
    expect(toBody('@Ada Lovelace and @Ada, see @Adam and @Bob', picked)).toBe(
      '@[Ada Lovelace](7) and @[Ada](3), see @Adam and @Bob',
    );
    expect(toBody('no one', [])).toBe('no one');
  });

  it('shows a stored body with names, and sends it back unchanged', () => {
    const body = 'Hi @[Ada Lovelace](7), and @[Zoë (ops)](9)?';
    const shown = toDisplay(body);
    expect(shown.text).toBe('Hi @Ada Lovelace, and @Zoë (ops)?');
    expect(toBody(shown.text, shown.picked)).toBe(body);
  });
});
