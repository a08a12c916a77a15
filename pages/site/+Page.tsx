export { App as default } from '../../renderer/App'
