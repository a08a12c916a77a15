// Types of the content modules served by generator/vite-plugin-content.ts.
declare module 'virtual:content/site' {
  const value: import('./collections').Site
  export default value
}
declare module 'virtual:content/home' {
  const value: import('./collections').HomeCopy
  export default value
}
declare module 'virtual:content/productsPage' {
  const value: import('./collections').ProductsCopy
  export default value
}
declare module 'virtual:content/about' {
  const value: import('./collections').AboutCopy
  export default value
}
declare module 'virtual:content/servicesPage' {
  const value: import('./collections').ServicesCopy
  export default value
}
declare module 'virtual:content/contact' {
  const value: import('./collections').ContactCopy
  export default value
}
declare module 'virtual:content/notFound' {
  const value: import('./collections').NotFoundCopy
  export default value
}
declare module 'virtual:content/sourcedProducts' {
  const value: import('./collections').SourcedProducts
  export default value
}
declare module 'virtual:content/products' {
  const value: import('./collections').Product[]
  export default value
}
declare module 'virtual:content/services' {
  const value: import('./collections').Service[]
  export default value
}
declare module 'virtual:content/values' {
  const value: import('./collections').CoreValue[]
  export default value
}
declare module 'virtual:content/whyChoose' {
  const value: import('./collections').WhyChoosePoint[]
  export default value
}
declare module 'virtual:content/testimonials' {
  const value: import('./collections').Testimonial[]
  export default value
}
declare module 'virtual:client-assets' {
  const value: import('../vite-plugin-client-assets').ClientAssets
  export default value
}
