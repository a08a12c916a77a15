import { Link } from '../../components/links.tsx'
import about from 'virtual:content/about'
import values from 'virtual:content/values'
import { Icon } from '../../components/Icon.tsx'
import { IconCardGrid } from '../../components/IconCardGrid.tsx'
import { Markdown } from '../../components/Markdown.tsx'
import { Panel } from '../../components/Panel.tsx'
import { Picture } from '../../components/Picture.tsx'
import { Section } from '../../components/Section.tsx'
import type { PageHead } from '../page.ts'

export const head: PageHead = { title: about.title, description: about.description }

export default function AboutPage() {
  return (
    <>
      <Section id="page-title" level={1} title={about.heading} intro={about.intro}>
        <div className="vision-mission">
          <Panel id="vision" accent title={about.vision.heading}>
            <p className="panel__lead">{about.vision.text}</p>
          </Panel>
          <Panel id="mission" title={about.mission.heading}>
            <ul className="check-list">
              {about.mission.items.map((item) => (
                <li key={item}>
                  <Icon name="check" />
                  {item}
                </li>
              ))}
            </ul>
          </Panel>
        </div>
      </Section>

      <Section id="values" tinted title={about.values.heading} intro={about.values.intro}>
        <IconCardGrid entries={values} layout="four" />
      </Section>

      <Section id="what-we-do" title={about.whatWeDo.heading}>
        <ul className="activity-list" role="list">
          {about.whatWeDo.items.map((item) => (
            <li key={item.title} className="activity">
              <span className="activity__icon">
                <Icon name={item.icon} />
              </span>
              <div>
                <h3 className="activity__title">{item.title}</h3>
                <p className="activity__text">{item.text}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>

      <section className="section section--tinted" aria-labelledby="story">
        <div className="container story">
          <Picture image={about.story.image} className="story__image" sizes="(min-width: 60em) 45vw, 100vw" />
          <div className="story__text">
            <h2 id="story" className="section-header__title">
              {about.story.heading}
            </h2>
            <Markdown content={about.story.text} />
            <Link to="/products/" className="button button--primary">
              {about.productsLink}
              <Icon name="arrow-right" />
            </Link>
          </div>
        </div>
      </section>
    </>
  )
}
