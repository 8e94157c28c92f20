// `npm test`: install what is missing, then lint, type-check, unit + component tests, build,
// API tests against the real server (PGlite, and PostgreSQL when CHECKER_TEST_DATABASE_URL is set)
// and the end-to-end journeys in Chromium. Stops at the first red step.
import { ensureInstalled, nx } from './lib.mjs';

const steps = [
  ['lint', ['run-many', '-t', 'lint']],
  ['type-check', ['run-many', '-t', 'typecheck']],
  ['unit and component tests', ['run-many', '-t', 'test']],
  ['build', ['run-many', '-t', 'build']],
  ['API tests', ['run', '@checker/api-server:test-api']],
  ['end-to-end tests', ['run', '@checker/e2e:e2e']],
];

const started = Date.now();
if (!ensureInstalled()) process.exit(1);
let passed = 0;
for (const [label, args] of steps) {
  if (!nx(label, args)) {
    console.error(`\nnpm test: ${passed} passed, 1 failed (step "${label}")`);
    process.exit(1);
  }
  passed += 1;
}
console.log(`\nnpm test finished in ${((Date.now() - started) / 60000).toFixed(1)} min`);
console.log(`steps: ${passed} passed, 0 failed`);
