/**
 * Every word the engine itself puts on a page, in American English; Intl gives the rest (day and month names, times,
 * lists) in the site's `language`. A second language is a module of this shape, listed in index.ts. `{name}` is filled in.
 */
export const enUS = {
  /** The language's name in itself, on the language link of the site's pages in other languages. */
  name: 'English',
  /**
   * The words of the addresses of the language's pages (/servicios/…, /es/servicios/…): its sections, and the
   * word between a service and a city. These are paths.ts's, which the page types write; a language with words of its
   * own moves its pages to them (languages.ts).
   */
  sections: {
    services: 'services',
    serviceAreas: 'service-areas',
    about: 'about',
    contact: 'contact',
    inArea: 'in',
    articles: 'articles',
    gallery: 'gallery',
    /** Page 2 and on of a list: /es/articulos/pagina/2/. */
    page: 'page',
  },
  /** The defaults of site.json's `labels` (site/labels.ts says where each is shown). */
  labels: {
    quote: 'Get A Free Quote',
    quoteShort: 'Free Quote',
    bookService: 'Book Service Now',
    scheduleService: 'Schedule Service',
    requestService: 'Request Service',
    learnMore: 'Learn More',
    readMore: 'Read More',
    callNow: 'Call Now',
    call: 'Call',
    callUs: 'Call Us',
    emailUs: 'Email Us',
    openingHours: 'Opening Hours',
    haveQuestions: 'Have Any Questions?',
    serviceArea: 'Service Area',
    emergencyService: 'Emergency Service',
    viewAllServices: 'View All Services',
    viewAllAreas: 'View All Service Areas',
    returnHome: 'Return to Home',
    pageNotFound: 'Oops! Page not found',
    serviceIncludes: 'Service Includes',
    atAGlance: 'At a glance',
    warranty: 'Warranty',
    price: 'Price',
    allServices: 'All Services',
    emergencyCategory: 'Emergency',
    quickLinks: 'Quick Links',
    ourServices: 'Our Services',
    homePage: 'Home',
    servicesPage: 'Services',
    serviceAreasPage: 'Service Areas',
    aboutPage: 'About Us',
    contactPage: 'Contact Us',
    visitUs: 'Visit Us',
    directions: 'Get directions',
    response: 'Response',
    typicalResponse: 'Typical response',
    responseTime: 'Response time',
  },
  /** The defaults of the labels that depend on the business: `callUsText`, and the zones' (`primaryZone`, `otherZones`). */
  callUsText: { anyTime: 'Talk to a real person, any time.', openingHours: 'Talk to a real person during opening hours.' },
  zones: { only: 'Service zone', primary: 'Primary zone', other: 'Secondary zone', others: 'Secondary zones' },
  /** Hours in words; times, and day names long and short, are Intl's. */
  hours: {
    noon: 'noon',
    midnight: 'midnight',
    allDay: 'Open 24 hours',
    allDayShort: '24 hours',
    everyDay: 'Every day',
    closed: 'Closed',
    always: 'Open 24/7',
    anyTime: '24/7',
    /** Between two days or two times: "Monday – Friday", "7:00 am – noon"; and in a line: "Mon–Fri 7 am–noon". */
    to: ' – ',
    toShort: '–',
  },
  /** The emergency line as pages word it, round the clock or on call (`emergencyCall` and `emergencyLine` are labels). */
  emergency: {
    roundTheClock: { call: 'Call 24/7', line: '24/7 Emergency Service', landmark: '24/7 emergency call', spoken: 'emergency service' },
    onCall: { call: 'Emergency Call', line: 'After-Hours Emergency Line', landmark: 'Emergency call', spoken: 'emergency line' },
  },
  /** A license without its own wording: "{authority}, {kind} license #{number}, held by {holder}", the kind and holder when given. */
  license: { statement: '{authority}{kind} license #{number}{holder}', kind: ', {kind}', holder: ', held by {holder}' },
  /** Words that only join others, which a name cut short never ends on ("Smith and"). */
  joining: ['and', 'of', 'the', 'for', 'by'],
  /** The names of pages and links the engine makes. */
  links: {
    notFound: 'Page Not Found',
    /** The last link of a menu that shows some of its pages. */
    allInMenu: 'All {count} {menu}',
    /** The last link of a service page's list of cities, when it shows some. */
    allAreas: 'All {count} service areas',
    /** The link under the home page's services, when it shows some. */
    allServices: 'All {count} services',
  },
  /** What the templates say around content. */
  pages: {
    serviceInArea: '{service} in {area}',
    skipToContent: 'Skip to content',
    mainNavigation: 'Main',
    menu: 'Menu',
    mainMenu: 'Main menu',
    allOf: 'All {menu}',
    breadcrumb: 'Breadcrumb',
    map: 'Map',
    mapOf: 'of {area}',
    copyright: '© {year} {business}. All rights reserved.',
    about: 'About {name}',
    /** A service page's overview heading; a language may put the name first, as its capital would be wrong mid-sentence. */
    aboutService: 'About {name}',
    aboutUs: 'about us',
    serving: 'Serving {place}',
    servingCities: 'Serving {count} cities',
    servingZipCodes: 'Serving ZIP codes {zipCodes} · {typicalResponse}: {time}',
    /** servingZipCodes, zipCodes and zipCodesAre for a town with one ZIP code. */
    servingZipCode: 'Serving ZIP code {zipCodes} · {typicalResponse}: {time}',
    localKnowledge: 'Local knowledge: {area}',
    moreAboutArea: 'More about our work in {area}',
    /** The heading of a town page's links to its services past those shown as cards. */
    moreServicesIn: 'More services in {area}',
    viewAreaServices: 'View {area} services',
    /** A fact after its label: "Response: 30-45 minutes". */
    labelled: '{label}: {value}',
    /** A service's price: a starting price, and a special's last day (the price and the day are Intl's). */
    priceFrom: 'From {price}',
    priceUntil: '{price} through {date}',
    zipCodes: 'ZIP codes',
    zipCodesAre: 'ZIP codes {zipCodes}',
    zipCode: 'ZIP code',
    zipCodeIs: 'ZIP code {zipCodes}',
    neighborhoods: 'Neighborhoods: {names}',
    serviceRadius: 'Service radius',
    radius: '{miles} miles from {city}',
    /** `radius` for a radius of one mile. */
    radiusOne: '{miles} mile from {city}',
    emergencyService: 'Emergency service',
    travelCharges: 'Travel charges',
    /** {service} is its title, {serviceInText} its name within a sentence ("drain cleaning"). */
    readyFor: 'Ready for {service}?',
    categories: 'Show services in a category',
    rating: 'Rated {rating} out of 5',
    sampleReview: 'Sample review, not from a customer',
    /** An article's byline, and the days it was published and changed. */
    byAuthor: 'By {author}',
    /** An author with a job title, as a byline's {author}. */
    authorTitled: '{name}, {title}',
    published: 'Published {date}',
    updated: 'Updated {date}',
    /** A draft, shown only by npm run dev. */
    draft: 'Draft: not on the published site',
    /** A job's photos, labelled in words (not by colour alone). */
    before: 'Before',
    after: 'After',
    /** The links between the pages of a long list (articles, the gallery). */
    pagination: 'Pages',
    newer: 'Newer',
    older: 'Older',
    pageOf: 'Page {page} of {pages}',
    /** The title of page 2 and on of a list. */
    pagedTitle: '{title} (page {page})',
    moved: 'This page has moved',
    movedTitle: 'This page has moved | {business}',
    nowAt: 'It is now at {link}.',
  },
};

/** The shape of every language's strings: American English's. */
export type Strings = typeof enUS;
