// Type of the module served by generator/vite-plugin-client-assets.ts.
declare module 'virtual:client-assets' {
  const value: import('./vite-plugin-client-assets').ClientAssets
  export default value
}
