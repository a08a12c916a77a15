// Types of the modules served by generator/vite-plugin-languages.ts.
declare module 'virtual:site-language' {
  const value: import('./vite-plugin-languages.ts').LanguageModule
  export default value
}
declare module 'virtual:per-language/*' {
  /** A loader of each language's copy of the module, by language code. */
  const value: Record<string, () => Promise<unknown>>
  export default value
}
declare module 'virtual:per-language-static/*' {
  /** Each language's copy of the module, by language code. */
  const value: Record<string, unknown>
  export default value
}
