import { useId } from 'react'
import { useLocation } from 'react-router-dom'
import ui from 'virtual:content/interface'
import { language } from './language.ts'
import { usePageTranslations } from './page-translations.ts'
import { hrefOf } from './site-href.ts'

/**
 * Links to this page in the site's other languages, or to that language's home page where this
 * page has no translation. Plain links, which work without JavaScript: another language is
 * another copy of the site, loaded from the host. Each names its language in that language.
 *
 * In the top bar it is a navigation landmark of its own; inside the small-screen menu, which is
 * one already, a labelled list (`inMenu`).
 */
export function LanguageSwitcher({ className, inMenu = false }: { className: string; inMenu?: boolean }) {
  const { pathname } = useLocation()
  const translations = usePageTranslations(pathname)
  const labelId = useId()
  const others = language.languages.filter((other) => other.code !== language.code)
  if (!others.length) return null
  const list = (
    <ul className="language-switcher__list" role="list" {...(inMenu ? { 'aria-labelledby': labelId } : {})}>
      {others.map((other) => {
        const translation = translations.find((candidate) => candidate.code === other.code)
        return (
          <li key={other.code}>
            <a
              className="language-switcher__link"
              href={hrefOf(translation?.path ?? `${other.prefix}/`)}
              hrefLang={other.code}
              lang={other.code}
            >
              {other.name}
            </a>
          </li>
        )
      })}
    </ul>
  )
  return inMenu ? (
    <div className={`language-switcher ${className}`}>
      <p id={labelId} className="language-switcher__label">
        {ui.language}
      </p>
      {list}
    </div>
  ) : (
    <nav className={`language-switcher ${className}`} aria-label={ui.language}>
      {list}
    </nav>
  )
}
