import type { Brand } from '../brand.ts';

export const sol: Brand = {
  id: 'sol',
  name: 'Solara Airways',
  code: 'SL',
  contact: { telephone: '+351 210 000 000', email: 'ajuda@solara.example' },
  hosts: ['sol.localhost', 'www.solara.example'],
};
