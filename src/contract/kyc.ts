/**
 * Identity verification (KYC): the operator's settings, the form's fields, the ID images and the
 * player's status (docs/product.md#identity-verification; docs/gateway-protocol.md#identity-verification).
 * The relay names are the operator platform's. Times are epoch ms.
 */

/** `verifyStatus`: only VERIFIED opens what verification gates. */
export type KycVerifyStatus = 'NOT_VERIFIED' | 'VERIFIED';
/** `statusForFE`: where an unverified player's submission stands; '' when nothing is submitted. */
export type KycReviewStatus = 'PENDING' | 'REJECTED' | '';

/** `GET /wps/relay/MCSFE_getCustomerKycStatus`. */
export interface KycStatus {
  verifyStatus: KycVerifyStatus;
  statusForFE: KycReviewStatus;
  /** The operator's reason, when REJECTED; '' otherwise. */
  rejectReason: string;
  submittedAt: number | null;
  reviewedAt: number | null;
}

/** 'Y' or 'N', as the platform's settings are. */
export type YesNo = 'Y' | 'N';

/** `GET /wps/relay/MCSFE_getCustomerKycMerchantSetting` → `merchantProviderResponse`. */
export interface KycMerchantSetting {
  /** Y: verification is on for this operator. */
  kycSwitchValue: YesNo;
  /** Y: this player is exempt. */
  kycFree: YesNo;
  /** Y: a deposit needs a verified identity. */
  beforeDepositVerification: YesNo;
  /** Y: a withdrawal needs a verified identity. */
  beforeWithdrawVerification: YesNo;
  /** Y: a game launch needs a verified identity. */
  openGameVerification: YesNo;
  /** Whole years; a birthday that makes the player younger is refused. */
  minimumAge: number;
  /** Bytes per image, after the app has downscaled it. */
  maxImageBytes: number;
  /** Images per submission. */
  maxImages: number;
}

export interface KycSettingAnswer {
  merchantProviderResponse: KycMerchantSetting;
}

/** The fields the reference operator asks for, by the platform's field ids. */
export type KycFieldId = 'WITHDRAWER_NAME' | 'DATE_OF_BIRTH' | 'ID_TYPE' | 'ID';

/** I: text input; DD: dropdown; D: date (YYYY-MM-DD). */
export type KycFieldAttribute = 'I' | 'DD' | 'D';

export interface KycDropdownOption {
  value: string;
  label: string;
}

/** One field of the dynamic form. */
export interface KycFieldDescriptor {
  fieldId: KycFieldId;
  fieldAttribute: KycFieldAttribute;
  required: boolean;
  /** Length bounds of a text field; null when none. */
  formatMin: number | null;
  formatMax: number | null;
  /** A JavaScript regular expression the whole value must match, and the rule in words. */
  format: { pattern: string; description: string } | null;
  fieldDropdownList: KycDropdownOption[];
  /** What the player last submitted; '' when nothing. */
  playerFieldValue: string;
}

/** Which picture an image is. */
export type KycImageSide = 'FRONT' | 'BACK' | 'SELFIE';

/** An ID type of the dropdown, with the pictures it needs. */
export interface KycIdType {
  /** The platform's idType number, as a string (the dropdown's value). */
  value: string;
  label: string;
  /** FRONT and SELFIE always; BACK for cards with a back worth seeing. */
  sides: KycImageSide[];
}

/** `GET /wps/relay/MCSFE_getDictionaryIdTypeAndKycFields`. */
export interface KycDictionary {
  fields: KycFieldDescriptor[];
  idTypes: KycIdType[];
}

/** `POST /wps/relay/MCSFE_uploadIdImg`: one picture, base64 of its bytes (png or jpg). */
export interface KycImageUpload {
  side: KycImageSide;
  /** image/png or image/jpeg; the gateway checks the bytes, not this. */
  contentType: string;
  dataBase64: string;
}

/** The answer to an upload, and one uploaded picture of `GET /wps/relay/MCSFE_getIdCount`. */
export interface KycImage {
  side: KycImageSide;
  bytes: number;
  uploadedAt: number;
}

/** `GET /wps/relay/MCSFE_getIdCount`: the pictures uploaded for the next submission. */
export interface KycImages {
  count: number;
  list: KycImage[];
}

export interface KycFieldValue {
  fieldId: KycFieldId;
  fieldValue: string;
}

/** `POST /wps/relay/MCSFE_updateIdTypeAndKycFields`: submits the form with the pictures uploaded; answers the new status. */
export interface KycSubmission {
  fields: KycFieldValue[];
}

/** The `value` of a `kyc.required` refusal: what the gate screen needs to explain itself. */
export interface KycRequiredDetail {
  /** What was asked for. */
  action: 'deposit' | 'withdraw' | 'launch';
  statusForFE: KycReviewStatus;
}

/** The `value` of a `kyc.age.too.young` refusal. */
export interface KycAgeDetail {
  minimumAge: number;
}
