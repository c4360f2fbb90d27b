import { FARE_FAMILIES } from '../network/network-data.ts';
import { fareInclusionText } from './fare-inclusions.ts';
import type { ContentLang } from './words.ts';

export interface PageText {
  title: string;
  description: string;
  body: string[];
}

/** What fares include, from the fare families the seed stores (one source with the extras catalogue). */
function baggageBody(l: ContentLang, addMore: string): string[] {
  const { cabin, checked } = fareInclusionText(FARE_FAMILIES, l);
  return [cabin, `${checked.join(' ')} ${addMore}`];
}

/** Content pages by link; `{telephone}` and `{company}` are filled per region. */
export const PAGES: Record<string, Record<ContentLang, PageText>> = {
  baggage: {
    en: {
      title: 'Baggage',
      description: 'What you can take on board and in the hold.',
      body: baggageBody('en', 'You can add bags when you book or later in Manage booking.'),
    },
    es: {
      title: 'Equipaje',
      description: 'Qué puedes llevar en cabina y en bodega.',
      body: baggageBody('es', 'Puedes añadir maletas al reservar o después en Mi reserva.'),
    },
    pt: {
      title: 'Bagagem',
      description: 'O que pode levar na cabine e no porão.',
      body: baggageBody('pt', 'Pode adicionar malas ao reservar ou mais tarde em A minha reserva.'),
    },
  },
  contact: {
    en: {
      title: 'Contact us',
      description: 'How to reach us.',
      body: ['Call us on {telephone}, every day from 8:00 to 22:00.', '{company}'],
    },
    es: {
      title: 'Contacto',
      description: 'Cómo contactar con nosotros.',
      body: ['Llámanos al {telephone}, todos los días de 8:00 a 22:00.', '{company}'],
    },
    pt: {
      title: 'Contacto',
      description: 'Como falar connosco.',
      body: ['Ligue-nos para o {telephone}, todos os dias das 8:00 às 22:00.', '{company}'],
    },
  },
  destinations: {
    en: {
      title: 'Destinations',
      description: 'Where we fly.',
      body: [
        'Europe: Madrid, Lisbon and Porto.',
        'The Americas: Cancún, Mexico City, Punta Cana, Santo Domingo, San José, San Pedro Sula, Miami and New York.',
      ],
    },
    es: {
      title: 'Destinos',
      description: 'A dónde volamos.',
      body: [
        'Europa: Madrid, Lisboa y Oporto.',
        'América: Cancún, Ciudad de México, Punta Cana, Santo Domingo, San José, San Pedro Sula, Miami y Nueva York.',
      ],
    },
    pt: {
      title: 'Destinos',
      description: 'Para onde voamos.',
      body: [
        'Europa: Madrid, Lisboa e Porto.',
        'Américas: Cancún, Cidade do México, Punta Cana, Santo Domingo, San José, San Pedro Sula, Miami e Nova Iorque.',
      ],
    },
  },
  legal: {
    en: {
      title: 'Legal notice',
      description: 'Who runs this website.',
      body: [
        'This website is operated by {company}',
        'Fares are subject to the general conditions of carriage.',
      ],
    },
    es: {
      title: 'Aviso legal',
      description: 'Quién gestiona este sitio web.',
      body: [
        'Este sitio web lo gestiona {company}',
        'Las tarifas están sujetas a las condiciones generales de transporte.',
      ],
    },
    pt: {
      title: 'Aviso legal',
      description: 'Quem gere este sítio web.',
      body: [
        'Este sítio web é gerido por {company}',
        'As tarifas estão sujeitas às condições gerais de transporte.',
      ],
    },
  },
  privacy: {
    en: {
      title: 'Privacy',
      description: 'How we use your data.',
      body: [
        'We use your data to manage your booking and, if you subscribe, to send you our offers. You can unsubscribe at any time.',
      ],
    },
    es: {
      title: 'Privacidad',
      description: 'Cómo usamos tus datos.',
      body: [
        'Usamos tus datos para gestionar tu reserva y, si te suscribes, para enviarte nuestras ofertas. Puedes darte de baja cuando quieras.',
      ],
    },
    pt: {
      title: 'Privacidade',
      description: 'Como usamos os seus dados.',
      body: [
        'Usamos os seus dados para gerir a sua reserva e, se subscrever, para lhe enviar as nossas ofertas. Pode cancelar a subscrição a qualquer momento.',
      ],
    },
  },
  cookies: {
    en: {
      title: 'Cookies',
      description: 'The cookies this site uses.',
      body: [
        'We use cookies to remember your language and currency and to keep you signed in. Analytics cookies are only set with your consent.',
      ],
    },
    es: {
      title: 'Cookies',
      description: 'Las cookies que usa este sitio.',
      body: [
        'Usamos cookies para recordar tu idioma y moneda y mantener tu sesión. Las cookies analíticas solo se instalan con tu consentimiento.',
      ],
    },
    pt: {
      title: 'Cookies',
      description: 'Os cookies que este sítio usa.',
      body: [
        'Usamos cookies para lembrar o seu idioma e moeda e manter a sua sessão. Os cookies analíticos só são instalados com o seu consentimento.',
      ],
    },
  },
};
