import { ChatButton } from './ChatButton.tsx'

/** The "Get Quote Now" band: opens a chat with the company in a new window. */
export function CallToAction({ content }: { content: { heading: string; text: string; button: string } }) {
  return (
    <section className="cta" aria-labelledby="cta-heading">
      <div className="container cta__inner">
        <div>
          <h2 id="cta-heading" className="cta__title">
            {content.heading}
          </h2>
          <p className="cta__text">{content.text}</p>
        </div>
        <ChatButton label={content.button} variant="accent" large />
      </div>
    </section>
  )
}
