/**
 * The development server writes content modules as one JSON string (quick to parse at thousands
 * of products), or hands that string over in memory to the modules it runs itself; the build
 * writes an object literal: all must give the page exactly the same value, pictures included,
 * whatever the text holds.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { loadContent } from '../../generator/content/load/load.ts'
import { contentModuleCode, type ModuleOptions } from '../../generator/content-module-code.ts'
import { LOCAL_IMAGE_PREFIX } from '../../generator/content/schemas/fields/pictures.ts'
import { ICONS_FILE, useContentCopy } from '../support/content-copy.ts'

/** Runs a content module's code: each import stands for its file's address, as Vite makes it. */
function evaluate(code: string): unknown {
  const body = code
    .replace(
      /^import (asset\d+) from ("[^"\n]*")$/gm,
      (_line, name: string, file: string) => `const ${name} = 'url:' + ${file}`,
    )
    .replace(/^export default /m, 'return ')
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the module's own code, under test
  const run = new Function(body) as () => unknown
  return run()
}

/** Two resized copies for every raster picture, as the build makes them. */
const variants: ModuleOptions['variants'] = (file) =>
  Promise.resolve(
    /\.(jpe?g|png|webp)$/i.test(file)
      ? [
          { file: `${file}.480.webp`, width: 480, height: 360 },
          { file: `${file}.960.webp`, width: 960, height: 720 },
        ]
      : [],
  )

const bothForms = async (value: unknown, options: ModuleOptions = {}) => {
  const literal = evaluate(await contentModuleCode(value, { variants, ...options }))
  const json = evaluate(await contentModuleCode(value, { variants, ...options, asJson: true }))
  const handedOver = evaluate(await contentModuleCode(value, { variants, ...options, asJson: true, handOver: 'k' }))
  return { literal, json, handedOver }
}

describe('content modules as JSON (the development server’s)', () => {
  const content = useContentCopy()

  it('give every collection of the fixture, in every language, the value the build’s modules give', async () => {
    const result = loadContent({ root: content.root, contentDir: content.contentDir, iconsFile: ICONS_FILE })
    if (!result.ok) throw new Error('the fixture should load')
    for (const { content: site } of result.languages)
      for (const [key, collection] of Object.entries(site)) {
        const { literal, json, handedOver } = await bothForms(collection, { base: '/sub/' })
        expect(json, key).toEqual(literal)
        expect(handedOver, key).toEqual(literal)
      }
  })

  it('give the same value whatever the text holds, pictures where they were', async () => {
    const picture = fc.record({
      src: fc.constantFrom('images/a.jpg', 'images/b.svg').map((file) => `${LOCAL_IMAGE_PREFIX}/content/${file}`),
      alt: fc.string(),
      width: fc.nat(),
      height: fc.nat(),
    })
    const value = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        fc.jsonValue().filter((each) => !JSON.stringify(each).includes('"__proto__"')),
        picture,
        fc.array(tie('node'), { maxLength: 4 }),
        // Keys are the schemas' field names and slugs: never "__proto__", which an object literal
        // (the build's form) takes for the object's prototype rather than a key.
        fc.dictionary(
          fc.string().filter((key) => key !== '__proto__'),
          tie('node'),
          { maxKeys: 4 },
        ),
      ),
    })).node
    await fc.assert(
      fc.asyncProperty(value, async (each) => {
        const { literal, json, handedOver } = await bothForms(each)
        expect(json).toEqual(literal)
        expect(handedOver).toEqual(literal)
      }),
      { numRuns: 400 },
    )
  })

  it('reuse the JSON of the entries written before only while they are the same objects', async () => {
    const entry = fc.dictionary(
      fc.string().filter((key) => key !== '__proto__'),
      fc.oneof(fc.string(), fc.integer(), fc.boolean()),
      { maxKeys: 4 },
    )
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { maxLength: 6 }),
        fc.array(fc.oneof(fc.nat(), entry), { maxLength: 6 }),
        async (first, next) => {
          // The second list keeps some entries of the first (the same objects, as the development
          // server's loader keeps the files that did not change) and has new ones.
          const second = next.map((each) =>
            typeof each === 'number' && first.length ? first[each % first.length]! : each,
          )
          const fragments = new WeakMap<object, string>()
          for (const list of [first, second]) {
            const reused = evaluate(await contentModuleCode(list, { variants, asJson: true, fragments }))
            expect(reused).toEqual(evaluate(await contentModuleCode(list, { variants })))
          }
        },
      ),
      { numRuns: 200 },
    )
  })
})
