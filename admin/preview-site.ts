/**
 * What the site's components read from content/site.md, for the admin's previews: the admin is
 * built apart from the content, so buttons that open the chat app point nowhere in a preview.
 */
export default {
  chat: { chatUrl: '#preview', catalogueUrl: '#preview' },
}
