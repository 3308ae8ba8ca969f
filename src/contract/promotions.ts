/** The promotion calls' answers (docs/product.md#promotions; the wire contract, page.ts). */

/** How a member takes part: ask for a reviewed bonus, check in for an instant one, or enrol. */
export type PromotionKind = 'apply' | 'signin' | 'join';

/** A member's progress in one promotion, as the gateway keeps it (docs/product.md#entities). */
export type PromotionApplicationState = 'joined' | 'applying' | 'claim' | 'claimed' | 'rejected' | 'issued' | 'processing' | 'signed';

/**
 * The state a member sees: the stored progress, or what the calendar decides (`available` while
 * running without an application, `closed` after the end, `comingSoon` before the start).
 */
export type PromotionState = 'available' | PromotionApplicationState | 'closed' | 'comingSoon';

/** The one action a state allows. */
export type PromotionAction = 'apply' | 'claim';

/** A promotion with the member's progress in it; amounts in the currency, times epoch ms. */
export interface Promotion {
  id: number;
  code: string;
  kind: PromotionKind;
  title: string;
  subtitle: string;
  /** The operator's HTML terms, unsanitised: render only through the app's sanitiser. */
  content: string;
  imageUrl: string;
  bonus: number;
  startTime: number;
  endTime: number;
  state: PromotionState;
  action: PromotionAction | null;
  appliedAt: number | null;
  updatedAt: number | null;
  /** When the bonus reached the wallet (claimed, issued, signed), else null. */
  creditedAt: number | null;
}

/** `GET /wps/promotions` and `GET /wps/promotions/mine`. */
export interface PromotionList {
  list: Promotion[];
}

/** The body of `POST /wps/promotions/apply` and `POST /wps/promotions/claim`, which answer the Promotion. */
export interface PromotionChoice {
  promotionId: number;
}

/** `GET /wps/promotions/referral`: the member's invitation code and how many signed up with it. */
export interface Referral {
  code: string;
  invitedCount: number;
}
