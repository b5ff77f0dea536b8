/** What a phone input keeps of what was typed or pasted: digits only, at most 10. */
export function phoneDigitsOf(input: string, maxDigits = 10): string {
  return input.replace(/\D/g, '').slice(0, maxDigits);
}

/** A 10-digit US number as people write it, (555) 555-0101; anything else as it is. */
export function formatPhone(digits: string): string {
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
