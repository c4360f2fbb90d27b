import type { Brand } from '../brand.ts';

export const sol: Brand = {
  id: 'sol',
  name: 'Solara Airways',
  code: 'SL',
  contact: { telephone: '+351 210 000 000', email: 'ajuda@solara.example' },
  hosts: ['sol.localhost', 'www.solara.example'],
  favicon: '/favicons/brand-sol.svg',
  legalText: 'Solara Airways, S.A. — Avenida da República 50, Lisboa.',
};
