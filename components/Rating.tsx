import ui from 'virtual:content/interface'
import { fillTemplate } from './catalogue.ts'
import { formatNumber } from './language.ts'
import { Icon } from './Icon.tsx'

/** Stars out of five, read by assistive technology as "Rated 5 out of 5 stars". */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <div
      className="rating"
      role="img"
      aria-label={fillTemplate(ui.rating, { rating: formatNumber(value), max: formatNumber(max) })}
    >
      {Array.from({ length: max }, (_, index) => (
        <Icon key={index} name="star" className={index < value ? 'rating__star rating__star--on' : 'rating__star'} />
      ))}
    </div>
  )
}
