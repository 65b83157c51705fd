// The deck's fidelity test converts exports with LibreOffice Impress and reads the PDF with poppler's
// pdftotext. Install Debian's packages when they are missing and we may (root with apt); otherwise
// say in one line how to get them (the test then skips outside CI).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const soffice = process.env.SOFFICE_PATH ?? '/usr/bin/soffice';
const pdftotext = process.env.PDFTOTEXT_PATH ?? '/usr/bin/pdftotext';
if (existsSync(soffice) && existsSync(pdftotext)) process.exit(0);

const packages = ['libreoffice-impress', 'poppler-utils', 'fonts-liberation', 'fonts-crosextra-carlito'];
const canInstall =
  process.getuid?.() === 0 && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!canInstall) {
  console.error(`LibreOffice or pdftotext not found: install them (sudo apt-get install -y ${packages.join(' ')}).`);
  process.exit(process.env.CI ? 1 : 0);
}
console.info(`LibreOffice or pdftotext not found; installing Debian's ${packages.join(', ')}...`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
for (const args of [
  ['update', '-qq'],
  ['install', '-y', '-qq', '--no-install-recommends', ...packages],
]) {
  const result = spawnSync('apt-get', args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`apt-get ${args.join(' ')} failed; install ${packages.join(' ')} by hand.`);
    process.exit(1);
  }
}
if (!existsSync(soffice) || !existsSync(pdftotext)) {
  console.error(
    `installed, but soffice or pdftotext is not at ${soffice} / ${pdftotext}; set SOFFICE_PATH or PDFTOTEXT_PATH.`,
  );
  process.exit(1);
}
