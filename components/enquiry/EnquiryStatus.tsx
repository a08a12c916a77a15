import { useAnnouncement } from './announce.ts'

/**
 * The enquiry list's live region, on every page and empty in its HTML (screen readers read what
 * is added to a live region that was already there): each change of the list is said here.
 */
export function EnquiryStatus() {
  const { text, id } = useAnnouncement()
  return (
    <div className="visually-hidden" role="status" aria-live="polite" aria-atomic="true" data-enquiry-status="">
      {text ? <span key={id}>{text}</span> : null}
    </div>
  )
}
