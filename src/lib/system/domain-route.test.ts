import { describe, expect, it } from 'vitest';

import { imageCdnChoices } from './domain-route';

describe('imageCdnChoices', () => {
  it("takes the domain route's image CDNs when it names any", () => {
    expect(imageCdnChoices({ imageCDNs: ['https://img.example/cdn', ''] }, ['/cdn'])).toEqual(['https://img.example/cdn']);
  });

  it("falls back to the status's list when the route is missing, failed or names none", () => {
    expect(imageCdnChoices(undefined, ['https://a.example/'])).toEqual(['https://a.example/']);
    expect(imageCdnChoices({ domainRoute: ['m.example'] }, ['https://a.example/'])).toEqual(['https://a.example/']);
    expect(imageCdnChoices({ imageCDNs: [' ', 7 as unknown as string] }, ['/cdn'])).toEqual(['/cdn']);
    expect(imageCdnChoices(undefined, undefined)).toEqual([]);
  });
});
