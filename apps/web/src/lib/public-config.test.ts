import { describe, expect, it } from 'vitest';
import { FALLBACK_CONFIG, readPageConfig } from './public-config';

function page(content: string | null) {
  const doc = document.implementation.createHTMLDocument('x');
  if (content !== null) {
    const meta = doc.createElement('meta');
    meta.name = 'caseboard-config';
    meta.content = content;
    doc.head.append(meta);
  }
  return doc;
}

describe('the configuration in the page', () => {
  it('is read from the meta tag the server writes', () => {
    const config = {
      ...FALLBACK_CONFIG,
      buildId: 'abc',
      i18n: { urlStrategy: 'prefix_except_default', defaultLocale: 'en' },
    };
    expect(readPageConfig(page(JSON.stringify(config)))).toEqual(config);
  });

  it('is absent on the dev server and ignored when unreadable', () => {
    expect(readPageConfig(page(null))).toBeNull();
    expect(readPageConfig(page('{not json'))).toBeNull();
    expect(readPageConfig(page('{"maxProjects":3}'))).toBeNull();
  });
});
