import { STORAGE_KEYS } from '../../storage/keys';

/**
 * Which gateways have offered the RSA-OAEP key on this device (docs/gateway-protocol.md#choosing-a-scheme).
 * Once one has, `auto` never sends it a v2 body again: a failing key call is then an error, not a
 * gateway without the modern scheme.
 */
export interface ModernSchemeMemory {
  seen(): boolean;
  remember(): void;
}

/** A build talks to one gateway; a few more cover a gateway that moved. */
const MAX_ORIGINS = 8;

/** The stored origins, newest first; anything unreadable is none. */
export function readOrigins(raw: string | null): string[] {
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((origin): origin is string => typeof origin === 'string').slice(0, MAX_ORIGINS) : [];
  } catch {
    return [];
  }
}

/** `origin` first, then the others, at most MAX_ORIGINS. */
export function withOrigin(origins: readonly string[], origin: string): string[] {
  return [origin, ...origins.filter((other) => other !== origin)].slice(0, MAX_ORIGINS);
}

function localStorageIfAny(): Pick<Storage, 'getItem' | 'setItem'> | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

export function modernSchemeMemory(origin: string, storage = localStorageIfAny()): ModernSchemeMemory {
  const stored = (): string[] => {
    try {
      return readOrigins(storage?.getItem(STORAGE_KEYS.modernSchemeOrigins) ?? null);
    } catch {
      return [];
    }
  };
  return {
    seen: () => stored().includes(origin),
    remember() {
      const origins = stored();
      if (origins[0] === origin) return;
      try {
        storage?.setItem(STORAGE_KEYS.modernSchemeOrigins, JSON.stringify(withOrigin(origins, origin)));
      } catch {
        // Refused (storage full or switched off): this device then keeps trusting the first answer.
      }
    },
  };
}
