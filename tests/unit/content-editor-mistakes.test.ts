/**
 * The everyday mistakes of editors who change content in GitHub's web editor or a word processor,
 * and what they are told: the file, the line and column, and what to write instead. Where a
 * message says "write the line as …", the test follows that advice as an editor would and checks
 * that the file then loads with the value the editor meant: advice must never loop.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import type { ContentIssue } from '../../generator/content/issues.ts'
import { issue, md, SITE_MD, useContentCopy, type ContentCopy } from './helpers/content-copy.ts'

const GARRI = 'content/products/garri.md'

/** garri.md with its front matter's name line (line 2) and body replaced. */
const garri = ({
  name = 'name: Garri',
  alt = 'imageAlt: A bowl of garri',
  body = 'Made from fresh cassava.',
} = {}) => md`
  ---
  ${name}
  order: 3
  image: images/products/garri.svg
  ${alt}
  ---

  ${body}
`

/** The line an issue tells the editor to write, as they would type it: with the line's indentation. */
function followAdvice(content: ContentCopy, found: ContentIssue, which: 'first' | 'second' = 'first'): void {
  const advice = [...found.message.matchAll(/write the line as {2}(.+?)(?= {2}\(|\)$|$)/g)].map((match) => match[1]!)
  const replacement = which === 'first' ? advice[0] : advice[1]
  expect(replacement, `the message gives a line to write: ${found.message}`).toBeDefined()
  const lines = content.read(found.file).split('\n')
  const indent = /^ */.exec(lines[found.line - 1]!)![0]
  lines[found.line - 1] = indent + replacement
  content.write(found.file, lines.join('\n'))
}

const loaded = (content: ContentCopy) => {
  const result = content.load()
  if (!result.ok)
    expect.fail(
      `the file should load after following the advice, got:\n${result.issues.map((i) => `${i.file}:${i.line}:${i.column}: ${i.message}`).join('\n')}`,
    )
  return result.content
}

