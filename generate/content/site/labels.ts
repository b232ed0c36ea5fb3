/** The words of the buttons, links and headings the pages share (site.json's `labels`), each with its default. */
import { z } from 'zod';
import { text } from '../schema.ts';

/** A label: the words of a button, link or heading the templates show on many pages. */
const label = (words: string, where: string) => text.default(words).describe(`${where} Default: "${words}".`);

export const labelsSchema = z
  .strictObject({
    quote: label('Get A Free Quote', 'The quote button in the header on wide screens, in the menu and in heroes.'),
    quoteShort: label('Free Quote', 'The quote button in the header on medium screens.'),
    bookService: label('Book Service Now', "A service page's hero and its summary box."),
    scheduleService: label('Schedule Service', 'The booking button of the band that ends a service page.'),
    requestService: label('Request Service', 'The link of each service card on the services page and the area pages.'),
    learnMore: label('Learn More', 'The link of each service card on the home page.'),
    readMore: label('Read More', "The home page's link to the about page."),
    callNow: label('Call Now', 'The words before the number on call buttons.'),
    call: label('Call', 'The words before the number on short call buttons, and on the social cards.'),
    callUs: label('Call Us', "The heading of the contact page's phone card; the floating button's words when there is no emergency line."),
    callUsText: text
      .describe(
        'The text under that heading. Default: "Talk to a real person, any time." when the phone is answered at any hour, else "Talk to a real person during opening hours."',
      )
      .optional(),
    openingHours: label('Opening Hours', "The heading of the contact page's hours; read out before the footer's summary of them."),
    haveQuestions: label('Have Any Questions?', "The phone link of the home page's banner."),
    serviceArea: label('Service Area', "The heading of the contact page's card of where the business works."),
    emergencyService: label('Emergency Service', "The heading of the contact page's emergency card."),
    emergencyCall: text
      .describe(
        'The floating call button\'s words on small screens and the emergency links\' words. Default: "Call 24/7" when emergency calls are answered round the clock, "Emergency Call" for an on-call line.',
      )
      .optional(),
    emergencyLine: text
      .describe(
        'The words above the number on the floating call button on large screens. Default: "24/7 Emergency Service" round the clock, "After-Hours Emergency Line" for an on-call line.',
      )
      .optional(),
    viewAllServices: label('View All Services', "The footer's link to the services page."),
    viewAllAreas: label('View All Service Areas', 'The links to the service areas page in the footer and on the home page.'),
    returnHome: label('Return to Home', "The 404 page's link home."),
    pageNotFound: label('Oops! Page not found', "The 404 page's words under its number."),
    serviceIncludes: label('Service Includes', "The heading of a service's features on its pages."),
    atAGlance: label('At a glance', "The heading of a service page's summary box."),
    warranty: label('Warranty', "The word before a service's warranty in its summary box."),
    allServices: label('All Services', "The services page's category chip that shows every service."),
    emergencyCategory: label(
      'Emergency',
      'The services page\'s category chip of the emergency services (shown only when a service has "emergency": true).',
    ),
    quickLinks: label('Quick Links', "The heading of the footer's list of the main pages."),
    ourServices: label('Our Services', "The heading of the footer's list of services."),
    homePage: label('Home', 'The home page in menus and breadcrumbs.'),
    servicesPage: label('Services', 'The services page in menus, breadcrumbs and the footer.'),
    serviceAreasPage: label('Service Areas', 'The service areas page in menus, breadcrumbs and the footer.'),
    aboutPage: label('About Us', 'The about page in menus and breadcrumbs.'),
    contactPage: label('Contact Us', 'The contact page in menus and breadcrumbs.'),
    primaryZone: text
      .describe(
        'Over the first of coverage.zones in the coverage details. Default: "Primary zone", or "Service zone" when it is the only one.',
      )
      .optional(),
    otherZones: text
      .describe('Over the other zones in the coverage details. Default: "Secondary zone", or "Secondary zones" when there are several.')
      .optional(),
    visitUs: label('Visit Us', 'The heading over the street address on the contact page.'),
    directions: label('Get directions', 'The link to the street address on a map.'),
  })
  .prefault({})
  .describe('The words of buttons, links and headings the pages share, each defaulting to the words shown in its description.');
