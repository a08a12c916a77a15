import { useEffect, useRef, type IframeHTMLAttributes } from 'react'

type FrameProps = Omit<IframeHTMLAttributes<HTMLIFrameElement>, 'src' | 'loading'> & {
  src: string
  title: string
}

/**
 * A page of another website (the contact form, the map) shown in a frame that starts loading only
 * after the page has painted: a frame requested while the page loads competes with the page's own
 * stylesheet and text on a slow connection, and delays the first paint.
 *
 * The HTML holds the frame with its address in `data-src`; the page's inline loader
 * (generator/boot-loader.ts) sets `src` once the page has loaded and painted, without waiting for
 * the page's scripts, and this component sets it when the page is rendered in the browser (in-app
 * navigation). React never owns `src`, so hydration never reloads a frame a visitor is filling in.
 * Without JavaScript the frame in `<noscript>` is shown instead (the empty one is hidden by
 * styles/components/_contact.scss), so the frame is always there without a click.
 */
export function EmbeddedFrame({ src, title, ...attributes }: FrameProps) {
  const frame = useRef<HTMLIFrameElement>(null)
  useEffect(() => {
    const element = frame.current
    if (element && element.getAttribute('src') !== src) element.setAttribute('src', src)
  }, [src])
  return (
    <>
      <iframe ref={frame} data-src={src} data-deferred-frame="" loading="lazy" title={title} {...attributes} />
      <noscript>
        <iframe src={src} loading="lazy" title={title} {...attributes} />
      </noscript>
    </>
  )
}
