import { describe, expect, it } from 'vitest';

import { readFirebaseWebConfig } from './firebase';

const complete = { VITE_FIREBASE_API_KEY: 'key', VITE_FIREBASE_AUTH_DOMAIN: 'lobby.firebaseapp.com', VITE_FIREBASE_PROJECT_ID: 'lobby' };

describe('readFirebaseWebConfig', () => {
  it('needs the key, the auth domain and the project', () => {
    expect(readFirebaseWebConfig({})).toBeNull();
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_PROJECT_ID: ' ' })).toBeNull();
    expect(readFirebaseWebConfig(complete)).toEqual({
      apiKey: 'key',
      authDomain: 'lobby.firebaseapp.com',
      projectId: 'lobby',
      authEmulatorOrigin: null,
      phoneSignIn: false,
    });
  });

  it('keeps only the origin of an http(s) emulator address', () => {
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_AUTH_EMULATOR: 'http://127.0.0.1:9199/' })?.authEmulatorOrigin).toBe(
      'http://127.0.0.1:9199',
    );
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_AUTH_EMULATOR: '127.0.0.1:9199' })?.authEmulatorOrigin).toBeNull();
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_AUTH_EMULATOR: 'javascript:alert(1)' })?.authEmulatorOrigin).toBeNull();
  });

  it('turns phone sign-in on only with `on`, and only with a whole configuration', () => {
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_PHONE_SIGN_IN: 'on' })?.phoneSignIn).toBe(true);
    expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_PHONE_SIGN_IN: ' ON ' })?.phoneSignIn).toBe(true);
    for (const value of ['', 'off', '1', 'yes', undefined]) {
      expect(readFirebaseWebConfig({ ...complete, VITE_FIREBASE_PHONE_SIGN_IN: value })?.phoneSignIn).toBe(false);
    }
    expect(readFirebaseWebConfig({ VITE_FIREBASE_PHONE_SIGN_IN: 'on' })).toBeNull();
  });
});
