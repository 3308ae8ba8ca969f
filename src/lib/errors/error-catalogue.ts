import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

import { CLIENT_ERROR_CODES, type GatewayError } from '../gateway/gateway-error';

/**
 * Every text of docs/product.md#errors, translated, under the key the docs give it where there is
 * one. Screens show these; they never show a gateway's raw message.
 */
export const ERROR_TEXTS = {
  in_logged_login: msg`You are not logged in. Please log in first.`,
  free_reject: msg`Please log in with a real account to use this`,
  in_please_wait: msg`Please wait`,
  add_favourites: msg`Adding to favourites`,
  remove_favourites: msg`Removing from favourites`,
  invitation_code_error: msg`Invalid invitation code`,
  in_sms_sending: msg`Sending the SMS code`,
  in_sms_send: msg`The SMS code has been sent`,
  in_registered_successfully: msg`Registered successfully`,
  loggedOut: msg`The account has been logged out, please log in again`,
  verificationCode: msg`Verification code error`,
  notAvailable: msg`No permission or feature temporarily unavailable`,
  userMissing: msg`User does not exist or is disabled`,
  usernameTaken: msg`Username already exists`,
  formatIncorrect: msg`Account, Password and E-mail format incorrect`,
  confirmationMismatch: msg`Confirmation password not matched`,
  referrerLink: msg`Referrer link error`,
  enterCaptcha: msg`Enter a captcha`,
  nameFormat: msg`Name format not valid`,
  mobileInvalid: msg`Mobile number not valid`,
  unknown: msg`Unknown error`,
  emptyUrl: msg`The requested URL is empty`,
  upgrading: msg`System upgrading, try again later`,
  nonMember: msg`Only member accounts can log in here`,
  nonAgent: msg`Non-agents cannot log in`,
  restricted: msg`IP or location restricted`,
  maintenance: msg`Under maintenance`,
  slowConnection: msg`Slow connection`,
  noInternet: msg`No internet connection`,
  /** An action that needs the gateway, tried offline; the screen keeps what was typed. */
  needsConnection: msg`You are offline. This needs an internet connection, please connect and try again.`,
  /** Not in docs/product.md#errors, which names no text for these; worded like its neighbours. */
  wrongCredentials: msg`The username or password is incorrect`,
  tooManyAttempts: msg`Too many attempts, please wait a moment and try again`,
  timeoutRetry: msg`The request timed out, please try again`,
  gameUnavailable: msg`This game is not available at the moment`,
  insufficientBalance: msg`Your balance is not enough for this`,
  contractAnswered: msg`This contract has already been answered`,
  contractNotActive: msg`Only an accepted contract can be ended`,
  promotionUnavailable: msg`This promotion cannot be applied for now`,
  nothingToClaim: msg`There is no bonus to claim on this promotion`,
  depositChannel: msg`This payment channel is not available, please choose another`,
  depositAmount: msg`The amount is outside this channel's limits`,
  passwordChangeRequired: msg`Please set a new password before you continue`,
  sliderMissed: msg`The piece did not fit the gap. Try again with the new picture.`,
  sliderRequired: msg`Please complete the security check first`,
  /** Social login (docs/product.md#login): what a failed Firebase sign-in says. */
  socialClosed: msg`The sign-in window was closed before you finished. Please try again.`,
  socialAccountExists: msg`This e-mail already belongs to an account that logs in another way. Log in that way instead.`,
  socialNetwork: msg`Could not reach the sign-in service. Check your connection and try again.`,
  socialUnavailable: msg`This way of logging in is not available at the moment`,
  socialRejected: msg`The sign-in could not be confirmed. Please try again.`,
  accountLocked: msg`Too many wrong passwords. Password login for this account is paused for 15 minutes. You can still log in with an SMS code or reset your password.`,
  /**
   * The modern encryption was required and could not be set up (docs/gateway-protocol.md#choosing-a-scheme):
   * the player is told why nothing was sent, where the weaker scheme would once have been used unseen.
   */
  secureConnectionFailed: msg`A secure connection to the server could not be set up, so your details were not sent. Check your connection and try again.`,
  /** The gateway refused a body it had already received or that was too old (gateway/README.md "Encryption"). */
  requestReplayed: msg`This request was already used or has expired. Please try again.`,
  /** The time a verified reset allows has passed: the player verifies again (docs/product.md#forgot-password). */
  resetExpired: msg`Your password reset has expired. Please verify your account again.`,
  /** Player protection (docs/product.md#responsible-gaming). */
  depositLimitExceeded: msg`This deposit is more than your deposit limit allows`,
  lossLimitReached: msg`Your loss limit is reached. You can play again when the period allows.`,
  sessionTimeLimit: msg`Your session time limit was reached, so you have been logged out`,
  accountExcluded: msg`This account is on a break or self-excluded. To withdraw your balance meanwhile, contact customer support.`,
  accountExcludedContact: msg`This mobile number or e-mail belongs to an account that is self-excluded. Contact customer support.`,
  exclusionPassword: msg`The password is not correct`,
  exclusionNotLonger: msg`You can only make an exclusion longer`,
  /** Identity verification (docs/product.md#identity-verification). */
  kycRequired: msg`Please verify your identity first`,
  kycTooYoung: msg`You do not meet the minimum age to play`,
  kycImageType: msg`Only PNG or JPG pictures can be used.`,
  kycImageInvalid: msg`This picture could not be read. Please take it again.`,
  kycImageTooLarge: msg`This picture is too large. Please take it again or choose a smaller one.`,
  kycImageTooMany: msg`No more pictures can be added. Please submit what you have.`,
  kycImageMissing: msg`Please add every picture asked for before you submit.`,
  kycFieldInvalid: msg`Some of your details are not valid. Please check them and try again.`,
  kycPending: msg`Your verification is being reviewed`,
  kycAlreadyVerified: msg`Your identity is already verified`,
  /** The gateway does not answer this app's address (gateway/README.md "Cross-origin app (APP_ORIGINS)"): a set-up fault, not the player's. */
  originNotAllowed: msg`This site is not allowed to reach the server. Please contact customer support.`,
  /** A report's dates refused by the gateway (docs/product.md#profit-and-loss): the screens check first, so rarely seen. */
  dateRangeInvalid: msg`Choose a start and an end date, the end not before the start nor after today.`,
  dateRangeTooOld: msg`This report does not go back that far. Choose a later start date.`,
  dateRangeTooLong: msg`This period is too long. Choose fewer days.`,
} as const satisfies Record<string, MessageDescriptor>;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;

