import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hardcoded-strings.mjs';

const texts = (source) => findHardCodedStrings(source).map((finding) => `${finding.where}: ${finding.text}`);

describe('findHardCodedStrings', () => {
  it('finds text children and literal children written into JSX', () => {
    const source = `export const A = () => (
      <section>
        <h1>Sign in</h1>
        <p>{'Welcome back'}</p>
        <p>{ready ? 'Ready' : t('waiting')}</p>
        <>{\`Hello \${name}\`}</>
      </section>
    );`;
    expect(texts(source)).toEqual(['text: Sign in', 'text: Welcome back', 'text: Ready', 'text: Hello']);
  });

  it('finds literal user-facing attributes but not class names, ids or test ids', () => {
    const source = `export const B = () => (
      <div className="flex" id="main" data-testid="box">
        <button aria-label="Close dialog" title={'More'} />
        <input placeholder="you@example.com" type="email" name="email" />
        <img alt="Logo" src="/logo.svg" />
      </div>
    );`;
    expect(texts(source)).toEqual([
      'aria-label: Close dialog',
      'title: More',
      'placeholder: you@example.com',
      'alt: Logo',
    ]);
  });

  it('accepts translated text, punctuation, numbers and marked exceptions', () => {
    const source = `export const C = () => (
      <p aria-label={t('nav.home')}>
        {t('footer.rights')} · {index + 1}. — 42
        {/* i18n-ignore: a brand name */}
        {'Caseboard'}
      </p>
    );`;
    expect(texts(source)).toEqual([]);
  });
});
