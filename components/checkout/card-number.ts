/** How the TEST MODE card form shows what is typed (its checks are lib/validation/sandbox-payment.ts). */

export const digitsOf = (value: string, max: number) => value.replace(/\D/g, "").slice(0, max);

/** "4242424242424242" -> "4242 4242 4242 4242" */
export const groupCardNumber = (digits: string) => digits.replace(/(\d{4})(?=\d)/g, "$1 ");

/** "1234" -> "12/34"; the slash appears once the year starts, so deleting back over it just works. */
export const formatExpiry = (digits: string) => (digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
