import { printBundleTable } from '../bench/bundles.ts';
import { builtBundles } from './dist-bundles.ts';

/** `npm test`, after the build: fails when a route's JavaScript is over its budget (decision 086). */
printBundleTable();
const violations = builtBundles().flatMap((built) => built.violations);
for (const violation of violations) console.error(`✖ ${violation.message}`);
if (violations.length > 0) process.exit(1);
console.log('Every route is within its JavaScript budget.');
