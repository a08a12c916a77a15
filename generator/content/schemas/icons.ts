/**
 * The icons editors can name: the ids of the <symbol> elements of the sprite (assets/icons.svg).
 * Reads text only, so the admin uses it in the browser as the build does in Node.
 */
import { SaxesParser } from 'saxes'

/** The names of the icons of a sprite's text (none if it is not XML). */
export function iconNames(svg: string): string[] {
  const icons: string[] = []
  const parser = new SaxesParser()
  parser.on('opentag', (tag) => {
    const id = tag.attributes.id
    if (tag.name === 'symbol' && typeof id === 'string' && id) icons.push(id)
  })
  try {
    parser.write(svg).close()
  } catch {
    return []
  }
  return icons
}
