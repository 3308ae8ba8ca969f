import { describe, expect, it } from 'vitest';

import {
  type AddressRule,
  invalidAddress,
  parseWebUrl,
  satisfiesAddressRule,
  SETTING_DEFINITIONS,
  SETTING_KEYS,
} from './settings-catalog.ts';

describe('address rules', () => {
  const REFUSED_EVERYWHERE = [
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/png;base64,AAAA',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://lobby.example/0',
    '//evil.example/x',
    '/\\evil.example/x',
  ];
  const RULES: AddressRule[] = ['web-url', 'web-url-or-empty', 'web-url-or-app-path', 'image-cdn-base', 'app-path', 'host-name'];

  it('refuses script, data and file schemes and protocol-relative addresses under every rule', () => {
    for (const rule of RULES) {
      for (const text of REFUSED_EVERYWHERE) expect(satisfiesAddressRule(text, rule), `${rule} ${text}`).toBe(false);
    }
  });

  it('takes an absolute http(s) URL only as written, with a plain host', () => {
    for (const text of [
      'https://lobby.example',
      'http://lobby.example:8080/a?b=c#d',
      'HTTPS://LOBBY.EXAMPLE/X',
      'https://127.0.0.1/',
      'https://bücher.example/',
    ]) {
      expect(parseWebUrl(text), text).not.toBeNull();
    }
    for (const text of [
      '',
      'https://',
      'https:lobby.example',
      'https:/lobby.example',
      'https:\\\\lobby.example',
      'https:///lobby.example',
      ' https://lobby.example',
      'https://lobby.example\n',
      'https://lob by.example',
      'https://lobby.example\\@evil.example',
      'https://user:pw@lobby.example',
      'https://lobby.example@evil.example',
      'https://a;b.example',
      'https://a,b.example',
      'https://*.example',
      'https://[::1]/',
      'https://lobby.example:99999/',
      'ws://lobby.example',
    ]) {
      expect(parseWebUrl(text), JSON.stringify(text)).toBeNull();
    }
  });

  it('takes app paths and empty values only where the rule says so', () => {
    expect(satisfiesAddressRule('', 'web-url-or-empty')).toBe(true);
    expect(satisfiesAddressRule('', 'web-url')).toBe(false);
    expect(satisfiesAddressRule('', 'app-path')).toBe(false);
    expect(satisfiesAddressRule('/m/app?platform=ios', 'web-url-or-app-path')).toBe(true);
    expect(satisfiesAddressRule('/m/app?platform=ios', 'web-url')).toBe(false);
    expect(satisfiesAddressRule('https://lobby.example/m/home', 'app-path')).toBe(false);
    expect(satisfiesAddressRule('m/home', 'app-path')).toBe(false);
    expect(satisfiesAddressRule('/m/a b', 'app-path')).toBe(false);
    expect(satisfiesAddressRule('/cdn', 'image-cdn-base')).toBe(true);
    expect(satisfiesAddressRule('https://img.cdn.example/path/', 'image-cdn-base')).toBe(true);
    expect(satisfiesAddressRule('/cdn?v=1', 'image-cdn-base')).toBe(false);
    expect(satisfiesAddressRule('https://img.cdn.example/#x', 'image-cdn-base')).toBe(false);
    expect(satisfiesAddressRule('lobby.example', 'host-name')).toBe(true);
    expect(satisfiesAddressRule('https://lobby.example', 'host-name')).toBe(false);
    expect(satisfiesAddressRule('lobby.example:8080', 'host-name')).toBe(false);
  });
});

describe('address-valued settings', () => {
  it('accept their own defaults (what the seed stores)', () => {
    for (const key of SETTING_KEYS) expect(invalidAddress(key, SETTING_DEFINITIONS[key].defaultValue), key).toBeNull();
  });

  it('name every URL or path the defaults hold, so none escapes the admin check', () => {
    const strings = (value: unknown): string[] => {
      if (typeof value === 'string') return [value];
      if (value !== null && typeof value === 'object') return Object.values(value).flatMap(strings);
      return [];
    };
    for (const key of SETTING_KEYS) {
      const definition = SETTING_DEFINITIONS[key] as { defaultValue: unknown; addresses?: (value: unknown) => { text: string }[] };
      const named = new Set((definition.addresses?.(definition.defaultValue) ?? []).map((address) => address.text));
      for (const text of strings(definition.defaultValue).filter((text) => /^(?:https?:|\/)/i.test(text))) {
        expect(named.has(text), `${key}: ${text}`).toBe(true);
      }
    }
  });
});
