import { NavLink } from '../links.tsx'
import ui from 'virtual:content/interface'
import { fillTemplate } from '../catalogue.ts'
import { Icon } from '../Icon.tsx'
import { formatNumber } from '../language.ts'
import { ENQUIRY_PATH } from './forms.ts'
import { useEnquiry } from './store.ts'
import { countText } from './words.ts'

/** How many products the list holds: 0 in the pre-rendered HTML (the list lives in the browser). */
const useCount = () => useEnquiry()?.items.length ?? 0

/**
 * The link to the enquiry page with the number of products in the list: in the top bar (an icon
 * with the count) and in the small-screen menu (the list's name and the count). Not there until
 * the list holds a product; screen readers hear "Enquiry list, 3 products".
 */
export function EnquiryLink({
  className,
  inMenu = false,
  onClick,
}: {
  className: string
  inMenu?: boolean
  onClick?: () => void
}) {
  const count = useCount()
  if (!count) return null
  return (
    <NavLink
      to={ENQUIRY_PATH}
      className={`enquiry-link ${className}`}
      aria-label={fillTemplate(ui.enquiry.linkName, { count: countText(count) })}
      onClick={onClick}
    >
      {inMenu ? <span>{ui.enquiry.list}</span> : <Icon name="package" />}
      <span className="enquiry-link__count">{formatNumber(count)}</span>
    </NavLink>
  )
}

/** The count alone, on the menu button of phones, where the top bar has no room for the link (the
 *  menu holds it). Screen readers find it on the link in the menu. */
export function EnquiryCount({ className }: { className: string }) {
  const count = useCount()
  return count ? (
    <span className={`enquiry-link__count ${className}`} aria-hidden="true">
      {formatNumber(count)}
    </span>
  ) : null
}
