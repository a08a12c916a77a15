/**
 * The picture an entry already has, shown in its picture field when the form opens.
 *
 * Decap's picture field asks for the picture once, when the form opens, and gets a blank stand-in
 * while the backend fetches the file; it asks again only when the field's value or its lookup
 * function changes, and Decap keeps that function the same for the whole form. So the stand-in
 * stayed: no entry's picture showed until the editor changed something. This wraps the field: when
 * the answer is the stand-in, it asks again until the picture has arrived, then hands the field a
 * new lookup function, which makes it ask (and draw) once more.
 */
import { Component, createRef, type ComponentType, type RefObject } from 'react'

type GetAsset = (path: string, field: unknown) => unknown

interface Control {
  isValid?: () => unknown
  focus?: (path?: string) => void
}

/** Decap's blank stand-in, answered while a picture is being fetched (its `emptyAsset`). */
const isStandIn = (asset: unknown) => (asset as { path?: unknown } | null)?.path === 'empty.svg'

/** How often, and how long at most, to ask again for a picture being fetched. */
const RETRY_MS = 150
const GIVE_UP_MS = 30_000

export function withCurrentPictures<P extends object>(Base: ComponentType<P>): ComponentType<P> {
  return class CurrentPictures extends Component<P, { round: number }> {
    override state = { round: 0 }
    readonly inner = createRef<Control & Component<P>>()
    private timer: ReturnType<typeof setTimeout> | undefined
    private lookup = this.makeLookup()

    private decapLookup(path: string, field: unknown): unknown {
      return (this.props as P & { getAsset: GetAsset }).getAsset(path, field)
    }

    private makeLookup(): GetAsset {
      return (path, field) => {
        const asset = this.decapLookup(path, field)
        if (isStandIn(asset)) this.askAgain(path, field, Date.now())
        return asset
      }
    }

    private askAgain(path: string, field: unknown, since: number) {
      clearTimeout(this.timer)
      this.timer = setTimeout(() => {
        if (!isStandIn(this.decapLookup(path, field))) {
          this.lookup = this.makeLookup()
          this.setState(({ round }) => ({ round: round + 1 }))
        } else if (Date.now() - since < GIVE_UP_MS) this.askAgain(path, field, since)
      }, RETRY_MS)
    }

    override componentWillUnmount() {
      clearTimeout(this.timer)
    }

    isValid = () => this.inner.current?.isValid?.() ?? true

    focus(path?: string) {
      this.inner.current?.focus?.(path)
    }

    /** Decap asks a control whether to redraw: the wrapped control answers, and a picture that
     *  has arrived always redraws it. */
    override shouldComponentUpdate(next: P, nextState?: Partial<{ round: number }>) {
      if (nextState?.round !== undefined && nextState.round !== this.state.round) return true
      const inner = this.inner.current
      return inner?.shouldComponentUpdate
        ? inner.shouldComponentUpdate({ ...next, getAsset: this.lookup }, {}, undefined)
        : true
    }

    override render() {
      const Inner = Base as ComponentType<P & { ref: RefObject<(Control & Component<P>) | null> }>
      return <Inner {...this.props} getAsset={this.lookup} ref={this.inner} />
    }
  }
}
