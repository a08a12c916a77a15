/**
 * Where the top bar has room for its words, worked out from their lengths when the page is
 * rendered, so that it is right before JavaScript runs: no word of the bar is ever split across
 * lines, and the bar stays one row. Editors choose every label (the page links, Get Quote, the
 * name and tagline, each language's name), and a French label is often half as long again as the
 * English one, so no fixed breakpoint suits every site.
 *
 * - the page links, the search label and the language links show from the wide breakpoint (the
 *   default words of both languages fit there, French with little to spare);
 * - `quote`: from which breakpoint Get Quote sits in the top bar on small screens (`small`, or
 *   `medium` when its longest word and the brand's do not fit beside the search and menu buttons
 *   on a 360 px phone); below it, Get Quote is in the menu.
 *
 * The widths are those of the site's fonts at their sizes (styles/), measured in Chromium with
 * wide fallback fonts: generous, so a phone's narrower system font only leaves more room. The
 * classes they give are in styles/components/_site-header.scss; tests/e2e/header-fit.spec.ts
 * checks the bar at every width in every language of the fixture content.
 */

/** What the top bar shows, in one language. */
export interface HeaderWords {
  name: string
  tagline: string
  /** The page links' labels. */
  links: readonly string[]
  search: string
  /** The names of the other languages, as their links show them. */
  languages: readonly string[]
  quote: string
}

export interface HeaderFit {
  quote: 'small' | 'medium'
  /** Whether the enquiry list's link (once the list holds a product) fits beside the page links
   *  with the brand's words (`fits`), or not (`never`): the brand then shows its logo alone while
   *  the link is there. */
  list: 'fits' | 'never'
}

/** The breakpoints of styles/settings/_tokens.scss, in px. */
const SMALL = 360
const WIDE = 1152

/** Average width of a character, px: page links, search and language links (17 px, semibold);
 *  Get Quote (15 px, bold); the brand's name (17 px serif, bold) and tagline (13 px, italic). */
const LINK_CHAR = 10.6
const QUOTE_CHAR = 9.6
const NAME_CHAR = 10
const TAGLINE_CHAR = 6.6

/** Fixed widths, px: a link's padding, the search link's icon and padding, the quote button's
 *  padding and border, a square button (search icon, menu), the logo and its gap on small and
 *  large screens; the gaps between the bar's parts and between links. */
const LINK_PADDING = 24
const SEARCH_ICON = 44
const QUOTE_PADDING = 28
const SQUARE = 44
const LOGO_SMALL = 36 + 8
const LOGO_LARGE = 40 + 8
const GAP = 12
const LINK_GAP = 4

const characters = (text: string): number => [...text].length
const longestWord = (text: string): number => Math.max(0, ...text.split(/\s+/).map(characters))

/** The side padding of the page's container at a width (`$container-padding`); the container is
 *  no wider than the wide breakpoint (`$container-max`), so neither is the bar. */
const padding = (width: number): number => Math.min(32, Math.max(16, 8 + 0.02 * width))

/** The width the full top bar takes, with its page links: brand, links, search, languages, quote. */
export function fullBarWidth(words: HeaderWords, width: number): number {
  const brand = LOGO_LARGE + Math.max(characters(words.name) * NAME_CHAR, characters(words.tagline) * TAGLINE_CHAR)
  const linkList = (labels: readonly string[]) =>
    labels.reduce((sum, label) => sum + characters(label) * LINK_CHAR + LINK_PADDING, 0) +
    Math.max(0, labels.length - 1) * LINK_GAP
  const parts = [
    brand,
    linkList(words.links),
    SEARCH_ICON + characters(words.search) * LINK_CHAR,
    ...(words.languages.length ? [linkList(words.languages)] : []),
    characters(words.quote) * QUOTE_CHAR + QUOTE_PADDING,
  ]
  return 2 * padding(width) + parts.reduce((sum, part) => sum + part, 0) + (parts.length - 1) * GAP
}

/** The narrowest the small-screen top bar can be with Get Quote in it: each of the brand's and the
 *  button's labels wrapped down to its longest word, beside the search and menu buttons. */
export function compactBarWidth(words: HeaderWords, width: number): number {
  const brand = LOGO_SMALL + Math.max(longestWord(words.name) * NAME_CHAR, longestWord(words.tagline) * TAGLINE_CHAR)
  const quote = longestWord(words.quote) * QUOTE_CHAR + QUOTE_PADDING
  return 2 * padding(width) + brand + SQUARE + quote + SQUARE + 3 * GAP
}

export function headerFit(words: HeaderWords): HeaderFit {
  return {
    quote: compactBarWidth(words, SMALL) <= SMALL ? 'small' : 'medium',
    // With the list's link: a square button and its gap more.
    list: fullBarWidth(words, WIDE) + SQUARE + GAP <= WIDE ? 'fits' : 'never',
  }
}
