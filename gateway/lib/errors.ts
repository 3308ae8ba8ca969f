/**
 * The gateway's stable error codes. Clients branch on `code`, never on `message`, so a code and
 * its HTTP status never change once published; the message is plain English for logs and for
 * developers (the app shows its own translated text per code).
 */
export const ERROR_CATALOGUE = {
  'request.malformed': { status: 400, message: 'The request body is not valid JSON' },
  'request.unsupported.media': { status: 415, message: 'Request bodies must be application/json' },
  'request.too.large': { status: 413, message: 'The request body is larger than 64 KiB' },
  'request.timeout': { status: 408, message: 'The request was not received in time' },
  'request.invalid': { status: 400, message: 'The request is not valid' },
  'merchant.unknown': { status: 400, message: 'Missing or unknown Merchant header' },
  'encryption.invalid': { status: 400, message: 'The encrypted request could not be decrypted' },
  'encryption.replayed': { status: 400, message: 'The encrypted request was already received, or sealed outside the time allowed' },
  'login.not.session': { status: 401, message: 'You are not logged in, please login first' },
  'login.failed': { status: 400, message: 'Wrong username or password' },
  'captcha.invalid': { status: 400, message: 'Verification code error' },
  'captcha.required': { status: 400, message: 'Enter the verification code shown' },
  'login.locked': { status: 429, message: 'Too many wrong passwords: password login for this account is paused' },
  'password.change.required': { status: 403, message: 'Set a new password first' },
  'login.not.member': { status: 403, message: 'Non-member account unable to login' },
  'login.not.agent': { status: 403, message: 'Non-agents cannot log in' },
  'agent.only': { status: 403, message: 'This call is for agent accounts only' },
  'agent.not.downline': { status: 404, message: 'No such account in your team' },
  'rebate.above.max': { status: 400, message: 'The rebate is above what you may give' },
  'rebate.lowered': { status: 400, message: 'A rebate cannot be lowered' },
  'rebate.off.step': { status: 400, message: "The rebate is not on the operator's step" },
  'rebate.negative': { status: 400, message: 'A rebate cannot be below zero' },
  'link.code.invalid': { status: 400, message: 'A link code is 4 to 16 letters or digits' },
  'link.code.taken': { status: 409, message: 'This link code is already taken' },
  'link.limit': { status: 400, message: 'The maximum number of links is reached' },
  'link.not.found': { status: 404, message: 'Link not found' },
  'contract.tiers.invalid': { status: 400, message: 'Each tier must be above the one before in threshold, active members and value' },
  'contract.rate.out.of.range': { status: 400, message: "A tier's value is outside the operator's minimum and maximum" },
  'contract.exists': { status: 409, message: 'The downline already holds or is offered a contract of this kind' },
  'contract.not.active': { status: 409, message: 'Only an accepted contract can be ended' },
  'date.range.invalid': {
    status: 400,
    message: 'The dates are not a valid range: start and end as YYYY-MM-DD, the end not before the start nor after today',
  },
  'date.range.too.old': { status: 400, message: 'The start date is further back than this report reaches' },
  'date.range.too.long': { status: 400, message: 'The range is longer than this report allows' },
  'member.disabled': { status: 403, message: 'User does not exist or is disabled' },
  'function.not.available': { status: 400, message: 'No permission or feature temporarily unavailable' },
  'verification.invalid': { status: 400, message: 'Verification code error' },
  'firebase.not.configured': { status: 400, message: 'Firebase login is not configured on this gateway' },
  'firebase.token.invalid': { status: 400, message: 'The Firebase ID token is invalid, expired or from another project' },
  'firebase.provider.unsupported': { status: 400, message: 'This Firebase sign-in method is not accepted here' },
  'firebase.account.exists': { status: 409, message: 'A member with this e-mail already exists; log in as that member first' },
  'firebase.unavailable': { status: 502, message: 'The Firebase token check could not be completed' },
  'geetest.required': { status: 400, message: 'Complete the slider check first' },
  'geetest.invalid': { status: 400, message: 'The slider check failed, try a new one' },
  'sms.too.frequent': { status: 429, message: 'A code was sent recently, wait before asking for another one' },
  'mobile.not.registered': { status: 400, message: 'This mobile number is not registered' },
  'mobile.exists': { status: 400, message: 'This mobile number is already registered' },
  'register.field.invalid': { status: 400, message: 'A registration field is not valid' },
  'username.exists': { status: 400, message: 'Username already exists' },
  'affiliate.invalid': { status: 400, message: 'Invalid invitation code' },
  'referrer.invalid': { status: 400, message: 'Referrer link error' },
  'password.old.invalid': { status: 400, message: 'The old password is not correct' },
  'password.same': { status: 400, message: 'The new password and the old password cannot be the same' },
  'password.mismatch': { status: 400, message: 'Confirmation password not matched' },
  'reset.token.invalid': { status: 400, message: 'The password reset link is invalid or has expired' },
  'origin.not.allowed': { status: 403, message: 'Calls from this origin are not allowed (APP_ORIGINS)' },
  'admin.not.authorized': { status: 401, message: 'Missing or wrong Admin-Token header' },
  'setting.url.invalid': { status: 400, message: 'An address in the setting is not allowed there' },
  'rate.limited': { status: 429, message: 'Too many requests, try again later' },
  'announcement.not.found': { status: 404, message: 'Announcement not found' },
  'game.not.found': { status: 404, message: 'Game not found' },
  'game.free.account': { status: 403, message: 'Free accounts cannot use this function' },
  'game.free.play.unsupported': { status: 400, message: 'This game has no free trial' },
  'balance.insufficient': { status: 400, message: 'Insufficient balance' },
  'member.trial': { status: 403, message: 'Please login an actual account to use this function' },
  'contract.not.found': { status: 404, message: 'Contract not found' },
  'contract.answered': { status: 409, message: 'This contract has already been answered' },
  'promotion.not.found': { status: 404, message: 'Promotion not found' },
  'promotion.not.available': { status: 400, message: 'This promotion cannot be applied for now' },
  'promotion.not.claimable': { status: 400, message: 'There is no bonus to claim on this promotion' },
  'deposit.channel.invalid': { status: 400, message: 'This deposit channel is not available' },
  'deposit.amount.invalid': { status: 400, message: 'The amount is outside the channel limits' },
  'deposit.not.found': { status: 404, message: 'Deposit order not found' },
  'deposit.channel.closed': { status: 400, message: 'This deposit channel is outside its service hours' },
  'deposit.bonus.invalid': { status: 400, message: 'This bonus does not apply to this deposit' },
  'deposit.promo.invalid': { status: 400, message: 'This promo code does not exist' },
  'deposit.status.invalid': { status: 409, message: 'The deposit order is no longer pending' },
  'deposit.receipt.invalid': { status: 400, message: 'The receipt must be a PNG or JPG picture of a manual transfer' },
  'deposit.receipt.too.large': { status: 413, message: 'The receipt picture is larger than 5 MB' },
  'payment.password.unset': { status: 400, message: 'Set a payment password first' },
  'payment.password.invalid': { status: 400, message: 'The payment password is not correct' },
  'payment.password.format': { status: 400, message: 'The payment password must be 6 digits' },
  'card.method.invalid': { status: 400, message: 'This payout method is not available' },
  'card.number.invalid': { status: 400, message: 'The account number does not match the method' },
  'card.holder.mismatch': { status: 400, message: 'The holder name must be the payee name of the account' },
  'card.exists': { status: 409, message: 'This account is already saved' },
  'card.limit': { status: 400, message: 'The maximum number of cards is reached' },
  'card.not.found': { status: 404, message: 'Card not found' },
  'withdraw.amount.invalid': { status: 400, message: 'The amount is outside the withdrawal limits' },
  'withdraw.turnover.unmet': { status: 400, message: 'A promotion bonus still has turnover to complete' },
  'withdraw.not.found': { status: 404, message: 'Withdrawal order not found' },
  'withdraw.status.invalid': { status: 409, message: 'The order cannot move to that state from its current one' },
  'message.not.found': { status: 404, message: 'Message not found' },
  'transfer.off': { status: 403, message: 'This operator does not use transfer wallets' },
  'transfer.wallet.invalid': { status: 400, message: 'A transfer goes between the main wallet and one vendor wallet' },
  'transfer.amount.invalid': { status: 400, message: 'The transfer amount must be above zero with at most 2 decimals' },
  'feedback.content.invalid': { status: 400, message: 'The suggestion must be between 20 and 200 characters' },
  'kyc.required': { status: 403, message: 'Verify your identity first' },
  'kyc.image.type': { status: 400, message: 'The picture must be a PNG or JPG' },
  'kyc.image.invalid': { status: 400, message: 'The picture is not valid base64' },
  'kyc.image.too.large': { status: 413, message: 'The picture is larger than the operator allows' },
  'kyc.image.too.many': { status: 400, message: 'No more pictures can be added to this submission' },
  'kyc.image.missing': { status: 400, message: 'A picture the ID type needs is not uploaded' },
  'kyc.image.not.found': { status: 404, message: 'Picture not found' },
  'kyc.field.invalid': { status: 400, message: 'A field of the verification form is not valid' },
  'kyc.age.too.young': { status: 403, message: 'You do not meet the minimum age' },
  'kyc.already.verified': { status: 409, message: 'Your identity is already verified' },
  'kyc.pending': { status: 409, message: 'Your verification is being reviewed' },
  'kyc.not.found': { status: 404, message: 'No verification submitted by this account' },
  'kyc.status.invalid': { status: 409, message: 'Only a submission under review can be approved or rejected' },
  'limit.deposit.exceeded': { status: 400, message: 'This deposit is more than your deposit limit leaves' },
  'limit.loss.reached': { status: 403, message: 'Your loss limit is reached: games open again when the period allows' },
  'session.time.limit': { status: 401, message: 'Your session time limit is reached; the session has ended' },
  'account.excluded': { status: 403, message: 'This account is excluded from play until the date given' },
  'account.excluded.contact': { status: 403, message: 'This mobile number or e-mail belongs to an excluded account' },
  'exclusion.password.invalid': { status: 400, message: 'The password is not correct' },
  'exclusion.not.longer': { status: 409, message: 'An exclusion can only be made longer' },
  'exclusion.not.found': { status: 404, message: 'This account has no exclusion in force' },
  'exclusion.lift.refused': { status: 409, message: 'A self-exclusion cannot be lifted in its first 6 months' },
  'route.not.found': { status: 404, message: 'Route not found' },
  'internal.error': { status: 500, message: 'Unknown error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CATALOGUE;

export interface GatewayErrorOptions {
  /** Overrides the catalogue message, e.g. to name the invalid field. */
  message?: string;
  /** Carried to the client as the envelope's `value` (e.g. `{captcha: true}`). */
  value?: unknown;
  /** Sent as `Retry-After` (whole seconds, at least 1) with the failure. */
  retryAfterMs?: number;
}

/** Thrown anywhere in a request; the error handler turns it into the failure envelope. */
export class GatewayError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly value: unknown;
  readonly retryAfterSeconds: number | undefined;

  constructor(code: ErrorCode, options: GatewayErrorOptions = {}) {
    super(options.message ?? ERROR_CATALOGUE[code].message);
    this.name = 'GatewayError';
    this.code = code;
    this.statusCode = ERROR_CATALOGUE[code].status;
    this.value = options.value ?? null;
    this.retryAfterSeconds = options.retryAfterMs === undefined ? undefined : Math.max(1, Math.ceil(options.retryAfterMs / 1000));
  }
}
