/**
 * The words of the site's controls (content/interface.md), for the admin's previews
 * (`virtual:content/interface` in the admin's build). The admin is built apart from the content:
 * until the admin has read content/interface.md from the backend (`useInterfaceWords`), previews
 * use the examples the schema gives for each word, which are the default English words; then each
 * language's words, in the language the preview is drawn in (admin/preview-language.ts).
 */
import { interfaceFile } from '../generator/content/schemas/collections/interface.ts'
import type { InterfaceCopy } from '../generator/content/schemas/collections/index.ts'
import { defOf, unwrap } from '../generator/content/schemas/walk.ts'
import { previewLanguage } from './preview-language.ts'

type Words = Record<string, unknown>

function examples(schema: unknown): unknown {
  const { schema: inner, example } = unwrap(schema)
  const def = defOf(inner)
  if (def.type === 'object')
    return Object.fromEntries(
      Object.entries(def.shape as Record<string, unknown>).map(([key, child]) => [key, examples(child)]),
    )
  return example ?? ''
}

const schemaWords = examples(interfaceFile().schema) as Words

/** The words read from content/interface.md, by language. */
let read: Record<string, Words> = {}

/** `words` over `base`, group by group: a word the file lacks keeps the schema's example. */
function over(base: Words, words: Words | undefined): Words {
  if (!words) return base
  return Object.fromEntries(
    Object.entries(base).map(([key, value]) => {
      const own = words[key]
      if (value && typeof value === 'object') return [key, over(value as Words, own as Words | undefined)]
      return [key, typeof own === 'string' && own.trim() ? own : value]
    }),
  )
}

/** Sets the words of each language (`byLanguage`: each language's fields of content/interface.md). */
export function setInterfaceWords(byLanguage: Record<string, Words>): void {
  read = Object.fromEntries(Object.entries(byLanguage).map(([code, words]) => [code, over(schemaWords, words)]))
}

const words = (): Words => read[previewLanguage()] ?? schemaWords

/** Each word is read when a component draws, in the language of the preview. */
const ui = {} as InterfaceCopy
for (const key of Object.keys(schemaWords))
  Object.defineProperty(ui, key, { get: () => words()[key], enumerable: true })

export default ui
