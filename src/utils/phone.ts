/** What a phone input keeps of what was typed or pasted: digits only, at most 10. */
export function phoneDigitsOf(input: string, maxDigits = 10): string {
  return input.replace(/\D/g, '').slice(0, maxDigits);
}
