import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { KNOWN_VARIABLES } from '../../src/config.js';
import { root } from './support.js';

/** Every variable the server reads is documented where operators look: .env.example and the README. */
describe('configuration documentation', () => {
  const envExample = readFileSync(join(root, '.env.example'), 'utf8');
  const readme = readFileSync(join(root, 'README.md'), 'utf8');

  it.each(KNOWN_VARIABLES)('%s is in .env.example and in the README', (name) => {
    expect(envExample).toMatch(new RegExp(`^# ${name}=`, 'm'));
    expect(readme).toContain(`\`${name}\``);
  });

  it('documents no variable the server does not read (compose.yaml’s own aside)', () => {
    const documented = [...envExample.matchAll(/^# ([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]!);
    const composeOnly = ['POSTGRES_PASSWORD', 'CASEBOARD_PORT', 'CASEBOARD_VERSION'];
    expect(documented.filter((name) => !KNOWN_VARIABLES.includes(name) && !composeOnly.includes(name))).toEqual([]);
  });
});
