/**
 * Problems only the editors' admin (/admin/) meets, because they happen in the editor rather than
 * in a file: a picture uploaded larger than the editor sends, deleting a picture content still
 * uses (the media library would commit that straight to the branch), or uploading a file under
 * its name (which would replace it, unchecked for where it is shown), a picture replaced in an
 * entry whose description still describes the old one, and what an upload from the menu's media
 * library cannot be checked for yet.
 */
import { describeValue as quoted, entry } from '../problem.ts'

/** 25_000_000 → "25 MB" (1 MB = 1,000,000 bytes, as file managers show sizes). */
const mb = (bytes: number) => `${Math.round(bytes / 100_000) / 10} MB`

export const adminProblems = {
  'upload-too-large': entry<{ name?: string; bytes?: number; limit: number }>({
    title: 'A picture too large to upload',
    message: ({ name, bytes, limit }) =>
      name !== undefined && bytes !== undefined
        ? `${quoted(name)} is ${mb(bytes)}, more than the editor uploads (at most ${mb(limit)})`
        : `the file is too large to upload: the editor takes pictures of at most ${mb(limit)}`,
    advice: () => 'resize the photo (about 2000 pixels wide is plenty) and upload it again',
    example: {
      written: 'A 31 MB photo, uploaded in the editor',
      fix: 'The same photo resized to 2000 × 1500 pixels (about 1 MB)',
      params: { name: 'garri.jpg', bytes: 31_400_000, limit: 25_000_000 },
    },
  }),
  'picture-place-unknown': entry<{ folder: string }>({
    title: 'A picture uploaded from the Media menu',
    message: ({ folder }) =>
      `a picture uploaded from the Media menu (into ${folder}) is checked for what every page needs; the size and shape it needs depend on where it is shown, and are checked when it is chosen for a picture field`,
    example: {
      written: 'A photo uploaded in Media, opened from the menu',
      fix: 'Choose it for a picture field: the field says if it is too small or of the wrong shape there',
      params: { folder: 'content/images' },
    },
  }),
  'picture-in-use': entry<{ picture: string; files: string[]; fields: string[] }>({
    title: 'Deleting a picture content still uses',
    message: ({ picture, files, fields }) =>
      `${quoted(picture)} cannot be deleted: ${files
        .map((file, index) => (fields[index] ? `${file} (${fields[index]})` : file))
        .join(', ')} still ${files.length === 1 ? 'shows' : 'show'} it, and the site cannot be built without it`,
    advice: ({ files }) =>
      `choose another picture in ${files.length === 1 ? 'that entry' : 'each of them'} and publish it first, then delete this one; to replace a picture, upload the new one under another name and choose it there`,
    example: {
      written: 'Delete selected, on images/products/garri.jpg in the media library',
      fix: 'Choose another picture in content/products/garri.md, publish it, then delete the old one',
      params: { picture: 'images/products/garri.jpg', files: ['content/products/garri.md'], fields: ['Image'] },
    },
  }),
  'picture-name-taken': entry<{ picture: string; files: string[]; fields: string[] }>({
    title: 'An upload under the name of a picture content shows',
    message: ({ picture, files, fields }) =>
      `a picture named ${quoted(picture)} is already shown by ${files
        .map((file, index) => (fields[index] ? `${file} (${fields[index]})` : file))
        .join(', ')}, and this file would replace it there`,
    advice: () =>
      'give the file another name (such as garri-2.jpg), upload it again and choose it in the field where it belongs',
    example: {
      written: 'garri.jpg uploaded again, while content/products/garri.md shows images/products/garri.jpg',
      fix: 'The new photo uploaded as garri-2.jpg, then chosen for the product',
      params: { picture: 'images/products/garri.jpg', files: ['content/products/garri.md'], fields: ['Image'] },
    },
  }),
  'picture-alt-unchanged': entry<{ replaced: string }>({
    title: 'A new picture with the description of the old one',
    message: ({ replaced }) => `still describes the picture that was replaced (${quoted(replaced)})`,
    advice: () => 'describe the new picture for people who cannot see it',
    example: {
      written: 'image: images/products/garri-bag.jpg (was garri.jpg), imageAlt: A bowl of white garri (unchanged)',
      fix: 'imageAlt: A 5 kg bag of yellow garri',
      params: { replaced: 'images/products/garri.jpg' },
    },
  }),
}
