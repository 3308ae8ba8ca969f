import type { ReactNode } from 'react';

import type { HoursState } from '@/contract/deposit-hours';

import type { DepositBonus, DepositChannel } from '../api/deposit-api';

/**
 * What the deposit form holds and what each of its templates (BaseDepositForm, NewDepositForm) is
 * given by DepositScreen: here, not in DepositScreen, so the templates do not import their parent.
 */
export interface DepositValues {
  channel: string;
  amount: string;
  /** A listed bonus's code, or '' for none. */
  bonus: string;
  promoCode: string;
}

export interface DepositFormProps {
  channels: DepositChannel[];
  bonuses: DepositBonus[];
  currencySymbol: string;
  locale: string;
  /** Each channel's hours now, by code. */
  hours: ReadonlyMap<string, HoursState>;
  /** "Opens {time}" for a closed channel. */
  opensText: (state: HoursState) => string | undefined;
  /** A refusal of the whole form (a channel that closed meanwhile), kept until the next submit. */
  formError: string | null;
  /** What the player's own deposit limit still allows, and the way to the limits (docs/product.md#responsible-gaming). */
  allowance: ReactNode;
}
