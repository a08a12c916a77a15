import { useEffect, useRef } from 'react'
import { Link } from '../../components/links.tsx'
import page from 'virtual:content/enquiry'
import { CATALOGUE_PATH } from '../../components/catalogue.ts'
import { useEnquiry } from '../../components/enquiry/store.ts'
import { Section } from '../../components/Section.tsx'
import type { PageHead } from '../page.ts'
import { EnquiryEditor } from './EnquiryEditor.tsx'

export const head: PageHead = { title: page.title, description: page.description }

/**
 * The enquiry page (/enquiry/): the list a buyer built on the product cards and pages, to review,
 * change and send. The list lives in the browser (components/enquiry/store.ts), so the HTML says
 * that it needs JavaScript and links to the products; once the page has hydrated it shows the
 * list, or that it is empty.
 */
export default function EnquiryPage() {
  const enquiry = useEnquiry()
  const empty = useRef<HTMLParagraphElement>(null)
  // The list emptied while the visitor was in it (the last product removed, the list cleared):
  // focus moves to the words that say so, where the buttons were.
  const hadItems = useRef(false)
  const count = enquiry?.items.length ?? 0
  useEffect(() => {
    if (enquiry && !count && hadItems.current) empty.current?.focus()
    hadItems.current = count > 0
  }, [enquiry, count])

  return (
    <Section id="page-title" level={1} title={page.heading} intro={page.intro}>
      <div className="enquiry">
        {enquiry === null ? (
          <div className="enquiry__no-script">
            <p>{page.noScript.text}</p>
            <p>
              <Link to={CATALOGUE_PATH}>{page.noScript.link}</Link>
            </p>
          </div>
        ) : count ? (
          <EnquiryEditor enquiry={enquiry} />
        ) : (
          <div className="enquiry__empty">
            <p ref={empty} tabIndex={-1}>
              {page.empty.text}
            </p>
            <p>
              <Link to={CATALOGUE_PATH} className="button button--primary">
                {page.empty.link}
              </Link>
            </p>
          </div>
        )}
      </div>
    </Section>
  )
}
