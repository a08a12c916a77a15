/** Heading and introduction at the top of a page section. */
export function SectionHeader({
  id,
  title,
  intro,
  level = 2,
}: {
  id: string
  title: string
  intro?: string
  level?: 1 | 2
}) {
  const Heading = level === 1 ? 'h1' : 'h2'
  return (
    <div className="section-header">
      <Heading id={id} className="section-header__title">
        {title}
      </Heading>
      {intro ? <p className="section-header__intro">{intro}</p> : null}
    </div>
  )
}
