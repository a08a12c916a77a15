// Unknown paths: the app renders its `*` route, the not-found page. Pre-rendered as 404.html.
export { App as default } from '../App.tsx'
