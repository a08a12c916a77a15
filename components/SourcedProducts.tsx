import ui from 'virtual:content/interface'
import { Icon } from './Icon.tsx'

/**
 * "Products We Source": a native disclosure (<details>), collapsed at first. It works before
 * and without JavaScript, and browsers expose its expanded/collapsed state to assistive
 * technology themselves.
 */
export function SourcedProducts({
  label,
  items,
  closing,
}: {
  label: string
  items: readonly { name: string; code: string }[]
  closing: string
}) {
  return (
    <details className="disclosure">
      <summary className="disclosure__toggle button button--outline">
        {label}
        <span className="disclosure__count">({items.length})</span>
        <Icon name="chevron-down" className="disclosure__chevron" />
      </summary>
      <div className="disclosure__panel">
        <ul className="sourced-list">
          {items.map((item) => (
            <li key={item.name} className="sourced-list__item">
              <span className="sourced-list__name">{item.name}</span>
              <span className="sourced-list__code">
                <abbr title={ui.hsCodeName}>{ui.hsCode}</abbr> {item.code}
              </span>
            </li>
          ))}
        </ul>
        <p className="sourced-list__closing">{closing}</p>
      </div>
    </details>
  )
}
