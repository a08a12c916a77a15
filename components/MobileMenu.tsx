import { useEffect, useId, useRef, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { NavLink } from './links.tsx'
import ui from 'virtual:content/interface'
import type { NavItem } from './navigation.ts'
import { EnquiryCount, EnquiryLink } from './enquiry/EnquiryLink.tsx'
import { ExternalLink } from './ExternalLink.tsx'
import { Icon } from './Icon.tsx'
import { LanguageSwitcher } from './LanguageSwitcher.tsx'
import { useClientValue } from './use-client-value.ts'

/**
 * The small-screen menu. Built on <details>, so it opens and closes before JavaScript has
 * loaded; once hydrated it also closes on Escape (returning focus to the button), when a link is
 * chosen, and when the user clicks elsewhere, and announces its state with aria-expanded.
 */
export function MobileMenu({ items, quote }: { items: readonly NavItem[]; quote: { href: string; label: string } }) {
  const [open, setOpen] = useState(false)
  // False in the server's HTML and while hydrating, true from then on.
  const hydrated = useClientValue(true) ?? false
  const details = useRef<HTMLDetailsElement>(null)
  const summary = useRef<HTMLElement>(null)
  const panelId = useId()
  const { pathname } = useLocation()

  // A visitor may have opened the menu before the page hydrated: take over its real state (the
  // toggle event fired before React listened for it).
  useEffect(() => {
    if (details.current?.open) setOpen(true)
  }, [])
  // Close it when another page is shown (links close it themselves; this covers back and forward).
  const shownPath = useRef(pathname)
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    setOpen(false)
  }, [pathname])
  // While open: a click elsewhere closes it, and so does Escape from anywhere inside it (focus then
  // returns to the menu button).
  useEffect(() => {
    const menu = details.current
    if (!open || !menu) return
    const onPointerDown = (event: PointerEvent) => {
      if (!menu.contains(event.target as Node)) setOpen(false)
    }
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      event.preventDefault()
      setOpen(false)
      summary.current?.focus()
    }
    document.addEventListener('pointerdown', onPointerDown)
    menu.addEventListener('keydown', onKeyDown)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown)
      menu.removeEventListener('keydown', onKeyDown)
    }
  }, [open])

  const close = () => setOpen(false)

  return (
    <details ref={details} className="mobile-menu" open={open} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary
        ref={summary}
        className="mobile-menu__button"
        {...(hydrated ? { 'aria-expanded': open, 'aria-controls': panelId } : {})}
      >
        <Icon name="menu" className="mobile-menu__icon mobile-menu__icon--open" />
        <Icon name="close" className="mobile-menu__icon mobile-menu__icon--close" />
        <span className="mobile-menu__label">{ui.menu}</span>
        <EnquiryCount className="mobile-menu__count" />
      </summary>
      <div id={panelId} className="mobile-menu__panel">
        <nav aria-label={ui.menuNavigation}>
          <ul className="mobile-menu__list">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} className="mobile-menu__link" onClick={close}>
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <EnquiryLink className="mobile-menu__enquiry" inMenu onClick={close} />
        <ExternalLink href={quote.href} className="button button--primary mobile-menu__quote">
          {quote.label}
        </ExternalLink>
        <LanguageSwitcher className="mobile-menu__languages" inMenu />
      </div>
    </details>
  )
}
