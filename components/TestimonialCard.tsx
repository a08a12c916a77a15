import type { Testimonial } from '../generator/content/schemas/collections/index.ts'
import { Markdown } from './Markdown.tsx'
import { Rating } from './Rating.tsx'

/** A customer's quote with their rating, name, role and place. */
export function TestimonialCard({
  testimonial,
}: {
  testimonial: Pick<Testimonial, 'rating' | 'quote' | 'author' | 'role' | 'location'>
}) {
  return (
    <figure className="testimonial">
      <Rating value={testimonial.rating} />
      <blockquote className="testimonial__quote">
        <Markdown content={testimonial.quote} />
      </blockquote>
      <figcaption className="testimonial__author">
        <span className="testimonial__name">{testimonial.author}</span>
        <span className="testimonial__role">
          {testimonial.role}
          {testimonial.location ? `, ${testimonial.location}` : ''}
        </span>
      </figcaption>
    </figure>
  )
}
