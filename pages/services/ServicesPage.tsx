import page from 'virtual:content/servicesPage'
import services from 'virtual:content/services'
import sourced from 'virtual:content/sourcedProducts'
import { CallToAction } from '../../components/CallToAction'
import { IconCard } from '../../components/IconCard'
import { SectionHeader } from '../../components/SectionHeader'
import { SourcedProducts } from '../../components/SourcedProducts'
import type { PageHead } from '../loaders'

export const head: PageHead = { title: page.title, description: page.description }

export default function ServicesPage() {
  return (
    <>
      <section className="section page-intro" aria-labelledby="page-title">
        <div className="container">
          <SectionHeader id="page-title" level={1} title={page.heading} intro={page.intro} />
          <ul className="card-grid card-grid--four" role="list">
            {services.map((service) => (
              <li key={service.slug}>
                <IconCard icon={service.icon} title={service.title} description={service.description} headingLevel={2} />
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="sourced">
        <div className="container">
          <SectionHeader id="sourced" title={page.sourced.heading} intro={page.sourced.intro} />
          <SourcedProducts label={page.sourced.button} items={sourced.items} closing={sourced.closing} />
        </div>
      </section>
      <CallToAction content={page.cta} />
    </>
  )
}
