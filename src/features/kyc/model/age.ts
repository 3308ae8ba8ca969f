/**
 * The operator's minimum age (docs/product.md#identity-verification): refused in the form at once,
 * before anything is uploaded; the gateway checks the same.
 */

/** Whole years between a birthday (YYYY-MM-DD) and a day (YYYY-MM-DD); null for a date that does not exist. */
export function ageOn(birthday: string, today: string): number | null {
  const born = parseDay(birthday);
  const now = parseDay(today);
  if (!born || !now) return null;
  let years = now.year - born.year;
  if (now.month < born.month || (now.month === born.month && now.day < born.day)) years -= 1;
  return years;
}

/** Whether the birthday makes the player younger than the minimum on that day; a birthday in the future is too young too. */
export function tooYoung(birthday: string, today: string, minimumAge: number): boolean {
  const age = ageOn(birthday, today);
  return age !== null && age < minimumAge;
}

/** The player's own calendar day, as a date input gives it. */
export function localDay(now: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function parseDay(value: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return { year, month, day };
}
