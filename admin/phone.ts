/**
 * The preview on a phone (admin/phone.css): below 800 px the editor shows the form or the
 * preview, the whole width, and this button switches between them. Each entry opens on its form.
 */
import './phone.css'

const NARROW = '(max-width: 799.98px)'
const VIEW = 'phoneView'

export function installPhonePreview(): void {
  // On a narrow screen the preview is always beside the form (Decap remembers whether it was
  // switched off, on a computer, and hides its own switch here): the button shows one or the other.
  if (window.matchMedia(NARROW).matches) localStorage.setItem('cms.right-pane', 'preview')

  const button = document.createElement('button')
  button.type = 'button'
  button.className = 'phone-preview-toggle'
  const show = (view: 'form' | 'preview') => {
    document.body.dataset[VIEW] = view
    button.textContent = view === 'preview' ? 'Back to the form' : 'Preview'
    button.setAttribute('aria-pressed', String(view === 'preview'))
  }
  button.addEventListener('click', () => {
    show(document.body.dataset[VIEW] === 'preview' ? 'form' : 'preview')
    window.scrollTo(0, 0)
  })
  window.addEventListener('hashchange', () => show('form'))
  show('form')
  document.body.append(button)
}
