import type { Image } from '../generator/content/fields'

/** A content image with its intrinsic size (no layout shift); lazy unless it is the page's lead image. */
export function Picture({ image, className, priority = false, sizes }: { image: Image; className?: string; priority?: boolean; sizes?: string }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      sizes={sizes}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
