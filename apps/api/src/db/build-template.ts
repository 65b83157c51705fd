import { buildTemplateDir, ensureTemplate } from './template.js';

// Run by the build: an initialised, migrated database for the first `npm start` to load.
const path = await ensureTemplate(buildTemplateDir);
console.info(`database template: ${path}`);
