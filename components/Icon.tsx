import sprite from '../assets/icons.svg?url'

/** An icon from the sprite (assets/icons.svg). Decorative: the text beside it carries the meaning. */
export function Icon({ name, className }: { name: string; className?: string }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  )
}
