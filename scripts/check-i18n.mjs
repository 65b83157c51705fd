// `npm run lint` (and so `npm run verify`): no user-facing string is written into the web app's JSX;
// every one goes through react-i18next and lives in src/locales. See lib/hardcoded-strings.mjs.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findHardCodedStrings } from './lib/hardcoded-strings.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'apps/web/src');

function* tsxFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'locales' && entry.name !== 'test') yield* tsxFiles(path);
    } else if (entry.name.endsWith('.tsx') && !entry.name.endsWith('.test.tsx')) {
      yield path;
    }
  }
}

let count = 0;
for (const file of tsxFiles(src)) {
  for (const finding of findHardCodedStrings(readFileSync(file, 'utf8'), file)) {
    count += 1;
    console.error(
      `${relative(root, file)}:${finding.line}:${finding.column}  hard-coded ${finding.where === 'text' ? 'text' : `${finding.where}`}: ${JSON.stringify(finding.text)}`,
    );
  }
}
if (count > 0) {
  console.error(`\n${count} user-facing string(s) outside the locale files: move them to src/locales and use t().`);
  process.exit(1);
}
console.info('i18n: no hard-coded user-facing strings in the web app.');
