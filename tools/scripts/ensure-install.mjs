// Installs npm packages when node_modules is missing or older than the lockfile, so the
// README's two commands work on a fresh clone. Plain Node: it runs before anything is installed.
import { execSync } from 'node:child_process';
import { existsSync, lstatSync, statSync } from 'node:fs';

const marker = 'node_modules/.package-lock.json';
// A node_modules that is a link (a git worktree sharing another checkout's) is that checkout's to
// keep: `npm ci` here would empty the folder it points to for everyone using it.
const linked = existsSync('node_modules') && lstatSync('node_modules').isSymbolicLink();
const stale =
  !linked && (!existsSync(marker) || statSync('package-lock.json').mtimeMs > statSync(marker).mtimeMs + 1000);
if (stale) {
  console.log('› Installing npm packages (npm ci)…');
  execSync('npm ci --no-audit --no-fund', { stdio: 'inherit' });
}
