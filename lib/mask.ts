/** The character that stands in for a hidden digit. */
export const MASK_CHAR = '•';

const HIDDEN_GROUP = MASK_CHAR.repeat(4);

/**
 * A bank account number as a card-style number: three hidden groups of four, then the last four
 * digits, e.g. '1181100045872' -> '•••• •••• •••• 5872'. Always four groups, so the length of the
 * real number does not show. Spaces and dashes in the input are ignored. A number of four digits
 * or fewer is hidden entirely: showing its "last four" would show all of it.
 *
 * Runs on the server (spec section 3: the account number is masked on screen); the full number
 * never reaches the HTML or a client component.
 */
export function maskAccountNumber(accountNumber: string): string {
  const digits = accountNumber.replace(/\D/g, '');
  const visible = digits.length > 4 ? digits.slice(-4) : '';
  return `${HIDDEN_GROUP} ${HIDDEN_GROUP} ${HIDDEN_GROUP} ${visible.padStart(4, MASK_CHAR)}`;
}
