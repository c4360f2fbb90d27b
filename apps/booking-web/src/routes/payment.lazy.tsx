import { createLazyRoute } from '@tanstack/react-router';
import { PaymentStep } from '../pages/funnel-steps.tsx';

export const Route = createLazyRoute('/$lang/payment')({ component: PaymentStep });
