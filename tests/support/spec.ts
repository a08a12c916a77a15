/**
 * What the specification (section 2, "Screens and routes") names, as the pinned fixture content
 * (tests/fixtures/content) holds it: the acceptance tests check these lists, in this order, on the
 * build of the fixture. Editors may change the live content freely; these do not apply to it.
 */
export const SPEC = {
  products: ['Smoked Catfish', 'Dry Crayfish', 'Garri', 'Cassava Flour', 'Palm Oil', 'Blue Vervain'],
  services: ['Global Supply Chain', 'Customized Packaging', 'Personal Shopping', 'Sourcing and Supplying'],
  whyChoose: [
    'Quality Assurance',
    'Competitive Pricing',
    'Timely Delivery',
    'Excellent Customer Service',
    'Commitment to Sustainability',
  ],
  values: ['Integrity', 'Sustainability', 'Quality', 'Community'],
  whatWeDo: ['Aqua-farming', 'Agro-Processing', 'Packaging and Export', 'Agro Commodities Trading'],
} as const
