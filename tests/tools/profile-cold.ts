/**
 * Where a cold first visit spends its main thread: opens a page on a fresh profile (Pixel 7,
 * no reduced motion, like a player's phone), records a V8 CPU profile for a few seconds and
 * prints the functions with the most self time, those with the most total time, the components
 * and hooks among them, and each busy stretch of 12 ms or more (a long task once the CPU is
 * slowed 4x) with the components it spent its time in. Build without minifying for readable
 * names:
 *
 *   npx vite build --minify false --outDir /tmp/unmin && DIST_DIR=/tmp/unmin PORT=8096 npm run preview:gateway
 *   node tests/tools/profile-cold.ts http://127.0.0.1:8096/m/home [seconds]
 */
import { chromium, devices } from '@playwright/test';

import { CHROMIUM_ARGS, suiteBrowserExecutable } from '../e2e/fixtures/browser.ts';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const [url = 'http://127.0.0.1:8096/m/home', secondsText = '8'] = process.argv.slice(2);
/** PROFILE_FRAMES=all lists every function in a stretch, not only components, hooks and native work. */
const ALL_FRAMES = process.env.PROFILE_FRAMES === 'all';
const browser = await chromium.launch({ executablePath: suiteBrowserExecutable(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ ...devices['Pixel 7'], serviceWorkers: 'block' });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
const started = Date.now();
await page.goto(url);
await page.waitForTimeout(Number(secondsText) * 1000);
const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
const wall = Date.now() - started;
await browser.close();

const byId = new Map(profile.nodes.map((node) => [node.id, node]));
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const label = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${node.callFrame.url.split('/').pop()}:${node.callFrame.lineNumber + 1}`;

const self = new Map<string, number>();
const total = new Map<string, number>();
let busy = 0;
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  const node = byId.get(id)!;
  const name = node.callFrame.functionName;
  if (name === '(idle)' || name === '(program)') return;
  busy += ms;
  self.set(label(node), (self.get(label(node)) ?? 0) + ms);
  // Count each distinct frame on the stack once.
  const seen = new Set<string>();
  for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
    const frame = label(byId.get(cursor)!);
    if (seen.has(frame)) continue;
    seen.add(frame);
    total.set(frame, (total.get(frame) ?? 0) + ms);
  }
});
const top = (map: Map<string, number>, count: number) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${name}`)
    .join('\n');
// Busy stretches (no idle sample between): what a long task is made of.
const stretches: { start: number; ms: number; frames: Map<string, number> }[] = [];
let clock = 0;
let current: (typeof stretches)[number] | undefined;
profile.samples.forEach((id, index) => {
  const ms = (profile.timeDeltas[index] ?? 0) / 1000;
  clock += ms;
  const node = byId.get(id)!;
  if (node.callFrame.functionName === '(idle)') {
    current = undefined;
    return;
  }
  if (!current) stretches.push((current = { start: clock, ms: 0, frames: new Map() }));
  current.ms += ms;
  const seen = new Set<string>();
  for (let cursor: number | undefined = id; cursor !== undefined; cursor = parent.get(cursor)) {
    const frame = label(byId.get(cursor)!);
    if (seen.has(frame) || (!ALL_FRAMES && !/^((use)?[A-Z]|\(program\)|\(garbage)/.test(frame))) continue;
    seen.add(frame);
    current.frames.set(frame, (current.frames.get(frame) ?? 0) + ms);
  }
});
const longStretches = stretches
  .filter((stretch) => stretch.ms >= 12)
  .map(
    (stretch) =>
      `${stretch.start.toFixed(0).padStart(6)} ms +${stretch.ms.toFixed(0)} ms: ${[...stretch.frames]
        .sort((a, b) => b[1] - a[1])
        .slice(0, ALL_FRAMES ? 24 : 6)
        .map(([name, ms]) => `${name.split(' ')[0]}(${ms.toFixed(0)})`)
        .join(', ')}`,
  )
  .join('\n');
const components = new Map([...total].filter(([name]) => /^(use)?[A-Z]/.test(name)));
console.log(
  `busy ${busy.toFixed(0)} ms of ${wall} ms\n\nself time:\n${top(self, 30)}\n\ntotal time:\n${top(total, 40)}\n\ncomponents and hooks:\n${top(components, 40)}\n\nbusy stretches of 12 ms or more:\n${longStretches}`,
);
