import type { Image } from '../generator/content/schemas/fields/pictures.ts'

/**
 * A content picture with its intrinsic size, so the page never jumps while it loads. Lazy unless
 * it is the lead picture of the page. Raster pictures offer resized copies (`srcset`) and let the
 * browser pick by `sizes`, the width the picture takes on screen.
 */
export function Picture({
  image,
  className,
  priority = false,
  sizes,
}: {
  image: Image
  className?: string
  priority?: boolean
  sizes: string
}) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={image.srcset}
      sizes={image.srcset ? sizes : undefined}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  )
}
