import { FARE_FAMILIES } from '../network/network-data.ts';
import { fareInclusionText } from './fare-inclusions.ts';
/** The words of the demo content in each language the sites speak. Data only. */
export type ContentLang = 'en' | 'es' | 'pt';

export const CITY: Record<string, Record<ContentLang, string>> = {
  MAD: { en: 'Madrid', es: 'Madrid', pt: 'Madrid' },
  LIS: { en: 'Lisbon', es: 'Lisboa', pt: 'Lisboa' },
  OPO: { en: 'Porto', es: 'Oporto', pt: 'Porto' },
  CUN: { en: 'Cancún', es: 'Cancún', pt: 'Cancún' },
  PUJ: { en: 'Punta Cana', es: 'Punta Cana', pt: 'Punta Cana' },
  MEX: { en: 'Mexico City', es: 'Ciudad de México', pt: 'Cidade do México' },
  SJO: { en: 'San José', es: 'San José', pt: 'San José' },
  SAP: { en: 'San Pedro Sula', es: 'San Pedro Sula', pt: 'San Pedro Sula' },
  SDQ: { en: 'Santo Domingo', es: 'Santo Domingo', pt: 'Santo Domingo' },
  MIA: { en: 'Miami', es: 'Miami', pt: 'Miami' },
  JFK: { en: 'New York', es: 'Nueva York', pt: 'Nova Iorque' },
};

/** A city's page, `/{lang}/destinations/<slug>`: its English name, plain (libs/site-content's catalogue). */
export const citySlug = (code: string): string =>
  CITY[code]!.en.normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');

export const WORDS = {
  flights: { en: 'Flights', es: 'Vuelos', pt: 'Voos' },
  europe: { en: 'Europe', es: 'Europa', pt: 'Europa' },
  americas: { en: 'The Americas', es: 'América', pt: 'Américas' },
  travelInfo: { en: 'Travel information', es: 'Información de viaje', pt: 'Informação de viagem' },
  baggage: { en: 'Baggage', es: 'Equipaje', pt: 'Bagagem' },
  checkin: { en: 'Online check-in', es: 'Check-in online', pt: 'Check-in online' },
  contact: { en: 'Contact us', es: 'Contacto', pt: 'Contacto' },
  claims: { en: 'Claims and requests', es: 'Reclamaciones', pt: 'Reclamações' },
  hotels: { en: 'Hotels', es: 'Hoteles', pt: 'Hotéis' },
  myBooking: { en: 'My booking', es: 'Mi reserva', pt: 'A minha reserva' },
  holidays: { en: 'Holidays', es: 'Vacaciones', pt: 'Férias' },
  about: { en: 'About us', es: 'Sobre nosotros', pt: 'Sobre nós' },
  company: { en: 'Company', es: 'Empresa', pt: 'Empresa' },
  agencies: { en: 'Travel agencies', es: 'Agencias de viaje', pt: 'Agências de viagem' },
  careers: { en: 'Careers', es: 'Empleo', pt: 'Carreiras' },
  destinations: { en: 'Destinations', es: 'Destinos', pt: 'Destinos' },
  legal: { en: 'Legal notice', es: 'Aviso legal', pt: 'Aviso legal' },
  privacy: { en: 'Privacy', es: 'Privacidad', pt: 'Privacidade' },
  cookies: { en: 'Cookies', es: 'Cookies', pt: 'Cookies' },
  offerTitle: { en: 'Fly to {city}', es: 'Vuela a {city}', pt: 'Voe para {city}' },
  previewOffer: { en: 'New route: {city}', es: 'Nueva ruta: {city}', pt: 'Nova rota: {city}' },
} satisfies Record<string, Record<ContentLang, string>>;

export const SLIDES: Record<ContentLang, Array<{ title: string; subtitle: string }>> = {
  en: [
    { title: 'Summer in the Caribbean', subtitle: 'Punta Cana and Cancún from Madrid, every day.' },
    { title: 'Choose your seat', subtitle: 'Extra legroom from the front rows.' },
  ],
  es: [
    { title: 'Verano en el Caribe', subtitle: 'Punta Cana y Cancún desde Madrid, todos los días.' },
    { title: 'Elige tu asiento', subtitle: 'Más espacio para las piernas en las primeras filas.' },
  ],
  pt: [
    { title: 'Verão nas Caraíbas', subtitle: 'Punta Cana e Cancún a partir de Madrid, todos os dias.' },
    { title: 'Escolha o seu lugar', subtitle: 'Mais espaço para as pernas nas filas da frente.' },
  ],
};

export const PREVIEW_SLIDE: Record<ContentLang, { title: string; subtitle: string }> = {
  en: { title: 'Coming soon: Porto – New York', subtitle: 'Three weekly flights from next spring.' },
  es: {
    title: 'Próximamente: Oporto – Nueva York',
    subtitle: 'Tres vuelos semanales desde la próxima primavera.',
  },
  pt: {
    title: 'Em breve: Porto – Nova Iorque',
    subtitle: 'Três voos semanais a partir da próxima primavera.',
  },
};

export const BANNERS: Record<ContentLang, Array<{ title: string; text: string; page: string }>> = {
  en: [
    { title: 'Travel light', text: fareInclusionText(FARE_FAMILIES, 'en').tile, page: 'baggage' },
    { title: 'Check in online', text: 'From 48 hours before departure.', page: 'checkin' },
  ],
  es: [
    { title: 'Viaja ligero', text: fareInclusionText(FARE_FAMILIES, 'es').tile, page: 'baggage' },
    { title: 'Haz el check-in online', text: 'Desde 48 horas antes de la salida.', page: 'checkin' },
  ],
  pt: [
    { title: 'Viaje leve', text: fareInclusionText(FARE_FAMILIES, 'pt').tile, page: 'baggage' },
    { title: 'Faça o check-in online', text: 'A partir de 48 horas antes da partida.', page: 'checkin' },
  ],
};