describe('values YAML accepts but that would publish something else', () => {
  const content = useContentCopy()

  it('typographic quotes around a value would appear on the page: refused, with both ways to write it', () => {
    content.write(GARRI, garri({ name: 'name: “Garri”' }))
    const [found] = content.issues()
    expect(found).toEqual(
      issue(
        GARRI,
        2,
        7,
        'the value is wrapped in typographic quotes (“ ”), which would appear on the page as part of it; write the line as  name: Garri  (or, if the quotes should appear on the page, write the line as  name: "“Garri”")',
      ),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri')
  })

  it.each([
    ['name: “Garri', 'starts with a typographic quote (“)'],
    ['name: Garri”', 'ends with a typographic quote (”)'],
  ])('a lone typographic quote (%s) is named as it is, and the advice works', (line, marks) => {
    content.write(GARRI, garri({ name: line }))
    const [found] = content.issues()
    expect(found).toEqual(
      issue(
        GARRI,
        2,
        7,
        `the value ${marks}, which would appear on the page as part of it; write the line as  name: Garri  (or, if the quotes should appear on the page, write the line as  ${line.replace(/: (.*)$/, ': "$1"')})`,
      ),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri')
  })

  it('an apostrophe at the end of a value is kept as written', () => {
    content.write(GARRI, garri({ name: 'name: Farmers’' }))
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Farmers’')
  })

  it('the second way keeps the typographic quotes on the page', () => {
    content.write(GARRI, garri({ name: 'name: ‘Garri’' }))
    followAdvice(content, content.issues()[0]!, 'second')
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('‘Garri’')
  })

  it('" #" in an unquoted value would cut it short: refused, with the line that keeps the text', () => {
    content.write(GARRI, garri({ name: 'name: Garri #1 grade' }))
    const [found] = content.issues()
    expect(found).toEqual(
      issue(
        GARRI,
        2,
        7,
        'the text after " #" would be left out: in front matter " #" starts a note that is not shown; to keep it, write the line as  name: "Garri #1 grade"',
      ),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri #1 grade')
  })

  it('a note after a value ("# like this") is told apart from the value, with a way for each', () => {
    content.write(GARRI, garri({ alt: 'imageAlt: A bowl of garri # check with the photographer' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        5,
        11,
        'the text after " #" is a note that is not shown on the page. If it is a note for other editors, move it to a line of its own above this one (starting with #); if it should be shown, write the line as  imageAlt: "A bowl of garri # check with the photographer"',
      ),
    ])
  })

  it('a note on a line of its own is fine', () => {
    content.write(GARRI, garri({ alt: '# Photo: Aba market, 2025\nimageAlt: A bowl of garri' }))
    expect(content.load().ok).toBe(true)
  })
})

describe('lines YAML cannot read: the advice is a line that works', () => {
  const content = useContentCopy()

  it.each([
    [
      'a colon followed by a space',
      'name: Garri: white and yellow',
      'the value contains a colon followed by a space, which starts a new field',
      'name: "Garri: white and yellow"',
      'Garri: white and yellow',
    ],
    [
      'a value starting with a quote and going on after it',
      'name: "Garri" white and yellow',
      'a value that starts with a quote mark must end with it; here more text follows the closing quote',
      `name: '"Garri" white and yellow'`,
      '"Garri" white and yellow',
    ],
    [
      'a quoted value that holds its own quote mark',
      "name: 'Garri's best'",
      'the value holds the same quote mark it is wrapped in',
      "name: Garri's best",
      "Garri's best",
    ],
    [
      'typographic quotes around a value with a colon',
      'name: “Garri: white”',
      'the value is wrapped in typographic quotes (“ ”), which YAML does not read as quotes',
      'name: "Garri: white"',
      'Garri: white',
    ],
    [
      'an unclosed quote',
      'name: "Garri',
      'the value starts with a quote mark that is never closed',
      'name: Garri',
      'Garri',
    ],
  ])('%s', (_case, line, reason, written, value) => {
    content.write(GARRI, garri({ name: line }))
    const [found] = content.issues()
    expect(found).toEqual(issue(GARRI, 2, 7, `this line cannot be read: ${reason}; write the line as  ${written}`))
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe(value)
  })

  it.each([
    ['* (a YAML alias)', 'imageAlt: *Fresh* garri in a bowl', '*Fresh* garri in a bowl'],
    ['& (a YAML anchor)', 'imageAlt: &copy Ala Harvest', '&copy Ala Harvest'],
    ['! (a YAML tag)', 'imageAlt: !Fresh garri', '!Fresh garri'],
  ])('a value starting with %s is quoted by the advice', (_case, line, value) => {
    content.write(GARRI, garri({ alt: line }))
    const [found] = content.issues()
    expect(found).toEqual(
      issue(
        GARRI,
        5,
        11,
        `a value starting with "${value[0]}" must be wrapped in quotes; write the line as  imageAlt: "${value}"`,
      ),
    )
    followAdvice(content, found!)
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.image.alt).toBe(value)
  })
})

describe('the shape of a line: indentation, colons', () => {
  const content = useContentCopy()
  const site = (from: string, to: string) => {
    expect(SITE_MD).toContain(from)
    content.write('content/site.md', SITE_MD.replace(from, to))
  }
  const fix = (line: number, from: string, to: string) => {
    const lines = content.read('content/site.md').split('\n')
    expect(lines[line - 1]).toBe(from)
    lines[line - 1] = to
    content.write('content/site.md', lines.join('\n'))
  }

  it('a field of a list item indented one space too little is named on its own line, with the fix', () => {
    site('  - label: Enquiries\n    number:', '  - label: Enquiries\n   number:') // line 22
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        22,
        1,
        '"number" is indented by 3 spaces, but the fields of this item of "phones" start 4 spaces in (like "label" on line 21); add 1 space before "number"',
      ),
    ])
    fix(22, '   number: "+234 800 000 0002"', '    number: "+234 800 000 0002"')
    expect(loaded(content).site.phones[1]).toEqual({ label: 'Enquiries', number: '+234 800 000 0002' })
  })

  it('a field of a list item indented one space too much is named on its own line, not on the line above', () => {
    site('  - label: Enquiries\n    number:', '  - label: Enquiries\n     number:') // line 22
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        22,
        1,
        '"number" is indented by 5 spaces, 1 space more than "label" on line 21, so it is read as part of the text of "label"; remove 1 space before "number" so it lines up with "label"',
      ),
    ])
  })

  it('a field of a group indented too little', () => {
    site('\n  services: Services\n', '\n services: Services\n') // line 11
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        11,
        1,
        '"services" is indented by 1 space, but the fields of "nav" start 2 spaces in (like "about" on line 9); add 1 space before "services"',
      ),
    ])
  })

  it('a field without a space after its colon', () => {
    site('\ntagline: nourish your life\n', '\ntagline:nourish your life\n') // line 4
    const [found] = content.issues()
    expect(found).toEqual(issue('content/site.md', 4, 9, 'put a space after the colon: tagline: nourish your life'))
  })

  it('a field without a colon', () => {
    site('\ntagline: nourish your life\n', '\ntagline nourish your life\n') // line 4
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        4,
        1,
        'this line has no colon; write the field name, a colon and a space, then the value, such as  tagline: ...',
      ),
    ])
  })

  it('a tab used for indentation', () => {
    site('\n  about: About\n', '\n\tabout: About\n') // line 9
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        9,
        1,
        'this line is indented with a tab, which front matter does not allow; indent with spaces instead',
      ),
    ])
  })
})

