/** `tel:` address of a phone number written for people: "+234 800 000 0001" → "tel:+2348000000001". */
export const telHref = (number: string) => `tel:${number.replace(/[^\d+]/g, '')}`

/** A phone number as shown on the page: its spaces never break, so it never wraps across lines. */
export const displayPhone = (number: string) => number.replaceAll(' ', '\u00a0')
