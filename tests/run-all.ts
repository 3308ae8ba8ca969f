/**
 * `npm test`: typecheck, formatting (Prettier), lint, dead code (knip), unit tests, build, browser tests, in that order,
 * each run even when an earlier one failed so one report shows everything. Ends with
 * `N passed, N failed` over every test case, counting typecheck, formatting, lint, dead code and build as one
 * check each.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

interface Tally {
  passed: number;
  failed: number;
}

const tally: Tally = { passed: 0, failed: 0 };
const reports = mkdtempSync(path.join(tmpdir(), 'lobby-test-'));
/** Where the time goes, printed at the end: the first thing to read when the run gets slow. */
const durations: { label: string; seconds: number }[] = [];

function run(label: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(' ')}`);
  const started = performance.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  durations.push({ label, seconds: (performance.now() - started) / 1000 });
  return result.status === 0;
}

function check(label: string, ok: boolean) {
  if (ok) tally.passed += 1;
  else tally.failed += 1;
  console.log(`${ok ? '✔' : '✘'} ${label}`);
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return undefined;
  }
}

/** Extraction must change nothing: a message added in code without its catalog entry fails here. */
function catalogsUpToDate(): boolean {
  const locales = readdirSync('locales', { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const catalogs = locales.flatMap((locale) => ['messages', 'features'].map((catalog) => path.join('locales', locale, `${catalog}.po`)));
  const before = catalogs.map((file) => readFileSync(file, 'utf8'));
  if (!run('i18n extract', 'npm', ['run', '--silent', 'i18n:extract'])) return false;
  const stale = catalogs.filter((file, index) => readFileSync(file, 'utf8') !== before[index]);
  if (stale.length > 0) console.log(`Catalogs were stale and have been updated: ${stale.join(', ')}`);
  return stale.length === 0;
}

check('typecheck', run('typecheck', 'npm', ['run', '--silent', 'typecheck']));
check('catalogs up to date', catalogsUpToDate());
check('format', run('format', 'npm', ['run', '--silent', 'format:check']));
check('lint', run('lint', 'npm', ['run', '--silent', 'lint']));
// Unused files, dependencies and exports (knip.config.ts): a new dead export fails here.
check('dead code', run('dead code', 'npm', ['run', '--silent', 'lint:dead']));

const vitestReport = path.join(reports, 'vitest.json');
const unitOk = run('unit tests', 'npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`]);
const vitest = readJson(vitestReport) as { numPassedTests?: number; numFailedTests?: number } | undefined;
if (vitest) {
  tally.passed += vitest.numPassedTests ?? 0;
  tally.failed += vitest.numFailedTests ?? 0;
}
if (!unitOk && (vitest?.numFailedTests ?? 0) === 0) check('unit tests ran', false);

const buildOk = run('build', 'npm', ['run', '--silent', 'build']);
check('build', buildOk);

if (buildOk) {
  const playwrightReport = path.join(reports, 'playwright.json');
  const e2eOk = run('browser tests', 'npx', ['playwright', 'test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  });
  const stats = (readJson(playwrightReport) as { stats?: { expected?: number; unexpected?: number; flaky?: number } } | undefined)?.stats;
  if (stats) {
    tally.passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
    tally.failed += stats.unexpected ?? 0;
  }
  if (!e2eOk && (stats?.unexpected ?? 0) === 0) check('browser tests ran', false);
} else {
  check('browser tests (skipped: build failed)', false);
}

rmSync(reports, { recursive: true, force: true });
console.log('\nTime per step:');
for (const { label, seconds } of durations) console.log(`  ${label.padEnd(16)} ${seconds.toFixed(0).padStart(5)} s`);
console.log(`\n${tally.passed} passed, ${tally.failed} failed`);
process.exit(tally.failed === 0 ? 0 : 1);
