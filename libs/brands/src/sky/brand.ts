import type { Brand } from '../brand.ts';

export const sky: Brand = {
  id: 'sky',
  name: 'Skybook Air',
  code: 'SB',
  contact: { telephone: '+34 910 000 000', email: 'help@skybook.example' },
  hosts: [],
  favicon: '/favicons/brand-sky.svg',
  legalText: 'Skybook Air, S.L. — Calle de Alcalá 50, Madrid.',
};