describe('invisible characters', () => {
  const content = useContentCopy()

  it('non-breaking spaces used as indentation are named, instead of an "unknown field"', () => {
    content.write('content/site.md', SITE_MD.replace('\n  about: About\n', '\n\u00a0\u00a0about: About\n')) // line 9
    expect(content.issues()).toEqual([
      issue(
        'content/site.md',
        9,
        1,
        'this line is indented with invisible non-breaking spaces (U+00A0) instead of ordinary spaces, so its field is not recognised; delete them and type ordinary spaces (they come with text copied from web pages and word processors)',
      ),
    ])
  })

  it('a non-breaking space after the colon, or a zero-width space before a field name', () => {
    content.write(GARRI, garri({ name: 'name:\u00a0Garri', alt: '\u200bimageAlt: A bowl of garri' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        2,
        6,
        expect.stringMatching(/^this line holds invisible non-breaking space \(U\+00A0\) instead of ordinary spaces/),
      ),
      issue(
        GARRI,
        5,
        1,
        expect.stringMatching(/^this line holds invisible zero-width space \(U\+200B\) instead of ordinary spaces/),
      ),
    ])
  })

  it('non-breaking spaces inside a value are the editor’s typography, and kept', () => {
    content.write(GARRI, garri({ name: 'name: Garri\u00a01\u00a0kg' }))
    expect(loaded(content).products.find((product) => product.slug === 'garri')?.name).toBe('Garri\u00a01\u00a0kg')
  })
})

describe('encoding and control characters', () => {
  const content = useContentCopy()

  it('a file saved as Windows-1252 is refused at the first unreadable character, naming it', () => {
    const text = garri({ body: 'Caf\u00e9 owners in Aba love it. Cr\u00e8me.' })
    content.write(GARRI, Buffer.from(text, 'latin1'))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        4,
        'this file is not saved as UTF-8, so 2 characters, starting with this one, would show as "�" (byte 0xE9, which in the Windows-1252 encoding is "é"). Save the file with the UTF-8 encoding (Notepad: File → Save as → Encoding: UTF-8; VS Code: click the encoding in the status bar → Save with Encoding → UTF-8), or retype the character in GitHub\'s editor',
      ),
    ])
  })

  it('a "€" saved as Windows-1252 is named as "€"', () => {
    content.write(
      GARRI,
      Buffer.concat([Buffer.from(garri({ body: 'From 5' }).trimEnd()), Buffer.from([0x80]), Buffer.from('\n')]),
    )
    expect(content.issues()[0]?.message).toContain('(byte 0x80, which in the Windows-1252 encoding is "€")')
  })

  it('a NUL byte is refused at its position', () => {
    content.write(GARRI, garri({ body: 'Made\0 from fresh cassava.' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        5,
        "this file holds an invisible control character here (NUL, U+0000), which would reach the page; delete it (GitHub's editor shows it as a red dot) — it usually comes with text copied from another program",
      ),
    ])
  })

  it('several control characters are counted, and the first one is pointed at', () => {
    content.write(GARRI, garri({ name: 'name: Gar\u000cri', body: 'Made\u0008 from\u001b fresh cassava.' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        2,
        10,
        expect.stringMatching(
          /^this file holds an invisible control character here \(form feed, U\+000C\), which would reach the page \(there are 3 in this file/,
        ),
      ),
    ])
  })

  it('a "�" already in a UTF-8 file is reported as damaged text', () => {
    content.write(GARRI, garri({ body: 'Caf\ufffd owners' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        4,
        'this file holds the character "�" (U+FFFD), a sign that text was damaged when it was copied or converted; retype the character that should be here',
      ),
    ])
  })
})

