import { describe, expect, it, vi } from 'vitest';

import { createServiceWorkerController, type WorkboxLike } from './service-worker';

type Listener = (event: { isUpdate?: boolean }) => void;

class FakeWorkbox implements WorkboxLike {
  readonly listeners = new Map<string, Listener[]>();
  readonly register = vi.fn(async () => ({ scope: '/' }) as ServiceWorkerRegistration);
  readonly update = vi.fn(async () => undefined);
  readonly messageSkipWaiting = vi.fn();

  addEventListener(type: string, listener: Listener): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  emit(type: string, event: { isUpdate?: boolean } = {}): void {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  }
}

function setup(overrides: { enabled?: boolean; online?: boolean; killSwitch?: boolean } = {}) {
  const workbox = new FakeWorkbox();
  const createWorkbox = vi.fn(() => workbox);
  const reload = vi.fn();
  const controllerChanges: (() => void)[] = [];
  const onControllerChange = vi.fn((callback: () => void) => void controllerChanges.push(callback));
  let tick: (() => void) | undefined;
  const setInterval = vi.fn((callback: () => void) => {
    tick = callback;
    return 1;
  });
  let online = overrides.online ?? true;
  const handOverFirstVisit = vi.fn();
  let deploymentChanged: (() => void) | undefined;
  const controller = createServiceWorkerController({
    handOverFirstVisit,
    onDeploymentChanged: (callback) => {
      deploymentChanged = callback;
    },
    enabled: () => overrides.enabled ?? true,
    killSwitch: () => overrides.killSwitch ?? false,
    createWorkbox,
    reload,
    onControllerChange,
    isOnline: () => online,
    setInterval,
    updateIntervalMs: 3_600_000,
  });
  return {
    controller,
    workbox,
    createWorkbox,
    reload,
    handOverFirstVisit,
    changeDeployment: () => deploymentChanged?.(),
    changeController: () => controllerChanges.splice(0).forEach((callback) => callback()),
    setInterval,
    tick: () => tick?.(),
    setOnline: (value: boolean) => {
      online = value;
    },
  };
}

