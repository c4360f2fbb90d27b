import type { Brand } from '../brand.ts';

export const sky: Brand = {
  id: 'sky',
  name: 'Skybook Air',
  code: 'SB',
  contact: { telephone: '+34 910 000 000', email: 'help@skybook.example' },
  hosts: [],
};
