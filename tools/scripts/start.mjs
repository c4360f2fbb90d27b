// `npm start`: install if needed, build (cached by Nx), migrate + seed the embedded
// database in ./data, then serve the production build on http://localhost:3000.
import { execSync, spawn } from 'node:child_process';

execSync('node tools/scripts/ensure-install.mjs', { stdio: 'inherit' });
const env = { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true', NX_TUI: 'false' };
console.log('› Building apps (both brands) and the edge server…');
execSync('npx nx run-many -t build --outputStyle=static', { stdio: 'inherit', env });
console.log('› Migrating and seeding the demo data…');
execSync('npx tsx tools/seed/main.ts', { stdio: 'inherit', env });
const server = spawn('node', ['dist/apps/edge-server/main.js'], {
  stdio: 'inherit',
  env: { NODE_ENV: 'production', PORT: '3000', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
