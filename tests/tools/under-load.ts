/**
 * Runs a command while every core is kept busy, to prove that the test suite holds on a loaded
 * machine: `npm run test:under-load` runs `npm test` three times in a row beside one busy-loop
 * process per core, and prints each run's closing `N passed, N failed` line and its duration.
 *
 *   node tests/tools/under-load.ts [--runs N] [--busy N] [-- command args…]
 *
 * The busy loops are child processes that spin until they are stopped; they are stopped when the
 * runs end, when this script is interrupted, and in any case after `--max-minutes` (default 180),
 * so a forgotten load never outlives the session.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

interface Options {
  runs: number;
  busy: number;
  maxMinutes: number;
  command: string[];
}

function parseOptions(argv: string[]): Options {
  const options: Options = { runs: 3, busy: availableParallelism(), maxMinutes: 180, command: ['npm', 'test'] };
  const separator = argv.indexOf('--');
  const flags = separator >= 0 ? argv.slice(0, separator) : argv;
  if (separator >= 0 && argv.length > separator + 1) options.command = argv.slice(separator + 1);
  for (let index = 0; index < flags.length; index += 2) {
    const value = Number(flags[index + 1]);
    if (!Number.isInteger(value) || value < 0) throw new Error(`${flags[index]} needs a whole number`);
    if (flags[index] === '--runs') options.runs = value;
    else if (flags[index] === '--busy') options.busy = value;
    else if (flags[index] === '--max-minutes') options.maxMinutes = value;
    else throw new Error(`Unknown option ${flags[index]}`);
  }
  return options;
}

/** One process spinning on a core; a low priority would defeat the point, so it keeps the default. */
function startBusyLoop(): ChildProcess {
  return spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
}

function runOnce(command: string[]): Promise<{ code: number; summary: string; seconds: number }> {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), { stdio: ['ignore', 'pipe', 'inherit'] });
    // The closing line may arrive split across chunks: keep the output's tail and read it at the end.
    let tail = '';
    child.stdout.on('data', (chunk: Buffer) => {
      process.stdout.write(chunk);
      tail = (tail + chunk.toString()).slice(-4000);
    });
    child.on('close', (code) => {
      const summary = [...tail.matchAll(/^\d+ passed, \d+ failed.*$/gm)].at(-1)?.[0] ?? '';
      resolve({ code: code ?? 1, summary, seconds: Math.round((Date.now() - started) / 1000) });
    });
  });
}

const options = parseOptions(process.argv.slice(2));
const loops = Array.from({ length: options.busy }, startBusyLoop);
const stopLoops = () => {
  for (const loop of loops) loop.kill('SIGKILL');
};
process.once('exit', stopLoops);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    stopLoops();
    process.exit(130);
  });
}
setTimeout(() => {
  console.error(`Stopping the load after ${options.maxMinutes} minutes`);
  stopLoops();
  process.exit(1);
}, options.maxMinutes * 60_000).unref();

console.log(`Running \`${options.command.join(' ')}\` ${options.runs} times beside ${options.busy} busy-loop processes`);
const results = [];
for (let run = 1; run <= options.runs; run++) {
  const result = await runOnce(options.command);
  results.push(result);
  console.log(`\n[under load] run ${run}: exit ${result.code}, ${result.summary || 'no summary line'}, ${result.seconds} s`);
}
stopLoops();
console.log('\n[under load] summaries:');
for (const [index, result] of results.entries()) {
  console.log(`  run ${index + 1}: ${result.summary || `exit ${result.code}`} in ${result.seconds} s`);
}
process.exit(results.every((result) => result.code === 0) ? 0 : 1);
