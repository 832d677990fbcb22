/**
 * Form names are unique within the source ignoring case and surrounding or repeated blanks
 * (docs/product/tender.md#price-forms).
 */
export function isFormNameTaken(name: string, otherNames: readonly string[]): boolean {
  const key = (text: string) => text.trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-CA');
  return otherNames.some((other) => key(other) === key(name));
}
