import { describe, expect, it } from 'vitest';

import { markSessionEnded, sessionGuardPlugin } from './session-guard';

type Callbacks = Required<Pick<ReturnType<typeof sessionGuardPlugin>, 'handlerWillStart' | 'cacheWillUpdate'>>;

function start(plugin: ReturnType<typeof sessionGuardPlugin>) {
  const state: Record<string, unknown> = {};
  const request = new Request('https://gateway.example.com/wps/game/favourites');
  void (plugin as Callbacks).handlerWillStart({ request, event: {} as ExtendableEvent, state });
  return (response: Response) => (plugin as Callbacks).cacheWillUpdate({ request, response, event: {} as ExtendableEvent, state });
}

describe('sessionGuardPlugin', () => {
  it('keeps an answer when no session ended while it was in flight', async () => {
    const answer = start(sessionGuardPlugin());
    const response = new Response('{}');
    expect(await answer(response)).toBe(response);
  });

  it('drops an answer to a request sent before logout emptied the caches', async () => {
    const plugin = sessionGuardPlugin();
    const before = start(plugin);
    markSessionEnded();
    expect(await before(new Response('{}'))).toBeNull();
    // Requests of the next session are kept again.
    const after = start(plugin);
    const response = new Response('{}');
    expect(await after(response)).toBe(response);
  });
});
