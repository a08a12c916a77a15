/**
 * Problems of the site's languages and their translations (generator/content/load/translations.ts):
 * the languages listed in content/site.md, which language each entry file is in, what a
 * translation may hold, and how much of the content each language has. Coverage and translations
 * left behind by a change of the default language's text are warnings that never stop a build:
 * a language's pages leave out what is not translated, and never show one language under
 * another's labels.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

const list = (items: readonly string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)!}`

export const languageProblems = {
  'language-code': entry<{ written: unknown; guess?: string }>({
    title: 'A language code of the wrong form',
    message: ({ written }) =>
      `must be the two-letter code of a language (ISO 639-1), such as en or fr, got ${quoted(written)}`,
    advice: ({ guess }) =>
      guess ? `write ${guess}` : 'write the two-letter code: en for English, fr for French, yo for Yoruba',
    example: { written: 'code: French', fix: 'code: fr', params: { written: 'French', guess: 'fr' } },
  }),
  'language-twice': entry<{ code: string; first: number }>({
    title: 'A language listed twice',
    message: ({ code, first }) => `the language ${code} is already listed as language ${first}`,
    advice: () => 'list each language once: delete this one',
    example: { written: '- code: fr (twice)', fix: 'one - code: fr', params: { code: 'fr', first: 2 } },
  }),
  'entry-language-missing': entry<{ name: string; suggestion: string; languages: readonly string[] }>({
    title: 'An entry file without its language in its name',
    message: ({ name }) => `the file name "${excerpt(name, 60)}" does not say which language it is written in`,
    advice: ({ suggestion, languages }) =>
      `rename it "${suggestion}": each entry has one file per language, named with the language's code before .md (${languages.map((code) => `.${code}.md`).join(', ')})`,
    example: {
      written: 'content/products/yam-flour.md',
      fix: 'content/products/yam-flour.en.md',
      params: { name: 'yam-flour.md', suggestion: 'yam-flour.en.md', languages: ['en', 'fr'] },
    },
  }),
  'entry-language-unknown': entry<{ code: string; languages: readonly string[]; guess?: string }>({
    title: 'An entry file in a language the site does not have',
    message: ({ code, languages }) =>
      `".${code}" is not one of the site's languages (${languages.join(', ')}), so this file is not used`,
    advice: ({ guess, code }) =>
      guess
        ? `did you mean ".${guess}.md"?`
        : `to publish the site in this language, add "- code: ${code}" under "languages" in content/site.md; otherwise rename or delete this file`,
    example: {
      written: 'content/products/garri.fe.md',
      fix: 'content/products/garri.fr.md',
      params: { code: 'fe', languages: ['en', 'fr'], guess: 'fr' },
    },
  }),
  'translation-without-original': entry<{ original: string; language: string; guess?: string }>({
    title: 'A translation of an entry that does not exist',
    message: ({ original, language }) =>
      `this is a translation into ${language}, but there is no ${original} for it to translate`,
    advice: ({ guess }) =>
      guess
        ? `did you mean to name it after ${guess}? A translation has the same name as its original, with its own language's code`
        : "a translation has the same name as its original, with its own language's code; rename it, or write the original first",
    example: {
      written: 'content/products/gari.fr.md (the original is garri.en.md)',
      fix: 'content/products/garri.fr.md',
      params: {
        original: 'content/products/gari.en.md',
        language: 'French',
        guess: 'content/products/garri.en.md',
      },
    },
  }),
  'shared-in-translation': entry<{ field: string; original: string }>({
    title: 'A field that is the same in every language, written in a translation',
    message: ({ field }) => `"${field}" is the same in every language, so a translation does not repeat it`,
    advice: ({ original }) => `delete this line: it is written once, in ${original}`,
    example: {
      written: 'order: 3 (in content/products/garri.fr.md)',
      fix: '(the line deleted; order: 3 stays in content/products/garri.en.md)',
      params: { field: 'order', original: 'content/products/garri.en.md' },
    },
  }),
  'translation-missing': entry<{ language: string; code: string; line: string }>({
    title: "A file without its texts in one of the site's languages",
    message: ({ language }) => `the ${language} texts of this file are missing`,
    advice: ({ code, line }) =>
      `add them at the end of the front matter, under "${code}:", each text of the file indented by two spaces, starting with ${line}; every word of the site's controls and pages must exist in each language`,
    example: {
      written: '(content/pages/home.md without fr:)',
      fix: 'fr:\n  title: Produits agroalimentaires du Nigeria',
      params: { language: 'French', code: 'fr', line: '"  title: …"' },
    },
  }),
  'translated-list-length': entry<{ items: number; original: number; originalFile: string; language: string }>({
    title: 'A translated list with another number of items than the original',
    message: ({ items, original, language }) =>
      items < original
        ? `this list has ${items} item${items === 1 ? '' : 's'} in ${language}, the original has ${original}: the ${language} page leaves out the last ${original - items}`
        : `this list has ${items} items in ${language}, the original has ${original}: the ${language} page leaves out the last ${items - original} of them`,
    advice: ({ originalFile }) =>
      `translate each item of the list in ${originalFile}, in the same order, and no other (after an item was added or removed there, check that each translation still stands beside its original)`,
    example: {
      written: 'items: (23 items in French; the English list has 24 since Tiger nuts was added)',
      fix: 'items: (24 items, Souchet added at the place of Tiger nuts)',
      params: { items: 23, original: 24, originalFile: 'content/sourced-products.md', language: 'French' },
    },
    severity: 'advisory',
  }),
  'translation-coverage': entry<{
    language: string
    translated: number
    total: number
    plural: string
    missing: readonly string[]
  }>({
    title: "Entries not translated into one of the site's languages",
    message: ({ language, translated, total, plural }) => `${language}: ${translated} of ${total} ${plural} translated`,
    advice: ({ missing, language }) =>
      `the ${language} pages leave the others out until they are written; missing in this folder: ${list(missing)}`,
    example: {
      written: '(no content/products/palm-oil.fr.md)',
      fix: 'content/products/palm-oil.fr.md with the French texts',
      params: {
        language: 'French',
        translated: 5,
        total: 6,
        plural: 'products',
        missing: ['palm-oil.fr.md'],
      },
    },
    severity: 'advisory',
  }),
  'translation-partial': entry<{ language: string; fields: readonly string[] }>({
    title: 'A translation that leaves out texts the original has',
    message: ({ language, fields }) =>
      `${list(fields.map((field) => `"${field}"`))} ${fields.length === 1 ? 'is' : 'are'} not translated into ${language}`,
    advice: ({ language }) => `the ${language} page leaves them out until they are written here`,
    example: {
      written: '(content/products/garri.fr.md without origin)',
      fix: 'origin: Manioc des fermes autour d’Aba',
      params: { language: 'French', fields: ['origin'] },
    },
    severity: 'advisory',
  }),
  'translation-outdated': entry<{ fields: readonly string[]; original: string; line: string }>({
    title: 'A translation made from an older version of the original',
    message: ({ fields, original }) =>
      `${list(fields.map((field) => `"${field}"`))} changed in ${original} after this translation was made`,
    advice: ({ line }) =>
      `bring the translation up to date with it, then replace the "translatedFrom" lines with ${line} (or run npm run translations -- --mark on this file)`,
    example: {
      written: 'a new sentence in content/products/garri.en.md',
      fix: 'the sentence translated in content/products/garri.fr.md, and translatedFrom updated',
      params: {
        fields: ['description'],
        original: 'content/products/garri.en.md',
        line: 'translatedFrom: { name: 3f1c9a2e, description: 8b0d41c7 }',
      },
    },
    severity: 'advisory',
  }),
  'translation-unrecorded': entry<{ line: string }>({
    title: 'A translation that does not say what it was made from',
    message: () => 'this translation does not record which text of the original it was made from',
    advice: ({ line }) =>
      `once it is up to date with the original, add ${line} at the end of its front matter (or run npm run translations -- --mark on this file), so a later change of the original is noticed`,
    example: {
      written: '(content/products/garri.fr.md without translatedFrom)',
      fix: 'translatedFrom: { name: 3f1c9a2e, description: 8b0d41c7 }',
      params: { line: 'translatedFrom: { name: 3f1c9a2e, description: 8b0d41c7 }' },
    },
    severity: 'advisory',
  }),
}