describe('an unresolved git merge conflict', () => {
  const content = useContentCopy()

  it('is reported once, where it starts, with every conflicted range, instead of a cascade of YAML errors', () => {
    content.write(
      GARRI,
      md`
        ---
        <<<<<<< HEAD
        name: Garri
        =======
        name: Garri (white)
        >>>>>>> update-garri
        order: 3
        image: images/products/garri.svg
        imageAlt: A bowl of garri
        ---

        <<<<<<< HEAD
        Made from fresh cassava.
        =======
        Made from fresh cassava, roasted in Aba.
        >>>>>>> update-garri
      `,
    )
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        2,
        1,
        'this file holds an unresolved merge conflict (lines 2–6, lines 12–16): two versions of the same lines were kept, the first between the <<<<<<< and ======= lines, the second between ======= and >>>>>>>. Keep the version you want, then delete the other version and the three marker lines',
      ),
    ])
  })
})

describe('files in the wrong place or with the wrong name', () => {
  const content = useContentCopy()

  it('a .markdown file is told the name to give it', () => {
    content.rename(GARRI, 'content/products/garri.markdown')
    expect(content.issues()).toEqual([
      issue('content/products/garri.markdown', 1, 1, 'only files ending in .md are read here; rename it to garri.md'),
    ])
  })

  it('a file saved as .md.txt (Windows hides the extension) is told the name to give it', () => {
    content.rename(GARRI, 'content/products/Garri.md.txt')
    expect(content.issues()).toEqual([
      issue('content/products/Garri.md.txt', 1, 1, 'only files ending in .md are read here; rename it to garri.md'),
    ])
  })

  it('a product in a folder inside content/products/ is told to move up', () => {
    content.write(
      'content/products/new/yam-flour.md',
      content.read(GARRI).replace('name: Garri', 'name: Yam Flour').replace('order: 3', 'order: 7'),
    )
    expect(content.issues()).toEqual([
      issue(
        'content/products/new/yam-flour.md',
        1,
        1,
        'files in a folder inside content/products/ are not read; move it up into content/products/ (as content/products/yam-flour.md)',
      ),
    ])
  })

  it('an empty folder inside a collection folder', () => {
    fs.mkdirSync(content.path('content/products/drafts'))
    expect(content.issues()).toEqual([
      issue(
        'content/products/drafts/',
        1,
        1,
        'content/products/ cannot hold folders, and this one is empty; delete it',
      ),
    ])
  })

  it('a dangling symbolic link is reported, not a crash', () => {
    fs.symlinkSync(path.join(os.tmpdir(), 'no-such-file.md'), content.path('content/products/ghost.md'))
    expect(content.issues()).toEqual([
      issue(
        'content/products/ghost.md',
        1,
        1,
        `this is a symbolic link to ${path.join(os.tmpdir(), 'no-such-file.md')}, which does not exist; the website is built only from real files in content/, so replace the link with the file itself`,
      ),
    ])
  })

  it('a symbolic link to a file outside content/ is refused, also for pictures', () => {
    const outside = path.join(content.root, 'outside.svg')
    fs.copyFileSync(content.path('content/images/products/garri.svg'), outside)
    fs.rmSync(content.path('content/images/products/garri.svg'))
    fs.symlinkSync(outside, content.path('content/images/products/garri.svg'))
    expect(content.issues()).toContainEqual(
      issue(
        'content/images/products/garri.svg',
        1,
        1,
        `this is a symbolic link to ${outside}; the website is built only from real files in content/, so replace the link with the file itself`,
      ),
    )
  })
})

