import { createLazyRoute } from '@tanstack/react-router';
import { PaymentStep } from '../pages/payment-step.tsx';

export const Route = createLazyRoute('/$lang/payment')({ component: PaymentStep });
