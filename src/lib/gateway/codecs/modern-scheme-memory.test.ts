import { describe, expect, it } from 'vitest';

import { STORAGE_KEYS } from '@/lib/storage/keys';

import { modernSchemeMemory, readOrigins, withOrigin } from './modern-scheme-memory';

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe('modern scheme memory (docs/gateway-protocol.md#choosing-a-scheme)', () => {
  it('remembers a gateway origin that offered the key, and only that one', () => {
    const storage = memoryStorage();
    const gateway = modernSchemeMemory('https://gw.example', storage);
    expect(gateway.seen()).toBe(false);
    gateway.remember();
    expect(gateway.seen()).toBe(true);
    expect(modernSchemeMemory('https://gw.example', storage).seen()).toBe(true);
    expect(modernSchemeMemory('https://other.example', storage).seen()).toBe(false);
    expect(JSON.parse(storage.items.get(STORAGE_KEYS.modernSchemeOrigins) ?? '')).toEqual(['https://gw.example']);
  });

  it('reads an unreadable entry as no origin, and a storage that throws as nothing seen', () => {
    expect(modernSchemeMemory('https://gw.example', memoryStorage({ [STORAGE_KEYS.modernSchemeOrigins]: '{oops' })).seen()).toBe(false);
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    const memory = modernSchemeMemory('https://gw.example', refusing);
    expect(memory.seen()).toBe(false);
    expect(() => memory.remember()).not.toThrow();
  });

  it('keeps the newest origins first, without repeats, and a few at most', () => {
    expect(readOrigins('["a", 1, "b", null]')).toEqual(['a', 'b']);
    expect(readOrigins('"a"')).toEqual([]);
    expect(readOrigins(null)).toEqual([]);
    expect(withOrigin(['a', 'b', 'c'], 'b')).toEqual(['b', 'a', 'c']);
    const many = Array.from({ length: 20 }, (_, i) => `https://gw${i}.example`);
    expect(withOrigin(many, 'https://new.example')).toHaveLength(8);
    expect(withOrigin(many, 'https://new.example')[0]).toBe('https://new.example');
  });
});