describe('Markdown below the front matter', () => {
  const content = useContentCopy()
  const description = (body: string) => {
    content.write(GARRI, garri({ body }))
    return loaded(content).products.find((product) => product.slug === 'garri')!.description
  }

  it('a GitHub-style table becomes a table in a labelled section (a region landmark) that scrolls on small screens, with alignment as classes', () => {
    const { html, text } = description('| Pack | Price |\n| :--- | ---: |\n| 1 kg | ₦2,000 |\n| 25 kg | ₦40,000 |')
    expect(html).toBe(
      [
        '<section class="prose__table" aria-label="Table: Pack, Price" tabindex="0"><table>',
        '<thead>',
        '<tr>',
        '<th class="prose__cell--left">Pack</th>',
        '<th class="prose__cell--right">Price</th>',
        '</tr>',
        '</thead>',
        '<tbody>',
        '<tr>',
        '<td class="prose__cell--left">1 kg</td>',
        '<td class="prose__cell--right">₦2,000</td>',
        '</tr>',
        '<tr>',
        '<td class="prose__cell--left">25 kg</td>',
        '<td class="prose__cell--right">₦40,000</td>',
        '</tr>',
        '</tbody>',
        '</table></section>',
      ].join('\n'),
    )
    expect(text).toBe('Pack Price 1 kg ₦2,000 25 kg ₦40,000')
  })

  it('~~strikethrough~~ and bare web addresses work as in GitHub’s preview', () => {
    expect(description('Was ~~₦2,500~~ now ₦2,000; see www.example.com.').html).toBe(
      '<p>Was <del>₦2,500</del> now ₦2,000; see <a href="http://www.example.com">www.example.com</a>.</p>',
    )
  })

  it('a line of --- with an empty line before it is a divider', () => {
    expect(description('First part.\n\n---\n\nSecond part.').html).toBe('<p>First part.</p>\n<hr>\n<p>Second part.</p>')
  })

  it('a line of --- right under a text is named as what it does (a heading), with both fixes', () => {
    content.write(GARRI, garri({ body: 'Made from fresh cassava.\n\nPack sizes\n---\n\n1 kg and 5 kg.' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        10,
        1,
        'the line of "---" under "Pack sizes" turns that text into a large heading, which is not allowed here; to separate parts of the text, leave an empty line before the --- line; for a sub-heading, write "### Pack sizes" instead',
      ),
    ])
  })

  it.each([
    ['javascript:alert(1)', 'javascript:'],
    ['JavaScript:alert(1)', 'javascript:'],
    ['&#106;avascript:alert(1)', 'javascript:'],
    ['data:text/html;base64,PHNjcmlwdD4=', 'data:'],
    ['VBScript:msgbox', 'vbscript:'],
  ])('a link to %s is refused at its position', (url, scheme) => {
    content.write(GARRI, garri({ body: `Order on [our form](${url}) today.` }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        10,
        `links may lead to a page of this site (/products/), another website (https://…), an e-mail address (mailto:…) or a phone number (tel:…); "${scheme}" links are not allowed`,
      ),
    ])
  })

  it('a link to a page of the site gets the address the hosts serve without a redirect', () => {
    const links = description(
      'See [products](/products), [garri](/products#garri), [about](/about/), [prices](/files/prices.pdf), ' +
        '[search](/products?q=garri) and [home](/).\n\n[contact]: /contact\n\nAlso [contact][].',
    ).html
    expect([...links.matchAll(/href="([^"]*)"/g)].map((match) => match[1])).toEqual([
      '/products/',
      '/products/#garri',
      '/about/',
      '/files/prices.pdf',
      '/products/?q=garri',
      '/',
      '/contact/',
    ])
  })

  it('a reference-style link definition to javascript: is refused too', () => {
    content.write(GARRI, garri({ body: 'Order on [our form][form].\n\n[form]: javascript:alert(1)' }))
    expect(content.issues()).toEqual([
      issue(GARRI, 10, 1, expect.stringContaining('"javascript:" links are not allowed')),
    ])
  })

  it('footnotes and checkboxes, which the site does not show, are refused with what to write', () => {
    content.write(GARRI, garri({ body: 'Sun-dried[^1].\n\n- [x] Sorted\n- [ ] Packed\n\n[^1]: In Aba.' }))
    expect(content.issues()).toEqual([
      issue(
        GARRI,
        8,
        10,
        'footnotes ([^1]) are not shown on the website; write the note in the text itself, for example in brackets',
      ),
      issue(
        GARRI,
        10,
        1,
        'checkboxes (- [ ] or - [x]) are not shown on the website; write the item without the [ ] or [x]',
      ),
      issue(
        GARRI,
        11,
        1,
        'checkboxes (- [ ] or - [x]) are not shown on the website; write the item without the [ ] or [x]',
      ),
    ])
  })
})
