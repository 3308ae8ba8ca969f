import { expect } from 'vitest';

import { hashSource } from '../lib/html.ts';

/**
 * The CSP source of a gateway page's styles: its one <style> element's hash. The page must carry
 * no other style element and no style attribute, which its policy would refuse.
 */
export function pageStyleSource(html: string): string {
  const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '');
  expect(styles).toHaveLength(1);
  expect(html.match(/<style/g)).toHaveLength(1);
  expect(html).not.toMatch(/\sstyle=/);
  return hashSource(styles[0] ?? '');
}

/** A policy with its style-src narrowed to the page's own <style>, as the gateway sends it. */
export function withPageStyle(policy: string, html: string): string {
  return policy.replace("style-src 'self'", `style-src ${pageStyleSource(html)}`);
}