describe('service worker controller', () => {
  it('does nothing when disabled (development builds, no serviceWorker)', async () => {
    const { controller, createWorkbox } = setup({ enabled: false });
    expect(await controller.register()).toBeUndefined();
    expect(createWorkbox).not.toHaveBeenCalled();
  });

  it('registers /sw.js with scope / once', async () => {
    const { controller, createWorkbox, workbox } = setup();
    await controller.register();
    await controller.register();
    expect(createWorkbox).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    expect(workbox.register).toHaveBeenCalledOnce();
  });

  it("starts the first visit's hand-over once registered, and only then", async () => {
    const { controller, handOverFirstVisit, workbox } = setup();
    let registered: (value: ServiceWorkerRegistration) => void = () => undefined;
    workbox.register.mockImplementationOnce(() => new Promise((resolve) => (registered = resolve)));
    const registering = controller.register();
    await Promise.resolve();
    expect(handOverFirstVisit).not.toHaveBeenCalled();
    registered({ scope: '/' } as ServiceWorkerRegistration);
    await registering;
    expect(handOverFirstVisit).toHaveBeenCalledOnce();
  });

  it('reports offline readiness on the first install only', async () => {
    const { controller, workbox } = setup();
    await controller.register();
    const listener = vi.fn();
    controller.subscribe(listener);
    workbox.emit('activated', { isUpdate: true });
    expect(controller.getSnapshot().offlineReady).toBe(false);
    workbox.emit('activated', { isUpdate: false });
    expect(controller.getSnapshot()).toEqual({ updateAvailable: false, offlineReady: true });
    expect(listener).toHaveBeenCalledOnce();
  });

  it('keeps the snapshot identity while nothing changes', async () => {
    const { controller, workbox } = setup();
    await controller.register();
    workbox.emit('waiting');
    const snapshot = controller.getSnapshot();
    workbox.emit('waiting');
    expect(controller.getSnapshot()).toBe(snapshot);
  });

  it('offers an update, and applies it only on request: SKIP_WAITING then reload on controlling', async () => {
    const { controller, workbox, reload } = setup();
    await controller.register();
    // The first install also takes control: no reload for that.
    workbox.emit('controlling');
    expect(reload).not.toHaveBeenCalled();

    workbox.emit('waiting');
    expect(controller.getSnapshot().updateAvailable).toBe(true);
    controller.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it("reloads once on the browser's controller change when workbox does not see the update as its own", async () => {
    const { controller, workbox, reload, changeController } = setup();
    await controller.register();
    workbox.emit('waiting');
    controller.applyUpdate();
    expect(workbox.messageSkipWaiting).toHaveBeenCalledOnce();
    expect(reload).not.toHaveBeenCalled();
    changeController();
    expect(reload).toHaveBeenCalledOnce();
    // Workbox's own event after that does not reload a second time.
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledOnce();
  });

  it('offers an update the browser was already installing when the page registered', async () => {
    const { controller, workbox } = setup();
    const early = Object.assign(new EventTarget(), { state: 'installing' as ServiceWorkerState });
    const registration = { scope: '/', active: {}, installing: early, waiting: null as unknown };
    workbox.register.mockResolvedValueOnce(registration as unknown as ServiceWorkerRegistration);
    await controller.register();
    expect(controller.getSnapshot().updateAvailable).toBe(false);
    early.state = 'installed';
    registration.waiting = early;
    early.dispatchEvent(new Event('statechange'));
    expect(controller.getSnapshot().updateAvailable).toBe(true);
  });

  it('applyUpdate without a waiting worker is a no-op', async () => {
    const { controller, workbox } = setup();
    controller.applyUpdate();
    await controller.register();
    controller.applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
  });

  it('offers a changed deployment (configuration, brand) as an update, applied by a reload alone', async () => {
    const { controller, workbox, reload, changeDeployment } = setup();
    await controller.register();
    expect(controller.getSnapshot().updateAvailable).toBe(false);
    changeDeployment();
    expect(controller.getSnapshot().updateAvailable).toBe(true);
    controller.applyUpdate();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('can dismiss the prompt until the next update', async () => {
    const { controller, workbox } = setup();
    await controller.register();
    workbox.emit('waiting');
    controller.dismissUpdate();
    expect(controller.getSnapshot().updateAvailable).toBe(false);
    workbox.emit('waiting');
    expect(controller.getSnapshot().updateAvailable).toBe(true);
  });

  it('checks for updates hourly, only while online', async () => {
    const { controller, workbox, setInterval, tick, setOnline } = setup();
    await controller.register();
    expect(setInterval).toHaveBeenCalledWith(expect.any(Function), 3_600_000);
    tick();
    expect(workbox.update).toHaveBeenCalledOnce();
    setOnline(false);
    tick();
    expect(workbox.update).toHaveBeenCalledOnce();
  });

  it('with the kill switch it registers nothing and lets an installed worker update to its retiring successor', async () => {
    const update = vi.fn(async () => undefined);
    const getRegistration = vi.fn(async () => ({ update }));
    vi.stubGlobal('navigator', { serviceWorker: { getRegistration } });
    try {
      const { controller, createWorkbox } = setup({ killSwitch: true });
      expect(await controller.register()).toBeUndefined();
      expect(createWorkbox).not.toHaveBeenCalled();
      expect(getRegistration).toHaveBeenCalledWith('/');
      expect(update).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('service worker registration failures', () => {
  it('resolves undefined instead of rejecting', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const controller = createServiceWorkerController({
      enabled: () => true,
      killSwitch: () => false,
      createWorkbox: async () => {
        throw new Error('blocked');
      },
      setInterval: () => 0,
    });
    await expect(controller.register()).resolves.toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
    warn.mockRestore();
  });
});
