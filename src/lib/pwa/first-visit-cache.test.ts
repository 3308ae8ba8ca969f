import { afterEach, describe, expect, it, vi } from 'vitest';

import { noteUncontrolledAnswer, takeUncontrolledAnswers } from '../gateway/uncontrolled-answers';
import { gatewayEntries, type HandOverDependencies, handOverFirstVisit, imageEntries } from './first-visit-cache';

const APP = 'https://lobby.example';
const GATEWAY = 'https://gw.example';
const ORIGINS = [APP, GATEWAY];

afterEach(() => {
  takeUncontrolledAnswers();
});

describe('gatewayEntries', () => {
  it("hands over a visitor's reads the worker keeps, keyed by their address, with the headers they were sent with", () => {
    const url = `${APP}/wps/announcements?types=B%2CPL%2CPU&platform=M&language=EN`;
    const [entry] = gatewayEntries([{ url, language: 'EN', token: null }], null, ORIGINS);
    expect(entry).toEqual([
      url,
      { headers: expect.objectContaining({ merchant: 'nasa11f2', language: 'EN', accept: 'application/json' }), credentials: 'include' },
    ]);
    expect((entry as [string, { headers: Record<string, string> }])[1].headers).not.toHaveProperty('authorization');
  });

  it('leaves out what the worker does not keep: other paths, other origins, member-only reads without a token', () => {
    const answers = [
      { url: `${APP}/wps/member/info`, language: 'EN', token: 'tok' },
      { url: `${APP}/wps/promotions`, language: 'EN', token: null },
      { url: 'https://other.example/wps/winners', language: 'EN', token: null },
      { url: `${APP}/wps/game/favourites?pageNo=1`, language: 'EN', token: null },
      { url: 'not an address', language: 'EN', token: null },
      { url: `${GATEWAY}/wps/winners`, language: 'TY', token: null },
    ];
    expect(gatewayEntries(answers, 'tok', ORIGINS).map((entry) => entry[0])).toEqual([`${GATEWAY}/wps/winners`]);
  });

  it("hands over a member's read with its token, only for the session still open", () => {
    const wallet = { url: `${APP}/wps/wallets/gcs`, language: 'EN', token: 'tok-now' };
    const ended = { url: `${APP}/wps/game/favourites?pageNo=1`, language: 'EN', token: 'tok-before' };
    const entries = gatewayEntries([wallet, ended], 'tok-now', ORIGINS);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual([wallet.url, expect.objectContaining({ headers: expect.objectContaining({ authorization: 'tok-now' }) })]);
    expect(gatewayEntries([wallet], null, ORIGINS)).toEqual([]);
  });
});

describe('imageEntries', () => {
  it('hands over the gateway images fetched past the worker, each once', () => {
    const resources = [
      { name: `${APP}/cdn/banners/b1.webp`, workerStart: 0 },
      { name: `${APP}/cdn/banners/b1.webp`, workerStart: 0 },
      { name: `${GATEWAY}/cdn/games/g1.png`, workerStart: 0 },
      { name: `${APP}/cdn/games/g2.png`, workerStart: 12.5 },
      { name: `${APP}/assets/index-abc.js`, workerStart: 0 },
      { name: `${APP}/cdn/files/terms.pdf`, workerStart: 0 },
      { name: 'https://other.example/cdn/x.png', workerStart: 0 },
      { name: `${APP}/cdn/banners/old.webp`, workerStart: 0 },
    ];
    expect(imageEntries(resources, ORIGINS, new Set([`${APP}/cdn/banners/old.webp`]))).toEqual([
      `${APP}/cdn/banners/b1.webp`,
      `${GATEWAY}/cdn/games/g1.png`,
    ]);
  });
});

function fakeContainer(controller: { postMessage: ReturnType<typeof vi.fn> } | null) {
  const listeners: (() => void)[] = [];
  const container = {
    controller,
    addEventListener: vi.fn((_type: string, listener: () => void) => void listeners.push(listener)),
  };
  return {
    container,
    takeControl: (next: { postMessage: ReturnType<typeof vi.fn> }) => {
      container.controller = next;
      listeners.splice(0).forEach((listener) => listener());
    },
  };
}

describe('handOverFirstVisit', () => {
  it('waits for the worker to take control and for an idle moment, then posts CACHE_URLS once with all of it', () => {
    const { container, takeControl } = fakeContainer(null);
    const idle: (() => void)[] = [];
    noteUncontrolledAnswer({ url: `${APP}/wps/winners`, language: 'EN', token: null });
    const stop = handOverFirstVisit({
      container: container as unknown as HandOverDependencies['container'],
      sessionToken: () => null,
      origins: ORIGINS,
      resources: () => [{ name: `${APP}/cdn/banners/b1.webp`, workerStart: 0 }],
      whenIdle: (callback) => void idle.push(callback),
    });
    expect(idle).toHaveLength(0);
    const worker = { postMessage: vi.fn() };
    takeControl(worker);
    expect(worker.postMessage).not.toHaveBeenCalled();
    idle.splice(0).forEach((callback) => callback());
    expect(worker.postMessage).toHaveBeenCalledExactlyOnceWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[`${APP}/wps/winners`, expect.anything()], `${APP}/cdn/banners/b1.webp`] },
    });

    // A read sent before control and answered after: handed over on its own; images already handed are not sent again.
    noteUncontrolledAnswer({ url: `${APP}/wps/games/hot`, language: 'EN', token: null });
    idle.splice(0).forEach((callback) => callback());
    expect(worker.postMessage).toHaveBeenLastCalledWith({
      type: 'CACHE_URLS',
      payload: { urlsToCache: [[`${APP}/wps/games/hot`, expect.anything()]] },
    });
    stop();
  });

  it('posts nothing on a page the worker controlled from the start', () => {
    const worker = { postMessage: vi.fn() };
    const { container } = fakeContainer(worker);
    const stop = handOverFirstVisit({
      container: container as unknown as HandOverDependencies['container'],
      sessionToken: () => null,
      origins: ORIGINS,
      resources: () => [{ name: `${APP}/cdn/banners/b1.webp`, workerStart: 3 }],
      whenIdle: (callback) => callback(),
    });
    expect(worker.postMessage).not.toHaveBeenCalled();
    stop();
  });
});
