import type { MenuItem, Region } from '@skybook/api-contract';

const item = (id: number, title: string, link: string, order = 1, children: MenuItem[] = []): MenuItem => ({
  id,
  title,
  link,
  order,
  children,
});

/** A Header menu like the demo seed's: three levels, an external link and a Reserve action. */
export const sampleHeader: MenuItem[] = [
  item(1, 'Flights', 'en', 1, [
    item(2, 'Europe', 'en/destinations', 1, [
      item(3, 'Madrid', 'en/destinations'),
      item(4, 'Lisbon', 'en/destinations'),
      item(5, 'Porto', 'en/destinations', 2),
    ]),
    item(6, 'The Americas', 'en/destinations', 2, [
      item(7, 'Cancún', 'en/destinations'),
      item(8, 'Punta Cana', 'en/destinations'),
    ]),
  ]),
  item(9, 'Travel information', 'en/baggage', 2, [
    item(10, 'Baggage', 'en/baggage', 1),
    item(11, 'Online check-in', 'en/checkin', 1),
    item(12, 'Contact us', 'en/contact', 2),
  ]),
  item(13, 'Hotels', 'https://hotels.skybook.example/?lang=en', 3),
  item(14, 'My booking', 'actionManageReserve', 4),
];

export const sampleFooter: MenuItem[] = [
  item(20, 'About us', 'en/contact', 1, [
    item(21, 'Contact us', 'en/contact'),
    item(22, 'Claims and requests', 'en/solicitudes/reclamaciones', 2),
  ]),
  item(23, 'Travel information', 'en/baggage', 2, [
    item(24, 'Baggage', 'en/baggage'),
    item(25, 'Destinations', 'en/destinations', 2),
  ]),
  item(26, 'Company', 'en/legal', 3, [
    item(27, 'Travel agencies', 'en/ta'),
    item(28, 'Careers', 'https://careers.skybook.example', 2),
  ]),
];

export const sampleRegions: Region[] = [
  { id: 1, code: 'mx', name: 'Mexico', country: 'MX', url: 'http://mx.localhost:3000' },
  { id: 5, code: 'pt', name: 'Portugal', country: 'PT', url: 'http://pt.localhost:3000' },
  { id: 7, code: 'us', name: 'USA', country: 'US', url: 'http://us.localhost:3000' },
  { id: 9, code: 'www', name: 'Main site', country: null, url: 'http://www.localhost:3000' },
];
