import { createLazyRoute } from '@tanstack/react-router';
import { ClaimsPage } from '../pages/claims-page.tsx';

export const Route = createLazyRoute('/$lang/solicitudes/reclamaciones')({ component: ClaimsPage });
