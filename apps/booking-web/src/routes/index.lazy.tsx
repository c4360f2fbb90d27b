import { createLazyRoute } from '@tanstack/react-router';
import { HomePage } from '../pages/home-page.tsx';

// The home page is served at `/` and at `/{lang}/`: one chunk for both.
export const Route = createLazyRoute('/$lang/')({ component: HomePage });
export const RootRoute = createLazyRoute('/')({ component: HomePage });
