// Generated from generator/content/collections.ts by `npm run types:content`. Do not edit by hand.
// Types of the content modules served by generator/vite-plugin-content.ts.
declare module 'virtual:content/site' {
  const value: import('./collections').SiteContent['site']
  export default value
}
declare module 'virtual:content/home' {
  const value: import('./collections').SiteContent['home']
  export default value
}
declare module 'virtual:content/productsPage' {
  const value: import('./collections').SiteContent['productsPage']
  export default value
}
declare module 'virtual:content/about' {
  const value: import('./collections').SiteContent['about']
  export default value
}
declare module 'virtual:content/servicesPage' {
  const value: import('./collections').SiteContent['servicesPage']
  export default value
}
declare module 'virtual:content/contact' {
  const value: import('./collections').SiteContent['contact']
  export default value
}
declare module 'virtual:content/notFound' {
  const value: import('./collections').SiteContent['notFound']
  export default value
}
declare module 'virtual:content/sourcedProducts' {
  const value: import('./collections').SiteContent['sourcedProducts']
  export default value
}
declare module 'virtual:content/products' {
  const value: import('./collections').SiteContent['products']
  export default value
}
declare module 'virtual:content/services' {
  const value: import('./collections').SiteContent['services']
  export default value
}
declare module 'virtual:content/values' {
  const value: import('./collections').SiteContent['values']
  export default value
}
declare module 'virtual:content/whyChoose' {
  const value: import('./collections').SiteContent['whyChoose']
  export default value
}
declare module 'virtual:content/testimonials' {
  const value: import('./collections').SiteContent['testimonials']
  export default value
}
