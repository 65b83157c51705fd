export * from './errors.js';
export * from './csv.js';
export * from './values.js';
export * from './dataset.js';
export * from './aggregate.js';
export * from './chart.js';
export * from './decide.js';
export * from './commands.js';
