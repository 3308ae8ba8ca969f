import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { PATHS } from '@/config/paths';
import type { AffiliateLink, LinkAccountType, LinkRebateRange, NewAffiliateLink } from '@/contract/agent-links';
import { LINK_CODE_PATTERN } from '@/contract/agent-links';
import { type RebateProblem, rebateProblem, type RebateProduct } from '@/contract/rebates';

export type { AffiliateLink, LinkAccountType, LinkRebateRange };

/**
 * The address a link shares: the app's registration with the code, which the registration reads
 * as the invitation code (docs/product.md#agent-centre).
 */
export function linkAddress(origin: string, code: string): string {
  return `${origin}${PATHS.register}?affiliateCode=${encodeURIComponent(code)}`;
}

export interface LinkDraft {
  accountType: LinkAccountType;
  code: string;
  /** Per product, the typed percentage ('' is 0). */
  rebates: Partial<Record<RebateProduct, string>>;
}

export const REBATE_PROBLEM_TEXTS: Readonly<Record<RebateProblem, MessageDescriptor>> = {
  'rebate.above.max': msg`Above what you may give`,
  'rebate.lowered': msg`A rebate cannot be lowered`,
  'rebate.off.step': msg`Not on the allowed step`,
  'rebate.negative': msg`Enter a number of 0 or more`,
};

export const CODE_TEXT = msg`4 to 16 letters or digits`;

export interface LinkDraftErrors {
  code?: MessageDescriptor;
  rebates: Partial<Record<RebateProduct, MessageDescriptor>>;
}

/**
 * The create form's check, with the gateway's rebate rule (src/contract/rebates.ts): an own code,
 * when given, is 4-16 letters or digits; each product's preset is a step from 0 to what the agent
 * may give. Answers the errors (none: an empty `rebates` and no `code`).
 */
export function linkDraftErrors(draft: LinkDraft, ranges: readonly LinkRebateRange[]): LinkDraftErrors {
  const errors: LinkDraftErrors = { rebates: {} };
  const code = draft.code.trim();
  if (code !== '' && !LINK_CODE_PATTERN.test(code)) errors.code = CODE_TEXT;
  for (const range of ranges) {
    const text = draft.rebates[range.productType]?.trim() ?? '';
    const value = text === '' ? 0 : Number(text);
    const problem = rebateProblem(value, 0, range.max, {
      productType: range.productType,
      highestRebate: range.max,
      rebateInterval: range.step,
    });
    if (problem) errors.rebates[range.productType] = REBATE_PROBLEM_TEXTS[problem];
  }
  return errors;
}

export const hasErrors = (errors: LinkDraftErrors): boolean => errors.code !== undefined || Object.keys(errors.rebates).length > 0;

/** What the create call sends for a checked draft. */
export function newLinkOf(draft: LinkDraft, ranges: readonly LinkRebateRange[]): NewAffiliateLink {
  const code = draft.code.trim();
  return {
    accountType: draft.accountType,
    ...(code === '' ? {} : { code }),
    rebates: ranges.map((range) => {
      const text = draft.rebates[range.productType]?.trim() ?? '';
      return { productType: range.productType, rebateValue: text === '' ? 0 : Number(text) };
    }),
  };
}

/** What the gateway's refusals of a new link say. */
export const LINK_ERROR_TEXTS: Readonly<Record<string, MessageDescriptor>> = {
  'link.code.taken': msg`This code is already taken`,
  'link.code.invalid': CODE_TEXT,
  'link.limit': msg`You have the most links allowed. Delete one first.`,
  'rebate.above.max': REBATE_PROBLEM_TEXTS['rebate.above.max'],
  'rebate.off.step': REBATE_PROBLEM_TEXTS['rebate.off.step'],
  'rebate.negative': REBATE_PROBLEM_TEXTS['rebate.negative'],
};
