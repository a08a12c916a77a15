/**
 * A product's category names a category of content/categories/ by its file name, without its
 * language (`category: cassava-products` for cassava-products.en.md), so that the category's
 * page lists the product and the product's page links to it. A name that is no category's is
 * reported at the product's line, with the category most likely meant: the one whose name was
 * written instead of its file name (in any language: "Cassava products", "Produits du manioc"),
 * or the file name closest to what was written ("casava-products").
 */
import { problem } from '../problems/catalogue/index.ts'
import type { ContentIssue } from '../problems/report.ts'
import { closestMatch } from '../util/suggest.ts'
import { slugify } from './content-folder.ts'
import { comparable } from './cross-file.ts'
import type { ParsedEntry } from './entry.ts'
import type { LoadedFolder } from './folders.ts'

/** A category as the suggestion knows it: its file name and its name in each language it has. */
interface Known {
  slug: string
  names: string[]
}

/** The category most likely meant by `written`, which is no category's file name. */
function categoryMeant(written: string, known: readonly Known[]): Known | undefined {
  const wanted = comparable(written)
  const byName = known.find((category) => category.names.some((name) => comparable(name) === wanted))
  if (byName) return byName
  const asFileName = slugify(written)
  const slug =
    known.find((category) => category.slug === asFileName)?.slug ??
    closestMatch(
      asFileName || written,
      known.map((category) => category.slug),
    )
  if (slug) return known.find((category) => category.slug === slug)
  const names = known.flatMap((category) => category.names)
  const name = closestMatch(written, names)
  return name === undefined ? undefined : known.find((category) => category.names.includes(name))
}

/**
 * The products (their default-language files, as read) whose `category` is no category's file
 * name. `categories` is the folder as loaded: every file name with a default-language file counts
 * (a category whose file has a problem of its own is reported there, not again on its products).
 */
export function unknownCategories(
  products: readonly ParsedEntry[],
  categories: LoadedFolder,
  { folder, language }: { folder: string; language: string },
): ContentIssue[] {
  const slugs = new Set(categories.slugs)
  const namesOf = new Map<string, string[]>(categories.slugs.map((slug) => [slug, []]))
  for (const entries of Object.values(categories.byLanguage))
    for (const entry of entries) namesOf.get(String(entry.slug))?.push(String(entry.name))
  const known = [...namesOf].map(([slug, names]) => ({ slug, names }))
  // The categories in the order the site shows them, then any whose file could not be read.
  const shown = (categories.byLanguage[language] ?? []).map((entry) => String(entry.slug))
  const listed = [...new Set([...shown, ...categories.slugs])]
  return products.flatMap((product) => {
    const written = product.value.category
    if (typeof written !== 'string' || slugs.has(written)) return []
    const meant = categoryMeant(written, known)
    // The category's name in the default language, to recognise it by.
    const name = meant && categories.byLanguage[language]?.find((entry) => entry.slug === meant.slug)?.name
    return [
      product.source.issue(
        ['category'],
        problem('unknown-category', {
          written,
          folder,
          categories: listed,
          example: `${folder}/${slugify(written).slice(0, 40).replace(/-+$/, '') || 'new-category'}.${language}.md`,
          ...(meant ? { guess: meant.slug } : {}),
          ...(typeof name === 'string' ? { guessName: name } : {}),
        }),
      ),
    ]
  })
}
