import { LIMITS } from '@/config/constants';

export type SuggestionProblem = 'length' | null;

/** Characters as people count them: an emoji is one, not two UTF-16 units. */
export function suggestionLength(content: string): number {
  return [...content.trim()].length;
}

/** docs/product.md#validation: the suggestion is required and 20 to 200 characters long (an empty one is too short). */
export function suggestionProblem(content: string): SuggestionProblem {
  const length = suggestionLength(content);
  return length < LIMITS.suggestionMin || length > LIMITS.suggestionMax ? 'length' : null;
}

/** docs/product.md#validation: the captcha is required when it is shown. */
export function captchaMissing(captchaShown: boolean, captcha: string): boolean {
  return captchaShown && captcha.trim() === '';
}
