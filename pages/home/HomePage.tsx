import { Link } from '../../components/links.tsx'
import home from 'virtual:content/home'
import site from 'virtual:content/site'
import testimonials from 'virtual:content/testimonials'
import whyChoose from 'virtual:content/whyChoose'
import { ChatButton } from '../../components/ChatButton.tsx'
import { Icon } from '../../components/Icon.tsx'
import { IconCardGrid } from '../../components/IconCardGrid.tsx'
import { Picture } from '../../components/Picture.tsx'
import { Section } from '../../components/Section.tsx'
import { TestimonialCard } from '../../components/TestimonialCard.tsx'
import type { PageHead } from '../page.ts'

export const head: PageHead = { title: home.title, description: home.description }

export default function HomePage() {
  const { hero } = home
  return (
    <>
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          <div className="hero__text">
            <p className="hero__eyebrow">{site.tagline}</p>
            <h1 id="hero-title" className="hero__title">
              {hero.headline}
            </h1>
            <p className="hero__tagline">{hero.tagline}</p>
            <div className="hero__actions">
              <Link to="/products/" className="button button--primary button--large">
                {hero.primaryButton}
                <Icon name="arrow-right" />
              </Link>
              <ChatButton label={hero.secondaryButton} variant="outline" large />
            </div>
          </div>
          <div className="hero__media">
            <Picture image={hero.image} className="hero__image" priority sizes="(min-width: 60em) 40vw, 100vw" />
          </div>
        </div>
      </section>

      <Section id="why-choose" title={home.whyChoose.heading} intro={home.whyChoose.intro}>
        <IconCardGrid entries={whyChoose} layout="five" />
      </Section>

      <Section id="testimonials" tinted title={home.testimonials.heading} intro={home.testimonials.intro}>
        <ul className="testimonials" role="list">
          {testimonials.map((testimonial) => (
            <li key={testimonial.slug}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      </Section>
    </>
  )
}
