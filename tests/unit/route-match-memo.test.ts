import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { matchRoute, matchRouteOnce, pageRoutes } from '../../renderer/routes.ts'

/** Addresses like the ones pre-rendering and the development server are asked for: the table's
 *  own patterns filled in, and made-up ones (other cases, missing slashes, extra segments). */
const segment = fc.oneof(
  fc.constantFrom('products', 'category', 'page', 'about', 'PRODUCTS', 'fr', '2', '0', 'garri', ''),
  fc.stringMatching(/^[a-zA-Z0-9._~-]{1,12}$/),
)
const address = fc.oneof(
  fc.array(segment, { maxLength: 6 }).map((parts) => `/${parts.join('/')}`),
  fc
    .tuple(fc.constantFrom(...pageRoutes.map((route) => route.path)), fc.stringMatching(/^[a-z0-9-]{1,12}$/))
    .map(([path, value]) => (path === '*' ? `/${value}/` : path.replace(/:[a-z]+/g, value))),
)

describe('the server’s remembered route match', () => {
  it('answers every address as matchRoute does, however often it is asked', () => {
    fc.assert(
      fc.property(fc.array(address, { minLength: 1, maxLength: 20 }), (addresses) => {
        for (const pathname of [...addresses, ...addresses])
          expect(matchRouteOnce(pathname)).toEqual(matchRoute(pathname))
      }),
    )
  })
})
