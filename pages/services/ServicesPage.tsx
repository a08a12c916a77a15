import page from 'virtual:content/servicesPage'
import services from 'virtual:content/services'
import sourced from 'virtual:content/sourcedProducts'
import { CallToAction } from '../../components/CallToAction.tsx'
import { IconCardGrid } from '../../components/IconCardGrid.tsx'
import { Section } from '../../components/Section.tsx'
import { SourcedProducts } from '../../components/SourcedProducts.tsx'
import type { PageHead } from '../page.ts'

export const head: PageHead = { title: page.title, description: page.description }

export default function ServicesPage() {
  return (
    <>
      <Section id="page-title" level={1} title={page.heading} intro={page.intro}>
        <IconCardGrid entries={services} layout="four" headingLevel={2} />
      </Section>
      <Section id="sourced" tinted title={page.sourced.heading} intro={page.sourced.intro}>
        <SourcedProducts label={page.sourced.button} items={sourced.items} closing={sourced.closing} />
      </Section>
      <CallToAction content={page.cta} />
    </>
  )
}
