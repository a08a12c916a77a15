/**
 * Every collection under content/: where its files live, the schema of their front matter, and
 * what the Markdown below the front matter is used for. One definition per collection; the
 * loader, the Vite plugin, the content guide, the admin and the types pages use all come from here.
 *
 *   kinds.ts      a file or a folder of entries, and the types they load to
 *   parts.ts      what several collections share (page title and description, call to action…)
 *   site.ts       content/site.md
 *   interface.ts  content/interface.md
 *   pages.ts      content/pages/*.md (the products page's texts in catalogue.ts)
 *   enquiry.ts    content/pages/enquiry.md, the enquiry page and its message
 *   catalogue.ts  the products page, the products, their categories, the sourced products
 *   cards.ts      services, values, Why Choose points, testimonials
 */
import { oneOf } from '../fields/codes.ts'
import { picturesByName } from '../fields/pictures.ts'
import { IMAGE_HOSTS } from '../../pictures/formats.ts'
import { cardCollections } from './cards.ts'
import { catalogueCollections } from './catalogue.ts'
import { enquiryFile } from './enquiry.ts'
import type { FileEntry, FolderCollection, FolderEntry, SchemaContext } from './kinds.ts'
import { interfaceFile } from './interface.ts'
import { pageFiles } from './pages.ts'
import { siteFile } from './site.ts'

export type * from './kinds.ts'
export { pluralOf } from './kinds.ts'

/** The context of the schemas where picture files are out of reach (the admin, the content guide,
 *  the types): pictures are taken by name, and the build checks the files. */
export function contextWithoutFiles(icons: readonly string[]): SchemaContext {
  return {
    imageHosts: IMAGE_HOSTS,
    localPicture: picturesByName,
    // An empty sprite still gives the icon field a value to offer.
    icons: (icons.length ? icons : ['star']) as [string, ...string[]],
  }
}

/** Every collection, in the order the loader reads them and the guide lists them. */
export function defineCollections(ctx: SchemaContext) {
  const icon = oneOf(ctx.icons, { description: 'Name of the icon shown with this entry.', example: ctx.icons[0] })
  const pages = pageFiles(ctx, icon)
  const catalogue = catalogueCollections(ctx)
  const cards = cardCollections(icon)
  return {
    site: siteFile(ctx),
    interface: interfaceFile(),
    home: pages.home,
    productsPage: catalogue.productsPage,
    about: pages.about,
    servicesPage: pages.servicesPage,
    contact: pages.contact,
    enquiry: enquiryFile(),
    notFound: pages.notFound,
    searchPage: pages.search,
    sourcedProducts: catalogue.sourcedProducts,
    products: catalogue.products,
    categories: catalogue.categories,
    services: cards.services,
    values: cards.values,
    whyChoose: cards.whyChoose,
    testimonials: cards.testimonials,
  }
}

type Definitions = ReturnType<typeof defineCollections>

/** Everything content/ holds, validated and typed. */
export type SiteContent = {
  [K in keyof Definitions]: Definitions[K] extends FolderCollection
    ? FolderEntry<Definitions[K]>[]
    : FileEntry<Definitions[K]>
}

export type Site = SiteContent['site']
export type Product = SiteContent['products'][number]
export type Category = SiteContent['categories'][number]
export type Service = SiteContent['services'][number]
export type CoreValue = SiteContent['values'][number]
export type WhyChoosePoint = SiteContent['whyChoose'][number]
export type Testimonial = SiteContent['testimonials'][number]
export type SourcedProducts = SiteContent['sourcedProducts']
export type HomeCopy = SiteContent['home']
export type ProductsCopy = SiteContent['productsPage']
export type AboutCopy = SiteContent['about']
export type ServicesCopy = SiteContent['servicesPage']
export type ContactCopy = SiteContent['contact']
export type EnquiryCopy = SiteContent['enquiry']
export type NotFoundCopy = SiteContent['notFound']
export type InterfaceCopy = SiteContent['interface']
export type Language = NonNullable<Site['languages']>[number]
