/** What every page module exports beside its component: the title and description of its <head>. */
export interface PageHead {
  title: string
  description: string
}
