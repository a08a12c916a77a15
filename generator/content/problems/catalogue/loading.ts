/**
 * Problems of the content folder as a whole (generator/content/load/): which files and folders
 * belong where, what goes below the front matter, and the rules across entries and files. The
 * placeholders the default content ships with are in placeholders.ts.
 */
import { describeValue as quoted, entry, excerpt } from '../problem.ts'

export const loadingProblems = {
  'content-folder-missing': entry({
    title: 'The content folder is missing',
    message: () => 'the content folder is missing',
    example: { written: '(no content/ folder)', fix: 'Restore content/ from the repository', params: {} },
  }),
  'icons-missing': entry({
    title: 'The icon sprite is missing',
    message: () => 'the icon sprite is missing or has no <symbol id="..."> icons',
    example: { written: '(assets/icons.svg deleted)', fix: 'Restore assets/icons.svg from the repository', params: {} },
  }),
  'symbolic-link': entry<{ target: string; missing: boolean }>({
    title: 'A symbolic link in content/',
    message: ({ target, missing }) =>
      `this is a symbolic link to ${excerpt(target)}${missing ? ', which does not exist' : ''}`,
    advice: () => 'the website is built only from real files in content/, so replace the link with the file itself',
    example: {
      written: 'content/images/logo.svg → ../../logo.svg',
      fix: 'The file itself in content/images/',
      params: { target: '../../logo.svg', missing: false },
    },
  }),
  'file-name-clash': entry<{ other: string; free: string }>({
    title: 'Two files whose names differ only by capital letters or accents',
    message: ({ other }) =>
      `this file and ${other} have names that differ only by capital letters or by how an accented letter is stored; on a Mac or Windows computer they are one and the same file, so one would overwrite the other`,
    advice: ({ free }) =>
      `give this file a different name, such as ${free}, and write that name wherever this file is named`,
    example: {
      written: 'content/images/products/Garri.jpg beside content/images/products/garri.jpg',
      fix: 'content/images/products/garri-2.jpg',
      params: { other: 'content/images/products/garri.jpg', free: 'content/images/products/garri-2.jpg' },
    },
  }),
  'unknown-content-entry': entry<{ name: string; guess?: string; known: readonly string[] }>({
    title: 'A file or folder content/ has no place for',
    message: ({ name }) => `content/ has no place for "${excerpt(name, 40)}"`,
    advice: ({ guess, known }) => (guess ? `did you mean "${guess}"?` : `it can only hold ${known.join(', ')}`),
    example: {
      written: 'content/product/garri.en.md',
      fix: 'content/products/garri.en.md',
      params: { name: 'product', guess: 'products', known: ['images', 'pages', 'products'] },
    },
  }),
  'unused-page-file': entry<{ pages: readonly string[]; guess?: string }>({
    title: 'A page file the site does not use',
    message: () => 'this file is not used',
    advice: ({ pages, guess }) => `the page files are ${pages.join(', ')}${guess ? `. Did you mean "${guess}"?` : ''}`,
    example: {
      written: 'content/pages/abuot.md',
      fix: 'content/pages/about.md',
      params: { pages: ['home.md', 'about.md'], guess: 'about.md' },
    },
  }),
  'file-missing': entry<{ holds: string }>({
    title: 'A content file is missing',
    message: () => 'this file is missing',
    advice: ({ holds }) => `it holds ${holds}`,
    example: {
      written: '(content/site.md deleted)',
      fix: 'Restore content/site.md from the repository',
      params: { holds: 'company details used on every page' },
    },
  }),
  'folder-missing': entry<{ singular: string; example: string }>({
    title: 'A content folder is missing',
    message: () => 'this folder is missing',
    advice: ({ singular, example }) => `create it with at least one ${singular}, such as ${example}`,
    example: {
      written: '(content/products/ deleted)',
      fix: 'content/products/garri.en.md',
      params: { singular: 'product', example: 'content/products/garri.en.md' },
    },
  }),
  'folder-no-entries': entry<{ singular: string; example: string }>({
    title: 'A content folder with no entries',
    message: ({ singular }) => `there are no ${singular} files`,
    advice: ({ example }) => `add at least one, such as ${example}`,
    example: {
      written: '(an empty content/products/)',
      fix: 'content/products/garri.en.md',
      params: { singular: 'product', example: 'content/products/garri.en.md' },
    },
  }),
  'empty-subfolder': entry<{ folder: string }>({
    title: 'An empty folder inside a collection',
    message: ({ folder }) => `${folder}/ cannot hold folders, and this one is empty`,
    advice: () => 'delete it',
    example: { written: 'content/products/new/', fix: '(delete the folder)', params: { folder: 'content/products' } },
  }),
  'file-in-subfolder': entry<{ folder: string; name: string }>({
    title: 'A content file inside a folder of its collection',
    message: ({ folder }) => `files in a folder inside ${folder}/ are not read`,
    advice: ({ folder, name }) => `move it up into ${folder}/ (as ${folder}/${name})`,
    example: {
      written: 'content/products/new/yam.en.md',
      fix: 'content/products/yam.en.md',
      params: { folder: 'content/products', name: 'yam.en.md' },
    },
  }),
  'content-file-in-pictures': entry<{ folder?: string; name: string; folders: readonly string[] }>({
    title: 'A content file in the pictures folder',
    message: () => 'content/images/ holds pictures: a text file in it is not read, and its entry is not on the site',
    advice: ({ folder, name, folders }) =>
      folder
        ? `move it to ${folder}/ (as ${folder}/${name})`
        : `move it to the folder of its collection (${folders.join(', ')})`,
    example: {
      written: 'content/images/products/yam-flour.en.md',
      fix: 'content/products/yam-flour.en.md',
      params: {
        folder: 'content/products',
        name: 'yam-flour.en.md',
        folders: ['content/products', 'content/services'],
      },
    },
  }),
  'not-markdown-name': entry<{ renamed: string }>({
    title: 'A content file not named .md',
    message: () => 'only files ending in .md are read here',
    advice: ({ renamed }) => `rename it to ${renamed}`,
    example: {
      written: 'content/products/yam.markdown',
      fix: 'content/products/yam.en.md',
      params: { renamed: 'yam.en.md' },
    },
  }),
  'picture-in-collection': entry<{ collection: string; folder: string; singular: string }>({
    title: 'A picture in a folder of content files',
    message: ({ collection, folder }) => `pictures go in content/images/${collection}/, not in ${folder}/`,
    advice: ({ singular }) => `move it there and name it in the ${singular}'s image field`,
    example: {
      written: 'content/products/garri.jpg',
      fix: 'content/images/products/garri.jpg',
      params: { collection: 'products', folder: 'content/products', singular: 'product' },
    },
  }),
  'stray-file': entry<{ folder: string }>({
    title: 'A file that is not content',
    message: ({ folder }) => `only .md files belong in ${folder}/`,
    advice: () => 'delete this file or move it out of content/',
    example: {
      written: 'content/products/notes.docx',
      fix: '(delete the file)',
      params: { folder: 'content/products' },
    },
  }),
  'file-name-format': entry<{ name: string; suggestion: string }>({
    title: 'A file name that is not lowercase words joined by hyphens',
    message: ({ name }) => `file name "${excerpt(name, 60)}" must be lowercase words joined by hyphens`,
    advice: ({ suggestion }) => `such as "${suggestion}"`,
    example: {
      written: 'content/products/Yam Flour.en.md',
      fix: 'content/products/yam-flour.en.md',
      params: { name: 'Yam Flour.en.md', suggestion: 'yam-flour.en.md' },
    },
  }),
  'front-matter-not-fields': entry({
    title: 'Front matter that is not a list of fields',
    message: () => 'the front matter must be a list of "field: value" lines',
    example: { written: '---\n- Garri\n---', fix: '---\nname: Garri\n---', params: {} },
  }),
  'body-missing': entry<{ label: string }>({
    title: 'The text below the front matter is missing',
    message: ({ label }) => `${label} is missing`,
    advice: () => 'write it below the closing --- line',
    example: {
      written: '---\nname: Garri\n---',
      fix: '---\nname: Garri\n---\n\nFresh, crisp garri from Abia State.',
      params: { label: 'the product description' },
    },
  }),
  'body-not-shown': entry({
    title: 'Text below the front matter that is not shown',
    message: () => 'text below the front matter is not shown anywhere on this page',
    advice: () => 'move it into one of the fields above the closing --- line, or delete it',
    example: {
      written: '---\ntitle: Contact Us\n---\n\nCall us today.',
      fix: '---\ntitle: Contact Us\nintro: Call us today.\n---',
      params: {},
    },
  }),
  'duplicate-value': entry<{ field: string; value: string; others: string[]; singular: string; drafts?: string[] }>({
    title: 'A name another entry already has',
    // `drafts`: entries not yet published (the admin's editorial workflow), which will be.
    message: ({ field, value, others, drafts = [] }) =>
      `${field} ${quoted(value)} is also used by ${[...others, ...drafts.map((file) => `the draft ${file}`)].join(' and ')}`,
    advice: ({ field, singular }) => `give each ${singular} a different ${field}`,
    example: {
      written: 'name: Garri (in two product files)',
      fix: 'name: Yellow Garri',
      params: {
        field: 'name',
        value: 'Garri',
        others: ['content/products/yellow-garri.en.md:2:7'],
        singular: 'product',
      },
    },
  }),
  'site-url-base': entry<{ url: string; base: string; suggestion: string }>({
    title: 'A site address without the sub-path the site is served from',
    message: ({ url, base }) => `"url" is ${excerpt(url)}, but the site is built to be served from ${base}`,
    advice: ({ suggestion }) => `write the full address the site is published at, such as ${suggestion}`,
    example: {
      written: 'url: https://ala-harvest.github.io',
      fix: 'url: https://ala-harvest.github.io/website',
      params: {
        url: 'https://ala-harvest.github.io',
        base: '/website/',
        suggestion: 'https://ala-harvest.github.io/website',
      },
    },
  }),
  'listed-twice': entry<{ name: string; first: number }>({
    title: 'An item listed twice',
    message: ({ name, first }) => `${quoted(name)} is already listed as item ${first}`,
    advice: () => 'list each product once',
    example: { written: '- name: Sesame seeds (twice)', fix: '(keep one)', params: { name: 'Sesame seeds', first: 2 } },
  }),
  'unexpected-error': entry<{ reason: string }>({
    title: 'A problem the site could not place',
    message: ({ reason }) => excerpt(reason, 300),
    example: {
      written: '(a file the build could not process)',
      fix: 'Follow the message; if it persists, ask a developer',
      params: { reason: 'EACCES: permission denied, open content/products/garri.en.md' },
    },
  }),
}
