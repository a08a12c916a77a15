import type { Testimonial } from '../generator/content/schemas/collections/index.ts'
import { language } from './language.ts'
import { Markdown } from './Markdown.tsx'
import { Rating } from './Rating.tsx'

/** A customer's quote with their rating, name, role and place. */
export function TestimonialCard({
  testimonial,
}: {
  testimonial: Pick<Testimonial, 'rating' | 'quote' | 'author' | 'role' | 'location'> & { lang?: string }
}) {
  // A customer's words stay in the language they were given in, marked as such for screen
  // readers and translation tools when it is not the page's (the rating is the page's words).
  const own = testimonial.lang && testimonial.lang !== language.code ? { lang: testimonial.lang } : {}
  return (
    <figure className="testimonial">
      <Rating value={testimonial.rating} />
      <blockquote className="testimonial__quote" {...own}>
        <Markdown content={testimonial.quote} />
      </blockquote>
      <figcaption className="testimonial__author" {...own}>
        <span className="testimonial__name">{testimonial.author}</span>
        <span className="testimonial__role">
          {testimonial.role}
          {testimonial.location ? `, ${testimonial.location}` : ''}
        </span>
      </figcaption>
    </figure>
  )
}
