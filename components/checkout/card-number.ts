/** Card field formatting and checks for the TEST MODE card form (no React). */

export const digitsOf = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1234" -> "12/34"; the slash appears once the year starts, so deleting back over it just works. */
export const formatExpiry = (digits: string) => (digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

export function cardNumberProblem(value: string): string | null {
  const digits = value.replace(/\s/g, "");
  if (!digits) return "Enter your card number.";
  if (!/^\d{12,19}$/.test(digits)) return "Your card number is incomplete.";
  if (!luhn(digits)) return "Your card number is invalid.";
  return null;
}

export function expiryProblem(value: string, now = new Date()): string | null {
  if (!value) return "Enter your card's expiration date.";
  const match = /^(\d{2})\/(\d{2})$/.exec(value);
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return "Enter the expiration date as MM/YY.";
  const year = 2000 + Number(match[2]);
  if (year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1)) return "Your card's expiration date is in the past.";
  return null;
}

export function cvcProblem(value: string): string | null {
  if (!value) return "Enter your card's security code.";
  return /^\d{3,4}$/.test(value) ? null : "Your card's security code is incomplete.";
}
