import { describe, expect, it } from 'vitest';

import { bytesToBase64 } from '@/lib/crypto/base64';
import { decodeCustomerServicePath } from '@/lib/crypto/customer-service';
import { desEcbEncrypt } from '@/lib/crypto/des';

import { customerServiceLinks, downloadLinks, isAppPath, isWebUrl } from './links-api';

/** An obfuscated customer-service path, as the operator's tooling makes it. */
function obfuscate(plain: string, key = 'A1b2C3d4'): string {
  const encoder = new TextEncoder();
  return bytesToBase64(desEcbEncrypt(encoder.encode(plain), encoder.encode(key))) + key;
}

describe('downloadLinks', () => {
  it('keeps usable links in the order iOS, Android, iOS profile, whatever the operator order and case', () => {
    expect(
      downloadLinks([
        { resourceType: 'MOBILECONFIG', url: '/m/app?platform=webclip' },
        { resourceType: 'Android', url: ' https://cdn.example.com/lobby.apk ' },
        { resourceType: 'ios', url: 'https://apps.apple.com/app/id1' },
      ]),
    ).toEqual([
      { kind: 'IOS', url: 'https://apps.apple.com/app/id1' },
      { kind: 'ANDROID', url: 'https://cdn.example.com/lobby.apk' },
      { kind: 'MOBILECONFIG', url: '/m/app?platform=webclip' },
    ]);
  });

  it('drops unknown types, unusable URLs and repeats (the first of a kind wins)', () => {
    expect(
      downloadLinks([
        null,
        { resourceType: 'WINDOWS', url: 'https://example.com/setup.exe' },
        { resourceType: 'IOS', url: 'javascript:alert(1)' },
        { resourceType: 'Android', url: '' },
        { resourceType: 'Android', url: 'https://one.example/a.apk' },
        { resourceType: 'ANDROID', url: 'https://two.example/a.apk' },
      ]),
    ).toEqual([{ kind: 'ANDROID', url: 'https://one.example/a.apk' }]);
  });

  it('answers an empty list for no or malformed data', () => {
    expect(downloadLinks(undefined)).toEqual([]);
    expect(downloadLinks(null)).toEqual([]);
    expect(downloadLinks([])).toEqual([]);
  });
});

describe('isWebUrl and isAppPath', () => {
  it.each([
    ['https://support.example.com/chat', true],
    ['http://t.me/x', true],
    ['javascript:alert(1)', false],
    ['mailto:help@example.com', false],
    ['/m/app', false],
    ['not a url', false],
  ])('isWebUrl(%s) is %s', (value, expected) => {
    expect(isWebUrl(value)).toBe(expected);
  });

  it.each([
    ['/m/app?platform=ios', true],
    ['/', true],
    ['//evil.example/x', false],
    ['/\\evil.example', false],
    ['https://example.com/', false],
    ['m/app', false],
  ])('isAppPath(%s) is %s', (value, expected) => {
    expect(isAppPath(value)).toBe(expected);
  });
});

describe('customerServiceLinks', () => {
  it('decodes each path and keeps the type', () => {
    expect(
      customerServiceLinks(
        [
          { type: 'LIVECHAT', path: obfuscate('https://support.lobby.example/chat') },
          { type: ' EMAIL ', path: obfuscate('https://mail.lobby.example/help', 'k/+=k/+=') },
        ],
        decodeCustomerServicePath,
      ),
    ).toEqual([
      { type: 'LIVECHAT', url: 'https://support.lobby.example/chat' },
      { type: 'EMAIL', url: 'https://mail.lobby.example/help' },
    ]);
  });

  it('skips entries that do not decode, decode to something other than a web address, or repeat', () => {
    const good = obfuscate('https://support.lobby.example/chat');
    expect(
      customerServiceLinks(
        [
          null,
          { type: 'BROKEN', path: 'not-base64!!KEY12345' },
          { type: 'WRONGKEY', path: good.slice(0, -8) + 'WrongKey' },
          { type: 'SCRIPT', path: obfuscate('javascript:alert(1)') },
          { type: 'NOPATH' },
          { type: 'LIVECHAT', path: good },
          { type: 'AGAIN', path: good },
        ],
        decodeCustomerServicePath,
      ),
    ).toEqual([{ type: 'LIVECHAT', url: 'https://support.lobby.example/chat' }]);
  });

  it('answers an empty list for no data and uses an empty type when none is given', () => {
    expect(customerServiceLinks(undefined, decodeCustomerServicePath)).toEqual([]);
    expect(customerServiceLinks([{ path: obfuscate('https://a.example/') }], decodeCustomerServicePath)).toEqual([
      { type: '', url: 'https://a.example/' },
    ]);
  });
});