/** Gateway codes (gateway/README.md) and transport failures → the text a player sees. */
const TEXT_BY_CODE = new Map<string, ErrorTextKey>(
  Object.entries({
    [CLIENT_ERROR_CODES.offline]: 'needsConnection',
    [CLIENT_ERROR_CODES.network]: 'noInternet',
    [CLIENT_ERROR_CODES.timeout]: 'slowConnection',
    [CLIENT_ERROR_CODES.noRsaKey]: 'timeoutRetry',
    [CLIENT_ERROR_CODES.noOaepKey]: 'secureConnectionFailed',
    'encryption.replayed': 'requestReplayed',
    'login.not.session': 'loggedOut',
    'login.failed': 'wrongCredentials',
    'captcha.invalid': 'verificationCode',
    // Asked for before any password is checked: a first captcha is a request, not an error.
    'captcha.required': 'enterCaptcha',
    'login.locked': 'accountLocked',
    'password.change.required': 'passwordChangeRequired',
    // The gateway gave up on a request that came too slowly: the same as the app's own timeout.
    'request.timeout': 'timeoutRetry',
    'verification.invalid': 'verificationCode',
    'reset.token.invalid': 'resetExpired',
    'geetest.invalid': 'sliderMissed',
    'geetest.required': 'sliderRequired',
    'login.not.member': 'nonMember',
    'login.not.agent': 'nonAgent',
    'member.disabled': 'userMissing',
    'member.not.found': 'userMissing',
    'username.exists': 'usernameTaken',
    'function.not.available': 'notAvailable',
    'firebase.not.configured': 'socialUnavailable',
    'firebase.provider.unsupported': 'socialUnavailable',
    'firebase.token.invalid': 'socialRejected',
    'firebase.account.exists': 'socialAccountExists',
    'firebase.unavailable': 'socialNetwork',
    'affiliate.invalid': 'invitation_code_error',
    'referrer.invalid': 'referrerLink',
    'rate.limited': 'tooManyAttempts',
    'system.maintenance': 'upgrading',
    'system.restricted': 'restricted',
    'member.trial': 'free_reject',
    'game.free.account': 'free_reject',
    'game.not.found': 'gameUnavailable',
    'game.free.play.unsupported': 'notAvailable',
    'balance.insufficient': 'insufficientBalance',
    'contract.answered': 'contractAnswered',
    'contract.not.active': 'contractNotActive',
    'contract.not.found': 'notAvailable',
    'promotion.not.found': 'promotionUnavailable',
    'promotion.not.available': 'promotionUnavailable',
    'promotion.not.claimable': 'nothingToClaim',
    'deposit.channel.invalid': 'depositChannel',
    'deposit.amount.invalid': 'depositAmount',
    'limit.deposit.exceeded': 'depositLimitExceeded',
    'limit.loss.reached': 'lossLimitReached',
    'session.time.limit': 'sessionTimeLimit',
    'account.excluded': 'accountExcluded',
    'account.excluded.contact': 'accountExcludedContact',
    'exclusion.password.invalid': 'exclusionPassword',
    'exclusion.not.longer': 'exclusionNotLonger',
    'kyc.required': 'kycRequired',
    'kyc.age.too.young': 'kycTooYoung',
    'kyc.image.type': 'kycImageType',
    'kyc.image.invalid': 'kycImageInvalid',
    'kyc.image.too.large': 'kycImageTooLarge',
    'kyc.image.too.many': 'kycImageTooMany',
    'kyc.image.missing': 'kycImageMissing',
    'kyc.image.not.found': 'kycImageMissing',
    'kyc.field.invalid': 'kycFieldInvalid',
    'kyc.pending': 'kycPending',
    'kyc.already.verified': 'kycAlreadyVerified',
    'origin.not.allowed': 'originNotAllowed',
    'date.range.invalid': 'dateRangeInvalid',
    'date.range.too.old': 'dateRangeTooOld',
    'date.range.too.long': 'dateRangeTooLong',
  } satisfies Record<string, ErrorTextKey>),
);

export function errorTextKey(error: Pick<GatewayError, 'code'> | null | undefined): ErrorTextKey {
  return (error && TEXT_BY_CODE.get(error.code)) ?? 'unknown';
}

export function errorMessage(error: Pick<GatewayError, 'code'> | null | undefined): MessageDescriptor {
  return ERROR_TEXTS[errorTextKey(error)];
}

/**
 * What a player is told when a session ends under them: the session-time limit says so
 * (docs/product.md#responsible-gaming), any other refusal that the account was logged out.
 */
export function sessionEndedText(code: string | undefined): MessageDescriptor {
  return code === 'session.time.limit' ? ERROR_TEXTS.sessionTimeLimit : ERROR_TEXTS.loggedOut;
}
