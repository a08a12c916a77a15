// Generated from generator/content/schemas/collections/ by `npm run types:content`. Do not edit by hand.
// Types of the content modules served by generator/vite-plugin-content.ts.
declare module 'virtual:content/site' {
  const value: import('./schemas/collections/index.ts').SiteContent['site']
  export default value
}
declare module 'virtual:content/interface' {
  const value: import('./schemas/collections/index.ts').SiteContent['interface']
  export default value
}
declare module 'virtual:content/home' {
  const value: import('./schemas/collections/index.ts').SiteContent['home']
  export default value
}
declare module 'virtual:content/productsPage' {
  const value: import('./schemas/collections/index.ts').SiteContent['productsPage']
  export default value
}
declare module 'virtual:content/about' {
  const value: import('./schemas/collections/index.ts').SiteContent['about']
  export default value
}
declare module 'virtual:content/servicesPage' {
  const value: import('./schemas/collections/index.ts').SiteContent['servicesPage']
  export default value
}
declare module 'virtual:content/contact' {
  const value: import('./schemas/collections/index.ts').SiteContent['contact']
  export default value
}
declare module 'virtual:content/enquiry' {
  const value: import('./schemas/collections/index.ts').SiteContent['enquiry']
  export default value
}
declare module 'virtual:content/notFound' {
  const value: import('./schemas/collections/index.ts').SiteContent['notFound']
  export default value
}
declare module 'virtual:content/searchPage' {
  const value: import('./schemas/collections/index.ts').SiteContent['searchPage']
  export default value
}
declare module 'virtual:content/sourcedProducts' {
  const value: import('./schemas/collections/index.ts').SiteContent['sourcedProducts']
  export default value
}
declare module 'virtual:content/products' {
  const value: import('./schemas/collections/index.ts').SiteContent['products']
  export default value
}
declare module 'virtual:content/categories' {
  const value: import('./schemas/collections/index.ts').SiteContent['categories']
  export default value
}
declare module 'virtual:content/services' {
  const value: import('./schemas/collections/index.ts').SiteContent['services']
  export default value
}
declare module 'virtual:content/values' {
  const value: import('./schemas/collections/index.ts').SiteContent['values']
  export default value
}
declare module 'virtual:content/whyChoose' {
  const value: import('./schemas/collections/index.ts').SiteContent['whyChoose']
  export default value
}
declare module 'virtual:content/testimonials' {
  const value: import('./schemas/collections/index.ts').SiteContent['testimonials']
  export default value
}
